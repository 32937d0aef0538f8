import type {
  Sequence,
  SequenceMessage,
  SequenceMessageType,
  SubscriberStatus,
} from '@coachline/contract/sequences';
import { plural } from '@coachline/contract/text';

// How a sequence, its messages and its contacts read: its messages counted, a message's
// schedule in words, a subscriber's status. Pure, so tests pin the wording.

export const messageTypeLabels: Record<SequenceMessageType, string> = {
  email: 'Email',
  sms: 'SMS',
};

export const subscriberStatusLabels: Record<SubscriberStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'blue' },
  completed: { label: 'Completed', color: 'teal' },
  removed: { label: 'Removed', color: 'gray' },
  failed: { label: 'Failed', color: 'red' },
};

/** "3 messages: 2 emails · 1 SMS". */
export function messageCounts(s: Pick<Sequence, 'messages_count' | 'email_count' | 'sms_count'>) {
  if (s.messages_count === 0) return 'No messages yet';
  return `${plural(s.messages_count, 'message')}: ${plural(s.email_count, 'email')} · ${s.sms_count} SMS`;
}

/** What names a message: an email's subject, the start of an SMS. */
export const messageTitle = (m: Pick<SequenceMessage, 'type' | 'subject' | 'body'>) =>
  m.type === 'email' ? m.subject : m.body.length > 60 ? `${m.body.slice(0, 57)}…` : m.body;

/** A day of the location's calendar (YYYY-MM-DD) as "3 Jan 2027". */
export function dayWords(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * When a message goes, in words, at times of the location's day: "Immediately after joining",
 * "Day 2 after the previous message at 09:00", "On 3 Jan 2027 at 07:30". `first`: the first
 * message counts from when the contact joined, the others from the message before.
 */
export function scheduleWords(
  m: Pick<SequenceMessage, 'schedule_mode' | 'delay_days' | 'send_time' | 'send_on'>,
  first: boolean,
): string {
  if (m.schedule_mode === 'fixed')
    return `On ${m.send_on ? dayWords(m.send_on) : 'a date to choose'}${m.send_time ? ` at ${m.send_time}` : ''}`;
  const after = first ? 'after joining' : 'after the previous message';
  const days = m.delay_days;
  if (m.send_time === null) {
    if (days === 0) return `Immediately ${after}`;
    return `${days} ${days === 1 ? 'day' : 'days'} ${after}`;
  }
  if (days === 0) return `At the next ${m.send_time} ${after}`;
  return `Day ${days} ${after} at ${m.send_time}`;
}

/** A contact as the sequence's lists name them. */
export const contactName = (c: { id: number; full_name: string; email: string | null }) =>
  c.full_name || c.email || `Contact ${c.id}`;
