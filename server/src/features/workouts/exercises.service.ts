import {
  type AttributeType,
  type CreateAttributeBody,
  type createExerciseBody,
  type Exercise,
  type ExerciseAttribute,
  type exerciseListQuery,
  maxSystemAttributeTypeId,
  systemAttributeTypes,
  type updateExerciseBody,
  workoutMessages as words,
} from '@coachline/contract/workouts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { presentPage } from '../../platform/pagination';
import * as repo from './exercises.repository';
import { seedLibrary } from './library';
import type { ExerciseRow } from './workouts.tables';

// The exercise library (issue 16 §1): a location's copy of the Free Exercise DB and its own
// exercises, searched and filtered by any attribute; attribute types (002 §3's 1–11 and the
// location's own), pins and favourites.

/** Locations whose library this process has seen copied: their reads skip the check. */
const seeded = new Set<number>();

/** The location's library, copied on its first use. */
export async function ensureLibrary(deps: Deps, accountId: number): Promise<void> {
  if (seeded.has(accountId)) return;
  if (!(await repo.isSeeded(deps.db, accountId)))
    await deps.db.transaction((tx) => seedLibrary(tx, accountId));
  seeded.add(accountId);
}

export async function presentExercises(
  db: Executor,
  accountId: number,
  userId: number | null,
  rows: ExerciseRow[],
): Promise<Exercise[]> {
  const ids = rows.map((r) => r.id);
  const [attributes, favourites] = await Promise.all([
    repo.attributesOfExercises(db, accountId, ids),
    userId === null
      ? Promise.resolve(new Set<number>())
      : repo.favouritesAmong(db, accountId, userId, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    library: row.libraryKey !== null,
    attributes: attributes.get(row.id) ?? [],
    video_url: row.videoUrl,
    cover_image_url: row.coverImageUrl,
    notes: row.notes,
    favourite: favourites.has(row.id),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

const presentOne = async (deps: Deps, ctx: RequestContext, row: ExerciseRow) =>
  (await presentExercises(deps.db, ctx.accountId, ctx.user.id, [row]))[0]!;

export async function exerciseOr404(db: Executor, accountId: number, id: number) {
  const row = await repo.findExercise(db, accountId, id);
  if (!row) throw notFound();
  return row;
}

export async function listExercises(
  deps: Deps,
  ctx: RequestContext,
  query: z.output<typeof exerciseListQuery>,
) {
  authorize(ctx, 'view', 'workouts');
  await ensureLibrary(deps, ctx.accountId);
  const { rows, total } = await repo.pageOfExercises(
    deps.db,
    ctx.accountId,
    {
      search: query.search,
      attributeIds: query.attribute_ids,
      favouritesOf: query.favourites === '1' ? ctx.user.id : undefined,
      source: query.source,
    },
    { page: query.page, perPage: query.per_page },
  );
  const data = await presentExercises(deps.db, ctx.accountId, ctx.user.id, rows);
  return presentPage(data, total, query.page, query.per_page);
}

/** The attributes named exist in the location; 422 on `attribute_ids` otherwise. */
async function checkAttributes(db: Executor, accountId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await repo.attributesByIds(db, accountId, unique);
  if (found.length !== unique.length)
    throw fieldError('attribute_ids', 'Choose the attributes from the library’s list');
}

export async function createExercise(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof createExerciseBody>,
) {
  authorize(ctx, 'create', 'workouts');
  await ensureLibrary(deps, ctx.accountId);
  const row = await deps.db.transaction(async (tx) => {
    await checkAttributes(tx, ctx.accountId, body.attribute_ids);
    const created = await repo.insertExercise(tx, ctx.accountId, {
      name: body.name,
      videoUrl: body.video_url,
      coverImageUrl: body.cover_image_url,
      notes: body.notes,
      createdBy: ctx.user.id,
    });
    await repo.setExerciseAttributes(tx, ctx.accountId, created.id, body.attribute_ids);
    return created;
  });
  return {
    status: 1 as const,
    message: words.exerciseCreated,
    exercise: await presentOne(deps, ctx, row),
  };
}

/** Any exercise of the location, the library's copies too: they are the location's own. */
export async function updateExercise(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof updateExerciseBody>,
) {
  authorize(ctx, 'update', 'workouts');
  const row = await deps.db.transaction(async (tx) => {
    await exerciseOr404(tx, ctx.accountId, body.exercise_id);
    await checkAttributes(tx, ctx.accountId, body.attribute_ids);
    const updated = await repo.updateExercise(tx, ctx.accountId, body.exercise_id, {
      name: body.name,
      videoUrl: body.video_url,
      coverImageUrl: body.cover_image_url,
      notes: body.notes,
    });
    await repo.setExerciseAttributes(tx, ctx.accountId, updated.id, body.attribute_ids);
    return updated;
  });
  return {
    status: 1 as const,
    message: words.exerciseUpdated,
    exercise: await presentOne(deps, ctx, row),
  };
}

export async function deleteExercise(deps: Deps, ctx: RequestContext, exerciseId: number) {
  authorize(ctx, 'delete', 'workouts');
  await exerciseOr404(deps.db, ctx.accountId, exerciseId);
  if (await repo.exerciseInUse(deps.db, ctx.accountId, exerciseId))
    throw fieldError('exercise_id', words.exerciseInUse);
  await repo.deleteExercise(deps.db, ctx.accountId, exerciseId);
  return { status: 1 as const, message: words.exerciseDeleted };
}

export async function favourite(
  deps: Deps,
  ctx: RequestContext,
  exerciseId: number,
  isFavourite: boolean,
) {
  authorize(ctx, 'view', 'workouts');
  const row = await exerciseOr404(deps.db, ctx.accountId, exerciseId);
  await repo.setFavourite(deps.db, ctx.accountId, ctx.user.id, exerciseId, isFavourite);
  return {
    status: 1 as const,
    message: isFavourite ? words.favouriteAdded : words.favouriteRemoved,
    exercise: await presentOne(deps, ctx, row),
  };
}

// Attribute types and attributes ---------------------------------------------------------------

async function presentTypes(db: Executor, accountId: number): Promise<AttributeType[]> {
  const [own, pinned, counts] = await Promise.all([
    repo.customTypes(db, accountId),
    repo.pinnedTypeIds(db, accountId),
    repo.attributeCountsByType(db, accountId),
  ]);
  const all = [
    ...systemAttributeTypes.map((t) => ({ id: t.id, name: t.name, custom: false })),
    ...own.map((t) => ({ id: t.id, name: t.name, custom: true })),
  ].map((t) => ({ ...t, pinned: pinned.has(t.id), attributes_count: counts.get(t.id) ?? 0 }));
  // Pinned first, each part in id order (sort is stable).
  return all.sort((a, b) => Number(b.pinned) - Number(a.pinned));
}

export async function attributeTypes(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'workouts');
  await ensureLibrary(deps, ctx.accountId);
  return { status: 1 as const, data: await presentTypes(deps.db, ctx.accountId) };
}

/** A type of 002 §3's, or one of the location's own; 422 on the field otherwise. */
async function checkType(db: Executor, accountId: number, id: number, field: string) {
  if (id <= maxSystemAttributeTypeId) return;
  if (!(await repo.findCustomType(db, accountId, id)))
    throw fieldError(field, 'Choose one of the library’s attribute types');
}

export async function attributes(
  deps: Deps,
  ctx: RequestContext,
  attributeTypeId: number | undefined,
): Promise<{ status: 1; data: ExerciseAttribute[] }> {
  authorize(ctx, 'view', 'workouts');
  await ensureLibrary(deps, ctx.accountId);
  const rows = await repo.attributesWithCounts(deps.db, ctx.accountId, attributeTypeId);
  return {
    status: 1,
    data: rows.map((r) => ({
      id: r.id,
      attribute_type_id: r.attribute_type_id,
      name: r.name,
      custom: r.library === 0,
      exercises_count: r.exercises_count,
    })),
  };
}

export async function createAttribute(deps: Deps, ctx: RequestContext, body: CreateAttributeBody) {
  authorize(ctx, 'create', 'workouts');
  await ensureLibrary(deps, ctx.accountId);
  const created = await deps.db.transaction(async (tx) => {
    let typeId = body.attribute_type_id;
    if (typeId === undefined) {
      const type = await repo.insertCustomType(tx, ctx.accountId, body.type_name ?? '');
      if (!type) throw fieldError('type_name', 'The library has an attribute type of that name');
      typeId = type.id;
    } else await checkType(tx, ctx.accountId, typeId, 'attribute_type_id');
    const attribute = await repo.insertAttribute(tx, ctx.accountId, typeId, body.name);
    if (!attribute) throw fieldError('name', 'The attribute type has an attribute of that name');
    return attribute;
  });
  const types = await presentTypes(deps.db, ctx.accountId);
  return {
    status: 1 as const,
    message: words.attributeCreated,
    attribute: {
      id: created.id,
      attribute_type_id: created.attributeTypeId,
      name: created.name,
      custom: true,
      exercises_count: 0,
    },
    attribute_type: types.find((t) => t.id === created.attributeTypeId)!,
  };
}

export async function deleteAttribute(deps: Deps, ctx: RequestContext, attributeId: number) {
  authorize(ctx, 'delete', 'workouts');
  const row = await repo.findAttribute(deps.db, ctx.accountId, attributeId);
  if (!row) throw notFound();
  if (row.library !== 0) throw fieldError('attribute_id', words.systemAttribute);
  await repo.deleteAttribute(deps.db, ctx.accountId, attributeId);
  return { status: 1 as const, message: words.attributeDeleted };
}

export async function pinAttributeType(
  deps: Deps,
  ctx: RequestContext,
  attributeTypeId: number,
  pinned: boolean,
) {
  authorize(ctx, 'update', 'workouts');
  if (attributeTypeId > maxSystemAttributeTypeId)
    if (!(await repo.findCustomType(deps.db, ctx.accountId, attributeTypeId))) throw notFound();
  await repo.setPinned(deps.db, ctx.accountId, attributeTypeId, pinned);
  const types = await presentTypes(deps.db, ctx.accountId);
  return {
    status: 1 as const,
    message: pinned ? words.pinned : words.unpinned,
    attribute_type: types.find((t) => t.id === attributeTypeId)!,
  };
}
