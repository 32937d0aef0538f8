// Query keys of the member-ID page, apart from the hooks so other features can name them.

export const memberIdKeys = {
  all: ['member-id'] as const,
  setting: ['member-id', 'setting'] as const,
  page: (accountId: string, accessCode: string) =>
    ['member-id', 'page', accountId, accessCode] as const,
};
