import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { escapeLike } from '../contacts/contacts.filters';
import {
  exercises,
  type WorkoutBlockExerciseRow,
  type WorkoutBlockRow,
  type WorkoutRow,
  workoutBlockExercises,
  workoutBlocks,
  workoutCategories,
  workoutContacts,
  workouts,
} from './workouts.tables';

// Workouts, their blocks and block exercises, and their categories. Blocks and a block's
// exercises keep `position` 0..n-1; an insert at an index moves those after it down one.

export type WorkoutFilter = { search?: string | undefined; categoryId?: number | undefined };

export async function pageOfWorkouts(
  db: Executor,
  accountId: number,
  filter: WorkoutFilter,
  page: { page: number; perPage: number } | null,
) {
  const where = and(
    ofAccount(workouts, accountId),
    filter.search ? sql`${workouts.name} ilike ${`%${escapeLike(filter.search)}%`}` : undefined,
    filter.categoryId === undefined
      ? undefined
      : filter.categoryId === 0
        ? isNull(workouts.categoryId)
        : eq(workouts.categoryId, filter.categoryId),
  );
  const listed = db
    .select()
    .from(workouts)
    .where(where)
    .orderBy(...(page ? [desc(workouts.ordering), desc(workouts.id)] : [asc(workouts.name)]));
  const [rows, [total]] = await Promise.all([
    page ? listed.limit(page.perPage).offset((page.page - 1) * page.perPage) : listed,
    db.select({ n: sql<number>`count(*)::int` }).from(workouts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findWorkout(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(workouts)
    .where(and(ofAccount(workouts, accountId), eq(workouts.id, id)));
  return row;
}

export async function workoutsByIds(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(workouts)
    .where(and(ofAccount(workouts, accountId), inArray(workouts.id, ids)));
}

export async function insertWorkout(
  db: Executor,
  accountId: number,
  values: Pick<WorkoutRow, 'name' | 'description' | 'categoryId' | 'createdBy'> & {
    publicSettings?: unknown;
  },
) {
  const [row] = await db
    .insert(workouts)
    .values({
      accountId,
      ...values,
      ordering: sql`(select coalesce(max(ordering), 0) + 1 from ${workouts} where account_id = ${accountId}::int)`,
    })
    .returning();
  return row!;
}

export async function updateWorkout(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<Pick<WorkoutRow, 'name' | 'description' | 'categoryId' | 'publicSettings'>>,
) {
  const [row] = await db
    .update(workouts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(workouts, accountId), eq(workouts.id, id)))
    .returning();
  return row!;
}

export async function deleteWorkouts(db: Executor, accountId: number, ids: number[]) {
  const rows = await db
    .delete(workouts)
    .where(and(ofAccount(workouts, accountId), inArray(workouts.id, ids)))
    .returning({ id: workouts.id });
  return rows.length;
}

/** Blocks, exercises and contacts of each workout, for lists. */
export async function countsOf(db: Executor, accountId: number, ids: number[]) {
  const counts = new Map<
    number,
    { blocks: number; exercises: number; active: number; completed: number }
  >();
  if (ids.length === 0) return counts;
  const rows = await rowsOf<{
    id: number;
    blocks: number;
    exercises: number;
    active: number;
    completed: number;
  }>(
    db,
    sql`select w.id,
               (select count(*)::int from ${workoutBlocks} b
                 where b.account_id = w.account_id and b.workout_id = w.id) as blocks,
               (select count(*)::int from ${workoutBlockExercises} e
                  join ${workoutBlocks} b on b.account_id = e.account_id and b.id = e.block_id
                 where b.account_id = w.account_id and b.workout_id = w.id) as exercises,
               (select count(*)::int from ${workoutContacts} c
                 where c.account_id = w.account_id and c.workout_id = w.id and c.status = 'active') as active,
               (select count(*)::int from ${workoutContacts} c
                 where c.account_id = w.account_id and c.workout_id = w.id and c.status = 'completed') as completed
          from ${workouts} w
         where w.account_id = ${accountId}::int and w.id = any(${arrayParam(ids)}::int[])`,
  );
  for (const r of rows) counts.set(r.id, r);
  return counts;
}

// Blocks ---------------------------------------------------------------------------------------

/** The blocks of the workouts (null: the smart blocks), in order. */
export async function blocksOf(db: Executor, accountId: number, workoutIds: number[] | null) {
  if (workoutIds?.length === 0) return [];
  return db
    .select()
    .from(workoutBlocks)
    .where(
      and(
        ofAccount(workoutBlocks, accountId),
        workoutIds === null
          ? isNull(workoutBlocks.workoutId)
          : inArray(workoutBlocks.workoutId, workoutIds),
      ),
    )
    .orderBy(asc(workoutBlocks.workoutId), asc(workoutBlocks.position), asc(workoutBlocks.id));
}

export async function findBlock(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(workoutBlocks)
    .where(and(ofAccount(workoutBlocks, accountId), eq(workoutBlocks.id, id)));
  return row;
}

type BlockValues = Pick<WorkoutBlockRow, 'type' | 'name' | 'rounds' | 'restSeconds' | 'notes'>;

export async function insertBlock(
  db: Executor,
  accountId: number,
  workoutId: number | null,
  position: number,
  values: BlockValues,
) {
  const [row] = await db
    .insert(workoutBlocks)
    .values({ accountId, workoutId, position, ...values })
    .returning();
  return row!;
}

export async function updateBlock(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<BlockValues>,
) {
  const [row] = await db
    .update(workoutBlocks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(workoutBlocks, accountId), eq(workoutBlocks.id, id)))
    .returning();
  return row!;
}

export async function deleteBlock(db: Executor, accountId: number, id: number) {
  await db
    .delete(workoutBlocks)
    .where(and(ofAccount(workoutBlocks, accountId), eq(workoutBlocks.id, id)));
}

/** Moves the workout's blocks at or after `from` by `by` places. */
export async function shiftBlocks(
  db: Executor,
  accountId: number,
  workoutId: number,
  from: number,
  by: number,
) {
  await db
    .update(workoutBlocks)
    .set({ position: sql`${workoutBlocks.position} + ${by}::int` })
    .where(
      and(
        ofAccount(workoutBlocks, accountId),
        eq(workoutBlocks.workoutId, workoutId),
        sql`${workoutBlocks.position} >= ${from}::int`,
      ),
    );
}

/** Numbers rows 0..n-1 in the order of the ids. */
async function setPositions(
  db: Executor,
  table: 'workout_blocks' | 'workout_block_exercises',
  accountId: number,
  ids: number[],
) {
  if (ids.length === 0) return;
  await db.execute(
    sql`update ${sql.identifier(table)} t set position = o.ord - 1
          from unnest(${arrayParam(ids)}::int[]) with ordinality as o(id, ord)
         where t.account_id = ${accountId}::int and t.id = o.id`,
  );
}

export const setBlockPositions = (db: Executor, accountId: number, ids: number[]) =>
  setPositions(db, 'workout_blocks', accountId, ids);

export const setBlockExercisePositions = (db: Executor, accountId: number, ids: number[]) =>
  setPositions(db, 'workout_block_exercises', accountId, ids);

/**
 * Copies a block with its exercises into a workout (null: as a smart block) at a position.
 */
export async function copyBlock(
  db: Executor,
  accountId: number,
  source: WorkoutBlockRow,
  workoutId: number | null,
  position: number,
  name: string = source.name,
) {
  const copy = await insertBlock(db, accountId, workoutId, position, {
    type: source.type,
    name,
    rounds: source.rounds,
    restSeconds: source.restSeconds,
    notes: source.notes,
  });
  await db.execute(
    sql`insert into ${workoutBlockExercises} (account_id, block_id, exercise_id, position, sets, reps,
          weight, weight_unit, time_seconds, distance_meters, tempo, rest_seconds, notes)
        select account_id, ${copy.id}::int, exercise_id, position, sets, reps, weight, weight_unit,
               time_seconds, distance_meters, tempo, rest_seconds, notes
          from ${workoutBlockExercises}
         where account_id = ${accountId}::int and block_id = ${source.id}::int`,
  );
  return copy;
}

// Block exercises ------------------------------------------------------------------------------

export type BlockExerciseWithExercise = WorkoutBlockExerciseRow & {
  exerciseName: string;
  videoUrl: string;
  coverImageUrl: string;
};

export async function exercisesOfBlocks(
  db: Executor,
  accountId: number,
  blockIds: number[],
): Promise<BlockExerciseWithExercise[]> {
  if (blockIds.length === 0) return [];
  const rows = await db
    .select({
      row: workoutBlockExercises,
      exerciseName: exercises.name,
      videoUrl: exercises.videoUrl,
      coverImageUrl: exercises.coverImageUrl,
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
      and(
        ofAccount(workoutBlockExercises, accountId),
        inArray(workoutBlockExercises.blockId, blockIds),
      ),
    )
    .orderBy(
      asc(workoutBlockExercises.blockId),
      asc(workoutBlockExercises.position),
      asc(workoutBlockExercises.id),
    );
  return rows.map((r) => ({
    ...r.row,
    exerciseName: r.exerciseName,
    videoUrl: r.videoUrl,
    coverImageUrl: r.coverImageUrl,
  }));
}

export async function findBlockExercise(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(workoutBlockExercises)
    .where(and(ofAccount(workoutBlockExercises, accountId), eq(workoutBlockExercises.id, id)));
  return row;
}

export type BlockExerciseValues = Omit<
  WorkoutBlockExerciseRow,
  'id' | 'accountId' | 'blockId' | 'position'
>;

export async function insertBlockExercise(
  db: Executor,
  accountId: number,
  blockId: number,
  position: number,
  values: BlockExerciseValues,
) {
  const [row] = await db
    .insert(workoutBlockExercises)
    .values({ accountId, blockId, position, ...values })
    .returning();
  return row!;
}

export async function updateBlockExercise(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<BlockExerciseValues & Pick<WorkoutBlockExerciseRow, 'blockId' | 'position'>>,
) {
  // An update naming nothing changes nothing (Drizzle refuses an empty set).
  if (Object.values(values).every((v) => v === undefined))
    return (await findBlockExercise(db, accountId, id))!;
  const [row] = await db
    .update(workoutBlockExercises)
    .set(values)
    .where(and(ofAccount(workoutBlockExercises, accountId), eq(workoutBlockExercises.id, id)))
    .returning();
  return row!;
}

export async function deleteBlockExercise(db: Executor, accountId: number, id: number) {
  await db
    .delete(workoutBlockExercises)
    .where(and(ofAccount(workoutBlockExercises, accountId), eq(workoutBlockExercises.id, id)));
}

/** Moves the block's exercises at or after `from` by `by` places. */
export async function shiftBlockExercises(
  db: Executor,
  accountId: number,
  blockId: number,
  from: number,
  by: number,
) {
  await db
    .update(workoutBlockExercises)
    .set({ position: sql`${workoutBlockExercises.position} + ${by}::int` })
    .where(
      and(
        ofAccount(workoutBlockExercises, accountId),
        eq(workoutBlockExercises.blockId, blockId),
        sql`${workoutBlockExercises.position} >= ${from}::int`,
      ),
    );
}

export async function blockExerciseIds(db: Executor, accountId: number, blockId: number) {
  const rows = await db
    .select({ id: workoutBlockExercises.id })
    .from(workoutBlockExercises)
    .where(
      and(ofAccount(workoutBlockExercises, accountId), eq(workoutBlockExercises.blockId, blockId)),
    )
    .orderBy(asc(workoutBlockExercises.position), asc(workoutBlockExercises.id));
  return rows.map((r) => r.id);
}

export async function blockIdsOf(db: Executor, accountId: number, workoutId: number) {
  const rows = await db
    .select({ id: workoutBlocks.id })
    .from(workoutBlocks)
    .where(and(ofAccount(workoutBlocks, accountId), eq(workoutBlocks.workoutId, workoutId)))
    .orderBy(asc(workoutBlocks.position), asc(workoutBlocks.id));
  return rows.map((r) => r.id);
}

// Categories -----------------------------------------------------------------------------------

export async function categoriesWithCounts(db: Executor, accountId: number) {
  return rowsOf<{ id: number; name: string; workouts_count: number }>(
    db,
    sql`select c.id, c.name,
               (select count(*)::int from ${workouts} w
                 where w.account_id = c.account_id and w.category_id = c.id) as workouts_count
          from ${workoutCategories} c
         where c.account_id = ${accountId}::int
         order by lower(c.name), c.id`,
  );
}

export async function findCategory(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(workoutCategories)
    .where(and(ofAccount(workoutCategories, accountId), eq(workoutCategories.id, id)));
  return row;
}

export async function categoriesByIds(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(workoutCategories)
    .where(and(ofAccount(workoutCategories, accountId), inArray(workoutCategories.id, ids)));
}

/** A new category, or undefined when the location has one of that name. */
export async function insertCategory(db: Executor, accountId: number, name: string) {
  const [row] = await db
    .insert(workoutCategories)
    .values({ accountId, name })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteCategory(db: Executor, accountId: number, id: number) {
  await db
    .delete(workoutCategories)
    .where(and(ofAccount(workoutCategories, accountId), eq(workoutCategories.id, id)) as SQL);
}
