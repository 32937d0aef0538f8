import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { leaveContactRows } from '../contacts/contact-assets';
import { escapeLike } from '../contacts/contacts.filters';
import {
  type PipelineCardRow,
  type PipelineRow,
  type PipelineStageRow,
  pipelineCards,
  pipelineMoves,
  pipelineStages,
  pipelines,
  pipelineTemplates,
} from './pipelines.tables';

// Pipelines --------------------------------------------------------------------------------

export type PipelineFilter = { search?: string | undefined; folderId?: number | undefined };

export async function pageOfPipelines(
  db: Executor,
  accountId: number,
  filter: PipelineFilter,
  page: { page: number; perPage: number } | null,
) {
  const where = and(
    ofAccount(pipelines, accountId),
    filter.search ? sql`${pipelines.name} ilike ${`%${escapeLike(filter.search)}%`}` : undefined,
    filter.folderId === undefined
      ? undefined
      : filter.folderId === 0
        ? isNull(pipelines.folderId)
        : eq(pipelines.folderId, filter.folderId),
  );
  const listed = db
    .select()
    .from(pipelines)
    .where(where)
    .orderBy(...(page ? [desc(pipelines.ordering), desc(pipelines.id)] : [asc(pipelines.name)]));
  const [rows, [total]] = await Promise.all([
    page ? listed.limit(page.perPage).offset((page.page - 1) * page.perPage) : listed,
    db.select({ n: count() }).from(pipelines).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPipeline(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(pipelines)
    .where(and(ofAccount(pipelines, accountId), eq(pipelines.id, id)));
  return row;
}

export async function insertPipeline(
  db: Executor,
  accountId: number,
  values: { name: string; category: string; folderId: number | null; createdBy: number },
) {
  const [row] = await db
    .insert(pipelines)
    .values({
      accountId,
      ...values,
      ordering: sql`(select coalesce(max(ordering), 0) + 1 from ${pipelines} where account_id = ${accountId}::int)`,
    })
    .returning();
  return row!;
}

export async function updatePipeline(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<Pick<PipelineRow, 'name' | 'category'>>,
) {
  const [row] = await db
    .update(pipelines)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(pipelines, accountId), eq(pipelines.id, id)))
    .returning();
  return row;
}

export async function deletePipeline(db: Executor, accountId: number, id: number) {
  await db.delete(pipelines).where(and(ofAccount(pipelines, accountId), eq(pipelines.id, id)));
}

export async function pipelineIdsOf(db: Executor, accountId: number) {
  return (
    await db.select({ id: pipelines.id }).from(pipelines).where(ofAccount(pipelines, accountId))
  ).map((r) => r.id);
}

/** The first id gets the highest ordering: lists show it first. */
export async function reorderPipelines(db: Executor, accountId: number, orderedIds: number[]) {
  await db.execute(sql`update ${pipelines} p set ordering = ${orderedIds.length}::int - o.n + 1
    from unnest(${sql.param(orderedIds)}::int[]) with ordinality as o(id, n)
    where p.account_id = ${accountId}::int and p.id = o.id`);
}

// Stages -----------------------------------------------------------------------------------

/** The stages of the pipelines in order, each with the contacts in it. */
export async function stagesOf(db: Executor, accountId: number, pipelineIds: number[]) {
  if (pipelineIds.length === 0) return [];
  return rowsOf<PipelineStageRow & { contacts: number }>(
    db,
    sql`select s.id, s.account_id as "accountId", s.pipeline_id as "pipelineId", s.name, s.position,
        (select count(*)::int from ${pipelineCards} c where c.account_id = s.account_id and c.stage_id = s.id) as contacts
      from ${pipelineStages} s
      where s.account_id = ${accountId}::int and s.pipeline_id = any(${sql.param(pipelineIds)}::int[])
      order by s.pipeline_id, s.position, s.id`,
  );
}

export async function findStage(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(pipelineStages)
    .where(and(ofAccount(pipelineStages, accountId), eq(pipelineStages.id, id)));
  return row;
}

export async function insertStages(
  db: Executor,
  accountId: number,
  pipelineId: number,
  names: string[],
  from = 0,
) {
  if (names.length === 0) return [];
  return db
    .insert(pipelineStages)
    .values(names.map((name, i) => ({ accountId, pipelineId, name, position: from + i })))
    .returning();
}

export async function renameStage(db: Executor, accountId: number, id: number, name: string) {
  const [row] = await db
    .update(pipelineStages)
    .set({ name })
    .where(and(ofAccount(pipelineStages, accountId), eq(pipelineStages.id, id)))
    .returning();
  return row;
}

/** Numbers the stages 0, 1, 2… in the order given, with their names. */
export async function rewriteStages(
  db: Executor,
  accountId: number,
  stages: { id: number; name: string }[],
) {
  await db.execute(sql`update ${pipelineStages} s set position = o.n - 1, name = o.name
    from unnest(${sql.param(stages.map((s) => s.id))}::int[], ${arrayParam(stages.map((s) => s.name))}::text[])
      with ordinality as o(id, name, n)
    where s.account_id = ${accountId}::int and s.id = o.id`);
}

export async function deleteStage(db: Executor, accountId: number, id: number) {
  await db
    .delete(pipelineStages)
    .where(and(ofAccount(pipelineStages, accountId), eq(pipelineStages.id, id)));
}

// Cards ------------------------------------------------------------------------------------

type Mover = { userId: number | null };

/**
 * Puts the contacts (a subquery of ids) at the end of a stage, in id order; those on the
 * pipeline already stay where they are. Records each arrival; answers the contacts added.
 */
export async function addCards(
  db: Executor,
  accountId: number,
  stage: PipelineStageRow,
  contactIds: SQL,
  by: Mover,
) {
  const rows = await rowsOf<{ contact_id: number }>(
    db,
    sql`with added as (
      insert into ${pipelineCards} (account_id, pipeline_id, stage_id, contact_id, sort)
      select ${accountId}::int, ${stage.pipelineId}::int, ${stage.id}::int, c.id,
        (select coalesce(max(sort), 0) from ${pipelineCards} where account_id = ${accountId}::int
          and stage_id = ${stage.id}::int) + row_number() over (order by c.id)
      from ${contactIds} c(id)
      on conflict do nothing
      returning contact_id
    ), recorded as (
      insert into ${pipelineMoves} (account_id, pipeline_id, contact_id, to_stage_id, to_stage, user_id)
      select ${accountId}::int, ${stage.pipelineId}::int, contact_id, ${stage.id}::int, ${stage.name}, ${by.userId}::int
      from added
    ) select contact_id from added`,
  );
  return rows.map((r) => Number(r.contact_id));
}

/**
 * Refreshes the planner's statistics of the cards: plans made while the table looked empty scan
 * a column of thousands once per contact a search finds (the embedded database has no autovacuum
 * to do it).
 */
// unscoped: statistics of the whole table, no rows of anyone.
export async function analyzeCards(db: Executor) {
  await db.execute(sql`analyze ${pipelineCards}`);
}

/** Takes the contacts (a subquery of ids) off the pipeline, each departure recorded. */
export async function removeCards(
  db: Executor,
  accountId: number,
  pipelineId: number,
  contactIds: SQL,
  by: Mover,
) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with gone as (
      delete from ${pipelineCards} c where c.account_id = ${accountId}::int
        and c.pipeline_id = ${pipelineId}::int and c.contact_id in ${contactIds}
      returning c.contact_id, c.stage_id
    ), recorded as (
      insert into ${pipelineMoves} (account_id, pipeline_id, contact_id, from_stage_id, from_stage, user_id)
      select ${accountId}::int, ${pipelineId}::int, g.contact_id, g.stage_id,
        (select name from ${pipelineStages} s where s.account_id = ${accountId}::int and s.id = g.stage_id),
        ${by.userId}::int
      from gone g
    ) select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}

/** The contacts of a stage's cards, as a subquery. */
export const contactsInStage = (accountId: number, stageId: number): SQL =>
  sql`(select contact_id from ${pipelineCards} where account_id = ${accountId}::int and stage_id = ${stageId}::int)`;

export async function findCard(
  db: Executor,
  accountId: number,
  pipelineId: number,
  contactId: number,
) {
  const [row] = await db
    .select()
    .from(pipelineCards)
    .where(
      and(
        ofAccount(pipelineCards, accountId),
        eq(pipelineCards.pipelineId, pipelineId),
        eq(pipelineCards.contactId, contactId),
      ),
    );
  return row;
}

/**
 * The sort a card takes to be at `index` among a stage's other cards: between its neighbours
 * there (above the first, below the last).
 */
export async function sortAt(
  db: Executor,
  accountId: number,
  stageId: number,
  index: number,
  leaving: number,
) {
  const others = and(
    ofAccount(pipelineCards, accountId),
    eq(pipelineCards.stageId, stageId),
    sql`${pipelineCards.id} <> ${leaving}`,
  );
  const around = await db
    .select({ sort: pipelineCards.sort })
    .from(pipelineCards)
    .where(others)
    .orderBy(asc(pipelineCards.sort), asc(pipelineCards.id))
    .offset(Math.max(index - 1, 0))
    .limit(2);
  if (index === 0) return around.length === 0 ? 1 : around[0]!.sort - 1;
  const [before, after] = around;
  if (!before) {
    const [last] = await db
      .select({ sort: sql<number>`max(${pipelineCards.sort})` })
      .from(pipelineCards)
      .where(others);
    return (last?.sort ?? 0) + 1;
  }
  return after ? (before.sort + after.sort) / 2 : before.sort + 1;
}

/** Moves a card to a stage at a sort, recording the move when the stage changes. */
// unscoped: the card's own row, read in its account; the account goes with it.
export async function moveCard(
  db: Executor,
  card: PipelineCardRow,
  to: PipelineStageRow,
  from: PipelineStageRow | undefined,
  sort: number,
  by: Mover,
) {
  const changed = card.stageId !== to.id;
  const [row] = await db
    .update(pipelineCards)
    .set({ stageId: to.id, sort, ...(changed ? { enteredAt: new Date() } : {}) })
    .where(and(ofAccount(pipelineCards, card.accountId), eq(pipelineCards.id, card.id)))
    .returning();
  if (changed)
    await db.insert(pipelineMoves).values({
      accountId: card.accountId,
      pipelineId: card.pipelineId,
      contactId: card.contactId,
      fromStageId: card.stageId,
      fromStage: from?.name ?? null,
      toStageId: to.id,
      toStage: to.name,
      userId: by.userId,
    });
  return row!;
}

/** Moves every card of a stage to another, after its cards, each move recorded. */
export async function moveStageCards(
  db: Executor,
  accountId: number,
  from: PipelineStageRow,
  to: PipelineStageRow,
  by: Mover,
) {
  await db.execute(sql`with moved as (
      update ${pipelineCards} c set stage_id = ${to.id}::int, entered_at = now(),
        sort = c.sort + (select coalesce(max(sort), 0) from ${pipelineCards}
          where account_id = ${accountId}::int and stage_id = ${to.id}::int) + 1
      where c.account_id = ${accountId}::int and c.stage_id = ${from.id}::int
      returning c.contact_id
    ) insert into ${pipelineMoves} (account_id, pipeline_id, contact_id, from_stage_id, from_stage, to_stage_id, to_stage, user_id)
      select ${accountId}::int, ${from.pipelineId}::int, contact_id, ${from.id}::int, ${from.name},
        ${to.id}::int, ${to.name}, ${by.userId}::int from moved`);
}

/** The contacts given take, in the order given, the sorts their cards in the stage held. */
export async function resort(
  db: Executor,
  accountId: number,
  stageId: number,
  contactIds: number[],
) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with mine as (
      select id, sort, contact_id from ${pipelineCards}
      where account_id = ${accountId}::int and stage_id = ${stageId}::int
        and contact_id = any(${arrayParam(contactIds)}::bigint[])
    ), places as (
      select sort, row_number() over (order by sort, id) as n from mine
    ), wanted as (
      select m.id, o.n from unnest(${arrayParam(contactIds)}::bigint[]) with ordinality as o(contact_id, n)
      join mine m on m.contact_id = o.contact_id
    ), done as (
      update ${pipelineCards} c set sort = p.sort from wanted w join places p on p.n = w.n
      where c.id = w.id returning c.id
    ) select count(*)::int as n from done`,
  );
  return rows[0]?.n ?? 0;
}

export async function countCardsIn(
  db: Executor,
  accountId: number,
  stageId: number,
  contactIds: number[],
) {
  const [row] = await db
    .select({ n: count() })
    .from(pipelineCards)
    .where(
      and(
        ofAccount(pipelineCards, accountId),
        eq(pipelineCards.stageId, stageId),
        inArray(pipelineCards.contactId, contactIds),
      ),
    );
  return row?.n ?? 0;
}

// unscoped: the card's own row, read in its account; the account goes with it.
export async function setNotes(db: Executor, card: PipelineCardRow, notes: string) {
  const [row] = await db
    .update(pipelineCards)
    .set({ notes })
    .where(and(ofAccount(pipelineCards, card.accountId), eq(pipelineCards.id, card.id)))
    .returning();
  return row!;
}

/** A page of a stage's cards in order, with a contact search. */
export async function pageOfCards(
  db: Executor,
  accountId: number,
  stageId: number,
  search: SQL | undefined,
  page: { page: number; perPage: number },
) {
  const where = and(
    ofAccount(pipelineCards, accountId),
    eq(pipelineCards.stageId, stageId),
    search ? sql`${pipelineCards.contactId} in ${search}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pipelineCards)
      .where(where)
      .orderBy(asc(pipelineCards.sort), asc(pipelineCards.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(pipelineCards).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function cardsOfContact(db: Executor, accountId: number, contactId: number) {
  return db
    .select()
    .from(pipelineCards)
    .where(and(ofAccount(pipelineCards, accountId), eq(pipelineCards.contactId, contactId)))
    .orderBy(desc(pipelineCards.enteredAt));
}

/** Copies a pipeline's stages to another. */
export async function copyStages(db: Executor, accountId: number, fromId: number, toId: number) {
  await db.execute(sql`insert into ${pipelineStages} (account_id, pipeline_id, name, position)
    select account_id, ${toId}::int, name, position from ${pipelineStages}
    where account_id = ${accountId}::int and pipeline_id = ${fromId}::int order by position, id`);
}

/** Each contact's card that entered its stage last, with the pipeline's and the stage's names. */
export async function latestCards(db: Executor, accountId: number, contactIds: number[]) {
  if (contactIds.length === 0) return [];
  return rowsOf<{ contact_id: number; pipeline: string; stage: string }>(
    db,
    sql`select distinct on (c.contact_id) c.contact_id, p.name as pipeline, s.name as stage
      from ${pipelineCards} c
      join ${pipelines} p on p.account_id = c.account_id and p.id = c.pipeline_id
      join ${pipelineStages} s on s.account_id = c.account_id and s.id = c.stage_id
      where c.account_id = ${accountId}::int and c.contact_id = any(${arrayParam(contactIds)}::bigint[])
      order by c.contact_id, c.entered_at desc, c.id desc`,
  );
}

// History and analytics --------------------------------------------------------------------

export async function pageOfMoves(
  db: Executor,
  accountId: number,
  filter: { pipelineId: number; contactId?: number | undefined },
  page: { page: number; perPage: number },
) {
  const where = and(
    ofAccount(pipelineMoves, accountId),
    eq(pipelineMoves.pipelineId, filter.pipelineId),
    filter.contactId === undefined ? undefined : eq(pipelineMoves.contactId, filter.contactId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pipelineMoves)
      .where(where)
      .orderBy(desc(pipelineMoves.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(pipelineMoves).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Per stage: the contacts who were ever in it, and the mean hours spent in it by those who
 * left it (a stay ends at the contact's next move on the pipeline).
 */
export async function stageStats(db: Executor, accountId: number, pipelineId: number) {
  return rowsOf<{ stage_id: number; reached: number; average_hours: number | null }>(
    db,
    sql`with stays as (
      select to_stage_id as stage_id, contact_id, created_at as entered,
        lead(created_at) over (partition by contact_id order by id) as left_at
      from ${pipelineMoves}
      where account_id = ${accountId}::int and pipeline_id = ${pipelineId}::int
    ) select stage_id, count(distinct contact_id)::int as reached,
        (avg(extract(epoch from (left_at - entered))) filter (where left_at is not null)) / 3600.0 as average_hours
      from stays where stage_id is not null group by stage_id`,
  );
}

export async function movesPerDay(
  db: Executor,
  accountId: number,
  pipelineId: number,
  since: Date,
  timeZone: string,
) {
  return rowsOf<{ date: string; moves: number }>(
    db,
    sql`select to_char((created_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as date, count(*)::int as moves
      from ${pipelineMoves}
      where account_id = ${accountId}::int and pipeline_id = ${pipelineId}::int
        and to_stage_id is not null and created_at >= ${since.toISOString()}::timestamptz
      group by 1 order by 1`,
  );
}

// The location's template --------------------------------------------------------------------

export async function templateOf(db: Executor, accountId: number) {
  const [row] = await db
    .select()
    .from(pipelineTemplates)
    .where(ofAccount(pipelineTemplates, accountId));
  return row?.stages ?? [];
}

export async function saveTemplate(db: Executor, accountId: number, stages: string[]) {
  await db
    .insert(pipelineTemplates)
    .values({ accountId, stages })
    .onConflictDoUpdate({
      target: pipelineTemplates.accountId,
      set: { stages, updatedAt: new Date() },
    });
}

// Contacts moving and merging --------------------------------------------------------------

/** Contacts moving to another location leave their cards and moves here. */
export async function leavePipelines(db: Executor, accountId: number, contactIds: SQL) {
  await leaveContactRows(db, pipelineMoves, accountId, contactIds);
  await leaveContactRows(db, pipelineCards, accountId, contactIds);
}

/**
 * A merge: the merged contacts' cards become the survivor's where the survivor is not on the
 * pipeline (the first of theirs), the others go; their moves become the survivor's.
 */
export async function reassignPipelines(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  if (fromIds.length === 0) return;
  const ofMerged = and(
    ofAccount(pipelineCards, accountId),
    inArray(pipelineCards.contactId, fromIds),
  );
  await db.execute(sql`delete from ${pipelineCards} where ${ofMerged} and exists (
      select 1 from ${pipelineCards} o where o.account_id = ${pipelineCards.accountId}
        and o.pipeline_id = ${pipelineCards.pipelineId}
        and (o.contact_id = ${toId}::bigint
          or (o.contact_id = any(${sql.param(fromIds)}::bigint[]) and o.id < ${pipelineCards.id})))`);
  await db.update(pipelineCards).set({ contactId: toId }).where(ofMerged);
  await db
    .update(pipelineMoves)
    .set({ contactId: toId })
    .where(and(ofAccount(pipelineMoves, accountId), inArray(pipelineMoves.contactId, fromIds)));
}
