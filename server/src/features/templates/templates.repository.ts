import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { draftsOfTemplate } from '../broadcasts/broadcasts.filters';
import { escapeLike } from '../contacts/contacts.filters';
import { templateCategories, templateSends, templates } from './templates.tables';

export type CategoryRow = typeof templateCategories.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;

const nameLike = (column: SQL | typeof templates.name, search: string | undefined) =>
  search ? sql`lower(${column}) like ${`%${escapeLike(search.toLowerCase())}%`}` : undefined;

// Correlated counts, qualified by hand: drizzle leaves a subquery's outer columns unqualified.
const templatesCount = sql<number>`(select count(*)::int from ${templates} t
  where t.account_id = "template_categories"."account_id"
  and t.category_id = "template_categories"."id")`;
const ofTemplate = (alias: string) =>
  sql.raw(
    `${alias}.account_id = "templates"."account_id" and ${alias}.template_id = "templates"."id"`,
  );
const sendsCount = sql<number>`(select count(*)::int from ${templateSends} s where ${ofTemplate('s')})`;
const lastSentAt = sql<Date | null>`(select max(s.created_at) from ${templateSends} s
  where ${ofTemplate('s')})`.mapWith(templateSends.createdAt);
const draftsCount = draftsOfTemplate(templates.accountId, templates.id);

const categoryColumns = { category: templateCategories, templatesCount };

export async function listCategories(db: Executor, accountId: number, kinds: readonly number[]) {
  return db
    .select(categoryColumns)
    .from(templateCategories)
    .where(
      and(ofAccount(templateCategories, accountId), inArray(templateCategories.isContent, kinds)),
    )
    .orderBy(asc(sql`lower(${templateCategories.name})`), asc(templateCategories.id));
}

export async function findCategory(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select(categoryColumns)
    .from(templateCategories)
    .where(and(ofAccount(templateCategories, accountId), eq(templateCategories.id, id)));
  return row;
}

export async function categoryNameTaken(
  db: Executor,
  accountId: number,
  isContent: number,
  name: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: templateCategories.id })
    .from(templateCategories)
    .where(
      and(
        ofAccount(templateCategories, accountId),
        eq(templateCategories.isContent, isContent),
        sql`lower(${templateCategories.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(templateCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The new category, or nothing when a concurrent request took the name first. */
export async function insertCategory(
  db: Executor,
  accountId: number,
  values: { name: string; isContent: number },
) {
  const [row] = await db
    .insert(templateCategories)
    .values({ ...values, accountId })
    .onConflictDoNothing()
    .returning({ id: templateCategories.id });
  return row;
}

export async function renameCategory(db: Executor, accountId: number, id: number, name: string) {
  await db
    .update(templateCategories)
    .set({ name })
    .where(and(ofAccount(templateCategories, accountId), eq(templateCategories.id, id)));
}

/** Deletes the category and, by its key, its templates; answers how many templates went. */
export async function deleteCategory(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(templates)
    .where(and(ofAccount(templates, accountId), eq(templates.categoryId, id)));
  await db
    .delete(templateCategories)
    .where(and(ofAccount(templateCategories, accountId), eq(templateCategories.id, id)));
  return row?.n ?? 0;
}

// Templates

const templateColumns = {
  template: templates,
  categoryName: templateCategories.name,
  isContent: templateCategories.isContent,
  sendsCount,
  lastSentAt,
  draftsCount,
};
export type TemplateListRow = {
  template: TemplateRow;
  categoryName: string;
  isContent: number;
  sendsCount: number;
  lastSentAt: Date | null;
  draftsCount: number;
};

const withCategory = (accountId: number) =>
  and(eq(templateCategories.accountId, accountId), eq(templateCategories.id, templates.categoryId));

export type TemplateFilter = {
  kinds: readonly number[];
  categoryId?: number | undefined;
  /** A folder's templates; null the main folder's. */
  folderId?: number | null | undefined;
  search?: string | undefined;
};

const templateWhere = (accountId: number, filter: TemplateFilter) =>
  and(
    ofAccount(templates, accountId),
    inArray(templateCategories.isContent, filter.kinds),
    filter.categoryId === undefined ? undefined : eq(templates.categoryId, filter.categoryId),
    filter.folderId === undefined
      ? undefined
      : filter.folderId === null
        ? isNull(templates.folderId)
        : eq(templates.folderId, filter.folderId),
    nameLike(templates.name, filter.search),
  );

/** A page of templates, newest first, with their category and counts. */
export async function pageTemplates(
  db: Executor,
  accountId: number,
  filter: TemplateFilter,
  limit: number,
  offset: number,
): Promise<{ rows: TemplateListRow[]; total: number }> {
  const where = templateWhere(accountId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(templateColumns)
      .from(templates)
      .innerJoin(templateCategories, withCategory(accountId))
      .where(where)
      .orderBy(desc(templates.createdAt), desc(templates.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(templates)
      .innerJoin(templateCategories, withCategory(accountId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTemplate(
  db: Executor,
  accountId: number,
  id: number,
): Promise<TemplateListRow | undefined> {
  const [row] = await db
    .select(templateColumns)
    .from(templates)
    .innerJoin(templateCategories, withCategory(accountId))
    .where(and(ofAccount(templates, accountId), eq(templates.id, id)));
  return row;
}

/** Templates by name for a picker. */
export async function templateChoices(
  db: Executor,
  accountId: number,
  filter: TemplateFilter,
  limit: number,
) {
  return db
    .select({
      id: templates.id,
      name: templates.name,
      categoryId: templates.categoryId,
      categoryName: templateCategories.name,
      isContent: templateCategories.isContent,
    })
    .from(templates)
    .innerJoin(templateCategories, withCategory(accountId))
    .where(templateWhere(accountId, filter))
    .orderBy(asc(sql`lower(${templates.name})`), asc(templates.id))
    .limit(limit);
}

export async function insertTemplate(
  db: Executor,
  accountId: number,
  values: {
    categoryId: number;
    name: string;
    subject: string;
    body: string;
    folderId?: number | null;
  },
) {
  const [row] = await db
    .insert(templates)
    .values({ ...values, accountId })
    .returning({ id: templates.id });
  return row!;
}

export async function updateTemplate(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<{ categoryId: number; name: string; subject: string; body: string }>,
) {
  await db
    .update(templates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(ofAccount(templates, accountId), eq(templates.id, id)));
}

export async function deleteTemplate(db: Executor, accountId: number, id: number) {
  await db.delete(templates).where(and(ofAccount(templates, accountId), eq(templates.id, id)));
}

// The log and the drafts

export async function insertTemplateSend(
  db: Executor,
  accountId: number,
  templateId: number,
  sendId: number,
) {
  await db.insert(templateSends).values({ accountId, templateId, sendId });
}

/** A page of the template log, newest first, with each entry's template. */
export async function pageTemplateSends(
  db: Executor,
  accountId: number,
  templateId: number | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    ofAccount(templateSends, accountId),
    templateId === undefined ? undefined : eq(templateSends.templateId, templateId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: templateSends.id,
        templateId: templateSends.templateId,
        sendId: templateSends.sendId,
        createdAt: templateSends.createdAt,
        templateName: templates.name,
        isContent: templateCategories.isContent,
      })
      .from(templateSends)
      .innerJoin(
        templates,
        and(eq(templates.accountId, accountId), eq(templates.id, templateSends.templateId)),
      )
      .innerJoin(templateCategories, withCategory(accountId))
      .where(where)
      .orderBy(desc(templateSends.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(templateSends).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
