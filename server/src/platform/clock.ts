// Calendar days and hours in an account's time zone, for the work that follows the location's
// day (the contacts chart's week, the birthday greetings, the portal's calendar).

import { isTimeZone } from '@coachline/contract/users';

/** YYYY-MM-DD of the day `now` falls on in a time zone. */
export function dayIn(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The hour of the day, 0–23, `now` falls in in a time zone. */
export function hourIn(timeZone: string, now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now),
  );
}

/** The calendar day (YYYY-MM-DD) and hour of `now` in the time zone (UTC when unknown). */
export function localClock(timeZone: string, now: Date): { today: string; hour: number } {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  return { today: dayIn(zone, now), hour: hourIn(zone, now) };
}

/** How far the time zone's clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return local - Math.floor(at.getTime() / 60_000) * 60_000;
}

/** The moment a day (YYYY-MM-DD) and a time (HH:MM) of the time zone's clock name. */
export function momentIn(timeZone: string, day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const asUtc = Date.UTC(y!, m! - 1, d!, h!, mi!);
  // Across a change of offset, the offset at the first guess may not be the one at the answer.
  const guess = asUtc - offsetAt(timeZone, new Date(asUtc));
  return new Date(asUtc - offsetAt(timeZone, new Date(guess)));
}

/** The next moment after `now` the time zone's clock shows the time (HH:MM). */
export function nextTimeOfDay(timeZone: string, time: string, now: Date): Date {
  const day = dayIn(timeZone, now);
  const today = momentIn(timeZone, day, time);
  if (today > now) return today;
  // Noon plus a day is tomorrow whatever the clocks did overnight.
  const tomorrow = new Date(momentIn(timeZone, day, '12:00').getTime() + 24 * 3_600_000);
  return momentIn(timeZone, dayIn(timeZone, tomorrow), time);
}

/** The time of day (HH:MM, 24 hours) `now` shows in a time zone. */
export function timeIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}
