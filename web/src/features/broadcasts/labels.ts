import type {
  Broadcast,
  BroadcastProgressEvent,
  BroadcastStatus,
  RecipientCounts,
} from '@coachline/contract/broadcasts';

// The words and numbers the broadcast screens show, as pure functions.

const n = (value: number) => value.toLocaleString('en-US');

/** A broadcast queued for a later time reads as scheduled until it starts. */
export function statusLabel(
  b: Pick<Broadcast, 'status' | 'scheduled_at' | 'started_at'>,
  now = Date.now(),
): string {
  const later = b.scheduled_at !== null && new Date(b.scheduled_at).getTime() > now;
  if (b.status === 'queued' && later && !b.started_at) return 'Scheduled';
  return statusWords[b.status];
}

const statusWords: Record<BroadcastStatus, string> = {
  saved: 'Draft',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const statusColors: Record<BroadcastStatus, string> = {
  saved: 'gray',
  queued: 'blue',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
};

/** Whether a broadcast has gone out, or is going: it has a report. */
export const hasReport = (status: BroadcastStatus) =>
  status === 'queued' || status === 'sending' || status === 'sent' || status === 'failed';

/** "40%" of `whole`, or "–" when there is nothing to divide by. */
export function rate(part: number, whole: number): string {
  if (whole <= 0) return '–';
  return `${Math.round((part / whole) * 100)}%`;
}

/**
 * "1,204 will get it · 12 excluded: 5 unsubscribed or bounced, 4 with email switched off, 3
 * without an email".
 */
export function recipientSummary(counts: RecipientCounts): string {
  if (counts.chosen === 0) return 'No contacts chosen yet.';
  const gets = `${n(counts.eligible)} will get it`;
  if (counts.kill_switch) return `${gets} · email sending is switched off for your account`;
  const excluded = counts.chosen - counts.eligible;
  if (excluded <= 0) return gets;
  const reasons = [
    [counts.suppressed, 'unsubscribed or bounced'],
    [counts.switched_off, 'with email switched off'],
    [counts.no_email, 'without an email'],
  ] as const;
  const why = reasons
    .filter(([count]) => count > 0)
    .map(([count, words]) => `${n(count)} ${words}`)
    .join(', ');
  return `${gets} · ${n(excluded)} excluded${why ? `: ${why}` : ''}`;
}

/** "3,200 of 25,000 emails this month". */
export const usageText = (usage: { limit: number; used: number }) =>
  `${n(usage.used)} of ${n(usage.limit)} emails this month`;

export type Progress = {
  status: BroadcastStatus;
  total: number;
  sent: number;
  failed: number;
  /** 0 to 100: the share handled, sent or failed. */
  percent: number;
  /** "12 of 40 sent". */
  text: string;
};

/**
 * How far a send is, from the broadcast as last read and the newest realtime event for it,
 * whichever is further along (an event may arrive before the list is asked again, and a
 * refetch may be newer than the last event).
 */
export function progressOf(
  b: Pick<Broadcast, 'status' | 'recipients_count' | 'sent_count' | 'failed_count'>,
  event: BroadcastProgressEvent | null,
): Progress {
  const order: readonly BroadcastStatus[] = ['saved', 'queued', 'sending', 'sent', 'failed'];
  const newer = event !== null && order.indexOf(event.status) >= order.indexOf(b.status);
  const status = newer ? event.status : b.status;
  const total = Math.max(b.recipients_count, event?.recipients_count ?? 0);
  const sent = Math.max(b.sent_count, event?.sent_count ?? 0);
  const failed = Math.max(b.failed_count, event?.failed_count ?? 0);
  const done = status === 'sent' || status === 'failed';
  const percent = total > 0 ? Math.min(100, ((sent + failed) / total) * 100) : done ? 100 : 0;
  const text = `${n(sent)} of ${n(total)} sent${failed > 0 ? ` · ${n(failed)} failed` : ''}`;
  return { status, total, sent, failed, percent, text };
}
