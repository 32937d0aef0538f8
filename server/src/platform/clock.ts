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
