import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { escapeLike } from '../contacts/contacts.filters';
import {
  type WorkoutPlanDayRow,
  type WorkoutPlanRow,
  type WorkoutPlanWeekRow,
  workoutPlanContacts,
  workoutPlanDays,
  workoutPlans,
  workoutPlanWeeks,
} from './workouts.tables';

// Workout plans (issue 16 §2): plans, their weeks in order (a week without a plan is a smart
// week) and each day's workouts in order.

// Plans ------------------------------------------------------------------------------------

export async function pageOfPlans(
  db: Executor,
  accountId: number,
  search: string | undefined,
  page: { page: number; perPage: number } | null,
) {
  const where = and(
    ofAccount(workoutPlans, accountId),
    search ? sql`${workoutPlans.name} ilike ${`%${escapeLike(search)}%`}` : undefined,
  );
  const listed = db
    .select()
    .from(workoutPlans)
    .where(where)
    .orderBy(
      ...(page
        ? [desc(workoutPlans.ordering), desc(workoutPlans.id)]
        : [asc(sql`lower(${workoutPlans.name})`), asc(workoutPlans.id)]),
    );
  const [rows, [total]] = await Promise.all([
    page ? listed.limit(page.perPage).offset((page.page - 1) * page.perPage) : listed,
    db.select({ n: count() }).from(workoutPlans).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPlan(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(workoutPlans)
    .where(and(ofAccount(workoutPlans, accountId), eq(workoutPlans.id, id)));
  return row;
}

export async function plansByIds(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(workoutPlans)
    .where(and(ofAccount(workoutPlans, accountId), inArray(workoutPlans.id, ids)));
}

export async function insertPlan(
  db: Executor,
  accountId: number,
  values: { name: string; description: string; createdBy: number | null },
): Promise<WorkoutPlanRow> {
  const [row] = await db
    .insert(workoutPlans)
    .values({
      accountId,
      ...values,
      ordering: sql`(select coalesce(max(ordering), 0) + 1 from ${workoutPlans} where account_id = ${accountId}::int)`,
    })
    .returning();
  return row!;
}

export async function updatePlan(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<Pick<WorkoutPlanRow, 'name' | 'description'>>,
) {
  const [row] = await db
    .update(workoutPlans)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(workoutPlans, accountId), eq(workoutPlans.id, id)))
    .returning();
  return row;
}

export async function deletePlans(db: Executor, accountId: number, ids: number[]) {
  const rows = await db
    .delete(workoutPlans)
    .where(and(ofAccount(workoutPlans, accountId), inArray(workoutPlans.id, ids)))
    .returning({ id: workoutPlans.id });
  return rows.length;
}

/** Weeks, day-workouts, and contacts by status, per plan. */
export async function planCountsOf(db: Executor, accountId: number, planIds: number[]) {
  const counts = new Map<
    number,
    { weeks: number; workouts: number; active: number; completed: number }
  >();
  if (planIds.length === 0) return counts;
  const rows = await rowsOf<{
    id: number;
    weeks: number;
    workouts: number;
    active: number;
    completed: number;
  }>(
    db,
    sql`select p.id,
        (select count(*)::int from ${workoutPlanWeeks} w
          where w.account_id = p.account_id and w.plan_id = p.id) as weeks,
        (select count(*)::int from ${workoutPlanDays} d join ${workoutPlanWeeks} w
          on w.account_id = d.account_id and w.id = d.week_id
          where d.account_id = p.account_id and w.plan_id = p.id) as workouts,
        (select count(*)::int from ${workoutPlanContacts} c
          where c.account_id = p.account_id and c.plan_id = p.id and c.status = 'active') as active,
        (select count(*)::int from ${workoutPlanContacts} c
          where c.account_id = p.account_id and c.plan_id = p.id and c.status = 'completed') as completed
      from ${workoutPlans} p
      where p.account_id = ${accountId}::int and p.id = any(${arrayParam(planIds)}::int[])`,
  );
  for (const r of rows) counts.set(Number(r.id), r);
  return counts;
}

// Weeks ------------------------------------------------------------------------------------

/** A plan's weeks in order, or the smart weeks (planId null). */
export async function weeksOf(db: Executor, accountId: number, planId: number | null) {
  return db
    .select()
    .from(workoutPlanWeeks)
    .where(
      and(
        ofAccount(workoutPlanWeeks, accountId),
        planId === null ? isNull(workoutPlanWeeks.planId) : eq(workoutPlanWeeks.planId, planId),
      ),
    )
    .orderBy(asc(workoutPlanWeeks.position), asc(workoutPlanWeeks.id));
}

/** The weeks of several plans, each plan's in order. */
export async function weeksOfPlans(db: Executor, accountId: number, planIds: number[]) {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(workoutPlanWeeks)
    .where(and(ofAccount(workoutPlanWeeks, accountId), inArray(workoutPlanWeeks.planId, planIds)))
    .orderBy(
      asc(workoutPlanWeeks.planId),
      asc(workoutPlanWeeks.position),
      asc(workoutPlanWeeks.id),
    );
}

export async function findWeek(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(workoutPlanWeeks)
    .where(and(ofAccount(workoutPlanWeeks, accountId), eq(workoutPlanWeeks.id, id)));
  return row;
}

export async function insertWeek(
  db: Executor,
  accountId: number,
  values: { planId: number | null; position: number; name: string; notes?: string },
): Promise<WorkoutPlanWeekRow> {
  const [row] = await db
    .insert(workoutPlanWeeks)
    .values({ accountId, ...values })
    .returning();
  return row!;
}

export async function updateWeek(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<Pick<WorkoutPlanWeekRow, 'name' | 'notes'>>,
) {
  // An update naming nothing changes nothing (Drizzle refuses an empty set).
  if (Object.values(values).every((v) => v === undefined)) return findWeek(db, accountId, id);
  const [row] = await db
    .update(workoutPlanWeeks)
    .set(values)
    .where(and(ofAccount(workoutPlanWeeks, accountId), eq(workoutPlanWeeks.id, id)))
    .returning();
  return row;
}

export async function deleteWeek(db: Executor, accountId: number, id: number) {
  await db
    .delete(workoutPlanWeeks)
    .where(and(ofAccount(workoutPlanWeeks, accountId), eq(workoutPlanWeeks.id, id)));
}

/** Puts the weeks in the order of the ids. */
export async function renumberWeeks(db: Executor, accountId: number, orderedIds: number[]) {
  if (orderedIds.length === 0) return;
  await db.execute(sql`update ${workoutPlanWeeks} w set position = o.position - 1
    from unnest(${arrayParam(orderedIds)}::int[]) with ordinality as o(id, position)
    where w.account_id = ${accountId}::int and w.id = o.id`);
}

/** Moves the weeks at `from` and after one place down, making room at `from`. */
export async function shiftWeeks(db: Executor, accountId: number, planId: number, from: number) {
  await db.execute(sql`update ${workoutPlanWeeks} set position = position + 1
    where account_id = ${accountId}::int and plan_id = ${planId}::int and position >= ${from}::int`);
}

/** A copy of a week's days into another week. */
/** Copies a week with its days into a plan (null: as a smart week) at a position. */
export async function copyWeek(
  db: Executor,
  accountId: number,
  source: WorkoutPlanWeekRow,
  planId: number | null,
  position: number,
  name: string = source.name,
) {
  const copy = await insertWeek(db, accountId, { planId, position, name, notes: source.notes });
  await db.execute(sql`insert into ${workoutPlanDays} (account_id, week_id, day, workout_id, position)
    select account_id, ${copy.id}::int, day, workout_id, position from ${workoutPlanDays}
    where account_id = ${accountId}::int and week_id = ${source.id}::int`);
  return copy;
}

// Days -------------------------------------------------------------------------------------

/** The day-workouts of weeks, each day's in order. */
export async function daysOfWeeks(
  db: Executor,
  accountId: number,
  weekIds: number[],
): Promise<WorkoutPlanDayRow[]> {
  if (weekIds.length === 0) return [];
  return db
    .select()
    .from(workoutPlanDays)
    .where(and(ofAccount(workoutPlanDays, accountId), inArray(workoutPlanDays.weekId, weekIds)))
    .orderBy(
      asc(workoutPlanDays.weekId),
      asc(workoutPlanDays.day),
      asc(workoutPlanDays.position),
      asc(workoutPlanDays.id),
    );
}

/** Sets the workouts of a day of a week, in order (none empties it). */
export async function setDay(
  db: Executor,
  accountId: number,
  weekId: number,
  day: number,
  workoutIds: number[],
) {
  await db
    .delete(workoutPlanDays)
    .where(
      and(
        ofAccount(workoutPlanDays, accountId),
        eq(workoutPlanDays.weekId, weekId),
        eq(workoutPlanDays.day, day),
      ),
    );
  if (workoutIds.length === 0) return;
  await db
    .insert(workoutPlanDays)
    .values(
      workoutIds.map((workoutId, position) => ({ accountId, weekId, day, workoutId, position })),
    );
}

export async function appendToDay(
  db: Executor,
  accountId: number,
  weekId: number,
  day: number,
  workoutId: number,
) {
  await db.insert(workoutPlanDays).values({
    accountId,
    weekId,
    day,
    workoutId,
    position: sql`(select coalesce(max(position), -1) + 1 from ${workoutPlanDays}
      where account_id = ${accountId}::int and week_id = ${weekId}::int and day = ${day}::int)`,
  });
}

export async function renumberDay(db: Executor, accountId: number, orderedIds: number[]) {
  if (orderedIds.length === 0) return;
  await db.execute(sql`update ${workoutPlanDays} d set position = o.position - 1
    from unnest(${arrayParam(orderedIds)}::int[]) with ordinality as o(id, position)
    where d.account_id = ${accountId}::int and d.id = o.id`);
}

/** The plans whose days hold the workout, with how many days hold it. */
export async function plansHoldingWorkout(db: Executor, accountId: number, workoutId: number) {
  return rowsOf<{ id: number; name: string; days: number }>(
    db,
    sql`select p.id, p.name, count(*)::int as days
      from ${workoutPlanDays} d
      join ${workoutPlanWeeks} w on w.account_id = d.account_id and w.id = d.week_id
      join ${workoutPlans} p on p.account_id = w.account_id and p.id = w.plan_id
      where d.account_id = ${accountId}::int and d.workout_id = ${workoutId}::int
      group by p.id, p.name order by lower(p.name), p.id`,
  );
}
