// Query keys of onboarding scenarios, apart from the hooks. Every write invalidates `all`: a
// step's change shows on the list's counts and the editor alike.

export const scenarioKeys = {
  all: ['scenarios'] as const,
  lists: ['scenarios', 'list'] as const,
  list: (query: { page: number; search?: string }) => ['scenarios', 'list', query] as const,
  every: ['scenarios', 'all'] as const,
  categories: (id: number) => ['scenarios', 'categories', id] as const,
  steps: (categoryId: number) => ['scenarios', 'steps', categoryId] as const,
  contacts: (id: number, query: object) => ['scenarios', 'contacts', id, query] as const,
  branding: (id: number) => ['scenarios', 'branding', id] as const,
  library: ['scenarios', 'library'] as const,
  tags: (id: number) => ['scenarios', 'tags', id] as const,
  ofContact: (contactId: number) => ['scenarios', 'contact', contactId] as const,
};
