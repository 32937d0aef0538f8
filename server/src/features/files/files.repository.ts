import type { FileClass } from '@coachline/contract/files';
import { and, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { escapeLike } from '../contacts/contacts.filters';
import { files } from './files.tables';

export type FileRow = typeof files.$inferSelect;
export type NewFile = Omit<typeof files.$inferInsert, 'id' | 'accountId'>;

export type FileFilter = {
  /** A folder's files; null the main folder's; undefined every file. */
  folderId?: number | null | undefined;
  class?: FileClass | undefined;
  archived: boolean;
  search?: string | undefined;
};

const inFolder = (folderId: number | null) =>
  folderId === null ? isNull(files.folderId) : eq(files.folderId, folderId);

function filtered(accountId: number, filter: FileFilter): SQL | undefined {
  return and(
    ofAccount(files, accountId),
    eq(files.archived, filter.archived),
    filter.folderId === undefined ? undefined : inFolder(filter.folderId),
    filter.class ? eq(files.class, filter.class) : undefined,
    filter.search
      ? sql`lower(${files.name} || '.' || ${files.ext}) like ${`%${escapeLike(filter.search.toLowerCase())}%`}`
      : undefined,
  );
}

export async function listFiles(
  db: Executor,
  accountId: number,
  filter: FileFilter,
  page: { limit: number; offset: number },
) {
  const where = filtered(accountId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(files)
      .where(where)
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(files).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findFiles(db: Executor, accountId: number, ids: number[]) {
  return db
    .select()
    .from(files)
    .where(and(ofAccount(files, accountId), inArray(files.id, ids)))
    .orderBy(desc(files.createdAt), desc(files.id));
}

/** The names (lower case) taken by files of the extension in the folder, but the one given. */
export async function takenNames(
  db: Executor,
  accountId: number,
  place: { folderId: number | null; ext: string; except?: number },
): Promise<Set<string>> {
  const rows = await db
    .select({ name: sql<string>`lower(${files.name})` })
    .from(files)
    .where(
      and(
        ofAccount(files, accountId),
        inFolder(place.folderId),
        eq(files.ext, place.ext),
        place.except === undefined ? undefined : ne(files.id, place.except),
      ),
    );
  return new Set(rows.map((r) => r.name));
}

export async function insertFiles(db: Executor, accountId: number, values: NewFile[]) {
  return db
    .insert(files)
    .values(values.map((v) => ({ ...v, accountId })))
    .returning();
}

export async function renameFile(db: Executor, accountId: number, id: number, name: string) {
  const [row] = await db
    .update(files)
    .set({ name, updatedAt: new Date() })
    .where(and(ofAccount(files, accountId), eq(files.id, id)))
    .returning();
  return row;
}

export async function setArchived(
  db: Executor,
  accountId: number,
  ids: number[],
  archived: boolean,
) {
  const rows = await db
    .update(files)
    .set({ archived, updatedAt: new Date() })
    .where(and(ofAccount(files, accountId), inArray(files.id, ids)))
    .returning({ id: files.id });
  return rows.length;
}

export async function countDownload(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .update(files)
    .set({ downloads: sql`${files.downloads} + 1` })
    .where(and(ofAccount(files, accountId), eq(files.id, id)))
    .returning({ downloads: files.downloads });
  return row?.downloads;
}

export async function deleteFiles(db: Executor, accountId: number, ids: number[]) {
  return db
    .delete(files)
    .where(and(ofAccount(files, accountId), inArray(files.id, ids)))
    .returning({ storageKey: files.storageKey });
}
