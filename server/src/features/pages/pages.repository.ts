import { and, asc, count, desc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { escapeLike } from '../contacts/contacts.filters';
import { pageContacts, pageDownloads, pages } from './pages.tables';

export type PageRow = typeof pages.$inferSelect;
export type NewPage = Omit<typeof pages.$inferInsert, 'id' | 'accountId'>;
export type DownloadRow = typeof pageDownloads.$inferSelect;
export type NewDownload = Omit<typeof pageDownloads.$inferInsert, 'id' | 'accountId' | 'pageId'>;
/** A page with the counts its lists show. */
export type ListedPage = PageRow & { membersCount: number; downloadsCount: number };

// The subqueries name the outer page in full: unqualified, they would mean the counted table.
const pageId = sql.raw('"pages"."id"');
const pageAccountId = sql.raw('"pages"."account_id"');
const membersCount = sql<number>`(select count(*) from ${pageContacts}
  where ${pageContacts.accountId} = ${pageAccountId} and ${pageContacts.pageId} = ${pageId})::int`;
const downloadsCount = sql<number>`(select count(*) from ${pageDownloads}
  where ${pageDownloads.accountId} = ${pageAccountId} and ${pageDownloads.pageId} = ${pageId})::int`;
const withCounts = { ...getTableColumns(pages), membersCount, downloadsCount };

const titleLike = (search: string) =>
  sql`lower(${pages.title}) like ${`%${escapeLike(search.toLowerCase())}%`}`;

export type PageFilter = {
  search?: string | undefined;
  /** A folder's pages; null the main folder's; undefined every page. */
  folderId?: number | null | undefined;
  mode?: 'all' | 'enabled' | 'disabled';
};

function filtered(accountId: number, filter: PageFilter): SQL | undefined {
  return and(
    ofAccount(pages, accountId),
    filter.folderId === undefined
      ? undefined
      : filter.folderId === null
        ? isNull(pages.folderId)
        : eq(pages.folderId, filter.folderId),
    filter.search ? titleLike(filter.search) : undefined,
    filter.mode === 'enabled'
      ? eq(pages.isDisabled, false)
      : filter.mode === 'disabled'
        ? eq(pages.isDisabled, true)
        : undefined,
  );
}

const orderColumns = {
  ordering: pages.ordering,
  title: sql`lower(${pages.title})`,
  created_at: pages.createdAt,
};

export async function listPages(
  db: Executor,
  accountId: number,
  filter: PageFilter,
  order: { by: keyof typeof orderColumns; dir: 'asc' | 'desc' },
  page: { limit: number; offset: number },
): Promise<{ rows: ListedPage[]; total: number }> {
  const where = filtered(accountId, filter);
  const by = order.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(withCounts)
      .from(pages)
      .where(where)
      .orderBy(by(orderColumns[order.by]), by(pages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(pages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Pages by title for pickers: one more than `limit` tells there are more. */
export function pickPages(db: Executor, accountId: number, filter: PageFilter, limit: number) {
  return db
    .select(withCounts)
    .from(pages)
    .where(filtered(accountId, filter))
    .orderBy(asc(sql`lower(${pages.title})`), asc(pages.id))
    .limit(limit);
}

export async function findPage(
  db: Executor,
  accountId: number,
  id: number,
): Promise<ListedPage | undefined> {
  const [row] = await db
    .select(withCounts)
    .from(pages)
    .where(and(ofAccount(pages, accountId), eq(pages.id, id)));
  return row;
}

/** A new page goes on top of its list (the highest ordering). */
export async function insertPage(db: Executor, accountId: number, values: NewPage) {
  const [row] = await db
    .insert(pages)
    .values({
      ...values,
      accountId,
      ordering: sql`(select coalesce(max(${pages.ordering}), 0) + 1 from ${pages} where ${pages.accountId} = ${accountId}::int)`,
    })
    .returning();
  return row!;
}

export async function updatePage(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<NewPage>,
) {
  await db
    .update(pages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(pages, accountId), eq(pages.id, id)));
}

export async function deletePage(db: Executor, accountId: number, id: number) {
  await db.delete(pages).where(and(ofAccount(pages, accountId), eq(pages.id, id)));
}

// Downloads

export function listDownloads(db: Executor, accountId: number, pageId: number) {
  return db
    .select()
    .from(pageDownloads)
    .where(and(ofAccount(pageDownloads, accountId), eq(pageDownloads.pageId, pageId)))
    .orderBy(asc(pageDownloads.id));
}

export async function findDownload(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(pageDownloads)
    .where(and(ofAccount(pageDownloads, accountId), eq(pageDownloads.id, id)));
  return row;
}

export async function insertDownload(
  db: Executor,
  accountId: number,
  pageId: number,
  values: NewDownload,
) {
  const [row] = await db
    .insert(pageDownloads)
    .values({ ...values, accountId, pageId })
    .returning();
  return row!;
}

export async function renameDownload(db: Executor, accountId: number, id: number, name: string) {
  const [row] = await db
    .update(pageDownloads)
    .set({ name })
    .where(and(ofAccount(pageDownloads, accountId), eq(pageDownloads.id, id)))
    .returning();
  return row!;
}

export async function deleteDownload(db: Executor, accountId: number, id: number) {
  await db
    .delete(pageDownloads)
    .where(and(ofAccount(pageDownloads, accountId), eq(pageDownloads.id, id)));
}

// Pages sent to contacts (their sending is `sentPages` of the service)

/** The contacts a page was sent to, last sent first. */
export async function members(
  db: Executor,
  accountId: number,
  pageId: number,
  page: { limit: number; offset: number },
) {
  const where = and(ofAccount(pageContacts, accountId), eq(pageContacts.pageId, pageId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pageContacts)
      .where(where)
      .orderBy(desc(pageContacts.sentAt), desc(pageContacts.contactId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(pageContacts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The pages sent to a contact, last sent first. */
export async function contactPages(
  db: Executor,
  accountId: number,
  contactId: number,
  filter: { search?: string | undefined; pageId?: number },
  page: { limit: number; offset: number },
) {
  const where = and(
    ofAccount(pageContacts, accountId),
    eq(pageContacts.contactId, contactId),
    filter.pageId === undefined ? undefined : eq(pageContacts.pageId, filter.pageId),
    filter.search ? titleLike(filter.search) : undefined,
  );
  const joined = and(
    eq(pages.accountId, pageContacts.accountId),
    eq(pages.id, pageContacts.pageId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...withCounts,
        enabled: pageContacts.enabled,
        clientPortal: pageContacts.clientPortal,
        sentAt: pageContacts.sentAt,
      })
      .from(pageContacts)
      .innerJoin(pages, joined)
      .where(where)
      .orderBy(desc(pageContacts.sentAt), desc(pageContacts.pageId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(pageContacts).innerJoin(pages, joined).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type ContactPageRow = Awaited<ReturnType<typeof contactPages>>['rows'][number];

/**
 * The pages a contact sees in their portal: sent to them, enabled for them and shown in the
 * portal, and not disabled for everyone; last sent first. One page when `pageId` is given.
 */
export function portalPages(db: Executor, accountId: number, contactId: number, pageId?: number) {
  return db
    .select({ ...getTableColumns(pages), sentAt: pageContacts.sentAt })
    .from(pageContacts)
    .innerJoin(
      pages,
      and(eq(pages.accountId, pageContacts.accountId), eq(pages.id, pageContacts.pageId)),
    )
    .where(
      and(
        ofAccount(pageContacts, accountId),
        eq(pageContacts.contactId, contactId),
        eq(pageContacts.enabled, true),
        eq(pageContacts.clientPortal, true),
        eq(pages.isDisabled, false),
        pageId === undefined ? undefined : eq(pageContacts.pageId, pageId),
      ),
    )
    .orderBy(desc(pageContacts.sentAt), desc(pageContacts.pageId));
}
