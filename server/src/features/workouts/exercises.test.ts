import { workoutMessages as words } from '@coachline/contract/workouts';
import { describe, expect, it } from 'vitest';
import { buildSignedIn } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import library from './exercise-library.json';
import { libraryAttributes } from './library';

const { app, deps } = await createTestApp();
const call = caller(app);

async function ok(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

type Attribute = { id: number; attribute_type_id: number; name: string; custom: boolean };
type Exercise = {
  id: number;
  name: string;
  library: boolean;
  favourite: boolean;
  attributes: Attribute[];
};

const attributeNamed = async (token: string, typeId: number, name: string) => {
  const all = await ok(
    await call('GET', `/workout/custom-attribute-types?attribute_type_id=${typeId}`, token),
  );
  return (all.data as Attribute[]).find((a) => a.name === name)!;
};

describe('the exercise library', () => {
  it('maps the Free Exercise DB onto the attribute types 1–11', () => {
    const squat = library.find((e) => e.id === 'Barbell_Squat')!;
    expect(libraryAttributes(squat)).toEqual(
      expect.arrayContaining([
        [1, 'Strength'],
        [2, 'Legs'],
        [3, 'Quadriceps'],
        [5, 'Barbell'],
        [6, 'Compound'],
        [7, 'Push'],
        [10, 'Beginner'],
      ]),
    );
  });

  it('starts every location with the 873 library exercises, once, however many read at once', async () => {
    const { token } = await buildSignedIn(deps);
    const pages = await Promise.all(
      [1, 2, 3].map(async () => ok(await call('GET', '/workout/exercises?per_page=5', token))),
    );
    for (const page of pages) expect(page.total).toBe(873);
    const types = await ok(await call('GET', '/workout/attribute-types', token));
    expect(types.data.map((t: { id: number }) => t.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    const equipment = types.data.find((t: { id: number }) => t.id === 5);
    expect(equipment).toMatchObject({ name: 'Equipment', custom: false, pinned: false });
    expect(equipment.attributes_count).toBeGreaterThan(5);
  });

  it('searches by name and filters by every attribute asked for', async () => {
    const { token } = await buildSignedIn(deps);
    const barbell = await attributeNamed(token, 5, 'Barbell');
    const quads = await attributeNamed(token, 3, 'Quadriceps');
    expect(barbell.custom).toBe(false);
    const both = await ok(
      await call(
        'GET',
        `/workout/exercises?attribute_ids=${barbell.id},${quads.id}&per_page=100`,
        token,
      ),
    );
    const expected = library.filter(
      (e) => e.equipment === 'barbell' && e.primaryMuscles.includes('quadriceps'),
    ).length;
    expect(both.total).toBe(expected);
    for (const e of both.data as Exercise[])
      expect(e.attributes.map((a) => a.id)).toEqual(expect.arrayContaining([barbell.id, quads.id]));

    const found = await ok(
      await call('GET', '/workout/exercises?search=squat&per_page=100', token),
    );
    expect(found.total).toBe(library.filter((e) => /squat/i.test(e.name)).length);
    expect((found.data as Exercise[]).every((e) => /squat/i.test(e.name))).toBe(true);

    const bad = await call('GET', '/workout/exercises?attribute_ids=x', token);
    expect(bad.statusCode).toBe(422);
  });

  it('keeps a coach’s own exercises, attributes, types, pins and favourites', async () => {
    const { token } = await buildSignedIn(deps);
    const created = await ok(
      await call('POST', '/workout/create-attribute', token, {
        name: 'Sled',
        type_name: 'Implements',
      }),
    );
    expect(created.attribute_type).toMatchObject({ name: 'Implements', custom: true });
    expect(created.attribute_type.id).toBeGreaterThan(11);
    const again = await call('POST', '/workout/create-attribute', token, {
      name: 'Sled',
      attribute_type_id: created.attribute_type.id,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.name).toBeDefined();
    const noType = await call('POST', '/workout/create-attribute', token, { name: 'X' });
    expect(noType.statusCode).toBe(422);
    expect(noType.json().errors.attribute_type_id).toBeDefined();

    const push = await ok(
      await call('POST', '/workout/create-exercise', token, {
        name: 'Sled Push',
        attribute_ids: [created.attribute.id],
        video_url: 'https://video.example/sled',
        notes: 'Low hips',
      }),
    );
    expect(push.exercise).toMatchObject({ name: 'Sled Push', library: false, favourite: false });
    const own = await ok(await call('GET', '/workout/exercises?source=own', token));
    expect(own.data.map((e: Exercise) => e.name)).toEqual(['Sled Push']);
    const badLink = await call('POST', '/workout/create-exercise', token, {
      name: 'Bad',
      video_url: 'javascript:alert(1)',
    });
    expect(badLink.statusCode).toBe(422);
    expect(badLink.json().errors.video_url).toBeDefined();

    const fav = await ok(
      await call('PATCH', '/workout/update-favourite-exercise', token, {
        exercise_id: push.exercise.id,
        favourite: true,
      }),
    );
    expect(fav.exercise.favourite).toBe(true);
    const favourites = await ok(await call('GET', '/workout/exercises?favourites=1', token));
    expect(favourites.data.map((e: Exercise) => e.id)).toEqual([push.exercise.id]);

    const pinned = await ok(
      await call('PATCH', '/workout/pin-attribute-type', token, {
        attribute_type_id: created.attribute_type.id,
        pinned: true,
      }),
    );
    expect(pinned.attribute_type.pinned).toBe(true);
    const types = await ok(await call('GET', '/workout/attribute-types', token));
    expect(types.data[0].id).toBe(created.attribute_type.id);

    // A library attribute stays; the coach's own goes, and its exercises lose it.
    const barbell = await attributeNamed(token, 5, 'Barbell');
    const systemDelete = await call('DELETE', '/workout/delete-attribute', token, {
      attribute_id: barbell.id,
    });
    expect(systemDelete.statusCode).toBe(422);
    expect(systemDelete.json().errors.attribute_id).toEqual([words.systemAttribute]);
    await ok(
      await call('DELETE', '/workout/delete-attribute', token, {
        attribute_id: created.attribute.id,
      }),
    );
    const after = await ok(await call('GET', '/workout/exercises?source=own', token));
    expect(after.data[0].attributes).toEqual([]);

    await ok(
      await call('DELETE', '/workout/delete-exercise', token, { exercise_id: push.exercise.id }),
    );
    expect((await ok(await call('GET', '/workout/exercises?source=own', token))).total).toBe(0);
  });

  it('lets a coach edit a library exercise of their location only, and refuses deleting one in use', async () => {
    const { token } = await buildSignedIn(deps);
    const other = await buildSignedIn(deps);
    const [squat] = (
      await ok(await call('GET', '/workout/exercises?search=barbell%20squat&per_page=1', token))
    ).data as Exercise[];
    const edited = await ok(
      await call('POST', '/workout/update-exercise', token, {
        exercise_id: squat!.id,
        name: squat!.name,
        attribute_ids: squat!.attributes.map((a) => a.id),
        video_url: 'https://video.example/squat',
      }),
    );
    expect(edited.exercise).toMatchObject({
      library: true,
      video_url: 'https://video.example/squat',
    });
    const outsider = await call('POST', '/workout/update-exercise', other.token, {
      exercise_id: squat!.id,
      name: 'Mine',
    });
    expect(outsider.statusCode).toBe(404);
    expect(
      (
        await call('PATCH', '/workout/update-favourite-exercise', other.token, {
          exercise_id: squat!.id,
          favourite: true,
        })
      ).statusCode,
    ).toBe(404);

    const workout = (await ok(await call('POST', '/workout/create', token, { name: 'Legs' })))
      .workout;
    const block = (await ok(await call('POST', `/workout/${workout.id}/create-block`, token, {})))
      .block;
    await ok(
      await call('POST', '/workout/block/add-exercise', token, {
        block_id: block.id,
        exercise_id: squat!.id,
      }),
    );
    const inUse = await call('DELETE', '/workout/delete-exercise', token, {
      exercise_id: squat!.id,
    });
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().errors.exercise_id).toEqual([words.exerciseInUse]);
  });
});
