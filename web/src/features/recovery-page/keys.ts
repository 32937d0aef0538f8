// Query keys of the recovery page, apart from the hooks so other features can name them.

export const recoveryPageKeys = {
  all: ['recovery'] as const,
  setting: ['recovery', 'setting'] as const,
  page: (accountId: string, token: string) => ['recovery', 'page', accountId, token] as const,
};
