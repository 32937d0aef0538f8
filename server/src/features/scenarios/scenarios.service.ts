import type { Paginated } from '@coachline/contract/api';
import type { ContactSelection } from '@coachline/contract/contacts';
import {
  type BrandingSetting,
  type PortalScenario,
  type Scenario,
  type ScenarioCategory,
  type ScenarioContact,
  type ScenarioContent,
  type ScenarioContentData,
  type ScenarioStep,
  type StepContentData,
  scenarioBrandingDefaults,
  scenarioMessages as words,
} from '@coachline/contract/scenarios';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import type { PortalContext, RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { presentPage } from '../../platform/pagination';
import { contactIdIn, contactSearch, selectedContactIds } from '../contacts/contacts.filters';
import * as contacts from '../contacts/contacts.service';
import * as tags from '../tags/tags.service';
import * as repo from './scenarios.repository';
import { onboardingCategories, onboardingScenarios, onboardingSteps } from './scenarios.tables';

// Onboarding scenarios (issue 16 §6): ordered checklists of categories of steps that assigned
// contacts complete in their portal. The contact centre's permissions guard them. A coach's own
// completions (no contact) are their preview; a paused (restricted) contact cannot progress.

export { leaveScenarios, reassignScenarios } from './scenarios.repository';

const area = 'contacts-center';
const done = (message: string) => ({ status: 1 as const, message });

// Presenters -----------------------------------------------------------------------------------

async function presentScenarios(
  deps: Deps,
  accountId: number,
  rows: repo.ScenarioListRow[],
): Promise<Scenario[]> {
  const tagIds = await repo.tagIdsOf(
    deps.db,
    accountId,
    rows.map((r) => r.id),
  );
  const names = await tagNames(deps, accountId, [...new Set([...tagIds.values()].flat())]);
  return rows.map((r) => ({
    id: r.id,
    order: r.order,
    name: r.name,
    categories_count: r.categoriesCount,
    steps_count: r.stepsCount,
    contacts_count: r.contactsCount,
    tags: (tagIds.get(r.id) ?? []).flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

async function tagNames(deps: Deps, accountId: number, ids: number[]) {
  const rows = await Promise.all(ids.map((id) => tags.findTag(deps.db, accountId, id)));
  return new Map(rows.flatMap((row) => (row ? [[row.id, row.name] as const] : [])));
}

const presentCategory = (row: repo.CategoryListRow): ScenarioCategory => ({
  id: row.id,
  scenario_id: row.scenarioId,
  name: row.name,
  order: row.order,
  steps_count: row.stepsCount,
});

const presentContent = (row: {
  id: number;
  data: ScenarioContentData;
  createdAt: Date;
  updatedAt: Date;
}) => ({
  id: row.id,
  data: row.data,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Steps with their contents and the completions of `who`. */
async function presentSteps(
  db: Executor,
  accountId: number,
  steps: repo.StepRow[],
  who: repo.Completer,
): Promise<ScenarioStep[]> {
  const ids = steps.map((s) => s.id);
  const [pivots, completions] = await Promise.all([
    repo.pivotsOf(db, accountId, ids),
    repo.completionsOf(db, accountId, ids, who),
  ]);
  return steps.map((s) => ({
    id: s.id,
    scenario_id: s.scenarioId,
    category_id: s.categoryId,
    name: s.name,
    description: s.description,
    order: s.order,
    contents: pivots
      .filter((p) => p.stepId === s.id)
      .map((p) => ({
        pivot: { id: p.id, data: p.data, order: p.order },
        content: presentContent(p.content),
      })),
    completed_at: completions.get(s.id)?.toISOString() ?? null,
  }));
}

const brandingOf = (saved: Record<string, string>): BrandingSetting[] =>
  (Object.keys(scenarioBrandingDefaults) as (keyof typeof scenarioBrandingDefaults)[]).map(
    (name) => ({ name, value: saved[name] ?? scenarioBrandingDefaults[name] }),
  );

// Lookups: another location's id is a 404, as a missing one ------------------------------------

async function scenarioOf(db: Executor, accountId: number, id: number) {
  const [row] = await repo.scenariosOf(db, accountId, [id]);
  if (!row) throw notFound();
  return row;
}
async function categoryOf(db: Executor, accountId: number, id: number) {
  const [row] = await repo.categoriesOf(db, accountId, { id });
  if (!row) throw notFound();
  return row;
}
async function stepOf(db: Executor, accountId: number, id: number) {
  const [row] = await repo.stepsOf(db, accountId, { id });
  if (!row) throw notFound();
  return row;
}
async function contentOf(db: Executor, accountId: number, id: number) {
  const row = await repo.contentById(db, accountId, id);
  if (!row) throw notFound();
  return row;
}

/** The full list, each once: else 422 on the list's field. */
async function assertWholeList(
  given: number[],
  existing: number[],
  field: string,
  message: string,
) {
  const sent = new Set(given);
  if (
    sent.size !== given.length ||
    sent.size !== existing.length ||
    existing.some((id) => !sent.has(id))
  )
    throw fieldError(field, message);
}
const byOrder = (list: { id: number; order: number }[]) =>
  [...list].sort((a, b) => a.order - b.order).map((item) => item.id);

// Scenarios ------------------------------------------------------------------------------------

export async function list(
  deps: Deps,
  ctx: RequestContext,
  query: { page: number; per_page: number; search?: string | undefined },
) {
  authorize(ctx, 'view', area);
  const { rows, total } = await repo.pageOfScenarios(deps.db, ctx.accountId, {
    search: query.search,
    page: query.page,
    perPage: query.per_page,
  });
  const page = presentPage(
    await presentScenarios(deps, ctx.accountId, rows),
    total,
    query.page,
    query.per_page,
  );
  const { data: _, ...meta } = page;
  return { ...page, meta };
}

export async function all(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', area);
  const rows = await repo.scenariosOf(deps.db, ctx.accountId);
  return { status: 1 as const, data: await presentScenarios(deps, ctx.accountId, rows) };
}

async function scenarioResponse(deps: Deps, accountId: number, id: number, message: string) {
  const row = await scenarioOf(deps.db, accountId, id);
  const [scenario] = await presentScenarios(deps, accountId, [row]);
  return { ...done(message), scenario: scenario! };
}

export async function create(deps: Deps, ctx: RequestContext, body: { name: string }) {
  authorize(ctx, 'create', area);
  const id = await repo.insertScenario(deps.db, ctx.accountId, {
    name: body.name,
    createdBy: ctx.user.id,
  });
  return scenarioResponse(deps, ctx.accountId, id, words.created);
}

export async function update(deps: Deps, ctx: RequestContext, id: number, body: { name: string }) {
  authorize(ctx, 'update', area);
  await scenarioOf(deps.db, ctx.accountId, id);
  await repo.updateScenario(deps.db, ctx.accountId, id, { name: body.name });
  return scenarioResponse(deps, ctx.accountId, id, words.updated);
}

export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', area);
  await scenarioOf(deps.db, ctx.accountId, id);
  await repo.deleteScenarios(deps.db, ctx.accountId, [id]);
  return done(words.deleted);
}

/** Every id must be a scenario of the location: else 404, and nothing is done. */
async function scenariosOfIds(deps: Deps, ctx: RequestContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.scenariosOf(deps.db, ctx.accountId, unique);
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

export async function bulkDelete(deps: Deps, ctx: RequestContext, ids: number[]) {
  authorize(ctx, 'delete', area);
  await scenariosOfIds(deps, ctx, ids);
  const affected = await repo.deleteScenarios(deps.db, ctx.accountId, [...new Set(ids)]);
  return { ...done(words.bulkDeleted(affected)), affected };
}

export async function reorder(
  deps: Deps,
  ctx: RequestContext,
  list: { id: number; order: number }[],
) {
  authorize(ctx, 'update', area);
  const existing = await repo.idsUnder(deps.db, ctx.accountId, onboardingScenarios);
  const ids = list.map((item) => item.id);
  await assertWholeList(ids, existing, 'onboarding_scenarios', words.scenariosIncomplete);
  await repo.setOrders(deps.db, ctx.accountId, onboardingScenarios, byOrder(list));
  return done(words.reordered);
}

/** A copy of the scenario: categories, steps, their contents, tags and branding; no contacts. */
async function copyScenario(
  deps: Deps,
  ctx: RequestContext,
  from: repo.ScenarioListRow,
  name: string,
) {
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertScenario(tx, ctx.accountId, {
      name,
      branding: from.branding,
      createdBy: ctx.user.id,
    });
    await repo.copyScenarioBody(tx, ctx.accountId, from.id, id);
    const tagIds = (await repo.tagIdsOf(tx, ctx.accountId, [from.id])).get(from.id) ?? [];
    await repo.replaceTags(tx, ctx.accountId, id, tagIds);
    return id;
  });
}

export async function duplicate(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: { name: string },
) {
  authorize(ctx, 'create', area);
  const from = await scenarioOf(deps.db, ctx.accountId, id);
  const copy = await copyScenario(deps, ctx, from, body.name);
  return scenarioResponse(deps, ctx.accountId, copy, words.duplicated);
}

export async function bulkDuplicate(
  deps: Deps,
  ctx: RequestContext,
  body: { name: string; ids: number[] },
) {
  authorize(ctx, 'create', area);
  const rows = await scenariosOfIds(deps, ctx, body.ids);
  const copies: number[] = [];
  for (const row of rows)
    copies.push(
      await copyScenario(
        deps,
        ctx,
        row,
        rows.length === 1 ? body.name : `${body.name} (${row.name})`,
      ),
    );
  const data = await presentScenarios(
    deps,
    ctx.accountId,
    await repo.scenariosOf(deps.db, ctx.accountId, copies),
  );
  return { ...done(words.bulkDuplicated(copies.length)), affected: copies.length, data };
}

// Tags and branding ----------------------------------------------------------------------------

export async function scenarioTags(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', area);
  await scenarioOf(deps.db, ctx.accountId, id);
  return { status: 1 as const, data: await tagsOfScenario(deps, ctx.accountId, id) };
}

async function tagsOfScenario(deps: Deps, accountId: number, id: number) {
  const ids = (await repo.tagIdsOf(deps.db, accountId, [id])).get(id) ?? [];
  const names = await tagNames(deps, accountId, ids);
  return ids.flatMap((tagId) => {
    const name = names.get(tagId);
    return name === undefined ? [] : [{ id: tagId, name }];
  });
}

export async function updateTags(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: { tag_ids: number[] },
) {
  authorize(ctx, 'update', area);
  await scenarioOf(deps.db, ctx.accountId, id);
  const ids = [...new Set(body.tag_ids)];
  if ((await tags.countOfTags(deps.db, ctx.accountId, ids)) !== ids.length) throw notFound();
  await deps.db.transaction((tx) => repo.replaceTags(tx, ctx.accountId, id, ids));
  return { ...done(words.tagsUpdated), data: await tagsOfScenario(deps, ctx.accountId, id) };
}

export async function brandingSettings(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', area);
  const row = await scenarioOf(deps.db, ctx.accountId, id);
  return { status: 1 as const, data: brandingOf(row.branding) };
}

export async function updateBrandingSettings(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  settings: { name: string; value: string }[],
) {
  authorize(ctx, 'update', area);
  const row = await scenarioOf(deps.db, ctx.accountId, id);
  const branding = { ...row.branding };
  for (const setting of settings) branding[setting.name] = setting.value;
  await repo.updateScenario(deps.db, ctx.accountId, id, { branding });
  return { status: 1 as const, message: words.settingsUpdated, data: brandingOf(branding) };
}

// Contacts -------------------------------------------------------------------------------------

export async function scenarioContacts(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  query: {
    page: number;
    per_page: number;
    search?: string | undefined;
    status?: 'active' | 'paused' | undefined;
  },
): Promise<Paginated<ScenarioContact>> {
  authorize(ctx, 'view', area);
  const scenario = await scenarioOf(deps.db, ctx.accountId, id);
  const search = contactSearch(query.search, ctx.phoneCountry);
  const { rows, total } = await repo.pageOfScenarioContacts(
    deps.db,
    ctx.accountId,
    id,
    {
      status: query.status,
      search: search ? selectedContactIds(ctx.accountId, search) : undefined,
    },
    { page: query.page, perPage: query.per_page },
  );
  return presentPage(
    await presentScenarioContacts(deps, ctx.accountId, scenario, rows),
    total,
    query.page,
    query.per_page,
  );
}

async function presentScenarioContacts(
  deps: Deps,
  accountId: number,
  scenario: repo.ScenarioListRow,
  rows: Awaited<ReturnType<typeof repo.assignmentsOfContact>>,
): Promise<ScenarioContact[]> {
  const contactIds = rows.map((r) => r.contactId);
  const [people, progress] = await Promise.all([
    contacts.contactRowsByIds(deps.db, accountId, contactIds),
    repo.progressOf(deps.db, accountId, scenario.id, contactIds),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => {
    const person = byId.get(r.contactId);
    const made = progress.get(r.contactId);
    const completed = made?.done ?? 0;
    return {
      id: r.id,
      scenario_id: r.scenarioId,
      contact: {
        id: r.contactId,
        full_name: person ? `${person.firstName} ${person.lastName}`.trim() : '',
        email: person?.email ?? null,
      },
      status: r.status,
      assigned_at: r.assignedAt.toISOString(),
      paused_at: r.pausedAt?.toISOString() ?? null,
      completed_steps: completed,
      total_steps: scenario.stepsCount,
      completed_at:
        scenario.stepsCount > 0 && completed >= scenario.stepsCount
          ? (made?.last?.toISOString() ?? null)
          : null,
    };
  });
}

/** The scenarios a contact is assigned to, with their progress (the profile's section). */
export async function contactScenarios(deps: Deps, ctx: RequestContext, contactId: number) {
  authorize(ctx, 'view', area);
  const [person] = await contacts.contactRowsByIds(deps.db, ctx.accountId, [contactId]);
  if (!person || person.deletedAt !== null) throw notFound();
  const assignments = await repo.assignmentsOfContact(deps.db, ctx.accountId, contactId);
  const scenarios = await repo.scenariosOf(
    deps.db,
    ctx.accountId,
    assignments.map((a) => a.scenarioId),
  );
  const data = await Promise.all(
    scenarios.map(async (scenario) => {
      const own = assignments.filter((a) => a.scenarioId === scenario.id);
      const [view] = await presentScenarioContacts(deps, ctx.accountId, scenario, own);
      return { ...view!, scenario_name: scenario.name };
    }),
  );
  return { status: 1 as const, data };
}

/** Assigns the selected contacts to the scenarios; the newly assigned get each one's tags. */
async function assign(
  deps: Deps,
  ctx: RequestContext,
  scenarioIds: number[],
  selection: ContactSelection,
) {
  const where = await contacts.selectionWhere(deps.db, ctx, 'assign-scenario', selection);
  const added = await deps.db.transaction((tx) =>
    repo.assignContacts(tx, ctx.accountId, scenarioIds, selectedContactIds(ctx.accountId, where)),
  );
  const tagIds = await repo.tagIdsOf(deps.db, ctx.accountId, scenarioIds);
  for (const scenarioId of scenarioIds) {
    const ids = tagIds.get(scenarioId) ?? [];
    const assigned = added.filter((a) => a.scenario_id === scenarioId).map((a) => a.contact_id);
    if (ids.length > 0 && assigned.length > 0)
      await tags.changeTagsWhere(deps, ctx.accountId, 'add', ids, contactIdIn(assigned));
  }
  return added.length;
}

export async function assignContacts(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  selection: ContactSelection,
) {
  authorize(ctx, 'update', area);
  await scenarioOf(deps.db, ctx.accountId, id);
  const affected = await assign(deps, ctx, [id], selection);
  return { ...done(words.contactsAssigned), affected };
}

export async function bulkAssignContacts(
  deps: Deps,
  ctx: RequestContext,
  body: { scenario_ids: number[]; selection: ContactSelection },
) {
  authorize(ctx, 'update', area);
  const rows = await scenariosOfIds(deps, ctx, body.scenario_ids);
  const affected = await assign(
    deps,
    ctx,
    rows.map((r) => r.id),
    body.selection,
  );
  return { ...done(words.contactsAssigned), affected };
}

export async function bulkRestrictContacts(
  deps: Deps,
  ctx: RequestContext,
  body: { scenario_ids: number[]; selection: ContactSelection; restrict: boolean },
) {
  authorize(ctx, 'update', area);
  const rows = await scenariosOfIds(deps, ctx, body.scenario_ids);
  const where = await contacts.selectionWhere(deps.db, ctx, 'restrict-scenario', body.selection);
  const affected = await repo.setContactsStatus(
    deps.db,
    ctx.accountId,
    rows.map((r) => r.id),
    selectedContactIds(ctx.accountId, where),
    body.restrict ? 'paused' : 'active',
  );
  return {
    ...done(body.restrict ? words.contactsRestricted : words.contactsUnrestricted),
    affected,
  };
}

export async function setContactStatus(
  deps: Deps,
  ctx: RequestContext,
  scenarioId: number,
  contactId: number,
  status: 'active' | 'paused',
) {
  authorize(ctx, 'update', area);
  const scenario = await scenarioOf(deps.db, ctx.accountId, scenarioId);
  const row = await repo.scenarioContactOf(deps.db, ctx.accountId, scenarioId, contactId);
  if (!row) throw notFound();
  await repo.setContactsStatus(deps.db, ctx.accountId, [scenarioId], [contactId], status);
  const after = (await repo.scenarioContactOf(deps.db, ctx.accountId, scenarioId, contactId))!;
  const [view] = await presentScenarioContacts(deps, ctx.accountId, scenario, [after]);
  return { ...done(status === 'paused' ? words.paused : words.resumed), scenario_contact: view! };
}

export async function resetPreview(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', area);
  await scenarioOf(deps.db, ctx.accountId, id);
  const affected = await repo.resetPreview(deps.db, ctx.accountId, id, ctx.user.id);
  return { ...done(words.previewReset), affected };
}

// Categories -----------------------------------------------------------------------------------

export async function categories(deps: Deps, ctx: RequestContext, scenarioId: number) {
  authorize(ctx, 'view', area);
  await scenarioOf(deps.db, ctx.accountId, scenarioId);
  const rows = await repo.categoriesOf(deps.db, ctx.accountId, { scenarioId });
  return { status: 1 as const, data: rows.map(presentCategory) };
}

export async function createCategory(
  deps: Deps,
  ctx: RequestContext,
  body: { scenario_id: number; name: string },
) {
  authorize(ctx, 'update', area);
  await scenarioOf(deps.db, ctx.accountId, body.scenario_id);
  const id = await repo.insertCategory(deps.db, ctx.accountId, {
    scenarioId: body.scenario_id,
    name: body.name,
  });
  return {
    ...done(words.categoryCreated),
    category: presentCategory(await categoryOf(deps.db, ctx.accountId, id)),
  };
}

export async function updateCategory(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: { name: string },
) {
  authorize(ctx, 'update', area);
  await categoryOf(deps.db, ctx.accountId, id);
  await repo.renameCategory(deps.db, ctx.accountId, id, body.name);
  return {
    ...done(words.categoryUpdated),
    category: presentCategory(await categoryOf(deps.db, ctx.accountId, id)),
  };
}

export async function removeCategory(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', area);
  await categoryOf(deps.db, ctx.accountId, id);
  await repo.deleteCategory(deps.db, ctx.accountId, id);
  return done(words.categoryDeleted);
}

export async function reorderCategories(
  deps: Deps,
  ctx: RequestContext,
  scenarioId: number,
  list: { id: number; order: number }[],
) {
  authorize(ctx, 'update', area);
  await scenarioOf(deps.db, ctx.accountId, scenarioId);
  const existing = await repo.idsUnder(deps.db, ctx.accountId, onboardingCategories, scenarioId);
  await assertWholeList(
    list.map((item) => item.id),
    existing,
    'onboarding_categories',
    words.categoriesIncomplete,
  );
  await repo.setOrders(deps.db, ctx.accountId, onboardingCategories, byOrder(list));
  return done(words.categoriesReordered);
}

// Steps ----------------------------------------------------------------------------------------

const preview = (ctx: RequestContext): repo.Completer => ({ userId: ctx.user.id });

async function stepResponse(deps: Deps, ctx: RequestContext, id: number, message: string) {
  const [step] = await presentSteps(
    deps.db,
    ctx.accountId,
    [await stepOf(deps.db, ctx.accountId, id)],
    preview(ctx),
  );
  return { ...done(message), step: step! };
}

export async function steps(deps: Deps, ctx: RequestContext, categoryId: number) {
  authorize(ctx, 'view', area);
  await categoryOf(deps.db, ctx.accountId, categoryId);
  const rows = await repo.stepsOf(deps.db, ctx.accountId, { categoryId });
  return {
    status: 1 as const,
    data: await presentSteps(deps.db, ctx.accountId, rows, preview(ctx)),
  };
}

export async function createStep(
  deps: Deps,
  ctx: RequestContext,
  body: { category_id: number; name: string; description?: string | undefined },
) {
  authorize(ctx, 'update', area);
  await categoryOf(deps.db, ctx.accountId, body.category_id);
  const id = await repo.insertStep(deps.db, ctx.accountId, {
    categoryId: body.category_id,
    name: body.name,
    description: body.description ?? '',
  });
  return stepResponse(deps, ctx, id, words.stepCreated);
}

export async function updateStep(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: { name?: string | undefined; description?: string | undefined },
) {
  authorize(ctx, 'update', area);
  await stepOf(deps.db, ctx.accountId, id);
  await repo.updateStep(deps.db, ctx.accountId, id, {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.description === undefined ? {} : { description: body.description }),
  });
  return stepResponse(deps, ctx, id, words.stepUpdated);
}

export async function removeStep(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', area);
  await stepOf(deps.db, ctx.accountId, id);
  await repo.deleteStep(deps.db, ctx.accountId, id);
  return done(words.stepDeleted);
}

export async function reorderSteps(
  deps: Deps,
  ctx: RequestContext,
  categoryId: number,
  list: { id: number; order: number }[],
) {
  authorize(ctx, 'update', area);
  await categoryOf(deps.db, ctx.accountId, categoryId);
  const existing = await repo.idsUnder(deps.db, ctx.accountId, onboardingSteps, categoryId);
  await assertWholeList(
    list.map((item) => item.id),
    existing,
    'onboarding_steps',
    words.stepsIncomplete,
  );
  await repo.setOrders(deps.db, ctx.accountId, onboardingSteps, byOrder(list));
  return done(words.stepsReordered);
}

/**
 * Who a coach's mark is for: the contact (assigned to the step's scenario and not paused), or
 * the coach's own preview.
 */
async function completerFor(
  deps: Deps,
  ctx: RequestContext,
  step: repo.StepRow,
  contactId: number | undefined,
): Promise<repo.Completer> {
  if (contactId === undefined) return preview(ctx);
  const [person] = await contacts.contactRowsByIds(deps.db, ctx.accountId, [contactId]);
  if (!person || person.deletedAt !== null) throw notFound();
  const assignment = await repo.scenarioContactOf(
    deps.db,
    ctx.accountId,
    step.scenarioId,
    contactId,
  );
  if (!assignment) throw fieldError('contact_id', words.notAssigned);
  if (assignment.status === 'paused') throw fieldError('contact_id', words.contactPaused);
  return { contactId };
}

/**
 * Completes the step for `who` and answers the next incomplete step of the scenario's list:
 * the first after it, else the first before it, else none (002 §4: the next step then loads).
 */
async function completeStep(
  deps: Deps,
  accountId: number,
  step: repo.StepRow,
  who: repo.Completer,
  userId: number | null,
) {
  await repo.complete(deps.db, accountId, step.id, who, userId);
  const list = await repo.stepsOf(deps.db, accountId, { scenarioIds: [step.scenarioId] });
  const completions = await repo.completionsOf(
    deps.db,
    accountId,
    list.map((s) => s.id),
    who,
  );
  const at = list.findIndex((s) => s.id === step.id);
  const next =
    list.slice(at + 1).find((s) => !completions.has(s.id)) ??
    list.slice(0, at).find((s) => !completions.has(s.id));
  const [presented, nextStep] = await Promise.all([
    presentSteps(deps.db, accountId, [step], who),
    next ? presentSteps(deps.db, accountId, [next], who) : Promise.resolve([]),
  ]);
  return {
    ...done(next ? words.stepCompleted : words.allCompleted),
    step: presented[0]!,
    next_step: nextStep[0] ?? null,
  };
}

async function uncompleteStep(
  deps: Deps,
  accountId: number,
  step: repo.StepRow,
  who: repo.Completer,
) {
  await repo.uncomplete(deps.db, accountId, step.id, who);
  const [presented] = await presentSteps(deps.db, accountId, [step], who);
  return { ...done(words.stepIncomplete), step: presented! };
}

export async function markCompleted(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: { contact_id?: number | undefined },
) {
  authorize(ctx, 'update', area);
  const step = await stepOf(deps.db, ctx.accountId, id);
  const who = await completerFor(deps, ctx, step, body.contact_id);
  return completeStep(deps, ctx.accountId, step, who, ctx.user.id);
}

export async function markIncomplete(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: { contact_id?: number | undefined },
) {
  authorize(ctx, 'update', area);
  const step = await stepOf(deps.db, ctx.accountId, id);
  const who = await completerFor(deps, ctx, step, body.contact_id);
  return uncompleteStep(deps, ctx.accountId, step, who);
}

export async function attachContent(
  deps: Deps,
  ctx: RequestContext,
  stepId: number,
  body: { content_id: number; data?: StepContentData | undefined; order?: number | undefined },
) {
  authorize(ctx, 'update', area);
  await stepOf(deps.db, ctx.accountId, stepId);
  await contentOf(deps.db, ctx.accountId, body.content_id);
  const added = await deps.db.transaction((tx) =>
    repo.insertPivot(tx, ctx.accountId, {
      stepId,
      contentId: body.content_id,
      data: body.data ?? {},
      order: body.order,
    }),
  );
  if (!added) throw fieldError('content_id', words.contentAlreadyAttached);
  return stepResponse(deps, ctx, stepId, words.contentAttached);
}

export async function updateContentsOrder(
  deps: Deps,
  ctx: RequestContext,
  stepId: number,
  list: { pivot_id: number; order: number }[],
) {
  authorize(ctx, 'update', area);
  await stepOf(deps.db, ctx.accountId, stepId);
  const existing = await repo.pivotIdsOf(deps.db, ctx.accountId, stepId);
  await assertWholeList(
    list.map((item) => item.pivot_id),
    existing,
    'contents',
    words.contentsIncomplete,
  );
  await repo.setPivotOrders(
    deps.db,
    ctx.accountId,
    byOrder(list.map((item) => ({ id: item.pivot_id, order: item.order }))),
  );
  return stepResponse(deps, ctx, stepId, words.contentsReordered);
}

export async function updateStepContent(
  deps: Deps,
  ctx: RequestContext,
  stepId: number,
  pivotId: number,
  data: StepContentData,
) {
  authorize(ctx, 'update', area);
  await stepOf(deps.db, ctx.accountId, stepId);
  if (!(await repo.updatePivot(deps.db, ctx.accountId, stepId, pivotId, data))) throw notFound();
  return stepResponse(deps, ctx, stepId, words.contentUpdated);
}

export async function detachContent(
  deps: Deps,
  ctx: RequestContext,
  stepId: number,
  pivotId: number,
) {
  authorize(ctx, 'update', area);
  await stepOf(deps.db, ctx.accountId, stepId);
  if (!(await repo.deletePivot(deps.db, ctx.accountId, stepId, pivotId))) throw notFound();
  return stepResponse(deps, ctx, stepId, words.contentDetached);
}

// Contents -------------------------------------------------------------------------------------

const contentView = (
  row: NonNullable<Awaited<ReturnType<typeof repo.contentById>>>,
): ScenarioContent => ({
  ...presentContent(row),
  steps_count: row.stepsCount,
});

export async function contents(
  deps: Deps,
  ctx: RequestContext,
  query: {
    page: number;
    per_page: number;
    search?: string | undefined;
    type?: string | undefined;
  },
) {
  authorize(ctx, 'view', area);
  const { rows, total } = await repo.pageOfContents(deps.db, ctx.accountId, {
    search: query.search,
    type: query.type,
    page: query.page,
    perPage: query.per_page,
  });
  return presentPage(rows.map(contentView), total, query.page, query.per_page);
}

export async function createContent(deps: Deps, ctx: RequestContext, data: ScenarioContentData) {
  authorize(ctx, 'update', area);
  const id = await repo.insertContent(deps.db, ctx.accountId, data);
  return {
    ...done(words.contentCreated),
    content: contentView(await contentOf(deps.db, ctx.accountId, id)),
  };
}

export async function updateContent(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  data: ScenarioContentData,
) {
  authorize(ctx, 'update', area);
  await contentOf(deps.db, ctx.accountId, id);
  await repo.updateContent(deps.db, ctx.accountId, id, data);
  return {
    ...done(words.contentUpdated),
    content: contentView(await contentOf(deps.db, ctx.accountId, id)),
  };
}

export async function removeContent(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', area);
  await contentOf(deps.db, ctx.accountId, id);
  await repo.deleteContent(deps.db, ctx.accountId, id);
  return done(words.contentDeleted);
}

// The contact's portal -------------------------------------------------------------------------

type PortalReader = Pick<PortalContext, 'accountId' | 'contactId'>;

export async function portalOnboarding(deps: Deps, reader: PortalReader) {
  const { accountId, contactId } = reader;
  const assignments = await repo.assignmentsOfContact(deps.db, accountId, contactId);
  const scenarioIds = assignments.map((a) => a.scenarioId);
  if (scenarioIds.length === 0) return { status: 1 as const, data: [] };
  const [scenarios, cats, allSteps] = await Promise.all([
    repo.scenariosOf(deps.db, accountId, scenarioIds),
    Promise.all(
      scenarioIds.map((scenarioId) => repo.categoriesOf(deps.db, accountId, { scenarioId })),
    ),
    repo.stepsOf(deps.db, accountId, { scenarioIds }),
  ]);
  const presented = await presentSteps(deps.db, accountId, allSteps, { contactId });
  const data: PortalScenario[] = scenarios.map((scenario) => {
    const status = assignments.find((a) => a.scenarioId === scenario.id)!.status;
    const categoryRows = cats[scenarioIds.indexOf(scenario.id)] ?? [];
    const ownSteps = presented.filter((s) => s.scenario_id === scenario.id);
    return {
      id: scenario.id,
      name: scenario.name,
      status,
      branding: brandingOf(scenario.branding),
      categories: categoryRows.map((c) => ({
        id: c.id,
        name: c.name,
        order: c.order,
        steps: ownSteps.filter((s) => s.category_id === c.id),
      })),
      completed_steps: ownSteps.filter((s) => s.completed_at !== null).length,
      total_steps: ownSteps.length,
      next_step_id: ownSteps.find((s) => s.completed_at === null)?.id ?? null,
    };
  });
  return { status: 1 as const, data };
}

/** The step, of a scenario the contact is assigned to and not paused on. */
async function portalStep(deps: Deps, reader: PortalReader, stepId: number) {
  const step = await stepOf(deps.db, reader.accountId, stepId);
  const assignment = await repo.scenarioContactOf(
    deps.db,
    reader.accountId,
    step.scenarioId,
    reader.contactId,
  );
  if (!assignment) throw notFound();
  if (assignment.status === 'paused') throw fieldError('scenario_step', words.contactPaused);
  return step;
}

export async function portalComplete(deps: Deps, reader: PortalReader, stepId: number) {
  const step = await portalStep(deps, reader, stepId);
  return completeStep(deps, reader.accountId, step, { contactId: reader.contactId }, null);
}

export async function portalIncomplete(deps: Deps, reader: PortalReader, stepId: number) {
  const step = await portalStep(deps, reader, stepId);
  return uncompleteStep(deps, reader.accountId, step, { contactId: reader.contactId });
}
