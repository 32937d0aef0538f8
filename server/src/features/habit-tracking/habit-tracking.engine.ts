import { habitReminderVariables, habitMessages as words } from '@coachline/contract/habit-tracking';
import type { FastifyBaseLogger } from 'fastify';
import { dayIn } from '../../platform/clock';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import * as accounts from '../accounts/accounts.service';
import { htmlOfText } from '../messaging/email-content';
import * as messaging from '../messaging/messaging.service';
import { sendDueReminders } from '../messaging/scenario-reminders';
import { habitLinks } from './habit-tracking.public';
import * as repo from './habit-tracking.repository';
import type { HabitTrackingRow } from './habit-tracking.tables';

// Habit reminders (002 §4; issue 16 §5), as progress tracking's: every process with workers
// looks at the trackings whose reminders are on, finds each one's latest due time (a chosen
// weekday at the chosen time of the location's clock) not before the reminder was (re)started
// and at most a day old, and claims a delivery per active contact for it. The delivery's unique
// key (tracking, contact, due time) makes each reminder go once, whichever process claims it.
// The same sweep ends the kept streaks whose last day is before the location's yesterday.

const sweepEveryMs = 30_000;

/**
 * The reminder's text: the coach's message with its reserved variables filled (the link added
 * on a line of its own when the message has none), else the default words.
 */
export function reminderText(row: Pick<HabitTrackingRow, 'name' | 'reminder'>, url: string) {
  const message = row.reminder?.message;
  if (!message) return words.reminderText(row.name, url);
  const filled = message
    .replaceAll(habitReminderVariables.name, row.name)
    .replaceAll(habitReminderVariables.link, url);
  return message.includes(habitReminderVariables.link) ? filled : `${filled}\n\n${url}`;
}

/** Sends one contact the tracking's reminder: type 1 by email, otherwise by SMS. */
export async function sendReminder(
  deps: Deps,
  owner: RequestContext,
  row: HabitTrackingRow,
  contactId: number,
) {
  const text = reminderText(row, habitLinks.url(deps, row.id, contactId));
  const reminder = row.reminder;
  return reminder?.type === 1
    ? messaging.emailContact(deps, owner, contactId, {
        subject: (reminder.subject || words.reminderSubject).replaceAll(
          habitReminderVariables.name,
          row.name,
        ),
        html: htmlOfText(text),
        source: 'habit',
      })
    : messaging.textContact(deps, owner, contactId, { text, source: 'habit' });
}

/** Sends every reminder due at `now`; answers how many contacts were reminded. */
export const runDueHabitReminders = (deps: Deps, now = new Date()): Promise<number> =>
  sendDueReminders(deps, { ...repo.programQueries.reminders, send: sendReminder }, now);

/** Ends the kept streaks whose last day is before each location's yesterday. */
export async function endStaleStreaks(deps: Deps, now = new Date()) {
  for (const accountId of await repo.accountsWithStreaks(deps.db)) {
    const zone = await accounts.timeZoneOf(deps.db, accountId);
    await repo.endStaleStreaks(deps.db, accountId, dayIn(zone, now));
  }
}

/** Every process with workers sends the due reminders twice a minute. */
export function startHabitReminderEngine(deps: Deps, log: FastifyBaseLogger): void {
  deps.jobs?.repeat('habit reminders', sweepEveryMs, async () => {
    const sent = await runDueHabitReminders(deps);
    await endStaleStreaks(deps);
    if (sent > 0) log.debug({ sent }, 'habit reminders sent');
  });
}
