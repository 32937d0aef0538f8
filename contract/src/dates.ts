import { z } from 'zod';

// Date-filter presets of 000 §9, computed in UTC so server and browser agree on the range.

export const datePresets = [
  'Today',
  'Yesterday',
  'Last 7 Days',
  'Last 14 Days',
  'Last 30 Days',
  'This Month',
  'Last Month',
  'This Year',
  'All Time',
] as const;
export type DatePreset = (typeof datePresets)[number];

/** Chart week axis (001 §9, 002 §9). */
export const weekDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export type DateRange = { start_date: string; end_date: string };

/**
 * The first and last day a date input may name: the database's dates start at year 1 and
 * JavaScript reads years below 100 as 19xx, so a day outside these is refused, never stored.
 */
export const dayRange = { first: '1900-01-01', last: '2999-12-31' } as const;

/** A calendar day, YYYY-MM-DD, within `dayRange`; `invalid` says a malformed one. */
export const boundedDay = (field: string, invalid = `The ${field} must be a date (YYYY-MM-DD)`) =>
  z.iso
    .date(invalid)
    .max(10)
    .refine((d) => d >= dayRange.first && d <= dayRange.last, {
      message: `The ${field} must be between 1900 and 2999`,
    });

/** YYYY-MM-DD of the UTC day. */
export function toDateString(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

export function isDatePreset(value: string): value is DatePreset {
  return (datePresets as readonly string[]).includes(value);
}

/** Ranges include both ends; "Last N Days" ends today, months and years run to their end. */
export function presetRange(preset: DatePreset, now: Date): DateRange {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const range = (start: Date, end: Date): DateRange => ({
    start_date: toDateString(start),
    end_date: toDateString(end),
  });
  switch (preset) {
    case 'Today':
      return range(utcDay(y, m, d), utcDay(y, m, d));
    case 'Yesterday':
      return range(utcDay(y, m, d - 1), utcDay(y, m, d - 1));
    case 'Last 7 Days':
      return range(utcDay(y, m, d - 6), utcDay(y, m, d));
    case 'Last 14 Days':
      return range(utcDay(y, m, d - 13), utcDay(y, m, d));
    case 'Last 30 Days':
      return range(utcDay(y, m, d - 29), utcDay(y, m, d));
    case 'This Month':
      return range(utcDay(y, m, 1), utcDay(y, m + 1, 0));
    case 'Last Month':
      return range(utcDay(y, m - 1, 1), utcDay(y, m, 0));
    case 'This Year':
      return range(utcDay(y, 0, 1), utcDay(y, 11, 31));
    case 'All Time':
      return { start_date: '', end_date: '' };
  }
}
