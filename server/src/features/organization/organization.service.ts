import type { Paginated } from '@coachline/contract/api';
import { realtimeEvents } from '@coachline/contract/api';
import { messages } from '@coachline/contract/messages';
import {
  type AddUsersBody,
  type DeleteLocationBody,
  type LocationBody,
  locationRestoreDays,
  type OrganizationLocation,
  type OrganizationUser,
  organizationMessages as orgMessages,
  type PermissionMapInput,
  type SuspendLocationBody,
  type saveUserBody,
  type UserPermissionsResponse,
  type UserRole,
  type userListQuery,
} from '@coachline/contract/organization';
import {
  can,
  type PermissionAction,
  permissionActions,
  permissionAreas,
} from '@coachline/contract/permissions';
import type { z } from 'zod';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import { hashPassword, randomToken } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import {
  type FieldErrors,
  fieldError,
  forbidden,
  notFound,
  validationError,
} from '../../platform/errors';
import { offsetOf, presentPage } from '../../platform/pagination';
import type { AccountRow, UserRow } from '../accounts/accounts.service';
import * as accounts from '../accounts/accounts.service';
import { passwordLink, revokeSessions } from '../auth/auth.service';
import { handOverImports } from '../contact-import/contact-import.service';

const dayMs = 86_400_000;
const restoreWindowMs = locationRestoreDays * dayMs;
// An invitation (or resent credentials) stays good for a week.
const invitationLifetimeMs = 7 * dayMs;

/**
 * Organization administration needs the admin-settings permission, and is the organization's:
 * a company location user acts in one location only and never administers it.
 */
function assertAdmin(ctx: RequestContext, action: PermissionAction) {
  authorize(ctx, action, 'admin-settings');
  if (ctx.user.isCompanyLocation) throw forbidden();
}

const isOwner = (user: UserRow) => user.isOrganizationOwner && user.companyId === null;
/** The caller is an owner of the organization they act in (not an admin visiting it). */
const callerIsOwner = (ctx: RequestContext) =>
  isOwner(ctx.user) && ctx.user.accountId === ctx.primaryAccountId;
const roleOf = (user: UserRow): UserRole => (isOwner(user) ? 'owner' : 'staff');

/** The accounts a staff user may act in: their own and the granted ones. */
function staffLocationIds(user: UserRow, grants: number[]): number[] {
  if (user.isCompanyLocation) return user.locationId ? [user.locationId] : [];
  return [...new Set([user.locationId ?? user.companyId ?? user.accountId, ...grants])];
}

function presentUser(user: UserRow, locationIds: number[]): OrganizationUser {
  return {
    id: user.id,
    fname: user.fname,
    lname: user.lname,
    full_name: `${user.fname} ${user.lname}`.trim(),
    email: user.email,
    role: roleOf(user),
    location_ids: locationIds,
    is_suspended: user.isSuspended,
    created_at: user.createdAt.toISOString(),
  };
}

/** Users as the tables show them: an owner's locations are all of the organization's. */
async function presentUsers(deps: Deps, primaryId: number, rows: UserRow[]) {
  const [grants, organization] = await Promise.all([
    accounts.grantsOfUsers(
      deps.db,
      rows.filter((user) => !isOwner(user)).map((user) => user.id),
    ),
    accounts.listOrganization(deps.db, primaryId),
  ]);
  const everywhere = organization.map((account) => account.id);
  return rows.map((user) =>
    presentUser(
      user,
      isOwner(user) ? everywhere : staffLocationIds(user, grants.get(user.id) ?? []),
    ),
  );
}

/** A user of the caller's organization, else 404. */
async function organizationUser(deps: Deps, ctx: RequestContext, userId: number) {
  const user = await accounts.findUserById(deps.db, userId);
  if (!user || user.accountId !== ctx.primaryAccountId) throw notFound();
  return user;
}

/** A live secondary location the caller may act in, else 404. */
async function secondaryLocation(deps: Deps, ctx: RequestContext, accountId: number) {
  const location = await accounts.accountForUser(deps.db, ctx.user, accountId);
  if (!location || location.parentId !== ctx.primaryAccountId) throw notFound();
  return location;
}

// Locations

export async function listLocations(deps: Deps, ctx: RequestContext) {
  assertAdmin(ctx, 'view');
  const now = Date.now();
  const [all, mine, staff] = await Promise.all([
    accounts.listOrganizationWithDeleted(
      deps.db,
      ctx.primaryAccountId,
      new Date(now - restoreWindowMs),
    ),
    accounts.accessibleAccounts(deps.db, ctx.user),
    accounts.listCompanyUsers(deps.db, ctx.primaryAccountId),
  ]);
  const mayActIn = new Set(mine.map((account) => account.id));
  // Deleted locations are nobody's to act in; whoever may act in the primary may restore them.
  const visible = all.filter((account) =>
    account.deletedAt ? mayActIn.has(ctx.primaryAccountId) : mayActIn.has(account.id),
  );
  const grants = await accounts.grantsOfUsers(
    deps.db,
    staff.map((user) => user.id),
  );
  const owners = (await accounts.listOwners(deps.db, ctx.primaryAccountId)).length;
  const usersIn = (accountId: number) =>
    owners +
    staff.filter((user) => staffLocationIds(user, grants.get(user.id) ?? []).includes(accountId))
      .length;
  return { status: 1 as const, locations: visible.map((a) => presentLocation(a, usersIn(a.id))) };
}

function presentLocation(account: AccountRow, usersCount: number): OrganizationLocation {
  return {
    id: account.id,
    businessname: account.businessname,
    timezone: account.timezone,
    is_primary: account.parentId === null,
    is_suspended: account.isLocationSuspended,
    deleted_at: account.deletedAt?.toISOString() ?? null,
    restorable_until: account.deletedAt
      ? new Date(account.deletedAt.getTime() + restoreWindowMs).toISOString()
      : null,
    users_count: usersCount,
  };
}

export async function createLocation(deps: Deps, ctx: RequestContext, body: LocationBody) {
  assertAdmin(ctx, 'create');
  const location = await accounts.createLocation(
    deps.db,
    ctx.primaryAccountId,
    body.businessname,
    body.timezone,
  );
  // A staff user who made it may act in it; an owner acts everywhere already.
  if (ctx.user.companyId) await accounts.addGrants(deps.db, location.id, [ctx.user.id]);
  return {
    status: 1 as const,
    location: { id: location.id, businessname: location.businessname },
  };
}

export async function updateLocation(
  deps: Deps,
  ctx: RequestContext,
  accountId: number,
  body: LocationBody,
) {
  assertAdmin(ctx, 'update');
  await secondaryLocation(deps, ctx, accountId);
  await accounts.updateAccount(deps.db, accountId, {
    businessname: body.businessname,
    ...(body.timezone !== undefined && { timezone: body.timezone }),
  });
  return { status: 1 as const, message: messages.secondaryLocationSaved };
}

/**
 * Suspends (1) or activates (0) a secondary location. Its users are refused from their next
 * request (the account write forgets the cached sessions in it); nothing in it is deleted.
 */
export async function suspendLocation(
  deps: Deps,
  ctx: RequestContext,
  accountId: number,
  body: SuspendLocationBody,
) {
  assertAdmin(ctx, 'update');
  await secondaryLocation(deps, ctx, accountId);
  const suspend = body.status === 1;
  if (suspend && accountId === ctx.accountId)
    throw fieldError('status', orgMessages.cannotSuspendCurrent);
  await accounts.updateAccount(deps.db, accountId, { isLocationSuspended: suspend });
  return {
    status: 1 as const,
    message: suspend ? messages.secondaryLocationSuspended : messages.secondaryLocationActivated,
  };
}

/**
 * A soft delete, confirmed by the location's name typed out: the location leaves every list
 * and nobody acts in it, and it can be restored for `locationRestoreDays` days.
 */
export async function deleteLocation(
  deps: Deps,
  ctx: RequestContext,
  accountId: number,
  body: DeleteLocationBody,
) {
  assertAdmin(ctx, 'delete');
  const location = await secondaryLocation(deps, ctx, accountId);
  if (accountId === ctx.accountId) throw fieldError('confirm', orgMessages.cannotDeleteCurrent);
  if (body.confirm.trim() !== location.businessname.trim())
    throw fieldError('confirm', orgMessages.confirmMismatch);
  await accounts.updateAccount(deps.db, accountId, { deletedAt: new Date() });
  return { status: 1 as const, message: messages.secondaryLocationDeleted };
}

export async function restoreLocation(deps: Deps, ctx: RequestContext, accountId: number) {
  assertAdmin(ctx, 'delete');
  const location = await accounts.findOrganizationAccount(deps.db, ctx.primaryAccountId, accountId);
  // Only whoever may act in the primary account sees deleted locations (listLocations).
  const primary = await accounts.accountForUser(deps.db, ctx.user, ctx.primaryAccountId);
  if (!location?.deletedAt || !primary) throw notFound();
  if (Date.now() - location.deletedAt.getTime() > restoreWindowMs)
    throw fieldError('location', orgMessages.restoreExpired);
  await accounts.updateAccount(deps.db, accountId, { deletedAt: null });
  return { status: 1 as const, message: orgMessages.locationRestored };
}

/** Gives staff users access to the location besides what they have. */
export async function addUsers(
  deps: Deps,
  ctx: RequestContext,
  accountId: number,
  body: AddUsersBody,
) {
  assertAdmin(ctx, 'update');
  await secondaryLocation(deps, ctx, accountId);
  const users = await accounts.listUsersByIds(deps.db, body.user_ids);
  if (users.length !== new Set(body.user_ids).size) throw notFound();
  if (users.some((user) => user.accountId !== ctx.primaryAccountId)) throw notFound();
  // Owners act everywhere already; a company location user stays in their one location.
  const staff = users.filter((user) => !isOwner(user) && !user.isCompanyLocation);
  await accounts.addGrants(
    deps.db,
    accountId,
    staff.map((user) => user.id),
  );
  for (const user of staff) deps.realtime?.toUser(user.id, realtimeEvents.permissionsChanged, {});
  return { status: 1 as const, message: messages.usersAdded };
}

// Users

export async function listUsers(
  deps: Deps,
  ctx: RequestContext,
  query: z.output<typeof userListQuery>,
): Promise<Paginated<OrganizationUser>> {
  assertAdmin(ctx, 'view');
  const { rows, total } = await accounts.listOrganizationUsers(deps.db, ctx.primaryAccountId, {
    search: query.search || undefined,
    offset: offsetOf(query),
    limit: query.per_page,
  });
  return presentPage(
    await presentUsers(deps, ctx.primaryAccountId, rows),
    total,
    query.page,
    query.per_page,
  );
}

/** The owners of the organization the account belongs to: they act everywhere. */
export async function superUsers(deps: Deps, ctx: RequestContext, accountId: number) {
  assertAdmin(ctx, 'view');
  const account = await accounts.findOrganizationAccount(deps.db, ctx.primaryAccountId, accountId);
  if (!account || account.deletedAt) throw notFound();
  const owners = await accounts.listOwners(deps.db, ctx.primaryAccountId);
  return {
    status: 1 as const,
    users: await presentUsers(deps, ctx.primaryAccountId, owners),
  };
}

export function permissionList(ctx: RequestContext) {
  assertAdmin(ctx, 'view');
  return {
    status: 1 as const,
    permissions: permissionAreas.map((area) => ({ area, actions: [...permissionActions] })),
  };
}

/** Every area × action, as stored for staff (what was not granted is false). */
function fullMap(stored: Record<string, Record<string, boolean>>) {
  return Object.fromEntries(
    permissionAreas.map((area) => [
      area,
      Object.fromEntries(
        permissionActions.map((action) => [action, stored[area]?.[action] === true]),
      ),
    ]),
  );
}

export async function userPermissions(
  deps: Deps,
  ctx: RequestContext,
  userId: number,
): Promise<UserPermissionsResponse> {
  assertAdmin(ctx, 'view');
  const user = await organizationUser(deps, ctx, userId);
  const [presented] = await presentUsers(deps, ctx.primaryAccountId, [user]);
  return {
    status: 1,
    user: presented!,
    permissions: isOwner(user) ? accounts.permissionMapOf(user) : fullMap(user.permissions),
  };
}

/**
 * The map kept for a staff user: granted flags only, and view wherever any other action is
 * granted (an action on an area one cannot open is no use). Flags the caller does not hold
 * are refused, each under its own field.
 */
function grantedPermissions(ctx: RequestContext, input: PermissionMapInput) {
  const kept: Record<string, Record<string, boolean>> = {};
  const errors: FieldErrors = {};
  for (const area of permissionAreas) {
    const asked = input[area];
    if (!asked) continue;
    const actions = permissionActions.filter((action) => asked[action] === true);
    if (actions.length === 0) continue;
    const withView: PermissionAction[] = actions.includes('view') ? actions : ['view', ...actions];
    for (const action of withView) {
      if (!can(ctx.subject, action, area))
        errors[`permissions.${area}.${action}`] = [orgMessages.cannotGrant];
    }
    kept[area] = Object.fromEntries(withView.map((action) => [action, true]));
  }
  return { kept, errors };
}

/** The staff user's own account and granted ones from the chosen locations, each checked. */
async function chosenLocations(deps: Deps, ctx: RequestContext, ids: number[]) {
  if (ids.length === 0) throw fieldError('location_ids', orgMessages.locationRequired);
  const organization = await accounts.listOrganization(deps.db, ctx.primaryAccountId);
  const mine = new Set((await accounts.accessibleAccounts(deps.db, ctx.user)).map((a) => a.id));
  const unique = [...new Set(ids)];
  for (const id of unique) {
    if (!organization.some((account) => account.id === id)) throw notFound();
    if (!mine.has(id)) throw fieldError('location_ids', orgMessages.cannotGrantLocation);
  }
  // Home is the primary account when chosen, else the first location chosen.
  const home = unique.includes(ctx.primaryAccountId) ? ctx.primaryAccountId : unique[0]!;
  return {
    locationId: home === ctx.primaryAccountId ? null : home,
    grants: unique.filter((id) => id !== home),
  };
}

/**
 * organization/user/save: invites a new user (mailed a link to choose their password) or edits
 * one. Staff are company users of the primary account with their locations and permission map;
 * an owner acts everywhere with every permission. A change takes effect on the user's next
 * request, and their open tabs are told to read their session again.
 */
export async function saveUser(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof saveUserBody>,
) {
  assertAdmin(ctx, body.id ? 'update' : 'create');
  const primaryId = ctx.primaryAccountId;
  const existing = body.id ? await organizationUser(deps, ctx, body.id) : undefined;
  if (existing && existing.id === ctx.user.id) throw fieldError('id', orgMessages.cannotChangeSelf);
  const holder = await accounts.findUserByEmail(deps.db, body.email);
  if (holder && holder.id !== existing?.id) throw fieldError('email', messages.emailTaken);
  // Only owners make or change owners, and nobody changes themselves: there is always one left.
  if ((body.role === 'owner' || (existing && isOwner(existing))) && !callerIsOwner(ctx))
    throw fieldError('role', orgMessages.ownerOnly);
  const staff = body.role === 'staff';
  const { kept, errors } = staff
    ? grantedPermissions(ctx, body.permissions)
    : { kept: {}, errors: {} };
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const where = staff ? await chosenLocations(deps, ctx, body.location_ids) : undefined;

  const values = {
    fname: body.fname,
    lname: body.lname,
    email: body.email,
    isOrganizationOwner: !staff,
    companyId: staff ? primaryId : null,
    locationId: where?.locationId ?? null,
    isCompanyLocation: false,
    permissions: kept,
  };
  const user = await deps.db.transaction(async (tx) => {
    const saved = existing
      ? await accounts.updateUser(tx, existing.id, values)
      : await accounts.insertUser(tx, primaryId, {
          ...values,
          // Unusable until the invitation's link sets a password.
          passwordHash: await hashPassword(randomToken()),
        });
    if (!saved) throw notFound();
    await accounts.setGrants(tx, saved.id, where?.grants ?? []);
    return saved;
  });
  if (existing) deps.realtime?.toUser(user.id, realtimeEvents.permissionsChanged, {});
  else {
    try {
      await sendCredentials(deps, user, primaryId, false);
    } catch (error) {
      // An invitation that could not be mailed is not made: asking again must not find the
      // email taken by a user who can never sign in.
      await accounts.deleteUser(deps.db, primaryId, user.id);
      throw error;
    }
  }
  return { status: 1 as const, user: { id: user.id, email: user.email } };
}

/** Mails the user a link to choose their password; a resend voids the link before. */
async function sendCredentials(deps: Deps, user: UserRow, primaryId: number, resend: boolean) {
  const organization = await accounts.findAccount(deps.db, primaryId);
  const link = await passwordLink(deps, user, invitationLifetimeMs, { spendOlder: resend });
  const name = organization?.businessname ?? 'Coachline';
  await deps.mailer.send({
    to: user.email,
    subject: `You are invited to ${name} on Coachline`,
    text: `Hello ${user.fname || 'there'},\n\n${name} has given you access to Coachline. Sign in with this email, ${user.email}, once you have chosen your password at this link (good for 7 days):\n\n${link}\n\nIf you did not expect this, you can ignore this email.`,
  });
}

export async function resendCredentials(deps: Deps, ctx: RequestContext, userId: number) {
  assertAdmin(ctx, 'update');
  const user = await organizationUser(deps, ctx, userId);
  try {
    await sendCredentials(deps, user, ctx.primaryAccountId, true);
  } catch {
    // 002 §8: the mail could not go; a false status says so and the caller may try again.
    return { status: 0 as const, message: messages.genericFailure };
  }
  return { status: 1 as const, message: messages.credentialsSent };
}

/**
 * Deletes a user of the organization: never oneself, never the last owner. Their sessions end
 * at once (open tabs hear it), and their imports stay in the log under the caller.
 */
export async function deleteUser(deps: Deps, ctx: RequestContext, userId: number) {
  assertAdmin(ctx, 'delete');
  const user = await organizationUser(deps, ctx, userId);
  if (user.id === ctx.user.id) throw fieldError('user', orgMessages.cannotDeleteSelf);
  // Another owner deletes an owner (never themselves), so one always remains; the caller
  // inherits what the user leaves.
  if (isOwner(user) && !callerIsOwner(ctx)) throw fieldError('role', orgMessages.ownerOnly);
  await revokeSessions(deps, user.id);
  await deps.db.transaction(async (tx) => {
    await handOverImports(tx, user.id, ctx.user.id);
    // The account's owner of record (public pages act as it) passes to another owner.
    const primary = await accounts.findAccount(tx, ctx.primaryAccountId);
    if (primary?.ownerUserId === user.id)
      await accounts.updateAccount(tx, primary.id, { ownerUserId: ctx.user.id });
    await accounts.deleteUser(tx, ctx.primaryAccountId, user.id);
  });
  return { status: 1 as const, message: messages.userDeleted };
}
