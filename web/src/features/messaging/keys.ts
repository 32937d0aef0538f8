// Query keys of a contact's messages and their logs.

export const messagingKeys = {
  all: ['messaging'] as const,
  logs: (contactId: number, page: number) => ['messaging', 'logs', contactId, page] as const,
  events: (sendId: number) => ['messaging', 'events', sendId] as const,
  report: (days: number) => ['messaging', 'report', days] as const,
};
