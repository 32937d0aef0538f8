import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { liveContactsCount, selectedContactIds } from '../contacts/contacts.filters';
import { groupMembers, groups, groupUsers } from './groups.tables';

export type GroupRow = typeof groups.$inferSelect;

// Qualified by hand: drizzle leaves columns of a one-table select unqualified.
const contactsCount = (accountId: number) =>
  sql<number>`${liveContactsCount(accountId, 'group', sql`"groups"."id"`)}`;

const searchOf = (search: string | undefined) =>
  search
    ? sql`lower(${groups.name}) like ${`%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : undefined;

/** A page of the account's groups with their live contact counts, newest first. */
/** The groups the contact is a member of. */
const withMember = (accountId: number, contactId: number | undefined) =>
  contactId === undefined
    ? undefined
    : sql`exists (select 1 from ${groupMembers} gm where gm.group_id = "groups"."id"
        and gm.account_id = ${accountId}::int and gm.contact_id = ${contactId}::bigint)`;

export async function page(
  db: Executor,
  accountId: number,
  filter: { search?: string | undefined; contactId?: number | undefined },
  limit: number,
  offset: number,
) {
  const where = and(
    ofAccount(groups, accountId),
    searchOf(filter.search),
    withMember(accountId, filter.contactId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ group: groups, contactsCount: contactsCount(accountId) })
      .from(groups)
      .where(where)
      .orderBy(desc(groups.createdAt), desc(groups.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(groups).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function allWithCounts(db: Executor, accountId: number) {
  return db
    .select({ group: groups, contactsCount: contactsCount(accountId) })
    .from(groups)
    .where(ofAccount(groups, accountId))
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id));
}

/** How many of these ids are groups of the account. */
export async function countOfGroups(db: Executor, accountId: number, ids: number[]) {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(ofAccount(groups, accountId), inArray(groups.id, ids)));
  return rows.length;
}

export async function findGroup(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select({ group: groups, contactsCount: contactsCount(accountId) })
    .from(groups)
    .where(and(ofAccount(groups, accountId), eq(groups.id, id)));
  return row;
}

export async function nameTaken(db: Executor, accountId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        ofAccount(groups, accountId),
        sql`lower(${groups.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(groups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertGroup(
  db: Executor,
  accountId: number,
  values: Omit<typeof groups.$inferInsert, 'accountId'>,
) {
  const [row] = await db
    .insert(groups)
    .values({ ...values, accountId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateGroup(
  db: Executor,
  accountId: number,
  id: number,
  values: { name: string; description: string },
) {
  const [row] = await db
    .update(groups)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(groups, accountId), eq(groups.id, id)))
    .returning();
  return row;
}

export async function deleteGroup(db: Executor, accountId: number, id: number) {
  await db
    .delete(groupMembers)
    .where(and(ofAccount(groupMembers, accountId), eq(groupMembers.groupId, id)));
  await db
    .delete(groupUsers)
    .where(and(ofAccount(groupUsers, accountId), eq(groupUsers.groupId, id)));
  await db.delete(groups).where(and(ofAccount(groups, accountId), eq(groups.id, id)));
}

/** Adds the selected live contacts to the group in one statement; answers how many were new. */
export async function addMembersWhere(
  db: Executor,
  accountId: number,
  groupId: number,
  where: SQL,
) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with added as (
      insert into ${groupMembers} (account_id, group_id, contact_id)
      select ${accountId}::int, ${groupId}::int, selected.id
      from ${selectedContactIds(accountId, where)} selected
      on conflict do nothing
      returning 1
    ) select count(*)::int as n from added`,
  );
  return rows[0]?.n ?? 0;
}

/** Takes the selected contacts out of the group in one statement; answers how many left it. */
export async function removeMembersWhere(
  db: Executor,
  accountId: number,
  groupId: number,
  where: SQL,
) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with removed as (
      delete from ${groupMembers}
      where ${and(ofAccount(groupMembers, accountId), eq(groupMembers.groupId, groupId))}
        and ${groupMembers.contactId} in ${selectedContactIds(accountId, where)}
      returning 1
    ) select count(*)::int as n from removed`,
  );
  return rows[0]?.n ?? 0;
}

export async function clearMembers(db: Executor, accountId: number, groupId: number) {
  await db
    .delete(groupMembers)
    .where(and(ofAccount(groupMembers, accountId), eq(groupMembers.groupId, groupId)));
}

export async function setUsers(
  db: Executor,
  accountId: number,
  groupId: number,
  userIds: number[],
) {
  await db
    .delete(groupUsers)
    .where(and(ofAccount(groupUsers, accountId), eq(groupUsers.groupId, groupId)));
  if (userIds.length === 0) return;
  await db
    .insert(groupUsers)
    .values(userIds.map((userId) => ({ accountId, groupId, userId })))
    .onConflictDoNothing();
}

/** The staff users of each of the account's groups, as ids (the accounts feature has the users). */
export async function groupUserIds(db: Executor, accountId: number) {
  return db
    .select({ groupId: groupUsers.groupId, userId: groupUsers.userId })
    .from(groupUsers)
    .where(ofAccount(groupUsers, accountId));
}

/** The ids of the group's member contacts, as a subquery (for the contact list of a group). */
export function membersOf(accountId: number, groupId: number): SQL {
  return sql`(select ${groupMembers.contactId} from ${groupMembers} where ${and(ofAccount(groupMembers, accountId), eq(groupMembers.groupId, groupId))})`;
}

/** How many groups a contact is a member of. */
export async function countContactGroups(db: Executor, accountId: number, contactId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(groupMembers)
    .where(and(ofAccount(groupMembers, accountId), eq(groupMembers.contactId, contactId)));
  return row?.n ?? 0;
}

/** Merge: the survivor takes the others' group memberships. */
export async function reassignMembers(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  if (fromIds.length === 0) return;
  await db.execute(sql`insert into ${groupMembers} (account_id, group_id, contact_id)
    select ${accountId}::int, group_id, ${toId}::bigint from ${groupMembers}
    where ${and(ofAccount(groupMembers, accountId), inArray(groupMembers.contactId, fromIds))}
    on conflict do nothing`);
  await db
    .delete(groupMembers)
    .where(and(ofAccount(groupMembers, accountId), inArray(groupMembers.contactId, fromIds)));
}

/** Contacts leaving for another location (a subquery of their ids) leave their groups here. */
export async function leaveGroups(db: Executor, accountId: number, contactIds: SQL) {
  await db.execute(
    sql`delete from ${groupMembers} where account_id = ${accountId}::int and contact_id in ${contactIds}`,
  );
}
