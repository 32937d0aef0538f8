import { describe, expect, it } from 'vitest';
import { composerErrors, sendAtOf } from './composer';

describe('the composer’s checks', () => {
  const now = new Date('2026-05-01T12:00:00Z');

  it('needs a message, and for a schedule a time ahead', () => {
    expect(composerErrors('Hi', 'now', null, now)).toEqual({});
    expect(composerErrors('  ', 'now', null, now)).toEqual({
      message: 'The message field is required',
    });
    expect(composerErrors('Hi', 'schedule', null, now)).toEqual({
      send_at: 'The schedule time field is required',
    });
    expect(composerErrors('Hi', 'schedule', '2026-05-01T11:00:00Z', now)).toEqual({
      send_at: 'The schedule time must be in the future',
    });
    expect(composerErrors('Hi', 'schedule', '2026-05-02T11:00:00Z', now)).toEqual({});
  });

  it('reads the picker’s local value as an instant', () => {
    expect(sendAtOf(null)).toBeNull();
    expect(sendAtOf('not a date')).toBeNull();
    expect(sendAtOf('2026-05-02 09:30:00')).toBe(new Date('2026-05-02T09:30:00').toISOString());
  });
});
