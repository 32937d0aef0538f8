import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Executor } from '../db/client';
import { sessionCache, sessionCacheSharing } from './session-cache';

afterEach(() => {
  vi.useRealTimers();
  sessionCacheSharing.alone();
});

/** An executor that records the statements a forget sends, as SQL text and parameters. */
function recordingExecutor() {
  const dialect = new PgDialect();
  const sent: { sql: string; params: unknown[] }[] = [];
  const db = {
    execute: async (query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      sent.push({ sql, params });
      return { rows: [] };
    },
  } as unknown as Executor;
  return { db, sent };
}

const owners = (sessionId: number, userId: number, accountIds: number[]) => ({
  sessionId,
  userId,
  accountIds,
});

describe('sessionCache', () => {
  it('keeps an entry for two seconds', () => {
    vi.useFakeTimers();
    sessionCache.set('a', 'value', owners(1, 1, [1]), sessionCache.mark());
    expect(sessionCache.get('a')).toBe('value');
    vi.advanceTimersByTime(2_001);
    expect(sessionCache.get('a')).toBeUndefined();
  });

  it('forgets entries by session, user and account, telling no one when alone', async () => {
    const { db, sent } = recordingExecutor();
    sessionCache.set('s', 1, owners(10, 20, [30, 31]), sessionCache.mark());
    sessionCache.set('u', 2, owners(11, 21, [32]), sessionCache.mark());
    sessionCache.set('x', 3, owners(12, 22, [33]), sessionCache.mark());
    await sessionCache.forgetSession(db, 10);
    await sessionCache.forgetUser(db, 21);
    expect([sessionCache.get('s'), sessionCache.get('u'), sessionCache.get('x')]).toEqual([
      undefined,
      undefined,
      3,
    ]);
    await sessionCache.forgetAccount(db, 33);
    expect(sessionCache.get('x')).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('does not cache a value read before something was forgotten', async () => {
    const { db } = recordingExecutor();
    const mark = sessionCache.mark();
    // The value was read, then a write elsewhere forgot its user before it could be cached.
    await sessionCache.forgetUser(db, 99);
    sessionCache.set('late', 'stale', owners(1, 99, [1]), mark);
    expect(sessionCache.get('late')).toBeUndefined();
  });
});

describe('sessionCache shared by several processes', () => {
  it('tells the others through the writer, and forgets what they say', async () => {
    const { db, sent } = recordingExecutor();
    sessionCacheSharing.listening();
    await sessionCache.forgetSession(db, 7);
    expect(sent).toEqual([
      { sql: 'select pg_notify($1, $2)', params: ['session_cache', 'session:7'] },
    ]);

    sessionCache.set('a', 1, owners(1, 2, [3, 4]), sessionCache.mark());
    sessionCache.set('b', 2, owners(5, 6, [7]), sessionCache.mark());
    sessionCacheSharing.heard('account:4');
    sessionCacheSharing.heard('nonsense');
    expect([sessionCache.get('a'), sessionCache.get('b')]).toEqual([undefined, 2]);
  });

  it('caches nothing while it cannot hear the others, and starts empty when it can again', () => {
    sessionCacheSharing.listening();
    sessionCache.set('a', 1, owners(1, 2, [3]), sessionCache.mark());
    sessionCacheSharing.deaf();
    expect(sessionCache.get('a')).toBeUndefined();
    sessionCache.set('b', 2, owners(1, 2, [3]), sessionCache.mark());
    sessionCacheSharing.listening();
    expect([sessionCache.get('a'), sessionCache.get('b')]).toEqual([undefined, undefined]);
  });
});
