import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam as list } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { type ActivityWindow, belowPosition } from '../../platform/activity';
import {
  contactImportChanges,
  contactImportFailures,
  contactImports,
  type FieldValues,
} from './contact-import.tables';

export type ImportRow = typeof contactImports.$inferSelect;

export async function insertImport(
  db: Executor,
  accountId: number,
  values: Omit<typeof contactImports.$inferInsert, 'accountId'>,
): Promise<ImportRow> {
  const [row] = await db
    .insert(contactImports)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

export async function findImport(
  db: Executor,
  accountId: number,
  id: number,
): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(contactImports)
    .where(
      and(
        ofAccount(contactImports, accountId),
        eq(contactImports.id, id),
        isNull(contactImports.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Newest first; imports never started (uploaded, not mapped) are not part of the log. */
export async function listImports(
  db: Executor,
  accountId: number,
  limit: number,
): Promise<ImportRow[]> {
  return db
    .select()
    .from(contactImports)
    .where(
      and(
        ofAccount(contactImports, accountId),
        isNull(contactImports.deletedAt),
        ne(contactImports.status, 'uploaded'),
      ),
    )
    .orderBy(desc(contactImports.createdAt), desc(contactImports.id))
    .limit(limit);
}

export async function softDeleteImport(
  db: Executor,
  accountId: number,
  id: number,
): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(contactImports)
    .set({ deletedAt: new Date() })
    .where(
      and(
        ofAccount(contactImports, accountId),
        eq(contactImports.id, id),
        isNull(contactImports.deletedAt),
      ),
    )
    .returning();
  return row;
}

/** Moves an uploaded import to the queue; false when it had already left `uploaded`. */
export async function queueImport(
  db: Executor,
  accountId: number,
  id: number,
  values: Pick<ImportRow, 'mapping' | 'options'>,
): Promise<boolean> {
  const rows = await db
    .update(contactImports)
    .set({ ...values, status: 'queued' })
    .where(
      and(
        ofAccount(contactImports, accountId),
        eq(contactImports.id, id),
        eq(contactImports.status, 'uploaded'),
      ),
    )
    .returning({ id: contactImports.id });
  return rows.length === 1;
}

// The worker side. A job carries only the import id; the import row carries its account, and
// every statement after the claim is scoped by that account.

// unscoped: the job names only the import; its own row says whose it is, and only an import its
// account queued (status queued or running) is claimed.
export async function claimImport(db: Executor, id: number): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(contactImports)
    .set({
      status: 'running',
      attempts: sql`${contactImports.attempts} + 1`,
      startedAt: sql`coalesce(${contactImports.startedAt}, now())`,
    })
    .where(and(eq(contactImports.id, id), inArray(contactImports.status, ['queued', 'running'])))
    .returning();
  return row;
}

// unscoped: the worker looks across tenants for imports that wait for a job (at start-up) or
// whose run may have died (running).
export async function listImportsIn(
  db: Executor,
  status: 'queued' | 'running',
): Promise<{ id: number }[]> {
  return db
    .select({ id: contactImports.id })
    .from(contactImports)
    .where(eq(contactImports.status, status))
    .orderBy(asc(contactImports.id));
}

/** Puts a running import whose run died back in the queue; false when it was no longer running. */
// unscoped: an orphan is found by id, and only a running import, which its account queued, moves.
export async function requeueImport(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(contactImports)
    .set({ status: 'queued' })
    .where(and(eq(contactImports.id, id), eq(contactImports.status, 'running')))
    .returning({ id: contactImports.id });
  return rows.length === 1;
}

/** The import's row, by its account and id. */
const ofImport = (accountId: number, id: number) =>
  and(ofAccount(contactImports, accountId), eq(contactImports.id, id));

export async function setTotal(
  db: Executor,
  accountId: number,
  id: number,
  totalCount: number,
): Promise<void> {
  await db.update(contactImports).set({ totalCount }).where(ofImport(accountId, id));
}

export type Progress = Pick<
  ImportRow,
  'count' | 'importedCount' | 'updatedCount' | 'failedCount' | 'errors' | 'nextRow'
>;

/**
 * Saves a batch's counters, only if no other worker moved the import on meanwhile (the row is
 * still at `expectedNextRow`); false means this worker lost the race and must roll back.
 */
export async function saveProgress(
  db: Executor,
  accountId: number,
  id: number,
  expectedNextRow: number,
  progress: Progress,
) {
  const rows = await db
    .update(contactImports)
    .set(progress)
    .where(and(ofImport(accountId, id), eq(contactImports.nextRow, expectedNextRow)))
    .returning({ id: contactImports.id });
  return rows.length === 1;
}

/**
 * Ends a running import; false when it is not running any more: another run of it (a process
 * that resumed it) ended it first, and what that run wrote stands.
 */
export async function finishImport(
  db: Executor,
  accountId: number,
  id: number,
  values: Pick<ImportRow, 'status' | 'reason'> & Partial<Progress>,
): Promise<boolean> {
  const rows = await db
    .update(contactImports)
    .set({ ...values, finishedAt: new Date() })
    .where(and(ofImport(accountId, id), eq(contactImports.status, 'running')))
    .returning({ id: contactImports.id });
  return rows.length === 1;
}

export async function listFailures(
  db: Executor,
  accountId: number,
  importId: number,
  afterRow: number,
  limit: number,
) {
  return db
    .select({
      row: contactImportFailures.row,
      cells: contactImportFailures.cells,
      message: contactImportFailures.message,
    })
    .from(contactImportFailures)
    .where(
      and(
        ofAccount(contactImportFailures, accountId),
        eq(contactImportFailures.importId, importId),
        gt(contactImportFailures.row, afterRow),
      ),
    )
    .orderBy(asc(contactImportFailures.row))
    .limit(limit);
}

export async function insertFailures(
  db: Executor,
  accountId: number,
  importId: number,
  failures: { row: number; cells: string[]; message: string }[],
) {
  if (failures.length === 0) return;
  await db.execute(sql`
    insert into ${contactImportFailures} (account_id, import_id, row, cells, message)
    select ${accountId}, ${importId}, u.row, u.cells::jsonb, u.message
    from unnest(${list(failures.map((f) => f.row))}::int[], ${list(failures.map((f) => JSON.stringify(f.cells)))}::text[],
      ${list(failures.map((f) => f.message))}::text[]) as u(row, cells, message)
    on conflict do nothing`);
}

export type ImportChange = {
  contactId: number;
  row: number;
  before: FieldValues;
  after: FieldValues;
  addedTagIds: number[];
};

/**
 * What a batch changed on existing contacts. A contact changed again by a later batch (matched
 * by another email or number) keeps its first `before` of each field and the latest `after`.
 */
export async function insertChanges(
  db: Executor,
  accountId: number,
  importId: number,
  changes: ImportChange[],
) {
  if (changes.length === 0) return;
  await db.execute(sql`
    insert into ${contactImportChanges} as c (account_id, import_id, contact_id, row, before, after, added_tag_ids)
    select ${accountId}, ${importId}, u.contact_id, u.row, u.before::jsonb, u.after::jsonb, u.added::jsonb
    from unnest(${list(changes.map((c) => c.contactId))}::bigint[], ${list(changes.map((c) => c.row))}::int[],
      ${list(changes.map((c) => JSON.stringify(c.before)))}::text[], ${list(changes.map((c) => JSON.stringify(c.after)))}::text[],
      ${list(changes.map((c) => JSON.stringify(c.addedTagIds)))}::text[]) as u(contact_id, row, before, after, added)
    on conflict (import_id, contact_id) do update set
      before = excluded.before || c.before, after = c.after || excluded.after,
      added_tag_ids = c.added_tag_ids || excluded.added_tag_ids`);
}

/** The next changes an undo has not put back yet, locked for its transaction. */
export async function pendingChanges(
  db: Executor,
  accountId: number,
  importId: number,
  limit: number,
): Promise<ImportChange[]> {
  return db
    .select({
      contactId: contactImportChanges.contactId,
      row: contactImportChanges.row,
      before: contactImportChanges.before,
      after: contactImportChanges.after,
      addedTagIds: contactImportChanges.addedTagIds,
    })
    .from(contactImportChanges)
    .where(
      and(
        ofAccount(contactImportChanges, accountId),
        eq(contactImportChanges.importId, importId),
        eq(contactImportChanges.restored, false),
      ),
    )
    .orderBy(asc(contactImportChanges.contactId))
    .limit(limit)
    .for('update');
}

export async function markRestored(
  db: Executor,
  accountId: number,
  importId: number,
  contactIds: number[],
) {
  if (contactIds.length === 0) return;
  await db
    .update(contactImportChanges)
    .set({ restored: true })
    .where(
      and(
        ofAccount(contactImportChanges, accountId),
        eq(contactImportChanges.importId, importId),
        inArray(contactImportChanges.contactId, contactIds),
      ),
    );
}

/** A page of the contacts the import changed, in file order, and how many there are. */
export async function changedContacts(
  db: Executor,
  accountId: number,
  importId: number,
  page: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const where = and(
    ofAccount(contactImportChanges, accountId),
    eq(contactImportChanges.importId, importId),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: contactImportChanges.contactId })
      .from(contactImportChanges)
      .where(where)
      .orderBy(asc(contactImportChanges.row))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(contactImportChanges).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count?.n ?? 0) };
}

/**
 * Marks an ended import as being undone; false when it is not ended, was undone, or is gone.
 * An undo cut short ('undoing') may start again and resumes.
 */
export async function startUndo(db: Executor, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(contactImports)
    .set({ undoStatus: 'undoing' })
    .where(
      and(
        ofImport(accountId, id),
        isNull(contactImports.deletedAt),
        inArray(contactImports.status, ['completed', 'failed']),
        or(isNull(contactImports.undoStatus), eq(contactImports.undoStatus, 'undoing')),
      ),
    )
    .returning({ id: contactImports.id });
  return rows.length === 1;
}

export async function finishUndo(db: Executor, accountId: number, id: number) {
  await db
    .update(contactImports)
    .set({ undoStatus: 'undone', undoneAt: new Date() })
    .where(and(ofImport(accountId, id), eq(contactImports.undoStatus, 'undoing')));
}

/** The activity feed's imports: the location's ended imports, newest first, below `before`. */
export async function endedImportActivity(db: Executor, accountId: number, window: ActivityWindow) {
  const i = contactImports;
  return db
    .select({
      id: i.id,
      status: i.status,
      fileName: i.fileName,
      importedCount: i.importedCount,
      updatedCount: i.updatedCount,
      failedCount: i.failedCount,
      reason: i.reason,
      finishedAt: i.finishedAt,
      createdAt: i.createdAt,
    })
    .from(i)
    .where(
      and(
        ofAccount(i, accountId),
        inArray(i.status, ['completed', 'failed']),
        isNull(i.deletedAt),
        belowPosition(i.id, window),
      ),
    )
    .orderBy(desc(i.id))
    .limit(window.limit);
}

/** Hands a leaving user's imports to another user of the organization (the log keeps them). */
// unscoped: the caller names a user of its own organization, whose imports span its locations.
export async function handOverImports(db: Executor, fromUserId: number, toUserId: number) {
  await db
    .update(contactImports)
    .set({ userId: toUserId })
    .where(eq(contactImports.userId, fromUserId));
}
