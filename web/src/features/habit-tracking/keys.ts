// Query keys of habit tracking, apart from the hooks so the contact profile can name them. Every
// write invalidates `all`: a habit's change shows on the list's counts, the editor, the scores
// and the contact's view alike.

export const habitKeys = {
  all: ['habit-tracking'] as const,
  list: (query: { page: number; search?: string }) => ['habit-tracking', 'list', query] as const,
  every: ['habit-tracking', 'all'] as const,
  one: (id: number) => ['habit-tracking', 'one', id] as const,
  categories: (id: number) => ['habit-tracking', 'categories', id] as const,
  contacts: (id: number, query: object) => ['habit-tracking', 'contacts', id, query] as const,
  progress: (id: number, contactId?: number) =>
    ['habit-tracking', 'progress', id, contactId ?? null] as const,
  leaderboard: (id: number, page: number) => ['habit-tracking', 'leaderboard', id, page] as const,
  proofs: (id: number, query: object) => ['habit-tracking', 'proofs', id, query] as const,
  proof: (proofId: number) => ['habit-tracking', 'proof', proofId] as const,
  contact: (id: number, contactId: number) => ['habit-tracking', 'contact', id, contactId] as const,
};
