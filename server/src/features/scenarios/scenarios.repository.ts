import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { leaveContactRows, reassignUniqueContactRows } from '../contacts/contact-assets';
import {
  type OnboardingScenarioContactRow,
  onboardingCategories,
  onboardingContents,
  onboardingScenarioContacts,
  onboardingScenarios,
  onboardingScenarioTags,
  onboardingStepCompletions,
  onboardingStepContents,
  onboardingSteps,
} from './scenarios.tables';

// Onboarding scenarios (issue 16 §6): scenarios, their categories and steps, the content library
// and its pivots on steps, assigned contacts and completions. Every query takes the tenant first.

const scenarioCounts = {
  categoriesCount: sql<number>`(select count(*)::int from ${onboardingCategories} c
    where c.account_id = onboarding_scenarios.account_id and c.scenario_id = onboarding_scenarios.id)`,
  stepsCount: sql<number>`(select count(*)::int from ${onboardingSteps} s
    join ${onboardingCategories} c on c.account_id = s.account_id and c.id = s.category_id
    where c.account_id = onboarding_scenarios.account_id and c.scenario_id = onboarding_scenarios.id)`,
  contactsCount: sql<number>`(select count(*)::int from ${onboardingScenarioContacts} sc
    where sc.account_id = onboarding_scenarios.account_id and sc.scenario_id = onboarding_scenarios.id)`,
};
const scenarioColumns = {
  id: onboardingScenarios.id,
  name: onboardingScenarios.name,
  order: onboardingScenarios.order,
  branding: onboardingScenarios.branding,
  createdAt: onboardingScenarios.createdAt,
  updatedAt: onboardingScenarios.updatedAt,
  ...scenarioCounts,
};
export type ScenarioListRow = {
  id: number;
  name: string;
  order: number;
  branding: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
  categoriesCount: number;
  stepsCount: number;
  contactsCount: number;
};

const nameLike = (search: string | undefined) =>
  search
    ? sql`lower(${onboardingScenarios.name}) like '%' || lower(${search.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`
    : undefined;

// Scenarios ------------------------------------------------------------------------------------

export async function pageOfScenarios(
  db: Executor,
  accountId: number,
  query: { search?: string | undefined; page: number; perPage: number },
) {
  const where = and(ofAccount(onboardingScenarios, accountId), nameLike(query.search));
  const [rows, [total]] = await Promise.all([
    db
      .select(scenarioColumns)
      .from(onboardingScenarios)
      .where(where)
      .orderBy(asc(onboardingScenarios.order), asc(onboardingScenarios.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(onboardingScenarios).where(where),
  ]);
  return { rows: rows as ScenarioListRow[], total: total?.n ?? 0 };
}

/** The scenarios of the ids (every one when absent), in order. */
export async function scenariosOf(db: Executor, accountId: number, ids?: number[]) {
  const rows = await db
    .select(scenarioColumns)
    .from(onboardingScenarios)
    .where(
      and(
        ofAccount(onboardingScenarios, accountId),
        ids ? inArray(onboardingScenarios.id, ids) : undefined,
      ),
    )
    .orderBy(asc(onboardingScenarios.order), asc(onboardingScenarios.id));
  return rows as ScenarioListRow[];
}

export async function insertScenario(
  db: Executor,
  accountId: number,
  values: { name: string; branding?: Record<string, string>; createdBy: number | null },
) {
  const [row] = await db
    .insert(onboardingScenarios)
    .values({
      accountId,
      ...values,
      order: sql`(select coalesce(max("order") + 1, 0) from ${onboardingScenarios}
        where account_id = ${accountId}::int)`,
    })
    .returning({ id: onboardingScenarios.id });
  return row!.id;
}

export async function updateScenario(
  db: Executor,
  accountId: number,
  id: number,
  values: { name?: string; branding?: Record<string, string> },
) {
  await db
    .update(onboardingScenarios)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(onboardingScenarios, accountId), eq(onboardingScenarios.id, id)));
}

export async function deleteScenarios(db: Executor, accountId: number, ids: number[]) {
  const rows = await db
    .delete(onboardingScenarios)
    .where(and(ofAccount(onboardingScenarios, accountId), inArray(onboardingScenarios.id, ids)))
    .returning({ id: onboardingScenarios.id });
  return rows.length;
}

type Ordered = typeof onboardingScenarios | typeof onboardingCategories | typeof onboardingSteps;

/** Gives each row of the table its place: `ids` in their new order. */
export async function setOrders(db: Executor, accountId: number, table: Ordered, ids: number[]) {
  if (ids.length === 0) return;
  await db.execute(sql`update ${table} t set "order" = o.ord - 1
    from unnest(${arrayParam(ids)}::int[]) with ordinality as o(id, ord)
    where t.account_id = ${accountId}::int and t.id = o.id`);
}

/** The ids of every row of the scenario's table under its parent (all scenarios: no parent). */
export async function idsUnder(
  db: Executor,
  accountId: number,
  table: Ordered,
  parentId?: number,
): Promise<number[]> {
  const parent =
    table === onboardingCategories
      ? eq(onboardingCategories.scenarioId, parentId ?? 0)
      : table === onboardingSteps
        ? eq(onboardingSteps.categoryId, parentId ?? 0)
        : undefined;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(ofAccount(table, accountId), parent));
  return rows.map((r) => r.id);
}

export async function tagIdsOf(db: Executor, accountId: number, scenarioIds: number[]) {
  const byScenario = new Map<number, number[]>();
  if (scenarioIds.length === 0) return byScenario;
  const rows = await db
    .select({ scenarioId: onboardingScenarioTags.scenarioId, tagId: onboardingScenarioTags.tagId })
    .from(onboardingScenarioTags)
    .where(
      and(
        ofAccount(onboardingScenarioTags, accountId),
        inArray(onboardingScenarioTags.scenarioId, scenarioIds),
      ),
    )
    .orderBy(asc(onboardingScenarioTags.tagId));
  for (const row of rows)
    byScenario.set(row.scenarioId, [...(byScenario.get(row.scenarioId) ?? []), row.tagId]);
  return byScenario;
}

export async function replaceTags(
  db: Executor,
  accountId: number,
  scenarioId: number,
  tagIds: number[],
) {
  await db
    .delete(onboardingScenarioTags)
    .where(
      and(
        ofAccount(onboardingScenarioTags, accountId),
        eq(onboardingScenarioTags.scenarioId, scenarioId),
      ),
    );
  if (tagIds.length > 0)
    await db
      .insert(onboardingScenarioTags)
      .values(tagIds.map((tagId) => ({ accountId, scenarioId, tagId })))
      .onConflictDoNothing();
}

// Categories and steps -------------------------------------------------------------------------

const categoryColumns = {
  id: onboardingCategories.id,
  scenarioId: onboardingCategories.scenarioId,
  name: onboardingCategories.name,
  order: onboardingCategories.order,
  stepsCount: sql<number>`(select count(*)::int from ${onboardingSteps} s
    where s.account_id = onboarding_categories.account_id and s.category_id = onboarding_categories.id)`,
};
export type CategoryListRow = {
  id: number;
  scenarioId: number;
  name: string;
  order: number;
  stepsCount: number;
};

export async function categoriesOf(
  db: Executor,
  accountId: number,
  filter: { scenarioId?: number; id?: number },
): Promise<CategoryListRow[]> {
  return db
    .select(categoryColumns)
    .from(onboardingCategories)
    .where(
      and(
        ofAccount(onboardingCategories, accountId),
        filter.scenarioId === undefined
          ? undefined
          : eq(onboardingCategories.scenarioId, filter.scenarioId),
        filter.id === undefined ? undefined : eq(onboardingCategories.id, filter.id),
      ),
    )
    .orderBy(asc(onboardingCategories.order), asc(onboardingCategories.id));
}

export async function insertCategory(
  db: Executor,
  accountId: number,
  values: { scenarioId: number; name: string; order?: number },
) {
  const [row] = await db
    .insert(onboardingCategories)
    .values({
      accountId,
      ...values,
      order:
        values.order ??
        sql`(select coalesce(max("order") + 1, 0) from ${onboardingCategories}
          where account_id = ${accountId}::int and scenario_id = ${values.scenarioId}::int)`,
    })
    .returning({ id: onboardingCategories.id });
  return row!.id;
}

export async function renameCategory(db: Executor, accountId: number, id: number, name: string) {
  await db
    .update(onboardingCategories)
    .set({ name })
    .where(and(ofAccount(onboardingCategories, accountId), eq(onboardingCategories.id, id)));
}

export async function deleteCategory(db: Executor, accountId: number, id: number) {
  await db
    .delete(onboardingCategories)
    .where(and(ofAccount(onboardingCategories, accountId), eq(onboardingCategories.id, id)));
}

export type StepRow = {
  id: number;
  scenarioId: number;
  categoryId: number;
  name: string;
  description: string;
  order: number;
};

/**
 * Steps with their scenario, in the scenario's order (categories by order, then steps by order):
 * of a category, of a scenario, of several scenarios, or one step.
 */
export async function stepsOf(
  db: Executor,
  accountId: number,
  filter: { categoryId?: number; scenarioIds?: number[]; id?: number },
): Promise<StepRow[]> {
  return db
    .select({
      id: onboardingSteps.id,
      scenarioId: onboardingCategories.scenarioId,
      categoryId: onboardingSteps.categoryId,
      name: onboardingSteps.name,
      description: onboardingSteps.description,
      order: onboardingSteps.order,
    })
    .from(onboardingSteps)
    .innerJoin(
      onboardingCategories,
      and(
        eq(onboardingCategories.accountId, onboardingSteps.accountId),
        eq(onboardingCategories.id, onboardingSteps.categoryId),
      ),
    )
    .where(
      and(
        ofAccount(onboardingSteps, accountId),
        filter.categoryId === undefined
          ? undefined
          : eq(onboardingSteps.categoryId, filter.categoryId),
        filter.scenarioIds === undefined
          ? undefined
          : inArray(onboardingCategories.scenarioId, filter.scenarioIds),
        filter.id === undefined ? undefined : eq(onboardingSteps.id, filter.id),
      ),
    )
    .orderBy(
      asc(onboardingCategories.scenarioId),
      asc(onboardingCategories.order),
      asc(onboardingCategories.id),
      asc(onboardingSteps.order),
      asc(onboardingSteps.id),
    );
}

export async function insertStep(
  db: Executor,
  accountId: number,
  values: { categoryId: number; name: string; description?: string; order?: number },
) {
  const [row] = await db
    .insert(onboardingSteps)
    .values({
      accountId,
      ...values,
      order:
        values.order ??
        sql`(select coalesce(max("order") + 1, 0) from ${onboardingSteps}
          where account_id = ${accountId}::int and category_id = ${values.categoryId}::int)`,
    })
    .returning({ id: onboardingSteps.id });
  return row!.id;
}

export async function updateStep(
  db: Executor,
  accountId: number,
  id: number,
  values: { name?: string; description?: string },
) {
  if (Object.keys(values).length === 0) return;
  await db
    .update(onboardingSteps)
    .set(values)
    .where(and(ofAccount(onboardingSteps, accountId), eq(onboardingSteps.id, id)));
}

export async function deleteStep(db: Executor, accountId: number, id: number) {
  await db
    .delete(onboardingSteps)
    .where(and(ofAccount(onboardingSteps, accountId), eq(onboardingSteps.id, id)));
}

// Contents and pivots --------------------------------------------------------------------------

const contentColumns = {
  id: onboardingContents.id,
  data: onboardingContents.data,
  createdAt: onboardingContents.createdAt,
  updatedAt: onboardingContents.updatedAt,
  stepsCount: sql<number>`(select count(*)::int from ${onboardingStepContents} p
    where p.account_id = onboarding_contents.account_id and p.content_id = onboarding_contents.id)`,
};

export async function pageOfContents(
  db: Executor,
  accountId: number,
  query: { search?: string | undefined; type?: string | undefined; page: number; perPage: number },
) {
  const where = and(
    ofAccount(onboardingContents, accountId),
    query.search
      ? sql`lower(${onboardingContents.data}->>'title') like '%' || lower(${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`
      : undefined,
    query.type ? sql`${onboardingContents.data}->>'type' = ${query.type}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(contentColumns)
      .from(onboardingContents)
      .where(where)
      .orderBy(desc(onboardingContents.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(onboardingContents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function contentById(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select(contentColumns)
    .from(onboardingContents)
    .where(and(ofAccount(onboardingContents, accountId), eq(onboardingContents.id, id)));
  return row;
}

export async function insertContent(
  db: Executor,
  accountId: number,
  data: typeof onboardingContents.$inferInsert.data,
) {
  const [row] = await db
    .insert(onboardingContents)
    .values({ accountId, data })
    .returning({ id: onboardingContents.id });
  return row!.id;
}

export async function updateContent(
  db: Executor,
  accountId: number,
  id: number,
  data: typeof onboardingContents.$inferInsert.data,
) {
  await db
    .update(onboardingContents)
    .set({ data, updatedAt: new Date() })
    .where(and(ofAccount(onboardingContents, accountId), eq(onboardingContents.id, id)));
}

export async function deleteContent(db: Executor, accountId: number, id: number) {
  await db
    .delete(onboardingContents)
    .where(and(ofAccount(onboardingContents, accountId), eq(onboardingContents.id, id)));
}

/** The pivots of the steps with their contents, in each step's order. */
export async function pivotsOf(db: Executor, accountId: number, stepIds: number[]) {
  if (stepIds.length === 0) return [];
  return db
    .select({
      id: onboardingStepContents.id,
      stepId: onboardingStepContents.stepId,
      data: onboardingStepContents.data,
      order: onboardingStepContents.order,
      content: {
        id: onboardingContents.id,
        data: onboardingContents.data,
        createdAt: onboardingContents.createdAt,
        updatedAt: onboardingContents.updatedAt,
      },
    })
    .from(onboardingStepContents)
    .innerJoin(
      onboardingContents,
      and(
        eq(onboardingContents.accountId, onboardingStepContents.accountId),
        eq(onboardingContents.id, onboardingStepContents.contentId),
      ),
    )
    .where(
      and(
        ofAccount(onboardingStepContents, accountId),
        inArray(onboardingStepContents.stepId, stepIds),
      ),
    )
    .orderBy(asc(onboardingStepContents.order), asc(onboardingStepContents.id));
}

/** Puts the content on the step at `order` (the others from there move down); false if there already. */
export async function insertPivot(
  db: Executor,
  accountId: number,
  values: {
    stepId: number;
    contentId: number;
    data: typeof onboardingStepContents.$inferInsert.data;
    order: number | undefined;
  },
) {
  const at =
    values.order ??
    (
      await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${onboardingStepContents}
          where account_id = ${accountId}::int and step_id = ${values.stepId}::int`,
      )
    )[0]!.n;
  await db.execute(sql`update ${onboardingStepContents} set "order" = "order" + 1
    where account_id = ${accountId}::int and step_id = ${values.stepId}::int and "order" >= ${at}::int`);
  const rows = await db
    .insert(onboardingStepContents)
    .values({ accountId, ...values, order: at })
    .onConflictDoNothing()
    .returning({ id: onboardingStepContents.id });
  return rows.length > 0;
}

export async function updatePivot(
  db: Executor,
  accountId: number,
  stepId: number,
  id: number,
  data: typeof onboardingStepContents.$inferInsert.data,
) {
  const rows = await db
    .update(onboardingStepContents)
    .set({ data })
    .where(
      and(
        ofAccount(onboardingStepContents, accountId),
        eq(onboardingStepContents.stepId, stepId),
        eq(onboardingStepContents.id, id),
      ),
    )
    .returning({ id: onboardingStepContents.id });
  return rows.length > 0;
}

export async function deletePivot(db: Executor, accountId: number, stepId: number, id: number) {
  const rows = await db
    .delete(onboardingStepContents)
    .where(
      and(
        ofAccount(onboardingStepContents, accountId),
        eq(onboardingStepContents.stepId, stepId),
        eq(onboardingStepContents.id, id),
      ),
    )
    .returning({ id: onboardingStepContents.id });
  return rows.length > 0;
}

export async function pivotIdsOf(db: Executor, accountId: number, stepId: number) {
  const rows = await db
    .select({ id: onboardingStepContents.id })
    .from(onboardingStepContents)
    .where(
      and(ofAccount(onboardingStepContents, accountId), eq(onboardingStepContents.stepId, stepId)),
    );
  return rows.map((r) => r.id);
}

export async function setPivotOrders(db: Executor, accountId: number, ids: number[]) {
  await db.execute(sql`update ${onboardingStepContents} t set "order" = o.ord - 1
    from unnest(${arrayParam(ids)}::int[]) with ordinality as o(id, ord)
    where t.account_id = ${accountId}::int and t.id = o.id`);
}

/** Copies the scenario's categories, steps and pivots under the copy, in one statement each. */
export async function copyScenarioBody(
  db: Executor,
  accountId: number,
  fromId: number,
  toId: number,
) {
  const categories = await categoriesOf(db, accountId, { scenarioId: fromId });
  for (const category of categories) {
    const categoryId = await insertCategory(db, accountId, {
      scenarioId: toId,
      name: category.name,
      order: category.order,
    });
    const steps = await stepsOf(db, accountId, { categoryId: category.id });
    for (const step of steps) {
      const stepId = await insertStep(db, accountId, {
        categoryId,
        name: step.name,
        description: step.description,
        order: step.order,
      });
      await db.execute(sql`insert into ${onboardingStepContents}
          (account_id, step_id, content_id, data, "order")
        select account_id, ${stepId}::int, content_id, data, "order"
        from ${onboardingStepContents}
        where account_id = ${accountId}::int and step_id = ${step.id}::int`);
    }
  }
}

// Contacts and completions ---------------------------------------------------------------------

/** Assigns the contacts of the subquery; answers the contact ids newly assigned. */
export async function assignContacts(
  db: Executor,
  accountId: number,
  scenarioIds: number[],
  contactIds: SQL,
) {
  const rows = await rowsOf<{ contact_id: number; scenario_id: number }>(
    db,
    sql`insert into ${onboardingScenarioContacts} (account_id, scenario_id, contact_id)
      select ${accountId}::int, s.id, c.id
      from unnest(${arrayParam(scenarioIds)}::int[]) as s(id) cross join ${contactIds} as c(id)
      on conflict (scenario_id, contact_id) do nothing
      returning contact_id, scenario_id`,
  );
  return rows.map((r) => ({ ...r, contact_id: Number(r.contact_id) }));
}

/** Pauses or resumes the contacts of the subquery on the scenarios; the rows changed. */
export async function setContactsStatus(
  db: Executor,
  accountId: number,
  scenarioIds: number[],
  contactIds: SQL | number[],
  status: 'active' | 'paused',
) {
  const rows = await db
    .update(onboardingScenarioContacts)
    .set({ status, pausedAt: status === 'paused' ? new Date() : null })
    .where(
      and(
        ofAccount(onboardingScenarioContacts, accountId),
        inArray(onboardingScenarioContacts.scenarioId, scenarioIds),
        sql`${onboardingScenarioContacts.status} <> ${status}`,
        Array.isArray(contactIds)
          ? sql`${onboardingScenarioContacts.contactId} = any(${arrayParam(contactIds)}::bigint[])`
          : sql`${onboardingScenarioContacts.contactId} in ${contactIds}`,
      ),
    )
    .returning({ id: onboardingScenarioContacts.id });
  return rows.length;
}

export async function scenarioContactOf(
  db: Executor,
  accountId: number,
  scenarioId: number,
  contactId: number,
): Promise<OnboardingScenarioContactRow | undefined> {
  const [row] = await db
    .select()
    .from(onboardingScenarioContacts)
    .where(
      and(
        ofAccount(onboardingScenarioContacts, accountId),
        eq(onboardingScenarioContacts.scenarioId, scenarioId),
        eq(onboardingScenarioContacts.contactId, contactId),
      ),
    );
  return row;
}

export async function pageOfScenarioContacts(
  db: Executor,
  accountId: number,
  scenarioId: number,
  filter: { status?: 'active' | 'paused' | undefined; search: SQL | undefined },
  page: { page: number; perPage: number },
) {
  const where = and(
    ofAccount(onboardingScenarioContacts, accountId),
    eq(onboardingScenarioContacts.scenarioId, scenarioId),
    filter.status ? eq(onboardingScenarioContacts.status, filter.status) : undefined,
    filter.search ? sql`${onboardingScenarioContacts.contactId} in ${filter.search}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(onboardingScenarioContacts)
      .where(where)
      .orderBy(desc(onboardingScenarioContacts.assignedAt), desc(onboardingScenarioContacts.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(onboardingScenarioContacts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The scenarios a contact is assigned to, in the scenarios' order. */
export async function assignmentsOfContact(db: Executor, accountId: number, contactId: number) {
  return db
    .select({
      id: onboardingScenarioContacts.id,
      scenarioId: onboardingScenarioContacts.scenarioId,
      contactId: onboardingScenarioContacts.contactId,
      status: onboardingScenarioContacts.status,
      assignedAt: onboardingScenarioContacts.assignedAt,
      pausedAt: onboardingScenarioContacts.pausedAt,
    })
    .from(onboardingScenarioContacts)
    .innerJoin(
      onboardingScenarios,
      and(
        eq(onboardingScenarios.accountId, onboardingScenarioContacts.accountId),
        eq(onboardingScenarios.id, onboardingScenarioContacts.scenarioId),
      ),
    )
    .where(
      and(
        ofAccount(onboardingScenarioContacts, accountId),
        eq(onboardingScenarioContacts.contactId, contactId),
      ),
    )
    .orderBy(asc(onboardingScenarios.order), asc(onboardingScenarios.id));
}

/** Whose completions: a contact's, or a coach's preview. */
export type Completer = { contactId: number } | { userId: number };
const whoseCompletions = (who: Completer) =>
  'contactId' in who
    ? eq(onboardingStepCompletions.contactId, who.contactId)
    : and(
        isNull(onboardingStepCompletions.contactId),
        eq(onboardingStepCompletions.userId, who.userId),
      );

/** Completion times of the steps, by step id. */
export async function completionsOf(
  db: Executor,
  accountId: number,
  stepIds: number[],
  who: Completer,
) {
  const byStep = new Map<number, Date>();
  if (stepIds.length === 0) return byStep;
  const rows = await db
    .select({
      stepId: onboardingStepCompletions.stepId,
      completedAt: onboardingStepCompletions.completedAt,
    })
    .from(onboardingStepCompletions)
    .where(
      and(
        ofAccount(onboardingStepCompletions, accountId),
        inArray(onboardingStepCompletions.stepId, stepIds),
        whoseCompletions(who),
      ),
    );
  for (const row of rows) byStep.set(row.stepId, row.completedAt);
  return byStep;
}

/** Completed steps and the last completion per contact, over the scenario's steps. */
export async function progressOf(
  db: Executor,
  accountId: number,
  scenarioId: number,
  contactIds: number[],
) {
  const byContact = new Map<number, { done: number; last: Date | null }>();
  if (contactIds.length === 0) return byContact;
  const rows = await rowsOf<{ contact_id: string | number; done: number; last: string | Date }>(
    db,
    sql`select p.contact_id, count(*)::int as done, max(p.completed_at) as last
      from ${onboardingStepCompletions} p
      join ${onboardingSteps} s on s.account_id = p.account_id and s.id = p.step_id
      join ${onboardingCategories} c on c.account_id = s.account_id and c.id = s.category_id
      where p.account_id = ${accountId}::int and c.scenario_id = ${scenarioId}::int
        and p.contact_id = any(${arrayParam(contactIds)}::bigint[])
      group by p.contact_id`,
  );
  for (const row of rows)
    byContact.set(Number(row.contact_id), { done: row.done, last: new Date(row.last) });
  return byContact;
}

export async function complete(
  db: Executor,
  accountId: number,
  stepId: number,
  who: Completer,
  userId: number | null,
) {
  const contactId = 'contactId' in who ? who.contactId : null;
  const by = 'userId' in who ? who.userId : userId;
  const target =
    contactId === null
      ? sql`(step_id, user_id) where contact_id is null`
      : sql`(step_id, contact_id) where contact_id is not null`;
  await db.execute(sql`insert into ${onboardingStepCompletions}
      (account_id, step_id, contact_id, user_id)
    values (${accountId}::int, ${stepId}::int, ${contactId}::bigint, ${by}::int)
    on conflict ${target} do nothing`);
}

export async function uncomplete(db: Executor, accountId: number, stepId: number, who: Completer) {
  await db
    .delete(onboardingStepCompletions)
    .where(
      and(
        ofAccount(onboardingStepCompletions, accountId),
        eq(onboardingStepCompletions.stepId, stepId),
        whoseCompletions(who),
      ),
    );
}

/** Clears the coach's preview completions of the scenario's steps; how many. */
export async function resetPreview(
  db: Executor,
  accountId: number,
  scenarioId: number,
  userId: number,
) {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`delete from ${onboardingStepCompletions} p
      using ${onboardingSteps} s, ${onboardingCategories} c
      where p.account_id = ${accountId}::int and p.contact_id is null and p.user_id = ${userId}::int
        and s.account_id = p.account_id and s.id = p.step_id
        and c.account_id = s.account_id and c.id = s.category_id
        and c.scenario_id = ${scenarioId}::int
      returning p.id`,
  );
  return rows.length;
}

// Contacts moving and merged -------------------------------------------------------------------

/** Contacts leaving for another location (a subquery of their ids) leave their scenarios here. */
export async function leaveScenarios(db: Executor, accountId: number, contactIds: SQL) {
  for (const table of [onboardingStepCompletions, onboardingScenarioContacts])
    await leaveContactRows(db, table, accountId, contactIds);
}

/**
 * A merge: the merged contacts' scenarios and completions become the survivor's, unless the
 * survivor has the same already (then theirs are dropped).
 */
export async function reassignScenarios(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  await reassignUniqueContactRows(
    db,
    onboardingScenarioContacts,
    'scenario_id',
    accountId,
    fromIds,
    toId,
  );
  await reassignUniqueContactRows(
    db,
    onboardingStepCompletions,
    'step_id',
    accountId,
    fromIds,
    toId,
  );
}
