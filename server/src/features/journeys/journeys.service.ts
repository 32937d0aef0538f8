import type { Paginated } from '@coachline/contract/api';
import type { ContactSelection } from '@coachline/contract/contacts';
import {
  type actionPlace,
  actionSettingsOf,
  type Branch,
  type createActionBody,
  incompleteReason,
  type Journey,
  type JourneyAction,
  type JourneyActionType,
  type JourneyEnrolment,
  type JourneyHistory,
  type JourneyTrigger,
  type JourneyTriggerType,
  journeyActionTitles,
  type journeyListQuery,
  journeyMessages,
  journeyTriggerTitles,
  maxJourneyActions,
  maxJourneyTriggers,
  triggerSettingsOf,
  type updateActionBody,
} from '@coachline/contract/journeys';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { presentPage } from '../../platform/pagination';
import * as accounts from '../accounts/accounts.service';
import { contactSearch, selectedContactIds } from '../contacts/contacts.filters';
import * as contacts from '../contacts/contacts.service';
import { assetFolder } from '../folders/folders.service';
import * as pipelines from '../pipelines/pipelines.service';
import * as sequences from '../sequences/sequences.service';
import * as tags from '../tags/tags.service';
import { firstCard, nextCard, startWalks } from './journeys.engine';
import * as repo from './journeys.repository';
import type {
  JourneyActionRow,
  JourneyEnrolmentRow,
  JourneyRow,
  JourneyTriggerRow,
} from './journeys.tables';
import { webhookSecretOf } from './journeys.webhooks';

// Journeys (issue 15 §2): the list, the builder's cards, and contacts started and stopped by
// hand. The engine (journeys.engine.ts) walks the contacts through the cards.

export {
  fireTriggers,
  runDueSteps,
  startJourneyEngine,
  startTimedWalks,
} from './journeys.engine';
export { leaveJourneys, reassignJourneys } from './journeys.repository';
export { startWebhookWorker } from './journeys.webhooks';

const presentTrigger = (row: JourneyTriggerRow): JourneyTrigger => {
  const type = row.type as JourneyTriggerType;
  return {
    id: row.id,
    automation_id: row.journeyId,
    type,
    title: journeyTriggerTitles[type],
    settings: row.settings,
    incomplete: incompleteReason(triggerSettingsOf[type], row.settings),
  };
};

const presentAction = (row: JourneyActionRow): JourneyAction => {
  const type = row.type as JourneyActionType;
  return {
    id: row.id,
    automation_id: row.journeyId,
    parent_id: row.parentId,
    branch: row.branch,
    position: row.position,
    type,
    title: journeyActionTitles[type],
    settings: row.settings,
    incomplete: incompleteReason(actionSettingsOf[type], row.settings),
  };
};

async function presentJourneys(deps: Deps, accountId: number, rows: JourneyRow[]) {
  const ids = rows.map((r) => r.id);
  const [counts, cards] = await Promise.all([
    repo.countsOf(deps.db, accountId, ids),
    repo.actionsOf(deps.db, accountId, ids),
  ]);
  return rows.map((row): Journey => {
    const n = counts.get(row.id);
    const first = firstCard(
      cards.filter((c) => c.journeyId === row.id),
      null,
      null,
    );
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      folder_id: row.folderId,
      ordering: row.ordering,
      action: first?.id ?? null,
      action_type: (first?.type as JourneyActionType | undefined) ?? null,
      action_title: first ? journeyActionTitles[first.type as JourneyActionType] : null,
      triggers_count: n?.triggers ?? 0,
      actions_count: n?.actions ?? 0,
      active_count: n?.active ?? 0,
      completed_count: n?.completed ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

async function presentOne(deps: Deps, accountId: number, row: JourneyRow) {
  return (await presentJourneys(deps, accountId, [row]))[0]!;
}

async function journeyOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findJourney(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

async function triggerOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findTrigger(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

async function actionOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findAction(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

/** A change to a journey's cards marks it changed. */
const touch = (deps: Deps, accountId: number, journeyId: number) =>
  repo.updateJourney(deps.db, accountId, journeyId, {});

// The list ---------------------------------------------------------------------------------

export async function listAll(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'journeys');
  const { rows } = await repo.pageOfJourneys(deps.db, ctx.accountId, {}, null);
  return { status: 1 as const, data: await presentJourneys(deps, ctx.accountId, rows) };
}

export async function lists(
  deps: Deps,
  ctx: RequestContext,
  query: z.output<typeof journeyListQuery>,
): Promise<Paginated<Journey>> {
  authorize(ctx, 'view', 'journeys');
  const { rows, total } = await repo.pageOfJourneys(
    deps.db,
    ctx.accountId,
    { search: query.search, folderId: query.folder_id, status: query.status },
    { page: query.page, perPage: query.per_page },
  );
  return presentPage(
    await presentJourneys(deps, ctx.accountId, rows),
    total,
    query.page,
    query.per_page,
  );
}

export async function create(
  deps: Deps,
  ctx: RequestContext,
  body: { name: string; folder_id?: number | null | undefined },
) {
  authorize(ctx, 'create', 'journeys');
  const folderId = body.folder_id ?? null;
  if (folderId !== null) await assetFolder(deps, ctx, 'journeys', folderId);
  const row = await repo.insertJourney(deps.db, ctx.accountId, {
    name: body.name,
    folderId,
    createdBy: ctx.user.id,
  });
  return {
    status: 1 as const,
    message: journeyMessages.created,
    journey: await presentOne(deps, ctx.accountId, row),
  };
}

export async function rename(deps: Deps, ctx: RequestContext, id: number, name: string) {
  authorize(ctx, 'update', 'journeys');
  await journeyOf(deps, ctx, id);
  const row = await repo.updateJourney(deps.db, ctx.accountId, id, { name });
  return {
    status: 1 as const,
    message: journeyMessages.renamed,
    journey: await presentOne(deps, ctx.accountId, row!),
  };
}

export async function duplicate(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'create', 'journeys');
  const source = await journeyOf(deps, ctx, id);
  const row = await deps.db.transaction(async (tx) => {
    const copy = await repo.insertJourney(tx, ctx.accountId, {
      name: `${source.name} (copy)`.slice(0, 100),
      folderId: source.folderId,
      createdBy: ctx.user.id,
    });
    await repo.copyCards(tx, ctx.accountId, source.id, copy.id);
    return copy;
  });
  return {
    status: 1 as const,
    message: journeyMessages.duplicated,
    journey: await presentOne(deps, ctx.accountId, row),
  };
}

export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', 'journeys');
  await journeyOf(deps, ctx, id);
  await repo.deleteJourney(deps.db, ctx.accountId, id);
  return { status: 1 as const, message: journeyMessages.deleted };
}

/** Enabling needs an action and every card complete; the refusal names the first that is not. */
export async function changeStatus(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  status: 'enabled' | 'disabled',
) {
  authorize(ctx, 'update', 'journeys');
  await journeyOf(deps, ctx, id);
  if (status === 'enabled') {
    const [triggers, cards] = await Promise.all([
      repo.triggersOf(deps.db, ctx.accountId, id),
      repo.actionsOf(deps.db, ctx.accountId, [id]),
    ]);
    if (cards.length === 0) throw fieldError('status', journeyMessages.noActions);
    for (const card of [...triggers.map(presentTrigger), ...cards.map(presentAction)])
      if (card.incomplete)
        throw fieldError('status', journeyMessages.incomplete(card.title, card.incomplete));
  }
  const row = await repo.updateJourney(deps.db, ctx.accountId, id, { status });
  return {
    status: 1 as const,
    message: status === 'enabled' ? journeyMessages.enabled : journeyMessages.disabled,
    journey: await presentOne(deps, ctx.accountId, row!),
  };
}

export async function details(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'journeys');
  const row = await journeyOf(deps, ctx, id);
  const [journey, triggers, cards] = await Promise.all([
    presentOne(deps, ctx.accountId, row),
    repo.triggersOf(deps.db, ctx.accountId, id),
    repo.actionsOf(deps.db, ctx.accountId, [id]),
  ]);
  return {
    status: 1 as const,
    journey: {
      ...journey,
      webhook_secret: webhookSecretOf(deps, ctx.accountId, id),
      triggers: triggers.map(presentTrigger),
      actions: cards.map(presentAction),
    },
  };
}

/** What the journey's cards name: tags, tabs and users, each with the cards naming it. */
export async function links(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'journeys');
  await journeyOf(deps, ctx, id);
  const [triggers, cards] = await Promise.all([
    repo.triggersOf(deps.db, ctx.accountId, id),
    repo.actionsOf(deps.db, ctx.accountId, [id]),
  ]);
  type Kind = 'tag' | 'tab' | 'user' | 'sequence' | 'pipeline' | 'stage' | 'field';
  const named = new Map<string, { kind: Kind; id: number | string; used_by: string[] }>();
  const note = (kind: Kind, key: unknown, title: string) => {
    if (key === undefined || key === null || key === '') return;
    const entry = named.get(`${kind}:${key}`) ?? { kind, id: key as number | string, used_by: [] };
    if (!entry.used_by.includes(title)) entry.used_by.push(title);
    named.set(`${kind}:${key}`, entry);
  };
  for (const card of [...triggers.map(presentTrigger), ...cards.map(presentAction)]) {
    const s = card.settings;
    note('tag', s.tag_id, card.title);
    note('tab', s.tab, card.title);
    note('user', s.assignee_id, card.title);
    note('sequence', s.sequence_id, card.title);
    note('pipeline', s.pipeline_id, card.title);
    note('stage', s.stage_id, card.title);
    note('field', s.field_key, card.title);
    for (const rule of Array.isArray(s.rules) ? (s.rules as { tag_id?: number }[]) : [])
      note('tag', rule.tag_id, card.title);
  }
  const names = await referenceNames(deps, ctx, [...named.values()]);
  return {
    status: 1 as const,
    data: [...named.values()].flatMap((entry) => {
      const name = names.get(`${entry.kind}:${entry.id}`);
      return name === undefined ? [] : [{ ...entry, name }];
    }),
  };
}

/** The names of the things cards refer to; one gone since is left out. */
async function referenceNames(
  deps: Deps,
  ctx: RequestContext,
  refs: { kind: string; id: number | string }[],
) {
  const idsOf = (kind: string) =>
    refs.filter((r) => r.kind === kind && typeof r.id === 'number').map((r) => r.id as number);
  const [tagRows, tabs, users, sequenceRows, pipelineNames, fields] = await Promise.all([
    Promise.all(idsOf('tag').map((id) => tags.findTag(deps.db, ctx.accountId, id))),
    contacts.tabsOf(deps.db, ctx.accountId),
    accounts.listUsersByIds(deps.db, idsOf('user')),
    sequences.titlesOf(deps.db, ctx.accountId, idsOf('sequence')),
    pipelines.namesOf(deps.db, ctx.accountId, idsOf('pipeline'), idsOf('stage')),
    contacts.listCustomFields(deps.db, ctx.accountId),
  ]);
  const names = new Map<string, string>();
  for (const t of tagRows) if (t) names.set(`tag:${t.id}`, t.name);
  for (const t of tabs) names.set(`tab:${t.value}`, t.title);
  for (const u of users) names.set(`user:${u.id}`, `${u.fname} ${u.lname}`.trim() || u.email);
  for (const s of sequenceRows) names.set(`sequence:${s.id}`, s.title);
  for (const p of pipelineNames.pipelines) names.set(`pipeline:${p.id}`, p.name);
  for (const s of pipelineNames.stages) names.set(`stage:${s.id}`, s.name);
  for (const f of fields) names.set(`field:${f.key}`, f.name);
  return names;
}

// Cards ------------------------------------------------------------------------------------

export async function createTrigger(
  deps: Deps,
  ctx: RequestContext,
  journeyId: number,
  body: { type: JourneyTriggerType; settings: Record<string, unknown> },
) {
  authorize(ctx, 'update', 'journeys');
  await journeyOf(deps, ctx, journeyId);
  const existing = await repo.triggersOf(deps.db, ctx.accountId, journeyId);
  if (existing.length >= maxJourneyTriggers)
    throw fieldError('type', `A journey has at most ${maxJourneyTriggers} triggers`);
  const row = await repo.insertTrigger(deps.db, ctx.accountId, { journeyId, ...body });
  await touch(deps, ctx.accountId, journeyId);
  return {
    status: 1 as const,
    message: journeyMessages.triggerSaved,
    trigger: presentTrigger(row),
  };
}

export async function updateTrigger(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  settings: Record<string, unknown>,
) {
  authorize(ctx, 'update', 'journeys');
  const trigger = await triggerOf(deps, ctx, id);
  const row = await repo.updateTrigger(deps.db, ctx.accountId, id, settings);
  await touch(deps, ctx.accountId, trigger.journeyId);
  return {
    status: 1 as const,
    message: journeyMessages.triggerSaved,
    trigger: presentTrigger(row!),
  };
}

export async function deleteTrigger(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', 'journeys');
  const trigger = await triggerOf(deps, ctx, id);
  await repo.deleteTrigger(deps.db, ctx.accountId, id);
  await touch(deps, ctx.accountId, trigger.journeyId);
  return { status: 1 as const, message: journeyMessages.triggerDeleted };
}

type Place = z.output<typeof actionPlace>;

/** Checks a place in the journey: its parent is an if/else card of the same journey. */
function checkPlace(cards: JourneyActionRow[], place: Place, moving?: JourneyActionRow) {
  if (place.parent_id === null) return;
  const parent = cards.find((c) => c.id === place.parent_id);
  if (!parent) throw notFound();
  if (parent.type !== 'condition')
    throw fieldError('place.parent_id', journeyMessages.branchOfCondition);
  // A card cannot go inside its own branches.
  for (let at: JourneyActionRow | undefined = parent; at; ) {
    if (moving && at.id === moving.id)
      throw fieldError('place.parent_id', 'A card cannot go inside its own branches');
    at = at.parentId === null ? undefined : cards.find((c) => c.id === at!.parentId);
  }
}

/** The ids of a list (main path or branch) in order, with `card` put at `index`. */
function listWith(
  cards: JourneyActionRow[],
  parentId: number | null,
  branch: Branch | null,
  cardId: number,
  index: number | undefined,
) {
  const list = cards
    .filter((c) => c.parentId === parentId && c.branch === branch && c.id !== cardId)
    .sort((a, b) => a.position - b.position)
    .map((c) => c.id);
  list.splice(Math.min(index ?? list.length, list.length), 0, cardId);
  return list;
}

export async function createAction(
  deps: Deps,
  ctx: RequestContext,
  journeyId: number,
  body: z.output<typeof createActionBody>,
) {
  authorize(ctx, 'update', 'journeys');
  await journeyOf(deps, ctx, journeyId);
  const place = body.place ?? { parent_id: null, branch: null };
  const row = await deps.db.transaction(async (tx) => {
    const cards = await repo.actionsOf(tx, ctx.accountId, [journeyId]);
    if (cards.length >= maxJourneyActions)
      throw fieldError('type', `A journey has at most ${maxJourneyActions} actions`);
    checkPlace(cards, place);
    const card = await repo.insertAction(tx, ctx.accountId, {
      journeyId,
      parentId: place.parent_id,
      branch: place.parent_id === null ? null : place.branch,
      position: cards.length,
      type: body.type,
      settings: body.settings,
    });
    const order = listWith(cards, card.parentId, card.branch, card.id, place.index);
    await repo.renumber(tx, ctx.accountId, order);
    // Walks that were at the card now after it reach it first.
    const after = order[order.indexOf(card.id) + 1];
    if (after !== undefined) await repo.moveWalksAt(tx, ctx.accountId, [after], after);
    return (await repo.findAction(tx, ctx.accountId, card.id))!;
  });
  await touch(deps, ctx.accountId, journeyId);
  return { status: 1 as const, message: journeyMessages.actionSaved, action: presentAction(row) };
}

export async function updateAction(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: z.output<typeof updateActionBody>,
) {
  authorize(ctx, 'update', 'journeys');
  const card = await actionOf(deps, ctx, id);
  const row = await deps.db.transaction(async (tx) => {
    if (body.settings) await repo.updateAction(tx, ctx.accountId, id, { settings: body.settings });
    if (body.place) {
      const cards = await repo.actionsOf(tx, ctx.accountId, [card.journeyId]);
      checkPlace(cards, body.place, card);
      const branch = body.place.parent_id === null ? null : body.place.branch;
      await repo.updateAction(tx, ctx.accountId, id, { parentId: body.place.parent_id, branch });
      const order = listWith(cards, body.place.parent_id, branch, id, body.place.index);
      await repo.renumber(tx, ctx.accountId, order);
    }
    return (await repo.findAction(tx, ctx.accountId, id))!;
  });
  await touch(deps, ctx.accountId, card.journeyId);
  return { status: 1 as const, message: journeyMessages.actionSaved, action: presentAction(row) };
}

/** Deletes a card and its branches; the walks at any of them go on to the card after it. */
export async function deleteAction(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', 'journeys');
  const card = await actionOf(deps, ctx, id);
  await deps.db.transaction(async (tx) => {
    const cards = await repo.actionsOf(tx, ctx.accountId, [card.journeyId]);
    const gone = new Set([id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const c of cards)
        if (c.parentId !== null && gone.has(c.parentId) && !gone.has(c.id)) {
          gone.add(c.id);
          grew = true;
        }
    }
    await repo.moveWalksAt(tx, ctx.accountId, [...gone], nextCard(cards, card));
    await repo.deleteAction(tx, ctx.accountId, id);
  });
  await touch(deps, ctx.accountId, card.journeyId);
  return { status: 1 as const, message: journeyMessages.actionDeleted };
}

export async function refreshAction(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'journeys');
  return { status: 1 as const, action: presentAction(await actionOf(deps, ctx, id)) };
}

export async function conditionActions(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'journeys');
  const card = await actionOf(deps, ctx, id);
  if (card.type !== 'condition') throw fieldError('action', journeyMessages.branchOfCondition);
  const cards = (await repo.actionsOf(deps.db, ctx.accountId, [card.journeyId])).filter(
    (c) => c.parentId === id,
  );
  const branch = (b: Branch) => cards.filter((c) => c.branch === b).map(presentAction);
  return { status: 1 as const, yes: branch('yes'), no: branch('no') };
}

// Contacts ---------------------------------------------------------------------------------

export async function start(
  deps: Deps,
  ctx: RequestContext,
  journeyId: number,
  selection: ContactSelection,
) {
  authorize(ctx, 'update', 'journeys');
  const journey = await journeyOf(deps, ctx, journeyId);
  if (journey.status !== 'enabled') throw fieldError('journey_id', journeyMessages.notEnabled);
  const where = await contacts.selectionWhere(deps.db, ctx, 'start-journey', selection);
  const started = await deps.db.transaction((tx) =>
    startWalks(
      tx,
      ctx.accountId,
      journeyId,
      selectedContactIds(ctx.accountId, where),
      0,
      'Started by hand',
    ),
  );
  return { status: 1 as const, message: journeyMessages.queued, affected: started };
}

export async function terminate(
  deps: Deps,
  ctx: RequestContext,
  journeyId: number,
  selection: ContactSelection,
) {
  authorize(ctx, 'update', 'journeys');
  await journeyOf(deps, ctx, journeyId);
  const where = await contacts.selectionWhere(deps.db, ctx, 'stop-journey', selection);
  const stopped = await repo.terminate(
    deps.db,
    ctx.accountId,
    journeyId,
    selectedContactIds(ctx.accountId, where),
  );
  return { status: 1 as const, message: journeyMessages.terminated, affected: stopped };
}

/** A contact as walks and history name them (one deleted since has no name). */
const personOf = (
  id: number,
  c: { firstName: string; lastName: string; email: string | null } | undefined,
) => ({ id, full_name: c ? `${c.firstName} ${c.lastName}`.trim() : '', email: c?.email ?? null });

async function presentWalks(
  db: Executor,
  accountId: number,
  rows: JourneyEnrolmentRow[],
): Promise<JourneyEnrolment[]> {
  const [people, journeys, cards] = await Promise.all([
    contacts.contactRowsByIds(db, accountId, [...new Set(rows.map((r) => r.contactId))]),
    repo.namesOf(db, accountId, [...new Set(rows.map((r) => r.journeyId))]),
    repo.actionsOf(db, accountId, [...new Set(rows.map((r) => r.journeyId))]),
  ]);
  const contactOf = new Map(people.map((c) => [c.id, c]));
  const journeyName = new Map(journeys.map((j) => [j.id, j.name]));
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  return rows.map((row) => {
    const c = contactOf.get(row.contactId);
    const card = row.actionId === null ? undefined : cardOf.get(row.actionId);
    return {
      id: row.id,
      journey: { id: row.journeyId, name: journeyName.get(row.journeyId) ?? '' },
      contact: personOf(row.contactId, c),
      status: row.status,
      current_action:
        card && (row.status === 'active' || row.status === 'waiting')
          ? journeyActionTitles[card.type as JourneyActionType]
          : null,
      wake_at: row.status === 'waiting' ? row.wakeAt.toISOString() : null,
      steps_run: row.steps,
      started_at: row.startedAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
    };
  });
}

async function pageOfWalks(
  deps: Deps,
  ctx: RequestContext,
  filter: repo.WalkFilter,
  query: { page: number; per_page: number },
): Promise<Paginated<JourneyEnrolment>> {
  const { rows, total } = await repo.pageOfWalks(
    deps.db,
    ctx.accountId,
    filter,
    { page: query.page, perPage: query.per_page },
    (search) => selectedContactIds(ctx.accountId, contactSearch(search, ctx.phoneCountry)!),
  );
  return presentPage(
    await presentWalks(deps.db, ctx.accountId, rows),
    total,
    query.page,
    query.per_page,
  );
}

export async function users(
  deps: Deps,
  ctx: RequestContext,
  journeyId: number,
  query: {
    page: number;
    per_page: number;
    status?: JourneyEnrolmentRow['status'] | undefined;
    search?: string | undefined;
  },
) {
  authorize(ctx, 'view', 'journeys');
  await journeyOf(deps, ctx, journeyId);
  return pageOfWalks(deps, ctx, { journeyId, status: query.status, search: query.search }, query);
}

export async function contactJourneys(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  query: { page: number; per_page: number },
) {
  authorize(ctx, 'view', 'journeys');
  await contacts.contactOf(deps.db, ctx, contactId);
  return pageOfWalks(deps, ctx, { contactId }, query);
}

export async function histories(
  deps: Deps,
  ctx: RequestContext,
  journeyId: number,
  query: { page: number; per_page: number; contact_id?: number | undefined },
): Promise<Paginated<JourneyHistory>> {
  authorize(ctx, 'view', 'journeys');
  const journey = await journeyOf(deps, ctx, journeyId);
  const { rows, total } = await repo.pageOfHistory(
    deps.db,
    ctx.accountId,
    { journeyId, contactId: query.contact_id },
    { page: query.page, perPage: query.per_page },
  );
  const people = await contacts.contactRowsByIds(deps.db, ctx.accountId, [
    ...new Set(rows.map((r) => r.contactId)),
  ]);
  const contactOf = new Map(people.map((c) => [c.id, c]));
  return presentPage(
    rows.map((row) => {
      const c = contactOf.get(row.contactId);
      return {
        id: row.id,
        journey: { id: journey.id, name: journey.name },
        contact: personOf(row.contactId, c),
        action_id: row.actionId,
        action_title: row.actionTitle,
        event: row.event as JourneyHistory['event'],
        detail: row.detail,
        created_at: row.createdAt.toISOString(),
      };
    }),
    total,
    query.page,
    query.per_page,
  );
}
