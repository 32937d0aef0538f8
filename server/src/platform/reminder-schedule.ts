import { dayIn, momentIn } from './clock';

// Weekly reminders of a scenario (progress and habit check-ins): chosen weekdays at a time of
// the location's clock, counted from when the reminder was (re)started.

/** A due time missed for longer (the server was down) is skipped, not sent late. */
const lateLimitMs = 24 * 3_600_000;

export type ReminderSchedule = {
  hasReminder: boolean;
  reminder: { weekdays: number[]; time: string } | null;
  reminderFrom: Date;
};

/** The latest due time at or before `now`, or null when none is due (started after it, too old). */
export function dueTime(row: ReminderSchedule, zone: string, now: Date): Date | null {
  const reminder = row.reminder;
  if (!row.hasReminder || !reminder) return null;
  for (let back = 0; back <= 7; back++) {
    const day = dayIn(zone, new Date(now.getTime() - back * 86_400_000));
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (!reminder.weekdays.includes(weekday)) continue;
    const due = momentIn(zone, day, reminder.time);
    if (due > now) continue;
    if (due < row.reminderFrom || now.getTime() - due.getTime() > lateLimitMs) return null;
    return due;
  }
  return null;
}
