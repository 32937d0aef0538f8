import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { portalLinks, portalSessions } from './portal.tables';

export async function insertSession(
  db: Executor,
  accountId: number,
  values: {
    contactId: number;
    tokenHash: string;
    ip: string;
    userAgent: string | undefined;
    expiresAt: Date;
  },
) {
  await db.insert(portalSessions).values({ accountId, ...values });
}

/** The live portal session of a token. */
// unscoped: a token names its session, whose account is not known before it is found.
export async function findLiveSession(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(portalSessions)
    .where(
      and(
        eq(portalSessions.tokenHash, tokenHash),
        isNull(portalSessions.revokedAt),
        gt(portalSessions.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Use keeps a session alive: its end moves on, at most once an hour. */
export async function extendSession(db: Executor, accountId: number, id: number, expiresAt: Date) {
  await db
    .update(portalSessions)
    .set({ lastUsedAt: new Date(), expiresAt })
    .where(
      and(
        ofAccount(portalSessions, accountId),
        eq(portalSessions.id, id),
        lt(portalSessions.lastUsedAt, sql`now() - interval '1 hour'`),
      ),
    );
}

export async function revokeSession(db: Executor, accountId: number, id: number) {
  await db
    .update(portalSessions)
    .set({ revokedAt: new Date() })
    .where(and(ofAccount(portalSessions, accountId), eq(portalSessions.id, id)));
}

/** Ends every portal session of a contact (a new password set by the coach). */
export async function revokeContactSessions(db: Executor, accountId: number, contactId: number) {
  await db
    .update(portalSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        ofAccount(portalSessions, accountId),
        eq(portalSessions.contactId, contactId),
        isNull(portalSessions.revokedAt),
      ),
    );
}

/** A new password link; the contact's older unused links stop working. */
export async function insertLink(
  db: Executor,
  accountId: number,
  values: { contactId: number; tokenHash: string; expiresAt: Date },
) {
  await db
    .update(portalLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        ofAccount(portalLinks, accountId),
        eq(portalLinks.contactId, values.contactId),
        isNull(portalLinks.usedAt),
      ),
    );
  await db.insert(portalLinks).values({ accountId, ...values });
}

/** Spends a live link: answers its contact, once; nothing for a used, old or unknown one. */
// unscoped: a mailed token names its link, whose account is not known before it is found.
export async function claimLink(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(portalLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(portalLinks.tokenHash, tokenHash),
        isNull(portalLinks.usedAt),
        gt(portalLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ accountId: portalLinks.accountId, contactId: portalLinks.contactId });
  return row;
}
