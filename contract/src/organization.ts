import { z } from 'zod';
import { pageQuery, paginated } from './api';
import { requiredText, statusMessageResponse } from './auth';
import { endpoint } from './endpoint';
import { dbId, dbIdText } from './ids';
import { type PermissionAction, permissionActions, permissionAreas } from './permissions';
import { timezone } from './users';

// Organization administration (002 §7 Organization): the secondary locations of a primary
// account and the users who work in them, with their permissions (000 §6).

/** How long a deleted location can be restored. */
export const locationRestoreDays = 30;

export const organizationMessages = {
  locationRestored: 'Secondary location has been restored successfully!',
  userSaved: 'The user has been saved successfully!',
  confirmMismatch: 'Type the location name exactly to confirm.',
  cannotSuspendCurrent:
    'You cannot suspend the location you are working in. Switch to another first.',
  cannotDeleteCurrent:
    'You cannot delete the location you are working in. Switch to another first.',
  restoreExpired: `This location was deleted more than ${locationRestoreDays} days ago and cannot be restored.`,
  cannotDeleteSelf: 'You cannot delete your own user.',
  cannotChangeSelf: 'You cannot change your own role, locations or permissions.',
  cannotGrant: 'You cannot grant a permission you do not have.',
  cannotGrantLocation: 'You cannot give access to a location you do not have.',
  ownerOnly: 'Only an owner can make or change an owner.',
  locationRequired: 'Select at least one location',
} as const;

export const organizationLocation = z.object({
  id: z.number().int(),
  businessname: z.string(),
  timezone: z.string(),
  is_primary: z.boolean(),
  is_suspended: z.boolean(),
  /** Set on a deleted location, restorable until `restorable_until`. */
  deleted_at: z.string().nullable(),
  restorable_until: z.string().nullable(),
  users_count: z.number().int(),
});
export type OrganizationLocation = z.infer<typeof organizationLocation>;

export const locationBody = z.object({
  businessname: requiredText('businessname').max(191),
  timezone: timezone.optional(),
});
export type LocationBody = z.infer<typeof locationBody>;

/** The typed confirmation of a deletion: the location's name, as shown. */
export const deleteLocationBody = z.object({ confirm: z.string().max(191).default('') });
export type DeleteLocationBody = z.infer<typeof deleteLocationBody>;

export const suspendLocationBody = z.object({ status: z.union([z.literal(0), z.literal(1)]) });
export type SuspendLocationBody = z.infer<typeof suspendLocationBody>;

export const addUsersBody = z.object({
  user_ids: z.array(dbId).min(1, 'Select at least one user').max(1000),
});
export type AddUsersBody = z.infer<typeof addUsersBody>;

/** One area's actions; an action left out is not granted. */
const areaGrants = z
  .object(
    Object.fromEntries(permissionActions.map((action) => [action, z.boolean().optional()])) as {
      [A in (typeof permissionActions)[number]]: z.ZodOptional<z.ZodBoolean>;
    },
  )
  .strict();

/** `{ "<area>": { view, create, update, delete, assign } }`: areas of 000 §6 only. */
export const permissionMap = z.partialRecord(z.enum(permissionAreas), areaGrants);
export type PermissionMapInput = z.infer<typeof permissionMap>;

export const userRoles = ['owner', 'staff'] as const;
export type UserRole = (typeof userRoles)[number];

export const saveUserBody = z.object({
  id: dbId.optional(),
  fname: requiredText('fname').max(100),
  lname: requiredText('lname').max(100),
  email: requiredText('email').toLowerCase().email('must be a valid email').max(191),
  /** An owner acts everywhere with every permission; staff as their locations and map allow. */
  role: z.enum(userRoles).default('staff'),
  location_ids: z.array(dbId).max(1000).default([]),
  permissions: permissionMap.default({}),
});
export type SaveUserBody = z.input<typeof saveUserBody>;

export const organizationUser = z.object({
  id: z.number().int(),
  fname: z.string(),
  lname: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  location_ids: z.array(z.number().int()),
  is_suspended: z.boolean(),
  created_at: z.string(),
});
export type OrganizationUser = z.infer<typeof organizationUser>;

export const userListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
});
export type UserListQuery = z.input<typeof userListQuery>;

/** Every area with every action (000 §6), in the contract's order. */
export const permissionsResponse = z.object({
  status: z.literal(1),
  permissions: z.array(
    z.object({ area: z.enum(permissionAreas), actions: z.array(z.enum(permissionActions)) }),
  ),
});

/** A full area → action → flag map. */
export const grantedMap = z.record(z.string(), z.record(z.string(), z.boolean()));

export const userPermissionsResponse = z.object({
  status: z.literal(1),
  user: organizationUser,
  permissions: grantedMap,
});
export type UserPermissionsResponse = z.infer<typeof userPermissionsResponse>;

const location = { location: dbIdText } as const;
const user = { user: dbIdText } as const;
const org = {
  tag: 'organization',
  permission: { area: 'admin-settings', action: 'view' },
} as const;
const may = <const A extends PermissionAction | readonly PermissionAction[]>(action: A) =>
  ({ area: 'admin-settings', action }) as const;

export const organizationEndpoints = {
  locations: endpoint({
    ...org,
    method: 'GET',
    path: 'organization/locations',
    description: 'The primary location and the secondary ones, deleted ones still restorable too.',
    response: z.object({ status: z.literal(1), locations: z.array(organizationLocation) }),
  }),
  createLocation: endpoint({
    ...org,
    permission: may('create'),
    method: 'POST',
    path: 'organization/location/create',
    body: locationBody,
    response: z.object({
      status: z.literal(1),
      location: z.object({ id: z.number().int(), businessname: z.string() }),
    }),
  }),
  updateLocation: endpoint({
    ...org,
    permission: may('update'),
    method: 'PATCH',
    path: 'organization/location/:location/update',
    params: z.object(location),
    body: locationBody,
    response: statusMessageResponse,
  }),
  deleteLocation: endpoint({
    ...org,
    permission: may('delete'),
    method: 'DELETE',
    path: 'organization/location/:location/delete',
    description: `A soft delete: the location can be restored for ${locationRestoreDays} days.`,
    params: z.object(location),
    body: deleteLocationBody,
    response: statusMessageResponse,
  }),
  restoreLocation: endpoint({
    ...org,
    permission: may('delete'),
    method: 'PATCH',
    path: 'organization/location/:location/restore',
    params: z.object(location),
    response: statusMessageResponse,
  }),
  suspendLocation: endpoint({
    ...org,
    permission: may('update'),
    method: 'PATCH',
    path: 'organization/location/:location/suspend',
    params: z.object(location),
    body: suspendLocationBody,
    response: statusMessageResponse,
  }),
  addUsers: endpoint({
    ...org,
    permission: may('update'),
    method: 'POST',
    path: 'organization/location/:location/add-users',
    params: z.object(location),
    body: addUsersBody,
    response: statusMessageResponse,
  }),
  users: endpoint({
    ...org,
    method: 'GET',
    path: 'organization/users',
    query: userListQuery,
    response: paginated(organizationUser),
  }),
  superUsers: endpoint({
    ...org,
    method: 'GET',
    path: 'organization/:account/super-users',
    params: z.object({ account: dbIdText }),
    response: z.object({ status: z.literal(1), users: z.array(organizationUser) }),
  }),
  permissions: endpoint({
    ...org,
    method: 'GET',
    path: 'organization/permissions',
    response: permissionsResponse,
  }),
  userPermissions: endpoint({
    ...org,
    method: 'GET',
    path: 'organization/user/:user/permissions',
    params: z.object(user),
    response: userPermissionsResponse,
  }),
  saveUser: endpoint({
    ...org,
    // Invites (create) or edits (update); the service checks which.
    permission: may(['create', 'update']),
    method: 'POST',
    path: 'organization/user/save',
    description: 'Invites a new user (no id) or edits one; editing needs update as well.',
    body: saveUserBody,
    response: z.object({
      status: z.literal(1),
      user: z.object({ id: z.number().int(), email: z.string() }),
    }),
  }),
  deleteUser: endpoint({
    ...org,
    permission: may('delete'),
    method: 'DELETE',
    path: 'organization/user/:user/delete',
    params: z.object(user),
    response: statusMessageResponse,
  }),
  resendCredentials: endpoint({
    ...org,
    permission: may('update'),
    method: 'POST',
    path: 'organization/user/:user/resend-credentials',
    params: z.object(user),
    // 002 §8: a false status says the mail could not go.
    response: z.object({ status: z.union([z.literal(0), z.literal(1)]), message: z.string() }),
  }),
};
