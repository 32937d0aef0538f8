// Permission checks of 000 §6 and 001 §6, shared by the route guard, the UI and the server.

export const permissionAreas = [
  'admin-settings',
  'broadcasts',
  'checkouts',
  'client-portal',
  'contacts-center',
  'sms-center',
  'files',
  'forms',
  'groups',
  'habit-tracking',
  'journeys',
  'opt-ins',
  'pages',
  'playbooks',
  'progress-tracking',
  'sequences',
  'tags',
  'templates',
  'workouts',
] as const;
export type PermissionArea = (typeof permissionAreas)[number];

export const permissionActions = ['view', 'create', 'update', 'delete', 'assign'] as const;
export type PermissionAction = (typeof permissionActions)[number];

export type PermissionSubject = {
  company_id: number | null;
  location_id: number | null;
  is_company_location: boolean;
  permissions: Record<string, Record<string, boolean>>;
};

type Membership = Pick<PermissionSubject, 'company_id' | 'location_id' | 'is_company_location'>;

/** Neither part of a company nor a company location (0 counts as empty, as the API sends it). */
export function isSuperUser(u: Membership): boolean {
  return !u.company_id && !u.location_id && !u.is_company_location;
}

/** A company user reads every permission from the per-area map. */
export function isCompanyUser(
  u: Pick<PermissionSubject, 'company_id' | 'is_company_location'>,
): boolean {
  return Boolean(u.company_id) && !u.is_company_location;
}

export function can(u: PermissionSubject, action: PermissionAction, area: PermissionArea): boolean {
  if (area === 'contacts-center' && action === 'assign') {
    return !u.company_id && !u.is_company_location;
  }
  if (area === 'contacts-center' && action === 'create') {
    // Allowed to a company location user only with a location_id, denied to other company users.
    if (u.is_company_location) return Boolean(u.location_id);
    if (isCompanyUser(u)) return false;
  }
  if (isCompanyUser(u)) return u.permissions[area]?.[action] === true;
  return true;
}

/** A route's permission (contract/src/endpoint.ts): any listed action on any listed area. */
export type AreaPermission = {
  area: PermissionArea | readonly PermissionArea[];
  action: PermissionAction | readonly PermissionAction[];
};

export function canAny(u: PermissionSubject, { area, action }: AreaPermission): boolean {
  const actions: readonly PermissionAction[] = typeof action === 'string' ? [action] : action;
  const areas: readonly PermissionArea[] = typeof area === 'string' ? [area] : area;
  return areas.some((a) => actions.some((x) => can(u, x, a)));
}

export type BulkAction = 'copy-to-location' | 'delete' | (string & {});

/**
 * Every permission on contacts-center a bulk action needs. 001 §6: update, except Copy To
 * Location (assign) and Bulk Delete (delete); Merge deletes the contacts it folds into the
 * survivor, so it needs delete as well as update.
 */
export function bulkActionPermissions(action: BulkAction): PermissionAction[] {
  const key = action
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/^bulk-/, '');
  if (key === 'copy-to-location') return ['assign'];
  if (key === 'delete') return ['delete'];
  if (key === 'merge') return ['update', 'delete'];
  return ['update'];
}
