import { progressMessages as words } from '@coachline/contract/progress-tracking';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { htmlOfText } from '../messaging/email-content';
import * as messaging from '../messaging/messaging.service';
import { sendDueReminders } from '../messaging/scenario-reminders';
import { progressLinks } from './progress-tracking.public';
import * as repo from './progress-tracking.repository';
import type { ProgressTrackingRow } from './progress-tracking.tables';

// Progress reminders (002 §4; issue 16 §4), started like the sequences' engine: every process
// with workers looks at the trackings whose reminders are on, finds each one's latest due time
// (a chosen weekday at the chosen time of the location's clock) not before the reminder was
// (re)started and at most a day old, and claims a delivery per active contact for it. The
// delivery's unique key (tracking, contact, due time) makes each reminder go once, whichever
// process claims it; the send and the claim commit together.

const sweepEveryMs = 30_000;

/** Sends one contact the tracking's reminder: type 1 by email, otherwise by SMS. */
export async function sendReminder(
  deps: Deps,
  owner: RequestContext,
  row: ProgressTrackingRow,
  contactId: number,
) {
  const url = progressLinks.url(deps, row.id, contactId);
  const reminder = row.reminder;
  const text = reminder?.message
    ? `${reminder.message}\n\n${url}`
    : words.reminderText(row.name, url);
  return reminder?.type === 1
    ? messaging.emailContact(deps, owner, contactId, {
        subject: reminder.subject || words.reminderSubject,
        html: htmlOfText(text),
        source: 'progress',
      })
    : messaging.textContact(deps, owner, contactId, { text, source: 'progress' });
}

/** Sends every reminder due at `now`; answers how many contacts were reminded. */
export const runDueProgressReminders = (deps: Deps, now = new Date()): Promise<number> =>
  sendDueReminders(deps, { ...repo.programQueries.reminders, send: sendReminder }, now);

/** Every process with workers sends the due reminders twice a minute. */
export function startProgressReminderEngine(deps: Deps, log: FastifyBaseLogger): void {
  deps.jobs?.repeat('progress reminders', sweepEveryMs, async () => {
    const sent = await runDueProgressReminders(deps);
    if (sent > 0) log.debug({ sent }, 'progress reminders sent');
  });
}
