import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillBrowser } from '../../test/fixtures';
import { PortalApp } from '../PortalApp';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const contact = {
  id: 7,
  first_name: 'Ada',
  last_name: 'Lane',
  email: 'ada@example.com',
  member_id: null,
  photo: null,
};
const brand = {
  account_id: 0,
  name: 'Iron Gym',
  logo_url: null,
  brand_color: '#1864ab',
  support_email: null,
};
const tabs = {
  classroom: 'Academy',
  playbook: 'Programs',
  page: 'Lessons',
  form: 'Forms',
  workout: 'Training',
  file: 'Files',
  calendar: 'Calendar',
  progress: 'Gains',
};
const home = {
  status: 1,
  settings: {
    tabs,
    calendar: { morning_text: 'Morning', afternoon_text: 'Afternoon', evening_text: 'Evening' },
    welcome: null,
    announcements: [],
    navigation: [],
    settings: { show_rewards: false, show_chat: false, show_calendar: false },
    rewards: { point_name: 'Stars', point_currency: '' },
  },
  playbooks: [],
  pages: [],
  forms: [],
  files: [],
  rewards: { balance: 0 },
  today: null,
};

const exercise = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  id: 100 + id,
  block_id: 0,
  position: 0,
  exercise: { id, name, video_url: '', cover_image_url: '' },
  sets: 2,
  reps: '10',
  weight: 60,
  weight_unit: 'kg',
  time_seconds: null,
  distance_meters: null,
  tempo: '',
  rest_seconds: 90,
  notes: '',
  ...over,
});
const block = (id: number, type: string, exercises: unknown[], over = {}) => ({
  id,
  workout_id: 11,
  position: id,
  type,
  name: '',
  rounds: 1,
  rest_seconds: 60,
  notes: '',
  exercises,
  ...over,
});
const workout = {
  id: 11,
  name: 'Push day',
  description: 'Chest and shoulders',
  category: null,
  ordering: 1,
  blocks_count: 2,
  exercises_count: 3,
  estimated_minutes: 40,
  active_count: 1,
  completed_count: 0,
  public_settings: { submit_btn_text: 'Start Workout' },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  blocks: [
    block(1, 'straight', [
      exercise(1, 'Bench press', {
        exercise: {
          id: 1,
          name: 'Bench press',
          video_url: 'https://video.example/bench',
          cover_image_url: '',
        },
        tempo: '3-1-1-0',
        notes: 'Keep your feet down',
      }),
    ]),
    block(2, 'superset', [
      exercise(2, 'Dips', { weight: null, sets: 1 }),
      exercise(3, 'Push-up', { weight: null, sets: 1 }),
    ]),
  ],
  previous: {
    '101': [
      {
        exercise_id: 1,
        block_exercise_id: 101,
        set_number: 1,
        reps: 8,
        weight: 57.5,
        weight_unit: 'kg',
        time_seconds: null,
        distance_meters: null,
      },
    ],
  },
  last_session_at: '2026-11-30T10:00:00Z',
};

const item = (plan: boolean) => ({
  workout: { id: 11, name: 'Push day', exercises_count: 3, estimated_minutes: 40 },
  workout_plan: plan ? { id: 5, name: 'Strong in 8' } : null,
  scheduled_on: plan ? '2026-12-03' : null,
  done: false,
  last_session_at: null,
});

const scheduled = (date: string, day: number, done: boolean) => ({
  date,
  week: 1,
  day,
  workouts: [{ workout: { id: 11, name: 'Push day' }, done, session_id: done ? 3 : null }],
});
const plan = {
  assignment_id: 1,
  workout_plan: { id: 5, name: 'Strong in 8' },
  status: 'active',
  start_date: '2026-11-30',
  end_date: '2027-01-24',
  scheduled: 24,
  done: 1,
  assigned_at: '2026-11-29T10:00:00Z',
  schedule: [
    scheduled('2026-12-01', 2, true),
    scheduled('2026-12-02', 3, false),
    scheduled('2026-12-03', 4, false),
    scheduled('2026-12-05', 6, false),
  ],
};
const point = (id: number, date: string, weight: number) => ({
  session_id: id,
  date,
  volume_kg: weight * 20,
  best_weight_kg: weight,
  best_reps: 10,
  estimated_1rm_kg: weight * 1.33,
  time_seconds: null,
  distance_meters: null,
});
const history = [
  {
    exercise: { id: 1, name: 'Bench press' },
    points: [point(1, '2026-11-24', 57.5), point(2, '2026-12-01', 62.5)],
    personal_bests: { weight_kg: 62.5, reps: 10, volume_kg: 1250, estimated_1rm_kg: 83 },
  },
  {
    exercise: { id: 2, name: 'Dips' },
    points: [],
    personal_bests: { weight_kg: null, reps: null, volume_kg: null, estimated_1rm_kg: null },
  },
];

type Call = { url: string; init: RequestInit | undefined };

/** A portal server with workouts; `log` answers as told (a network failure when it throws). */
function serve(account: number, log: () => Response) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url === '/api/v3/portal/me')
        return json({ status: 1, contact, brand: { ...brand, account_id: account } });
      if (url === '/api/v3/portal/home') return json(home);
      if (url === '/api/v3/portal/workouts')
        return json({
          status: 1,
          today: '2026-12-03',
          today_items: [item(true)],
          assigned: [item(false)],
          recent_sessions: [],
        });
      if (url.startsWith('/api/v3/portal/workouts/11?') || url === '/api/v3/portal/workouts/11')
        return json({ status: 1, data: workout });
      if (url === '/api/v3/portal/workouts/11/log') return log();
      if (url === '/api/v3/portal/workout-plans') return json({ status: 1, data: [plan] });
      if (url === '/api/v3/portal/workouts/11/history') return json({ status: 1, data: history });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return calls;
}

const logged = (body: unknown) => () =>
  new Response(JSON.stringify({ status: 1, message: 'Workout has been logged.', session: body }));
const logCalls = (calls: Call[]) =>
  calls
    .filter((c) => c.url === '/api/v3/portal/workouts/11/log')
    .map((c) => JSON.parse(String(c.init?.body)));

function open(account: number, path: string) {
  localStorage.setItem(`coachline.portal.${account}`, 'tok');
  window.history.pushState(null, '', `/portal/${account}${path}`);
  return render(<PortalApp />);
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('the workout player', () => {
  it('shows the workouts of today under the coach’s name for them on the home', async () => {
    serve(20, logged({}));
    open(20, '');
    const card = await screen.findByRole('region', { name: 'Training' });
    await within(card).findAllByText('Push day');
    const link = within(card).getAllByRole('link', { name: /Push day/ })[0]!;
    expect(link.getAttribute('href')).toBe(
      '/portal/20/workouts/11?workout_plan_id=5&scheduled_on=2026-12-03',
    );
    expect(screen.getByRole('link', { name: 'Training' })).toBeTruthy();
  });

  it('logs the sets with the previous results beside them, then finishes with a note and RPE', async () => {
    const calls = serve(21, logged({}));
    open(21, '/workouts/11?workout_plan_id=5&scheduled_on=2026-12-03');
    fireEvent.click(await screen.findByRole('button', { name: 'Start Workout' }));

    // The coach's targets, and last time's result beside its set.
    await screen.findByText('2 × 10 · 60 kg · tempo 3-1-1-0 · rest 90 s');
    expect(screen.getByText('Keep your feet down')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch the video of Bench press' })).toBeTruthy();
    expect(screen.getByText('Last: 8 × 57.5 kg')).toBeTruthy();

    // The inputs start from the coach's numbers; the contact types what they did.
    const reps = screen.getByLabelText('Bench press set 1 reps') as HTMLInputElement;
    expect(reps.value).toBe('10');
    fireEvent.change(screen.getByLabelText('Bench press set 1 weight (kg)'), {
      target: { value: '62.5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bench press set 1 done' }));
    expect(
      screen.getByRole('button', { name: 'Bench press set 1 done' }).getAttribute('aria-pressed'),
    ).toBe('true');

    // The rest starts: a countdown with +15 s and Skip.
    const rest = await screen.findByRole('region', { name: 'Rest' });
    expect(within(rest).getByRole('timer').textContent).toMatch(/^1:(30|29)$/);
    fireEvent.click(within(rest).getByRole('button', { name: '+15 s' }));
    expect(within(rest).getByRole('timer').textContent).toMatch(/^1:(45|44)$/);
    fireEvent.click(within(rest).getByRole('button', { name: 'Skip rest' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rest' })).toBeNull());
    expect(screen.getByText('Rest skipped')).toBeTruthy();

    // Set 2 is left unticked: it is not logged.
    fireEvent.click(screen.getByRole('button', { name: 'Next block' }));
    await screen.findByRole('heading', { name: 'Superset' });
    expect(screen.getByText('B1 · Dips')).toBeTruthy();
    // A superset rests once the round's every exercise is done.
    fireEvent.click(screen.getByRole('button', { name: 'Dips set 1 done' }));
    expect(screen.queryByRole('region', { name: 'Rest' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Push-up set 1 reps'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Push-up set 1 done' }));
    await screen.findByRole('region', { name: 'Rest' });

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    fireEvent.change(await screen.findByLabelText(/Note for your coach/), {
      target: { value: 'Felt strong' },
    });
    const slider = screen.getByRole('slider');
    slider.focus();
    for (let i = 0; i < 3; i++) fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await screen.findByText('RPE 8');
    fireEvent.click(screen.getByRole('button', { name: 'Finish workout' }));

    await screen.findByRole('heading', { name: 'Workout done!' });
    await screen.findByText('Workout has been logged. Great work!');
    const [body] = logCalls(calls);
    expect(body).toMatchObject({
      workout_plan_id: 5,
      scheduled_on: '2026-12-03',
      rpe: 8,
      note: 'Felt strong',
      sets: [
        {
          block_exercise_id: 101,
          exercise_id: 1,
          set_number: 1,
          reps: 10,
          weight: 62.5,
          weight_unit: 'kg',
          time_seconds: null,
          distance_meters: null,
        },
        { block_exercise_id: 102, exercise_id: 2, set_number: 1, reps: 10, weight: null },
        { block_exercise_id: 103, exercise_id: 3, set_number: 1, reps: 15, weight: null },
      ],
    });
    expect(body.client_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(Date.parse(body.completed_at)).toBeGreaterThanOrEqual(Date.parse(body.started_at));
    // The summary, and the set heavier than last time.
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('625 kg');
    expect(summary.textContent).toContain('Sets3');
    const bests = screen.getByRole('region', { name: 'Personal bests' });
    expect(bests.textContent).toContain('Heaviest set: 62.5 kg (last time 57.5 kg)');
  });

  it('keeps the workout in progress through a reload without asking the server again', async () => {
    const calls = serve(22, logged({}));
    const view = open(22, '/workouts/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Start Workout' }));
    fireEvent.change(await screen.findByLabelText('Bench press set 2 reps'), {
      target: { value: '7' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bench press set 2 done' }));
    const stored = Object.keys(localStorage).filter((k) => k.includes('.workout.'));
    expect(stored).toEqual(['coachline.portal.22.7.workout.11.0.any']);
    view.unmount();

    const workoutReads = calls.filter((c) => c.url.startsWith('/api/v3/portal/workouts/11')).length;
    render(<PortalApp />);
    const again = (await screen.findByLabelText('Bench press set 2 reps')) as HTMLInputElement;
    expect(again.value).toBe('7');
    expect(
      screen.getByRole('button', { name: 'Bench press set 2 done' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(calls.filter((c) => c.url.startsWith('/api/v3/portal/workouts/11')).length).toBe(
      workoutReads,
    );
  });

  it('queues a workout finished offline and sends it, with the same id, once back online', async () => {
    let network = false;
    const calls = serve(23, () => {
      if (!network) throw new TypeError('Failed to fetch');
      return logged({})();
    });
    open(23, '/workouts/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Start Workout' }));
    await screen.findByLabelText('Bench press set 1 reps');
    setOnline(false);
    await screen.findByText('Offline — your sets are saved on this phone');
    fireEvent.click(screen.getByRole('button', { name: 'Bench press set 1 done' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next block' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Finish workout' }));

    await screen.findByText(/^Will sync when online/);
    const queued = JSON.parse(localStorage.getItem('coachline.portal.23.7.outbox') ?? '[]');
    expect(queued).toHaveLength(1);
    await waitFor(() => expect(logCalls(calls)).toHaveLength(1));

    network = true;
    setOnline(true);
    await screen.findByText('Workout has been logged. Great work!');
    const [first, second] = logCalls(calls);
    expect(second.client_id).toBe(first.client_id);
    expect(second).toEqual(queued[0].body);
    expect(localStorage.getItem('coachline.portal.23.7.outbox')).toBeNull();
  });

  it('sends a queued workout when the portal starts', async () => {
    const calls = serve(24, logged({}));
    const body = {
      client_id: '0b6f3b7e-8c1d-4f7a-9d2e-5a4b3c2d1e0f',
      workout_plan_id: null,
      scheduled_on: null,
      started_at: '2026-12-01T10:00:00.000Z',
      completed_at: '2026-12-01T10:40:00.000Z',
      rpe: null,
      note: '',
      sets: [],
    };
    localStorage.setItem(
      'coachline.portal.24.7.outbox',
      JSON.stringify([
        { workout: { id: 11, name: 'Push day' }, body, queuedAt: body.completed_at, refused: null },
      ]),
    );
    open(24, '');
    await waitFor(() => expect(logCalls(calls)).toEqual([body]));
    await waitFor(() => expect(localStorage.getItem('coachline.portal.24.7.outbox')).toBeNull());
  });
});

describe('the workouts screen', () => {
  it('shows the plan a week at a time, each day done, missed or to come', async () => {
    serve(25, logged({}));
    open(25, '/workouts');
    await screen.findByRole('heading', { name: 'Training', level: 1 });
    const plan = await screen.findByRole('region', { name: 'Strong in 8' });
    const week = within(plan).getByRole('group', { name: 'Plan week' });
    expect(within(week).getAllByRole('button', { name: /, done$/ })).toHaveLength(1);
    expect(within(week).getAllByRole('button', { name: /, missed$/ })).toHaveLength(1);
    expect(within(week).getAllByRole('button', { name: /, to do today$/ })).toHaveLength(1);
    expect(within(week).getAllByRole('button', { name: /, planned$/ })).toHaveLength(1);
    expect(within(week).getByRole('button', { pressed: true }).textContent).toContain(
      'to do today',
    );

    fireEvent.click(within(week).getByRole('button', { name: /, done$/ }));
    expect(new URLSearchParams(window.location.search).get('date')).toBe('2026-12-01');
    const link = await within(plan).findByRole('link', { name: /Push day/ });
    expect(link.textContent).toContain('Done');
    expect(link.getAttribute('href')).toBe(
      '/portal/25/workouts/11?workout_plan_id=5&scheduled_on=2026-12-01',
    );
    fireEvent.click(within(week).getByRole('button', { name: 'Next week' }));
    await within(plan).findByText('A rest day: nothing planned.');
  });

  it('lets a workout the server refused be discarded from the phone', async () => {
    const calls = serve(27, logged({}));
    const body = {
      client_id: '1c7f4c8f-9d2e-4a8b-8e3f-6b5c4d3e2f10',
      workout_plan_id: null,
      scheduled_on: null,
      started_at: '2026-12-01T10:00:00.000Z',
      completed_at: '2026-12-01T10:40:00.000Z',
      rpe: null,
      note: '',
      sets: [],
    };
    localStorage.setItem(
      'coachline.portal.27.7.outbox',
      JSON.stringify([
        {
          workout: { id: 11, name: 'Push day' },
          body,
          queuedAt: body.completed_at,
          refused: 'This workout is no longer yours.',
        },
      ]),
    );
    open(27, '/workouts');
    await screen.findByText(/not saved: This workout is no longer yours\./);
    fireEvent.click(screen.getByRole('button', { name: /^Discard Push day, / }));
    await waitFor(() => expect(localStorage.getItem('coachline.portal.27.7.outbox')).toBeNull());
    expect(screen.queryByText(/not saved/)).toBeNull();
    // A refused workout is never sent again.
    expect(logCalls(calls)).toEqual([]);
  });

  it('shows an exercise’s progress under the coach’s name for it', async () => {
    serve(26, logged({}));
    open(26, '/workouts/11/progress?exercise=1');
    await screen.findByRole('heading', { name: 'Gains', level: 1 });
    const bench = await screen.findByRole('region', { name: 'Bench press' });
    expect(bench.textContent).toContain('Heaviest62.5 kg');
    expect(within(bench).getByRole('figure', { name: 'Best weight (kg)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dips' }));
    await screen.findByText('Log this exercise to see your progress.');
  });
});
