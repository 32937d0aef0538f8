import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { sessionCache } from '../../platform/session-cache';
import { accounts, users } from '../accounts/accounts.tables';
import { type OneTimeTokenPurpose, oneTimeTokens, sessions } from './auth.tables';

// Sessions and one-time tokens are found by the hash of a secret, before any tenant is known.

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

const primaryAccounts = alias(accounts, 'primary_accounts');

/**
 * A live session with its user, accessed account and that account's primary account, in one
 * query: every request that misses the session cache runs it.
 */
export async function findLiveSession(db: Executor, tokenHash: string, now = new Date()) {
  const [row] = await db
    .select({ session: sessions, user: users, accessed: accounts, primary: primaryAccounts })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, sessions.accessedLocationId))
    .innerJoin(
      primaryAccounts,
      eq(primaryAccounts.id, sql`coalesce(${accounts.parentId}, ${accounts.id})`),
    )
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Executor, id: number) {
  await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, id));
}

export async function updateSession(
  db: Executor,
  id: number,
  values: Partial<typeof sessions.$inferInsert>,
) {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
  sessionCache.forgetSession(id);
}

export async function revokeSession(db: Executor, id: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
  sessionCache.forgetSession(id);
}

/** Revokes every live session of a user but `keepSessionId`, answering the revoked ids. */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  keepSessionId = 0,
): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  sessionCache.forgetUser(userId);
  return rows.map((r) => r.id);
}

export async function insertOneTimeToken(db: Executor, values: typeof oneTimeTokens.$inferInsert) {
  await db.insert(oneTimeTokens).values(values);
}

/** Marks a live token used and answers it; a second use finds nothing. */
export async function consumeOneTimeToken(
  db: Executor,
  purpose: OneTimeTokenPurpose,
  tokenHash: string,
) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}
