import { workoutPlanMessages as words } from '@coachline/contract/workout-plans';
import { describe, expect, it } from 'vitest';
import { buildSignedIn } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { buildWorkout, ok } from './programs.testing';

const { app, deps } = await createTestApp();
const call = caller(app);

type Week = {
  id: number;
  workout_plan_id: number | null;
  position: number;
  name: string;
  days: { day: number; workouts: { id: number; workout: { id: number; name: string } }[] }[];
};
const dayOf = (week: Week, day: number) =>
  week.days.find((d) => d.day === day)!.workouts.map((w) => w.workout.id);

describe('workout plans: plans, weeks and days', () => {
  it('builds a plan of weeks and days, sorts, copies and deletes', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const push = await buildWorkout(deps, accountId, 'Push');
    const pull = await buildWorkout(deps, accountId, 'Pull', 3);

    const created = await ok(
      call('POST', '/workout-plan/create', token, { name: 'Strength', weeks: 2 }),
    );
    const planId = created.workout_plan.id as number;
    expect(created.workout_plan).toMatchObject({ name: 'Strength', weeks_count: 2 });
    const weeks = (await ok(call('GET', `/workout-plan/${planId}/weeks`, token))).data as Week[];
    expect(weeks.map((w) => w.position)).toEqual([0, 1]);
    expect(weeks[0]!.days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    // Days: one added at a time, several set at once, sorted.
    const [w1, w2] = weeks as [Week, Week];
    await ok(
      call('POST', `/workout-plan/week/${w1.id}/save-plan-week-workout`, token, {
        day: 1,
        workout_id: push.workout.id,
      }),
    );
    const saved = await ok(
      call('POST', `/workout-plan/week/${w1.id}/save-plan-week-workout`, token, {
        day: 1,
        workout_id: pull.workout.id,
      }),
    );
    expect(dayOf(saved.week, 1)).toEqual([push.workout.id, pull.workout.id]);
    expect(saved.week.days[0].workouts[1].workout).toMatchObject({ exercises_count: 3 });
    const stored = await ok(
      call('POST', `/workout-plan/week/${w2.id}/store-week-workouts`, token, {
        days: [
          { day: 3, workout_ids: [pull.workout.id] },
          { day: 5, workout_ids: [push.workout.id, pull.workout.id] },
        ],
      }),
    );
    expect(dayOf(stored.week, 3)).toEqual([pull.workout.id]);
    expect(dayOf(stored.week, 5)).toEqual([push.workout.id, pull.workout.id]);
    const monday = saved.week.days[0].workouts.map((w: { id: number }) => w.id) as number[];
    const sorted = await ok(
      call('PATCH', `/workout-plan/week/${w1.id}/sort-week-workout`, token, {
        day: 1,
        ids: [...monday].reverse(),
      }),
    );
    expect(dayOf(sorted.week, 1)).toEqual([pull.workout.id, push.workout.id]);
    const partialDay = await call('PATCH', `/workout-plan/week/${w1.id}/sort-week-workout`, token, {
      day: 1,
      ids: [monday[0]],
    });
    expect(partialDay.statusCode).toBe(422);
    expect(partialDay.json().errors.ids[0]).toBe(words.sortIncomplete);

    const detail = await ok(
      call('GET', `/workout-plan/${planId}/day-detail?week_id=${w2.id}&day=5`, token),
    );
    expect(detail.data.workouts.map((w: { id: number }) => w.id)).toEqual([
      push.workout.id,
      pull.workout.id,
    ]);
    expect(detail.data.workouts[1].blocks[0].exercises).toHaveLength(3);

    // Weeks: renamed, copied right after, sorted, deleted.
    const renamedWeek = await ok(
      call('PATCH', `/workout-plan/week/${w1.id}/update`, token, { name: 'Base', notes: 'Easy' }),
    );
    expect(renamedWeek.week).toMatchObject({ name: 'Base', notes: 'Easy' });
    const copy = await ok(call('POST', `/workout-plan/week/${w1.id}/duplicate`, token));
    expect(copy.week.position).toBe(1);
    expect(dayOf(copy.week, 1)).toEqual([pull.workout.id, push.workout.id]);
    const after = (await ok(call('GET', `/workout-plan/${planId}/weeks`, token))).data as Week[];
    expect(after.map((w) => w.id)).toEqual([w1.id, copy.week.id, w2.id]);
    const resorted = await ok(
      call('PATCH', `/workout-plan/${planId}/sort-week`, token, {
        ids: [w2.id, w1.id, copy.week.id],
      }),
    );
    expect(resorted.data.map((w: Week) => [w.id, w.position])).toEqual([
      [w2.id, 0],
      [w1.id, 1],
      [copy.week.id, 2],
    ]);
    const partial = await call('PATCH', `/workout-plan/${planId}/sort-week`, token, {
      ids: [w2.id],
    });
    expect(partial.json().errors.ids[0]).toBe(words.sortIncomplete);
    await ok(call('DELETE', `/workout-plan/week/${copy.week.id}/delete`, token));

    const fetched = await ok(call('GET', `/workout-plan/${planId}/fetch-plan`, token));
    expect(fetched.data).toMatchObject({ weeks_count: 2, workouts_count: 5 });
    expect(fetched.data.weeks.map((w: Week) => w.id)).toEqual([w2.id, w1.id]);

    // The plans holding a workout.
    const holding = await ok(call('GET', `/workout/${push.workout.id}/assigned-plans`, token));
    expect(holding.data).toEqual([{ id: planId, name: 'Strength', days: 2 }]);

    // Renamed, copied with its weeks, listed, deleted.
    const renamed = await ok(
      call('PATCH', `/workout-plan/${planId}/rename`, token, { name: 'Strength 2' }),
    );
    expect(renamed.workout_plan.name).toBe('Strength 2');
    const duplicated = await ok(
      call('POST', '/workout-plan/duplicate', token, { workout_plan_id: planId }),
    );
    expect(duplicated.workout_plan).toMatchObject({
      name: 'Strength 2 (copy)',
      weeks_count: 2,
      workouts_count: 5,
    });
    const listed = await ok(call('GET', '/workout-plan/list', token));
    expect(listed.data.map((p: { id: number }) => p.id)).toEqual([
      duplicated.workout_plan.id,
      planId,
    ]);
    const everything = await ok(call('GET', '/workout-plan/all', token));
    expect(everything.data.map((p: { name: string }) => p.name)).toEqual([
      'Strength 2',
      'Strength 2 (copy)',
    ]);
    const details = await ok(call('GET', `/workout-plan/${planId}/details`, token));
    expect(details.data).toMatchObject({ id: planId, weeks_count: 2 });
    const deleted = await ok(
      call('DELETE', '/workout-plan/delete', token, { ids: [duplicated.workout_plan.id] }),
    );
    expect(deleted.affected).toBe(1);
    expect(
      (await call('GET', `/workout-plan/${duplicated.workout_plan.id}/details`, token)).statusCode,
    ).toBe(404);
  });

  it('stores a whole plan, keeps smart weeks apart', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const push = await buildWorkout(deps, accountId, 'Push');
    const stored = await ok(
      call('POST', '/workout-plan/store', token, {
        name: 'Whole',
        weeks: [
          { name: 'One', days: [{ day: 1, workout_ids: [push.workout.id] }] },
          { days: [{ day: 7, workout_ids: [push.workout.id] }] },
        ],
      }),
    );
    const planId = stored.workout_plan.id;
    expect(stored.workout_plan).toMatchObject({ weeks_count: 2, workouts_count: 2 });
    const [first] = (await ok(call('GET', `/workout-plan/${planId}/weeks`, token))).data as Week[];

    const smart = await ok(
      call('POST', `/workout-plan/week/${first!.id}/create-smart-week`, token, { name: 'Deload' }),
    );
    expect(smart.week).toMatchObject({ workout_plan_id: null, name: 'Deload' });
    expect(dayOf(smart.week, 1)).toEqual([push.workout.id]);
    const smartList = await ok(call('GET', '/workout-plan/smart-weeks', token));
    expect(smartList.data.map((w: Week) => w.id)).toEqual([smart.week.id]);
    // A smart week is not one of the plan's.
    const weeks = (await ok(call('GET', `/workout-plan/${planId}/weeks`, token))).data as Week[];
    expect(weeks).toHaveLength(2);

    const added = await ok(
      call('POST', `/workout-plan/${planId}/add-smart-week`, token, {
        smart_week_id: smart.week.id,
      }),
    );
    expect(added.week).toMatchObject({ workout_plan_id: planId, position: 2, name: 'Deload' });
    // A plan's week is no smart week, and the reverse.
    expect(
      (
        await call('POST', `/workout-plan/${planId}/add-smart-week`, token, {
          smart_week_id: first!.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/workout-plan/week/${first!.id}/delete-smart-week`, token)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/workout-plan/week/${smart.week.id}/delete`, token)).statusCode,
    ).toBe(404);
    await ok(call('DELETE', `/workout-plan/week/${smart.week.id}/delete-smart-week`, token));
    expect((await ok(call('GET', '/workout-plan/smart-weeks', token))).data).toEqual([]);

    // Validation.
    const noName = await call('POST', '/workout-plan/create', token, { name: '' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.name).toBeDefined();
    const badDay = await call(
      'POST',
      `/workout-plan/week/${first!.id}/save-plan-week-workout`,
      token,
      {
        day: 8,
        workout_id: push.workout.id,
      },
    );
    expect(badDay.statusCode).toBe(422);
  });

  it('answers 404 for every id of another location', async () => {
    const mine = await buildSignedIn(deps);
    const theirs = await buildSignedIn(deps);
    const workout = await buildWorkout(deps, theirs.accountId, 'Theirs');
    const plan = await ok(
      call('POST', '/workout-plan/store', theirs.token, {
        name: 'Theirs',
        weeks: [{ days: [{ day: 1, workout_ids: [workout.workout.id] }] }],
      }),
    );
    const planId = plan.workout_plan.id;
    const [week] = (await ok(call('GET', `/workout-plan/${planId}/weeks`, theirs.token)))
      .data as Week[];
    const smart = await ok(
      call('POST', `/workout-plan/week/${week!.id}/create-smart-week`, theirs.token, {
        name: 'S',
      }),
    );
    const myWorkout = await buildWorkout(deps, mine.accountId, 'Mine');
    const myPlan = await ok(call('POST', '/workout-plan/create', mine.token, { name: 'Mine' }));
    const [myWeek] = (
      await ok(call('GET', `/workout-plan/${myPlan.workout_plan.id}/weeks`, mine.token))
    ).data as Week[];
    const dayEntry = week!.days[0]!.workouts[0]!.id;

    const attempts: [string, string, unknown?][] = [
      ['GET', `/workout-plan/${planId}/details`],
      ['GET', `/workout-plan/${planId}/weeks`],
      ['GET', `/workout-plan/${planId}/fetch-plan`],
      ['GET', `/workout-plan/${planId}/day-detail?week_id=${week!.id}&day=1`],
      ['GET', `/workout-plan/${myPlan.workout_plan.id}/day-detail?week_id=${week!.id}&day=1`],
      ['GET', `/workout/${workout.workout.id}/assigned-plans`],
      ['POST', `/workout-plan/${planId}/create-week`],
      ['POST', '/workout-plan/duplicate', { workout_plan_id: planId }],
      ['POST', `/workout-plan/week/${week!.id}/create-smart-week`, { name: 'X' }],
      [
        'POST',
        `/workout-plan/week/${week!.id}/save-plan-week-workout`,
        { day: 1, workout_id: myWorkout.workout.id },
      ],
      [
        'POST',
        `/workout-plan/week/${myWeek!.id}/save-plan-week-workout`,
        { day: 1, workout_id: workout.workout.id },
      ],
      ['POST', `/workout-plan/week/${week!.id}/store-week-workouts`, { days: [] }],
      [
        'POST',
        `/workout-plan/week/${myWeek!.id}/store-week-workouts`,
        { days: [{ day: 1, workout_ids: [workout.workout.id] }] },
      ],
      [
        'POST',
        '/workout-plan/store',
        { name: 'X', weeks: [{ days: [{ day: 1, workout_ids: [workout.workout.id] }] }] },
      ],
      ['POST', `/workout-plan/week/${week!.id}/duplicate`],
      ['POST', `/workout-plan/${planId}/add-smart-week`, { smart_week_id: smart.week.id }],
      [
        'POST',
        `/workout-plan/${myPlan.workout_plan.id}/add-smart-week`,
        { smart_week_id: smart.week.id },
      ],
      ['PATCH', `/workout-plan/${planId}/rename`, { name: 'X' }],
      ['PATCH', `/workout-plan/week/${week!.id}/update`, { name: 'X' }],
      ['PATCH', `/workout-plan/week/${week!.id}/sort-week-workout`, { day: 1, ids: [dayEntry] }],
      ['PATCH', `/workout-plan/week/${myWeek!.id}/sort-week-workout`, { day: 1, ids: [dayEntry] }],
      ['PATCH', `/workout-plan/${planId}/sort-week`, { ids: [week!.id] }],
      ['PATCH', `/workout-plan/${myPlan.workout_plan.id}/sort-week`, { ids: [week!.id] }],
      ['DELETE', '/workout-plan/delete', { ids: [planId] }],
      ['DELETE', `/workout-plan/week/${week!.id}/delete`],
      ['DELETE', `/workout-plan/week/${smart.week.id}/delete-smart-week`],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(method as 'GET', url, mine.token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nothing of theirs changed.
    const still = await ok(call('GET', `/workout-plan/${planId}/fetch-plan`, theirs.token));
    expect(still.data).toMatchObject({ name: 'Theirs', weeks_count: 1, workouts_count: 1 });
  });
});
