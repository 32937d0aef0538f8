// Query keys of the session's server data, apart from the hooks so the store, the guard and
// other features' writes can name them without loading the session module.

export const sessionKeys = {
  all: ['session'] as const,
  /** The auth/refresh answer: user, permissions, locations, billing flags, … */
  refresh: ['session', 'refresh'] as const,
  /** The plan's contact usage (membership/plan-limit, also carried by the refresh). */
  membership: ['session', 'membership'] as const,
  locations: ['session', 'locations'] as const,
  unread: ['session', 'unread'] as const,
  billingNotifications: ['session', 'billing-notices'] as const,
};
