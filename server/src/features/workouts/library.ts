import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import library from './exercise-library.json';

// The exercise library every location starts with: the Free Exercise DB (github.com/yuhonas/
// free-exercise-db, public domain under the Unlicense), its fields mapped onto 002 §3's
// attribute types. A location gets its own copy on its first read of the library, so a coach
// may add a video to "Barbell Squat" or delete what they never use without touching others'.

type LibraryExercise = (typeof library)[number];

const title = (value: string) =>
  value
    .split(' ')
    .map((word) => (word === 'e-z' ? 'EZ' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');

/** The body part a primary muscle belongs to. */
const bodyParts: Record<string, string> = {
  chest: 'Chest',
  shoulders: 'Shoulders',
  biceps: 'Arms',
  triceps: 'Arms',
  forearms: 'Arms',
  lats: 'Back',
  'middle back': 'Back',
  'lower back': 'Back',
  traps: 'Back',
  abdominals: 'Core',
  quadriceps: 'Legs',
  hamstrings: 'Legs',
  calves: 'Legs',
  glutes: 'Legs',
  adductors: 'Legs',
  abductors: 'Legs',
  neck: 'Neck',
};

/** An exercise's attributes as (type id, name) pairs, by 002 §3's type ids. */
export function libraryAttributes(e: LibraryExercise): [number, string][] {
  const pairs: [number, string][] = [[1, title(e.category)]];
  for (const part of new Set(e.primaryMuscles.map((m) => bodyParts[m] ?? title(m))))
    pairs.push([2, part]);
  for (const muscle of e.primaryMuscles) pairs.push([3, title(muscle)]);
  for (const muscle of e.secondaryMuscles) pairs.push([4, title(muscle)]);
  if (e.equipment) pairs.push([5, title(e.equipment)]);
  if (e.mechanic) pairs.push([6, e.mechanic === 'compound' ? 'Compound' : 'Isolation']);
  if (e.force) pairs.push([7, title(e.force)]);
  if (e.force) pairs.push([9, e.force === 'static' ? 'Isometric' : 'Isotonic']);
  pairs.push([10, title(e.level)]);
  return pairs;
}

const key = (typeId: number, name: string) => `${typeId}:${name}`;

/**
 * Copies the library into the location once: the seed row is inserted first, so of two
 * requests racing, one copies and the other finds the row (and waits for its commit).
 */
export async function seedLibrary(tx: Executor, accountId: number): Promise<void> {
  const claimed = await rowsOf<{ account_id: number }>(
    tx,
    sql`insert into exercise_library_seeds (account_id) values (${accountId}::int)
        on conflict do nothing returning account_id`,
  );
  if (claimed.length === 0) return;
  const pairsOf = library.map((e) => libraryAttributes(e));
  const distinct = new Map<string, { t: number; n: string }>();
  for (const [t, n] of pairsOf.flat()) distinct.set(key(t, n), { t, n });
  const attributes = await rowsOf<{ id: number; attribute_type_id: number; name: string }>(
    tx,
    sql`insert into exercise_attributes (account_id, attribute_type_id, name, library)
        select ${accountId}::int, x.t, x.n, 1
          from jsonb_to_recordset(${JSON.stringify([...distinct.values()])}::jsonb) as x(t int, n text)
        on conflict do nothing
        returning id, attribute_type_id, name`,
  );
  const attributeIds = new Map(attributes.map((a) => [key(a.attribute_type_id, a.name), a.id]));
  const inserted = await rowsOf<{ id: number; library_key: string }>(
    tx,
    sql`insert into exercises (account_id, name, library_key)
        select ${accountId}::int, x.n, x.k
          from jsonb_to_recordset(${JSON.stringify(library.map((e) => ({ n: e.name, k: e.id })))}::jsonb)
            as x(n text, k text)
        returning id, library_key`,
  );
  const exerciseIds = new Map(inserted.map((e) => [e.library_key, e.id]));
  const links = library.flatMap((e, i) => {
    const exerciseId = exerciseIds.get(e.id);
    return [...new Set(pairsOf[i]!.map(([t, n]) => attributeIds.get(key(t, n))))]
      .filter((a): a is number => a !== undefined && exerciseId !== undefined)
      .map((a) => ({ e: exerciseId, a }));
  });
  await tx.execute(
    sql`insert into exercise_attribute_links (account_id, exercise_id, attribute_id)
        select ${accountId}::int, x.e, x.a
          from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as x(e int, a int)`,
  );
}
