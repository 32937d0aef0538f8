import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { type ContentItem, contentImportEntries, contentImports } from './content-import.tables';

export type ContentImportRow = typeof contentImports.$inferSelect;
export type ContentImportEntryRow = typeof contentImportEntries.$inferSelect;

/** The import and one entry per item and account, in one transaction: all or nothing. */
export async function insertImport(
  db: Executor,
  accountId: number,
  input: {
    userId: number;
    fileName: string;
    kind: string;
    icon: string;
    items: ContentItem[];
    useSavedStyling: boolean;
    targetAccountIds: number[];
  },
): Promise<ContentImportRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentImports)
      .values({
        accountId,
        userId: input.userId,
        fileName: input.fileName,
        kind: input.kind,
        icon: input.icon,
        items: input.items,
        useSavedStyling: input.useSavedStyling,
        status: 'queued',
        total: input.items.length * input.targetAccountIds.length,
      })
      .returning();
    await tx.insert(contentImportEntries).values(
      input.targetAccountIds.flatMap((targetAccountId) =>
        input.items.map((item, itemIndex) => ({
          accountId,
          importId: row!.id,
          itemIndex,
          targetAccountId,
          type: item.type,
          title: item.title,
        })),
      ),
    );
    return row!;
  });
}

/** A user's imports, newest first. */
export async function listImports(db: Executor, accountId: number, userId: number, limit: number) {
  return db
    .select()
    .from(contentImports)
    .where(and(ofAccount(contentImports, accountId), eq(contentImports.userId, userId)))
    .orderBy(desc(contentImports.id))
    .limit(limit);
}

/** An import's entries, account by account, in file order. */
export async function listEntries(db: Executor, accountId: number, importId: number) {
  return db
    .select()
    .from(contentImportEntries)
    .where(
      and(ofAccount(contentImportEntries, accountId), eq(contentImportEntries.importId, importId)),
    )
    .orderBy(asc(contentImportEntries.targetAccountId), asc(contentImportEntries.itemIndex));
}

/** The import by id, for its worker, which checks nothing else: the request that queued it did. */
// unscoped: a worker is handed an import id from its own queue.
export async function findImport(db: Executor, id: number) {
  const [row] = await db.select().from(contentImports).where(eq(contentImports.id, id));
  return row;
}

// unscoped: the worker's own import, found by findImport.
export async function pendingEntries(db: Executor, importId: number) {
  return db
    .select()
    .from(contentImportEntries)
    .where(and(eq(contentImportEntries.importId, importId), eq(contentImportEntries.done, false)))
    .orderBy(asc(contentImportEntries.id));
}

// unscoped: a queued or running import is resumed by whichever process finds it.
export async function listImportsIn(db: Executor, status: 'queued' | 'running') {
  return db
    .select({ id: contentImports.id })
    .from(contentImports)
    .where(eq(contentImports.status, status))
    .orderBy(asc(contentImports.id));
}

// unscoped: the worker's own import.
export async function setStatus(
  db: Executor,
  id: number,
  status: ContentImportRow['status'],
  error: string | null = null,
) {
  const ended = status === 'completed' || status === 'failed';
  await db
    .update(contentImports)
    .set({ status, error, ...(ended ? { finishedAt: new Date() } : {}) })
    .where(eq(contentImports.id, id));
}

/** The import is running again: answers how many runs it has had, this one included. */
// unscoped: the worker's own import.
export async function startRun(db: Executor, id: number) {
  const [row] = await db
    .update(contentImports)
    .set({ status: 'running', runs: sql`${contentImports.runs} + 1` })
    .where(eq(contentImports.id, id))
    .returning({ runs: contentImports.runs });
  return row?.runs ?? 0;
}

// unscoped: the worker's own entry.
export async function markCreated(db: Executor, entryId: number, createdId: number | null) {
  await db
    .update(contentImportEntries)
    .set({ createdId })
    .where(eq(contentImportEntries.id, entryId));
}

/**
 * The entry is finished: whole (with the item it made), or refused (with why). Marked done and
 * counted in its import together; answers the count.
 */
// unscoped: the worker's own entry and import.
export async function markDone(
  db: Executor,
  entry: Pick<ContentImportEntryRow, 'id' | 'importId'>,
  createdId: number | null,
  error: string | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(contentImportEntries)
      .set({ done: true, createdId, error })
      .where(eq(contentImportEntries.id, entry.id));
    const [row] = await tx
      .update(contentImports)
      .set({ imported: sql`${contentImports.imported} + 1` })
      .where(eq(contentImports.id, entry.importId))
      .returning({ imported: contentImports.imported });
    return row!.imported;
  });
}
