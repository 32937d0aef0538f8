import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import {
  checkInProgramQueries,
  trackingPartQueries,
} from '../../platform/check-in-programs.repository';

import { leaveContactRows, reassignUniqueContactRows } from '../contacts/contact-assets';
import {
  progressCategories,
  progressContacts,
  progressEntries,
  progressGoals,
  progressProofs,
  progressQuestions,
  progressReminderDeliveries,
  progressSections,
  progressSubmissions,
  progressTrackings,
} from './progress-tracking.tables';

// Progress tracking (issue 16 §4): scenarios, their categories, sections and questions, contacts
// on them, goals, submissions with their values and proofs, reminder deliveries. Every query
// takes the tenant first.

/** Sets the order of a tracking's parts or their items, in one statement. */
export { setOrders } from '../../platform/check-in-programs.repository';

/**
 * The scenarios, their contacts and reminder deliveries: the queries progress tracking runs as
 * habit tracking does, on its own tables.
 */
export const programQueries = checkInProgramQueries({
  trackings: progressTrackings,
  contacts: progressContacts,
  deliveries: progressReminderDeliveries,
});

export async function contactCounts(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: progressContacts.trackingId, n: count() })
    .from(progressContacts)
    .where(
      and(
        ofAccount(progressContacts, accountId),
        inArray(progressContacts.trackingId, ids),
        eq(progressContacts.status, 'active'),
      ),
    )
    .groupBy(progressContacts.trackingId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

// Categories

export async function categoriesOf(db: Executor, accountId: number, trackingId: number) {
  return db
    .select()
    .from(progressCategories)
    .where(
      and(ofAccount(progressCategories, accountId), eq(progressCategories.trackingId, trackingId)),
    )
    .orderBy(asc(progressCategories.order), asc(progressCategories.id));
}

export async function findCategory(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(progressCategories)
    .where(and(ofAccount(progressCategories, accountId), eq(progressCategories.id, id)));
  return row;
}

export async function insertCategories(
  db: Executor,
  accountId: number,
  rows: Omit<typeof progressCategories.$inferInsert, 'accountId'>[],
) {
  if (rows.length === 0) return [];
  return db
    .insert(progressCategories)
    .values(rows.map((r) => ({ ...r, accountId })))
    .returning();
}

export async function updateCategory(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<typeof progressCategories.$inferInsert>,
) {
  const [row] = await db
    .update(progressCategories)
    .set(values)
    .where(and(ofAccount(progressCategories, accountId), eq(progressCategories.id, id)))
    .returning();
  return row;
}

export async function deleteCategory(db: Executor, accountId: number, id: number) {
  const rows = await db
    .delete(progressCategories)
    .where(and(ofAccount(progressCategories, accountId), eq(progressCategories.id, id)))
    .returning({ id: progressCategories.id });
  return rows.length;
}

// Sections and questions

export const sections = trackingPartQueries(progressSections);

export async function questionsOf(db: Executor, accountId: number, sectionIds: number[]) {
  if (sectionIds.length === 0) return [];
  return db
    .select()
    .from(progressQuestions)
    .where(
      and(
        ofAccount(progressQuestions, accountId),
        inArray(progressQuestions.sectionId, sectionIds),
      ),
    )
    .orderBy(asc(progressQuestions.order), asc(progressQuestions.id));
}

export async function findQuestion(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(progressQuestions)
    .where(and(ofAccount(progressQuestions, accountId), eq(progressQuestions.id, id)));
  return row;
}

export async function insertQuestion(
  db: Executor,
  accountId: number,
  values: Omit<typeof progressQuestions.$inferInsert, 'accountId'>,
) {
  const [row] = await db
    .insert(progressQuestions)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

export async function updateQuestion(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<typeof progressQuestions.$inferInsert>,
) {
  const [row] = await db
    .update(progressQuestions)
    .set(values)
    .where(and(ofAccount(progressQuestions, accountId), eq(progressQuestions.id, id)))
    .returning();
  return row;
}

export async function deleteQuestion(db: Executor, accountId: number, id: number) {
  const rows = await db
    .delete(progressQuestions)
    .where(and(ofAccount(progressQuestions, accountId), eq(progressQuestions.id, id)))
    .returning({ id: progressQuestions.id });
  return rows.length;
}

// Contacts

export async function trackingContacts(
  db: Executor,
  accountId: number,
  trackingId: number,
  status?: 'active' | 'deleted',
) {
  return db
    .select()
    .from(progressContacts)
    .where(
      and(
        ofAccount(progressContacts, accountId),
        eq(progressContacts.trackingId, trackingId),
        status ? eq(progressContacts.status, status) : undefined,
      ),
    )
    .orderBy(desc(progressContacts.id));
}

// Goals

export async function goalsOf(
  db: Executor,
  accountId: number,
  contactId: number,
  categoryIds: number[],
) {
  if (categoryIds.length === 0) return [];
  return db
    .select()
    .from(progressGoals)
    .where(
      and(
        ofAccount(progressGoals, accountId),
        eq(progressGoals.contactId, contactId),
        inArray(progressGoals.categoryId, categoryIds),
      ),
    );
}

export async function goalsOfCategories(db: Executor, accountId: number, categoryIds: number[]) {
  if (categoryIds.length === 0) return [];
  return db
    .select()
    .from(progressGoals)
    .where(
      and(ofAccount(progressGoals, accountId), inArray(progressGoals.categoryId, categoryIds)),
    );
}

export async function saveGoal(
  db: Executor,
  accountId: number,
  categoryId: number,
  contactId: number,
  values: {
    start?: number | undefined;
    target?: number | undefined;
    relation?: 'decrease' | 'increase';
  },
) {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  await db
    .insert(progressGoals)
    .values({ accountId, categoryId, contactId, ...set })
    .onConflictDoUpdate({
      target: [progressGoals.categoryId, progressGoals.contactId],
      set: Object.keys(set).length === 0 ? { contactId } : set,
    });
}

// Entries, submissions, proofs

export async function entriesOf(
  db: Executor,
  accountId: number,
  categoryIds: number[],
  contactId?: number,
) {
  if (categoryIds.length === 0) return [];
  return db
    .select()
    .from(progressEntries)
    .where(
      and(
        ofAccount(progressEntries, accountId),
        inArray(progressEntries.categoryId, categoryIds),
        contactId === undefined ? undefined : eq(progressEntries.contactId, contactId),
      ),
    )
    .orderBy(asc(progressEntries.recordedAt), asc(progressEntries.id));
}

export async function insertEntry(
  db: Executor,
  accountId: number,
  values: Omit<typeof progressEntries.$inferInsert, 'accountId'>,
) {
  const [row] = await db
    .insert(progressEntries)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

export async function findEntry(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(progressEntries)
    .where(and(ofAccount(progressEntries, accountId), eq(progressEntries.id, id)));
  return row;
}

export async function updateEntry(db: Executor, accountId: number, id: number, value: number) {
  await db
    .update(progressEntries)
    .set({ value })
    .where(and(ofAccount(progressEntries, accountId), eq(progressEntries.id, id)));
}

export async function insertSubmission(
  db: Executor,
  accountId: number,
  values: Omit<typeof progressSubmissions.$inferInsert, 'accountId'>,
) {
  const [row] = await db
    .insert(progressSubmissions)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

export async function submissionsOf(
  db: Executor,
  accountId: number,
  trackingId: number,
  contactId: number,
) {
  return db
    .select()
    .from(progressSubmissions)
    .where(
      and(
        ofAccount(progressSubmissions, accountId),
        eq(progressSubmissions.trackingId, trackingId),
        eq(progressSubmissions.contactId, contactId),
      ),
    )
    .orderBy(desc(progressSubmissions.submittedAt), desc(progressSubmissions.id));
}

export async function submissionStats(db: Executor, accountId: number, trackingId: number) {
  return db
    .select({
      contactId: progressSubmissions.contactId,
      n: count(),
      last: sql<string | null>`max(${progressSubmissions.submittedAt})::text`,
    })
    .from(progressSubmissions)
    .where(
      and(
        ofAccount(progressSubmissions, accountId),
        eq(progressSubmissions.trackingId, trackingId),
      ),
    )
    .groupBy(progressSubmissions.contactId);
}

export async function proofsOf(
  db: Executor,
  accountId: number,
  trackingId: number,
  contactId: number | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    ofAccount(progressProofs, accountId),
    sql`${progressProofs.submissionId} in (select id from ${progressSubmissions} s
      where s.account_id = ${accountId}::int and s.tracking_id = ${trackingId}::int)`,
    contactId === undefined ? undefined : eq(progressProofs.contactId, contactId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(progressProofs)
      .where(where)
      .orderBy(desc(progressProofs.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(progressProofs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findProof(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(progressProofs)
    .where(and(ofAccount(progressProofs, accountId), eq(progressProofs.id, id)));
  return row;
}

/** The proof already holding a stored file: its upload token is spent. */
export async function proofWithKey(db: Executor, accountId: number, key: string) {
  const [row] = await db
    .select({ id: progressProofs.id })
    .from(progressProofs)
    .where(and(ofAccount(progressProofs, accountId), eq(progressProofs.storageKey, key)))
    .limit(1);
  return row;
}

export async function insertProof(
  db: Executor,
  accountId: number,
  values: Omit<typeof progressProofs.$inferInsert, 'accountId'>,
) {
  await db.insert(progressProofs).values({ ...values, accountId });
}

export async function proofsOfSubmissions(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(progressProofs)
    .where(and(ofAccount(progressProofs, accountId), inArray(progressProofs.submissionId, ids)));
}

// Contacts moving and merged

/** Contacts leaving for another location (a subquery of their ids) leave their trackings here. */
export async function leaveProgress(db: Executor, accountId: number, contactIds: SQL) {
  for (const table of [
    progressReminderDeliveries,
    progressProofs,
    progressEntries,
    progressSubmissions,
    progressGoals,
    progressContacts,
  ])
    await leaveContactRows(db, table, accountId, contactIds);
}

/** A merge: the merged contacts' trackings, goals and history become the survivor's. */
export async function reassignProgress(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  if (fromIds.length === 0) return;
  for (const table of [progressSubmissions, progressEntries, progressProofs])
    await db
      .update(table)
      .set({ contactId: toId })
      .where(and(ofAccount(table, accountId), inArray(table.contactId, fromIds)));
  await reassignUniqueContactRows(db, progressContacts, 'tracking_id', accountId, fromIds, toId);
  await reassignUniqueContactRows(db, progressGoals, 'category_id', accountId, fromIds, toId);
  await db
    .delete(progressReminderDeliveries)
    .where(
      and(
        ofAccount(progressReminderDeliveries, accountId),
        inArray(progressReminderDeliveries.contactId, fromIds),
      ),
    );
}
