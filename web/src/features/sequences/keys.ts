import type { SequenceListQuery } from '@coachline/contract/sequences';

// Query keys of sequences, apart from the hooks so the contact centre can name them. Every
// write invalidates `all`: a message's change shows on the list's counts and the editor alike.

export const sequenceKeys = {
  all: ['sequences'] as const,
  list: (query: SequenceListQuery) => ['sequences', 'list', query] as const,
  pickable: ['sequences', 'pickable'] as const,
  messages: (id: number) => ['sequences', 'messages', id] as const,
  users: (id: number, query: object) => ['sequences', 'users', id, query] as const,
  emailCount: (id: number, contactIds: readonly number[]) =>
    ['sequences', 'email-count', id, contactIds] as const,
  schedule: (messageId: number) => ['sequences', 'schedule', messageId] as const,
  subscribers: (id: number, messageId: number, query: object) =>
    ['sequences', 'subscribers', id, messageId, query] as const,
  analytics: (id: number, type: string) => ['sequences', 'analytics', id, type] as const,
  detailAnalytics: (id: number) => ['sequences', 'detail-analytics', id] as const,
  contact: (contactId: number, page: number) => ['sequences', 'contact', contactId, page] as const,
};
