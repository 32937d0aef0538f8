import type { PlaybookListQuery } from '@coachline/contract/playbooks';

// Query keys of the playbooks and what hangs off them. Every write invalidates `all`.

export const playbookKeys = {
  all: ['playbooks'] as const,
  list: (query: PlaybookListQuery) => ['playbooks', 'list', query] as const,
  pickable: (search: string) => ['playbooks', 'pickable', search] as const,
  categories: ['playbooks', 'categories'] as const,
  smartSteps: ['playbooks', 'smart-steps'] as const,
  details: (id: number) => ['playbooks', 'details', id] as const,
  steps: (id: number) => ['playbooks', 'steps', id] as const,
  users: (id: number, page: number) => ['playbooks', 'users', id, page] as const,
  questions: (id: number, page: number) => ['playbooks', 'questions', id, page] as const,
  analytics: (id: number) => ['playbooks', 'analytics', id] as const,
  contact: (contactId: number, page: number) => ['playbooks', 'contact', contactId, page] as const,
};
