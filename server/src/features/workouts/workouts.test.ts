import { workoutMessages as words } from '@coachline/contract/workouts';
import { describe, expect, it } from 'vitest';
import { buildSignedIn } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { estimatedMinutes } from './workouts.service';

const { app, deps } = await createTestApp();
const call = caller(app);

async function ok(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

type BlockExercise = {
  id: number;
  position: number;
  sets: number;
  reps: string;
  exercise: { id: number; name: string };
};
type Block = {
  id: number;
  position: number;
  type: string;
  name: string;
  workout_id: number | null;
  exercises: BlockExercise[];
};

async function exerciseIds(token: string, search: string, n: number) {
  const page = await ok(
    await call(
      'GET',
      `/workout/exercises?search=${encodeURIComponent(search)}&per_page=${n}`,
      token,
    ),
  );
  return (page.data as { id: number }[]).map((e) => e.id);
}

async function blocksOf(token: string, workoutId: number) {
  return (await ok(await call('GET', `/workout/${workoutId}/blocks`, token))).data as {
    blocks: Block[];
    exercises_count: number;
    estimated_minutes: number;
  };
}

describe('workouts: the builder', () => {
  it('builds a workout of straight sets and a superset, sorted and moved by drag and drop', async () => {
    const { token } = await buildSignedIn(deps);
    const category = (
      await ok(await call('POST', '/workout/category/create', token, { name: 'Strength' }))
    ).category;
    const duplicateName = await call('POST', '/workout/category/create', token, {
      name: 'strength',
    });
    expect(duplicateName.statusCode).toBe(422);
    const older = (await ok(await call('POST', '/workout/create', token, { name: 'Older' })))
      .workout;
    const workout = (
      await ok(
        await call('POST', '/workout/create', token, { name: 'Upper A', category_id: category.id }),
      )
    ).workout;
    expect(workout).toMatchObject({
      category: { name: 'Strength' },
      blocks_count: 0,
      estimated_minutes: 0,
    });
    const list = await ok(await call('GET', '/workout/list', token));
    expect(list.data.map((w: { id: number }) => w.id)).toEqual([workout.id, older.id]);
    expect(list.per_page).toBe(6);

    const [bench, row, curl] = await exerciseIds(token, 'press', 3);
    const straight = (
      await ok(await call('POST', `/workout/${workout.id}/create-block`, token, { name: 'Main' }))
    ).block;
    const superset = (
      await ok(
        await call('POST', `/workout/${workout.id}/create-block`, token, {
          type: 'superset',
          name: 'Finisher',
          rest_seconds: 90,
        }),
      )
    ).block;
    const first = (
      await ok(
        await call('POST', '/workout/block/add-exercise', token, {
          block_id: straight.id,
          exercise_id: bench,
          sets: 5,
          reps: '5',
          weight: 80,
          rest_seconds: 120,
          tempo: '3-1-1-0',
        }),
      )
    ).block_exercise;
    expect(first).toMatchObject({
      sets: 5,
      reps: '5',
      weight: 80,
      weight_unit: 'kg',
      tempo: '3-1-1-0',
    });
    const a = (
      await ok(
        await call('POST', '/workout/block/add-exercise', token, {
          block_id: superset.id,
          exercise_id: row,
        }),
      )
    ).block_exercise;
    const b = (
      await ok(
        await call('POST', '/workout/block/add-exercise', token, {
          block_id: superset.id,
          exercise_id: curl,
          index: 0,
        }),
      )
    ).block_exercise;

    let detail = await blocksOf(token, workout.id);
    expect(detail.blocks.map((x) => x.name)).toEqual(['Main', 'Finisher']);
    expect(detail.blocks[1]!.exercises.map((e) => e.id)).toEqual([b.id, a.id]);
    expect(detail.exercises_count).toBe(3);
    // 5 × (40 s + 120 s) of straight sets, then 1 round of 3 × 40 s + 3 × 40 s and 90 s of rest.
    expect(detail.estimated_minutes).toBe(Math.round((5 * 160 + 240 + 90) / 60));

    const badTempo = await call('PATCH', `/workout/block-exercise/${a.id}/update`, token, {
      tempo: 'slow',
    });
    expect(badTempo.statusCode).toBe(422);
    expect(badTempo.json().errors.tempo).toBeDefined();
    const updated = await ok(
      await call('PATCH', `/workout/block-exercise/${a.id}/update`, token, {
        sets: 4,
        reps: '8-12',
        weight: 50,
        weight_unit: 'lb',
      }),
    );
    expect(updated.block_exercise).toMatchObject({
      sets: 4,
      reps: '8-12',
      weight: 50,
      weight_unit: 'lb',
    });

    const sorted = await ok(
      await call('PATCH', `/workout/${workout.id}/sort-block`, token, {
        ids: [superset.id, straight.id],
      }),
    );
    expect(sorted.data.map((x: Block) => x.id)).toEqual([superset.id, straight.id]);
    const incomplete = await call('PATCH', `/workout/${workout.id}/sort-block`, token, {
      ids: [superset.id],
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors.ids).toEqual([words.sortIncomplete]);

    await ok(
      await call('PATCH', `/workout/block/${superset.id}/sort-block-exercise`, token, {
        ids: [a.id, b.id],
      }),
    );
    const moved = await ok(
      await call('PATCH', `/workout/block/${superset.id}/update-exercise`, token, {
        block_exercise_id: b.id,
        to_block_id: straight.id,
        index: 0,
      }),
    );
    const movedBlocks = moved.data as Block[];
    expect(movedBlocks.find((x) => x.id === straight.id)!.exercises.map((e) => e.id)).toEqual([
      b.id,
      first.id,
    ]);
    expect(
      movedBlocks.find((x) => x.id === superset.id)!.exercises.map((e) => [e.id, e.position]),
    ).toEqual([[a.id, 0]]);

    const copy = (
      await ok(await call('PATCH', `/workout/block-exercise/${first.id}/duplicate`, token))
    ).block_exercise;
    expect(copy).toMatchObject({ block_id: straight.id, position: 2, sets: 5 });
    await ok(
      await call('DELETE', `/workout/block/${straight.id}/delete-exercise`, token, {
        block_exercise_id: b.id,
      }),
    );
    detail = await blocksOf(token, workout.id);
    expect(detail.blocks[1]!.exercises.map((e) => [e.id, e.position])).toEqual([
      [first.id, 0],
      [copy.id, 1],
    ]);
    const wrongBlock = await call(
      'DELETE',
      `/workout/block/${superset.id}/delete-exercise`,
      token,
      { block_exercise_id: first.id },
    );
    expect(wrongBlock.statusCode).toBe(404);
  });

  it('keeps smart blocks, duplicates blocks and workouts, and deletes what goes', async () => {
    const { token } = await buildSignedIn(deps);
    const workout = (
      await ok(await call('POST', '/workout/create', token, { name: 'Circuit day' }))
    ).workout;
    const circuit = (
      await ok(
        await call('POST', `/workout/${workout.id}/create-block`, token, {
          type: 'circuit',
          rounds: 3,
          name: 'Burner',
        }),
      )
    ).block;
    const [one, two] = await exerciseIds(token, 'jump', 2);
    await ok(
      await call('POST', '/workout/block/add-exercise', token, {
        block_id: circuit.id,
        exercise_id: one,
        time_seconds: 30,
      }),
    );
    await ok(
      await call('POST', '/workout/block/add-exercise', token, {
        block_id: circuit.id,
        exercise_id: two,
      }),
    );

    const smart = (
      await ok(
        await call('POST', `/workout/block/${circuit.id}/create-smart-block`, token, {
          name: 'Burner 3×',
        }),
      )
    ).block;
    expect(smart).toMatchObject({ workout_id: null, name: 'Burner 3×', rounds: 3 });
    expect(smart.exercises).toHaveLength(2);
    const smartList = await ok(await call('GET', '/workout/smart-blocks', token));
    expect(smartList.data.map((x: Block) => x.id)).toEqual([smart.id]);

    const other = (await ok(await call('POST', '/workout/create', token, { name: 'Other' })))
      .workout;
    const fromSmart = (
      await ok(
        await call('POST', `/workout/${other.id}/create-block`, token, {
          smart_block_id: smart.id,
        }),
      )
    ).block;
    expect(fromSmart).toMatchObject({ workout_id: other.id, type: 'circuit', rounds: 3 });
    expect(fromSmart.exercises.map((e: BlockExercise) => e.exercise.id)).toEqual([one, two]);
    // A smart block is not a workout's block, and the other way round.
    expect((await call('DELETE', `/workout/block/${smart.id}/delete`, token)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/workout/block/${circuit.id}/delete-smart-block`, token)).statusCode,
    ).toBe(404);

    const dup = (await ok(await call('POST', `/workout/block/${circuit.id}/duplicate`, token)))
      .block;
    expect(dup.position).toBe(1);
    const copy = (
      await ok(await call('POST', '/workout/duplicate', token, { workout_id: workout.id }))
    ).workout;
    expect(copy).toMatchObject({ name: 'Circuit day (copy)', blocks_count: 2, exercises_count: 4 });

    const renamed = await ok(
      await call('PATCH', `/workout/${copy.id}/rename`, token, { name: 'Circuit B' }),
    );
    expect(renamed.workout.name).toBe('Circuit B');
    const settings = await ok(
      await call('PATCH', `/workout/${copy.id}/update`, token, {
        public_settings: { headline: 'Burn it', overlay_color: '#112233' },
      }),
    );
    expect(settings.workout.public_settings).toMatchObject({
      headline: 'Burn it',
      overlay_color: '#112233',
      overlay_opacity: 50,
      submit_btn_text: 'Start Workout',
    });
    const badColour = await call('PATCH', `/workout/${copy.id}/update`, token, {
      public_settings: { overlay_color: 'red' },
    });
    expect(badColour.statusCode).toBe(422);

    await ok(await call('DELETE', `/workout/block/${smart.id}/delete-smart-block`, token));
    await ok(await call('DELETE', `/workout/block/${dup.id}/delete`, token));
    expect((await blocksOf(token, workout.id)).blocks.map((x) => x.id)).toEqual([circuit.id]);
    const deleted = await ok(
      await call('DELETE', '/workout/delete', token, { ids: [workout.id, copy.id] }),
    );
    expect(deleted.affected).toBe(2);
    expect((await call('GET', `/workout/${workout.id}/blocks`, token)).statusCode).toBe(404);
    const all = await ok(await call('GET', '/workout/all', token));
    expect(all.data.map((w: { id: number }) => w.id)).toEqual([other.id]);
  });

  it('answers 404 to another location on every id', async () => {
    const { token } = await buildSignedIn(deps);
    const outsider = await buildSignedIn(deps);
    const workout = (await ok(await call('POST', '/workout/create', token, { name: 'Mine' })))
      .workout;
    const block = (await ok(await call('POST', `/workout/${workout.id}/create-block`, token, {})))
      .block;
    const [exercise] = await exerciseIds(token, 'curl', 1);
    const item = (
      await ok(
        await call('POST', '/workout/block/add-exercise', token, {
          block_id: block.id,
          exercise_id: exercise,
        }),
      )
    ).block_exercise;
    const category = (
      await ok(await call('POST', '/workout/category/create', token, { name: 'Mine' }))
    ).category;
    const t = outsider.token;
    const answers = await Promise.all([
      call('GET', `/workout/${workout.id}/blocks`, t),
      call('PATCH', `/workout/${workout.id}/rename`, t, { name: 'x' }),
      call('POST', `/workout/${workout.id}/create-block`, t, {}),
      call('POST', '/workout/block/add-exercise', t, { block_id: block.id, exercise_id: exercise }),
      call('PATCH', `/workout/block/${block.id}/update`, t, { name: 'x' }),
      call('PATCH', `/workout/block-exercise/${item.id}/update`, t, { sets: 1 }),
      call('DELETE', `/workout/block/${block.id}/delete`, t),
      call('DELETE', '/workout/delete', t, { ids: [workout.id] }),
      call('DELETE', `/workout/category/${category.id}/delete`, t),
      call('POST', '/workout/duplicate', t, { workout_id: workout.id }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 404));
    // The outsider's own block can't take the other location's exercise either.
    const theirs = (await ok(await call('POST', '/workout/create', t, { name: 'Theirs' }))).workout;
    const theirBlock = (await ok(await call('POST', `/workout/${theirs.id}/create-block`, t, {})))
      .block;
    const foreign = await call('POST', '/workout/block/add-exercise', t, {
      block_id: theirBlock.id,
      exercise_id: exercise,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('estimatedMinutes', () => {
  it('adds straight sets with their rests, and rounds of supersets and circuits', () => {
    const e = (sets: number, time: number | null, rest: number | null) =>
      ({ sets, time_seconds: time, rest_seconds: rest }) as never;
    expect(
      estimatedMinutes([
        { type: 'straight', rounds: 1, rest_seconds: null, exercises: [e(3, 60, 60)] },
      ]),
    ).toBe(6);
    expect(
      estimatedMinutes([
        {
          type: 'circuit',
          rounds: 4,
          rest_seconds: 60,
          exercises: [e(1, 45, null), e(1, 45, null)],
        },
      ]),
    ).toBe(10);
    // A circuit's exercise is done once a round, whatever its sets say.
    expect(
      estimatedMinutes([
        {
          type: 'circuit',
          rounds: 4,
          rest_seconds: 60,
          exercises: [e(3, 45, null), e(3, 45, null)],
        },
      ]),
    ).toBe(10);
  });
});
