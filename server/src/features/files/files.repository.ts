import type { FileClass, FilePermission } from '@coachline/contract/files';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { escapeLike } from '../contacts/contacts.filters';
import { fileContacts, files, fileUsers } from './files.tables';

export type FileRow = typeof files.$inferSelect;
export type NewFile = Omit<typeof files.$inferInsert, 'id' | 'accountId'>;

/**
 * Whose eyes a query reads with: a staff user's id (company users, whose permissions are per
 * area), or undefined for an admin, who sees every file.
 */
export type SeenBy = number | undefined;

/** The files the user sees: everyone's, those they uploaded and those shared with them. */
function visibleTo(seenBy: SeenBy): SQL | undefined {
  if (seenBy === undefined) return undefined;
  return or(
    eq(files.permission, 'everyone'),
    eq(files.createdBy, seenBy),
    sql`exists (select 1 from ${fileUsers} where ${fileUsers.accountId} = ${files.accountId}
      and ${fileUsers.fileId} = ${files.id} and ${fileUsers.userId} = ${seenBy}::int)`,
  );
}

const nameLike = (search: string) =>
  sql`lower(${files.name} || '.' || ${files.ext}) like ${`%${escapeLike(search.toLowerCase())}%`}`;

export type FileFilter = {
  seenBy: SeenBy;
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
    visibleTo(filter.seenBy),
    eq(files.archived, filter.archived),
    filter.folderId === undefined ? undefined : inFolder(filter.folderId),
    filter.class ? eq(files.class, filter.class) : undefined,
    filter.search ? nameLike(filter.search) : undefined,
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

/** The files of the ids that the user sees. */
export async function findFiles(db: Executor, accountId: number, seenBy: SeenBy, ids: number[]) {
  return db
    .select()
    .from(files)
    .where(and(ofAccount(files, accountId), visibleTo(seenBy), inArray(files.id, ids)))
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

export async function countDownload(db: Executor, accountId: number, seenBy: SeenBy, id: number) {
  const [row] = await db
    .update(files)
    .set({ downloads: sql`${files.downloads} + 1` })
    .where(and(ofAccount(files, accountId), visibleTo(seenBy), eq(files.id, id)))
    .returning({ downloads: files.downloads });
  return row?.downloads;
}

export async function deleteFiles(db: Executor, accountId: number, ids: number[]) {
  return db
    .delete(files)
    .where(and(ofAccount(files, accountId), inArray(files.id, ids)))
    .returning({ storageKey: files.storageKey });
}

// Permissions (001 §6)

export async function setPermission(
  db: Executor,
  accountId: number,
  ids: number[],
  permission: FilePermission,
) {
  const rows = await db
    .update(files)
    .set({ permission, updatedAt: new Date() })
    .where(and(ofAccount(files, accountId), inArray(files.id, ids)))
    .returning();
  return rows;
}

/** The users the file is shared with. */
export async function fileUserIds(db: Executor, accountId: number, fileId: number) {
  const rows = await db
    .select({ userId: fileUsers.userId })
    .from(fileUsers)
    .where(and(ofAccount(fileUsers, accountId), eq(fileUsers.fileId, fileId)));
  return rows.map((r) => r.userId);
}

/** The file's users become these. */
export async function replaceFileUsers(
  db: Executor,
  accountId: number,
  fileId: number,
  userIds: number[],
) {
  await db
    .delete(fileUsers)
    .where(and(ofAccount(fileUsers, accountId), eq(fileUsers.fileId, fileId)));
  if (userIds.length > 0)
    await db.insert(fileUsers).values(userIds.map((userId) => ({ accountId, fileId, userId })));
}

// Files sent to contacts

/** Every file to every contact; a pair already there stays. Answers the pairs made. */
export async function sendToContacts(
  db: Executor,
  accountId: number,
  fileIds: number[],
  contactIds: number[],
  sentBy: number,
) {
  const rows = await db
    .insert(fileContacts)
    .values(
      fileIds.flatMap((fileId) =>
        contactIds.map((contactId) => ({ accountId, fileId, contactId, sentBy })),
      ),
    )
    .onConflictDoNothing()
    .returning({ fileId: fileContacts.fileId });
  return rows.length;
}

export async function removeFromContact(
  db: Executor,
  accountId: number,
  contactId: number,
  fileIds: number[],
) {
  const rows = await db
    .delete(fileContacts)
    .where(
      and(
        ofAccount(fileContacts, accountId),
        eq(fileContacts.contactId, contactId),
        inArray(fileContacts.fileId, fileIds),
      ),
    )
    .returning({ fileId: fileContacts.fileId });
  return rows.length;
}

/**
 * A page of the files sent to the contact that the user sees, last sent first. `seenBy`
 * undefined reads every one (an admin; later the contact's own portal).
 */
export async function contactFiles(
  db: Executor,
  accountId: number,
  contactId: number,
  filter: { seenBy: SeenBy; search?: string | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    ofAccount(fileContacts, accountId),
    eq(fileContacts.contactId, contactId),
    visibleTo(filter.seenBy),
    filter.search ? nameLike(filter.search) : undefined,
  );
  const joined = and(
    eq(files.accountId, fileContacts.accountId),
    eq(files.id, fileContacts.fileId),
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    db
      .select({ file: files, sentAt: fileContacts.sentAt, sentBy: fileContacts.sentBy })
      .from(fileContacts)
      .innerJoin(files, joined)
      .where(where)
      .orderBy(desc(fileContacts.sentAt), desc(files.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(fileContacts).innerJoin(files, joined).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Up to `limit` enabled files the user sees, by name. */
export async function enabledFiles(
  db: Executor,
  accountId: number,
  filter: { seenBy: SeenBy; search?: string | undefined },
  limit: number,
) {
  return db
    .select()
    .from(files)
    .where(filtered(accountId, { ...filter, archived: false }))
    .orderBy(asc(sql`lower(${files.name})`), asc(files.ext), asc(files.id))
    .limit(limit);
}

/** Contacts leaving for another location (a subquery of their ids) are taken off its files. */
export async function leaveFiles(db: Executor, accountId: number, contactIds: SQL) {
  await db.execute(
    sql`delete from ${fileContacts} where account_id = ${accountId}::int and contact_id in ${contactIds}`,
  );
}

/** A merge: the files sent to the merged contacts are the survivor's. */
export async function reassignContactFiles(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  if (fromIds.length === 0) return;
  await db.execute(sql`insert into ${fileContacts} (account_id, file_id, contact_id, sent_by, sent_at)
    select ${accountId}::int, file_id, ${toId}::bigint, sent_by, sent_at from ${fileContacts}
    where ${and(ofAccount(fileContacts, accountId), inArray(fileContacts.contactId, fromIds))}
    on conflict do nothing`);
  await db
    .delete(fileContacts)
    .where(and(ofAccount(fileContacts, accountId), inArray(fileContacts.contactId, fromIds)));
}

/** The files a contact sees in their portal: sent to them and not archived; last sent first. */
export function portalFiles(db: Executor, accountId: number, contactId: number, fileId?: number) {
  return db
    .select({ file: files, sentAt: fileContacts.sentAt })
    .from(fileContacts)
    .innerJoin(
      files,
      and(eq(files.accountId, fileContacts.accountId), eq(files.id, fileContacts.fileId)),
    )
    .where(
      and(
        ofAccount(fileContacts, accountId),
        eq(fileContacts.contactId, contactId),
        eq(files.archived, false),
        fileId === undefined ? undefined : eq(fileContacts.fileId, fileId),
      ),
    )
    .orderBy(desc(fileContacts.sentAt), desc(files.id));
}
