// The portal's addresses of the workout screens (below `/portal/{location}`; the contract's
// `portalPaths.workouts` is the same address, kept out of here so the first paint loads no
// schemas).

const workouts = (account: number) => `/portal/${account}/workouts`;

export const workoutsPath = (account: number, date?: string) =>
  `${workouts(account)}${date ? `?date=${date}` : ''}`;

/** The player of a workout, for a plan's day when it is one. */
export function playerPath(
  account: number,
  workout: number,
  plan: number | null,
  day: string | null,
): string {
  const search = new URLSearchParams();
  if (plan !== null) search.set('workout_plan_id', String(plan));
  if (day !== null) search.set('scheduled_on', day);
  const query = search.toString();
  return `${workouts(account)}/${workout}${query ? `?${query}` : ''}`;
}

export const progressPath = (account: number, workout: number, exercise?: number) =>
  `${workouts(account)}/${workout}/progress${exercise ? `?exercise=${exercise}` : ''}`;
