import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, relativeTime, safeTimeZone } from './dates';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('account dates', () => {
  it('is relative for recent events', () => {
    expect(relativeTime(ago(10_000), now)).toBe('just now');
    expect(relativeTime(ago(3 * 60_000), now)).toBe('3 min ago');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(relativeTime(ago(5 * 3_600_000), now)).toBe('5 hours ago');
    expect(relativeTime(ago(30 * 3_600_000), now)).toBe('yesterday');
    expect(relativeTime(ago(4 * 86_400_000), now)).toBe('4 days ago');
    expect(relativeTime(ago(8 * 86_400_000), now)).toBeNull();
  });

  it('is relative for times ahead, never "just now" hours early', () => {
    expect(relativeTime(ago(-10_000), now)).toBe('just now');
    expect(relativeTime(ago(-3 * 60_000), now)).toBe('in 3 min');
    expect(relativeTime(ago(-5 * 3_600_000), now)).toBe('in 5 hours');
    expect(relativeTime(ago(-30 * 3_600_000), now)).toBe('tomorrow');
    expect(relativeTime(ago(-4 * 86_400_000), now)).toBe('in 4 days');
    expect(relativeTime(ago(-8 * 86_400_000), now)).toBeNull();
  });

  it('shows dates in the account time zone', () => {
    const late = new Date('2026-03-10T23:30:00Z');
    expect(formatDate(late, 'UTC')).toBe('Mar 10, 2026');
    expect(formatDate(late, 'Asia/Tokyo')).toBe('Mar 11, 2026');
    expect(formatDateTime(late, 'America/New_York')).toBe(
      'Mar 10, 2026, 7:30 PM (America/New_York)',
    );
  });

  it('falls back to UTC for an unknown zone and keeps calendar days as they are', () => {
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
    expect(formatDay('1990-01-01')).toBe('Jan 1, 1990');
  });
});
