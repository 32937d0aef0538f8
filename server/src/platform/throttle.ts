import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { throttled } from './errors';
import { throttleCounters as counters } from './throttle.tables';

/**
 * How often a key may be tried: `attempts` in `windowSeconds`; the last of them locks the key
 * for `lockSeconds`. With `maxLockSeconds` the lock is progressive instead: every further
 * attempt doubles it, up to that bound, so a stranger's guesses slow a key down without ever
 * shutting its owner out for long.
 */
export type ThrottleRule = {
  attempts: number;
  windowSeconds: number;
  lockSeconds: number;
  maxLockSeconds?: number;
};

type Describe = (seconds: number) => string;

const placeholder = {
  attempts: sql.placeholder('attempts'),
  windowSeconds: sql.placeholder('windowSeconds'),
  lockSeconds: sql.placeholder('lockSeconds'),
  maxLockSeconds: sql.placeholder('maxLockSeconds'),
};

/** The lock that the attempt numbered `count` leaves behind, or null when it leaves none. */
function lockAfter(count: SQL) {
  const { attempts, lockSeconds, maxLockSeconds } = placeholder;
  return sql`case when ${count} >= ${attempts}::int
    then now() + make_interval(secs => least(${lockSeconds}::int * power(2, ${count} - ${attempts}::int), ${maxLockSeconds}::int))
    end`;
}

// Every sign-in, public form submission and upload takes an attempt: the statement is built
// once and prepared, its key and rule given as values.
const attemptStatement = preparedStatement('throttle_take_attempt', (db) => {
  const lockedNow = sql`coalesce(${counters.lockedUntil} > now(), false)`;
  const windowOver = sql`${counters.windowStartedAt} < now() - make_interval(secs => ${placeholder.windowSeconds}::int)`;
  const count = sql`case when ${windowOver} then 1 else ${counters.failures} + 1 end`;
  return db
    .insert(counters)
    .values({
      key: sql.placeholder('key'),
      failures: 1,
      lockedUntil: lockAfter(sql`1`),
      allowed: true,
    })
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        // Every right-hand side reads the row as it was before this attempt.
        allowed: sql`not ${lockedNow}`,
        failures: sql`case when ${lockedNow} then ${counters.failures} else ${count} end`,
        windowStartedAt: sql`case when ${lockedNow} or not ${windowOver} then ${counters.windowStartedAt} else now() end`,
        lockedUntil: sql`case when ${lockedNow} then ${counters.lockedUntil} else ${lockAfter(count)} end`,
      },
    })
    .returning({
      allowed: counters.allowed,
      seconds: sql<number>`ceil(extract(epoch from ${counters.lockedUntil} - now()))::int`,
    });
});

/**
 * Counts one attempt on the key and throws 429 while the key is locked. Deciding and counting
 * are one statement, so concurrent requests (a connection pool, several processes) cannot all
 * pass a check before any of them counts: each attempt sees the count the one before left.
 */
export async function takeAttempt(
  db: Executor,
  key: string,
  rule: ThrottleRule,
  describe?: Describe,
): Promise<void> {
  const [row] = await attemptStatement(db).execute({
    key,
    attempts: rule.attempts,
    windowSeconds: rule.windowSeconds,
    lockSeconds: rule.lockSeconds,
    maxLockSeconds: rule.maxLockSeconds ?? rule.lockSeconds,
  });
  if (row && !row.allowed) throw throttled(Math.max(1, row.seconds), describe);
}

/** Takes an attempt on every key, or on none: a refusal gives back what was taken before it. */
export async function takeAttempts(
  db: Executor,
  keys: readonly (readonly [string, ThrottleRule])[],
  describe?: Describe,
): Promise<void> {
  const taken: [string, ThrottleRule][] = [];
  try {
    for (const [key, rule] of keys) {
      await takeAttempt(db, key, rule, describe);
      taken.push([key, rule]);
    }
  } catch (error) {
    for (const [key, rule] of taken) await refundAttempt(db, key, rule);
    throw error;
  }
}

/** An attempt that turned out well (or never happened) is given back, with any lock it set. */
export async function refundAttempt(db: Executor, key: string, rule: ThrottleRule): Promise<void> {
  await db
    .update(counters)
    .set({
      failures: sql`greatest(${counters.failures} - 1, 0)`,
      lockedUntil: sql`case when ${counters.failures} - 1 < ${rule.attempts}::int then null else ${counters.lockedUntil} end`,
    })
    .where(eq(counters.key, key));
}

/** Forgets the key (and every key starting with `prefix`, when given): its owner proved who they are. */
export async function clearAttempts(db: Executor, key: string, prefix?: string): Promise<void> {
  await db
    .delete(counters)
    .where(
      prefix === undefined
        ? eq(counters.key, key)
        : or(eq(counters.key, key), sql`starts_with(${counters.key}, ${prefix})`),
    );
}
