import type {
  BillingNotification,
  LocationRecord,
  SessionUser,
  Subscription,
  UserType,
} from '@coachline/contract/auth';
import {
  can,
  type PermissionAction,
  type PermissionArea,
  type PermissionSubject,
  permissionActions,
  permissionAreas,
} from '@coachline/contract/permissions';
import { defaultPhoneCountry, isPhoneCountry, type PhoneCountry } from '@coachline/contract/phones';
import { isTimeZone } from '@coachline/contract/users';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localClock } from '../../platform/clock';
import type { RequestContext } from '../../platform/context';
import { createDefaultTabs } from '../contacts/contacts.settings';
import * as repo from './accounts.repository';
import {
  type AccountRow,
  accounts as accountsTable,
  memberships as membershipsTable,
  type SubscriptionRow,
  subscriptions as subscriptionsTable,
  type UserRow,
  users as usersTable,
} from './accounts.tables';

// What other features read and write of accounts and users: they come here, never to the tables.
export {
  addGrants,
  claimTotpStep,
  deleteUser,
  findAccount,
  findLocationAndOrganization,
  findOrganizationAccount,
  findSessionHolder,
  findSubscription,
  findUserByEmail,
  findUserById,
  grantsOfUsers,
  insertUser,
  listAccountsByIds,
  listCompanyUsers,
  listOrganization,
  listOrganizationUsers,
  listOrganizationWithDeleted,
  listOwners,
  listUsersByIds,
  listUsersWithOpenTwofaSecrets,
  setGrants,
  spendRecoveryCode,
  updateAccount,
  updateSubscription,
  updateUser,
  userNames,
} from './accounts.repository';
export type { AccountRow, SubscriptionRow, UserRow };

/** The country of the account's numbers written without their country code. */
export const phoneCountryOf = (account: AccountRow): PhoneCountry =>
  isPhoneCountry(account.phoneCountryCode) ? account.phoneCountryCode : defaultPhoneCountry;

/** A location's primary account is its parent; a primary account is its own. */
export const primaryIdOf = (account: AccountRow) => account.parentId ?? account.id;

export function userTypeOf(user: UserRow): UserType {
  if (user.isCompanyLocation) return 'company_location_user';
  if (user.companyId) return 'company_user';
  if (user.isOrganizationOwner) return 'primary_account';
  return 'sub_account_user';
}

export function permissionSubject(user: UserRow): PermissionSubject {
  return {
    company_id: user.companyId,
    location_id: user.locationId,
    is_company_location: user.isCompanyLocation,
    permissions: user.permissions,
  };
}

/** The full area → action map the client mirrors (000 §6), computed by the shared `can`. */
export function permissionMapOf(user: UserRow): Record<string, Record<string, boolean>> {
  const subject = permissionSubject(user);
  return Object.fromEntries(
    permissionAreas.map((area) => [
      area,
      Object.fromEntries(permissionActions.map((action) => [action, can(subject, action, area)])),
    ]),
  );
}

/**
 * A company user's own account: their location when they have one (an invited user's first
 * location, organization/user/save), else the primary account.
 */
const homeAccountId = (user: UserRow): number =>
  user.locationId ?? user.companyId ?? user.accountId;

/**
 * The accounts a user may act in: an owner has the organization, a company user their own
 * account (homeAccountId) plus granted locations, a company location user only that location.
 * Deleted locations are nobody's. Platform
 * administrators may access any account, checked separately.
 */
export async function accessibleAccounts(db: Executor, user: UserRow): Promise<AccountRow[]> {
  // A company location user acts in their location and nowhere else; without one, nowhere.
  if (user.isCompanyLocation)
    return user.locationId ? repo.listAccountsByIds(db, [user.locationId]) : [];
  if (user.companyId) {
    const granted = await repo.grantedAccountIds(db, user.id);
    const organization = await repo.listOrganization(db, user.companyId);
    const allowed = new Set([homeAccountId(user), ...granted]);
    return organization.filter((a) => allowed.has(a.id));
  }
  return repo.listOrganization(db, user.accountId);
}

/** The account if the user may act in it, else undefined: callers answer 404 or 403 with it. */
export async function accountForUser(db: Executor, user: UserRow, accountId: number) {
  if (user.isAdmin) return repo.findAccount(db, accountId);
  const allowed = await accessibleAccounts(db, user);
  return allowed.find((a) => a.id === accountId);
}

export function landingAccountId(user: UserRow): number {
  return user.companyId ? homeAccountId(user) : user.accountId;
}

/**
 * The context of a location's owner (the primary account's owner when the location has none of
 * its own), for what a public page does in the location's name: a member-ID request adds the
 * contact and sends the message as the owner would. Undefined while the location cannot act:
 * suspended or deleted, or its organization inactive, hibernated or suspended.
 */
export async function ownerContext(
  db: Executor,
  accountId: number,
): Promise<RequestContext | undefined> {
  return contextIn(
    db,
    accountId,
    (location, primary) => location.ownerUserId ?? primary.ownerUserId,
  );
}

/**
 * The context of a user acting in one of the accounts they may act in, for work done in their
 * name away from a request (a content import into several locations). Undefined when they may
 * not, or the account cannot act (as ownerContext).
 */
export async function userContextIn(
  db: Executor,
  userId: number,
  accountId: number,
): Promise<RequestContext | undefined> {
  const user = await repo.findUserById(db, userId);
  if (!user || !(await accountForUser(db, user, accountId))) return undefined;
  return contextIn(db, accountId, () => user.id);
}

async function contextIn(
  db: Executor,
  accountId: number,
  actor: (location: AccountRow, primary: AccountRow) => number | null,
): Promise<RequestContext | undefined> {
  const location = await repo.findAccount(db, accountId);
  if (!location) return undefined;
  const primary = location.parentId ? await repo.findAccount(db, location.parentId) : location;
  if (!primary) return undefined;
  const userId = actor(location, primary);
  const user = userId ? await repo.findUserById(db, userId) : undefined;
  return actingContext(location, primary, user);
}

/**
 * The context of `user` acting in the location (of the organization `primary`) for work done
 * away from a session, read by the caller; undefined when the location, its organization or
 * the user cannot act (as ownerContext).
 */
export function actingContext(
  location: AccountRow,
  primary: AccountRow,
  user: UserRow | undefined,
): RequestContext | undefined {
  if (location.isLocationSuspended || location.deletedAt) return undefined;
  if (!primary.isAccountActive || primary.hibernated || primary.isAccountSuspended)
    return undefined;
  if (!user || user.isSuspended) return undefined;
  return {
    user,
    sessionId: 0,
    twofaState: 'verified',
    accountId: location.id,
    phoneCountry: phoneCountryOf(location),
    primaryAccountId: primary.id,
    companyAdminId: 0,
    subject: permissionSubject(user),
    accountUsable: true,
    locationSuspended: false,
  };
}

/**
 * The users who may act in the location with this permission: its organization's owner and the
 * company users of the organization or of this location whose permissions allow it. Realtime
 * notices of a location (an SMS or a portal message received) go to them.
 */
export async function usersWhoMay(
  db: Executor,
  accountId: number,
  action: PermissionAction,
  area: PermissionArea,
): Promise<number[]> {
  const location = await repo.findAccount(db, accountId);
  if (!location) return [];
  const primaryId = primaryIdOf(location);
  const primary = primaryId === accountId ? location : await repo.findAccount(db, primaryId);
  const owner = primary?.ownerUserId ? await repo.findUserById(db, primary.ownerUserId) : undefined;
  const companyUsers = await repo.listCompanyUsers(db, primaryId);
  const grants = await repo.grantsOfUsers(
    db,
    companyUsers.map((user) => user.id),
  );
  const staff = companyUsers.filter(
    (user) =>
      (user.isCompanyLocation ? user.locationId : homeAccountId(user)) === accountId ||
      (!user.isCompanyLocation && grants.get(user.id)?.includes(accountId)),
  );
  return [...(owner ? [owner] : []), ...staff]
    .filter((user) => can(permissionSubject(user), action, area))
    .map((user) => user.id);
}

export const presentLocation = (account: AccountRow): LocationRecord => ({
  id: account.id,
  businessname: account.businessname,
  is_primary: account.parentId === null,
  is_suspended: account.isLocationSuspended,
});

export function presentUser(user: UserRow, primary: AccountRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    fname: user.fname,
    lname: user.lname,
    full_name: `${user.fname} ${user.lname}`.trim(),
    businessname: primary.businessname,
    profile_pic: user.profilePic,
    phone: user.phone,
    company_id: user.companyId,
    location_id: user.locationId,
    is_company_location: user.isCompanyLocation,
    is_organization_owner: user.isOrganizationOwner,
    user_type: userTypeOf(user),
    landing_account_id: landingAccountId(user),
    has_latest_version: user.hasLatestVersion,
    has_tooltip: user.hasTooltip,
    is_account_active: primary.isAccountActive,
    is_account_suspended: primary.isAccountSuspended,
    is_suspended: user.isSuspended,
    hibernated: primary.hibernated,
    has_trial_period: primary.hasTrialPeriod,
    checkout_enabled: primary.checkoutEnabled,
    email_status: primary.emailStatus,
    sms_status: primary.smsStatus,
    email_dns_missing: primary.emailDnsMissing,
    white_label: primary.whiteLabel,
    is_2fa_enabled: user.twofaEnabled,
    module: primary.module,
    timezone: primary.timezone,
    contact_preferences: user.contactPreferences,
    mailgun_email: user.mailgunEmail,
  };
}

export function presentSubscription(row: SubscriptionRow | undefined): Subscription {
  return {
    interval: row?.interval ?? 'month',
    amount: Number(row?.amount ?? 0),
    subsctiption_status: row?.status ?? 'none',
    has_funnels: row?.hasFunnels ?? false,
    has_stripe_subscription: row?.hasStripeSubscription ?? false,
    is_special_plan: row?.isSpecialPlan ?? false,
  };
}

const dayMs = 86_400_000;

export function billingNotificationOf(
  row: SubscriptionRow | undefined,
  now = new Date(),
): BillingNotification {
  const daysLeft = row?.cardExpiresAt
    ? Math.ceil((row.cardExpiresAt.getTime() - now.getTime()) / dayMs)
    : null;
  return {
    // Warn during the last 30 days of the card's life.
    card_expire_notification: daysLeft !== null && daysLeft <= 30,
    card_expire_in_days: daysLeft,
    is_payment_failed: row?.isPaymentFailed ?? false,
    has_trial: row?.status === 'trialing',
    has_stripe_subscription: row?.hasStripeSubscription ?? false,
  };
}

export type NewOrganization = {
  businessname: string;
  owner: {
    email: string;
    passwordHash: string;
    fname: string;
    lname: string;
    phone?: string | null;
  };
  phoneCountry?: PhoneCountry;
  businessType?: string | null;
  timezone?: string;
  module?: string;
  checkoutEnabled?: boolean;
  /** The Content Machine™ (the integration flag fit_funnels). */
  fitFunnels?: boolean;
  hasTrialPeriod?: boolean;
  plan: {
    id: string;
    interval: 'month' | 'year';
    amount: number;
    contactsSpace: number;
    hasFunnels: boolean;
    trialDays: number;
  };
};

/** A primary account with its owner, default tabs, membership and subscription. */
export async function createOrganization(db: Executor, input: NewOrganization) {
  const [account] = await db
    .insert(accountsTable)
    .values({
      businessname: input.businessname,
      businessType: input.businessType ?? null,
      timezone: input.timezone ?? 'UTC',
      phone: input.owner.phone ?? null,
      phoneCountryCode: input.phoneCountry ?? defaultPhoneCountry,
      module: input.module ?? 'contacts',
      checkoutEnabled: input.checkoutEnabled ?? false,
      fitFunnels: input.fitFunnels ?? false,
      hasTrialPeriod: input.hasTrialPeriod ?? input.plan.trialDays > 0,
    })
    .returning();
  const [owner] = await db
    .insert(usersTable)
    .values({
      email: input.owner.email.toLowerCase(),
      passwordHash: input.owner.passwordHash,
      fname: input.owner.fname,
      lname: input.owner.lname,
      phone: input.owner.phone ?? null,
      accountId: account!.id,
      isOrganizationOwner: true,
      emailVerifiedAt: new Date(),
    })
    .returning();
  await repo.updateAccount(db, account!.id, { ownerUserId: owner!.id });
  await createDefaultTabs(db, account!.id);
  await db
    .insert(membershipsTable)
    .values({ accountId: account!.id, contactsSpace: input.plan.contactsSpace });
  await db.insert(subscriptionsTable).values({
    accountId: account!.id,
    planId: input.plan.id,
    interval: input.plan.interval,
    amount: String(input.plan.amount),
    status: input.plan.trialDays > 0 ? 'trialing' : 'active',
    hasFunnels: input.plan.hasFunnels,
    trialEndsAt:
      input.plan.trialDays > 0 ? new Date(Date.now() + input.plan.trialDays * 86_400_000) : null,
  });
  return { account: account!, owner: owner! };
}

export async function createLocation(
  db: Executor,
  primaryAccountId: number,
  businessname: string,
  timezone?: string,
) {
  const [location] = await db
    .insert(accountsTable)
    .values({
      parentId: primaryAccountId,
      businessname,
      ...(timezone !== undefined && { timezone }),
      // A new location writes numbers as its organization does until it says otherwise.
      phoneCountryCode: sql`(select ${accountsTable.phoneCountryCode} from ${accountsTable} where ${accountsTable.id} = ${primaryAccountId})`,
    })
    .returning();
  await createDefaultTabs(db, location!.id);
  return location!;
}

/** The location's time zone (UTC when it has none or an unknown one). */
export async function timeZoneOf(db: Executor, accountId: number): Promise<string> {
  const zone = (await repo.findAccount(db, accountId))?.timezone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** The location's day (YYYY-MM-DD) and hour at `now`, in its time zone. */
export async function clockOf(db: Executor, accountId: number, now: Date) {
  return localClock(await timeZoneOf(db, accountId), now);
}
