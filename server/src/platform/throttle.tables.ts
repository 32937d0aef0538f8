import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters (sign-in, codes, resends, password checks), shared by every server process.
 * `allowed` is the decision of the latest attempt, written by the same statement that counts it.
 */
export const throttleCounters = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  allowed: boolean('allowed').notNull().default(true),
});
