import type { Paginated } from '@coachline/contract/api';
import type { ContactSelection } from '@coachline/contract/contacts';
import {
  type createPipelineBody,
  maxPipelineStages,
  type Pipeline,
  type PipelineCard,
  type PipelineCategory,
  type PipelineHistory,
  type PipelineStage,
  pipelineCategories,
  type pipelineListQuery,
  type stageChangeBody,
  pipelineMessages as words,
} from '@coachline/contract/pipelines';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import { dayIn, momentIn } from '../../platform/clock';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { presentPage } from '../../platform/pagination';
import * as accounts from '../accounts/accounts.service';
import { contactSearch, selectedContactIds } from '../contacts/contacts.filters';
import * as contacts from '../contacts/contacts.service';
import { assetFolder } from '../folders/folders.service';
import * as tasks from '../tasks/tasks.service';
import * as repo from './pipelines.repository';
import type { PipelineCardRow, PipelineRow, PipelineStageRow } from './pipelines.tables';

// Pipelines (issue 15 §4): the list, the stages, the board's cards and their moves, history and
// analytics. Pipelines move contacts: the contact centre's permissions guard them. A contact
// arriving in a stage (added, moved) fires the journeys' "pipeline stage changed" trigger in the
// transaction that keeps the move.

export { leavePipelines, reassignPipelines } from './pipelines.repository';

const area = 'contacts-center';
/** Cards added at once past which the planner's statistics of them are refreshed. */
const manyCards = 1_000;

const presentStage = (row: PipelineStageRow & { contacts?: number }): PipelineStage => ({
  id: row.id,
  pipeline_id: row.pipelineId,
  name: row.name,
  position: row.position,
  contacts_count: row.contacts ?? 0,
});

async function presentPipelines(db: Executor, accountId: number, rows: PipelineRow[]) {
  const stages = await repo.stagesOf(
    db,
    accountId,
    rows.map((r) => r.id),
  );
  return rows.map((row): Pipeline => {
    const own = stages.filter((s) => s.pipelineId === row.id).map(presentStage);
    return {
      id: row.id,
      name: row.name,
      category: row.category as PipelineCategory,
      folder_id: row.folderId,
      ordering: row.ordering,
      stages: own,
      contacts_count: own.reduce((n, s) => n + s.contacts_count, 0),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

async function presentOne(db: Executor, accountId: number, row: PipelineRow) {
  return (await presentPipelines(db, accountId, [row]))[0]!;
}

const pipelineAnswer = async (
  deps: Deps,
  ctx: RequestContext,
  message: string,
  row: PipelineRow,
) => ({
  status: 1 as const,
  message,
  pipeline: await presentOne(deps.db, ctx.accountId, row),
});

async function pipelineOf(db: Executor, ctx: RequestContext, id: number) {
  const row = await repo.findPipeline(db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

/** A stage of the location (of the pipeline, when given); another's is 404. */
async function stageOf(db: Executor, ctx: RequestContext, id: number, pipelineId?: number) {
  const row = await repo.findStage(db, ctx.accountId, id);
  if (!row || (pipelineId !== undefined && row.pipelineId !== pipelineId)) throw notFound();
  return row;
}

const touch = (db: Executor, accountId: number, id: number) =>
  repo.updatePipeline(db, accountId, id, {});

/** Contacts arriving in a stage start the journeys waiting for it. */
const arrived = (deps: Deps, db: Executor, stage: PipelineStageRow, contactIds: number[] | SQL) =>
  deps.automation.fire(db, {
    type: 'pipeline_stage_changed',
    accountId: stage.accountId,
    pipelineId: stage.pipelineId,
    stageId: stage.id,
    contacts: contactIds,
  });

// The list ---------------------------------------------------------------------------------

export async function listAll(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', area);
  const { rows } = await repo.pageOfPipelines(deps.db, ctx.accountId, {}, null);
  return { status: 1 as const, data: await presentPipelines(deps.db, ctx.accountId, rows) };
}

export async function list(
  deps: Deps,
  ctx: RequestContext,
  query: z.output<typeof pipelineListQuery>,
): Promise<Paginated<Pipeline>> {
  authorize(ctx, 'view', area);
  const { rows, total } = await repo.pageOfPipelines(
    deps.db,
    ctx.accountId,
    { search: query.search, folderId: query.folder_id },
    { page: query.page, perPage: query.per_page },
  );
  return presentPage(
    await presentPipelines(deps.db, ctx.accountId, rows),
    total,
    query.page,
    query.per_page,
  );
}

export function categories(ctx: RequestContext) {
  authorize(ctx, 'view', area);
  return {
    status: 1 as const,
    data: pipelineCategories.map((c) => ({
      value: c.value,
      title: c.title,
      stages: [...c.stages],
    })),
  };
}

export function categoryStages(ctx: RequestContext, category: PipelineCategory) {
  authorize(ctx, 'view', area);
  const found = pipelineCategories.find((c) => c.value === category)!;
  return { status: 1 as const, data: [...found.stages] };
}

export async function masterStages(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', area);
  return { status: 1 as const, data: await repo.templateOf(deps.db, ctx.accountId) };
}

/** A folder of pipelines to put a new one in; another location's is 404. */
async function folderOf(deps: Deps, ctx: RequestContext, id: number | null | undefined) {
  if (id != null) await assetFolder(deps, ctx, 'pipelines', id);
}

/** A new pipeline with its stages, on top of the list (its folder checked). */
async function createWith(
  deps: Deps,
  ctx: RequestContext,
  values: { name: string; category: PipelineCategory; folderId: number | null },
  stages: string[],
) {
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertPipeline(tx, ctx.accountId, {
      ...values,
      createdBy: ctx.user.id,
    });
    await repo.insertStages(tx, ctx.accountId, created.id, stages);
    return created;
  });
  return pipelineAnswer(deps, ctx, words.created, row);
}

export async function create(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof createPipelineBody>,
) {
  authorize(ctx, 'create', area);
  await folderOf(deps, ctx, body.folder_id);
  const stages = body.stages ?? [
    ...pipelineCategories.find((c) => c.value === body.category)!.stages,
  ];
  return createWith(
    deps,
    ctx,
    { name: body.name, category: body.category, folderId: body.folder_id ?? null },
    stages,
  );
}

export async function createFromTemplate(
  deps: Deps,
  ctx: RequestContext,
  body: { name: string; folder_id?: number | null | undefined },
) {
  authorize(ctx, 'create', area);
  await folderOf(deps, ctx, body.folder_id);
  const stages = await repo.templateOf(deps.db, ctx.accountId);
  if (stages.length === 0) throw fieldError('name', words.noTemplate);
  return createWith(
    deps,
    ctx,
    { name: body.name, category: 'custom', folderId: body.folder_id ?? null },
    stages,
  );
}

export async function update(
  deps: Deps,
  ctx: RequestContext,
  body: { pipeline_id: number; name?: string | undefined; category?: PipelineCategory | undefined },
) {
  authorize(ctx, 'update', area);
  await pipelineOf(deps.db, ctx, body.pipeline_id);
  const row = await repo.updatePipeline(deps.db, ctx.accountId, body.pipeline_id, {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.category === undefined ? {} : { category: body.category }),
  });
  return pipelineAnswer(deps, ctx, words.updated, row!);
}

export async function rename(deps: Deps, ctx: RequestContext, id: number, name: string) {
  authorize(ctx, 'update', area);
  await pipelineOf(deps.db, ctx, id);
  const row = await repo.updatePipeline(deps.db, ctx.accountId, id, { name });
  return pipelineAnswer(deps, ctx, words.renamed, row!);
}

export async function duplicate(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'create', area);
  const source = await pipelineOf(deps.db, ctx, id);
  const row = await deps.db.transaction(async (tx) => {
    const copy = await repo.insertPipeline(tx, ctx.accountId, {
      name: `${source.name} (copy)`.slice(0, 100),
      category: source.category,
      folderId: source.folderId,
      createdBy: ctx.user.id,
    });
    await repo.copyStages(tx, ctx.accountId, source.id, copy.id);
    return copy;
  });
  return pipelineAnswer(deps, ctx, words.duplicated, row);
}

export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', area);
  await pipelineOf(deps.db, ctx, id);
  await repo.deletePipeline(deps.db, ctx.accountId, id);
  return { status: 1 as const, message: words.deleted };
}

export async function changeOrder(deps: Deps, ctx: RequestContext, orders: number[]) {
  authorize(ctx, 'update', area);
  await deps.db.transaction(async (tx) => {
    const ids = await repo.pipelineIdsOf(tx, ctx.accountId);
    if (orders.some((id) => !ids.includes(id))) throw notFound();
    if (orders.length !== ids.length || new Set(orders).size !== orders.length)
      throw fieldError('orders', words.ordersIncomplete);
    await repo.reorderPipelines(tx, ctx.accountId, orders);
  });
  return { status: 1 as const, message: words.ordered };
}

// Stages -----------------------------------------------------------------------------------

export async function stages(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', area);
  const row = await pipelineOf(deps.db, ctx, id);
  const pipeline = await presentOne(deps.db, ctx.accountId, row);
  return { status: 1 as const, pipeline, data: pipeline.stages };
}

async function stageAnswer(deps: Deps, ctx: RequestContext, message: string, id: number) {
  const stage = (
    await repo.stagesOf(deps.db, ctx.accountId, [(await stageOf(deps.db, ctx, id)).pipelineId])
  ).find((s) => s.id === id)!;
  return { status: 1 as const, message, stage: presentStage(stage) };
}

export async function createStage(
  deps: Deps,
  ctx: RequestContext,
  pipelineId: number,
  body: { name: string; index?: number | undefined },
) {
  authorize(ctx, 'update', area);
  await pipelineOf(deps.db, ctx, pipelineId);
  const id = await deps.db.transaction(async (tx) => {
    const existing = (await repo.stagesOf(tx, ctx.accountId, [pipelineId])).map((s) => ({
      id: s.id,
      name: s.name,
    }));
    if (existing.length >= maxPipelineStages)
      throw fieldError('name', `A pipeline holds at most ${maxPipelineStages} stages`);
    const [added] = await repo.insertStages(
      tx,
      ctx.accountId,
      pipelineId,
      [body.name],
      existing.length,
    );
    existing.splice(Math.min(body.index ?? existing.length, existing.length), 0, {
      id: added!.id,
      name: added!.name,
    });
    await repo.rewriteStages(tx, ctx.accountId, existing);
    await touch(tx, ctx.accountId, pipelineId);
    return added!.id;
  });
  return stageAnswer(deps, ctx, words.stageCreated, id);
}

export async function renameStage(deps: Deps, ctx: RequestContext, id: number, name: string) {
  authorize(ctx, 'update', area);
  const stage = await stageOf(deps.db, ctx, id);
  await repo.renameStage(deps.db, ctx.accountId, id, name);
  await touch(deps.db, ctx.accountId, stage.pipelineId);
  return stageAnswer(deps, ctx, words.stageRenamed, id);
}

export async function updateStages(
  deps: Deps,
  ctx: RequestContext,
  pipelineId: number,
  stages: { id: number; name: string }[],
) {
  authorize(ctx, 'update', area);
  await pipelineOf(deps.db, ctx, pipelineId);
  await deps.db.transaction(async (tx) => {
    const existing = await repo.stagesOf(tx, ctx.accountId, [pipelineId]);
    if (stages.some((s) => !existing.some((e) => e.id === s.id))) throw notFound();
    if (
      stages.length !== existing.length ||
      new Set(stages.map((s) => s.id)).size !== stages.length
    )
      throw fieldError('stages', words.stagesIncomplete);
    await repo.rewriteStages(tx, ctx.accountId, stages);
    await touch(tx, ctx.accountId, pipelineId);
  });
  const data = (await repo.stagesOf(deps.db, ctx.accountId, [pipelineId])).map(presentStage);
  return { status: 1 as const, message: words.stagesUpdated, data };
}

export async function deleteStage(
  deps: Deps,
  ctx: RequestContext,
  body: { stage_id: number; move_to_stage_id?: number | null | undefined },
) {
  authorize(ctx, 'update', area);
  const stage = await stageOf(deps.db, ctx, body.stage_id);
  const target =
    body.move_to_stage_id == null
      ? null
      : await stageOf(deps.db, ctx, body.move_to_stage_id, stage.pipelineId);
  if (target?.id === stage.id) throw fieldError('move_to_stage_id', words.moveToSelf);
  await deps.db.transaction(async (tx) => {
    const existing = await repo.stagesOf(tx, ctx.accountId, [stage.pipelineId]);
    if (existing.length <= 1) throw fieldError('stage_id', words.lastStage);
    const by = { userId: ctx.user.id };
    if (target) await repo.moveStageCards(tx, ctx.accountId, stage, target, by);
    else
      await repo.removeCards(
        tx,
        ctx.accountId,
        stage.pipelineId,
        repo.contactsInStage(ctx.accountId, stage.id),
        by,
      );
    await repo.deleteStage(tx, ctx.accountId, stage.id);
    await repo.rewriteStages(
      tx,
      ctx.accountId,
      existing.filter((s) => s.id !== stage.id).map((s) => ({ id: s.id, name: s.name })),
    );
    await touch(tx, ctx.accountId, stage.pipelineId);
  });
  return { status: 1 as const, message: words.stageDeleted };
}

export async function updateMaster(deps: Deps, ctx: RequestContext, pipelineId: number) {
  authorize(ctx, 'update', area);
  await pipelineOf(deps.db, ctx, pipelineId);
  const names = (await repo.stagesOf(deps.db, ctx.accountId, [pipelineId])).map((s) => s.name);
  await repo.saveTemplate(deps.db, ctx.accountId, names);
  return { status: 1 as const, message: words.masterUpdated, data: names };
}

// Cards ------------------------------------------------------------------------------------

async function presentCards(db: Executor, accountId: number, rows: PipelineCardRow[]) {
  const people = await contacts.contactRowsByIds(db, accountId, [
    ...new Set(rows.map((r) => r.contactId)),
  ]);
  const contactOf = new Map(people.map((c) => [c.id, c]));
  return rows.map((row): PipelineCard => {
    const c = contactOf.get(row.contactId);
    return {
      id: row.id,
      pipeline_id: row.pipelineId,
      stage_id: row.stageId,
      contact: {
        id: row.contactId,
        full_name: c ? `${c.firstName} ${c.lastName}`.trim() : '',
        email: c?.email ?? null,
        number: c?.number ?? null,
        status: c?.status ?? '',
        photo: c?.photo ?? null,
      },
      notes: row.notes,
      sort: row.sort,
      added_at: row.addedAt.toISOString(),
      entered_at: row.enteredAt.toISOString(),
    };
  });
}

export async function stageInfo(
  deps: Deps,
  ctx: RequestContext,
  pipelineId: number,
  stageId: number,
  query: { page: number; per_page: number; search?: string | undefined },
) {
  authorize(ctx, 'view', area);
  await pipelineOf(deps.db, ctx, pipelineId);
  await stageOf(deps.db, ctx, stageId, pipelineId);
  const search = query.search
    ? selectedContactIds(ctx.accountId, contactSearch(query.search, ctx.phoneCountry)!)
    : undefined;
  const [{ rows, total }, stagesNow] = await Promise.all([
    repo.pageOfCards(deps.db, ctx.accountId, stageId, search, {
      page: query.page,
      perPage: query.per_page,
    }),
    repo.stagesOf(deps.db, ctx.accountId, [pipelineId]),
  ]);
  return {
    ...presentPage(
      await presentCards(deps.db, ctx.accountId, rows),
      total,
      query.page,
      query.per_page,
    ),
    stage: presentStage(stagesNow.find((s) => s.id === stageId)!),
  };
}

/**
 * Puts contacts (a subquery of ids of the location) at the end of a stage, in the caller's
 * transaction; those on the pipeline already stay where they are. Answers how many arrived;
 * their arrival fires the stage's journeys.
 */
export async function placeContacts(
  deps: Deps,
  db: Executor,
  stage: PipelineStageRow,
  contactIds: SQL,
  userId: number | null,
) {
  const added = await repo.addCards(db, stage.accountId, stage, contactIds, { userId });
  if (added.length > 0) await arrived(deps, db, stage, added);
  return added.length;
}

/** A journey's card: the contact goes to the stage, added or moved. */
export async function putContactInStage(
  deps: Deps,
  db: Executor,
  accountId: number,
  stageId: number,
  contactId: number,
): Promise<{ stage: string } | null> {
  const stage = await repo.findStage(db, accountId, stageId);
  if (!stage) return null;
  const card = await repo.findCard(db, accountId, stage.pipelineId, contactId);
  if (!card) {
    await placeContacts(deps, db, stage, sql`(select ${contactId}::bigint)`, null);
    return { stage: stage.name };
  }
  if (card.stageId === stage.id) return { stage: stage.name };
  const from = await repo.findStage(db, accountId, card.stageId);
  const sort = await repo.sortAt(db, accountId, stage.id, 0, card.id);
  await repo.moveCard(db, card, stage, from, sort, { userId: null });
  await arrived(deps, db, stage, [contactId]);
  return { stage: stage.name };
}

/** The stage contacts go to: the one named (of the pipeline), or its first. */
async function targetStage(
  deps: Deps,
  ctx: RequestContext,
  pipelineId: number,
  stageId: number | null | undefined,
) {
  if (stageId != null) return stageOf(deps.db, ctx, stageId, pipelineId);
  const [first] = await repo.stagesOf(deps.db, ctx.accountId, [pipelineId]);
  return (await repo.findStage(deps.db, ctx.accountId, first!.id))!;
}

export async function addContact(
  deps: Deps,
  ctx: RequestContext,
  body: { pipeline_id: number; stage_id?: number | null | undefined; selection: ContactSelection },
) {
  authorize(ctx, 'update', area);
  await pipelineOf(deps.db, ctx, body.pipeline_id);
  const stage = await targetStage(deps, ctx, body.pipeline_id, body.stage_id);
  const where = await contacts.selectionWhere(deps.db, ctx, 'add-to-pipeline', body.selection);
  const affected = await deps.db.transaction((tx) =>
    placeContacts(deps, tx, stage, selectedContactIds(ctx.accountId, where), ctx.user.id),
  );
  if (affected >= manyCards) await repo.analyzeCards(deps.db);
  return { status: 1 as const, message: words.contactsAdded, affected };
}

export async function contactsAdd(
  deps: Deps,
  ctx: RequestContext,
  pipelineId: number,
  body: { contact_ids: number[]; stage_id?: number | null | undefined },
) {
  authorize(ctx, 'update', area);
  await pipelineOf(deps.db, ctx, pipelineId);
  const stage = await targetStage(deps, ctx, pipelineId, body.stage_id);
  const where = await contacts.selectionWhere(deps.db, ctx, 'add-to-pipeline', {
    ids: body.contact_ids,
  });
  const affected = await deps.db.transaction((tx) =>
    placeContacts(deps, tx, stage, selectedContactIds(ctx.accountId, where), ctx.user.id),
  );
  return { status: 1 as const, message: words.contactsAdded, affected };
}

export async function removeContact(
  deps: Deps,
  ctx: RequestContext,
  body: { pipeline_id: number; selection: ContactSelection },
) {
  authorize(ctx, 'update', area);
  await pipelineOf(deps.db, ctx, body.pipeline_id);
  const where = await contacts.selectionWhere(deps.db, ctx, 'remove-from-pipeline', body.selection);
  const affected = await repo.removeCards(
    deps.db,
    ctx.accountId,
    body.pipeline_id,
    selectedContactIds(ctx.accountId, where),
    { userId: ctx.user.id },
  );
  return { status: 1 as const, message: words.contactsRemoved, affected };
}

/** A card dragged to a stage at an index; refusals answer status 0 with the reason. */
export async function stageChange(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  body: z.output<typeof stageChangeBody>,
) {
  authorize(ctx, 'update', area);
  await contacts.contactOf(deps.db, ctx, contactId);
  await pipelineOf(deps.db, ctx, body.pipeline);
  const stage = await stageOf(deps.db, ctx, body.stage_id, body.pipeline);
  return deps.db.transaction(async (tx) => {
    const card = await repo.findCard(tx, ctx.accountId, body.pipeline, contactId);
    if (!card) return { status: 0 as const, message: words.notOnPipeline };
    if (card.stageId === stage.id && body.index === undefined)
      return { status: 0 as const, message: words.sameStage(stage.name) };
    const from = await repo.findStage(tx, ctx.accountId, card.stageId);
    const sort = await repo.sortAt(tx, ctx.accountId, stage.id, body.index ?? 0, card.id);
    const moved = await repo.moveCard(tx, card, stage, from, sort, { userId: ctx.user.id });
    if (card.stageId !== stage.id) await arrived(deps, tx, stage, [contactId]);
    const [presented] = await presentCards(tx, ctx.accountId, [moved]);
    return { status: 1 as const, message: words.stageChanged(stage.name), card: presented! };
  });
}

export async function sortLeads(
  deps: Deps,
  ctx: RequestContext,
  stageId: number,
  contactIds: number[],
) {
  authorize(ctx, 'update', area);
  await stageOf(deps.db, ctx, stageId);
  const unique = [...new Set(contactIds)];
  await deps.db.transaction(async (tx) => {
    // Cards of another stage (or location) are not here to sort.
    if ((await repo.countCardsIn(tx, ctx.accountId, stageId, unique)) !== unique.length)
      throw notFound();
    await repo.resort(tx, ctx.accountId, stageId, unique);
  });
  return { status: 1 as const, message: words.sorted };
}

export async function addNotes(
  deps: Deps,
  ctx: RequestContext,
  body: { pipeline_id: number; contact_id: number; notes: string },
) {
  authorize(ctx, 'update', area);
  await pipelineOf(deps.db, ctx, body.pipeline_id);
  const card = await repo.findCard(deps.db, ctx.accountId, body.pipeline_id, body.contact_id);
  if (!card) throw notFound();
  const row = await repo.setNotes(deps.db, card, body.notes);
  const [presented] = await presentCards(deps.db, ctx.accountId, [row]);
  return { status: 1 as const, message: words.notesSaved, card: presented! };
}

export async function contactPipelines(deps: Deps, ctx: RequestContext, contactId: number) {
  authorize(ctx, 'view', area);
  await contacts.contactOf(deps.db, ctx, contactId);
  const cards = await repo.cardsOfContact(deps.db, ctx.accountId, contactId);
  const pipelineIds = [...new Set(cards.map((c) => c.pipelineId))];
  const [presented, stagesNow, names] = await Promise.all([
    presentCards(deps.db, ctx.accountId, cards),
    repo.stagesOf(deps.db, ctx.accountId, pipelineIds),
    repo.pageOfPipelines(deps.db, ctx.accountId, {}, null),
  ]);
  const nameOf = new Map(names.rows.map((p) => [p.id, p.name]));
  const stageName = new Map(stagesNow.map((s) => [s.id, s.name]));
  return {
    status: 1 as const,
    data: presented.map((card) => ({
      ...card,
      pipeline: { id: card.pipeline_id, name: nameOf.get(card.pipeline_id) ?? '' },
      stage: stageName.get(card.stage_id) ?? '',
    })),
  };
}

// History and analytics --------------------------------------------------------------------

export async function history(
  deps: Deps,
  ctx: RequestContext,
  pipelineId: number,
  query: { page: number; per_page: number; contact_id?: number | undefined },
): Promise<Paginated<PipelineHistory>> {
  authorize(ctx, 'view', area);
  await pipelineOf(deps.db, ctx, pipelineId);
  const { rows, total } = await repo.pageOfMoves(
    deps.db,
    ctx.accountId,
    { pipelineId, contactId: query.contact_id },
    { page: query.page, perPage: query.per_page },
  );
  const [people, users] = await Promise.all([
    contacts.contactRowsByIds(deps.db, ctx.accountId, [...new Set(rows.map((r) => r.contactId))]),
    accounts.listUsersByIds(deps.db, [
      ...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId]))),
    ]),
  ]);
  const contactOf = new Map(people.map((c) => [c.id, c]));
  const userOf = new Map(users.map((u) => [u.id, `${u.fname} ${u.lname}`.trim() || u.email]));
  return presentPage(
    rows.map((row) => {
      const c = contactOf.get(row.contactId);
      return {
        id: row.id,
        contact: { id: row.contactId, full_name: c ? `${c.firstName} ${c.lastName}`.trim() : '' },
        from_stage: row.fromStage,
        to_stage: row.toStage,
        by: row.userId === null ? null : (userOf.get(row.userId) ?? null),
        created_at: row.createdAt.toISOString(),
      };
    }),
    total,
    query.page,
    query.per_page,
  );
}

export async function analytics(
  deps: Deps,
  ctx: RequestContext,
  pipelineId: number,
  now = new Date(),
) {
  authorize(ctx, 'view', area);
  await pipelineOf(deps.db, ctx, pipelineId);
  const zone = await accounts.timeZoneOf(deps.db, ctx.accountId);
  const since = new Date(now.getTime() - 29 * 86_400_000);
  const [stagesNow, stats, daily] = await Promise.all([
    repo.stagesOf(deps.db, ctx.accountId, [pipelineId]),
    repo.stageStats(deps.db, ctx.accountId, pipelineId),
    repo.movesPerDay(
      deps.db,
      ctx.accountId,
      pipelineId,
      momentIn(zone, dayIn(zone, since), '00:00'),
      zone,
    ),
  ]);
  const statOf = new Map(stats.map((s) => [Number(s.stage_id), s]));
  const reachedOf = (id: number) => statOf.get(id)?.reached ?? 0;
  const perDay = new Map(daily.map((d) => [d.date, d.moves]));
  return {
    status: 1 as const,
    data: {
      stages: stagesNow.map((stage, i) => {
        const before = i === 0 ? null : reachedOf(stagesNow[i - 1]!.id);
        const hours = statOf.get(stage.id)?.average_hours;
        return {
          stage_id: stage.id,
          name: stage.name,
          contacts: stage.contacts,
          reached: reachedOf(stage.id),
          conversion:
            before === null
              ? null
              : before === 0
                ? 0
                : Math.round((reachedOf(stage.id) / before) * 1000) / 10,
          average_hours:
            hours === null || hours === undefined ? null : Math.round(Number(hours) * 10) / 10,
        };
      }),
      daily: Array.from({ length: 30 }, (_, i) => {
        const date = dayIn(zone, new Date(since.getTime() + i * 86_400_000));
        return { date, moves: perDay.get(date) ?? 0 };
      }),
      total_contacts: stagesNow.reduce((n, s) => n + s.contacts, 0),
    },
  };
}

/** The pipelines and stages that journeys' cards name, by id. */
export async function namesOf(
  db: Executor,
  accountId: number,
  pipelineIds: number[],
  stageIds: number[],
) {
  const [rows, stageRows] = await Promise.all([
    pipelineIds.length === 0
      ? Promise.resolve([])
      : repo
          .pageOfPipelines(db, accountId, {}, null)
          .then((r) => r.rows.filter((p) => pipelineIds.includes(p.id))),
    Promise.all(stageIds.map((id) => repo.findStage(db, accountId, id))),
  ]);
  return {
    pipelines: rows.map((p) => ({ id: p.id, name: p.name })),
    stages: stageRows.flatMap((s) => (s ? [{ id: s.id, name: s.name }] : [])),
  };
}

/**
 * The pipeline and task token groups of each contact, for the messages automations send (000
 * §3): the pipeline the contact moved in last, with its stage, and the contact's next open task.
 */
export async function automationTokenValues(db: Executor, accountId: number, contactIds: number[]) {
  const [cards, tasksOf] = [
    await repo.latestCards(db, accountId, contactIds),
    await tasks.taskTokenValues(db, accountId, contactIds),
  ];
  const cardOf = new Map(cards.map((c) => [Number(c.contact_id), c]));
  return new Map(
    contactIds.map((id) => [
      id,
      {
        pipeline_name: cardOf.get(id)?.pipeline ?? '',
        pipeline_stage_name: cardOf.get(id)?.stage ?? '',
        task_name: '',
        task_description: '',
        task_due_date: '',
        ...tasksOf.get(id),
      },
    ]),
  );
}
