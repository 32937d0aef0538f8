import { describe, expect, it } from 'vitest';
import { boundedDay, datePresets, presetRange, weekDays } from './dates';

// 23:30 UTC on Wed 15 May 2024: late enough that a local-time bug would show.
const now = new Date('2024-05-15T23:30:00Z');

describe('presetRange', () => {
  it('lists the nine presets in order', () => {
    expect(datePresets).toEqual([
      'Today',
      'Yesterday',
      'Last 7 Days',
      'Last 14 Days',
      'Last 30 Days',
      'This Month',
      'Last Month',
      'This Year',
      'All Time',
    ]);
  });

  it.each([
    ['Today', '2024-05-15', '2024-05-15'],
    ['Yesterday', '2024-05-14', '2024-05-14'],
    ['Last 7 Days', '2024-05-09', '2024-05-15'],
    ['Last 14 Days', '2024-05-02', '2024-05-15'],
    ['Last 30 Days', '2024-04-16', '2024-05-15'],
    ['This Month', '2024-05-01', '2024-05-31'],
    ['Last Month', '2024-04-01', '2024-04-30'],
    ['This Year', '2024-01-01', '2024-12-31'],
  ] as const)('%s runs from %s to %s', (preset, start_date, end_date) => {
    expect(presetRange(preset, now)).toEqual({ start_date, end_date });
  });

  it('gives empty dates for All Time', () => {
    expect(presetRange('All Time', now)).toEqual({ start_date: '', end_date: '' });
  });

  it('crosses month and year boundaries', () => {
    const newYear = new Date('2024-01-01T00:10:00Z');
    expect(presetRange('Yesterday', newYear)).toEqual({
      start_date: '2023-12-31',
      end_date: '2023-12-31',
    });
    expect(presetRange('Last Month', newYear)).toEqual({
      start_date: '2023-12-01',
      end_date: '2023-12-31',
    });
    expect(presetRange('This Month', new Date('2024-02-10T12:00:00Z')).end_date).toBe('2024-02-29');
  });
});

describe('weekDays', () => {
  it('runs Mon to Sun', () => {
    expect(weekDays).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });
});

describe('boundedDay', () => {
  it('takes a real day between 1900 and 2999 and refuses the rest with the field’s name', () => {
    const day = boundedDay('due date');
    expect(day.safeParse('2026-12-03').success).toBe(true);
    expect(day.safeParse('1900-01-01').success).toBe(true);
    for (const bad of ['0000-01-01', '1899-12-31', '3000-01-01', '2026-02-30', '2026-1-3']) {
      const parsed = day.safeParse(bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/^The due date must be/);
    }
  });
});
