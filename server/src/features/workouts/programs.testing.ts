import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Deps } from '../../platform/deps';
import type { caller } from '../../test/server';
import { exercises, workoutBlockExercises, workoutBlocks, workouts } from './workouts.tables';

// Test helpers of plans, programs and sessions: workouts built straight into the tables (the
// builder's calls have their own tests), and answers checked for 200.

type Call = ReturnType<typeof caller>;
type Response = Awaited<ReturnType<Call>>;

export async function ok(res: Response | Promise<Response>) {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** A workout of one block holding `exerciseCount` new exercises of the location's own. */
export async function buildWorkout(
  deps: Deps,
  accountId: number,
  name = 'Push day',
  exerciseCount = 2,
) {
  const [workout] = await deps.db.insert(workouts).values({ accountId, name }).returning();
  const [block] = await deps.db
    .insert(workoutBlocks)
    .values({ accountId, workoutId: workout!.id, position: 0, name: 'Main' })
    .returning();
  const moves = [];
  for (let i = 0; i < exerciseCount; i++) {
    const [exercise] = await deps.db
      .insert(exercises)
      .values({ accountId, name: `${name} move ${i + 1}` })
      .returning();
    const [row] = await deps.db
      .insert(workoutBlockExercises)
      .values({ accountId, blockId: block!.id, exerciseId: exercise!.id, position: i, sets: 3 })
      .returning();
    moves.push({ exercise: exercise!, blockExercise: row! });
  }
  return { workout: workout!, block: block!, moves };
}

/** An empty workout (no blocks). */
export async function buildEmptyWorkout(deps: Deps, accountId: number, name = 'Empty') {
  const [workout] = await deps.db.insert(workouts).values({ accountId, name }).returning();
  return workout!;
}

/** A session body for the portal's log call. */
export const sessionBody = (extra: Record<string, unknown> = {}) => ({
  client_id: randomUUID(),
  started_at: new Date(Date.now() - 45 * 60_000).toISOString(),
  completed_at: new Date().toISOString(),
  sets: [],
  ...extra,
});
