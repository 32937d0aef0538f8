import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessionCache } from '../../platform/session-cache';
import { type OneTimeTokenPurpose, oneTimeTokens, sessions } from './auth.tables';

// Sessions and one-time tokens belong to a user, not to one account, and are found by the hash
// of a secret before any tenant is known: nothing here is scoped by account.

// unscoped: a session belongs to its user; the account it accesses was checked for that user.
export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** A live session by the hash of its token: every request that misses the session cache asks. */
// unscoped: the token is all the request has; its user and account come from the session.
export async function findLiveSession(db: Executor, tokenHash: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(sessions)
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

// unscoped: the session a checkout token names, by its id.
export async function findLiveSessionById(db: Executor, id: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

// unscoped: the caller's own session, by its id.
export async function touchSession(db: Executor, id: number) {
  await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, id));
}

// unscoped: the caller's own session, by its id.
export async function revokeSession(db: Executor, id: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
  await sessionCache.forgetSession(db, id);
}

/** The live sessions of a user, the one used last first. */
// unscoped: a user's own sessions, whichever account each accesses.
export async function listLiveSessions(db: Executor, userId: number, now = new Date()) {
  return db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
}

/** Revokes one live session of the user; false when it is not theirs or already gone. */
// unscoped: a user's own session, by its id and the user's.
export async function revokeSessionOf(
  db: Executor,
  userId: number,
  sessionId: number,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await sessionCache.forgetSession(db, sessionId);
  return rows.length === 1;
}

/** Revokes every live session of a user but `keepSessionId`, answering the revoked ids. */
// unscoped: every session of one user, whichever account it accesses.
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
  await sessionCache.forgetUser(db, userId);
  return rows.map((r) => r.id);
}

// unscoped: a token for one user, found later by its hash.
export async function insertOneTimeToken(db: Executor, values: typeof oneTimeTokens.$inferInsert) {
  await db.insert(oneTimeTokens).values(values);
}

/** Marks a live token used and answers it; a second use finds nothing. */
// unscoped: found by the hash of the secret the link carried, before anyone is signed in.
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

/** Spends every live token of the purpose a user holds (a new password voids old reset links). */
// unscoped: the tokens of one user, who is not tied to one account.
export async function spendOneTimeTokens(
  db: Executor,
  userId: number,
  purpose: OneTimeTokenPurpose,
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
