import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { offsetOf } from '../../platform/pagination';
import { deliveryEvents, messageSends } from './messaging.tables';

// The send records of broadcasts: written all at once when a send starts, then claimed,
// delivered and settled in batches by the broadcast's run (features/broadcasts), which alone
// delivers them: the one-message delivery job never takes one.

const ofBroadcast = (accountId: number, broadcastId: number) =>
  and(ofAccount(messageSends, accountId), eq(messageSends.broadcastId, broadcastId));

/**
 * One queued record per eligible row of `recipients` (a subquery with id, email, has_email,
 * enabled and eligible, as contacts.filters' contactEmailRows makes), in id order; answers how
 * many were made and why the others were left out.
 */
export async function insertBroadcastSends(
  db: Executor,
  accountId: number,
  send: { broadcastId: number; userId: number | null; from: string; replyTo: string | null },
  recipients: SQL,
) {
  const [row] = await rowsOf<{
    made: number;
    no_email: number;
    switched_off: number;
    suppressed: number;
  }>(
    db,
    sql`with chosen as materialized (select * from ${recipients} r), made as (
      insert into ${messageSends} (account_id, contact_id, broadcast_id, user_id, channel, source,
        to_address, from_address, reply_to, subject, body, status)
      select ${accountId}::int, chosen.id, ${send.broadcastId}::int, ${send.userId}::int,
        'email', 'broadcast', chosen.email, ${send.from}, ${send.replyTo}, '', '', 'queued'
      from chosen where chosen.eligible order by chosen.id
      returning 1
    )
    select (select count(*) from made)::int as made,
      (count(*) filter (where not has_email))::int as no_email,
      (count(*) filter (where has_email and not enabled))::int as switched_off,
      (count(*) filter (where has_email and enabled and not eligible))::int as suppressed
    from chosen`,
  );
  return row!;
}

/** Claims the broadcast's next queued records, at most `limit`, in id order. */
export async function claimBroadcastSends(
  db: Executor,
  accountId: number,
  broadcastId: number,
  limit: number,
) {
  const m = messageSends;
  const rows = await rowsOf<{
    id: number;
    attempts: number;
    to_address: string;
    contact_id: number | string | null;
  }>(
    db,
    sql`with next as (
      select id from ${m}
      where ${m.broadcastId} = ${broadcastId}::int and ${m.status} = 'queued'
        and ${m.accountId} = ${accountId}::int and ${m.claimedAt} is null
      order by id limit ${limit}::int
      for update skip locked
    )
    update ${m} set claimed_at = now(), attempts = ${m.attempts} + 1
    from next where ${m.id} = next.id
    returning ${m.id} as id, ${m.attempts} as attempts, ${m.toAddress} as to_address,
      ${m.contactId} as contact_id`,
  );
  // node-postgres answers a bigint as text, PGlite as a number.
  return rows.map((row) => ({
    ...row,
    contact_id: row.contact_id === null ? null : Number(row.contact_id),
  }));
}

export type SettledSend =
  | { id: number; status: 'sent'; subject: string; messageId: string; providerId: string | null }
  | { id: number; status: 'failed' | 'queued'; subject: string; messageId: string; error: string };

/** Records what became of a batch; a `queued` outcome goes back for a later batch. */
export async function settleBroadcastSends(
  db: Executor,
  accountId: number,
  provider: string,
  outcomes: SettledSend[],
) {
  const m = messageSends;
  const values = JSON.stringify(
    outcomes.map((o) => ({
      id: o.id,
      status: o.status,
      subject: o.subject,
      message_id: o.messageId,
      provider_id: o.status === 'sent' ? o.providerId : null,
      error: o.status === 'sent' ? null : o.error.slice(0, 2000),
    })),
  );
  await db.execute(sql`update ${m} set
      status = v.status,
      subject = v.subject,
      message_id = v.message_id,
      provider = case when v.status = 'sent' then ${provider} else ${m.provider} end,
      provider_id = v.provider_id,
      error = v.error,
      claimed_at = null,
      sent_at = case when v.status = 'sent' then now() else ${m.sentAt} end
    from jsonb_to_recordset(${values}::jsonb)
      as v(id int, status text, subject text, message_id text, provider_id text, error text)
    where ${m.id} = v.id and ${m.accountId} = ${accountId}::int`);
}

/** The batch a dead run had claimed goes back to the queue: it is sent again, once. */
export async function releaseBroadcastClaims(
  db: Executor,
  accountId: number,
  broadcastId: number,
): Promise<number> {
  const rows = await db
    .update(messageSends)
    .set({ claimedAt: null })
    .where(
      and(
        ofBroadcast(accountId, broadcastId),
        eq(messageSends.status, 'queued'),
        sql`${messageSends.claimedAt} is not null`,
      ),
    )
    .returning({ id: messageSends.id });
  return rows.length;
}

/** Whether any record of the broadcast is still to be sent. */
export async function hasQueuedBroadcastSends(
  db: Executor,
  accountId: number,
  broadcastId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: messageSends.id })
    .from(messageSends)
    .where(and(ofBroadcast(accountId, broadcastId), eq(messageSends.status, 'queued')))
    .limit(1);
  return row !== undefined;
}

/** Fails every record of the broadcast still queued; answers how many. */
export async function failQueuedBroadcastSends(
  db: Executor,
  accountId: number,
  broadcastId: number,
  error: string,
): Promise<number> {
  const failed = await db
    .update(messageSends)
    .set({ status: 'failed', error, claimedAt: null })
    .where(and(ofBroadcast(accountId, broadcastId), eq(messageSends.status, 'queued')))
    .returning({ id: messageSends.id });
  return failed.length;
}

/** Opened, clicked and bounced counts of each broadcast, from its records. */
export async function broadcastEngagement(db: Executor, accountId: number, broadcastIds: number[]) {
  if (broadcastIds.length === 0)
    return new Map<number, { opened: number; clicked: number; bounced: number }>();
  const m = messageSends;
  const rows = await db
    .select({
      broadcastId: m.broadcastId,
      opened: sql<number>`(count(*) filter (where ${m.opens} > 0))::int`,
      clicked: sql<number>`(count(*) filter (where ${m.clicks} > 0))::int`,
      bounced: sql<number>`(count(*) filter (where ${m.status} = 'bounced'))::int`,
    })
    .from(m)
    .where(and(ofAccount(m, accountId), inArray(m.broadcastId, broadcastIds)))
    .groupBy(m.broadcastId);
  return new Map(rows.map((r) => [r.broadcastId!, r]));
}

export type BroadcastSendFilter = {
  broadcastId?: number | undefined;
  contactId?: number | undefined;
  opened?: 'yes' | 'no' | undefined;
  /** A condition on the record's contact id (a search among contacts). */
  contactIds?: SQL | undefined;
  /** Part of the address. */
  address?: string | undefined;
};

/** A page of broadcast records, newest first or (`oldestFirst`) in the send's order. */
export async function pageOfBroadcastSends(
  db: Executor,
  accountId: number,
  filter: BroadcastSendFilter,
  page: { page: number; per_page: number },
  order: 'newest' | 'oldest' = 'newest',
) {
  const m = messageSends;
  const where = and(
    ofAccount(m, accountId),
    sql`${m.broadcastId} is not null`,
    filter.broadcastId ? eq(m.broadcastId, filter.broadcastId) : undefined,
    filter.contactId ? eq(m.contactId, filter.contactId) : undefined,
    filter.opened === 'yes' ? sql`${m.opens} > 0` : undefined,
    filter.opened === 'no' ? sql`${m.opens} = 0` : undefined,
    filter.contactIds || filter.address
      ? sql`(${filter.contactIds ? sql`${m.contactId} in ${filter.contactIds}` : sql`false`} or ${
          filter.address ? sql`lower(${m.toAddress}) like ${`%${filter.address}%`}` : sql`false`
        })`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(m)
      .where(where)
      .orderBy(order === 'newest' ? desc(m.id) : m.id)
      .limit(page.per_page)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(m).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Opens and clicks of a broadcast's messages per hour or day of the time zone. */
export async function broadcastActivity(
  db: Executor,
  accountId: number,
  broadcastId: number,
  bucket: 'hour' | 'day',
  timeZone: string,
) {
  const e = deliveryEvents;
  const m = messageSends;
  return rowsOf<{ at: string; opened: number; clicked: number }>(
    db,
    sql`select to_char(date_trunc(${bucket}, ${e.createdAt} at time zone ${timeZone}), 'YYYY-MM-DD"T"HH24:MI') as at,
      (count(*) filter (where ${e.type} = 'opened'))::int as opened,
      (count(*) filter (where ${e.type} = 'clicked'))::int as clicked
    from ${e} join ${m} on ${m.accountId} = ${e.accountId} and ${m.id} = ${e.sendId}
    where ${m.accountId} = ${accountId}::int and ${m.broadcastId} = ${broadcastId}::int
      and ${e.type} in ('opened', 'clicked')
    group by 1 order by 1`,
  );
}
