import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { leaveContactRows } from '../contacts/contact-assets';
import { escapeLike } from '../contacts/contacts.filters';
import {
  type JourneyActionRow,
  type JourneyEnrolmentRow,
  type JourneyRow,
  journeyActions,
  journeyEnrolments,
  journeyHistories,
  journeys,
  journeyTriggers,
} from './journeys.tables';

export type JourneyFilter = {
  search?: string | undefined;
  folderId?: number | undefined;
  status?: 'enabled' | 'disabled' | undefined;
};

const running = sql`${journeyEnrolments.status} in ('active', 'waiting')`;

// Journeys ---------------------------------------------------------------------------------

export async function pageOfJourneys(
  db: Executor,
  accountId: number,
  filter: JourneyFilter,
  page: { page: number; perPage: number } | null,
) {
  const where = and(
    ofAccount(journeys, accountId),
    filter.search ? sql`${journeys.name} ilike ${`%${escapeLike(filter.search)}%`}` : undefined,
    filter.folderId === undefined
      ? undefined
      : filter.folderId === 0
        ? isNull(journeys.folderId)
        : eq(journeys.folderId, filter.folderId),
    filter.status ? eq(journeys.status, filter.status) : undefined,
  );
  const listed = db
    .select()
    .from(journeys)
    .where(where)
    .orderBy(...(page ? [desc(journeys.ordering), desc(journeys.id)] : [asc(journeys.name)]));
  const [rows, [total]] = await Promise.all([
    page ? listed.limit(page.perPage).offset((page.page - 1) * page.perPage) : listed,
    db.select({ n: count() }).from(journeys).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findJourney(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(journeys)
    .where(and(ofAccount(journeys, accountId), eq(journeys.id, id)));
  return row;
}

export async function insertJourney(
  db: Executor,
  accountId: number,
  values: { name: string; folderId: number | null; createdBy: number },
) {
  const [row] = await db
    .insert(journeys)
    .values({
      accountId,
      ...values,
      ordering: sql`(select coalesce(max(ordering), 0) + 1 from ${journeys} where account_id = ${accountId}::int)`,
    })
    .returning();
  return row!;
}

export async function updateJourney(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<Pick<JourneyRow, 'name' | 'status'>>,
) {
  const [row] = await db
    .update(journeys)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(journeys, accountId), eq(journeys.id, id)))
    .returning();
  return row;
}

export async function deleteJourney(db: Executor, accountId: number, id: number) {
  await db.delete(journeys).where(and(ofAccount(journeys, accountId), eq(journeys.id, id)));
}

/** Each journey's counts of cards and of contacts on it and through it. */
export async function countsOf(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, Record<string, number>>();
  const rows = await rowsOf<{
    id: number;
    triggers: number;
    actions: number;
    active: number;
    completed: number;
  }>(
    db,
    sql`select j.id,
      (select count(*)::int from ${journeyTriggers} t where t.account_id = j.account_id and t.journey_id = j.id) as triggers,
      (select count(*)::int from ${journeyActions} a where a.account_id = j.account_id and a.journey_id = j.id) as actions,
      (select count(*)::int from ${journeyEnrolments} e where e.account_id = j.account_id and e.journey_id = j.id
        and e.status in ('active', 'waiting')) as active,
      (select count(*)::int from ${journeyEnrolments} e where e.account_id = j.account_id and e.journey_id = j.id
        and e.status = 'completed') as completed
    from ${journeys} j where j.account_id = ${accountId}::int and ${inArray(sql`j.id`, ids)}`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

// Cards ------------------------------------------------------------------------------------

export function triggersOf(db: Executor, accountId: number, journeyId: number) {
  return db
    .select()
    .from(journeyTriggers)
    .where(and(ofAccount(journeyTriggers, accountId), eq(journeyTriggers.journeyId, journeyId)))
    .orderBy(asc(journeyTriggers.id));
}

export function actionsOf(db: Executor, accountId: number, journeyIds: number[]) {
  return db
    .select()
    .from(journeyActions)
    .where(and(ofAccount(journeyActions, accountId), inArray(journeyActions.journeyId, journeyIds)))
    .orderBy(asc(journeyActions.position), asc(journeyActions.id));
}

export async function findTrigger(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(journeyTriggers)
    .where(and(ofAccount(journeyTriggers, accountId), eq(journeyTriggers.id, id)));
  return row;
}

export async function findAction(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(journeyActions)
    .where(and(ofAccount(journeyActions, accountId), eq(journeyActions.id, id)));
  return row;
}

export async function insertTrigger(
  db: Executor,
  accountId: number,
  values: { journeyId: number; type: string; settings: Record<string, unknown> },
) {
  const [row] = await db
    .insert(journeyTriggers)
    .values({ accountId, ...values })
    .returning();
  return row!;
}

export async function updateTrigger(
  db: Executor,
  accountId: number,
  id: number,
  settings: Record<string, unknown>,
) {
  const [row] = await db
    .update(journeyTriggers)
    .set({ settings })
    .where(and(ofAccount(journeyTriggers, accountId), eq(journeyTriggers.id, id)))
    .returning();
  return row;
}

export async function deleteTrigger(db: Executor, accountId: number, id: number) {
  await db
    .delete(journeyTriggers)
    .where(and(ofAccount(journeyTriggers, accountId), eq(journeyTriggers.id, id)));
}

export async function insertAction(
  db: Executor,
  accountId: number,
  values: Omit<typeof journeyActions.$inferInsert, 'accountId' | 'id'>,
) {
  const [row] = await db
    .insert(journeyActions)
    .values({ accountId, ...values })
    .returning();
  return row!;
}

export async function updateAction(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<Pick<JourneyActionRow, 'settings' | 'parentId' | 'branch' | 'position'>>,
) {
  const [row] = await db
    .update(journeyActions)
    .set(values)
    .where(and(ofAccount(journeyActions, accountId), eq(journeyActions.id, id)))
    .returning();
  return row;
}

/** Numbers the cards of one list 0, 1, 2… in the order given. */
export async function renumber(db: Executor, accountId: number, orderedIds: number[]) {
  if (orderedIds.length === 0) return;
  await db.execute(sql`update ${journeyActions} a set position = o.position
    from unnest(${sql.param(orderedIds)}::int[]) with ordinality as o(id, position)
    where a.account_id = ${accountId}::int and a.id = o.id`);
}

export async function deleteAction(db: Executor, accountId: number, id: number) {
  await db
    .delete(journeyActions)
    .where(and(ofAccount(journeyActions, accountId), eq(journeyActions.id, id)));
}

/** The location's triggers of a type on enabled journeys, with each journey's first card. */
export async function enabledTriggers(db: Executor, accountId: number, type: string) {
  return rowsOf<{ journey_id: number; settings: Record<string, unknown> }>(
    db,
    sql`select t.journey_id, t.settings from ${journeyTriggers} t
      join ${journeys} j on j.account_id = t.account_id and j.id = t.journey_id
      where t.account_id = ${accountId}::int and t.type = ${type} and j.status = 'enabled'`,
  );
}

/** Every location's triggers of a type on enabled journeys: the timed ones (birthdays). */
// unscoped: the timed triggers are looked at for every location, each then on its own.
export async function enabledTriggersEverywhere(db: Executor, type: string) {
  return rowsOf<{ account_id: number; journey_id: number; settings: Record<string, unknown> }>(
    db,
    sql`select t.account_id, t.journey_id, t.settings from ${journeyTriggers} t
      join ${journeys} j on j.account_id = t.account_id and j.id = t.journey_id
      where t.type = ${type} and j.status = 'enabled'`,
  );
}

/** The contacts among `ids` that have not started the journey since `since`. */
export const notStartedSince = (
  accountId: number,
  journeyId: number,
  ids: number[],
  since: Date,
): SQL => sql`(select unnest(${arrayParam(ids)}::bigint[]) except
    select contact_id from ${journeyEnrolments} where account_id = ${accountId}::int
      and journey_id = ${journeyId}::int and started_at >= ${since.toISOString()}::timestamptz)`;

// Walks ------------------------------------------------------------------------------------

/**
 * Starts the contacts (a subquery of ids) on the journey at its first card, with the history's
 * start; those on it already stay where they are. Answers the walks started.
 */
export async function enrol(
  db: Executor,
  accountId: number,
  journeyId: number,
  firstActionId: number | null,
  contactIds: SQL,
  depth: number,
  detail: string,
) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with started as (
      insert into ${journeyEnrolments} (account_id, journey_id, contact_id, status, action_id, depth)
      select ${accountId}::int, ${journeyId}::int, c.id, 'active', ${firstActionId}::int, ${depth}::int
      from ${contactIds} c(id)
      on conflict do nothing
      returning id, contact_id
    ), recorded as (
      insert into ${journeyHistories} (account_id, journey_id, enrolment_id, contact_id, event, detail)
      select ${accountId}::int, ${journeyId}::int, id, contact_id, 'started', ${detail} from started
    ) select count(*)::int as n from started`,
  );
  return rows[0]?.n ?? 0;
}

/** Records a refused start (a loop of journeys) for each contact, as a walk that failed at once. */
export async function refuse(
  db: Executor,
  accountId: number,
  journeyId: number,
  contactIds: SQL,
  reason: string,
) {
  await db.execute(sql`with refused as (
      insert into ${journeyEnrolments} (account_id, journey_id, contact_id, status, finished_at)
      select ${accountId}::int, ${journeyId}::int, c.id, 'failed', now() from ${contactIds} c(id)
      returning id, contact_id
    ) insert into ${journeyHistories} (account_id, journey_id, enrolment_id, contact_id, event, detail)
      select ${accountId}::int, ${journeyId}::int, id, contact_id, 'refused', ${reason} from refused`);
}

/** Stops the running walks of the contacts (a subquery of ids) where they are. */
export async function terminate(
  db: Executor,
  accountId: number,
  journeyId: number,
  contactIds: SQL,
) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with stopped as (
      update ${journeyEnrolments} set status = 'terminated', finished_at = now()
      where account_id = ${accountId}::int and journey_id = ${journeyId}::int
        and status in ('active', 'waiting') and contact_id in ${contactIds}
      returning id, contact_id, action_id, steps
    ), recorded as (
      insert into ${journeyHistories} (account_id, journey_id, enrolment_id, contact_id, action_id, event, detail)
      select ${accountId}::int, ${journeyId}::int, id, contact_id, action_id, 'terminated', '' from stopped
    ) select count(*)::int as n from stopped`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Takes up to `limit` walks that are due (running, their time come, their journey enabled),
 * locked for the caller's transaction; ones another process holds are skipped.
 */
// unscoped: the engine serves every location's due walks, each then in its own account.
export async function claimDue(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(journeyEnrolments)
    .where(
      and(
        running,
        sql`${journeyEnrolments.wakeAt} <= ${now.toISOString()}::timestamptz`,
        sql`exists (select 1 from ${journeys} j where j.id = ${journeyEnrolments.journeyId} and j.status = 'enabled')`,
      ),
    )
    .orderBy(asc(journeyEnrolments.wakeAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Where a walk goes after a step: every field of its next state, and the step's history. */
export type WalkMove = {
  walk: JourneyEnrolmentRow;
  next: {
    status: JourneyEnrolmentRow['status'];
    actionId: number | null;
    wakeAt: Date;
    finishedAt?: Date;
    lastSendId?: number;
  };
  history: { actionId: number | null; actionTitle: string | null; event: string; detail: string };
};

/**
 * Moves walks on after their steps in two statements, with each one's line of history for the
 * step (once per walk and step) and, for those that ended, the line that says so.
 */
// unscoped: the walks' own rows, as claimDue took them; each one's account goes with it.
export async function advance(db: Executor, moves: WalkMove[]) {
  if (moves.length === 0) return;
  const column = <T>(pick: (m: WalkMove) => T) => arrayParam(moves.map(pick));
  // The walks are locked by the caller's transaction: `steps` is still what it read.
  await db.execute(sql`update ${journeyEnrolments} e set status = u.status,
      action_id = u.action_id, wake_at = u.wake_at, steps = e.steps + 1,
      finished_at = coalesce(u.finished_at, e.finished_at),
      last_send_id = coalesce(u.last_send_id, e.last_send_id)
    from unnest(${column((m) => m.walk.id)}::bigint[], ${column((m) => m.next.status)}::text[],
      ${column((m) => m.next.actionId)}::int[], ${column((m) => m.next.wakeAt.toISOString())}::timestamptz[],
      ${column((m) => m.next.finishedAt?.toISOString() ?? null)}::timestamptz[],
      ${column((m) => m.next.lastSendId ?? null)}::bigint[])
      as u(id, status, action_id, wake_at, finished_at, last_send_id)
    where e.id = u.id`);
  const line = (w: JourneyEnrolmentRow) => ({
    accountId: w.accountId,
    journeyId: w.journeyId,
    enrolmentId: w.id,
    contactId: w.contactId,
  });
  await db
    .insert(journeyHistories)
    .values([
      ...moves.map((m) => ({ ...line(m.walk), step: m.walk.steps, ...m.history })),
      ...moves
        .filter((m) => m.next.status === 'completed' && m.history.event !== 'completed')
        .map((m) => ({ ...line(m.walk), event: 'completed' })),
    ])
    .onConflictDoNothing();
}

/** Walks at a card that goes away move to the card after it (null: the end). */
export async function moveWalksAt(
  db: Executor,
  accountId: number,
  actionIds: number[],
  nextId: number | null,
) {
  if (actionIds.length === 0) return;
  await db
    .update(journeyEnrolments)
    .set({ actionId: nextId })
    .where(
      and(
        ofAccount(journeyEnrolments, accountId),
        running,
        inArray(journeyEnrolments.actionId, actionIds),
      ),
    );
}

export type WalkFilter = {
  journeyId?: number;
  contactId?: number;
  status?: JourneyEnrolmentRow['status'] | undefined;
  search?: string | undefined;
};

export async function pageOfWalks(
  db: Executor,
  accountId: number,
  filter: WalkFilter,
  page: { page: number; perPage: number },
  contactSearch: (search: string) => SQL,
) {
  const where = and(
    ofAccount(journeyEnrolments, accountId),
    filter.journeyId === undefined ? undefined : eq(journeyEnrolments.journeyId, filter.journeyId),
    filter.contactId === undefined ? undefined : eq(journeyEnrolments.contactId, filter.contactId),
    filter.status ? eq(journeyEnrolments.status, filter.status) : undefined,
    filter.search
      ? sql`${journeyEnrolments.contactId} in ${contactSearch(filter.search)}`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(journeyEnrolments)
      .where(where)
      .orderBy(desc(journeyEnrolments.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(journeyEnrolments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function pageOfHistory(
  db: Executor,
  accountId: number,
  filter: { journeyId: number; contactId?: number | undefined },
  page: { page: number; perPage: number },
) {
  const where = and(
    ofAccount(journeyHistories, accountId),
    eq(journeyHistories.journeyId, filter.journeyId),
    filter.contactId === undefined ? undefined : eq(journeyHistories.contactId, filter.contactId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(journeyHistories)
      .where(where)
      .orderBy(desc(journeyHistories.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(journeyHistories).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function namesOf(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: journeys.id, name: journeys.name })
    .from(journeys)
    .where(and(ofAccount(journeys, accountId), inArray(journeys.id, ids)));
}

/** Copies a journey's triggers and cards (branches under their copied parents) to another. */
export async function copyCards(db: Executor, accountId: number, fromId: number, toId: number) {
  await db.execute(sql`insert into ${journeyTriggers} (account_id, journey_id, type, settings)
    select account_id, ${toId}::int, type, settings from ${journeyTriggers}
    where account_id = ${accountId}::int and journey_id = ${fromId}::int order by id`);
  const cards = await actionsOf(db, accountId, [fromId]);
  const copied = new Map<number, number>();
  // Parents before their branches: a card's parent is copied by the time it is.
  const pending = [...cards];
  while (pending.length > 0) {
    const index = pending.findIndex((c) => c.parentId === null || copied.has(c.parentId));
    const [card] = pending.splice(index, 1);
    const copy = await insertAction(db, accountId, {
      journeyId: toId,
      parentId: card!.parentId === null ? null : copied.get(card!.parentId)!,
      branch: card!.branch,
      position: card!.position,
      type: card!.type,
      settings: card!.settings,
    });
    copied.set(card!.id, copy.id);
  }
}

/** Contacts moving to another location leave their walks and history here. */
export async function leaveJourneys(db: Executor, accountId: number, contactIds: SQL) {
  await leaveContactRows(db, journeyHistories, accountId, contactIds);
  await leaveContactRows(db, journeyEnrolments, accountId, contactIds);
}

/**
 * A merge: the merged contacts' history and walks become the survivor's; a running walk of a
 * journey the survivor is on already ends, as the survivor's goes on.
 */
export async function reassignJourneys(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  if (fromIds.length === 0) return;
  const ofMerged = and(
    ofAccount(journeyEnrolments, accountId),
    inArray(journeyEnrolments.contactId, fromIds),
  );
  await db.execute(sql`update ${journeyEnrolments} set status = 'terminated', finished_at = now()
    where ${ofMerged} and ${running} and exists (
      select 1 from ${journeyEnrolments} s where s.account_id = ${journeyEnrolments.accountId}
        and s.journey_id = ${journeyEnrolments.journeyId} and s.status in ('active', 'waiting')
        and (s.contact_id = ${toId}::bigint
          or (s.contact_id = any(${sql.param(fromIds)}::bigint[]) and s.id > ${journeyEnrolments.id})))`);
  await db.update(journeyEnrolments).set({ contactId: toId }).where(ofMerged);
  await db
    .update(journeyHistories)
    .set({ contactId: toId })
    .where(
      and(ofAccount(journeyHistories, accountId), inArray(journeyHistories.contactId, fromIds)),
    );
}
