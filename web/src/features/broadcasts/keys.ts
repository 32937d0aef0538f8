import type { BroadcastListQuery } from '@coachline/contract/broadcasts';
import type { SuppressionType } from '@coachline/contract/messaging';

// Query keys of the broadcasts.

export const broadcastKeys = {
  all: ['broadcasts'] as const,
  lists: ['broadcasts', 'list'] as const,
  list: (query: BroadcastListQuery) => ['broadcasts', 'list', query] as const,
  one: (id: number) => ['broadcasts', 'one', id] as const,
  count: (recipients: unknown) => ['broadcasts', 'count', recipients] as const,
  recipients: (id: number, query: object) => ['broadcasts', 'recipients', id, query] as const,
  activity: (id: number) => ['broadcasts', 'activity', id] as const,
  suppressed: (type: SuppressionType, page: number) =>
    ['broadcasts', 'suppressed', type, page] as const,
  contactLogs: (contactId: number, page: number) =>
    ['broadcasts', 'contact-logs', contactId, page] as const,
  publicView: (id: number) => ['broadcasts', 'public', id] as const,
  senders: ['broadcasts', 'senders'] as const,
};
