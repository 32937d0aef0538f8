import { describe, expect, it } from 'vitest';
import { dayWords, messageCounts, messageTitle, scheduleWords } from './labels';

const delay = (delay_days: number, send_time: string | null) => ({
  schedule_mode: 'delay' as const,
  delay_days,
  send_time,
  send_on: null,
});

describe('a message’s schedule in words', () => {
  it('counts the first message from joining, the others from the one before', () => {
    expect(scheduleWords(delay(0, null), true)).toBe('Immediately after joining');
    expect(scheduleWords(delay(0, null), false)).toBe('Immediately after the previous message');
    expect(scheduleWords(delay(1, null), true)).toBe('1 day after joining');
    expect(scheduleWords(delay(3, null), false)).toBe('3 days after the previous message');
  });

  it('says the time of the location’s day when there is one', () => {
    expect(scheduleWords(delay(2, '09:00'), false)).toBe(
      'Day 2 after the previous message at 09:00',
    );
    expect(scheduleWords(delay(0, '18:30'), true)).toBe('At the next 18:30 after joining');
  });

  it('names the date of a fixed message', () => {
    const fixed = { schedule_mode: 'fixed' as const, delay_days: 0 };
    expect(scheduleWords({ ...fixed, send_on: '2027-01-03', send_time: '07:30' }, false)).toBe(
      'On 3 Jan 2027 at 07:30',
    );
    expect(scheduleWords({ ...fixed, send_on: null, send_time: null }, true)).toBe(
      'On a date to choose',
    );
  });
});

describe('names and days', () => {
  it('counts a sequence’s emails and SMS', () => {
    expect(messageCounts({ messages_count: 0, email_count: 0, sms_count: 0 })).toBe(
      'No messages yet',
    );
    expect(messageCounts({ messages_count: 3, email_count: 2, sms_count: 1 })).toBe(
      '3 messages: 2 emails · 1 SMS',
    );
    expect(messageCounts({ messages_count: 1, email_count: 1, sms_count: 0 })).toBe(
      '1 message: 1 email · 0 SMS',
    );
  });

  it('names an email by its subject and an SMS by the start of its text', () => {
    expect(messageTitle({ type: 'email', subject: 'Welcome', body: '<p>Hi</p>' })).toBe('Welcome');
    const long = 'x'.repeat(80);
    expect(messageTitle({ type: 'sms', subject: '', body: long })).toBe(`${'x'.repeat(57)}…`);
  });

  it('writes a calendar day without shifting it to a time zone', () => {
    expect(dayWords('2026-12-31')).toBe('31 Dec 2026');
    expect(dayWords('not a day')).toBe('not a day');
  });
});
