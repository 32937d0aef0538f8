// Query keys of the client portal's setup and the reward settings, apart from the hooks so other
// features (the contact's rewards) can name them.

export const clientPortalKeys = {
  all: ['clientPortal'] as const,
  settings: ['clientPortal', 'settings'] as const,
  /** One contact's portal content, as the preview reads it. */
  contentOf: (contactId: number, read: string) =>
    ['clientPortal', 'content', contactId, read] as const,
};

export const rewardSettingKeys = {
  all: ['reward-settings'] as const,
  setting: ['reward-settings', 'setting'] as const,
};

export const calendarKeys = {
  all: ['calendar'] as const,
  range: (from: string, to: string) => ['calendar', 'events', from, to] as const,
};
