import { workoutMessages as words } from '@coachline/contract/workouts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildContact, buildPortalSession, buildSignedIn } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { accounts } from '../accounts/accounts.tables';
import { buildWorkout, ok, sessionBody } from './programs.testing';
import { addDays, endDateOf, mondayOf, scheduleOf } from './schedule';
import { epley } from './sessions.service';
import { workoutSessions, workoutSetLogs } from './workouts.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describe('the schedule of a plan', () => {
  it('starts week 1 on the Monday of the start, skipping the days before it', () => {
    expect(mondayOf('2031-03-05')).toBe('2031-03-03');
    expect(mondayOf('2031-03-03')).toBe('2031-03-03');
    expect(mondayOf('2031-03-09')).toBe('2031-03-03');
    expect(addDays('2031-02-28', 1)).toBe('2031-03-01');
    const plan = {
      id: 1,
      name: 'P',
      weeks: [
        {
          days: [
            { day: 1, workoutId: 10 },
            { day: 2, workoutId: 11 },
            { day: 3, workoutId: 12 },
            { day: 7, workoutId: 13 },
          ],
        },
        { days: [{ day: 1, workoutId: 10 }] },
      ],
    };
    expect(scheduleOf('2031-03-05', plan)).toEqual([
      { date: '2031-03-05', week: 1, day: 3, workoutId: 12 },
      { date: '2031-03-09', week: 1, day: 7, workoutId: 13 },
      { date: '2031-03-10', week: 2, day: 1, workoutId: 10 },
    ]);
    expect(endDateOf('2031-03-05', 2)).toBe('2031-03-16');
    expect(epley(100, 10)).toBeCloseTo(133.333, 3);
  });
});

describe('plans in the portal: scheduling, logging and completion', () => {
  it('schedules from a Wednesday, logs once per client id, completes the plan', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const push = await buildWorkout(deps, accountId, 'Push');
    const pull = await buildWorkout(deps, accountId, 'Pull');
    const { contact, token: portal } = await buildPortalSession(deps, accountId);
    const stored = await ok(
      call('POST', '/workout-plan/store', token, {
        name: 'Block',
        weeks: [
          {
            days: [
              { day: 1, workout_ids: [push.workout.id] },
              { day: 2, workout_ids: [pull.workout.id] },
              { day: 3, workout_ids: [push.workout.id] },
              { day: 5, workout_ids: [pull.workout.id] },
            ],
          },
          { days: [{ day: 1, workout_ids: [push.workout.id, pull.workout.id] }] },
        ],
      }),
    );
    const planId = stored.workout_plan.id as number;
    await ok(
      call('POST', '/workout-plan/add-contact', token, {
        id: planId,
        selection: { ids: [contact.id] },
        start_date: '2031-03-05',
      }),
    );
    const plans = await ok(call('GET', '/portal/workout-plans', portal));
    expect(plans.data).toHaveLength(1);
    const [plan] = plans.data;
    expect(plan).toMatchObject({
      start_date: '2031-03-05',
      end_date: '2031-03-16',
      scheduled: 4,
      done: 0,
      status: 'active',
    });
    expect(
      plan.schedule.map((d: { date: string; week: number; day: number; workouts: unknown[] }) => [
        d.date,
        d.week,
        d.day,
        d.workouts.length,
      ]),
    ).toEqual([
      ['2031-03-05', 1, 3, 1],
      ['2031-03-07', 1, 5, 1],
      ['2031-03-10', 2, 1, 2],
    ]);
    // The coach's preview reads the same.
    const preview = await ok(
      call('GET', `/client-portal/workout-plans?contact_id=${contact.id}`, token),
    );
    expect(preview.data).toEqual(plans.data);

    // Not a day of the plan, not a workout of that day, not their plan: 404.
    const via = (scheduled_on: string | null, extra: object = {}) =>
      sessionBody({ workout_plan_id: planId, scheduled_on, ...extra });
    for (const [workoutId, day] of [
      [push.workout.id, '2031-03-03'],
      [pull.workout.id, '2031-03-05'],
    ] as const) {
      const refused = await call('POST', `/portal/workouts/${workoutId}/log`, portal, via(day));
      expect(refused.statusCode, day).toBe(404);
    }
    // Nor given on its own.
    expect(
      (await call('POST', `/portal/workouts/${push.workout.id}/log`, portal, sessionBody()))
        .statusCode,
    ).toBe(404);
    const noDay = await call('POST', `/portal/workouts/${push.workout.id}/log`, portal, via(null));
    expect(noDay.statusCode).toBe(422);
    expect(noDay.json().errors.scheduled_on).toBeDefined();

    // Opened for the day: the workout with its blocks.
    const opened = await ok(
      call(
        'GET',
        `/portal/workouts/${push.workout.id}?workout_plan_id=${planId}&scheduled_on=2031-03-05`,
        portal,
      ),
    );
    expect(opened.data).toMatchObject({ id: push.workout.id, previous: {}, last_session_at: null });
    expect(opened.data.blocks[0].exercises).toHaveLength(2);

    const first = via('2031-03-05');
    const logged = await ok(call('POST', `/portal/workouts/${push.workout.id}/log`, portal, first));
    expect(logged.message).toBe(words.logged);
    expect(logged.session).toMatchObject({
      workout: { id: push.workout.id, name: 'Push' },
      workout_plan_id: planId,
      scheduled_on: '2031-03-05',
      duration_seconds: 2700,
    });
    // The same client id again: the same session, nothing written.
    const resent = await ok(call('POST', `/portal/workouts/${push.workout.id}/log`, portal, first));
    expect(resent.session.id).toBe(logged.session.id);
    const rows = await deps.db
      .select()
      .from(workoutSessions)
      .where(eq(workoutSessions.contactId, contact.id));
    expect(rows).toHaveLength(1);

    await ok(call('POST', `/portal/workouts/${pull.workout.id}/log`, portal, via('2031-03-07')));
    await ok(call('POST', `/portal/workouts/${push.workout.id}/log`, portal, via('2031-03-10')));
    let report = await ok(
      call('GET', `/workout-plan/${planId}/contact-report?contact_id=${contact.id}`, token),
    );
    expect(report.data.plan).toMatchObject({ status: 'active', scheduled: 4, done: 3 });
    expect(report.data.schedule[2].workouts.map((w: { done: boolean }) => w.done)).toEqual([
      true,
      false,
    ]);
    await ok(call('POST', `/portal/workouts/${pull.workout.id}/log`, portal, via('2031-03-10')));
    report = await ok(
      call('GET', `/workout-plan/${planId}/contact-report?contact_id=${contact.id}`, token),
    );
    expect(report.data.plan).toMatchObject({ status: 'completed', scheduled: 4, done: 4 });
    expect(report.data.totals.sessions).toBe(4);
    const completed = await ok(
      call('GET', `/workout-plan/${planId}/contacts?status=completed`, token),
    );
    expect(completed.data[0]).toMatchObject({ contact: { id: contact.id }, sessions_count: 4 });
    expect(completed.data[0].completed_at).not.toBeNull();

    // A plan of a completed contact is no more to log, but a resend still answers.
    expect(
      (await call('POST', `/portal/workouts/${push.workout.id}/log`, portal, via('2031-03-10')))
        .statusCode,
    ).toBe(404);
    expect(
      (await ok(call('POST', `/portal/workouts/${push.workout.id}/log`, portal, first))).session.id,
    ).toBe(logged.session.id);

    const analytics = await ok(call('GET', `/workout-plan/${planId}/analytics`, token));
    expect(analytics.data).toMatchObject({ completed: 1, sessions: 4 });
    // Every day scheduled so far (none: it starts in 2031) — no adherence yet.
    expect(analytics.data.adherence).toBeNull();
    const activity = await ok(call('GET', `/workout-plan/${planId}/activity`, token));
    expect(activity.total).toBe(4);
    const history = await ok(
      call(
        'GET',
        `/workout-plan/${planId}/contact-exercise-history?contact_id=${contact.id}`,
        token,
      ),
    );
    expect(history.data).toEqual([]);
  });

  it('counts adherence over the days scheduled up to today', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    await deps.db.update(accounts).set({ timezone: 'UTC' }).where(eq(accounts.id, accountId));
    const w = await buildWorkout(deps, accountId, 'Daily');
    const { contact, token: portal } = await buildPortalSession(deps, accountId);
    const stored = await ok(
      call('POST', '/workout-plan/store', token, {
        name: 'Every day',
        weeks: [1, 2].map(() => ({
          days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, workout_ids: [w.workout.id] })),
        })),
      }),
    );
    const planId = stored.workout_plan.id;
    // Started three days ago: those days and today are due, the rest to come.
    const today = new Date().toISOString().slice(0, 10);
    await ok(
      call('POST', '/workout-plan/add-contact', token, {
        id: planId,
        selection: { ids: [contact.id] },
        start_date: addDays(today, -3),
      }),
    );
    const [plan] = (await ok(call('GET', '/portal/workout-plans', portal))).data;
    const due = plan.schedule.filter((d: { date: string }) => d.date <= today);
    expect(due).toHaveLength(4);
    expect(plan.schedule.length).toBeGreaterThan(4);
    await ok(
      call(
        'POST',
        `/portal/workouts/${w.workout.id}/log`,
        portal,
        sessionBody({ workout_plan_id: planId, scheduled_on: due[0].date }),
      ),
    );
    const analytics = await ok(call('GET', `/workout-plan/${planId}/analytics`, token));
    expect(analytics.data.adherence).toBe(25);
    // Today's workout of the plan is on the portal's first screen.
    const list = await ok(call('GET', '/portal/workouts', portal));
    expect(list.today).toBe(today);
    expect(list.today_items).toEqual([
      expect.objectContaining({
        workout: expect.objectContaining({ id: w.workout.id }),
        workout_plan: { id: planId, name: 'Every day' },
        scheduled_on: today,
        done: false,
      }),
    ]);
  });
});

describe('workouts given on their own: logging and reports', () => {
  it('logs sets in kg, reports volume, best sets, personal bests and daily counts', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const { workout, block, moves } = await buildWorkout(deps, accountId, 'Bench day');
    const [a, b] = moves as [(typeof moves)[0], (typeof moves)[0]];
    const { contact, token: portal } = await buildPortalSession(deps, accountId);
    await ok(
      call('POST', '/workout/add-contact', token, {
        id: workout.id,
        selection: { ids: [contact.id] },
      }),
    );
    const set = (m: typeof a, n: number, reps: number, weight: number, unit = 'kg') => ({
      exercise_id: m.exercise.id,
      block_exercise_id: m.blockExercise.id,
      set_number: n,
      reps,
      weight,
      weight_unit: unit,
    });
    const first = await ok(
      call(
        'POST',
        `/portal/workouts/${workout.id}/log`,
        portal,
        sessionBody({
          started_at: hoursAgo(3),
          completed_at: hoursAgo(2),
          rpe: 7,
          note: 'Felt strong',
          sets: [set(a, 1, 10, 100, 'lb'), set(a, 2, 8, 60), set(b, 1, 5, 20)],
        }),
      ),
    );
    expect(first.session).toMatchObject({ sets_count: 3, volume_kg: 1033.59, rpe: 7 });
    const [lb] = await deps.db
      .select()
      .from(workoutSetLogs)
      .where(eq(workoutSetLogs.sessionId, first.session.id));
    expect(lb).toMatchObject({ weight: 100, weightUnit: 'lb' });
    expect(lb!.weightKg).toBeCloseTo(45.359237, 6);
    const second = await ok(
      call(
        'POST',
        `/portal/workouts/${workout.id}/log`,
        portal,
        sessionBody({
          started_at: hoursAgo(1.5),
          completed_at: hoursAgo(1),
          rpe: 9,
          sets: [set(a, 1, 5, 80)],
        }),
      ),
    );
    expect(second.session).toMatchObject({ volume_kg: 400, duration_seconds: 1800 });

    const history = await ok(
      call(
        'GET',
        `/workout/${workout.id}/contact-exercise-history?contact_id=${contact.id}`,
        token,
      ),
    );
    expect(history.data.map((h: { exercise: { id: number } }) => h.exercise.id)).toEqual([
      a.exercise.id,
      b.exercise.id,
    ]);
    expect(history.data[0].points).toEqual([
      expect.objectContaining({
        session_id: first.session.id,
        volume_kg: 933.59,
        best_weight_kg: 60,
        best_reps: 8,
        estimated_1rm_kg: 76,
      }),
      expect.objectContaining({
        session_id: second.session.id,
        volume_kg: 400,
        best_weight_kg: 80,
        best_reps: 5,
        estimated_1rm_kg: 93.33,
      }),
    ]);
    expect(history.data[0].personal_bests).toEqual({
      weight_kg: 80,
      reps: 10,
      volume_kg: 933.59,
      estimated_1rm_kg: 93.33,
    });
    const one = await ok(
      call(
        'GET',
        `/workout/${workout.id}/contact-exercise-history?contact_id=${contact.id}&exercise_id=${b.exercise.id}`,
        token,
      ),
    );
    expect(one.data).toHaveLength(1);
    expect(one.data[0].personal_bests).toMatchObject({ weight_kg: 20, volume_kg: 100 });
    // The contact sees their own progress the same way.
    const own = await ok(call('GET', `/portal/workouts/${workout.id}/history`, portal));
    expect(own.data).toEqual(history.data);

    const report = await ok(
      call('GET', `/workout/${workout.id}/contact-report?contact_id=${contact.id}`, token),
    );
    expect(report.data.sessions.map((s: { id: number }) => s.id)).toEqual([
      second.session.id,
      first.session.id,
    ]);
    expect(report.data.volume.map((v: { volume_kg: number }) => v.volume_kg)).toEqual([
      1033.59, 400,
    ]);
    expect(report.data.totals).toEqual({
      sessions: 2,
      volume_kg: 1433.59,
      duration_seconds: 5400,
      average_rpe: 8,
    });

    const analytics = await ok(call('GET', `/workout/${workout.id}/analytics`, token));
    expect(analytics.data).toMatchObject({
      assigned: 1,
      active: 1,
      completed: 0,
      sessions: 2,
      average_rpe: 8,
      average_duration_seconds: 2700,
    });
    expect(analytics.data.daily).toHaveLength(30);
    const days = analytics.data.daily.map((d: { date: string }) => d.date);
    expect([...days].sort()).toEqual(days);
    expect(
      analytics.data.daily.reduce((sum: number, d: { sessions: number }) => sum + d.sessions, 0),
    ).toBe(2);

    const stats = await ok(call('GET', `/workout/${block.id}/block-stats`, token));
    expect(stats.data.exercises[0]).toEqual({
      block_exercise_id: a.blockExercise.id,
      exercise: { id: a.exercise.id, name: a.exercise.name },
      sessions: 2,
      sets: 3,
      average_reps: 7.67,
      average_weight_kg: 61.79,
      top_weight_kg: 80,
    });
    expect(stats.data.exercises[1]).toMatchObject({ sessions: 1, sets: 1, top_weight_kg: 20 });

    const activity = await ok(call('GET', `/workout/${workout.id}/activity`, token));
    expect(activity.data.map((s: { id: number }) => s.id)).toEqual([
      second.session.id,
      first.session.id,
    ]);
    const notes = await ok(call('GET', `/workout/${workout.id}/notes`, token));
    expect(notes.data.map((s: { note: string }) => s.note)).toEqual(['Felt strong']);

    // The portal: the last session's sets per block exercise, the list, the coach's preview.
    const opened = await ok(call('GET', `/portal/workouts/${workout.id}`, portal));
    expect(opened.data.last_session_at).toBe(second.session.completed_at);
    expect(opened.data.previous).toEqual({
      [String(a.blockExercise.id)]: [
        {
          exercise_id: a.exercise.id,
          block_exercise_id: a.blockExercise.id,
          set_number: 1,
          reps: 5,
          weight: 80,
          weight_unit: 'kg',
          time_seconds: null,
          distance_meters: null,
        },
      ],
    });
    const list = await ok(call('GET', '/portal/workouts', portal));
    expect(list.assigned).toEqual([
      expect.objectContaining({
        workout: expect.objectContaining({ id: workout.id, exercises_count: 2 }),
        workout_plan: null,
        scheduled_on: null,
      }),
    ]);
    expect(list.today_items).toEqual([]);
    expect(list.recent_sessions.map((s: { id: number }) => s.id)).toEqual([
      second.session.id,
      first.session.id,
    ]);
    const preview = await ok(
      call('GET', `/client-portal/workouts?contact_id=${contact.id}`, token),
    );
    expect(preview.assigned).toEqual(list.assigned);

    const mine = await ok(call('GET', `/workout/${contact.id}/contact-workouts`, token));
    expect(mine.data).toEqual([
      expect.objectContaining({
        workout: { id: workout.id, name: 'Bench day' },
        status: 'active',
        sessions_count: 2,
      }),
    ]);

    // Taken back: no more to open or log; what was logged stays.
    await ok(
      call('POST', '/workout/remove-contact', token, {
        id: workout.id,
        selection: { ids: [contact.id] },
      }),
    );
    expect((await call('GET', `/portal/workouts/${workout.id}`, portal)).statusCode).toBe(404);
    expect(
      (await call('POST', `/portal/workouts/${workout.id}/log`, portal, sessionBody())).statusCode,
    ).toBe(404);
    expect((await ok(call('GET', `/workout/${workout.id}/activity`, token))).total).toBe(2);
  });

  it('refuses what was not given, and every id of another location', async () => {
    const mine = await buildSignedIn(deps);
    const theirs = await buildSignedIn(deps);
    const ours = await buildWorkout(deps, mine.accountId, 'Ours');
    const other = await buildWorkout(deps, theirs.accountId, 'Theirs');
    const given = await buildPortalSession(deps, mine.accountId);
    const neighbour = await buildPortalSession(deps, mine.accountId);
    const stranger = await buildPortalSession(deps, theirs.accountId);
    const theirContact = await buildContact(deps, { accountId: theirs.accountId });
    await ok(
      call('POST', '/workout/add-contact', mine.token, {
        id: ours.workout.id,
        selection: { ids: [given.contact.id] },
      }),
    );
    await ok(
      call('POST', '/workout/add-contact', theirs.token, {
        id: other.workout.id,
        selection: { ids: [stranger.contact.id] },
      }),
    );
    const theirSession = await ok(
      call('POST', `/portal/workouts/${other.workout.id}/log`, stranger.token, sessionBody()),
    );
    const theirPlan = await ok(
      call('POST', '/workout-plan/store', theirs.token, {
        name: 'P',
        weeks: [{ days: [{ day: 1, workout_ids: [other.workout.id] }] }],
      }),
    );

    // Sets naming an exercise of another location.
    const foreignSet = await call(
      'POST',
      `/portal/workouts/${ours.workout.id}/log`,
      given.token,
      sessionBody({
        sets: [{ exercise_id: other.moves[0]!.exercise.id, set_number: 1, reps: 1 }],
      }),
    );
    expect(foreignSet.statusCode).toBe(404);
    const badTimes = await call(
      'POST',
      `/portal/workouts/${ours.workout.id}/log`,
      given.token,
      sessionBody({ started_at: hoursAgo(1), completed_at: hoursAgo(2) }),
    );
    expect(badTimes.statusCode).toBe(422);
    expect(badTimes.json().errors.completed_at).toBeDefined();
    const badBody = await call('POST', `/portal/workouts/${ours.workout.id}/log`, given.token, {
      ...sessionBody(),
      client_id: 'nope',
      rpe: 11,
    });
    expect(badBody.statusCode).toBe(422);
    expect(Object.keys(badBody.json().errors).sort()).toEqual(['client_id', 'rpe']);

    // The portal: a neighbour not given it, a contact of another location, a coach's token.
    for (const [who, workoutId] of [
      [neighbour.token, ours.workout.id],
      [given.token, other.workout.id],
      [stranger.token, ours.workout.id],
    ] as const) {
      expect((await call('GET', `/portal/workouts/${workoutId}`, who)).statusCode).toBe(404);
      expect((await call('GET', `/portal/workouts/${workoutId}/history`, who)).statusCode).toBe(
        404,
      );
      expect(
        (await call('POST', `/portal/workouts/${workoutId}/log`, who, sessionBody())).statusCode,
      ).toBe(404);
    }
    expect(
      (
        await call(
          'GET',
          `/portal/workouts/${ours.workout.id}?workout_plan_id=${theirPlan.workout_plan.id}&scheduled_on=2031-03-03`,
          given.token,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/portal/workouts', mine.token)).statusCode).toBe(401);
    expect((await call('GET', '/workout-plan/list', given.token)).statusCode).toBe(401);
    const strangerList = await ok(call('GET', '/portal/workouts', stranger.token));
    expect(strangerList.assigned.map((i: { workout: { id: number } }) => i.workout.id)).toEqual([
      other.workout.id,
    ]);

    // The coach's reports with their ids.
    const attempts = [
      `/workout/${other.workout.id}/analytics`,
      `/workout/${other.workout.id}/activity`,
      `/workout/${other.workout.id}/notes`,
      `/workout/${other.block.id}/block-stats`,
      `/workout/${theirContact.id}/contact-workouts`,
      `/workout/${other.workout.id}/contact-report?contact_id=${given.contact.id}`,
      `/workout/${ours.workout.id}/contact-report?contact_id=${stranger.contact.id}`,
      `/workout/${other.workout.id}/contact-exercise-history?contact_id=${given.contact.id}`,
      `/workout/${ours.workout.id}/contact-exercise-history?contact_id=${stranger.contact.id}`,
      `/workout/${ours.workout.id}/contact-exercise-history?contact_id=${given.contact.id}&exercise_id=${other.moves[0]!.exercise.id}`,
      `/workout-plan/${theirPlan.workout_plan.id}/analytics`,
      `/workout-plan/${theirPlan.workout_plan.id}/activity`,
      `/workout-plan/${theirContact.id}/contact-workout-plans`,
      `/workout-plan/${theirPlan.workout_plan.id}/contact-report?contact_id=${given.contact.id}`,
      `/workout-plan/${theirPlan.workout_plan.id}/contact-exercise-history?contact_id=${given.contact.id}`,
      `/client-portal/workouts?contact_id=${stranger.contact.id}`,
      `/client-portal/workout-plans?contact_id=${stranger.contact.id}`,
    ];
    for (const url of attempts) {
      const res = await call('GET', url, mine.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Theirs');
    }
    // A plan the contact was never given has no report for them.
    const ourPlan = await ok(
      call('POST', '/workout-plan/store', mine.token, {
        name: 'Ours',
        weeks: [{ days: [{ day: 1, workout_ids: [ours.workout.id] }] }],
      }),
    );
    expect(
      (
        await call(
          'GET',
          `/workout-plan/${ourPlan.workout_plan.id}/contact-report?contact_id=${given.contact.id}`,
          mine.token,
        )
      ).statusCode,
    ).toBe(404);
    // Their session is untouched and theirs only.
    const [row] = await deps.db
      .select()
      .from(workoutSessions)
      .where(eq(workoutSessions.id, theirSession.session.id));
    expect(row?.accountId).toBe(theirs.accountId);
  });
});
