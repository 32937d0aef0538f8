import type { CalendarTitleKey } from './client-portal';

// The parts of a portal calendar's day, apart from the schemas so the portal's first screen
// can name them without loading zod.

export const dayParts = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof dayParts)[number];

/** The calendar title (001 §3) each part of the day shows under. */
export const dayPartTitleKey: Record<DayPart, CalendarTitleKey> = {
  morning: 'morning_text',
  afternoon: 'afternoon_text',
  evening: 'evening_text',
};

/** The part of the day an event starting at `HH:MM` falls in: before noon, before 5 pm, after. */
export function dayPartOf(startTime: string): DayPart {
  const hour = Number(startTime.slice(0, 2));
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
}
