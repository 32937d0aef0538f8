import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessionCache } from '../../platform/session-cache';
import {
  type AccountRow,
  accounts,
  locationGrants,
  locationTabs,
  memberships,
  subscriptions,
  type UserRow,
  users,
} from './accounts.tables';

// Sign-in looks users up before any tenant is known, so these two are not account-scoped.
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findAccount(db: Executor, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

/** The primary account and its locations, primary first. */
export async function listOrganization(
  db: Executor,
  primaryAccountId: number,
): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(or(eq(accounts.id, primaryAccountId), eq(accounts.parentId, primaryAccountId)))
    .orderBy(sql`${accounts.parentId} nulls first`, asc(accounts.id));
}

export async function grantedAccountIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ accountId: locationGrants.accountId })
    .from(locationGrants)
    .where(eq(locationGrants.userId, userId));
  return rows.map((r) => r.accountId);
}

export async function listAccountsByIds(db: Executor, ids: number[]): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(accounts)
    .where(inArray(accounts.id, ids))
    .orderBy(sql`${accounts.parentId} nulls first`, asc(accounts.id));
}

export async function listCompanyUsers(db: Executor, primaryAccountId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.accountId, primaryAccountId), eq(users.isOrganizationOwner, false)))
    .orderBy(asc(users.id));
}

export async function listTabs(db: Executor, accountId: number) {
  return db
    .select()
    .from(locationTabs)
    .where(eq(locationTabs.accountId, accountId))
    .orderBy(asc(locationTabs.group), asc(locationTabs.position), asc(locationTabs.id));
}

export const defaultTabs = [
  { group: 'leads', title: 'Leads', value: 'lead' },
  { group: 'trials', title: 'Trials', value: 'trial' },
  { group: 'clients', title: 'Clients', value: 'client' },
  { group: 'staff', title: 'Staff', value: 'staff' },
  { group: 'lost', title: 'Lost', value: 'lost' },
] as const;

export async function createDefaultTabs(db: Executor, accountId: number): Promise<void> {
  await db
    .insert(locationTabs)
    .values(defaultTabs.map((tab, position) => ({ ...tab, accountId, position })))
    .onConflictDoNothing();
}

export async function findMembership(db: Executor, accountId: number) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(eq(memberships.accountId, accountId))
    .limit(1);
  return row;
}

export async function findSubscription(db: Executor, accountId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .limit(1);
  return row;
}

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
  sessionCache.forgetUser(id);
  return row;
}

export async function updateAccount(
  db: Executor,
  id: number,
  values: Partial<typeof accounts.$inferInsert>,
) {
  const [row] = await db
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  sessionCache.forgetAccount(id);
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
    .where(eq(subscriptions.accountId, accountId))
    .returning();
  return row;
}

export const isPrimary = (account: AccountRow) => account.parentId === null;
export const primaryIdOf = (account: AccountRow) => account.parentId ?? account.id;
