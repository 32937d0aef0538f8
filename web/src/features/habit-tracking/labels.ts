import type { HabitProofKind } from '@coachline/contract/habit-tracking';

// Words habit tracking shows in several places.

export const proofLabels: Record<HabitProofKind, string> = {
  none: 'No photo',
  optional: 'Photo optional',
  required: 'Photo required',
};

export const percent = (value: number) => `${Math.round(value)}%`;

export const streakWords = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** A date of the location's calendar (YYYY-MM-DD) as "Mon 3 Nov". */
export function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return d.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
