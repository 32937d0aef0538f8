import {
  type addBlockExerciseBody,
  type BlockExercise,
  type createBlockBody,
  type createWorkoutBody,
  maxBlockExercises,
  maxWorkoutBlocks,
  type moveBlockExerciseBody,
  type updateBlockBody,
  type updateBlockExerciseBody,
  type updateWorkoutBody,
  type Workout,
  type WorkoutBlock,
  type WorkoutDetail,
  workoutMessages as words,
  type workoutListQuery,
  workoutPublicSettings,
} from '@coachline/contract/workouts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { presentPage } from '../../platform/pagination';
import { ensureLibrary, exerciseOr404 } from './exercises.service';
import * as repo from './workouts.repository';
import type { WorkoutBlockRow, WorkoutRow } from './workouts.tables';

// Workouts (issue 16 §1): the list, the builder's blocks and block exercises, smart blocks
// (blocks kept without a workout, copied into any), categories and public settings.

/** Seconds a set takes when the coach gave no time: about forty. */
const secondsPerSet = 40;

/**
 * Roughly how long the workout takes: straight sets are each exercise's sets of work and rest;
 * a superset or circuit goes through its exercises' sets once a round, then rests.
 */
export function estimatedMinutes(
  blocks: Pick<WorkoutBlock, 'type' | 'rounds' | 'rest_seconds' | 'exercises'>[],
) {
  let seconds = 0;
  for (const block of blocks) {
    // A circuit's exercises are done once a round, whatever their sets say (as the player does).
    const times = (e: BlockExercise) => (block.type === 'circuit' ? 1 : e.sets);
    const work = (e: BlockExercise) => times(e) * (e.time_seconds ?? secondsPerSet);
    if (block.type === 'straight')
      for (const e of block.exercises) seconds += work(e) + e.sets * (e.rest_seconds ?? 0);
    else
      seconds +=
        block.rounds *
        (block.exercises.reduce((sum, e) => sum + work(e), 0) + (block.rest_seconds ?? 0));
  }
  return Math.round(seconds / 60);
}

const presentBlockExercise = (row: repo.BlockExerciseWithExercise): BlockExercise => ({
  id: row.id,
  block_id: row.blockId,
  position: row.position,
  exercise: {
    id: row.exerciseId,
    name: row.exerciseName,
    video_url: row.videoUrl,
    cover_image_url: row.coverImageUrl,
  },
  sets: row.sets,
  reps: row.reps,
  weight: row.weight,
  weight_unit: row.weightUnit,
  time_seconds: row.timeSeconds,
  distance_meters: row.distanceMeters,
  tempo: row.tempo,
  rest_seconds: row.restSeconds,
  notes: row.notes,
});

async function presentBlocks(db: Executor, accountId: number, rows: WorkoutBlockRow[]) {
  const items = await repo.exercisesOfBlocks(
    db,
    accountId,
    rows.map((b) => b.id),
  );
  return rows.map(
    (b): WorkoutBlock => ({
      id: b.id,
      workout_id: b.workoutId,
      position: b.position,
      type: b.type,
      name: b.name,
      rounds: b.rounds,
      rest_seconds: b.restSeconds,
      notes: b.notes,
      exercises: items.filter((e) => e.blockId === b.id).map(presentBlockExercise),
    }),
  );
}

async function presentBlock(db: Executor, accountId: number, row: WorkoutBlockRow) {
  return (await presentBlocks(db, accountId, [row]))[0]!;
}

/** Workouts with their blocks and block exercises, by id. */
export async function workoutDetailsOf(
  db: Executor,
  accountId: number,
  workoutIds: number[],
): Promise<Map<number, WorkoutDetail>> {
  const rows = await repo.workoutsByIds(db, accountId, workoutIds);
  return new Map((await presentDetails(db, accountId, rows)).map((w) => [w.id, w]));
}

async function presentDetails(db: Executor, accountId: number, rows: WorkoutRow[]) {
  const ids = rows.map((r) => r.id);
  const [blockRows, counts, categories] = await Promise.all([
    repo.blocksOf(db, accountId, ids),
    repo.countsOf(db, accountId, ids),
    repo.categoriesByIds(
      db,
      accountId,
      rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])),
    ),
  ]);
  const blocks = await presentBlocks(db, accountId, blockRows);
  return rows.map((row): WorkoutDetail => {
    const own = blocks.filter((b) => b.workout_id === row.id);
    const n = counts.get(row.id);
    const category = categories.find((c) => c.id === row.categoryId);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      category: category ? { id: category.id, name: category.name } : null,
      ordering: row.ordering,
      blocks_count: own.length,
      exercises_count: own.reduce((sum, b) => sum + b.exercises.length, 0),
      estimated_minutes: estimatedMinutes(own),
      active_count: n?.active ?? 0,
      completed_count: n?.completed ?? 0,
      public_settings: workoutPublicSettings.parse(row.publicSettings ?? {}),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      blocks: own,
    };
  });
}

const summaryOf = ({ blocks: _blocks, ...workout }: WorkoutDetail): Workout => workout;

/** Workout summaries (counts, estimated minutes), by id. */
export async function workoutsOf(
  db: Executor,
  accountId: number,
  workoutIds: number[],
): Promise<Map<number, Workout>> {
  const details = await workoutDetailsOf(db, accountId, workoutIds);
  return new Map([...details].map(([id, w]) => [id, summaryOf(w)]));
}

export async function findWorkoutOr404(db: Executor, accountId: number, id: number) {
  const row = await repo.findWorkout(db, accountId, id);
  if (!row) throw notFound();
  return row;
}

async function presentWorkout(db: Executor, accountId: number, row: WorkoutRow) {
  return summaryOf((await presentDetails(db, accountId, [row]))[0]!);
}

const workoutAnswer = async (
  deps: Deps,
  ctx: RequestContext,
  row: WorkoutRow,
  message: string,
) => ({
  status: 1 as const,
  message,
  workout: await presentWorkout(deps.db, ctx.accountId, row),
});

const touch = (db: Executor, accountId: number, id: number) =>
  repo.updateWorkout(db, accountId, id, {});

// The list -------------------------------------------------------------------------------------

export async function list(
  deps: Deps,
  ctx: RequestContext,
  query: z.output<typeof workoutListQuery>,
) {
  authorize(ctx, 'view', 'workouts');
  const { rows, total } = await repo.pageOfWorkouts(
    deps.db,
    ctx.accountId,
    { search: query.search, categoryId: query.category_id },
    { page: query.page, perPage: query.per_page },
  );
  const data = (await presentDetails(deps.db, ctx.accountId, rows)).map(summaryOf);
  return presentPage(data, total, query.page, query.per_page);
}

export async function all(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'workouts');
  const { rows } = await repo.pageOfWorkouts(deps.db, ctx.accountId, {}, null);
  return {
    status: 1 as const,
    data: (await presentDetails(deps.db, ctx.accountId, rows)).map(summaryOf),
  };
}

export async function detail(deps: Deps, ctx: RequestContext, workoutId: number) {
  authorize(ctx, 'view', 'workouts');
  const row = await findWorkoutOr404(deps.db, ctx.accountId, workoutId);
  return { status: 1 as const, data: (await presentDetails(deps.db, ctx.accountId, [row]))[0]! };
}

async function checkCategory(db: Executor, accountId: number, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  if (!(await repo.findCategory(db, accountId, id)))
    throw fieldError('category_id', 'Choose one of the workout categories');
}

export async function create(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof createWorkoutBody>,
) {
  authorize(ctx, 'create', 'workouts');
  await checkCategory(deps.db, ctx.accountId, body.category_id);
  const row = await repo.insertWorkout(deps.db, ctx.accountId, {
    name: body.name,
    description: body.description,
    categoryId: body.category_id ?? null,
    createdBy: ctx.user.id,
  });
  return workoutAnswer(deps, ctx, row, words.created);
}

export async function update(
  deps: Deps,
  ctx: RequestContext,
  workoutId: number,
  body: z.output<typeof updateWorkoutBody>,
) {
  authorize(ctx, 'update', 'workouts');
  const current = await findWorkoutOr404(deps.db, ctx.accountId, workoutId);
  await checkCategory(deps.db, ctx.accountId, body.category_id);
  const row = await repo.updateWorkout(deps.db, ctx.accountId, workoutId, {
    name: body.name,
    description: body.description,
    categoryId: body.category_id,
    publicSettings:
      body.public_settings === undefined
        ? undefined
        : workoutPublicSettings.parse({
            ...(current.publicSettings as object),
            ...body.public_settings,
          }),
  });
  return workoutAnswer(deps, ctx, row, words.updated);
}

export async function rename(deps: Deps, ctx: RequestContext, workoutId: number, name: string) {
  authorize(ctx, 'update', 'workouts');
  await findWorkoutOr404(deps.db, ctx.accountId, workoutId);
  const row = await repo.updateWorkout(deps.db, ctx.accountId, workoutId, { name });
  return workoutAnswer(deps, ctx, row, words.renamed);
}

export async function duplicate(deps: Deps, ctx: RequestContext, workoutId: number) {
  authorize(ctx, 'create', 'workouts');
  const source = await findWorkoutOr404(deps.db, ctx.accountId, workoutId);
  const row = await deps.db.transaction(async (tx) => {
    const copy = await repo.insertWorkout(tx, ctx.accountId, {
      name: `${source.name} (copy)`.slice(0, 150),
      description: source.description,
      categoryId: source.categoryId,
      createdBy: ctx.user.id,
      publicSettings: source.publicSettings,
    });
    for (const block of await repo.blocksOf(tx, ctx.accountId, [source.id]))
      await repo.copyBlock(tx, ctx.accountId, block, copy.id, block.position);
    return copy;
  });
  return workoutAnswer(deps, ctx, row, words.duplicated);
}

export async function remove(deps: Deps, ctx: RequestContext, ids: number[]) {
  authorize(ctx, 'delete', 'workouts');
  const found = await repo.workoutsByIds(deps.db, ctx.accountId, ids);
  if (found.length !== new Set(ids).size) throw notFound();
  const affected = await repo.deleteWorkouts(deps.db, ctx.accountId, ids);
  return { status: 1 as const, message: words.deleted, affected };
}

// Blocks ---------------------------------------------------------------------------------------

/** A block of a workout (smart blocks are 404 here, and the other way round). */
async function blockOr404(db: Executor, accountId: number, id: number, smart = false) {
  const row = await repo.findBlock(db, accountId, id);
  if (!row || (row.workoutId === null) !== smart) throw notFound();
  return row;
}

const blockAnswer = async (
  deps: Deps,
  ctx: RequestContext,
  row: WorkoutBlockRow,
  message: string,
) => ({
  status: 1 as const,
  message,
  block: await presentBlock(deps.db, ctx.accountId, row),
});

export async function createBlock(
  deps: Deps,
  ctx: RequestContext,
  workoutId: number,
  body: z.output<typeof createBlockBody>,
) {
  authorize(ctx, 'update', 'workouts');
  const row = await deps.db.transaction(async (tx) => {
    await findWorkoutOr404(tx, ctx.accountId, workoutId);
    const ids = await repo.blockIdsOf(tx, ctx.accountId, workoutId);
    if (ids.length >= maxWorkoutBlocks)
      throw fieldError('type', `A workout holds at most ${maxWorkoutBlocks} blocks`);
    const position = Math.min(body.index ?? ids.length, ids.length);
    await repo.shiftBlocks(tx, ctx.accountId, workoutId, position, 1);
    const created =
      body.smart_block_id === undefined
        ? await repo.insertBlock(tx, ctx.accountId, workoutId, position, {
            type: body.type,
            name: body.name,
            rounds: body.rounds,
            restSeconds: body.rest_seconds,
            notes: body.notes,
          })
        : await repo.copyBlock(
            tx,
            ctx.accountId,
            await blockOr404(tx, ctx.accountId, body.smart_block_id, true),
            workoutId,
            position,
          );
    await touch(tx, ctx.accountId, workoutId);
    return created;
  });
  return blockAnswer(deps, ctx, row, words.blockCreated);
}

export async function updateBlock(
  deps: Deps,
  ctx: RequestContext,
  blockId: number,
  body: z.output<typeof updateBlockBody>,
) {
  authorize(ctx, 'update', 'workouts');
  await blockOr404(deps.db, ctx.accountId, blockId);
  const row = await repo.updateBlock(deps.db, ctx.accountId, blockId, {
    type: body.type,
    name: body.name,
    rounds: body.rounds,
    restSeconds: body.rest_seconds,
    notes: body.notes,
  });
  return blockAnswer(deps, ctx, row, words.blockUpdated);
}

export async function duplicateBlock(deps: Deps, ctx: RequestContext, blockId: number) {
  authorize(ctx, 'update', 'workouts');
  const row = await deps.db.transaction(async (tx) => {
    const source = await blockOr404(tx, ctx.accountId, blockId);
    const workoutId = source.workoutId!;
    if ((await repo.blockIdsOf(tx, ctx.accountId, workoutId)).length >= maxWorkoutBlocks)
      throw fieldError('block', `A workout holds at most ${maxWorkoutBlocks} blocks`);
    await repo.shiftBlocks(tx, ctx.accountId, workoutId, source.position + 1, 1);
    return repo.copyBlock(tx, ctx.accountId, source, workoutId, source.position + 1);
  });
  return blockAnswer(deps, ctx, row, words.blockDuplicated);
}

export async function createSmartBlock(
  deps: Deps,
  ctx: RequestContext,
  blockId: number,
  name: string,
) {
  authorize(ctx, 'update', 'workouts');
  const row = await deps.db.transaction(async (tx) =>
    repo.copyBlock(tx, ctx.accountId, await blockOr404(tx, ctx.accountId, blockId), null, 0, name),
  );
  return blockAnswer(deps, ctx, row, words.smartBlockCreated);
}

export async function smartBlocks(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'workouts');
  const rows = await repo.blocksOf(deps.db, ctx.accountId, null);
  const blocks = await presentBlocks(deps.db, ctx.accountId, rows);
  return { status: 1 as const, data: blocks.sort((a, b) => a.name.localeCompare(b.name)) };
}

export async function deleteBlock(
  deps: Deps,
  ctx: RequestContext,
  blockId: number,
  smart: boolean,
) {
  authorize(ctx, 'update', 'workouts');
  await deps.db.transaction(async (tx) => {
    const row = await blockOr404(tx, ctx.accountId, blockId, smart);
    await repo.deleteBlock(tx, ctx.accountId, blockId);
    if (row.workoutId !== null) {
      await repo.setBlockPositions(
        tx,
        ctx.accountId,
        await repo.blockIdsOf(tx, ctx.accountId, row.workoutId),
      );
      await touch(tx, ctx.accountId, row.workoutId);
    }
  });
  return { status: 1 as const, message: smart ? words.smartBlockDeleted : words.blockDeleted };
}

/** The new order must name every item of the list, each once. */
function checkOrder(current: number[], ids: number[]) {
  if (
    ids.length !== current.length ||
    new Set(ids).size !== ids.length ||
    !ids.every((id) => current.includes(id))
  )
    throw fieldError('ids', words.sortIncomplete);
}

export async function sortBlocks(
  deps: Deps,
  ctx: RequestContext,
  workoutId: number,
  ids: number[],
) {
  authorize(ctx, 'update', 'workouts');
  await deps.db.transaction(async (tx) => {
    await findWorkoutOr404(tx, ctx.accountId, workoutId);
    checkOrder(await repo.blockIdsOf(tx, ctx.accountId, workoutId), ids);
    await repo.setBlockPositions(tx, ctx.accountId, ids);
    await touch(tx, ctx.accountId, workoutId);
  });
  const rows = await repo.blocksOf(deps.db, ctx.accountId, [workoutId]);
  return { status: 1 as const, data: await presentBlocks(deps.db, ctx.accountId, rows) };
}

// Block exercises ------------------------------------------------------------------------------

async function blockExerciseOr404(db: Executor, accountId: number, id: number) {
  const row = await repo.findBlockExercise(db, accountId, id);
  if (!row) throw notFound();
  const block = await blockOr404(db, accountId, row.blockId);
  return { row, block };
}

async function presentBlockExerciseById(
  db: Executor,
  accountId: number,
  row: { id: number; blockId: number },
) {
  const items = await repo.exercisesOfBlocks(db, accountId, [row.blockId]);
  return presentBlockExercise(items.find((i) => i.id === row.id)!);
}

const blockExerciseAnswer = async (
  deps: Deps,
  ctx: RequestContext,
  row: { id: number; blockId: number },
  message: string,
) => ({
  status: 1 as const,
  message,
  block_exercise: await presentBlockExerciseById(deps.db, ctx.accountId, row),
});

/** A body's set fields as the row's columns (undefined ones are left as they are). */
function blockExerciseValues(body: z.output<typeof addBlockExerciseBody>): repo.BlockExerciseValues;
function blockExerciseValues(
  body: z.output<typeof updateBlockExerciseBody>,
): Partial<repo.BlockExerciseValues>;
function blockExerciseValues(body: z.output<typeof updateBlockExerciseBody>) {
  return {
    exerciseId: body.exercise_id,
    sets: body.sets,
    reps: body.reps,
    weight: body.weight,
    weightUnit: body.weight_unit,
    timeSeconds: body.time_seconds,
    distanceMeters: body.distance_meters,
    tempo: body.tempo,
    restSeconds: body.rest_seconds,
    notes: body.notes,
  };
}

async function roomIn(db: Executor, accountId: number, blockId: number, field: string) {
  const ids = await repo.blockExerciseIds(db, accountId, blockId);
  if (ids.length >= maxBlockExercises)
    throw fieldError(field, `A block holds at most ${maxBlockExercises} exercises`);
  return ids;
}

export async function addExercise(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof addBlockExerciseBody>,
) {
  authorize(ctx, 'update', 'workouts');
  await ensureLibrary(deps, ctx.accountId);
  const row = await deps.db.transaction(async (tx) => {
    const block = await blockOr404(tx, ctx.accountId, body.block_id);
    await exerciseOr404(tx, ctx.accountId, body.exercise_id);
    const ids = await roomIn(tx, ctx.accountId, block.id, 'exercise_id');
    const position = Math.min(body.index ?? ids.length, ids.length);
    await repo.shiftBlockExercises(tx, ctx.accountId, block.id, position, 1);
    const created = await repo.insertBlockExercise(
      tx,
      ctx.accountId,
      block.id,
      position,
      blockExerciseValues(body),
    );
    await touch(tx, ctx.accountId, block.workoutId!);
    return created;
  });
  return blockExerciseAnswer(deps, ctx, row, words.exerciseAdded);
}

export async function updateBlockExercise(
  deps: Deps,
  ctx: RequestContext,
  blockExerciseId: number,
  body: z.output<typeof updateBlockExerciseBody>,
) {
  authorize(ctx, 'update', 'workouts');
  const row = await deps.db.transaction(async (tx) => {
    await blockExerciseOr404(tx, ctx.accountId, blockExerciseId);
    if (body.exercise_id !== undefined) await exerciseOr404(tx, ctx.accountId, body.exercise_id);
    return repo.updateBlockExercise(tx, ctx.accountId, blockExerciseId, blockExerciseValues(body));
  });
  return blockExerciseAnswer(deps, ctx, row, words.exerciseUpdated);
}

export async function duplicateBlockExercise(
  deps: Deps,
  ctx: RequestContext,
  blockExerciseId: number,
) {
  authorize(ctx, 'update', 'workouts');
  const row = await deps.db.transaction(async (tx) => {
    const { row: source } = await blockExerciseOr404(tx, ctx.accountId, blockExerciseId);
    await roomIn(tx, ctx.accountId, source.blockId, 'block_exercise');
    await repo.shiftBlockExercises(tx, ctx.accountId, source.blockId, source.position + 1, 1);
    const { id: _id, accountId: _account, blockId, position, ...values } = source;
    return repo.insertBlockExercise(tx, ctx.accountId, blockId, position + 1, values);
  });
  return blockExerciseAnswer(deps, ctx, row, words.exerciseDuplicated);
}

export async function deleteBlockExercise(
  deps: Deps,
  ctx: RequestContext,
  blockId: number,
  blockExerciseId: number,
) {
  authorize(ctx, 'update', 'workouts');
  await deps.db.transaction(async (tx) => {
    const { row } = await blockExerciseOr404(tx, ctx.accountId, blockExerciseId);
    if (row.blockId !== blockId) throw notFound();
    await repo.deleteBlockExercise(tx, ctx.accountId, blockExerciseId);
    await repo.setBlockExercisePositions(
      tx,
      ctx.accountId,
      await repo.blockExerciseIds(tx, ctx.accountId, blockId),
    );
  });
  return { status: 1 as const, message: words.exerciseRemoved };
}

export async function sortBlockExercises(
  deps: Deps,
  ctx: RequestContext,
  blockId: number,
  ids: number[],
) {
  authorize(ctx, 'update', 'workouts');
  const block = await deps.db.transaction(async (tx) => {
    const row = await blockOr404(tx, ctx.accountId, blockId);
    checkOrder(await repo.blockExerciseIds(tx, ctx.accountId, blockId), ids);
    await repo.setBlockExercisePositions(tx, ctx.accountId, ids);
    return row;
  });
  return blockAnswer(deps, ctx, block, words.exercisesSorted);
}

/** Moves one of a block's exercises into another block of the same workout, at an index. */
export async function moveBlockExercise(
  deps: Deps,
  ctx: RequestContext,
  blockId: number,
  body: z.output<typeof moveBlockExerciseBody>,
) {
  authorize(ctx, 'update', 'workouts');
  const workoutId = await deps.db.transaction(async (tx) => {
    const { row, block } = await blockExerciseOr404(tx, ctx.accountId, body.block_exercise_id);
    if (row.blockId !== blockId) throw notFound();
    const target = await blockOr404(tx, ctx.accountId, body.to_block_id);
    if (target.workoutId !== block.workoutId) throw notFound();
    const targetIds = (await repo.blockExerciseIds(tx, ctx.accountId, target.id)).filter(
      (id) => id !== row.id,
    );
    if (target.id !== block.id && targetIds.length >= maxBlockExercises)
      throw fieldError('to_block_id', `A block holds at most ${maxBlockExercises} exercises`);
    const index = Math.min(body.index ?? targetIds.length, targetIds.length);
    targetIds.splice(index, 0, row.id);
    await repo.updateBlockExercise(tx, ctx.accountId, row.id, { blockId: target.id });
    await repo.setBlockExercisePositions(tx, ctx.accountId, targetIds);
    if (target.id !== block.id)
      await repo.setBlockExercisePositions(
        tx,
        ctx.accountId,
        await repo.blockExerciseIds(tx, ctx.accountId, block.id),
      );
    await touch(tx, ctx.accountId, block.workoutId!);
    return block.workoutId!;
  });
  const rows = await repo.blocksOf(deps.db, ctx.accountId, [workoutId]);
  return { status: 1 as const, data: await presentBlocks(deps.db, ctx.accountId, rows) };
}

// Categories -----------------------------------------------------------------------------------

export async function categories(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'workouts');
  return { status: 1 as const, data: await repo.categoriesWithCounts(deps.db, ctx.accountId) };
}

export async function createCategory(deps: Deps, ctx: RequestContext, name: string) {
  authorize(ctx, 'create', 'workouts');
  const row = await repo.insertCategory(deps.db, ctx.accountId, name);
  if (!row) throw fieldError('name', 'A category of that name exists');
  return {
    status: 1 as const,
    message: words.categoryCreated,
    category: { id: row.id, name: row.name, workouts_count: 0 },
  };
}

export async function deleteCategory(deps: Deps, ctx: RequestContext, categoryId: number) {
  authorize(ctx, 'delete', 'workouts');
  if (!(await repo.findCategory(deps.db, ctx.accountId, categoryId))) throw notFound();
  await repo.deleteCategory(deps.db, ctx.accountId, categoryId);
  return { status: 1 as const, message: words.categoryDeleted };
}
