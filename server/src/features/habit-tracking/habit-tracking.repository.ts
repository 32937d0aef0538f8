import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import {
  checkInProgramQueries,
  trackingPartQueries,
} from '../../platform/check-in-programs.repository';

import { leaveContactRows, reassignUniqueContactRows } from '../contacts/contact-assets';
import { escapeLike } from '../contacts/contacts.filters';
import {
  habitCategories,
  habitCheckins,
  habitContacts,
  habitProofs,
  habitReminderDeliveries,
  habits,
  habitTrackings,
} from './habit-tracking.tables';

// Habit tracking (issue 16 §5): scenarios, their categories and habits, contacts on them with
// their kept figures, check-ins and their photos, reminder deliveries. Every query takes the
// tenant first. Contacts' names come from the contacts table by name in raw SQL (its module is
// the contacts feature's own).

/** Sets the order of a tracking's parts or their items, in one statement. */
export { setOrders } from '../../platform/check-in-programs.repository';

/**
 * The scenarios, their contacts and reminder deliveries: the queries habit tracking runs as
 * progress tracking does, on its own tables.
 */
export const programQueries = checkInProgramQueries({
  trackings: habitTrackings,
  contacts: habitContacts,
  deliveries: habitReminderDeliveries,
});

/** Active contacts and habits per tracking. */
export async function trackingCounts(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, { contacts: number; habits: number }>();
  const rows = await rowsOf<{ id: number; contacts: number; habits: number }>(
    db,
    sql`select t.id,
      (select count(*)::int from ${habitContacts} c where c.account_id = t.account_id
        and c.tracking_id = t.id and c.status = 'active') as contacts,
      (select count(*)::int from ${habits} h where h.account_id = t.account_id
        and h.tracking_id = t.id) as habits
    from ${habitTrackings} t
    where t.account_id = ${accountId}::int and t.id = any(${arrayParam(ids)}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), { contacts: r.contacts, habits: r.habits }]));
}

// Categories and habits

export const categories = trackingPartQueries(habitCategories);

/** The tracking's habits, or one category's, by order. */
export async function habitsOf(
  db: Executor,
  accountId: number,
  where: { trackingId: number } | { categoryId: number },
) {
  return db
    .select()
    .from(habits)
    .where(
      and(
        ofAccount(habits, accountId),
        'trackingId' in where
          ? eq(habits.trackingId, where.trackingId)
          : eq(habits.categoryId, where.categoryId),
      ),
    )
    .orderBy(asc(habits.order), asc(habits.id));
}

export async function findHabits(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(habits)
    .where(and(ofAccount(habits, accountId), inArray(habits.id, ids)));
}

export async function insertHabits(
  db: Executor,
  accountId: number,
  rows: Omit<typeof habits.$inferInsert, 'accountId'>[],
) {
  if (rows.length === 0) return [];
  return db
    .insert(habits)
    .values(rows.map((r) => ({ ...r, accountId })))
    .returning();
}

export async function updateHabit(
  db: Executor,
  accountId: number,
  id: number,
  values: Pick<typeof habits.$inferInsert, 'name' | 'description' | 'points' | 'proof'>,
) {
  await db
    .update(habits)
    .set({ ...values, score: sql`${habits.completions} * ${values.points ?? habits.points}` })
    .where(and(ofAccount(habits, accountId), eq(habits.id, id)));
}

export async function deleteHabit(db: Executor, accountId: number, id: number) {
  const rows = await db
    .delete(habits)
    .where(and(ofAccount(habits, accountId), eq(habits.id, id)))
    .returning({ trackingId: habits.trackingId });
  return rows[0];
}

/** Adds `delta` days done to each habit (a check-in's changes). */
export async function countCompletions(
  db: Executor,
  accountId: number,
  deltas: { habitId: number; delta: number }[],
) {
  const changed = deltas.filter((d) => d.delta !== 0);
  if (changed.length === 0) return;
  await db.execute(sql`update ${habits} h
    set completions = h.completions + d.delta, score = (h.completions + d.delta) * h.points
    from unnest(${arrayParam(changed.map((d) => d.habitId))}::int[],
      ${arrayParam(changed.map((d) => d.delta))}::int[]) as d(id, delta)
    where h.account_id = ${accountId}::int and h.id = d.id`);
}

/** Counts every habit's completions and score of the tracking again from the check-ins. */
export async function refreshHabitCounters(db: Executor, accountId: number, trackingId: number) {
  await db.execute(sql`update ${habits} h
    set completions = coalesce(c.n, 0), score = coalesce(c.n, 0) * h.points
    from ${habits} h2 left join (
      select habit_id, count(*)::int as n from ${habitCheckins}
      where account_id = ${accountId}::int and tracking_id = ${trackingId}::int and done
      group by habit_id
    ) c on c.habit_id = h2.id
    where h.id = h2.id and h2.account_id = ${accountId}::int
      and h2.tracking_id = ${trackingId}::int`);
}

// Contacts

/** The tracking's contacts of a status with their names, latest first, searched, one page. */
export async function contactPage(
  db: Executor,
  accountId: number,
  trackingId: number,
  query: {
    status: 'active' | 'deleted';
    search?: string | undefined;
    limit: number;
    offset: number;
  },
) {
  const search = query.search?.trim().toLowerCase();
  const where = sql`hc.account_id = ${accountId}::int and hc.tracking_id = ${trackingId}::int
    and hc.status = ${query.status} and c.deleted_at is null
    ${
      search
        ? sql`and (lower(c.first_name || ' ' || c.last_name) like ${`%${escapeLike(search)}%`}
          or lower(coalesce(c.email, '')) like ${`%${escapeLike(search)}%`})`
        : sql``
    }`;
  const [rows, [total]] = await Promise.all([
    rowsOf<ContactFigures & { email: string | null }>(
      db,
      sql`select ${figureColumns}, c.email
      from ${habitContacts} hc join contacts c on c.account_id = hc.account_id and c.id = hc.contact_id
      where ${where} order by hc.id desc limit ${query.limit} offset ${query.offset}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${habitContacts} hc
      join contacts c on c.account_id = hc.account_id and c.id = hc.contact_id where ${where}`,
    ),
  ]);
  return { rows: rows.map(figuresOf), total: total?.n ?? 0 };
}

/** A contact row with their name and kept figures, as raw SQL answers it. */
type ContactFigures = {
  id: string | number;
  contact_id: string | number;
  full_name: string;
  status: 'active' | 'deleted';
  added_at: string | Date;
  removed_at: string | Date | null;
  score: number;
  current_streak: number;
  best_streak: number;
  days_done: number;
  last_checkin_on: string | Date | null;
};
const figureColumns =
  sql.raw(`hc.id, hc.contact_id, trim(c.first_name || ' ' || c.last_name) as full_name,
  hc.status, hc.added_at, hc.removed_at, hc.score, hc.current_streak, hc.best_streak, hc.days_done,
  hc.last_checkin_on::text as last_checkin_on`);
const figuresOf = <T extends ContactFigures>(r: T) => ({
  ...r,
  id: Number(r.id),
  contact_id: Number(r.contact_id),
  added_at: new Date(r.added_at),
  removed_at: r.removed_at === null ? null : new Date(r.removed_at),
  last_checkin_on: r.last_checkin_on === null ? null : String(r.last_checkin_on).slice(0, 10),
});

/**
 * A page of the leaderboard: active contacts by score, then current streak, then the earliest
 * contact — the rank index's own order, so a page is an index range however many are tied —
 * with how many stand strictly ahead of its first row (whose rank it gives).
 */
export async function leaderboardPage(
  db: Executor,
  accountId: number,
  trackingId: number,
  limit: number,
  offset: number,
) {
  const [rows, [total]] = await Promise.all([
    rowsOf<ContactFigures>(
      db,
      // The page's contacts come from the index alone (a deep page skips index entries, not
      // rows); only its own rows are read whole.
      sql`select ${figureColumns}
      from (select contact_id from ${habitContacts}
        where account_id = ${accountId}::int and tracking_id = ${trackingId}::int
          and status = 'active'
        order by score desc, current_streak desc, contact_id
        limit ${limit}::int offset ${offset}::int) page
      join ${habitContacts} hc on hc.account_id = ${accountId}::int
        and hc.tracking_id = ${trackingId}::int and hc.contact_id = page.contact_id
      join contacts c on c.account_id = hc.account_id and c.id = hc.contact_id
      order by hc.score desc, hc.current_streak desc, hc.contact_id`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${habitContacts}
      where account_id = ${accountId}::int and tracking_id = ${trackingId}::int
        and status = 'active'`,
    ),
  ]);
  const first = rows.map(figuresOf)[0];
  const ahead = first
    ? await aheadOf(db, accountId, trackingId, first.score, first.current_streak)
    : 0;
  return { rows: rows.map(figuresOf), ahead, total: total?.n ?? 0 };
}

/** How many active contacts of the tracking stand ahead of a score and streak. */
export async function aheadOf(
  db: Executor,
  accountId: number,
  trackingId: number,
  score: number,
  streak: number,
) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${habitContacts}
    where account_id = ${accountId}::int and tracking_id = ${trackingId}::int and status = 'active'
      and (score > ${score}::int or (score = ${score}::int and current_streak > ${streak}::int))`,
  );
  return row?.n ?? 0;
}

/** The tracking's contacts (all, or those given) with names and figures. */
export async function contactsWithFigures(
  db: Executor,
  accountId: number,
  trackingId: number,
  only: { status?: 'active'; contactIds?: number[] },
) {
  const rows = await rowsOf<ContactFigures>(
    db,
    sql`select ${figureColumns}
    from ${habitContacts} hc join contacts c on c.account_id = hc.account_id and c.id = hc.contact_id
    where hc.account_id = ${accountId}::int and hc.tracking_id = ${trackingId}::int
      and c.deleted_at is null
      ${only.status ? sql`and hc.status = ${only.status}` : sql``}
      ${only.contactIds ? sql`and hc.contact_id = any(${arrayParam(only.contactIds)}::bigint[])` : sql``}
    order by hc.id desc`,
  );
  return rows.map(figuresOf);
}

/**
 * Counts the kept figures of the tracking's contacts (all, or one) again from their check-ins,
 * in one statement: the score is the points of the habits done; a streak is a run of days with
 * at least one habit done (days less their place in the contact's list of days are equal along
 * a run), the current one ending today or yesterday (`today`, the location's calendar).
 */
export async function refreshFigures(
  db: Executor,
  accountId: number,
  trackingId: number,
  today: string,
  contactId?: number,
) {
  const one = contactId === undefined ? sql`` : sql`and contact_id = ${contactId}::bigint`;
  const rows = await rowsOf<{ score: number; current_streak: number }>(
    db,
    sql`with days as (
      select c.contact_id, c.date, sum(h.points)::int as points
      from ${habitCheckins} c join ${habits} h on h.account_id = c.account_id and h.id = c.habit_id
      where c.account_id = ${accountId}::int and c.tracking_id = ${trackingId}::int and c.done
        ${contactId === undefined ? sql`` : sql`and c.contact_id = ${contactId}::bigint`}
      group by c.contact_id, c.date
    ), runs as (
      select contact_id, count(*)::int as length, max(date) as last
      from (select contact_id, date,
          date - (row_number() over (partition by contact_id order by date))::int as run
        from days) d
      group by contact_id, run
    ), figures as (
      select contact_id, sum(points)::int as score, count(*)::int as days_done,
        max(date) as last_checkin_on
      from days group by contact_id
    ), streaks as (
      select contact_id, max(length)::int as best_streak,
        coalesce(max(length) filter (where last >= ${today}::date - 1), 0)::int as current_streak
      from runs group by contact_id
    )
    update ${habitContacts} hc set
      score = coalesce(f.score, 0), days_done = coalesce(f.days_done, 0),
      last_checkin_on = f.last_checkin_on, best_streak = coalesce(s.best_streak, 0),
      current_streak = coalesce(s.current_streak, 0)
    from (select id, contact_id from ${habitContacts}
      where account_id = ${accountId}::int and tracking_id = ${trackingId}::int ${one}) k
    left join figures f on f.contact_id = k.contact_id
    left join streaks s on s.contact_id = k.contact_id
    where hc.id = k.id
    returning hc.score, hc.current_streak`,
  );
  return rows.length;
}

/** Streaks whose last day is older than yesterday (`today`, the location's calendar) end. */
export async function endStaleStreaks(db: Executor, accountId: number, today: string) {
  await db.execute(sql`update ${habitContacts} set current_streak = 0
    where account_id = ${accountId}::int and current_streak > 0
      and last_checkin_on < ${today}::date - 1`);
}

/** The accounts with a running streak: the sweep ends the stale ones in each one's calendar. */
// unscoped: the engine walks every location, each answer naming its account
export async function accountsWithStreaks(db: Executor) {
  const rows = await rowsOf<{ account_id: number }>(
    db,
    sql`select distinct account_id from ${habitContacts} where current_streak > 0`,
  );
  return rows.map((r) => Number(r.account_id));
}

/**
 * Each habit's days done (ever, and since `from`) and its streaks, over the tracking's contacts
 * or one: the best run of any contact, and the longest still running (ending today or yesterday).
 */
export async function habitFigures(
  db: Executor,
  accountId: number,
  trackingId: number,
  at: { today: string; from: string; contactId?: number | undefined },
) {
  const rows = await rowsOf<{
    habit_id: number;
    completions: number;
    recent: number;
    best: number;
    current: number;
  }>(
    db,
    sql`with d as (
      select habit_id, contact_id, date from ${habitCheckins}
      where account_id = ${accountId}::int and tracking_id = ${trackingId}::int and done
        ${at.contactId === undefined ? sql`` : sql`and contact_id = ${at.contactId}::bigint`}
    ), runs as (
      select habit_id, count(*)::int as length, max(date) as last
      from (select habit_id, contact_id, date,
          date - (row_number() over (partition by habit_id, contact_id order by date))::int as run
        from d) x
      group by habit_id, contact_id, run
    ), streaks as (
      select habit_id, max(length)::int as best,
        coalesce(max(length) filter (where last >= ${at.today}::date - 1), 0)::int as current
      from runs group by habit_id
    )
    select c.habit_id, c.completions, c.recent, s.best, s.current
    from (select habit_id, count(*)::int as completions,
        count(*) filter (where date >= ${at.from}::date)::int as recent
      from d group by habit_id) c
    join streaks s on s.habit_id = c.habit_id`,
  );
  return new Map(rows.map((r) => [r.habit_id, r]));
}

/**
 * The days since `from` (or since they joined, when later) up to today that the contacts were on
 * the tracking, summed: the active ones, or the one given whatever their status.
 */
export async function daysOnTracking(
  db: Executor,
  accountId: number,
  trackingId: number,
  at: { zone: string; today: string; from: string; contactId?: number | undefined },
) {
  const [row] = await rowsOf<{ n: number | null }>(
    db,
    sql`select sum(${at.today}::date
        - greatest((added_at at time zone ${at.zone})::date, ${at.from}::date) + 1)::int as n
    from ${habitContacts}
    where account_id = ${accountId}::int and tracking_id = ${trackingId}::int
      and ${at.contactId === undefined ? sql`status = 'active'` : sql`contact_id = ${at.contactId}::bigint`}`,
  );
  return Math.max(0, row?.n ?? 0);
}

// Check-ins and proofs

export async function checkinsOf(
  db: Executor,
  accountId: number,
  trackingId: number,
  contactId: number,
  from: string,
  to: string,
) {
  return db
    .select()
    .from(habitCheckins)
    .where(
      and(
        ofAccount(habitCheckins, accountId),
        eq(habitCheckins.trackingId, trackingId),
        eq(habitCheckins.contactId, contactId),
        sql`${habitCheckins.date} between ${from}::date and ${to}::date`,
      ),
    )
    .orderBy(asc(habitCheckins.date), asc(habitCheckins.habitId));
}

/** Each contact's habits done today and between `from` and `to` (the week). */
export async function doneCounts(
  db: Executor,
  accountId: number,
  trackingId: number,
  today: string,
  from: string,
  to: string,
) {
  const rows = await rowsOf<{ contact_id: string | number; today: number; week: number }>(
    db,
    sql`select contact_id, count(*) filter (where date = ${today}::date)::int as today,
      count(*)::int as week
    from ${habitCheckins}
    where account_id = ${accountId}::int and tracking_id = ${trackingId}::int and done
      and date between ${from}::date and ${to}::date
    group by contact_id`,
  );
  return new Map(rows.map((r) => [Number(r.contact_id), r]));
}

/** Saves a day's check-ins; answers each habit's done before (undefined when new) and the ids. */
export async function saveCheckins(
  db: Executor,
  accountId: number,
  values: { trackingId: number; contactId: number; date: string },
  items: { habitId: number; done: boolean; note: string }[],
) {
  const before = new Map(
    (
      await db
        .select({ habitId: habitCheckins.habitId, done: habitCheckins.done })
        .from(habitCheckins)
        .where(
          and(
            ofAccount(habitCheckins, accountId),
            eq(habitCheckins.contactId, values.contactId),
            eq(habitCheckins.date, values.date),
            inArray(
              habitCheckins.habitId,
              items.map((i) => i.habitId),
            ),
          ),
        )
    ).map((r) => [r.habitId, r.done]),
  );
  const saved = await db
    .insert(habitCheckins)
    .values(items.map((i) => ({ ...values, ...i, accountId })))
    .onConflictDoUpdate({
      target: [habitCheckins.habitId, habitCheckins.contactId, habitCheckins.date],
      set: {
        done: sql`excluded.done`,
        note: sql`excluded.note`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: habitCheckins.id, habitId: habitCheckins.habitId });
  return { before, ids: new Map(saved.map((r) => [r.habitId, r.id])) };
}

/** Puts a photo on a check-in; answers the storage key of the one it replaces, if any. */
export async function saveProof(
  db: Executor,
  accountId: number,
  values: Omit<typeof habitProofs.$inferInsert, 'accountId'>,
) {
  const [old] = await db
    .delete(habitProofs)
    .where(and(ofAccount(habitProofs, accountId), eq(habitProofs.checkinId, values.checkinId)))
    .returning({ storageKey: habitProofs.storageKey });
  await db.insert(habitProofs).values({ ...values, accountId });
  return old?.storageKey;
}

export async function proofCheckins(db: Executor, accountId: number, checkinIds: number[]) {
  if (checkinIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: habitProofs.checkinId })
    .from(habitProofs)
    .where(and(ofAccount(habitProofs, accountId), inArray(habitProofs.checkinId, checkinIds)));
  return new Set(rows.map((r) => r.id));
}

export async function proofsOf(
  db: Executor,
  accountId: number,
  trackingId: number,
  contactId: number | undefined,
  limit: number,
  offset: number,
) {
  const where = sql`p.account_id = ${accountId}::int and p.tracking_id = ${trackingId}::int
    ${contactId === undefined ? sql`` : sql`and p.contact_id = ${contactId}::bigint`}`;
  const [rows, [total]] = await Promise.all([
    rowsOf<{
      id: string | number;
      habit_id: number;
      habit_name: string;
      contact_id: string | number;
      full_name: string;
      date: string;
      name: string;
      size: number;
      created_at: string | Date;
    }>(
      db,
      sql`select p.id, p.habit_id, h.name as habit_name, p.contact_id,
        trim(c.first_name || ' ' || c.last_name) as full_name, p.date::text as date, p.name,
        p.size, p.created_at
      from ${habitProofs} p
      join ${habits} h on h.account_id = p.account_id and h.id = p.habit_id
      join contacts c on c.account_id = p.account_id and c.id = p.contact_id
      where ${where} order by p.id desc limit ${limit} offset ${offset}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${habitProofs} p where ${where}`),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      habit_id: r.habit_id,
      habit_name: r.habit_name,
      contact_id: Number(r.contact_id),
      full_name: r.full_name,
      date: String(r.date).slice(0, 10),
      name: r.name,
      size: r.size,
      url: `/api/v3/habit-tracking/proofs/${r.id}`,
      created_at: new Date(r.created_at).toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

export async function findProof(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(habitProofs)
    .where(and(ofAccount(habitProofs, accountId), eq(habitProofs.id, id)));
  return row;
}

/** The storage keys of the tracking's photos (all, or of one habit or category). */
export async function proofKeys(
  db: Executor,
  accountId: number,
  where: { trackingIds: number[] } | { habitIds: number[] },
) {
  const rows = await db
    .select({ key: habitProofs.storageKey })
    .from(habitProofs)
    .where(
      and(
        ofAccount(habitProofs, accountId),
        'trackingIds' in where
          ? inArray(habitProofs.trackingId, where.trackingIds)
          : inArray(habitProofs.habitId, where.habitIds),
      ),
    );
  return rows.map((r) => r.key);
}

// Contacts moving and merged

/** The trackings the contacts (ids, or a subquery of them) hold check-ins on. */
export async function trackingsWithCheckins(
  db: Executor,
  accountId: number,
  contactIds: number[] | SQL,
) {
  const rows = await rowsOf<{ tracking_id: number }>(
    db,
    sql`select distinct tracking_id from ${habitContacts}
    where account_id = ${accountId}::int and contact_id ${
      Array.isArray(contactIds)
        ? sql`= any(${arrayParam(contactIds)}::bigint[])`
        : sql`in ${contactIds}`
    }`,
  );
  return rows.map((r) => Number(r.tracking_id));
}

/** Contacts leaving for another location (a subquery of their ids) leave their trackings here. */
export async function leaveHabits(db: Executor, accountId: number, contactIds: SQL) {
  for (const table of [habitReminderDeliveries, habitProofs, habitCheckins, habitContacts])
    await leaveContactRows(db, table, accountId, contactIds);
}

/**
 * A merge: the merged contacts' check-ins become the survivor's, but for days the survivor (or
 * an earlier of the merged) checked the same habit in; their trackings too, unless the survivor
 * is on the same.
 */
export async function reassignHabits(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  if (fromIds.length === 0) return;
  const from = arrayParam(fromIds);
  await db.execute(sql`update ${habitCheckins} t set contact_id = ${toId}::bigint
    where t.account_id = ${accountId}::int and t.contact_id = any(${from}::bigint[])
      and not exists (select 1 from ${habitCheckins} o where o.account_id = t.account_id
        and o.habit_id = t.habit_id and o.date = t.date
        and (o.contact_id = ${toId}::bigint
          or (o.contact_id = any(${from}::bigint[]) and o.id < t.id)))`);
  await db
    .delete(habitCheckins)
    .where(and(ofAccount(habitCheckins, accountId), inArray(habitCheckins.contactId, fromIds)));
  await db
    .update(habitProofs)
    .set({ contactId: toId })
    .where(and(ofAccount(habitProofs, accountId), inArray(habitProofs.contactId, fromIds)));
  await reassignUniqueContactRows(db, habitContacts, 'tracking_id', accountId, fromIds, toId);
  await db
    .delete(habitReminderDeliveries)
    .where(
      and(
        ofAccount(habitReminderDeliveries, accountId),
        inArray(habitReminderDeliveries.contactId, fromIds),
      ),
    );
}
