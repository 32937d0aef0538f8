import type { Paginated } from '@coachline/contract/api';
import type { ContactPlan, ScheduledDay } from '@coachline/contract/workout-plans';
import {
  type ContactReport,
  type ContactWorkout,
  type ExerciseHistory,
  type LoggedSet,
  type logSessionBody,
  type PortalWorkoutItem,
  type WorkoutAnalytics,
  type WorkoutSession,
  workoutMessages as words,
} from '@coachline/contract/workouts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import { dayIn, momentIn } from '../../platform/clock';
import type { PortalContext, RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { presentPage } from '../../platform/pagination';
import * as accounts from '../accounts/accounts.service';
import * as contacts from '../contacts/contacts.service';
import * as plansRepo from './plans.repository';
import { planOf, planShapesOf } from './plans.service';
import type { Assignment, ProgramKind } from './programs.repository';
import * as programsRepo from './programs.repository';
import { personOf } from './programs.service';
import { endDateOf, matchSessions, type PlanShape, scheduleOf } from './schedule';
import * as repo from './sessions.repository';
import { findWorkoutOr404, workoutDetailsOf, workoutsOf } from './workouts.service';
import type { WorkoutSessionRow, WorkoutSetLogRow } from './workouts.tables';

// What contacts do with their workouts and plans (issue 16 §3): the sessions they log from their
// portal, the coach's reports of them, and the portal's reads of what they were given.

const poundKg = 0.45359237;
const dayMs = 86_400_000;
/** Whose portal a read is: the signed-in contact, or the contact a coach previews. */
type PortalReader = Pick<PortalContext, 'accountId' | 'contactId'>;

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
/** Epley's estimate of the one-rep max of a set. */
export const epley = (kg: number, reps: number) => kg * (1 + reps / 30);

// Presenting -------------------------------------------------------------------------------

export async function presentSessions(
  db: Executor,
  accountId: number,
  rows: WorkoutSessionRow[],
): Promise<WorkoutSession[]> {
  const [totals, names, people] = await Promise.all([
    repo.sessionTotalsOf(
      db,
      accountId,
      rows.map((r) => r.id),
    ),
    repo.workoutNamesOf(db, accountId, [...new Set(rows.map((r) => r.workoutId))]),
    contacts.contactRowsByIds(db, accountId, [...new Set(rows.map((r) => r.contactId))]),
  ]);
  const contactOf = new Map(people.map((c) => [c.id, c]));
  return rows.map((row) => ({
    id: row.id,
    workout: { id: row.workoutId, name: names.get(row.workoutId) ?? '' },
    contact: personOf(row.contactId, contactOf.get(row.contactId)),
    workout_plan_id: row.planId,
    scheduled_on: row.scheduledOn,
    started_at: row.startedAt.toISOString(),
    completed_at: row.completedAt.toISOString(),
    duration_seconds: Math.max(
      0,
      Math.round((row.completedAt.getTime() - row.startedAt.getTime()) / 1000),
    ),
    rpe: row.rpe,
    note: row.note,
    sets_count: totals.get(row.id)?.sets ?? 0,
    volume_kg: round(totals.get(row.id)?.volume ?? 0),
  }));
}

const presentSet = (s: WorkoutSetLogRow): LoggedSet => ({
  exercise_id: s.exerciseId,
  block_exercise_id: s.blockExerciseId,
  set_number: s.setNumber,
  reps: s.reps,
  weight: s.weight,
  weight_unit: s.weightUnit,
  time_seconds: s.timeSeconds,
  distance_meters: s.distanceMeters,
});

/** The last 30 days of the location's calendar, oldest first, as sequences' analytics count. */
function lastDays(zone: string, now: Date) {
  const since = new Date(now.getTime() - 29 * dayMs);
  return {
    since: momentIn(zone, dayIn(zone, since), '00:00'),
    days: Array.from({ length: 30 }, (_, i) => dayIn(zone, new Date(since.getTime() + i * dayMs))),
  };
}

/** Each exercise's points, one per session holding it (oldest first), and personal bests. */
function historiesOf(
  exerciseIds: number[],
  names: Map<number, string>,
  sessions: WorkoutSessionRow[],
  sets: WorkoutSetLogRow[],
  zone: string,
): ExerciseHistory[] {
  const ordered = [...sessions].sort(
    (a, b) => a.completedAt.getTime() - b.completedAt.getTime() || a.id - b.id,
  );
  const max = (values: (number | null)[]) => {
    const present = values.filter((v): v is number => v !== null);
    return present.length === 0 ? null : Math.max(...present);
  };
  return exerciseIds.map((exerciseId) => {
    const mine = sets.filter((s) => s.exerciseId === exerciseId);
    const points = ordered.flatMap((session) => {
      const of = mine.filter((s) => s.sessionId === session.id);
      if (of.length === 0) return [];
      const weighted = of.filter((s) => s.weightKg !== null);
      const estimate = (s: WorkoutSetLogRow) =>
        s.weightKg !== null && (s.reps ?? 0) > 0 ? epley(s.weightKg, s.reps!) : null;
      const best = [...weighted].sort(
        (a, b) =>
          (estimate(b) ?? -1) - (estimate(a) ?? -1) ||
          b.weightKg! - a.weightKg! ||
          (b.reps ?? 0) - (a.reps ?? 0),
      )[0];
      const e1rm = best ? estimate(best) : null;
      return [
        {
          session_id: session.id,
          date: dayIn(zone, session.completedAt),
          volume_kg: round(of.reduce((sum, s) => sum + (s.reps ?? 0) * (s.weightKg ?? 0), 0)),
          best_weight_kg: best ? round(best.weightKg!) : null,
          best_reps: best ? best.reps : max(of.map((s) => s.reps)),
          estimated_1rm_kg: e1rm === null ? null : round(e1rm),
          time_seconds: max(of.map((s) => s.timeSeconds)),
          distance_meters: max(of.map((s) => s.distanceMeters)),
        },
      ];
    });
    const top = max(mine.map((s) => s.weightKg));
    return {
      exercise: { id: exerciseId, name: names.get(exerciseId) ?? '' },
      points,
      personal_bests: {
        weight_kg: top === null ? null : round(top),
        reps: max(mine.map((s) => s.reps)),
        volume_kg: max(points.map((p) => p.volume_kg)),
        estimated_1rm_kg: max(points.map((p) => p.estimated_1rm_kg)),
      },
    };
  });
}

/**
 * The histories of the exercises the contact logged in these sessions (or of the one named),
 * in the order of `preferred` (a workout's exercises), then by id.
 */
async function historiesFor(
  db: Executor,
  accountId: number,
  sessions: WorkoutSessionRow[],
  preferred: number[],
  exerciseId: number | undefined,
) {
  const zone = await accounts.timeZoneOf(db, accountId);
  const sets = await repo.setsOfSessions(
    db,
    accountId,
    sessions.map((s) => s.id),
    exerciseId,
  );
  const logged = [...new Set(sets.map((s) => s.exerciseId))];
  const ids =
    exerciseId === undefined
      ? [
          ...preferred.filter((id, i) => logged.includes(id) && preferred.indexOf(id) === i),
          ...logged.filter((id) => !preferred.includes(id)).sort((a, b) => a - b),
        ]
      : [exerciseId];
  const names = await repo.exerciseNamesOf(db, accountId, ids);
  if (exerciseId !== undefined && !names.has(exerciseId)) throw notFound();
  return historiesOf(ids, names, sessions, sets, zone);
}

// A contact's plans, laid on the calendar ---------------------------------------------------

type ContactPlanWithSchedule = ContactPlan & { schedule: ScheduledDay[] };

/** Each scheduled workout of an assignment, with the session done for it. */
function matchedSchedule(
  assignment: Assignment,
  shape: PlanShape,
  sessions: {
    id: number;
    planId: number | null;
    contactId: number;
    workoutId: number;
    scheduledOn: string | null;
  }[],
) {
  return matchSessions(
    scheduleOf(assignment.startDate!, shape),
    sessions.filter((s) => s.planId === shape.id && s.contactId === assignment.contactId),
  );
}

async function contactPlansOf(
  db: Executor,
  accountId: number,
  contactId: number,
  statuses: Assignment['status'][] | undefined,
  planId?: number,
): Promise<ContactPlanWithSchedule[]> {
  const assignments = await programsRepo.assignmentsOf(db, accountId, 'plan', {
    contactId,
    statuses,
    programId: planId,
  });
  const plans = await plansRepo.plansByIds(db, accountId, [
    ...new Set(assignments.map((a) => a.programId)),
  ]);
  const shapes = await planShapesOf(db, accountId, plans);
  const sessions = await repo.planSessionsOf(
    db,
    accountId,
    plans.map((p) => p.id),
    contactId,
  );
  const names = await repo.workoutNamesOf(db, accountId, [
    ...new Set(
      [...shapes.values()].flatMap((s) => s.weeks.flatMap((w) => w.days.map((d) => d.workoutId))),
    ),
  ]);
  return assignments.flatMap((a) => {
    const shape = shapes.get(a.programId);
    if (!shape) return [];
    const matched = matchedSchedule(a, shape, sessions);
    const days: ScheduledDay[] = [];
    for (const item of matched) {
      let day = days.at(-1);
      if (day?.date !== item.date) {
        day = { date: item.date, week: item.week, day: item.day, workouts: [] };
        days.push(day);
      }
      day.workouts.push({
        workout: { id: item.workoutId, name: names.get(item.workoutId) ?? '' },
        done: item.sessionId !== null,
        session_id: item.sessionId,
      });
    }
    return [
      {
        assignment_id: a.id,
        workout_plan: { id: shape.id, name: shape.name },
        status: a.status,
        start_date: a.startDate!,
        end_date: endDateOf(a.startDate!, shape.weeks.length),
        scheduled: matched.length,
        done: matched.filter((m) => m.sessionId !== null).length,
        assigned_at: a.assignedAt.toISOString(),
        schedule: days,
      },
    ];
  });
}

const withoutSchedule = ({ schedule: _, ...plan }: ContactPlanWithSchedule): ContactPlan => plan;

// The coach's reports ----------------------------------------------------------------------

async function programOf(db: Executor, accountId: number, kind: ProgramKind, id: number) {
  return kind === 'workout'
    ? await findWorkoutOr404(db, accountId, id)
    : await planOf(db, accountId, id);
}

const filterOf = (kind: ProgramKind, id: number): repo.SessionFilter =>
  kind === 'workout' ? { workoutId: id } : { planId: id };

/** GET workout/{id}/activity, workout-plan/{id}/activity, workout/{id}/notes. */
export async function activity(
  deps: Deps,
  ctx: RequestContext,
  kind: ProgramKind,
  id: number,
  query: { page: number; per_page: number },
  withNote = false,
): Promise<Paginated<WorkoutSession>> {
  authorize(ctx, 'view', 'workouts');
  await programOf(deps.db, ctx.accountId, kind, id);
  const { rows, total } = await repo.pageOfSessions(
    deps.db,
    ctx.accountId,
    { ...filterOf(kind, id), withNote },
    { page: query.page, perPage: query.per_page },
  );
  return presentPage(
    await presentSessions(deps.db, ctx.accountId, rows),
    total,
    query.page,
    query.per_page,
  );
}

/** Of the plan's workouts scheduled up to today for its contacts, the share done (percent). */
async function adherenceOf(db: Executor, accountId: number, planId: number, today: string) {
  const assignments = await programsRepo.assignmentsOf(db, accountId, 'plan', {
    programId: planId,
    statuses: ['active', 'completed'],
  });
  const plan = await planOf(db, accountId, planId);
  const shape = (await planShapesOf(db, accountId, [plan])).get(planId)!;
  const sessions = await repo.planSessionsOf(db, accountId, [planId]);
  let scheduled = 0;
  let done = 0;
  for (const a of assignments) {
    const due = matchedSchedule(a, shape, sessions).filter((m) => m.date <= today);
    scheduled += due.length;
    done += due.filter((m) => m.sessionId !== null).length;
  }
  return scheduled === 0 ? null : round((done / scheduled) * 100, 1);
}

/** Contacts by status, sessions, and sessions per day of the last 30 of the location. */
async function analyticsOf(
  db: Executor,
  accountId: number,
  kind: ProgramKind,
  id: number,
  zone: string,
  now: Date,
): Promise<WorkoutAnalytics> {
  const { since, days } = lastDays(zone, now);
  const [statuses, averages, daily] = await Promise.all([
    programsRepo.statusCountsOf(db, accountId, kind, id),
    repo.averagesOf(db, accountId, filterOf(kind, id)),
    repo.dailyOf(db, accountId, filterOf(kind, id), since, zone),
  ]);
  const dayOf = new Map(daily.map((d) => [d.date, d.sessions]));
  return {
    assigned: [...statuses.values()].reduce((sum, n) => sum + n, 0),
    active: statuses.get('active') ?? 0,
    completed: statuses.get('completed') ?? 0,
    sessions: averages.sessions,
    average_rpe: averages.rpe === null ? null : round(averages.rpe, 1),
    average_duration_seconds: averages.seconds === null ? null : Math.round(averages.seconds),
    daily: days.map((date) => ({ date, sessions: dayOf.get(date) ?? 0 })),
  };
}

/** GET workout/{id}/analytics. */
export async function workoutAnalytics(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  now = new Date(),
) {
  authorize(ctx, 'view', 'workouts');
  await findWorkoutOr404(deps.db, ctx.accountId, id);
  const zone = await accounts.timeZoneOf(deps.db, ctx.accountId);
  return {
    status: 1 as const,
    data: await analyticsOf(deps.db, ctx.accountId, 'workout', id, zone, now),
  };
}

/** GET workout-plan/{id}/analytics, with the adherence of its contacts. */
export async function planAnalytics(deps: Deps, ctx: RequestContext, id: number, now = new Date()) {
  authorize(ctx, 'view', 'workouts');
  await planOf(deps.db, ctx.accountId, id);
  const zone = await accounts.timeZoneOf(deps.db, ctx.accountId);
  return {
    status: 1 as const,
    data: {
      ...(await analyticsOf(deps.db, ctx.accountId, 'plan', id, zone, now)),
      adherence: await adherenceOf(deps.db, ctx.accountId, id, dayIn(zone, now)),
    },
  };
}

/** GET workout/{block}/block-stats. */
export async function blockStats(deps: Deps, ctx: RequestContext, blockId: number) {
  authorize(ctx, 'view', 'workouts');
  const block = await repo.findBlock(deps.db, ctx.accountId, blockId);
  if (!block) throw notFound();
  const rows = await repo.blockExercisesOf(deps.db, ctx.accountId, blockId);
  const stats = await repo.blockExerciseStatsOf(
    deps.db,
    ctx.accountId,
    rows.map((r) => r.id),
  );
  const opt = (n: number | null | undefined) => (n === null || n === undefined ? null : round(n));
  return {
    status: 1 as const,
    data: {
      block_id: block.id,
      exercises: rows.map((r) => {
        const s = stats.get(r.id);
        return {
          block_exercise_id: r.id,
          exercise: { id: r.exerciseId, name: r.name },
          sessions: s?.sessions ?? 0,
          sets: s?.sets ?? 0,
          average_reps: opt(s?.reps),
          average_weight_kg: opt(s?.weight),
          top_weight_kg: opt(s?.top),
        };
      }),
    },
  };
}

/** A contact's sessions (oldest first given) as a report: the list latest first, volume over time. */
async function reportOf(
  db: Executor,
  accountId: number,
  contact: contacts.ContactRow,
  sessions: WorkoutSessionRow[],
): Promise<ContactReport> {
  const zone = await accounts.timeZoneOf(db, accountId);
  const presented = await presentSessions(db, accountId, sessions);
  const rpes = presented.flatMap((s) => (s.rpe === null ? [] : [s.rpe]));
  return {
    contact: personOf(contact.id, contact),
    sessions: [...presented].reverse(),
    volume: presented.map((s, i) => ({
      date: dayIn(zone, sessions[i]!.completedAt),
      volume_kg: s.volume_kg,
      rpe: s.rpe,
    })),
    totals: {
      sessions: presented.length,
      volume_kg: round(presented.reduce((sum, s) => sum + s.volume_kg, 0)),
      duration_seconds: presented.reduce((sum, s) => sum + s.duration_seconds, 0),
      average_rpe:
        rpes.length === 0 ? null : round(rpes.reduce((a, b) => a + b, 0) / rpes.length, 1),
    },
  };
}

/** GET workout/{id}/contact-report. */
export async function contactReport(
  deps: Deps,
  ctx: RequestContext,
  workoutId: number,
  contactId: number,
) {
  authorize(ctx, 'view', 'workouts');
  await findWorkoutOr404(deps.db, ctx.accountId, workoutId);
  const contact = await contacts.contactOf(deps.db, ctx, contactId);
  const sessions = await repo.sessionsOf(deps.db, ctx.accountId, {
    workoutId,
    contactId: contact.id,
  });
  return { status: 1 as const, data: await reportOf(deps.db, ctx.accountId, contact, sessions) };
}

/** GET workout-plan/{id}/contact-report: the schedule, each day done or not, and the sessions. */
export async function planContactReport(
  deps: Deps,
  ctx: RequestContext,
  planId: number,
  contactId: number,
) {
  authorize(ctx, 'view', 'workouts');
  await planOf(deps.db, ctx.accountId, planId);
  const contact = await contacts.contactOf(deps.db, ctx, contactId);
  const [plan] = await contactPlansOf(deps.db, ctx.accountId, contact.id, undefined, planId);
  if (!plan) throw notFound();
  const sessions = await repo.sessionsOf(deps.db, ctx.accountId, {
    planId,
    contactId: contact.id,
  });
  return {
    status: 1 as const,
    data: {
      ...(await reportOf(deps.db, ctx.accountId, contact, sessions)),
      plan: withoutSchedule(plan),
      schedule: plan.schedule,
    },
  };
}

/** GET workout/{id}/contact-exercise-history, workout-plan/{id}/contact-exercise-history. */
export async function contactExerciseHistory(
  deps: Deps,
  ctx: RequestContext,
  kind: ProgramKind,
  id: number,
  query: { contact_id: number; exercise_id?: number | undefined },
) {
  authorize(ctx, 'view', 'workouts');
  await programOf(deps.db, ctx.accountId, kind, id);
  const contact = await contacts.contactOf(deps.db, ctx, query.contact_id);
  const sessions = await repo.sessionsOf(deps.db, ctx.accountId, {
    ...filterOf(kind, id),
    contactId: contact.id,
  });
  const preferred =
    kind === 'workout'
      ? (await repo.blockExercisesOfWorkout(deps.db, ctx.accountId, id)).map((b) => b.exerciseId)
      : [];
  return {
    status: 1 as const,
    data: await historiesFor(deps.db, ctx.accountId, sessions, preferred, query.exercise_id),
  };
}

/** GET workout/{contact}/contact-workouts: those given, then those of their active plans. */
export async function contactWorkouts(deps: Deps, ctx: RequestContext, contactId: number) {
  authorize(ctx, 'view', 'workouts');
  const contact = await contacts.contactOf(deps.db, ctx, contactId);
  const [given, plans, done] = await Promise.all([
    programsRepo.assignmentsOf(deps.db, ctx.accountId, 'workout', { contactId: contact.id }),
    contactPlansOf(deps.db, ctx.accountId, contact.id, ['active']),
    repo.perWorkoutOf(deps.db, ctx.accountId, contact.id),
  ]);
  const planned = plans.flatMap((p) =>
    [...new Set(p.schedule.flatMap((d) => d.workouts.map((w) => w.workout.id)))].map(
      (workoutId) => ({ workoutId, plan: p }),
    ),
  );
  const names = await repo.workoutNamesOf(deps.db, ctx.accountId, [
    ...new Set([...given.map((g) => g.programId), ...planned.map((p) => p.workoutId)]),
  ]);
  const seen = new Set(given.map((g) => g.programId));
  const item = (
    assignmentId: number,
    workoutId: number,
    status: ContactWorkout['status'],
    assignedAt: string,
  ): ContactWorkout => ({
    assignment_id: assignmentId,
    workout: { id: workoutId, name: names.get(workoutId) ?? '' },
    status,
    sessions_count: done.get(workoutId)?.n ?? 0,
    last_session_at: done.get(workoutId)?.last?.toISOString() ?? null,
    assigned_at: assignedAt,
  });
  const data = given.map((g) => item(g.id, g.programId, g.status, g.assignedAt.toISOString()));
  for (const { workoutId, plan } of planned) {
    if (seen.has(workoutId)) continue;
    seen.add(workoutId);
    data.push(item(plan.assignment_id, workoutId, plan.status, plan.assigned_at));
  }
  return { status: 1 as const, data };
}

/** GET workout-plan/{contact}/contact-workout-plans. */
export async function contactWorkoutPlans(deps: Deps, ctx: RequestContext, contactId: number) {
  authorize(ctx, 'view', 'workouts');
  const contact = await contacts.contactOf(deps.db, ctx, contactId);
  const plans = await contactPlansOf(deps.db, ctx.accountId, contact.id, undefined);
  return { status: 1 as const, data: plans.map(withoutSchedule) };
}

// The contact's portal ---------------------------------------------------------------------

/**
 * Whether the contact may open (or log) the workout: given to them, or held by an active plan of
 * theirs (the plan named, on the day named when one is). 404 otherwise.
 */
async function openWorkout(
  db: Executor,
  reader: PortalReader,
  workoutId: number,
  via: { planId: number | null; scheduledOn: string | null },
  forLog: boolean,
) {
  const { accountId, contactId } = reader;
  if (via.planId === null) {
    const [given] = await programsRepo.assignmentsOf(db, accountId, 'workout', {
      programId: workoutId,
      contactId,
      statuses: ['active'],
    });
    if (given) return undefined;
    if (forLog) throw notFound();
  }
  const plans = await programsRepo.assignmentsOf(db, accountId, 'plan', {
    programId: via.planId ?? undefined,
    contactId,
    statuses: ['active'],
  });
  const rows = await plansRepo.plansByIds(db, accountId, [
    ...new Set(plans.map((p) => p.programId)),
  ]);
  const shapes = await planShapesOf(db, accountId, rows);
  const holding = plans.find((a) => {
    const shape = shapes.get(a.programId);
    if (!shape) return false;
    if (via.scheduledOn === null)
      return shape.weeks.some((w) => w.days.some((d) => d.workoutId === workoutId));
    return scheduleOf(a.startDate!, shape).some(
      (s) => s.date === via.scheduledOn && s.workoutId === workoutId,
    );
  });
  if (!holding) throw notFound();
  return { assignment: holding, shape: shapes.get(holding.programId)! };
}

async function portalItems(
  db: Executor,
  accountId: number,
  entries: {
    workoutId: number;
    plan: { id: number; name: string } | null;
    scheduledOn: string | null;
    done: boolean | null;
  }[],
  contactId: number,
  zone: string,
  today: string,
): Promise<PortalWorkoutItem[]> {
  const [workouts, done] = await Promise.all([
    workoutsOf(db, accountId, [...new Set(entries.map((e) => e.workoutId))]),
    repo.perWorkoutOf(db, accountId, contactId),
  ]);
  return entries.flatMap((e) => {
    const w = workouts.get(e.workoutId);
    if (!w) return [];
    const last = done.get(e.workoutId)?.last ?? null;
    return [
      {
        workout: {
          id: w.id,
          name: w.name,
          exercises_count: w.exercises_count,
          estimated_minutes: w.estimated_minutes,
        },
        workout_plan: e.plan,
        scheduled_on: e.scheduledOn,
        done: e.done ?? (last !== null && dayIn(zone, last) === today),
        last_session_at: last?.toISOString() ?? null,
      },
    ];
  });
}

/** GET portal/workouts: today's workouts of their plans, those given, their recent sessions. */
export async function portalWorkouts(deps: Deps, reader: PortalReader, now = new Date()) {
  const { accountId, contactId } = reader;
  const zone = await accounts.timeZoneOf(deps.db, accountId);
  const today = dayIn(zone, now);
  const [plans, given, recent] = await Promise.all([
    contactPlansOf(deps.db, accountId, contactId, ['active']),
    programsRepo.assignmentsOf(deps.db, accountId, 'workout', {
      contactId,
      statuses: ['active'],
    }),
    repo.sessionsOf(deps.db, accountId, { contactId }, 10),
  ]);
  const todays = plans.flatMap((p) =>
    (p.schedule.find((d) => d.date === today)?.workouts ?? []).map((w) => ({
      workoutId: w.workout.id,
      plan: p.workout_plan,
      scheduledOn: today,
      done: w.done,
    })),
  );
  const assigned = given.map((g) => ({
    workoutId: g.programId,
    plan: null,
    scheduledOn: null,
    done: null,
  }));
  return {
    status: 1 as const,
    today,
    today_items: await portalItems(deps.db, accountId, todays, contactId, zone, today),
    assigned: await portalItems(deps.db, accountId, assigned, contactId, zone, today),
    recent_sessions: await presentSessions(deps.db, accountId, recent),
  };
}

/** GET portal/workouts/{id}: the workout, with the sets of their last session of it. */
export async function portalWorkout(
  deps: Deps,
  reader: PortalReader,
  workoutId: number,
  query: { workout_plan_id?: number | undefined; scheduled_on?: string | undefined },
) {
  const { accountId, contactId } = reader;
  await openWorkout(
    deps.db,
    reader,
    workoutId,
    { planId: query.workout_plan_id ?? null, scheduledOn: query.scheduled_on ?? null },
    false,
  );
  const detail = (await workoutDetailsOf(deps.db, accountId, [workoutId])).get(workoutId);
  if (!detail) throw notFound();
  const [last] = await repo.sessionsOf(deps.db, accountId, { workoutId, contactId }, 1);
  const sets = last ? await repo.setsOfSessions(deps.db, accountId, [last.id]) : [];
  const previous: Record<string, LoggedSet[]> = {};
  for (const s of sets) {
    if (s.blockExerciseId === null) continue;
    const key = String(s.blockExerciseId);
    previous[key] = [...(previous[key] ?? []), presentSet(s)];
  }
  return {
    status: 1 as const,
    data: { ...detail, previous, last_session_at: last?.completedAt.toISOString() ?? null },
  };
}

/** A plan's contact done with it once every scheduled workout has its session. */
async function completeIfDone(
  db: Executor,
  accountId: number,
  assignment: Assignment,
  shape: PlanShape,
) {
  const sessions = await repo.planSessionsOf(db, accountId, [shape.id], assignment.contactId);
  const matched = matchedSchedule(assignment, shape, sessions);
  if (matched.length > 0 && matched.every((m) => m.sessionId !== null))
    await programsRepo.markPlanCompleted(db, accountId, assignment.id);
}

/**
 * POST portal/workouts/{id}/log: the session and its sets in one transaction. A client id the
 * contact sent before answers that session and writes nothing.
 */
export async function logSession(
  deps: Deps,
  portal: PortalContext,
  workoutId: number,
  body: z.output<typeof logSessionBody>,
) {
  const { accountId, contactId } = portal;
  const answer = async (row: WorkoutSessionRow) => ({
    status: 1 as const,
    message: words.logged,
    session: (await presentSessions(deps.db, accountId, [row]))[0]!,
  });
  const before = await repo.findByClientId(deps.db, accountId, contactId, body.client_id);
  if (before) return answer(before);
  const startedAt = new Date(body.started_at);
  const completedAt = new Date(body.completed_at);
  if (completedAt < startedAt) throw fieldError('completed_at', 'The end must be after the start');
  if (body.workout_plan_id !== null && body.scheduled_on === null)
    throw fieldError('scheduled_on', 'The scheduled day field is required');
  const via = await openWorkout(
    deps.db,
    portal,
    workoutId,
    { planId: body.workout_plan_id, scheduledOn: body.scheduled_on },
    true,
  );
  const exerciseIds = [...new Set(body.sets.map((s) => s.exercise_id))];
  if ((await repo.countExercises(deps.db, accountId, exerciseIds)) !== exerciseIds.length)
    throw notFound();
  // A block exercise the coach has since removed (or of another workout) is not kept.
  const ofWorkout = new Set(
    (await repo.blockExercisesOfWorkout(deps.db, accountId, workoutId)).map((b) => b.id),
  );
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertSession(tx, accountId, {
      workoutId,
      contactId,
      clientId: body.client_id,
      planId: via ? via.assignment.programId : null,
      scheduledOn: via ? body.scheduled_on : null,
      startedAt,
      completedAt,
      rpe: body.rpe,
      note: body.note,
    });
    if (!inserted) return undefined;
    await repo.insertSets(
      tx,
      accountId,
      body.sets.map((s) => ({
        sessionId: inserted.id,
        exerciseId: s.exercise_id,
        blockExerciseId:
          s.block_exercise_id !== null && ofWorkout.has(s.block_exercise_id)
            ? s.block_exercise_id
            : null,
        setNumber: s.set_number,
        reps: s.reps,
        weight: s.weight,
        weightUnit: s.weight_unit,
        weightKg: s.weight === null ? null : s.weight_unit === 'lb' ? s.weight * poundKg : s.weight,
        timeSeconds: s.time_seconds,
        distanceMeters: s.distance_meters,
      })),
    );
    if (via) await completeIfDone(tx, accountId, via.assignment, via.shape);
    return inserted;
  });
  // Sent twice at once: the other request's session is the one kept.
  const kept = row ?? (await repo.findByClientId(deps.db, accountId, contactId, body.client_id));
  if (!kept) throw notFound();
  return answer(kept);
}

/** GET portal/workouts/{id}/history: the contact's own progress on the workout's exercises. */
export async function portalHistory(deps: Deps, reader: PortalReader, workoutId: number) {
  await openWorkout(deps.db, reader, workoutId, { planId: null, scheduledOn: null }, false);
  const sessions = await repo.sessionsOf(deps.db, reader.accountId, {
    workoutId,
    contactId: reader.contactId,
  });
  const preferred = (await repo.blockExercisesOfWorkout(deps.db, reader.accountId, workoutId)).map(
    (b) => b.exerciseId,
  );
  return {
    status: 1 as const,
    data: await historiesFor(deps.db, reader.accountId, sessions, preferred, undefined),
  };
}

/** GET portal/workout-plans: their plans (active and completed) with their calendars. */
export async function portalPlans(deps: Deps, reader: PortalReader) {
  return {
    status: 1 as const,
    data: await contactPlansOf(deps.db, reader.accountId, reader.contactId, [
      'active',
      'completed',
    ]),
  };
}

// The coach reading what a contact's portal shows ---------------------------------------------

async function previewOf(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
): Promise<PortalReader> {
  authorize(ctx, 'view', 'client-portal');
  const contact = await contacts.contactOf(deps.db, ctx, contactId);
  return { accountId: ctx.accountId, contactId: contact.id };
}

export const previewWorkouts = async (deps: Deps, ctx: RequestContext, contactId: number) =>
  portalWorkouts(deps, await previewOf(deps, ctx, contactId));

export const previewPlans = async (deps: Deps, ctx: RequestContext, contactId: number) =>
  portalPlans(deps, await previewOf(deps, ctx, contactId));
