import { describe, expect, it } from 'vitest';
import { progressOf, rate, recipientSummary, statusLabel, usageText } from './labels';
import { wallTimeToIso } from './schedule';

const counts = { chosen: 0, eligible: 0, no_email: 0, switched_off: 0, suppressed: 0 };

describe('the recipient count', () => {
  it('says who gets it and why the others do not, naming only the reasons that apply', () => {
    expect(
      recipientSummary({
        ...counts,
        chosen: 1216,
        eligible: 1204,
        suppressed: 5,
        switched_off: 4,
        no_email: 3,
        kill_switch: false,
      }),
    ).toBe(
      '1,204 will get it · 12 excluded: 5 unsubscribed or bounced, 4 with email switched off, 3 without an email',
    );
    expect(
      recipientSummary({ ...counts, chosen: 4, eligible: 3, no_email: 1, kill_switch: false }),
    ).toBe('3 will get it · 1 excluded: 1 without an email');
    expect(recipientSummary({ ...counts, chosen: 8, eligible: 8, kill_switch: false })).toBe(
      '8 will get it',
    );
  });

  it('says when nobody is chosen, and when the kill switch stops everyone', () => {
    expect(recipientSummary({ ...counts, kill_switch: false })).toBe('No contacts chosen yet.');
    expect(recipientSummary({ ...counts, chosen: 5, eligible: 0, kill_switch: true })).toBe(
      '0 will get it · email sending is switched off for your account',
    );
  });

  it('reads the month’s usage and the rates', () => {
    expect(usageText({ used: 3200, limit: 25000 })).toBe('3,200 of 25,000 emails this month');
    expect(rate(1, 3)).toBe('33%');
    expect(rate(0, 0)).toBe('–');
  });
});

describe('the progress of a send', () => {
  const b = { status: 'sending' as const, recipients_count: 40, sent_count: 10, failed_count: 0 };

  it('takes the realtime event when it is further along than the last read', () => {
    const event = {
      broadcast_id: 1,
      status: 'sending' as const,
      recipients_count: 40,
      sent_count: 12,
      failed_count: 2,
    };
    expect(progressOf(b, event)).toMatchObject({
      status: 'sending',
      sent: 12,
      failed: 2,
      percent: 35,
      text: '12 of 40 sent · 2 failed',
    });
  });

  it('keeps a newer read over an older event, and ends at the full bar', () => {
    const sent = { ...b, status: 'sent' as const, sent_count: 40 };
    const stale = { ...b, broadcast_id: 1, status: 'sending' as const };
    expect(progressOf(sent, stale)).toMatchObject({ status: 'sent', percent: 100 });
    expect(progressOf(sent, null).text).toBe('40 of 40 sent');
  });
});

describe('statuses and times', () => {
  it('calls a queued broadcast for later scheduled, and a draft a draft', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    const later = {
      status: 'queued' as const,
      scheduled_at: '2026-05-02T10:00:00Z',
      started_at: null,
    };
    expect(statusLabel(later, now)).toBe('Scheduled');
    expect(statusLabel({ ...later, scheduled_at: null }, now)).toBe('Queued');
    expect(statusLabel({ ...later, status: 'saved' }, now)).toBe('Draft');
  });

  it('reads a picked wall time in the account’s time zone', () => {
    expect(wallTimeToIso('2026-12-01 09:30:00', 'Europe/Paris')).toBe('2026-12-01T08:30:00.000Z');
    expect(wallTimeToIso('2026-07-01 09:30:00', 'Europe/Paris')).toBe('2026-07-01T07:30:00.000Z');
    expect(wallTimeToIso('2026-07-01 09:30:00', 'UTC')).toBe('2026-07-01T09:30:00.000Z');
    expect(wallTimeToIso('2026-03-08 12:00:00', 'America/New_York')).toBe(
      '2026-03-08T16:00:00.000Z',
    );
  });
});
