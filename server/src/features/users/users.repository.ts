import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions } from '../auth/auth.tables';

// Sessions belong to a user rather than to an account, so they are scoped by the user's id.

/** Revokes every live session of the user but the one in use, answering the revoked ids. */
export async function revokeOtherSessions(
  db: Executor,
  userId: number,
  keepSessionId: number,
): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
