// Query keys of Admin Settings' own data (the session holds the white label and the contact
// profile setting).

export const adminSettingKeys = {
  all: ['admin-settings'] as const,
  account: (accountId: number) => ['admin-settings', 'account', accountId] as const,
  portal: (accountId: number) => ['admin-settings', 'portal', accountId] as const,
  confirmOptin: ['admin-settings', 'confirm-optin'] as const,
  accessKey: ['admin-settings', 'access-key'] as const,
  tease: ['admin-settings', 'tease'] as const,
  landingToken: ['admin-settings', 'landing-token'] as const,
};
