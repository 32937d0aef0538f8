import { plural } from '@coachline/contract/text';
import {
  type BlockExercise,
  blockTypeLabels,
  type ProgramContactStatus,
  type WorkoutBlock,
} from '@coachline/contract/workouts';

// How workouts, blocks, their exercises and contacts read. Pure, so tests pin the wording.

/** 45 → "45 s", 90 → "1 min 30 s", 3600 → "60 min". */
export function secondsWords(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

const amount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * "3 × 8-12 · 20 kg · tempo 3-1-1-0 · rest 60 s": what each set asks for. In a circuit the
 * rounds say how often, so its exercises read "8-12 reps · 20 kg".
 */
export function setWords(
  e: Pick<
    BlockExercise,
    | 'sets'
    | 'reps'
    | 'weight'
    | 'weight_unit'
    | 'time_seconds'
    | 'distance_meters'
    | 'tempo'
    | 'rest_seconds'
  >,
  inCircuit = false,
): string {
  const parts = inCircuit
    ? e.reps
      ? [`${e.reps} reps`]
      : []
    : [e.reps ? `${e.sets} × ${e.reps}` : plural(e.sets, 'set')];
  if (e.weight !== null) parts.push(`${amount(e.weight)} ${e.weight_unit}`);
  if (e.time_seconds !== null) parts.push(secondsWords(e.time_seconds));
  if (e.distance_meters !== null) parts.push(`${amount(e.distance_meters)} m`);
  if (e.tempo) parts.push(`tempo ${e.tempo}`);
  if (e.rest_seconds !== null) parts.push(`rest ${secondsWords(e.rest_seconds)}`);
  return parts.join(' · ');
}

/** "Circuit · 3 rounds · rest 90 s". */
export function blockWords(b: Pick<WorkoutBlock, 'type' | 'rounds' | 'rest_seconds'>): string {
  const parts: string[] = [blockTypeLabels[b.type]];
  if (b.type === 'circuit') parts.push(plural(b.rounds, 'round'));
  if (b.rest_seconds !== null)
    parts.push(
      `rest ${secondsWords(b.rest_seconds)}${b.type === 'straight' ? ' after' : ' between rounds'}`,
    );
  return parts.join(' · ');
}

/** A block's name, or its place: "Block 2". */
export const blockTitle = (b: Pick<WorkoutBlock, 'name'>, index: number) =>
  b.name || `Block ${index + 1}`;

/** "4 blocks · 12 exercises · about 45 min". */
export function workoutCounts(w: {
  blocks_count: number;
  exercises_count: number;
  estimated_minutes: number;
}): string {
  if (w.exercises_count === 0) return 'No exercises yet';
  return `${plural(w.blocks_count, 'block')} · ${plural(w.exercises_count, 'exercise')} · about ${w.estimated_minutes} min`;
}

export const programStatusLabels: Record<ProgramContactStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'blue' },
  completed: { label: 'Completed', color: 'teal' },
  optins: { label: 'Opt-ins', color: 'grape' },
  deleted: { label: 'Removed', color: 'gray' },
};

/** Days of a plan's week, 1 Monday to 7 Sunday (UX.md: weeks run Mon to Sun). */
export const dayNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
export const dayName = (day: number) => dayNames[day - 1] ?? `Day ${day}`;

/** A contact as the lists name them. */
export const contactName = (c: { id: number; full_name: string; email: string | null }) =>
  c.full_name || c.email || `Contact ${c.id}`;

/** A day of the location's calendar (YYYY-MM-DD) as "3 Jan 2027". */
export function dayWords(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Today in a time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** "1,250 kg". */
export const kilos = (n: number | null) => (n === null ? '—' : `${amount(n)} kg`);
