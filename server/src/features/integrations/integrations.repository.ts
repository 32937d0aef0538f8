import type { TwilioConnectionStatus } from '@coachline/contract/integrations';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { type ActivityWindow, belowPosition } from '../../platform/activity';
import { smsInbound, twilioConnections } from './integrations.tables';

export type TwilioConnectionRow = typeof twilioConnections.$inferSelect;

export async function findConnection(db: Executor, accountId: number) {
  const [row] = await db
    .select()
    .from(twilioConnections)
    .where(ofAccount(twilioConnections, accountId));
  return row;
}

/** New credentials are not verified yet: the connection waits for update-twilio-connection. */
export async function saveConnection(
  db: Executor,
  accountId: number,
  credentials: { accountSid: string; authTokenSealed: string; fromNumber: string },
) {
  const [row] = await db
    .insert(twilioConnections)
    .values({ accountId, ...credentials })
    .onConflictDoUpdate({
      target: twilioConnections.accountId,
      set: {
        ...credentials,
        status: 'pending',
        lastError: null,
        verifiedAt: null,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function settleConnection(
  db: Executor,
  accountId: number,
  outcome: { status: Exclude<TwilioConnectionStatus, 'pending'>; error: string | null },
) {
  const [row] = await db
    .update(twilioConnections)
    .set({
      status: outcome.status,
      lastError: outcome.error?.slice(0, 2000) ?? null,
      ...(outcome.status === 'connected' ? { verifiedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(ofAccount(twilioConnections, accountId))
    .returning();
  return row!;
}

export async function deleteConnection(db: Executor, accountId: number): Promise<boolean> {
  const rows = await db
    .delete(twilioConnections)
    .where(ofAccount(twilioConnections, accountId))
    .returning({ id: twilioConnections.id });
  return rows.length > 0;
}

// unscoped: an inbound SMS names the location only by the number it was sent to.
export async function findConnectedByNumber(db: Executor, number: string) {
  const [row] = await db
    .select()
    .from(twilioConnections)
    .where(
      and(eq(twilioConnections.fromNumber, number), eq(twilioConnections.status, 'connected')),
    );
  return row;
}

/** Another location's connection holding the number, which a location may not connect too. */
export async function numberConnectedElsewhere(db: Executor, accountId: number, number: string) {
  const row = await findConnectedByNumber(db, number);
  return row !== undefined && row.accountId !== accountId;
}

/** Stores an inbound SMS once; Twilio's retry of the same message answers undefined. */
export async function insertInbound(
  db: Executor,
  accountId: number,
  message: {
    contactId: number | null;
    fromNumber: string;
    toNumber: string;
    body: string;
    messageSid: string;
  },
) {
  const [row] = await db
    .insert(smsInbound)
    .values({ accountId, ...message })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The activity feed's replies: the location's inbound SMS, newest first, below `before`. */
export async function inboundActivity(db: Executor, accountId: number, window: ActivityWindow) {
  return db
    .select({
      id: smsInbound.id,
      contactId: smsInbound.contactId,
      createdAt: smsInbound.createdAt,
      detail: sql<string>`left(${smsInbound.body}, 140)`,
    })
    .from(smsInbound)
    .where(and(ofAccount(smsInbound, accountId), belowPosition(smsInbound.id, window)))
    .orderBy(desc(smsInbound.id))
    .limit(window.limit);
}
