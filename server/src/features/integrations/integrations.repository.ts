import type { TwilioConnectionStatus } from '@coachline/contract/integrations';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { type ActivityWindow, belowPosition } from '../../platform/activity';
import {
  apiTokens,
  automationWebhooks,
  smsInbound,
  twilioConnections,
} from './integrations.tables';

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

// Automation webhooks

export function listWebhooks(db: Executor, accountId: number) {
  return db
    .select()
    .from(automationWebhooks)
    .where(ofAccount(automationWebhooks, accountId))
    .orderBy(desc(automationWebhooks.id));
}

export async function findWebhook(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(automationWebhooks)
    .where(and(ofAccount(automationWebhooks, accountId), eq(automationWebhooks.id, id)));
  return row;
}

/** The webhook of a secret address, whichever location it is. */
// unscoped: the address is all a post carries; the row names its location.
export async function webhookOfKey(db: Executor, key: string) {
  const [row] = await db.select().from(automationWebhooks).where(eq(automationWebhooks.key, key));
  return row;
}

export async function insertWebhook(
  db: Executor,
  accountId: number,
  values: { name: string; key: string; tab: string | null; tagIds: number[] },
) {
  const [row] = await db
    .insert(automationWebhooks)
    .values({ accountId, ...values })
    .returning();
  return row!;
}

export async function updateWebhook(
  db: Executor,
  accountId: number,
  id: number,
  values: { name: string; tab: string | null; tagIds: number[] },
) {
  const [row] = await db
    .update(automationWebhooks)
    .set(values)
    .where(and(ofAccount(automationWebhooks, accountId), eq(automationWebhooks.id, id)))
    .returning();
  return row;
}

export async function deleteWebhook(db: Executor, accountId: number, id: number) {
  await db
    .delete(automationWebhooks)
    .where(and(ofAccount(automationWebhooks, accountId), eq(automationWebhooks.id, id)));
}

export async function countReceived(db: Executor, accountId: number, id: number) {
  await db
    .update(automationWebhooks)
    .set({
      receivedCount: sql`${automationWebhooks.receivedCount} + 1`,
      lastReceivedAt: new Date(),
    })
    .where(and(ofAccount(automationWebhooks, accountId), eq(automationWebhooks.id, id)));
}

// API tokens

export async function liveApiToken(db: Executor, accountId: number) {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(ofAccount(apiTokens, accountId), isNull(apiTokens.revokedAt)));
  return row;
}

/** The live token of a hash, whichever location it is. */
// unscoped: the token is all an automation platform's call carries; the row names its location.
export async function apiTokenOfHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)));
  return row;
}

export async function revokeApiTokens(db: Executor, accountId: number) {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(ofAccount(apiTokens, accountId), isNull(apiTokens.revokedAt)));
}

export async function insertApiToken(
  db: Executor,
  accountId: number,
  values: { tokenHash: string; hint: string; createdBy: number },
) {
  const [row] = await db
    .insert(apiTokens)
    .values({ accountId, ...values })
    .returning();
  return row!;
}

export async function touchApiToken(db: Executor, accountId: number, id: number) {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: new Date() })
    .where(and(ofAccount(apiTokens, accountId), eq(apiTokens.id, id)));
}
