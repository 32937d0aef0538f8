// Query keys of the recovery page, apart from the hooks so other features can name them.

export const recoveryPageKeys = {
  all: ['recovery-page'] as const,
  setting: ['recovery-page', 'setting'] as const,
  page: (accountId: string, token: string) => ['recovery-page', 'page', accountId, token] as const,
};
