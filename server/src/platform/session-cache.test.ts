import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionCache } from './session-cache';

afterEach(() => vi.useRealTimers());

describe('sessionCache', () => {
  it('keeps an entry for two seconds', () => {
    vi.useFakeTimers();
    sessionCache.set('a', 'value', { sessionId: 1, userId: 1, accountIds: [1] });
    expect(sessionCache.get('a')).toBe('value');
    vi.advanceTimersByTime(2_001);
    expect(sessionCache.get('a')).toBeUndefined();
  });

  it('forgets entries by session, user and account', () => {
    sessionCache.set('s', 1, { sessionId: 10, userId: 20, accountIds: [30, 31] });
    sessionCache.set('u', 2, { sessionId: 11, userId: 21, accountIds: [32] });
    sessionCache.set('x', 3, { sessionId: 12, userId: 22, accountIds: [33] });
    sessionCache.forgetSession(10);
    sessionCache.forgetUser(21);
    expect([sessionCache.get('s'), sessionCache.get('u'), sessionCache.get('x')]).toEqual([
      undefined,
      undefined,
      3,
    ]);
    sessionCache.forgetAccount(33);
    expect(sessionCache.get('x')).toBeUndefined();
  });
});
