import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginThrottle } from '../features/auth/auth.tables';
import { throttled } from './errors';

export type ThrottleRule = { maxFailures: number; windowSeconds: number; lockSeconds: number };

/** Throws 429 while the key is locked. */
export async function assertNotThrottled(
  db: Executor,
  key: string,
  describe?: (seconds: number) => string,
  now = new Date(),
): Promise<void> {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key)).limit(1);
  if (row?.lockedUntil && row.lockedUntil > now) {
    throw throttled(Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000), describe);
  }
}

/** Counts one failure; the key locks once it reaches the rule's maximum inside the window. */
export async function recordFailure(db: Executor, key: string, rule: ThrottleRule): Promise<void> {
  const window = `${rule.windowSeconds} seconds`;
  const lock = `${rule.lockSeconds} seconds`;
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStartedAt} < now() - ${window}::interval then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < now() - ${window}::interval then now() else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${loginThrottle.windowStartedAt} >= now() - ${window}::interval and ${loginThrottle.failures} + 1 >= ${rule.maxFailures} then now() + ${lock}::interval else ${loginThrottle.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Executor, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
