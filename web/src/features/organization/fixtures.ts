import type { OrganizationLocation } from '@coachline/contract/organization';

/** A location as organization/locations answers it, for component tests. */
export const buildLocation = (
  id: number,
  businessname: string,
  more: Partial<OrganizationLocation> = {},
): OrganizationLocation => ({
  id,
  businessname,
  timezone: 'UTC',
  is_primary: id === 1,
  is_suspended: false,
  deleted_at: null,
  restorable_until: null,
  users_count: 1,
  ...more,
});
