import { and, asc, count, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lockClass } from '../../db/advisory-locks';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { ofAccount } from '../../db/tenancy';
import { sessionCache } from '../../platform/session-cache';
import { escapeLike } from '../contacts/contacts.filters';
import {
  type AccountRow,
  accounts,
  locationGrants,
  memberships,
  subscriptions,
  type UserRow,
  users,
} from './accounts.tables';

// unscoped: sign-in and password reset look the user up before any tenant is known.
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

// unscoped: a user acts in several accounts; callers hold the id from a session or token.
export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findAccount(
  db: Executor,
  accountId: number,
): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row;
}

const locationAndOrganization = preparedStatement('accounts_location_and_organization', (db) =>
  db
    .select()
    .from(accounts)
    .where(inArray(accounts.id, [sql.placeholder('location'), sql.placeholder('organization')])),
);

/** A location and its organization in one read (one row when the location is the organization). */
export async function findLocationAndOrganization(
  db: Executor,
  accountId: number,
  primaryAccountId: number,
): Promise<{ location: AccountRow | undefined; organization: AccountRow | undefined }> {
  const rows = await locationAndOrganization(db).execute({
    location: accountId,
    organization: primaryAccountId,
  });
  return {
    location: rows.find((row) => row.id === accountId),
    organization: rows.find((row) => row.id === primaryAccountId),
  };
}

const inOrganization = (primaryAccountId: number) =>
  or(eq(accounts.id, primaryAccountId), eq(accounts.parentId, primaryAccountId));

/** The primary account and its live locations (deleted ones left out), primary first. */
export async function listOrganization(
  db: Executor,
  primaryAccountId: number,
): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(and(inOrganization(primaryAccountId), isNull(accounts.deletedAt)))
    .orderBy(sql`${accounts.parentId} nulls first`, asc(accounts.id));
}

/** The organization's accounts with the locations deleted after `deletedAfter`, primary first. */
export async function listOrganizationWithDeleted(
  db: Executor,
  primaryAccountId: number,
  deletedAfter: Date,
): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(
      and(
        inOrganization(primaryAccountId),
        or(isNull(accounts.deletedAt), gt(accounts.deletedAt, deletedAfter)),
      ),
    )
    .orderBy(sql`${accounts.parentId} nulls first`, asc(accounts.id));
}

/** One account of the organization, deleted or not; undefined for any other account. */
export async function findOrganizationAccount(
  db: Executor,
  primaryAccountId: number,
  accountId: number,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), inOrganization(primaryAccountId)))
    .limit(1);
  return row;
}

// unscoped: the grants of one user are what decides which accounts they may act in.
export async function grantedAccountIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ accountId: locationGrants.accountId })
    .from(locationGrants)
    .where(eq(locationGrants.userId, userId));
  return rows.map((r) => r.accountId);
}

// unscoped: the ids are those the caller already resolved as the user's own (accessibleAccounts).
export async function listAccountsByIds(db: Executor, ids: number[]): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(accounts)
    .where(and(inArray(accounts.id, ids), isNull(accounts.deletedAt)))
    .orderBy(sql`${accounts.parentId} nulls first`, asc(accounts.id));
}

// unscoped: the grants of users the caller already read in its own organization.
export async function grantsOfUsers(
  db: Executor,
  userIds: number[],
): Promise<Map<number, number[]>> {
  const grants = new Map<number, number[]>();
  if (userIds.length === 0) return grants;
  const rows = await db
    .select()
    .from(locationGrants)
    .where(inArray(locationGrants.userId, userIds))
    .orderBy(asc(locationGrants.accountId));
  for (const row of rows)
    grants.set(row.userId, [...(grants.get(row.userId) ?? []), row.accountId]);
  return grants;
}

/**
 * Replaces a user's location grants. The cached sessions of the user are forgotten: the
 * accounts they may act in change with the next request.
 */
// unscoped: the caller checked that the user and every account are of its organization.
export async function setGrants(db: Executor, userId: number, accountIds: number[]) {
  await db.delete(locationGrants).where(eq(locationGrants.userId, userId));
  if (accountIds.length > 0)
    await db.insert(locationGrants).values(accountIds.map((accountId) => ({ userId, accountId })));
  await sessionCache.forgetUser(db, userId);
}

/** Grants the users access to one account, keeping what they had. */
export async function addGrants(db: Executor, accountId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  await db
    .insert(locationGrants)
    .values(userIds.map((userId) => ({ userId, accountId })))
    .onConflictDoNothing();
  for (const userId of userIds) await sessionCache.forgetUser(db, userId);
}

/** Every user of the organization (owners, staff, location users) matching `search`, a page. */
export async function listOrganizationUsers(
  db: Executor,
  primaryAccountId: number,
  page: { search?: string; offset: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = page.search ? `%${escapeLike(page.search)}%` : undefined;
  const where = and(
    eq(users.accountId, primaryAccountId),
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(sql`${users.fname} || ' ' || ${users.lname}`, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.fname), asc(users.lname), asc(users.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The organization's owners: users of it with every permission everywhere. */
export async function listOwners(db: Executor, primaryAccountId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.accountId, primaryAccountId),
        eq(users.isOrganizationOwner, true),
        isNull(users.companyId),
      ),
    )
    .orderBy(asc(users.id));
}

/** A new user of the organization (its primary account). */
export async function insertUser(
  db: Executor,
  primaryAccountId: number,
  values: Omit<typeof users.$inferInsert, 'accountId'>,
) {
  const [row] = await db
    .insert(users)
    .values({ ...values, accountId: primaryAccountId })
    .returning();
  return row!;
}

/** Deletes a user of the organization; their sessions, tokens and grants go with them. */
export async function deleteUser(db: Executor, primaryAccountId: number, userId: number) {
  await db.delete(users).where(and(eq(users.id, userId), eq(users.accountId, primaryAccountId)));
  await sessionCache.forgetUser(db, userId);
}

export async function listCompanyUsers(db: Executor, primaryAccountId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.accountId, primaryAccountId), eq(users.isOrganizationOwner, false)))
    .orderBy(asc(users.id));
}

export async function findMembership(db: Executor, accountId: number) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(ofAccount(memberships, accountId))
    .limit(1);
  return row;
}

export async function findSubscription(db: Executor, accountId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(ofAccount(subscriptions, accountId))
    .limit(1);
  return row;
}

// unscoped: a user is not a row of one account (staff act in several); callers name their own user.
export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  await sessionCache.forgetUser(db, id);
  return row;
}

export async function updateAccount(
  db: Executor,
  accountId: number,
  values: Partial<typeof accounts.$inferInsert>,
) {
  const [row] = await db
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning();
  await sessionCache.forgetAccount(db, accountId);
  return row;
}

export async function updateSubscription(
  db: Executor,
  accountId: number,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(ofAccount(subscriptions, accountId))
    .returning();
  return row;
}

const primaryAccounts = alias(accounts, 'primary_accounts');

/**
 * A session's user with the account it accesses and that account's primary account, in one
 * query: the session resolution runs it on every miss of the session cache.
 */
export async function findSessionHolder(db: Executor, userId: number, accountId: number) {
  const [row] = await db
    .select({ user: users, accessed: accounts, primary: primaryAccounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, accountId))
    .innerJoin(
      primaryAccounts,
      eq(primaryAccounts.id, sql`coalesce(${accounts.parentId}, ${accounts.id})`),
    )
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Records that the user's TOTP code of `step` (a 30-second time step) was used; false when
 * that step or a later one was used already. One statement: two requests with the same code
 * cannot both pass.
 */
// unscoped: the signed-in user's own second factor.
export async function claimTotpStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twofaLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        or(sql`${users.twofaLastStep} is null`, sql`${users.twofaLastStep} < ${step}::int`),
      ),
    )
    .returning({ id: users.id });
  await sessionCache.forgetUser(db, userId);
  return rows.length === 1;
}

/** Users whose two-factor secret (or pending one) is not sealed yet, for the start-up sweep. */
// unscoped: a one-off sweep over every user, run by the server itself at start-up.
export async function listUsersWithOpenTwofaSecrets(db: Executor): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      or(
        sql`${users.twofaSecret} not like 'v1:%'`,
        sql`${users.twofaPendingSecret} not like 'v1:%'`,
      ),
    );
}

/** Removes one recovery code (by its stored hash); false when it is spent already. */
// unscoped: the signed-in user's own second factor.
export async function spendRecoveryCode(
  db: Executor,
  userId: number,
  storedHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twofaRecoveryCodes: sql`${users.twofaRecoveryCodes} - ${storedHash}::text` })
    .where(
      and(
        eq(users.id, userId),
        sql`${users.twofaRecoveryCodes} @> jsonb_build_array(${storedHash}::text)`,
      ),
    )
    .returning({ id: users.id });
  await sessionCache.forgetUser(db, userId);
  return rows.length === 1;
}

// unscoped: authors of rows the caller already read in its own account, by user id.
export async function userNames(
  db: Executor,
  ids: number[],
): Promise<Map<number, { fname: string; lname: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fname: users.fname, lname: users.lname })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { fname: r.fname, lname: r.lname }]));
}

// unscoped: the users the caller already linked to its own rows (group staff), by id.
export async function listUsersByIds(db: Executor, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]))
    .orderBy(asc(users.fname), asc(users.id));
}

// Plan usage (accounts/limits.ts): the organization is the primary account and its locations.

/** The ids of the organization's accounts, as a subquery for a count over them. */
export function organizationAccountIds(primaryAccountId: number): SQL {
  return sql`(select ${accounts.id} from ${accounts}
    where ${accounts.id} = ${primaryAccountId}::int or ${accounts.parentId} = ${primaryAccountId}::int)`;
}

/** Serializes the writers that store files for one organization, so the quota holds under races. */
export async function lockOrganizationFiles(tx: Executor, primaryAccountId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(1010, ${primaryAccountId}::int)`);
}

/** Serializes the writers that add contacts to one organization, so the limit holds under races. */
export async function lockOrganizationContacts(
  tx: Executor,
  primaryAccountId: number,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${lockClass.contactsSpace}::int, ${primaryAccountId}::int)`,
  );
}
