import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { escapeLike } from '../contacts/contacts.filters';
import {
  playbookButtons,
  playbookCanvaImports,
  playbookCategories,
  playbookContacts,
  playbookDownloads,
  playbookFaqs,
  playbookQuestions,
  playbookStepCompletions,
  playbookSteps,
  playbookStepTabs,
  playbooks,
  playbookViews,
} from './playbooks.tables';

export type PlaybookRow = typeof playbooks.$inferSelect;
export type NewPlaybook = Omit<typeof playbooks.$inferInsert, 'id' | 'accountId'>;
export type StepRow = typeof playbookSteps.$inferSelect;
export type TabRow = typeof playbookStepTabs.$inferSelect;
export type ButtonRow = typeof playbookButtons.$inferSelect;
/** A playbook with the counts its lists show. */
export type ListedPlaybook = PlaybookRow & { stepsCount: number; usersCount: number };

// The outer playbook is named in full: inside these subqueries a bare column would be the
// counted table's own.
const outerId = sql.raw('"playbooks"."id"');
const outerAccount = sql.raw('"playbooks"."account_id"');
const stepsCount = sql<number>`(select count(*) from ${playbookSteps}
  where ${playbookSteps.accountId} = ${outerAccount} and ${playbookSteps.playbookId} = ${outerId})::int`;
const usersCount = sql<number>`(select count(*) from ${playbookContacts}
  where ${playbookContacts.accountId} = ${outerAccount} and ${playbookContacts.playbookId} = ${outerId})::int`;
const withCounts = { ...getTableColumns(playbooks), stepsCount, usersCount };

const titleLike = (search: string) =>
  sql`lower(${playbooks.title}) like ${`%${escapeLike(search.toLowerCase())}%`}`;

export type PlaybookFilter = {
  search?: string | undefined;
  /** A category's playbooks; null those in none; undefined every playbook. */
  categoryId?: number | null | undefined;
  /** A folder's playbooks; null the main folder's; undefined every playbook. */
  folderId?: number | null | undefined;
};

const matching = (column: PgColumn, value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? isNull(column) : eq(column, value);

function filtered(accountId: number, filter: PlaybookFilter): SQL | undefined {
  return and(
    ofAccount(playbooks, accountId),
    matching(playbooks.categoryId, filter.categoryId),
    matching(playbooks.folderId, filter.folderId),
    filter.search ? titleLike(filter.search) : undefined,
  );
}

export async function listPlaybooks(
  db: Executor,
  accountId: number,
  filter: PlaybookFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ListedPlaybook[]; total: number }> {
  const where = filtered(accountId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(withCounts)
      .from(playbooks)
      .where(where)
      .orderBy(desc(playbooks.isPinned), desc(playbooks.ordering), desc(playbooks.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(playbooks).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Playbooks by title for pickers: one more than `limit` tells there are more. */
export function pickPlaybooks(
  db: Executor,
  accountId: number,
  search: string | undefined,
  limit: number,
) {
  return db
    .select(withCounts)
    .from(playbooks)
    .where(filtered(accountId, { search }))
    .orderBy(asc(sql`lower(${playbooks.title})`), asc(playbooks.id))
    .limit(limit);
}

export async function findPlaybook(
  db: Executor,
  accountId: number,
  id: number,
): Promise<ListedPlaybook | undefined> {
  const [row] = await db
    .select(withCounts)
    .from(playbooks)
    .where(and(ofAccount(playbooks, accountId), eq(playbooks.id, id)));
  return row;
}

/** A new playbook goes on top of its list (the highest ordering). */
export async function insertPlaybook(db: Executor, accountId: number, values: NewPlaybook) {
  const [row] = await db
    .insert(playbooks)
    .values({
      ...values,
      accountId,
      ordering: sql`(select coalesce(max(${playbooks.ordering}), 0) + 1 from ${playbooks} where ${playbooks.accountId} = ${accountId}::int)`,
    })
    .returning();
  return row!;
}

export async function updatePlaybook(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<NewPlaybook>,
) {
  await db
    .update(playbooks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(playbooks, accountId), eq(playbooks.id, id)));
}

export async function deletePlaybook(db: Executor, accountId: number, id: number) {
  await db.delete(playbooks).where(and(ofAccount(playbooks, accountId), eq(playbooks.id, id)));
}

// Categories

export function listCategories(db: Executor, accountId: number) {
  return db
    .select({
      id: playbookCategories.id,
      name: playbookCategories.name,
      playbooksCount: sql<number>`(select count(*) from ${playbooks}
        where ${playbooks.accountId} = ${playbookCategories.accountId}
          and ${playbooks.categoryId} = ${playbookCategories.id})::int`,
    })
    .from(playbookCategories)
    .where(ofAccount(playbookCategories, accountId))
    .orderBy(asc(sql`lower(${playbookCategories.name})`), asc(playbookCategories.id));
}

/** A new category, or undefined when the location has one of that name (any case). */
export async function insertCategory(db: Executor, accountId: number, name: string) {
  const [row] = await db
    .insert(playbookCategories)
    .values({ accountId, name })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findCategory(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(playbookCategories)
    .where(and(ofAccount(playbookCategories, accountId), eq(playbookCategories.id, id)));
  return row;
}

export async function deleteCategory(db: Executor, accountId: number, id: number) {
  await db
    .delete(playbookCategories)
    .where(and(ofAccount(playbookCategories, accountId), eq(playbookCategories.id, id)));
}

// The items of a playbook (steps, tabs, downloads, FAQ, buttons): each kept in `ordering`
// within its parent, new ones last, sorted by renumbering from 1.

type Ordered = PgTable & { accountId: PgColumn; id: PgColumn; ordering: PgColumn };

/** The ordering after the last item of the parent (`scope`: the parent's condition). */
const nextOrdering = (table: Ordered, accountId: number, scope: SQL) =>
  sql<number>`(select coalesce(max(${table.ordering}), 0) + 1 from ${table}
    where ${table.accountId} = ${accountId}::int and ${scope})`;

/** Numbers the parent's items in the order given, from 1. */
async function renumber(
  db: Executor,
  table: Ordered,
  accountId: number,
  scope: SQL,
  ids: number[],
) {
  await db.execute(sql`update ${table} set ordering = sorted.position
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as sorted(id, position)
    where ${table.accountId} = ${accountId}::int and ${scope} and ${table.id} = sorted.id`);
}

// Steps and tabs

export function listSteps(db: Executor, accountId: number, playbookId: number) {
  return db
    .select()
    .from(playbookSteps)
    .where(and(ofAccount(playbookSteps, accountId), eq(playbookSteps.playbookId, playbookId)))
    .orderBy(asc(playbookSteps.ordering), asc(playbookSteps.id));
}

export async function findStep(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(playbookSteps)
    .where(and(ofAccount(playbookSteps, accountId), eq(playbookSteps.id, id)));
  return row;
}

export type NewStep = Pick<
  typeof playbookSteps.$inferInsert,
  'title' | 'content' | 'image' | 'thumbnail' | 'smartStep' | 'isArchived'
>;

/** A step built from a page of a Canva import, keyed by the import and the page's index. */
export type BuiltStep = NewStep & { canvaImportId: number; canvaPage: number; isGrouped: true };

const stepInsert = (
  db: Executor,
  accountId: number,
  playbookId: number,
  values: NewStep | BuiltStep,
) =>
  db.insert(playbookSteps).values({
    ...values,
    accountId,
    playbookId,
    ordering: nextOrdering(
      playbookSteps,
      accountId,
      sql`${playbookSteps.playbookId} = ${playbookId}::int`,
    ),
  });

export async function insertStep(
  db: Executor,
  accountId: number,
  playbookId: number,
  values: NewStep,
) {
  const [row] = await stepInsert(db, accountId, playbookId, values).returning();
  return row!;
}

/** A built step, last; undefined when its page was built already (by another run). */
export async function insertBuiltStep(
  db: Executor,
  accountId: number,
  playbookId: number,
  values: BuiltStep,
) {
  const [row] = await stepInsert(db, accountId, playbookId, values)
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateStep(
  db: Executor,
  accountId: number,
  id: number,
  values: { title?: string | undefined; content?: string | undefined },
) {
  await db
    .update(playbookSteps)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(playbookSteps, accountId), eq(playbookSteps.id, id)));
}

export async function deleteStep(db: Executor, accountId: number, id: number) {
  await db
    .delete(playbookSteps)
    .where(and(ofAccount(playbookSteps, accountId), eq(playbookSteps.id, id)));
}

const stepsOf = (playbookId: number) => sql`${playbookSteps.playbookId} = ${playbookId}::int`;

/** Numbers the playbook's steps in the order given. */
export const sortSteps = (db: Executor, accountId: number, playbookId: number, ids: number[]) =>
  renumber(db, playbookSteps, accountId, stepsOf(playbookId), ids);

/** Archives the playbook's steps named, or shows them again. */
export async function setStepsArchived(
  db: Executor,
  accountId: number,
  playbookId: number,
  ids: number[],
  isArchived: boolean,
) {
  await db
    .update(playbookSteps)
    .set({ isArchived, updatedAt: new Date() })
    .where(
      and(
        ofAccount(playbookSteps, accountId),
        eq(playbookSteps.playbookId, playbookId),
        inArray(playbookSteps.id, ids),
      ),
    );
}

/** The steps an import built leave its group; they keep their key, so no page is built twice. */
export async function degroupSteps(
  db: Executor,
  accountId: number,
  playbookId: number,
  canvaImportId: number,
) {
  await db
    .update(playbookSteps)
    .set({ isGrouped: false, updatedAt: new Date() })
    .where(
      and(
        ofAccount(playbookSteps, accountId),
        eq(playbookSteps.playbookId, playbookId),
        eq(playbookSteps.canvaImportId, canvaImportId),
      ),
    );
}

// Canva imports

export type CanvaImportRow = typeof playbookCanvaImports.$inferSelect;
export type CanvaImportStatus = CanvaImportRow['status'];

export async function insertCanvaImport(
  db: Executor,
  accountId: number,
  values: Pick<
    typeof playbookCanvaImports.$inferInsert,
    'playbookId' | 'userId' | 'fileName' | 'fileKey' | 'pages'
  >,
) {
  const [row] = await db
    .insert(playbookCanvaImports)
    .values({ ...values, accountId, status: 'queued' })
    .returning();
  return row!;
}

export async function findCanvaImport(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(playbookCanvaImports)
    .where(and(ofAccount(playbookCanvaImports, accountId), eq(playbookCanvaImports.id, id)));
  return row;
}

/** The playbook's latest import, or undefined. */
export async function latestCanvaImport(db: Executor, accountId: number, playbookId: number) {
  const [row] = await db
    .select()
    .from(playbookCanvaImports)
    .where(
      and(
        ofAccount(playbookCanvaImports, accountId),
        eq(playbookCanvaImports.playbookId, playbookId),
      ),
    )
    .orderBy(desc(playbookCanvaImports.id))
    .limit(1);
  return row;
}

// unscoped: the job knows an import by its id only, and checks the row's account itself
export async function findCanvaImportForJob(db: Executor, id: number) {
  const [row] = await db.select().from(playbookCanvaImports).where(eq(playbookCanvaImports.id, id));
  return row;
}

// unscoped: the worker resumes every location's imports left queued or running
export function listCanvaImportsIn(db: Executor, status: CanvaImportStatus) {
  return db
    .select({ id: playbookCanvaImports.id })
    .from(playbookCanvaImports)
    .where(eq(playbookCanvaImports.status, status));
}

export async function setCanvaImportStatus(
  db: Executor,
  accountId: number,
  id: number,
  status: CanvaImportStatus,
  error: string | null = null,
) {
  const ended = status === 'completed' || status === 'failed';
  await db
    .update(playbookCanvaImports)
    .set({ status, error, ...(ended ? { finishedAt: new Date() } : {}) })
    .where(and(ofAccount(playbookCanvaImports, accountId), eq(playbookCanvaImports.id, id)));
}

/** The build is running again: answers how many runs it has had, this one included. */
export async function startCanvaImportRun(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .update(playbookCanvaImports)
    .set({ status: 'running', runs: sql`${playbookCanvaImports.runs} + 1` })
    .where(and(ofAccount(playbookCanvaImports, accountId), eq(playbookCanvaImports.id, id)))
    .returning({ runs: playbookCanvaImports.runs });
  return row?.runs ?? 0;
}

/** Counts a page built: the resume point moves past it. */
export async function markPageBuilt(db: Executor, accountId: number, id: number, page: number) {
  await db
    .update(playbookCanvaImports)
    .set({ pagesDone: sql`greatest(${playbookCanvaImports.pagesDone}, ${page + 1}::int)` })
    .where(and(ofAccount(playbookCanvaImports, accountId), eq(playbookCanvaImports.id, id)));
}

/** The tabs of the steps named, by step and ordering. */
export function listTabs(db: Executor, accountId: number, stepIds: number[]) {
  if (stepIds.length === 0) return Promise.resolve([] as TabRow[]);
  return db
    .select()
    .from(playbookStepTabs)
    .where(and(ofAccount(playbookStepTabs, accountId), inArray(playbookStepTabs.stepId, stepIds)))
    .orderBy(asc(playbookStepTabs.ordering), asc(playbookStepTabs.id));
}

export async function findTab(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(playbookStepTabs)
    .where(and(ofAccount(playbookStepTabs, accountId), eq(playbookStepTabs.id, id)));
  return row;
}

const tabsOf = (stepId: number) => sql`${playbookStepTabs.stepId} = ${stepId}::int`;

/** Numbers the step's tabs in the order given. */
export const sortTabs = (db: Executor, accountId: number, stepId: number, ids: number[]) =>
  renumber(db, playbookStepTabs, accountId, tabsOf(stepId), ids);

export async function insertTab(
  db: Executor,
  accountId: number,
  stepId: number,
  values: { title: string; content: string },
) {
  await db.insert(playbookStepTabs).values({
    ...values,
    accountId,
    stepId,
    ordering: nextOrdering(playbookStepTabs, accountId, tabsOf(stepId)),
  });
}

export async function updateTab(
  db: Executor,
  accountId: number,
  id: number,
  values: { title: string; content: string },
) {
  await db
    .update(playbookStepTabs)
    .set(values)
    .where(and(ofAccount(playbookStepTabs, accountId), eq(playbookStepTabs.id, id)));
}

export async function deleteTab(db: Executor, accountId: number, id: number) {
  await db
    .delete(playbookStepTabs)
    .where(and(ofAccount(playbookStepTabs, accountId), eq(playbookStepTabs.id, id)));
}

// Downloads, FAQ and buttons

export function listDownloads(db: Executor, accountId: number, playbookId: number) {
  return db
    .select()
    .from(playbookDownloads)
    .where(
      and(ofAccount(playbookDownloads, accountId), eq(playbookDownloads.playbookId, playbookId)),
    )
    .orderBy(asc(playbookDownloads.ordering), asc(playbookDownloads.id));
}

export function listFaqs(db: Executor, accountId: number, playbookId: number) {
  return db
    .select()
    .from(playbookFaqs)
    .where(and(ofAccount(playbookFaqs, accountId), eq(playbookFaqs.playbookId, playbookId)))
    .orderBy(asc(playbookFaqs.ordering), asc(playbookFaqs.id));
}

export function listButtons(db: Executor, accountId: number, playbookId: number) {
  return db
    .select()
    .from(playbookButtons)
    .where(and(ofAccount(playbookButtons, accountId), eq(playbookButtons.playbookId, playbookId)))
    .orderBy(asc(playbookButtons.kind), asc(playbookButtons.ordering), asc(playbookButtons.id));
}

/** The item tables of a playbook kept in their own order, each keyed by `playbook_id`. */
export const playbookItems = {
  download: playbookDownloads,
  faq: playbookFaqs,
  button: playbookButtons,
} as const;
export type ItemKind = keyof typeof playbookItems;

/** The playbook an item of the account belongs to, or undefined. */
export async function itemPlaybook(db: Executor, accountId: number, kind: ItemKind, id: number) {
  const table = playbookItems[kind];
  const [row] = await db
    .select({ playbookId: table.playbookId })
    .from(table)
    .where(and(ofAccount(table, accountId), eq(table.id, id)));
  return row?.playbookId;
}

export async function deleteItem(db: Executor, accountId: number, kind: ItemKind, id: number) {
  const table = playbookItems[kind];
  await db.delete(table).where(and(ofAccount(table, accountId), eq(table.id, id)));
}

export async function insertDownload(
  db: Executor,
  accountId: number,
  playbookId: number,
  values: { title: string; url: string },
) {
  await db.insert(playbookDownloads).values({
    ...values,
    accountId,
    playbookId,
    ordering: nextOrdering(
      playbookDownloads,
      accountId,
      sql`${playbookDownloads.playbookId} = ${playbookId}::int`,
    ),
  });
}

export async function updateDownload(
  db: Executor,
  accountId: number,
  id: number,
  values: { title: string; url: string },
) {
  await db
    .update(playbookDownloads)
    .set(values)
    .where(and(ofAccount(playbookDownloads, accountId), eq(playbookDownloads.id, id)));
}

export async function insertFaq(
  db: Executor,
  accountId: number,
  playbookId: number,
  values: { question: string; answer: string },
) {
  const [row] = await db
    .insert(playbookFaqs)
    .values({
      ...values,
      accountId,
      playbookId,
      ordering: nextOrdering(
        playbookFaqs,
        accountId,
        sql`${playbookFaqs.playbookId} = ${playbookId}::int`,
      ),
    })
    .returning({ id: playbookFaqs.id });
  return row!.id;
}

export async function updateFaq(
  db: Executor,
  accountId: number,
  id: number,
  values: { question: string; answer: string },
) {
  await db
    .update(playbookFaqs)
    .set(values)
    .where(and(ofAccount(playbookFaqs, accountId), eq(playbookFaqs.id, id)));
}

export type ButtonValues = Pick<ButtonRow, 'kind' | 'label' | 'url' | 'color' | 'openInNewTab'>;

const buttonsOf = (playbookId: number, kind: ButtonRow['kind']) =>
  sql`${playbookButtons.playbookId} = ${playbookId}::int and ${playbookButtons.kind} = ${kind}`;

/** Numbers the playbook's buttons of one kind in the order given. */
export const sortButtons = (
  db: Executor,
  accountId: number,
  playbookId: number,
  kind: ButtonRow['kind'],
  ids: number[],
) => renumber(db, playbookButtons, accountId, buttonsOf(playbookId, kind), ids);

export async function insertButton(
  db: Executor,
  accountId: number,
  playbookId: number,
  values: ButtonValues,
) {
  await db.insert(playbookButtons).values({
    ...values,
    accountId,
    playbookId,
    ordering: nextOrdering(playbookButtons, accountId, buttonsOf(playbookId, values.kind)),
  });
}

export async function updateButton(
  db: Executor,
  accountId: number,
  id: number,
  values: ButtonValues,
) {
  await db
    .update(playbookButtons)
    .set(values)
    .where(and(ofAccount(playbookButtons, accountId), eq(playbookButtons.id, id)));
}

// Playbooks sent to contacts (their sending is `sentPlaybooks` of the service)

/** The contacts' progress in the playbooks, taken back with them. */
export async function deleteCompletions(
  db: Executor,
  accountId: number,
  playbookIds: number[],
  contactIds: number[],
) {
  await db
    .delete(playbookStepCompletions)
    .where(
      and(
        ofAccount(playbookStepCompletions, accountId),
        inArray(playbookStepCompletions.playbookId, playbookIds),
        inArray(playbookStepCompletions.contactId, contactIds),
      ),
    );
}

/** Marks the playbook sent again to the contacts named (every user when undefined). */
export async function resend(
  db: Executor,
  accountId: number,
  playbookId: number,
  contactIds: number[] | undefined,
): Promise<number> {
  const rows = await db
    .update(playbookContacts)
    .set({ resentAt: new Date() })
    .where(
      and(
        ofAccount(playbookContacts, accountId),
        eq(playbookContacts.playbookId, playbookId),
        contactIds ? inArray(playbookContacts.contactId, contactIds) : undefined,
      ),
    )
    .returning({ contactId: playbookContacts.contactId });
  return rows.length;
}

/** A contact's progress in the outer playbook (`playbook_id` and `contact_id` expressions). */
const progressOf = (playbookId: SQL, contactId: SQL) => ({
  completedSteps: sql<number>`(select count(*) from ${playbookStepCompletions}
    where ${playbookStepCompletions.accountId} = ${accountOfContacts}
      and ${playbookStepCompletions.playbookId} = ${playbookId}
      and ${playbookStepCompletions.contactId} = ${contactId})::int`,
  lastViewedAt: sql<string | null>`(select max(${playbookViews.viewedAt}) from ${playbookViews}
    where ${playbookViews.accountId} = ${accountOfContacts}
      and ${playbookViews.playbookId} = ${playbookId}
      and ${playbookViews.contactId} = ${contactId})`,
});
const accountOfContacts = sql.raw('"playbook_contacts"."account_id"');

/** The contacts a playbook was sent to, last sent first, with their progress. */
export async function playbookUsers(
  db: Executor,
  accountId: number,
  playbookId: number,
  /** Contacts whose name, email or number holds the search (contacts.filters). */
  matchingContacts: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(
    ofAccount(playbookContacts, accountId),
    eq(playbookContacts.playbookId, playbookId),
    matchingContacts && sql`${playbookContacts.contactId} in ${matchingContacts}`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        contactId: playbookContacts.contactId,
        sentAt: playbookContacts.sentAt,
        resentAt: playbookContacts.resentAt,
        ...progressOf(sql`${playbookContacts.playbookId}`, sql`${playbookContacts.contactId}`),
      })
      .from(playbookContacts)
      .where(where)
      .orderBy(desc(playbookContacts.sentAt), desc(playbookContacts.contactId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(playbookContacts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The playbooks sent to a contact, last sent first, with the contact's progress. */
export async function contactPlaybooks(
  db: Executor,
  accountId: number,
  contactId: number,
  filter: { search?: string | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    ofAccount(playbookContacts, accountId),
    eq(playbookContacts.contactId, contactId),
    filter.search ? titleLike(filter.search) : undefined,
  );
  const joined = and(
    eq(playbooks.accountId, playbookContacts.accountId),
    eq(playbooks.id, playbookContacts.playbookId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...withCounts,
        sentAt: playbookContacts.sentAt,
        ...progressOf(sql`${playbookContacts.playbookId}`, sql`${playbookContacts.contactId}`),
      })
      .from(playbookContacts)
      .innerJoin(playbooks, joined)
      .where(where)
      .orderBy(desc(playbookContacts.sentAt), desc(playbookContacts.playbookId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(playbookContacts).innerJoin(playbooks, joined).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Contacts leaving for another location (a subquery of their ids): their completions and
 * views go, their questions stay unlinked. */
export async function leaveProgress(db: Executor, accountId: number, contactIds: SQL) {
  for (const table of [playbookStepCompletions, playbookViews])
    await db.execute(
      sql`delete from ${table} where account_id = ${accountId}::int and contact_id in ${contactIds}`,
    );
  await db.execute(
    sql`update ${playbookQuestions} set contact_id = null where account_id = ${accountId}::int and contact_id in ${contactIds}`,
  );
}

/** A merge: the merged contacts' completions, views and questions are the survivor's. */
export async function reassignProgress(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  await db.execute(sql`insert into ${playbookStepCompletions}
    (account_id, playbook_id, step_id, contact_id, completed_at)
    select ${accountId}::int, playbook_id, step_id, ${toId}::bigint, completed_at
    from ${playbookStepCompletions}
    where ${and(ofAccount(playbookStepCompletions, accountId), inArray(playbookStepCompletions.contactId, fromIds))}
    on conflict do nothing`);
  await db
    .delete(playbookStepCompletions)
    .where(
      and(
        ofAccount(playbookStepCompletions, accountId),
        inArray(playbookStepCompletions.contactId, fromIds),
      ),
    );
  for (const table of [playbookViews, playbookQuestions])
    await db
      .update(table)
      .set({ contactId: toId })
      .where(and(ofAccount(table, accountId), inArray(table.contactId, fromIds)));
}

// What contacts do (recorded by the client portal) and what the coach reads of it

export async function insertView(
  db: Executor,
  accountId: number,
  values: { playbookId: number; stepId: number | null; contactId: number | null; viewedAt?: Date },
) {
  await db.insert(playbookViews).values({ ...values, accountId });
}

export async function insertCompletion(
  db: Executor,
  accountId: number,
  values: { playbookId: number; stepId: number; contactId: number },
) {
  await db
    .insert(playbookStepCompletions)
    .values({ ...values, accountId })
    .onConflictDoNothing();
}

export async function insertQuestion(
  db: Executor,
  accountId: number,
  values: { playbookId: number; stepId: number | null; contactId: number | null; question: string },
) {
  const [row] = await db
    .insert(playbookQuestions)
    .values({ ...values, accountId })
    .returning({ id: playbookQuestions.id });
  return row!.id;
}

/** Whether the contact was sent the playbook. */
export async function isSent(
  db: Executor,
  accountId: number,
  playbookId: number,
  contactId: number,
) {
  const [row] = await db
    .select({ id: playbookContacts.playbookId })
    .from(playbookContacts)
    .where(
      and(
        ofAccount(playbookContacts, accountId),
        eq(playbookContacts.playbookId, playbookId),
        eq(playbookContacts.contactId, contactId),
      ),
    );
  return row !== undefined;
}

export async function listQuestions(
  db: Executor,
  accountId: number,
  playbookId: number,
  filter: { unanswered: boolean },
  page: { limit: number; offset: number },
) {
  const where = and(
    ofAccount(playbookQuestions, accountId),
    eq(playbookQuestions.playbookId, playbookId),
    filter.unanswered ? isNull(playbookQuestions.faqId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...getTableColumns(playbookQuestions),
        stepTitle: playbookSteps.title,
      })
      .from(playbookQuestions)
      .leftJoin(
        playbookSteps,
        and(
          eq(playbookSteps.accountId, playbookQuestions.accountId),
          eq(playbookSteps.id, playbookQuestions.stepId),
        ),
      )
      .where(where)
      .orderBy(desc(playbookQuestions.createdAt), desc(playbookQuestions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(playbookQuestions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findQuestion(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(playbookQuestions)
    .where(and(ofAccount(playbookQuestions, accountId), eq(playbookQuestions.id, id)));
  return row;
}

export async function answerQuestion(db: Executor, accountId: number, id: number, faqId: number) {
  await db
    .update(playbookQuestions)
    .set({ faqId })
    .where(and(ofAccount(playbookQuestions, accountId), eq(playbookQuestions.id, id)));
}

export async function deleteQuestions(
  db: Executor,
  accountId: number,
  playbookId: number,
  ids: number[],
) {
  const rows = await db
    .delete(playbookQuestions)
    .where(
      and(
        ofAccount(playbookQuestions, accountId),
        eq(playbookQuestions.playbookId, playbookId),
        inArray(playbookQuestions.id, ids),
      ),
    )
    .returning({ id: playbookQuestions.id });
  return rows.length;
}

/** Views and distinct viewers of the playbook, and views per day since `since`. */
export async function viewTotals(db: Executor, accountId: number, playbookId: number, since: Date) {
  const scope = and(ofAccount(playbookViews, accountId), eq(playbookViews.playbookId, playbookId));
  const [[totals], byDay, completedUsers] = await Promise.all([
    db
      .select({
        views: sql<number>`count(*)::int`,
        viewers: sql<number>`count(distinct ${playbookViews.contactId})::int`,
      })
      .from(playbookViews)
      .where(scope),
    db
      .select({
        date: sql<string>`to_char(${playbookViews.viewedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        views: sql<number>`count(*)::int`,
      })
      .from(playbookViews)
      .where(and(scope, sql`${playbookViews.viewedAt} >= ${since.toISOString()}`))
      .groupBy(sql`1`),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from (
        select ${playbookStepCompletions.contactId} from ${playbookStepCompletions}
        join ${playbookSteps} on ${playbookSteps.accountId} = ${playbookStepCompletions.accountId}
          and ${playbookSteps.id} = ${playbookStepCompletions.stepId}
        where ${playbookStepCompletions.accountId} = ${accountId}::int
          and ${playbookStepCompletions.playbookId} = ${playbookId}::int
          and not ${playbookSteps.isArchived}
        group by ${playbookStepCompletions.contactId}
        having count(*) = (select count(*) from ${playbookSteps}
          where ${playbookSteps.accountId} = ${accountId}::int
            and ${playbookSteps.playbookId} = ${playbookId}::int and not ${playbookSteps.isArchived})
      ) as done`,
    ),
  ]);
  return {
    views: totals?.views ?? 0,
    viewers: totals?.viewers ?? 0,
    byDay,
    completedUsers: completedUsers[0]?.n ?? 0,
  };
}

/** Per step: views, distinct viewers and completions. */
export function stepTotals(db: Executor, accountId: number, playbookId: number) {
  const stepId = sql.raw('"playbook_steps"."id"');
  return db
    .select({
      id: playbookSteps.id,
      title: playbookSteps.title,
      views: sql<number>`(select count(*) from ${playbookViews}
        where ${playbookViews.accountId} = ${accountId}::int and ${playbookViews.stepId} = ${stepId})::int`,
      viewers: sql<number>`(select count(distinct ${playbookViews.contactId}) from ${playbookViews}
        where ${playbookViews.accountId} = ${accountId}::int and ${playbookViews.stepId} = ${stepId})::int`,
      completions: sql<number>`(select count(*) from ${playbookStepCompletions}
        where ${playbookStepCompletions.accountId} = ${accountId}::int
          and ${playbookStepCompletions.stepId} = ${stepId})::int`,
    })
    .from(playbookSteps)
    .where(and(ofAccount(playbookSteps, accountId), eq(playbookSteps.playbookId, playbookId)))
    .orderBy(asc(playbookSteps.ordering), asc(playbookSteps.id));
}

// The client portal: what one contact sees

/** A playbook in a contact's portal, with their progress over its shown steps. */
export type PortalPlaybookRow = {
  id: number;
  title: string;
  thumbnail: string | null;
  is_pinned: boolean;
  category: string | null;
  allow_questions: boolean;
  steps_count: number;
  completed_count: number;
};

/**
 * The playbooks a contact sees: sent to them, or shown to every client; pinned first, then as
 * the coach ordered them. One playbook when `playbookId` is given.
 */
export function portalPlaybooks(
  db: Executor,
  accountId: number,
  contactId: number,
  playbookId?: number,
) {
  return rowsOf<PortalPlaybookRow>(
    db,
    sql`select p.id, p.title, p.thumbnail, p.is_pinned, c.name as category, p.allow_questions,
        (select count(*) from ${playbookSteps} s
          where s.account_id = p.account_id and s.playbook_id = p.id and not s.is_archived)::int
          as steps_count,
        (select count(*) from ${playbookStepCompletions} d
          join ${playbookSteps} s on s.account_id = d.account_id and s.id = d.step_id
          where d.account_id = p.account_id and d.playbook_id = p.id
            and d.contact_id = ${contactId}::bigint and not s.is_archived)::int as completed_count
      from ${playbooks} p
      left join ${playbookCategories} c on c.account_id = p.account_id and c.id = p.category_id
      where p.account_id = ${accountId}::int
        ${playbookId === undefined ? sql`` : sql`and p.id = ${playbookId}::int`}
        and (p.all_clients or exists (select 1 from ${playbookContacts} pc
          where pc.account_id = p.account_id and pc.playbook_id = p.id
            and pc.contact_id = ${contactId}::bigint))
      order by p.is_pinned desc, p.ordering desc, p.id desc`,
  );
}

/** The steps of a playbook a contact completed. */
export async function completedStepIds(
  db: Executor,
  accountId: number,
  playbookId: number,
  contactId: number,
) {
  const rows = await db
    .select({ stepId: playbookStepCompletions.stepId })
    .from(playbookStepCompletions)
    .where(
      and(
        ofAccount(playbookStepCompletions, accountId),
        eq(playbookStepCompletions.playbookId, playbookId),
        eq(playbookStepCompletions.contactId, contactId),
      ),
    );
  return rows.map((r) => r.stepId);
}
