import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import {
  exercises,
  type WorkoutSessionRow,
  workoutBlockExercises,
  workoutBlocks,
  workoutSessions,
  workoutSetLogs,
  workouts,
} from './workouts.tables';

// The sessions contacts log and their sets, and what reports read of them.

export type SessionFilter = {
  workoutId?: number | undefined;
  planId?: number | undefined;
  contactId?: number | undefined;
  /** Only those with a note. */
  withNote?: boolean | undefined;
};

const whereOf = (accountId: number, f: SessionFilter) =>
  and(
    ofAccount(workoutSessions, accountId),
    f.workoutId === undefined ? undefined : eq(workoutSessions.workoutId, f.workoutId),
    f.planId === undefined ? undefined : eq(workoutSessions.planId, f.planId),
    f.contactId === undefined ? undefined : eq(workoutSessions.contactId, f.contactId),
    f.withNote ? ne(workoutSessions.note, '') : undefined,
  );

export async function pageOfSessions(
  db: Executor,
  accountId: number,
  filter: SessionFilter,
  page: { page: number; perPage: number },
) {
  const where = whereOf(accountId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(workoutSessions)
      .where(where)
      .orderBy(desc(workoutSessions.completedAt), desc(workoutSessions.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(workoutSessions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every session the filter selects, oldest first (or the latest `limit`, latest first). */
export async function sessionsOf(
  db: Executor,
  accountId: number,
  filter: SessionFilter,
  limit?: number,
): Promise<WorkoutSessionRow[]> {
  const listed = db
    .select()
    .from(workoutSessions)
    .where(whereOf(accountId, filter))
    .orderBy(
      ...(limit === undefined
        ? [asc(workoutSessions.completedAt), asc(workoutSessions.id)]
        : [desc(workoutSessions.completedAt), desc(workoutSessions.id)]),
    );
  return limit === undefined ? listed : listed.limit(limit);
}

/** The sessions of a plan's contacts (or one's), for schedules. */
export async function planSessionsOf(
  db: Executor,
  accountId: number,
  planIds: number[],
  contactId?: number,
) {
  if (planIds.length === 0) return [];
  return db
    .select({
      id: workoutSessions.id,
      planId: workoutSessions.planId,
      contactId: workoutSessions.contactId,
      workoutId: workoutSessions.workoutId,
      scheduledOn: workoutSessions.scheduledOn,
    })
    .from(workoutSessions)
    .where(
      and(
        ofAccount(workoutSessions, accountId),
        inArray(workoutSessions.planId, planIds),
        contactId === undefined ? undefined : eq(workoutSessions.contactId, contactId),
      ),
    );
}

export async function findByClientId(
  db: Executor,
  accountId: number,
  contactId: number,
  clientId: string,
) {
  const [row] = await db
    .select()
    .from(workoutSessions)
    .where(
      and(
        ofAccount(workoutSessions, accountId),
        eq(workoutSessions.contactId, contactId),
        eq(workoutSessions.clientId, clientId),
      ),
    );
  return row;
}

/** The session, unless the contact logged one with its client id already (then undefined). */
export async function insertSession(
  db: Executor,
  accountId: number,
  values: Omit<typeof workoutSessions.$inferInsert, 'accountId' | 'id' | 'createdAt'>,
) {
  const [row] = await db
    .insert(workoutSessions)
    .values({ accountId, ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function insertSets(
  db: Executor,
  accountId: number,
  rows: Omit<typeof workoutSetLogs.$inferInsert, 'accountId' | 'id'>[],
) {
  if (rows.length === 0) return;
  await db.insert(workoutSetLogs).values(rows.map((r) => ({ accountId, ...r })));
}

/** Sets and volume (Σ reps × kg) per session. */
export async function sessionTotalsOf(db: Executor, accountId: number, sessionIds: number[]) {
  const totals = new Map<number, { sets: number; volume: number }>();
  if (sessionIds.length === 0) return totals;
  const rows = await rowsOf<{ id: number; sets: number; volume: number | string | null }>(
    db,
    sql`select session_id as id, count(*)::int as sets,
        coalesce(sum(coalesce(reps, 0) * coalesce(weight_kg, 0)), 0)::float8 as volume
      from ${workoutSetLogs}
      where account_id = ${accountId}::int and session_id = any(${arrayParam(sessionIds)}::int[])
      group by session_id`,
  );
  for (const r of rows) totals.set(Number(r.id), { sets: r.sets, volume: Number(r.volume ?? 0) });
  return totals;
}

export async function setsOfSessions(
  db: Executor,
  accountId: number,
  sessionIds: number[],
  exerciseId?: number,
) {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(workoutSetLogs)
    .where(
      and(
        ofAccount(workoutSetLogs, accountId),
        inArray(workoutSetLogs.sessionId, sessionIds),
        exerciseId === undefined ? undefined : eq(workoutSetLogs.exerciseId, exerciseId),
      ),
    )
    .orderBy(asc(workoutSetLogs.sessionId), asc(workoutSetLogs.setNumber), asc(workoutSetLogs.id));
}

/** Count, average RPE and average length of the sessions the filter selects. */
export async function averagesOf(db: Executor, accountId: number, filter: SessionFilter) {
  const [row] = await db
    .select({
      n: count(),
      rpe: sql<number | string | null>`avg(${workoutSessions.rpe})::float8`,
      seconds: sql<
        number | string | null
      >`avg(extract(epoch from ${workoutSessions.completedAt} - ${workoutSessions.startedAt}))::float8`,
    })
    .from(workoutSessions)
    .where(whereOf(accountId, filter));
  return {
    sessions: row?.n ?? 0,
    rpe: row?.rpe === null || row?.rpe === undefined ? null : Number(row.rpe),
    seconds: row?.seconds === null || row?.seconds === undefined ? null : Number(row.seconds),
  };
}

/** Sessions per day of the location's calendar since `since`. */
export async function dailyOf(
  db: Executor,
  accountId: number,
  filter: SessionFilter,
  since: Date,
  timeZone: string,
) {
  return rowsOf<{ date: string; sessions: number }>(
    db,
    sql`select to_char((${workoutSessions.completedAt} at time zone ${timeZone})::date, 'YYYY-MM-DD') as date,
        count(*)::int as sessions
      from ${workoutSessions}
      where ${whereOf(accountId, filter)} and ${workoutSessions.completedAt} >= ${since.toISOString()}::timestamptz
      group by 1 order by 1`,
  );
}

/** How many sessions and the latest, per contact, of a workout or a plan. */
export async function perContactOf(
  db: Executor,
  accountId: number,
  filter: { workoutId?: number; planId?: number },
  contactIds: number[],
) {
  const found = new Map<number, { n: number; last: Date | null }>();
  if (contactIds.length === 0) return found;
  const rows = await db
    .select({
      contactId: workoutSessions.contactId,
      n: count(),
      last: sql<Date | string | null>`max(${workoutSessions.completedAt})`,
    })
    .from(workoutSessions)
    .where(and(whereOf(accountId, filter), inArray(workoutSessions.contactId, contactIds)))
    .groupBy(workoutSessions.contactId);
  for (const r of rows)
    found.set(Number(r.contactId), { n: r.n, last: r.last === null ? null : new Date(r.last) });
  return found;
}

/** How many sessions and the latest, per workout, of one contact. */
export async function perWorkoutOf(db: Executor, accountId: number, contactId: number) {
  const rows = await db
    .select({
      workoutId: workoutSessions.workoutId,
      n: count(),
      last: sql<Date | string | null>`max(${workoutSessions.completedAt})`,
    })
    .from(workoutSessions)
    .where(and(ofAccount(workoutSessions, accountId), eq(workoutSessions.contactId, contactId)))
    .groupBy(workoutSessions.workoutId);
  return new Map(
    rows.map((r) => [r.workoutId, { n: r.n, last: r.last === null ? null : new Date(r.last) }]),
  );
}

export async function workoutNamesOf(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: workouts.id, name: workouts.name })
    .from(workouts)
    .where(and(ofAccount(workouts, accountId), inArray(workouts.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function exerciseNamesOf(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(and(ofAccount(exercises, accountId), inArray(exercises.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The workout's block exercises in order: blocks by position, then exercises by position. */
export async function blockExercisesOfWorkout(db: Executor, accountId: number, workoutId: number) {
  return db
    .select({
      id: workoutBlockExercises.id,
      blockId: workoutBlockExercises.blockId,
      exerciseId: workoutBlockExercises.exerciseId,
    })
    .from(workoutBlockExercises)
    .innerJoin(
      workoutBlocks,
      and(
        eq(workoutBlocks.accountId, workoutBlockExercises.accountId),
        eq(workoutBlocks.id, workoutBlockExercises.blockId),
      ),
    )
    .where(and(ofAccount(workoutBlockExercises, accountId), eq(workoutBlocks.workoutId, workoutId)))
    .orderBy(
      asc(workoutBlocks.position),
      asc(workoutBlocks.id),
      asc(workoutBlockExercises.position),
      asc(workoutBlockExercises.id),
    );
}

export async function findBlock(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(workoutBlocks)
    .where(and(ofAccount(workoutBlocks, accountId), eq(workoutBlocks.id, id)));
  return row;
}

/** A block's exercises in order, with their exercise's name. */
export async function blockExercisesOf(db: Executor, accountId: number, blockId: number) {
  return db
    .select({
      id: workoutBlockExercises.id,
      exerciseId: workoutBlockExercises.exerciseId,
      name: exercises.name,
    })
    .from(workoutBlockExercises)
    .innerJoin(
      exercises,
      and(
        eq(exercises.accountId, workoutBlockExercises.accountId),
        eq(exercises.id, workoutBlockExercises.exerciseId),
      ),
    )
    .where(
      and(ofAccount(workoutBlockExercises, accountId), eq(workoutBlockExercises.blockId, blockId)),
    )
    .orderBy(asc(workoutBlockExercises.position), asc(workoutBlockExercises.id));
}

/** What was logged per block exercise. */
export async function blockExerciseStatsOf(
  db: Executor,
  accountId: number,
  blockExerciseIds: number[],
) {
  const found = new Map<
    number,
    {
      sessions: number;
      sets: number;
      reps: number | null;
      weight: number | null;
      top: number | null;
    }
  >();
  if (blockExerciseIds.length === 0) return found;
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  const rows = await rowsOf<{
    id: number;
    sessions: number;
    sets: number;
    reps: number | string | null;
    weight: number | string | null;
    top: number | string | null;
  }>(
    db,
    sql`select block_exercise_id as id, count(distinct session_id)::int as sessions,
        count(*)::int as sets, avg(reps)::float8 as reps, avg(weight_kg)::float8 as weight,
        max(weight_kg)::float8 as top
      from ${workoutSetLogs}
      where account_id = ${accountId}::int
        and block_exercise_id = any(${arrayParam(blockExerciseIds)}::int[])
      group by block_exercise_id`,
  );
  for (const r of rows)
    found.set(Number(r.id), {
      sessions: r.sessions,
      sets: r.sets,
      reps: num(r.reps),
      weight: num(r.weight),
      top: num(r.top),
    });
  return found;
}

/** How many of the exercises are the location's. */
export async function countExercises(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(exercises)
    .where(and(ofAccount(exercises, accountId), inArray(exercises.id, ids)));
  return row?.n ?? 0;
}

/** Workouts (of the ids) that hold at least one exercise. */
export async function workoutsWithExercises(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ id: workoutBlocks.workoutId })
    .from(workoutBlocks)
    .innerJoin(
      workoutBlockExercises,
      and(
        eq(workoutBlockExercises.accountId, workoutBlocks.accountId),
        eq(workoutBlockExercises.blockId, workoutBlocks.id),
      ),
    )
    .where(
      and(
        ofAccount(workoutBlocks, accountId),
        isNotNull(workoutBlocks.workoutId),
        inArray(workoutBlocks.workoutId, ids),
      ),
    );
  return new Set(rows.map((r) => r.id!));
}
