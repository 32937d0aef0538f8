import type {
  BlockExercise,
  LoggedSet,
  LogSessionBody,
  PortalWorkout,
  WeightUnit,
  WorkoutBlock,
} from '@coachline/contract/workouts';

// The workout player's arithmetic, apart from React: which sets a block asks for, what the
// coach set as targets, the body of the log call, and the summary of a finished session.

/** What the contact typed for one set, as text (so a half-typed "62." survives a reload). */
export type SetEntry = {
  reps: string;
  weight: string;
  time: string;
  distance: string;
  done: boolean;
};

/** A workout in progress on this phone: everything the player shows, saved after each change. */
export type Progress = {
  version: 1;
  /** Sent with the log; the same id on a resend, so the server records the session once. */
  clientId: string;
  startedAt: string;
  /** The workout as it was loaded: the player needs the network no more once started. */
  workout: PortalWorkout;
  planId: number | null;
  scheduledOn: string | null;
  /** The block shown; `blocks.length` is the Finish step. */
  step: number;
  /** By `setKey`. */
  sets: Record<string, SetEntry>;
  /** The unit of each block exercise's weights, by block exercise id. */
  units: Record<string, WeightUnit>;
  /** The rest running: when it ends (ms since the epoch) and how long it was. */
  rest: { endsAt: number; seconds: number } | null;
  note: string;
  rpe: number | null;
  /** Set once finished: the done screen shows until the contact leaves it. */
  finishedAt: string | null;
};

export const setKey = (blockExerciseId: number, setNumber: number) =>
  `${blockExerciseId}:${setNumber}`;

/** A circuit's exercises are done once a round; the other blocks' as many times as their sets. */
export const setCount = (block: WorkoutBlock, exercise: BlockExercise) =>
  block.type === 'circuit' ? Math.max(1, block.rounds) : Math.max(1, exercise.sets);

/** The label of a superset's or circuit's exercise: A1, A2 for the first block's. */
export const exerciseLabel = (blockIndex: number, exerciseIndex: number) =>
  `${String.fromCharCode(65 + (blockIndex % 26))}${exerciseIndex + 1}`;

const trimNumber = (n: number) => String(Math.round(n * 10) / 10);
export const formatNumber = trimNumber;

/** "90 s" under two minutes, else "2:30 min". */
export function formatSeconds(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s ? `${m}:${String(s).padStart(2, '0')} min` : `${m} min`;
}

/** "0:45": a countdown's digits. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function formatDistance(meters: number): string {
  return meters >= 1000 ? `${trimNumber(meters / 1000)} km` : `${trimNumber(meters)} m`;
}

/** The coach's targets of an exercise, each as the contact reads it. */
export function targets(block: WorkoutBlock, exercise: BlockExercise): string[] {
  const sets = block.type === 'circuit' ? null : `${exercise.sets} sets`;
  const reps = exercise.reps ? `${exercise.reps} reps` : null;
  const setsReps =
    sets && exercise.reps ? `${exercise.sets} × ${exercise.reps}` : (sets ?? reps ?? null);
  return [
    setsReps,
    exercise.weight !== null ? `${trimNumber(exercise.weight)} ${exercise.weight_unit}` : null,
    exercise.time_seconds !== null ? formatSeconds(exercise.time_seconds) : null,
    exercise.distance_meters !== null ? formatDistance(exercise.distance_meters) : null,
    exercise.tempo ? `tempo ${exercise.tempo}` : null,
    block.type === 'straight' && exercise.rest_seconds
      ? `rest ${formatSeconds(exercise.rest_seconds)}`
      : null,
  ].filter((t): t is string => t !== null);
}

/** Which of a set's inputs the exercise asks for. */
export function fieldsOf(exercise: BlockExercise) {
  const time = exercise.time_seconds !== null;
  const distance = exercise.distance_meters !== null;
  const reps = exercise.reps !== '' || (!time && !distance);
  return { reps, weight: reps || exercise.weight !== null, time, distance };
}

/** "10 × 60 kg", "45 s", "400 m": one logged set in a line. */
export function describeSet(set: LoggedSet): string {
  const parts: string[] = [];
  if (set.reps !== null && set.weight !== null)
    parts.push(`${set.reps} × ${trimNumber(set.weight)} ${set.weight_unit}`);
  else if (set.reps !== null) parts.push(`${set.reps} reps`);
  else if (set.weight !== null) parts.push(`${trimNumber(set.weight)} ${set.weight_unit}`);
  if (set.time_seconds !== null) parts.push(formatSeconds(set.time_seconds));
  if (set.distance_meters !== null) parts.push(formatDistance(set.distance_meters));
  return parts.join(', ') || 'done';
}

export const previousSet = (workout: PortalWorkout, exercise: BlockExercise, setNumber: number) =>
  workout.previous[String(exercise.id)]?.find((s) => s.set_number === setNumber) ?? null;

/** What the inputs of a set start with: the coach's numbers where they are plain numbers. */
export function startingEntry(exercise: BlockExercise): SetEntry {
  return {
    reps: /^\d+$/.test(exercise.reps) ? exercise.reps : '',
    weight: exercise.weight !== null ? trimNumber(exercise.weight) : '',
    time: exercise.time_seconds !== null ? String(exercise.time_seconds) : '',
    distance: exercise.distance_meters !== null ? trimNumber(exercise.distance_meters) : '',
    done: false,
  };
}

export const entryOf = (progress: Progress, exercise: BlockExercise, setNumber: number) =>
  progress.sets[setKey(exercise.id, setNumber)] ?? startingEntry(exercise);

export const unitOf = (progress: Progress, exercise: BlockExercise): WeightUnit =>
  progress.units[String(exercise.id)] ?? exercise.weight_unit;

const number = (text: string, max: number, integer: boolean): number | null => {
  const n = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(n) || n < 0) return null;
  const value = integer ? Math.round(n) : Math.round(n * 100) / 100;
  return Math.min(value, max);
};

/** The ticked sets, in the workout's order, as the log call takes them. */
export function loggedSets(progress: Progress): LogSessionBody['sets'] {
  const out: LogSessionBody['sets'] = [];
  for (const block of progress.workout.blocks)
    for (const exercise of block.exercises)
      for (let n = 1; n <= setCount(block, exercise); n++) {
        const entry = progress.sets[setKey(exercise.id, n)];
        if (!entry?.done) continue;
        const fields = fieldsOf(exercise);
        out.push({
          block_exercise_id: exercise.id,
          exercise_id: exercise.exercise.id,
          set_number: n,
          reps: fields.reps ? number(entry.reps, 1_000, true) : null,
          weight: fields.weight ? number(entry.weight, 2_000, false) : null,
          weight_unit: unitOf(progress, exercise),
          time_seconds: fields.time ? number(entry.time, 86_400, true) : null,
          distance_meters: fields.distance ? number(entry.distance, 1_000_000, false) : null,
        });
      }
  return out;
}

export function logBody(progress: Progress, completedAt: string): LogSessionBody {
  return {
    client_id: progress.clientId,
    workout_plan_id: progress.planId,
    scheduled_on: progress.scheduledOn,
    started_at: progress.startedAt,
    completed_at: completedAt,
    rpe: progress.rpe,
    note: progress.note.trim(),
    sets: loggedSets(progress),
  };
}

const kg = (weight: number, unit: WeightUnit) => (unit === 'lb' ? weight * 0.45359237 : weight);
type SetLike = { reps?: number | null; weight?: number | null; weight_unit?: WeightUnit };
const volumeOf = (sets: SetLike[]) =>
  sets.reduce(
    (sum, s) => sum + (s.reps ?? 0) * (s.weight != null ? kg(s.weight, s.weight_unit ?? 'kg') : 0),
    0,
  );
const topWeight = (sets: SetLike[]) =>
  sets.reduce<number | null>(
    (top, s) =>
      s.weight != null && (top === null || kg(s.weight, s.weight_unit ?? 'kg') > top)
        ? kg(s.weight, s.weight_unit ?? 'kg')
        : top,
    null,
  );

export type PersonalBest = { exercise: string; what: string; now: string; before: string };

export type Summary = {
  sets: number;
  volumeKg: number;
  durationSeconds: number;
  bests: PersonalBest[];
};

/** The done screen's figures, and where the contact beat what they did last time. */
export function summarize(progress: Progress, completedAt: string): Summary {
  const sets = loggedSets(progress);
  const bests: PersonalBest[] = [];
  for (const block of progress.workout.blocks)
    for (const exercise of block.exercises) {
      const now = sets.filter((s) => s.block_exercise_id === exercise.id);
      const before = progress.workout.previous[String(exercise.id)] ?? [];
      if (now.length === 0 || before.length === 0) continue;
      const name = exercise.exercise.name;
      const [topNow, topBefore] = [topWeight(now), topWeight(before)];
      if (topNow !== null && topBefore !== null && topNow > topBefore + 1e-9) {
        bests.push({
          exercise: name,
          what: 'Heaviest set',
          now: `${trimNumber(topNow)} kg`,
          before: `${trimNumber(topBefore)} kg`,
        });
        continue;
      }
      const [volNow, volBefore] = [volumeOf(now), volumeOf(before)];
      if (volBefore > 0 && volNow > volBefore + 1e-9)
        bests.push({
          exercise: name,
          what: 'Volume',
          now: `${trimNumber(volNow)} kg`,
          before: `${trimNumber(volBefore)} kg`,
        });
      else if (topNow === null && topBefore === null) {
        const repsNow = Math.max(0, ...now.map((s) => s.reps ?? 0));
        const repsBefore = Math.max(0, ...before.map((s) => s.reps ?? 0));
        if (repsBefore > 0 && repsNow > repsBefore)
          bests.push({
            exercise: name,
            what: 'Most reps',
            now: String(repsNow),
            before: String(repsBefore),
          });
      }
    }
  const duration = Math.max(
    0,
    Math.round((Date.parse(completedAt) - Date.parse(progress.startedAt)) / 1000),
  );
  return { sets: sets.length, volumeKg: volumeOf(sets), durationSeconds: duration, bests };
}

/** The rest after ticking a set, or null when none is due yet. */
export function restAfter(
  progress: Progress,
  block: WorkoutBlock,
  exercise: BlockExercise,
  setNumber: number,
) {
  if (block.type === 'straight') return exercise.rest_seconds ?? block.rest_seconds ?? null;
  // A superset's or circuit's rest comes once the round's every exercise is done.
  const roundDone = block.exercises.every(
    (e) =>
      e.id === exercise.id ||
      setNumber > setCount(block, e) ||
      progress.sets[setKey(e.id, setNumber)]?.done,
  );
  return roundDone ? block.rest_seconds : null;
}

/** A v4 UUID; `crypto.randomUUID` exists only on https, a phone on a LAN address has not. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
