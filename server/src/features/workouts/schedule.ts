// A plan given from a start date, laid on the location's calendar (contract workout-plans.ts):
// week 1 is the Monday-to-Sunday week holding the start date, days before the start skipped;
// week n's day d (1 Monday – 7 Sunday) is monday(start) + 7(n − 1) + (d − 1).

const dayMs = 86_400_000;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const text = (at: Date) => at.toISOString().slice(0, 10);

/** The day `n` days after `date` (YYYY-MM-DD). */
export const addDays = (date: string, n: number) => text(new Date(utc(date).getTime() + n * dayMs));

/** The Monday of the week holding `date`. */
export const mondayOf = (date: string) => addDays(date, -((utc(date).getUTCDay() + 6) % 7));

/** The weeks of a plan in order, each with its day-workouts in order. */
export type PlanShape = {
  id: number;
  name: string;
  weeks: { days: { day: number; workoutId: number }[] }[];
};

export type ScheduledWorkout = { date: string; week: number; day: number; workoutId: number };

/** Every workout of the plan on its date from `start`, in order; days before `start` skipped. */
export function scheduleOf(start: string, plan: PlanShape): ScheduledWorkout[] {
  const monday = mondayOf(start);
  return plan.weeks.flatMap((week, i) =>
    week.days.flatMap(({ day, workoutId }) => {
      const date = addDays(monday, 7 * i + day - 1);
      return date < start ? [] : [{ date, week: i + 1, day, workoutId }];
    }),
  );
}

/** The Sunday of the plan's last week (the start itself for a plan without weeks). */
export const endDateOf = (start: string, weeks: number) =>
  weeks === 0 ? start : addDays(mondayOf(start), 7 * weeks - 1);

export type LoggedFor = { id: number; workoutId: number; scheduledOn: string | null };

/**
 * Each scheduled workout with the session logged for it (the plan's, on its day, of its
 * workout; one session answers one scheduled workout), or null.
 */
export function matchSessions(schedule: ScheduledWorkout[], sessions: LoggedFor[]) {
  const unused = new Map<string, number[]>();
  for (const s of [...sessions].sort((a, b) => a.id - b.id)) {
    if (!s.scheduledOn) continue;
    const key = `${s.scheduledOn}:${s.workoutId}`;
    unused.set(key, [...(unused.get(key) ?? []), s.id]);
  }
  return schedule.map((item) => ({
    ...item,
    sessionId: unused.get(`${item.date}:${item.workoutId}`)?.shift() ?? null,
  }));
}
