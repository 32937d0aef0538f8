import type { PlanWeek, WorkoutPlan } from '@coachline/contract/workout-plans';
import type {
  BlockExercise,
  Exercise,
  ProgramContact,
  Workout,
  WorkoutBlock,
  WorkoutDetail,
} from '@coachline/contract/workouts';
import { workoutPublicSettings } from '@coachline/contract/workouts';
import { vi } from 'vitest';

// Workouts, plans and exercises as the API answers them, and a fetch that answers by path and
// records what was sent, for component tests.

const at = '2026-11-01T09:00:00.000Z';

export const buildWorkout = (id: number, name: string, more: Partial<Workout> = {}): Workout => ({
  id,
  name,
  description: '',
  category: null,
  ordering: id,
  blocks_count: 0,
  exercises_count: 0,
  estimated_minutes: 0,
  active_count: 0,
  completed_count: 0,
  public_settings: workoutPublicSettings.parse({}),
  created_at: at,
  updated_at: at,
  ...more,
});

export const buildBlockExercise = (
  id: number,
  blockId: number,
  name: string,
  more: Partial<BlockExercise> = {},
): BlockExercise => ({
  id,
  block_id: blockId,
  position: 0,
  exercise: { id: id * 10, name, video_url: '', cover_image_url: '' },
  sets: 3,
  reps: '10',
  weight: null,
  weight_unit: 'kg',
  time_seconds: null,
  distance_meters: null,
  tempo: '',
  rest_seconds: 60,
  notes: '',
  ...more,
});

export const buildBlock = (
  id: number,
  exercises: BlockExercise[],
  more: Partial<WorkoutBlock> = {},
): WorkoutBlock => ({
  id,
  workout_id: 1,
  position: 0,
  type: 'straight',
  name: '',
  rounds: 1,
  rest_seconds: 60,
  notes: '',
  exercises,
  ...more,
});

export const buildDetail = (workout: Workout, blocks: WorkoutBlock[]): WorkoutDetail => ({
  ...workout,
  blocks,
});

export const buildExercise = (
  id: number,
  name: string,
  more: Partial<Exercise> = {},
): Exercise => ({
  id,
  name,
  library: true,
  attributes: [],
  video_url: '',
  cover_image_url: '',
  notes: '',
  favourite: false,
  created_at: at,
  updated_at: at,
  ...more,
});

export const buildPlan = (
  id: number,
  name: string,
  more: Partial<WorkoutPlan> = {},
): WorkoutPlan => ({
  id,
  name,
  description: '',
  ordering: id,
  weeks_count: 0,
  workouts_count: 0,
  active_count: 0,
  completed_count: 0,
  created_at: at,
  updated_at: at,
  ...more,
});

/** A week whose days hold the workouts given by day (1 Monday). */
export const buildWeek = (
  id: number,
  byDay: Record<number, { id: number; workout: Workout }[]> = {},
  more: Partial<PlanWeek> = {},
): PlanWeek => ({
  id,
  workout_plan_id: 1,
  position: 0,
  name: '',
  notes: '',
  days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    workouts: (byDay[day] ?? []).map((w, position) => ({
      id: w.id,
      day,
      position,
      workout: {
        id: w.workout.id,
        name: w.workout.name,
        exercises_count: w.workout.exercises_count,
        estimated_minutes: w.workout.estimated_minutes,
      },
    })),
  })),
  ...more,
});

export const buildProgramContact = (
  id: number,
  fullName: string,
  more: Partial<ProgramContact> = {},
): ProgramContact => ({
  id,
  contact: { id: id * 10, full_name: fullName, email: null },
  status: 'active',
  start_date: null,
  sessions_count: 0,
  last_session_at: null,
  assigned_at: at,
  completed_at: null,
  reminded_at: null,
  ...more,
});

export const page = (data: object[]) => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 25,
  total: data.length,
});

export type Sent = { method: string; url: string; path: string; body: unknown };

/**
 * Stubs fetch: `answer` gets each request's method and path (without the API prefix and the query)
 * and returns the JSON body to answer, or undefined for a 404. Answers the requests it saw.
 */
export function serveApi(answer: (method: string, path: string, body: unknown) => unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      sent.push({ method, url, path, body });
      const reply = answer(method, path, body);
      return reply === undefined
        ? new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 })
        : new Response(JSON.stringify(reply), { status: 200 });
    }),
  );
  return sent;
}
