import { describe, expect, it } from 'vitest';
import {
  bulkActionPermissions,
  can,
  isCompanyUser,
  isSuperUser,
  type PermissionSubject,
} from './permissions';

const user = (overrides: Partial<PermissionSubject> = {}): PermissionSubject => ({
  company_id: null,
  location_id: null,
  is_company_location: false,
  permissions: {},
  ...overrides,
});

const companyUser = (permissions: PermissionSubject['permissions'] = {}) =>
  user({ company_id: 7, permissions });
const companyLocation = (location_id: number | null = 3) =>
  user({ company_id: 7, location_id, is_company_location: true });

describe('isSuperUser', () => {
  it('is a user with no company, no location and not a company location (0 counts as empty)', () => {
    expect(isSuperUser(user())).toBe(true);
    expect(isSuperUser(user({ company_id: 0, location_id: 0 }))).toBe(true);
    expect(isSuperUser(companyUser())).toBe(false);
    expect(isSuperUser(user({ location_id: 4 }))).toBe(false);
    expect(isSuperUser(user({ is_company_location: true }))).toBe(false);
  });
});

describe('isCompanyUser', () => {
  it('is a user with a company that is not a company location', () => {
    expect(isCompanyUser(companyUser())).toBe(true);
    expect(isCompanyUser(companyLocation())).toBe(false);
    expect(isCompanyUser(user())).toBe(false);
  });
});

describe('can', () => {
  it('allows assign on contacts-center only without a company and not as a company location', () => {
    expect(can(user(), 'assign', 'contacts-center')).toBe(true);
    expect(can(user({ location_id: 5 }), 'assign', 'contacts-center')).toBe(true);
    expect(
      can(companyUser({ 'contacts-center': { assign: true } }), 'assign', 'contacts-center'),
    ).toBe(false);
    expect(can(companyLocation(), 'assign', 'contacts-center')).toBe(false);
  });

  it('allows create on contacts-center for a company location user with a location_id only', () => {
    expect(can(companyLocation(3), 'create', 'contacts-center')).toBe(true);
    expect(can(companyLocation(null), 'create', 'contacts-center')).toBe(false);
    expect(can(companyLocation(0), 'create', 'contacts-center')).toBe(false);
  });

  it('denies create on contacts-center to other company users, whatever their map says', () => {
    expect(
      can(companyUser({ 'contacts-center': { create: true } }), 'create', 'contacts-center'),
    ).toBe(false);
  });

  it('reads a company user permission from the per-area map', () => {
    const u = companyUser({ forms: { view: true, delete: false } });
    expect(can(u, 'view', 'forms')).toBe(true);
    expect(can(u, 'delete', 'forms')).toBe(false);
  });

  it('treats a missing area or action in the map as denied for a company user', () => {
    const u = companyUser({ forms: { view: true } });
    expect(can(u, 'update', 'forms')).toBe(false);
    expect(can(u, 'view', 'pages')).toBe(false);
  });

  it('allows every other combination', () => {
    expect(can(user(), 'delete', 'forms')).toBe(true);
    expect(can(user(), 'create', 'contacts-center')).toBe(true);
    expect(can(companyLocation(3), 'view', 'admin-settings')).toBe(true);
    expect(can(companyLocation(null), 'update', 'contacts-center')).toBe(true);
  });
});

describe('bulkActionPermissions', () => {
  it('needs assign for Copy To Location', () => {
    expect(bulkActionPermissions('copy-to-location')).toEqual(['assign']);
    expect(bulkActionPermissions('Copy To Location')).toEqual(['assign']);
  });

  it('needs delete for Bulk Delete', () => {
    expect(bulkActionPermissions('delete')).toEqual(['delete']);
    expect(bulkActionPermissions('Bulk Delete')).toEqual(['delete']);
  });

  it('needs update and delete for Merge, which deletes the merged contacts', () => {
    expect(bulkActionPermissions('merge')).toEqual(['update', 'delete']);
  });

  it('needs update for any other bulk action', () => {
    expect(bulkActionPermissions('add-tags')).toEqual(['update']);
    expect(bulkActionPermissions('change-status')).toEqual(['update']);
  });
});
