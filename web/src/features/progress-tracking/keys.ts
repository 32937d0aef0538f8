// Query keys of progress trackings, apart from the hooks. Every write invalidates `all`: a
// category's change shows on the editor, the contacts' percents and the leaderboard alike.

export const progressKeys = {
  all: ['progress-tracking'] as const,
  list: (query: { page: number; search?: string }) => ['progress-tracking', 'list', query] as const,
  every: ['progress-tracking', 'all'] as const,
  one: (id: number) => ['progress-tracking', 'one', id] as const,
  sections: (id: number) => ['progress-tracking', 'sections', id] as const,
  contacts: (id: number, query: object) => ['progress-tracking', 'contacts', id, query] as const,
  leaderboard: (id: number) => ['progress-tracking', 'leaderboard', id] as const,
  proofs: (id: number, query: object) => ['progress-tracking', 'proofs', id, query] as const,
  proof: (proofId: number) => ['progress-tracking', 'proof', proofId] as const,
  response: (id: number, contactId: number) =>
    ['progress-tracking', 'response', id, contactId] as const,
  goals: (id: number, contactId: number) => ['progress-tracking', 'goals', id, contactId] as const,
  current: (id: number, contactId: number) =>
    ['progress-tracking', 'current', id, contactId] as const,
};
