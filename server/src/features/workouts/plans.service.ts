import type { Paginated } from '@coachline/contract/api';
import {
  type createPlanBody,
  maxDayWorkouts,
  maxPlanWeeks,
  type PlanWeek,
  planDays,
  type planListQuery,
  type storePlanBody,
  type storeWeekWorkoutsBody,
  type WorkoutPlan,
  workoutPlanMessages as words,
} from '@coachline/contract/workout-plans';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { presentPage } from '../../platform/pagination';
import * as repo from './plans.repository';
import type { PlanShape } from './schedule';
import { findWorkoutOr404, workoutDetailsOf, workoutsOf } from './workouts.service';
import type { WorkoutPlanRow, WorkoutPlanWeekRow } from './workouts.tables';

// Workout plans (issue 16 §2): the plans, their weeks (smart weeks are weeks of no plan, kept
// to add to any plan) and each day's workouts. Contacts and reports: programs and sessions.

const weeksLimit = `A plan holds at most ${maxPlanWeeks} weeks`;
const dayLimit = `A day holds at most ${maxDayWorkouts} workouts`;

// Presenting -------------------------------------------------------------------------------

export async function presentPlans(
  db: Executor,
  accountId: number,
  rows: WorkoutPlanRow[],
): Promise<WorkoutPlan[]> {
  const counts = await repo.planCountsOf(
    db,
    accountId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const n = counts.get(row.id);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      ordering: row.ordering,
      weeks_count: n?.weeks ?? 0,
      workouts_count: n?.workouts ?? 0,
      active_count: n?.active ?? 0,
      completed_count: n?.completed ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

async function presentWeeks(
  db: Executor,
  accountId: number,
  weeks: WorkoutPlanWeekRow[],
): Promise<PlanWeek[]> {
  const days = await repo.daysOfWeeks(
    db,
    accountId,
    weeks.map((w) => w.id),
  );
  const workouts = await workoutsOf(db, accountId, [...new Set(days.map((d) => d.workoutId))]);
  return weeks.map((week) => ({
    id: week.id,
    workout_plan_id: week.planId,
    position: week.position,
    name: week.name,
    notes: week.notes,
    days: planDays.map((day) => ({
      day,
      workouts: days
        .filter((d) => d.weekId === week.id && d.day === day)
        .map((d) => {
          const w = workouts.get(d.workoutId);
          return {
            id: d.id,
            day: d.day,
            position: d.position,
            workout: {
              id: d.workoutId,
              name: w?.name ?? '',
              exercises_count: w?.exercises_count ?? 0,
              estimated_minutes: w?.estimated_minutes ?? 0,
            },
          };
        }),
    })),
  }));
}

const presentWeek = async (db: Executor, accountId: number, week: WorkoutPlanWeekRow) =>
  (await presentWeeks(db, accountId, [week]))[0]!;

/** The plans' weeks in order with their day-workouts, as schedules read them. */
export async function planShapesOf(
  db: Executor,
  accountId: number,
  plans: Pick<WorkoutPlanRow, 'id' | 'name'>[],
): Promise<Map<number, PlanShape>> {
  const weeks = await repo.weeksOfPlans(
    db,
    accountId,
    plans.map((p) => p.id),
  );
  const days = await repo.daysOfWeeks(
    db,
    accountId,
    weeks.map((w) => w.id),
  );
  return new Map(
    plans.map((plan) => [
      plan.id,
      {
        id: plan.id,
        name: plan.name,
        weeks: weeks
          .filter((w) => w.planId === plan.id)
          .map((w) => ({
            days: days
              .filter((d) => d.weekId === w.id)
              .map((d) => ({ day: d.day, workoutId: d.workoutId })),
          })),
      },
    ]),
  );
}

// Lookups ----------------------------------------------------------------------------------

/** One of the location's plans; another's is 404. */
export async function planOf(db: Executor, accountId: number, id: number) {
  const row = await repo.findPlan(db, accountId, id);
  if (!row) throw notFound();
  return row;
}

/** A week of one of the location's plans (not a smart week); 404 otherwise. */
async function planWeekOf(db: Executor, accountId: number, id: number) {
  const row = await repo.findWeek(db, accountId, id);
  if (!row || row.planId === null) throw notFound();
  return row as WorkoutPlanWeekRow & { planId: number };
}

async function anyWeekOf(db: Executor, accountId: number, id: number) {
  const row = await repo.findWeek(db, accountId, id);
  if (!row) throw notFound();
  return row;
}

async function smartWeekOf(db: Executor, accountId: number, id: number) {
  const row = await repo.findWeek(db, accountId, id);
  if (!row || row.planId !== null) throw notFound();
  return row;
}

/** Every workout named is the location's; 404 otherwise. */
async function checkWorkouts(db: Executor, accountId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await workoutsOf(db, accountId, unique);
  if (unique.some((id) => !found.has(id))) throw notFound();
}

const touch = (db: Executor, accountId: number, id: number) =>
  repo.updatePlan(db, accountId, id, {});

const planAnswer = async (
  db: Executor,
  ctx: RequestContext,
  message: string,
  row: WorkoutPlanRow,
) => ({
  status: 1 as const,
  message,
  workout_plan: (await presentPlans(db, ctx.accountId, [row]))[0]!,
});

const weekAnswer = async (
  db: Executor,
  ctx: RequestContext,
  message: string,
  row: WorkoutPlanWeekRow,
) => ({ status: 1 as const, message, week: await presentWeek(db, ctx.accountId, row) });

// Reads ------------------------------------------------------------------------------------

export async function list(
  deps: Deps,
  ctx: RequestContext,
  query: z.output<typeof planListQuery>,
): Promise<Paginated<WorkoutPlan>> {
  authorize(ctx, 'view', 'workouts');
  const { rows, total } = await repo.pageOfPlans(deps.db, ctx.accountId, query.search, {
    page: query.page,
    perPage: query.per_page,
  });
  return presentPage(
    await presentPlans(deps.db, ctx.accountId, rows),
    total,
    query.page,
    query.per_page,
  );
}

export async function all(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'workouts');
  const { rows } = await repo.pageOfPlans(deps.db, ctx.accountId, undefined, null);
  return { status: 1 as const, data: await presentPlans(deps.db, ctx.accountId, rows) };
}

export async function details(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'workouts');
  const row = await planOf(deps.db, ctx.accountId, id);
  return { status: 1 as const, data: (await presentPlans(deps.db, ctx.accountId, [row]))[0]! };
}

export async function weeks(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'workouts');
  await planOf(deps.db, ctx.accountId, id);
  const rows = await repo.weeksOf(deps.db, ctx.accountId, id);
  return { status: 1 as const, data: await presentWeeks(deps.db, ctx.accountId, rows) };
}

export async function fetchPlan(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'workouts');
  const row = await planOf(deps.db, ctx.accountId, id);
  const [plan] = await presentPlans(deps.db, ctx.accountId, [row]);
  const rows = await repo.weeksOf(deps.db, ctx.accountId, id);
  return {
    status: 1 as const,
    data: { ...plan!, weeks: await presentWeeks(deps.db, ctx.accountId, rows) },
  };
}

export async function smartWeeks(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'workouts');
  const rows = await repo.weeksOf(deps.db, ctx.accountId, null);
  return { status: 1 as const, data: await presentWeeks(deps.db, ctx.accountId, rows) };
}

export async function dayDetail(
  deps: Deps,
  ctx: RequestContext,
  planId: number,
  query: { week_id: number; day: number },
) {
  authorize(ctx, 'view', 'workouts');
  await planOf(deps.db, ctx.accountId, planId);
  const week = await planWeekOf(deps.db, ctx.accountId, query.week_id);
  if (week.planId !== planId) throw notFound();
  const presented = await presentWeek(deps.db, ctx.accountId, week);
  const ids = presented.days.find((d) => d.day === query.day)?.workouts.map((w) => w.workout.id);
  const details = await workoutDetailsOf(deps.db, ctx.accountId, [...new Set(ids ?? [])]);
  return {
    status: 1 as const,
    data: {
      week: presented,
      day: query.day,
      workouts: (ids ?? []).flatMap((id) => details.get(id) ?? []),
    },
  };
}

/** The plans whose days hold a workout (workout/{id}/assigned-plans). */
export async function assignedPlans(deps: Deps, ctx: RequestContext, workoutId: number) {
  authorize(ctx, 'view', 'workouts');
  await findWorkoutOr404(deps.db, ctx.accountId, workoutId);
  const rows = await repo.plansHoldingWorkout(deps.db, ctx.accountId, workoutId);
  return {
    status: 1 as const,
    data: rows.map((r) => ({ id: Number(r.id), name: r.name, days: Number(r.days) })),
  };
}

// Plans ------------------------------------------------------------------------------------

export async function create(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof createPlanBody>,
) {
  authorize(ctx, 'create', 'workouts');
  const row = await deps.db.transaction(async (tx) => {
    const plan = await repo.insertPlan(tx, ctx.accountId, {
      name: body.name,
      description: body.description,
      createdBy: ctx.user.id,
    });
    for (let i = 0; i < body.weeks; i++)
      await repo.insertWeek(tx, ctx.accountId, { planId: plan.id, position: i, name: '' });
    return plan;
  });
  return planAnswer(deps.db, ctx, words.created, row);
}

export async function store(deps: Deps, ctx: RequestContext, body: z.output<typeof storePlanBody>) {
  authorize(ctx, 'create', 'workouts');
  await checkWorkouts(
    deps.db,
    ctx.accountId,
    body.weeks.flatMap((w) => w.days.flatMap((d) => d.workout_ids)),
  );
  const row = await deps.db.transaction(async (tx) => {
    const plan = await repo.insertPlan(tx, ctx.accountId, {
      name: body.name,
      description: body.description,
      createdBy: ctx.user.id,
    });
    for (const [position, week] of body.weeks.entries()) {
      const added = await repo.insertWeek(tx, ctx.accountId, {
        planId: plan.id,
        position,
        name: week.name,
      });
      for (const day of week.days)
        await repo.setDay(tx, ctx.accountId, added.id, day.day, day.workout_ids);
    }
    return plan;
  });
  return planAnswer(deps.db, ctx, words.created, row);
}

export async function duplicate(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'create', 'workouts');
  const source = await planOf(deps.db, ctx.accountId, id);
  const row = await deps.db.transaction(async (tx) => {
    const copy = await repo.insertPlan(tx, ctx.accountId, {
      name: `${source.name} (copy)`.slice(0, 150),
      description: source.description,
      createdBy: ctx.user.id,
    });
    for (const week of await repo.weeksOf(tx, ctx.accountId, source.id))
      await repo.copyWeek(tx, ctx.accountId, week, copy.id, week.position);
    return copy;
  });
  return planAnswer(deps.db, ctx, words.duplicated, row);
}

export async function rename(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: { name: string; description?: string | undefined },
) {
  authorize(ctx, 'update', 'workouts');
  await planOf(deps.db, ctx.accountId, id);
  const row = await repo.updatePlan(deps.db, ctx.accountId, id, {
    name: body.name,
    ...(body.description === undefined ? {} : { description: body.description }),
  });
  return planAnswer(deps.db, ctx, words.renamed, row!);
}

export async function remove(deps: Deps, ctx: RequestContext, ids: number[]) {
  authorize(ctx, 'delete', 'workouts');
  const unique = [...new Set(ids)];
  const found = await repo.plansByIds(deps.db, ctx.accountId, unique);
  if (found.length !== unique.length) throw notFound();
  const affected = await repo.deletePlans(deps.db, ctx.accountId, unique);
  return { status: 1 as const, message: words.deleted, affected };
}

// Weeks ------------------------------------------------------------------------------------

async function weeksRoom(db: Executor, accountId: number, planId: number) {
  const existing = await repo.weeksOf(db, accountId, planId);
  if (existing.length >= maxPlanWeeks) throw fieldError('week', weeksLimit);
  return existing;
}

export async function createWeek(deps: Deps, ctx: RequestContext, planId: number) {
  authorize(ctx, 'update', 'workouts');
  await planOf(deps.db, ctx.accountId, planId);
  const row = await deps.db.transaction(async (tx) => {
    const existing = await weeksRoom(tx, ctx.accountId, planId);
    const week = await repo.insertWeek(tx, ctx.accountId, {
      planId,
      position: existing.length,
      name: '',
    });
    await touch(tx, ctx.accountId, planId);
    return week;
  });
  return weekAnswer(deps.db, ctx, words.weekCreated, row);
}

export async function updateWeek(
  deps: Deps,
  ctx: RequestContext,
  weekId: number,
  body: { name?: string | undefined; notes?: string | undefined },
) {
  authorize(ctx, 'update', 'workouts');
  const week = await anyWeekOf(deps.db, ctx.accountId, weekId);
  const row = await repo.updateWeek(deps.db, ctx.accountId, weekId, {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.notes === undefined ? {} : { notes: body.notes }),
  });
  if (week.planId !== null) await touch(deps.db, ctx.accountId, week.planId);
  return weekAnswer(deps.db, ctx, words.weekUpdated, row!);
}

/** A copy of a week right after it (a smart week's copy is a smart week). */
export async function duplicateWeek(deps: Deps, ctx: RequestContext, weekId: number) {
  authorize(ctx, 'update', 'workouts');
  const week = await anyWeekOf(deps.db, ctx.accountId, weekId);
  const row = await deps.db.transaction(async (tx) => {
    if (week.planId !== null) {
      await weeksRoom(tx, ctx.accountId, week.planId);
      await repo.shiftWeeks(tx, ctx.accountId, week.planId, week.position + 1);
    }
    const copy = await repo.copyWeek(tx, ctx.accountId, week, week.planId, week.position + 1);
    if (week.planId !== null) {
      const ordered = await repo.weeksOf(tx, ctx.accountId, week.planId);
      await repo.renumberWeeks(
        tx,
        ctx.accountId,
        ordered.map((w) => w.id),
      );
      await touch(tx, ctx.accountId, week.planId);
    }
    return copy;
  });
  return weekAnswer(deps.db, ctx, words.weekDuplicated, row);
}

export async function deleteWeek(deps: Deps, ctx: RequestContext, weekId: number) {
  authorize(ctx, 'update', 'workouts');
  const week = await planWeekOf(deps.db, ctx.accountId, weekId);
  await deps.db.transaction(async (tx) => {
    await repo.deleteWeek(tx, ctx.accountId, weekId);
    const rest = await repo.weeksOf(tx, ctx.accountId, week.planId);
    await repo.renumberWeeks(
      tx,
      ctx.accountId,
      rest.map((w) => w.id),
    );
    await touch(tx, ctx.accountId, week.planId);
  });
  return { status: 1 as const, message: words.weekDeleted };
}

export async function sortWeeks(deps: Deps, ctx: RequestContext, planId: number, ids: number[]) {
  authorize(ctx, 'update', 'workouts');
  await planOf(deps.db, ctx.accountId, planId);
  await deps.db.transaction(async (tx) => {
    const existing = await repo.weeksOf(tx, ctx.accountId, planId);
    if (ids.some((id) => !existing.some((w) => w.id === id))) throw notFound();
    const same =
      ids.length === existing.length &&
      new Set(ids).size === ids.length &&
      existing.every((w) => ids.includes(w.id));
    if (!same) throw fieldError('ids', words.sortIncomplete);
    await repo.renumberWeeks(tx, ctx.accountId, ids);
    await touch(tx, ctx.accountId, planId);
  });
  const rows = await repo.weeksOf(deps.db, ctx.accountId, planId);
  return { status: 1 as const, data: await presentWeeks(deps.db, ctx.accountId, rows) };
}

export async function createSmartWeek(
  deps: Deps,
  ctx: RequestContext,
  weekId: number,
  name: string,
) {
  authorize(ctx, 'update', 'workouts');
  const week = await anyWeekOf(deps.db, ctx.accountId, weekId);
  const row = await deps.db.transaction(async (tx) => {
    const smart = await repo.weeksOf(tx, ctx.accountId, null);
    return repo.copyWeek(tx, ctx.accountId, week, null, smart.length, name);
  });
  return weekAnswer(deps.db, ctx, words.smartWeekCreated, row);
}

export async function addSmartWeek(
  deps: Deps,
  ctx: RequestContext,
  planId: number,
  smartWeekId: number,
) {
  authorize(ctx, 'update', 'workouts');
  await planOf(deps.db, ctx.accountId, planId);
  const smart = await smartWeekOf(deps.db, ctx.accountId, smartWeekId);
  const row = await deps.db.transaction(async (tx) => {
    const existing = await weeksRoom(tx, ctx.accountId, planId);
    const copy = await repo.copyWeek(tx, ctx.accountId, smart, planId, existing.length);
    await touch(tx, ctx.accountId, planId);
    return copy;
  });
  return weekAnswer(deps.db, ctx, words.smartWeekAdded, row);
}

export async function deleteSmartWeek(deps: Deps, ctx: RequestContext, weekId: number) {
  authorize(ctx, 'update', 'workouts');
  await smartWeekOf(deps.db, ctx.accountId, weekId);
  await deps.db.transaction(async (tx) => {
    await repo.deleteWeek(tx, ctx.accountId, weekId);
    const rest = await repo.weeksOf(tx, ctx.accountId, null);
    await repo.renumberWeeks(
      tx,
      ctx.accountId,
      rest.map((w) => w.id),
    );
  });
  return { status: 1 as const, message: words.smartWeekDeleted };
}

// Days -------------------------------------------------------------------------------------

const weekTouched = async (db: Executor, accountId: number, week: WorkoutPlanWeekRow) => {
  if (week.planId !== null) await touch(db, accountId, week.planId);
};

export async function savePlanWeekWorkout(
  deps: Deps,
  ctx: RequestContext,
  weekId: number,
  body: { day: number; workout_id: number },
) {
  authorize(ctx, 'update', 'workouts');
  const week = await anyWeekOf(deps.db, ctx.accountId, weekId);
  await checkWorkouts(deps.db, ctx.accountId, [body.workout_id]);
  await deps.db.transaction(async (tx) => {
    const days = await repo.daysOfWeeks(tx, ctx.accountId, [weekId]);
    if (days.filter((d) => d.day === body.day).length >= maxDayWorkouts)
      throw fieldError('workout_id', dayLimit);
    await repo.appendToDay(tx, ctx.accountId, weekId, body.day, body.workout_id);
    await weekTouched(tx, ctx.accountId, week);
  });
  return weekAnswer(deps.db, ctx, words.dayUpdated, week);
}

export async function storeWeekWorkouts(
  deps: Deps,
  ctx: RequestContext,
  weekId: number,
  body: z.output<typeof storeWeekWorkoutsBody>,
) {
  authorize(ctx, 'update', 'workouts');
  const week = await anyWeekOf(deps.db, ctx.accountId, weekId);
  await checkWorkouts(
    deps.db,
    ctx.accountId,
    body.days.flatMap((d) => d.workout_ids),
  );
  await deps.db.transaction(async (tx) => {
    for (const day of body.days)
      await repo.setDay(tx, ctx.accountId, weekId, day.day, day.workout_ids);
    await weekTouched(tx, ctx.accountId, week);
  });
  return weekAnswer(deps.db, ctx, words.dayUpdated, week);
}

export async function sortWeekWorkout(
  deps: Deps,
  ctx: RequestContext,
  weekId: number,
  body: { day: number; ids: number[] },
) {
  authorize(ctx, 'update', 'workouts');
  const week = await anyWeekOf(deps.db, ctx.accountId, weekId);
  await deps.db.transaction(async (tx) => {
    const existing = (await repo.daysOfWeeks(tx, ctx.accountId, [weekId])).filter(
      (d) => d.day === body.day,
    );
    if (body.ids.some((id) => !existing.some((d) => d.id === id))) throw notFound();
    const same =
      body.ids.length === existing.length &&
      new Set(body.ids).size === body.ids.length &&
      existing.every((d) => body.ids.includes(d.id));
    if (!same) throw fieldError('ids', words.sortIncomplete);
    await repo.renumberDay(tx, ctx.accountId, body.ids);
    await weekTouched(tx, ctx.accountId, week);
  });
  return weekAnswer(deps.db, ctx, words.dayUpdated, week);
}
