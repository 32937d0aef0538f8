import type { ConversationChannel, ConversationFilter } from '@coachline/contract/message-center';

// Query keys of the Message Center, per channel: a write on one channel refreshes its own.

export const messageCenterKeys = {
  all: ['message-center'] as const,
  channel: (channel: ConversationChannel) => ['message-center', channel] as const,
  conversations: (
    channel: ConversationChannel,
    query: { search: string; filter: ConversationFilter; page: number },
  ) => ['message-center', channel, 'conversations', query] as const,
  logs: (channel: ConversationChannel, contactId: number, perPage: number) =>
    ['message-center', channel, 'logs', contactId, perPage] as const,
  stats: (channel: ConversationChannel) => ['message-center', channel, 'stats'] as const,
  scheduled: (channel: ConversationChannel, page: number) =>
    ['message-center', channel, 'scheduled', page] as const,
};
