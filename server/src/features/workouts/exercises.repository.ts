import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { escapeLike } from '../contacts/contacts.filters';
import {
  type ExerciseRow,
  exerciseAttributeLinks,
  exerciseAttributes,
  exerciseAttributeTypePins,
  exerciseAttributeTypes,
  exerciseFavourites,
  exercises,
  workoutBlockExercises,
  workoutSetLogs,
} from './workouts.tables';

// The exercise library of a location: its exercises, their attributes, attribute types and
// pins, and each user's favourites.

export async function isSeeded(db: Executor, accountId: number) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select 1 as n from exercise_library_seeds where account_id = ${accountId}::int`,
  );
  return rows.length > 0;
}

export type ExerciseFilter = {
  search?: string | undefined;
  attributeIds?: number[] | undefined;
  favouritesOf?: number | undefined;
  source?: 'library' | 'own' | undefined;
};

export async function pageOfExercises(
  db: Executor,
  accountId: number,
  filter: ExerciseFilter,
  page: { page: number; perPage: number },
) {
  const attributeIds = [...new Set(filter.attributeIds ?? [])];
  const where = and(
    ofAccount(exercises, accountId),
    filter.search
      ? sql`lower(${exercises.name}) like ${`%${escapeLike(filter.search.toLowerCase())}%`}`
      : undefined,
    filter.source === 'library' ? isNotNull(exercises.libraryKey) : undefined,
    filter.source === 'own' ? isNull(exercises.libraryKey) : undefined,
    filter.favouritesOf === undefined
      ? undefined
      : sql`exists (select 1 from ${exerciseFavourites} f where f.account_id = ${accountId}::int
               and f.user_id = ${filter.favouritesOf}::int and f.exercise_id = ${exercises.id})`,
    // Every attribute asked for: the exercises linked to all of them, in one grouped read.
    attributeIds.length === 0
      ? undefined
      : sql`${exercises.id} in (select l.exercise_id from ${exerciseAttributeLinks} l
               where l.account_id = ${accountId}::int and l.attribute_id = any(${arrayParam(attributeIds)}::int[])
               group by l.exercise_id having count(*) = ${attributeIds.length}::int)`,
  ) as SQL;
  // The total rides along with the page (one scan, not two); past the end it is counted alone.
  const listed = await db
    .select({ row: exercises, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(exercises)
    .where(where)
    .orderBy(sql`lower(${exercises.name})`, asc(exercises.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const total =
    listed[0]?.total ??
    (await db.select({ n: sql<number>`count(*)::int` }).from(exercises).where(where))[0]?.n ??
    0;
  return { rows: listed.map((r) => r.row), total };
}

export async function findExercise(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(exercises)
    .where(and(ofAccount(exercises, accountId), eq(exercises.id, id)));
  return row;
}

/** The attributes of the exercises, by exercise id. */
export async function attributesOfExercises(db: Executor, accountId: number, ids: number[]) {
  const byExercise = new Map<number, { id: number; attribute_type_id: number; name: string }[]>();
  if (ids.length === 0) return byExercise;
  const rows = await db
    .select({
      exerciseId: exerciseAttributeLinks.exerciseId,
      id: exerciseAttributes.id,
      typeId: exerciseAttributes.attributeTypeId,
      name: exerciseAttributes.name,
    })
    .from(exerciseAttributeLinks)
    .innerJoin(
      exerciseAttributes,
      and(
        eq(exerciseAttributes.accountId, exerciseAttributeLinks.accountId),
        eq(exerciseAttributes.id, exerciseAttributeLinks.attributeId),
      ),
    )
    .where(
      and(
        ofAccount(exerciseAttributeLinks, accountId),
        inArray(exerciseAttributeLinks.exerciseId, ids),
      ),
    )
    .orderBy(asc(exerciseAttributes.attributeTypeId), asc(exerciseAttributes.name));
  for (const row of rows) {
    const list = byExercise.get(row.exerciseId) ?? [];
    list.push({ id: row.id, attribute_type_id: row.typeId, name: row.name });
    byExercise.set(row.exerciseId, list);
  }
  return byExercise;
}

export async function favouritesAmong(
  db: Executor,
  accountId: number,
  userId: number,
  ids: number[],
) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: exerciseFavourites.exerciseId })
    .from(exerciseFavourites)
    .where(
      and(
        ofAccount(exerciseFavourites, accountId),
        eq(exerciseFavourites.userId, userId),
        inArray(exerciseFavourites.exerciseId, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function setFavourite(
  db: Executor,
  accountId: number,
  userId: number,
  exerciseId: number,
  favourite: boolean,
) {
  if (favourite)
    await db
      .insert(exerciseFavourites)
      .values({ accountId, userId, exerciseId })
      .onConflictDoNothing();
  else
    await db
      .delete(exerciseFavourites)
      .where(
        and(
          ofAccount(exerciseFavourites, accountId),
          eq(exerciseFavourites.userId, userId),
          eq(exerciseFavourites.exerciseId, exerciseId),
        ),
      );
}

export async function insertExercise(
  db: Executor,
  accountId: number,
  values: Pick<ExerciseRow, 'name' | 'videoUrl' | 'coverImageUrl' | 'notes' | 'createdBy'>,
) {
  const [row] = await db
    .insert(exercises)
    .values({ accountId, ...values })
    .returning();
  return row!;
}

export async function updateExercise(
  db: Executor,
  accountId: number,
  id: number,
  values: Pick<ExerciseRow, 'name' | 'videoUrl' | 'coverImageUrl' | 'notes'>,
) {
  const [row] = await db
    .update(exercises)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(exercises, accountId), eq(exercises.id, id)))
    .returning();
  return row!;
}

export async function setExerciseAttributes(
  db: Executor,
  accountId: number,
  exerciseId: number,
  attributeIds: number[],
) {
  await db
    .delete(exerciseAttributeLinks)
    .where(
      and(
        ofAccount(exerciseAttributeLinks, accountId),
        eq(exerciseAttributeLinks.exerciseId, exerciseId),
      ),
    );
  if (attributeIds.length > 0)
    await db
      .insert(exerciseAttributeLinks)
      .values(
        [...new Set(attributeIds)].map((attributeId) => ({ accountId, exerciseId, attributeId })),
      );
}

/** Whether a workout block or a contact's logged set holds the exercise. */
export async function exerciseInUse(db: Executor, accountId: number, exerciseId: number) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select 1 as n where exists (select 1 from ${workoutBlockExercises}
          where account_id = ${accountId}::int and exercise_id = ${exerciseId}::int)
        or exists (select 1 from ${workoutSetLogs}
          where account_id = ${accountId}::int and exercise_id = ${exerciseId}::int)`,
  );
  return rows.length > 0;
}

export async function deleteExercise(db: Executor, accountId: number, id: number) {
  await db.delete(exercises).where(and(ofAccount(exercises, accountId), eq(exercises.id, id)));
}

// Attribute types and attributes -------------------------------------------------------------

export async function customTypes(db: Executor, accountId: number) {
  return db
    .select()
    .from(exerciseAttributeTypes)
    .where(ofAccount(exerciseAttributeTypes, accountId))
    .orderBy(asc(exerciseAttributeTypes.id));
}

export async function findCustomType(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(exerciseAttributeTypes)
    .where(and(ofAccount(exerciseAttributeTypes, accountId), eq(exerciseAttributeTypes.id, id)));
  return row;
}

/** A new type, or undefined when the location has one of that name. */
export async function insertCustomType(db: Executor, accountId: number, name: string) {
  const [row] = await db
    .insert(exerciseAttributeTypes)
    .values({ accountId, name })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function pinnedTypeIds(db: Executor, accountId: number) {
  const rows = await db
    .select({ id: exerciseAttributeTypePins.attributeTypeId })
    .from(exerciseAttributeTypePins)
    .where(ofAccount(exerciseAttributeTypePins, accountId));
  return new Set(rows.map((r) => r.id));
}

export async function setPinned(
  db: Executor,
  accountId: number,
  attributeTypeId: number,
  pinned: boolean,
) {
  if (pinned)
    await db
      .insert(exerciseAttributeTypePins)
      .values({ accountId, attributeTypeId })
      .onConflictDoNothing();
  else
    await db
      .delete(exerciseAttributeTypePins)
      .where(
        and(
          ofAccount(exerciseAttributeTypePins, accountId),
          eq(exerciseAttributeTypePins.attributeTypeId, attributeTypeId),
        ),
      );
}

/** How many attributes each type has. */
export async function attributeCountsByType(db: Executor, accountId: number) {
  const rows = await db
    .select({ typeId: exerciseAttributes.attributeTypeId, n: sql<number>`count(*)::int` })
    .from(exerciseAttributes)
    .where(ofAccount(exerciseAttributes, accountId))
    .groupBy(exerciseAttributes.attributeTypeId);
  return new Map(rows.map((r) => [r.typeId, r.n]));
}

/** Attributes (of one type, or all) with how many exercises have each. */
export async function attributesWithCounts(
  db: Executor,
  accountId: number,
  attributeTypeId: number | undefined,
) {
  return rowsOf<{
    id: number;
    attribute_type_id: number;
    name: string;
    library: number;
    exercises_count: number;
  }>(
    db,
    sql`select a.id, a.attribute_type_id, a.name, a.library,
               (select count(*)::int from ${exerciseAttributeLinks} l
                 where l.account_id = a.account_id and l.attribute_id = a.id) as exercises_count
          from ${exerciseAttributes} a
         where a.account_id = ${accountId}::int
           ${attributeTypeId === undefined ? sql`` : sql`and a.attribute_type_id = ${attributeTypeId}::int`}
         order by a.attribute_type_id, lower(a.name), a.id`,
  );
}

export async function findAttribute(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(exerciseAttributes)
    .where(and(ofAccount(exerciseAttributes, accountId), eq(exerciseAttributes.id, id)));
  return row;
}

export async function attributesByIds(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(exerciseAttributes)
    .where(and(ofAccount(exerciseAttributes, accountId), inArray(exerciseAttributes.id, ids)));
}

/** A new attribute, or undefined when its type has one of that name. */
export async function insertAttribute(
  db: Executor,
  accountId: number,
  attributeTypeId: number,
  name: string,
) {
  const [row] = await db
    .insert(exerciseAttributes)
    .values({ accountId, attributeTypeId, name })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteAttribute(db: Executor, accountId: number, id: number) {
  await db
    .delete(exerciseAttributes)
    .where(and(ofAccount(exerciseAttributes, accountId), eq(exerciseAttributes.id, id)));
}
