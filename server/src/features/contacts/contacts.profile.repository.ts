import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { contactLifecycle, contactNotes, contactRewards, contacts } from './contacts.tables';

// A contact's own rows: notes, rewards and lifecycle, each written by a user (whose name the
// service adds from the accounts feature).

export type LifecycleKind = (typeof contactLifecycle.$inferInsert)['kind'];
export type LifecycleEntry = Omit<typeof contactLifecycle.$inferInsert, 'accountId'>;

// Lifecycle

/** A lifecycle entry for each selected contact whose `column` is about to change to `to`. */
export async function recordLifecycleWhere(
  db: Executor,
  accountId: number,
  where: SQL,
  kind: LifecycleKind,
  column: 'status' | 'last_action' | null,
  to: string | null,
  userId: number | null,
): Promise<void> {
  const from =
    column === 'status' ? contacts.status : column === 'last_action' ? contacts.lastAction : null;
  await db.execute(sql`insert into ${contactLifecycle} (account_id, contact_id, kind, from_value, to_value, user_id)
    select ${contacts.accountId}, ${contacts.id}, ${kind}, ${from ?? sql`null`}, ${to}, ${userId}::int
    from ${contacts}
    where ${and(ofAccount(contacts, accountId), where, from ? sql`${from} is distinct from ${to}` : undefined)}`);
}

export async function insertLifecycle(db: Executor, accountId: number, entries: LifecycleEntry[]) {
  if (entries.length === 0) return;
  await db.insert(contactLifecycle).values(entries.map((entry) => ({ ...entry, accountId })));
}

export const lifecyclePage = (
  db: Executor,
  accountId: number,
  contactId: number,
  limit: number,
  offset: number,
) => authoredPage(db, contactLifecycle, accountId, contactId, limit, offset);

// Notes

type ContactRecords = typeof contactNotes | typeof contactRewards | typeof contactLifecycle;

/** The rows of `table` that belong to the contact. */
const ofContact = (table: ContactRecords, accountId: number, contactId: number) =>
  and(ofAccount(table, accountId), eq(table.contactId, contactId));

/** A page of the contact's notes or lifecycle, newest first; `userId` says who wrote each. */
async function authoredPage<T extends typeof contactNotes | typeof contactLifecycle>(
  db: Executor,
  table: T,
  accountId: number,
  contactId: number,
  limit: number,
  offset: number,
) {
  const where = ofContact(table, accountId, contactId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as ContactRecords)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(table as ContactRecords)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}

export const notesPage = (
  db: Executor,
  accountId: number,
  contactId: number,
  limit: number,
  offset: number,
) => authoredPage(db, contactNotes, accountId, contactId, limit, offset);

export async function insertNote(
  db: Executor,
  accountId: number,
  values: Omit<typeof contactNotes.$inferInsert, 'accountId'>,
) {
  const [row] = await db
    .insert(contactNotes)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

export async function updateNote(
  db: Executor,
  accountId: number,
  contactId: number,
  noteId: number,
  body: string,
) {
  const [row] = await db
    .update(contactNotes)
    .set({ body, updatedAt: new Date() })
    .where(and(ofContact(contactNotes, accountId, contactId), eq(contactNotes.id, noteId)))
    .returning();
  return row;
}

export async function deleteNotes(
  db: Executor,
  accountId: number,
  contactId: number,
  noteIds: number[],
) {
  const rows = await db
    .delete(contactNotes)
    .where(and(ofContact(contactNotes, accountId, contactId), inArray(contactNotes.id, noteIds)))
    .returning({ id: contactNotes.id });
  return rows.length;
}

// Rewards: positive rows earned, negative rows redeemed.

export async function rewardsOf(db: Executor, accountId: number, contactId: number) {
  return db
    .select()
    .from(contactRewards)
    .where(ofContact(contactRewards, accountId, contactId))
    .orderBy(desc(contactRewards.createdAt), desc(contactRewards.id));
}

export async function rewardTotals(db: Executor, accountId: number, contactId: number) {
  const [row] = await db
    .select({
      points: sql<number>`coalesce(sum(${contactRewards.points}), 0)::int`,
      total: sql<number>`coalesce(sum(${contactRewards.points}) filter (where ${contactRewards.points} > 0), 0)::int`,
    })
    .from(contactRewards)
    .where(ofContact(contactRewards, accountId, contactId));
  return { points: row?.points ?? 0, totalPoints: row?.total ?? 0 };
}

export async function insertReward(
  db: Executor,
  accountId: number,
  values: Omit<typeof contactRewards.$inferInsert, 'accountId'>,
) {
  const [row] = await db
    .insert(contactRewards)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

export async function updateReward(
  db: Executor,
  accountId: number,
  contactId: number,
  rewardId: number,
  values: { points: number; reason: string },
) {
  const [row] = await db
    .update(contactRewards)
    .set(values)
    .where(and(ofContact(contactRewards, accountId, contactId), eq(contactRewards.id, rewardId)))
    .returning();
  return row;
}

export async function deleteRewards(
  db: Executor,
  accountId: number,
  contactId: number,
  rewardIds: number[],
) {
  const rows = await db
    .delete(contactRewards)
    .where(
      and(ofContact(contactRewards, accountId, contactId), inArray(contactRewards.id, rewardIds)),
    )
    .returning({ id: contactRewards.id });
  return rows.length;
}

/** How many notes, rewards and lifecycle entries a contact has. */
export async function usageOf(db: Executor, accountId: number, contactId: number) {
  const rows = await rowsOf<{ notes: number; rewards: number; lifecycle: number }>(
    db,
    sql`select
      (select count(*)::int from ${contactNotes} where account_id = ${accountId}::int and contact_id = ${contactId}::bigint) as notes,
      (select count(*)::int from ${contactRewards} where account_id = ${accountId}::int and contact_id = ${contactId}::bigint) as rewards,
      (select count(*)::int from ${contactLifecycle} where account_id = ${accountId}::int and contact_id = ${contactId}::bigint) as lifecycle`,
  );
  return rows[0] ?? { notes: 0, rewards: 0, lifecycle: 0 };
}
