import type { PageQuery } from '@coachline/contract/api';
import type {
  DeliveryEventType,
  SendChannel,
  SendStatus,
  SuppressionType,
} from '@coachline/contract/messaging';
import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { type ActivityWindow, belowPosition } from '../../platform/activity';
import { offsetOf } from '../../platform/pagination';
import { deliveryJobsOf } from './delivery-job';
import { deliveryEvents, messageSends, type SendSource, suppressions } from './messaging.tables';

export type SendRow = typeof messageSends.$inferSelect;
export type NewSend = Pick<
  typeof messageSends.$inferInsert,
  'contactId' | 'userId' | 'channel' | 'source' | 'toAddress' | 'body'
> &
  /** `id`: one of `reserveSendIds`, when the body names its own send (a tracked email). */
  Partial<Pick<SendRow, 'id' | 'fromAddress' | 'replyTo' | 'subject' | 'textBody' | 'messageId'>>;

const nextSendId = sql`nextval(pg_get_serial_sequence('message_sends', 'id'))`;

/** Ids for sends not written yet: a tracked email's links name their send before it is kept. */
// unscoped: ids of a sequence, before any row or account.
export async function reserveSendIds(db: Executor, count: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select ${nextSendId}::int as id from generate_series(1, ${count}::int)`,
  );
  return rows.map((row) => Number(row.id));
}

// A send and its delivery run the statements below once each, so they are prepared.
const sendValues = () =>
  ({
    id: sql`coalesce(${sql.placeholder('id')}::int, ${nextSendId})`,
    accountId: sql.placeholder('accountId'),
    contactId: sql.placeholder('contactId'),
    userId: sql.placeholder('userId'),
    channel: sql.placeholder('channel'),
    source: sql.placeholder('source'),
    toAddress: sql.placeholder('toAddress'),
    fromAddress: sql.placeholder('fromAddress'),
    replyTo: sql.placeholder('replyTo'),
    subject: sql.placeholder('subject'),
    body: sql.placeholder('body'),
    textBody: sql.placeholder('textBody'),
    messageId: sql.placeholder('messageId'),
  }) as const;

const insertSendStatement = preparedStatement('message_sends_insert', (db) =>
  db.insert(messageSends).values(sendValues()).returning(),
);

// The send and its delivery job in one statement: one round trip, and never one without the other.
const insertQueuedSendStatement = preparedStatement('message_sends_insert_queued', (db) => {
  const inserted = db
    .$with('inserted')
    .as(db.insert(messageSends).values(sendValues()).returning());
  const job = db.$with('delivery_job', {}).as(deliveryJobsOf(sql`inserted`));
  return db.with(inserted, job).select().from(inserted);
});

/**
 * Writes a send record; with `queued`, its delivery job too, in the same statement (the queue
 * must exist: `jobs.declare`).
 */
export async function insertSend(
  db: Executor,
  accountId: number,
  send: NewSend,
  options: { queued?: boolean } = {},
) {
  const statement = options.queued ? insertQueuedSendStatement(db) : insertSendStatement(db);
  const [row] = await statement.execute({
    id: send.id ?? null,
    accountId,
    contactId: send.contactId ?? null,
    userId: send.userId ?? null,
    channel: send.channel,
    source: send.source,
    toAddress: send.toAddress,
    fromAddress: send.fromAddress ?? null,
    replyTo: send.replyTo ?? null,
    subject: send.subject ?? '',
    body: send.body,
    textBody: send.textBody ?? null,
    messageId: send.messageId ?? null,
  });
  return row!;
}

// A broadcast's sends are delivered by its own run, which takes back what a dead run claimed.
const ownJob = isNull(messageSends.broadcastId);

// The delivery job: it carries the send's id only, and takes the account from the row.

const claimSendStatement = preparedStatement('message_sends_claim', (db) =>
  db
    .update(messageSends)
    .set({ claimedAt: sql`now()`, attempts: sql`${messageSends.attempts} + 1` })
    .where(
      and(
        eq(messageSends.id, sql.placeholder('id')),
        eq(messageSends.status, 'queued'),
        isNull(messageSends.claimedAt),
        ownJob,
      ),
    )
    .returning(),
);

/** Only a queued, unclaimed send is claimed: one run at most hands a message to the provider. */
// unscoped: the delivery job claims a send by its id (the job carries nothing else).
export async function claimSend(db: Executor, id: number): Promise<SendRow | undefined> {
  const [row] = await claimSendStatement(db).execute({ id });
  return row;
}

const settleSentStatement = preparedStatement('message_sends_settle_sent', (db) =>
  db
    .update(messageSends)
    .set({
      status: 'sent',
      provider: sql`${sql.placeholder('provider')}`,
      providerId: sql`${sql.placeholder('providerId')}`,
      error: null,
      claimedAt: null,
      sentAt: sql`now()`,
    })
    .where(eq(messageSends.id, sql.placeholder('id'))),
);

// unscoped: the delivery job records what became of the send it claimed.
export async function settleSend(
  db: Executor,
  id: number,
  outcome:
    | { status: 'sent'; provider: string; providerId: string | null }
    | { status: 'failed'; error: string }
    | { status: 'queued'; error: string },
) {
  if (outcome.status === 'sent') {
    await settleSentStatement(db).execute({
      id,
      provider: outcome.provider,
      providerId: outcome.providerId,
    });
    return;
  }
  await db
    .update(messageSends)
    .set({ status: outcome.status, error: outcome.error.slice(0, 2000), claimedAt: null })
    .where(eq(messageSends.id, id));
}

// unscoped: the sweep looks at every claimed send, whichever account's, for dead claims.
export async function listClaimedSends(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: messageSends.id })
    .from(messageSends)
    .where(and(eq(messageSends.status, 'queued'), isNotNull(messageSends.claimedAt), ownJob))
    .limit(1000);
  return rows.map((r) => r.id);
}

// unscoped: a claim whose run died goes back to the queue, once.
export async function unclaimSend(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(messageSends)
    .set({ claimedAt: null })
    .where(
      and(
        eq(messageSends.id, id),
        eq(messageSends.status, 'queued'),
        isNotNull(messageSends.claimedAt),
      ),
    )
    .returning({ id: messageSends.id });
  return rows.length > 0;
}

// unscoped: at start-up, the queued sends whose job may never have been sent.
export async function listUnclaimedSends(db: Executor, before: Date): Promise<number[]> {
  const rows = await db
    .select({ id: messageSends.id })
    .from(messageSends)
    .where(
      and(
        eq(messageSends.status, 'queued'),
        isNull(messageSends.claimedAt),
        lt(messageSends.createdAt, before),
        ownJob,
      ),
    );
  return rows.map((r) => r.id);
}

// Logs

export type SendFilter = {
  contactId?: number | undefined;
  channel?: SendChannel | undefined;
  status?: SendStatus | undefined;
  source?: SendSource | undefined;
};

const sendFilter = (accountId: number, filter: SendFilter) =>
  and(
    ofAccount(messageSends, accountId),
    filter.contactId === undefined ? undefined : eq(messageSends.contactId, filter.contactId),
    filter.channel ? eq(messageSends.channel, filter.channel) : undefined,
    filter.status ? eq(messageSends.status, filter.status) : undefined,
    filter.source ? eq(messageSends.source, filter.source) : undefined,
  );

/** A page of one of the log tables, newest first, with the count of all that match. */
async function newestFirst<
  T extends typeof messageSends | typeof deliveryEvents | typeof suppressions,
>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  page: PageQuery,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const logTable = table as typeof messageSends;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(logTable)
      .where(where)
      .orderBy(desc(logTable.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(logTable).where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}

export async function pageOfSends(
  db: Executor,
  accountId: number,
  filter: SendFilter,
  page: PageQuery,
): Promise<{ rows: SendRow[]; total: number }> {
  const where = sendFilter(accountId, filter);
  return newestFirst(db, messageSends, where, page);
}

export async function sendsAfter(db: Executor, accountId: number, afterId: number, limit: number) {
  return db
    .select()
    .from(messageSends)
    .where(and(ofAccount(messageSends, accountId), gt(messageSends.id, afterId)))
    .orderBy(messageSends.id)
    .limit(limit);
}

export async function findSend(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(messageSends)
    .where(and(ofAccount(messageSends, accountId), eq(messageSends.id, id)));
  return row;
}

/** The sends of the account among `ids` (another feature's log names them). */
export async function sendsByIds(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(messageSends)
    .where(and(ofAccount(messageSends, accountId), inArray(messageSends.id, ids)));
}

export async function deleteSends(
  db: Executor,
  accountId: number,
  contactId: number,
  ids: number[] | undefined,
): Promise<number> {
  const rows = await db
    .delete(messageSends)
    .where(
      and(
        ofAccount(messageSends, accountId),
        eq(messageSends.contactId, contactId),
        ids ? inArray(messageSends.id, ids) : undefined,
      ),
    )
    .returning({ id: messageSends.id });
  return rows.length;
}

export async function pageOfEvents(
  db: Executor,
  accountId: number,
  filter: { contactId?: number | undefined; sendId?: number | undefined },
  page: PageQuery,
) {
  const where = and(
    ofAccount(deliveryEvents, accountId),
    filter.sendId === undefined ? undefined : eq(deliveryEvents.sendId, filter.sendId),
    filter.contactId === undefined
      ? undefined
      : inArray(
          deliveryEvents.sendId,
          db
            .select({ id: messageSends.id })
            .from(messageSends)
            .where(
              and(ofAccount(messageSends, accountId), eq(messageSends.contactId, filter.contactId)),
            ),
        ),
  );
  return newestFirst(db, deliveryEvents, where, page);
}

// Delivery events

// unscoped: a tracking link names the send by its signed token, which carries its id alone.
export async function findSendById(db: Executor, id: number) {
  const [row] = await db.select().from(messageSends).where(eq(messageSends.id, id));
  return row;
}

// unscoped: a provider's event names the message only by the Message-ID we gave it.
export async function findSendByMessageId(db: Executor, messageId: string) {
  const [row] = await db.select().from(messageSends).where(eq(messageSends.messageId, messageId));
  return row;
}

// unscoped: a provider's status callback names the message only by the provider's id of it.
export async function findSendByProviderId(db: Executor, provider: string, providerId: string) {
  const [row] = await db
    .select()
    .from(messageSends)
    .where(and(eq(messageSends.providerId, providerId), eq(messageSends.provider, provider)));
  return row;
}

/** The states an event moves a message on from; from any other, only its counters change. */
const movesFrom: Record<DeliveryEventType, SendStatus[]> = {
  delivered: ['queued', 'sent'],
  opened: ['queued', 'sent', 'delivered'],
  clicked: ['queued', 'sent', 'delivered', 'opened'],
  bounced: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent', 'delivered'],
  complained: [],
  unsubscribed: [],
  resubscribed: [],
};
const statusOf: Record<DeliveryEventType, SendStatus | null> = {
  delivered: 'delivered',
  opened: 'opened',
  clicked: 'clicked',
  bounced: 'bounced',
  failed: 'failed',
  complained: null,
  unsubscribed: null,
  resubscribed: null,
};

/** Records the event and moves the message's status and counters on. */
// unscoped: the account is the send row's own, and every statement is scoped by it.
export async function applyEvent(
  db: Executor,
  send: Pick<SendRow, 'id' | 'accountId'>,
  type: DeliveryEventType,
  detail: string | null,
) {
  const target = statusOf[type];
  const from = movesFrom[type];
  const s = messageSends;
  await db.insert(deliveryEvents).values({
    accountId: send.accountId,
    sendId: send.id,
    type,
    detail: detail?.slice(0, 2000),
  });
  const changes = {
    ...(target && from.length > 0
      ? {
          status: sql`case when ${inArray(s.status, from)} then ${target} else ${s.status} end`,
        }
      : {}),
    ...(type === 'delivered' ? { deliveredAt: sql`coalesce(${s.deliveredAt}, now())` } : {}),
    ...(type === 'opened' || type === 'clicked'
      ? {
          opens: sql`${s.opens} + ${type === 'opened' ? 1 : 0}`,
          openedAt: sql`coalesce(${s.openedAt}, now())`,
        }
      : {}),
    ...(type === 'clicked'
      ? { clicks: sql`${s.clicks} + 1`, clickedAt: sql`coalesce(${s.clickedAt}, now())` }
      : {}),
    ...(type === 'bounced' || type === 'failed' ? { error: detail?.slice(0, 2000) ?? null } : {}),
  };
  // A complaint, an unsubscribe or a resubscribe is an event of the message and changes nothing of it.
  if (Object.keys(changes).length === 0) return;
  await db
    .update(s)
    .set(changes)
    .where(and(ofAccount(s, send.accountId), eq(s.id, send.id)));
}

// Suppressions

const suppressionStatement = preparedStatement('suppressions_of_address', (db) =>
  db
    .select({ type: suppressions.type })
    .from(suppressions)
    .where(
      and(
        eq(suppressions.accountId, sql.placeholder('accountId')),
        eq(suppressions.address, sql.placeholder('address')),
      ),
    )
    .limit(1),
);

export async function suppressionOf(db: Executor, accountId: number, address: string) {
  const [row] = await suppressionStatement(db).execute({ accountId, address });
  return row?.type;
}

/** The addresses among these on one of the location's lists, with the list. */
export async function suppressedAmong(db: Executor, accountId: number, addresses: string[]) {
  if (addresses.length === 0) return new Map<string, SuppressionType>();
  const rows = await db
    .select({ address: suppressions.address, type: suppressions.type })
    .from(suppressions)
    .where(and(eq(suppressions.accountId, accountId), inArray(suppressions.address, addresses)));
  return new Map(rows.map((r) => [r.address, r.type]));
}

/** Puts the address on one list; false when it was on it already. */
export async function addSuppression(
  db: Executor,
  accountId: number,
  type: SuppressionType,
  address: string,
  reason: string | null,
): Promise<boolean> {
  const rows = await db
    .insert(suppressions)
    .values({ accountId, type, address, reason: reason?.slice(0, 2000) })
    .onConflictDoNothing()
    .returning({ id: suppressions.id });
  return rows.length > 0;
}

/** The address's row on one list of the location. */
const onList = (accountId: number, type: SuppressionType, address: string) =>
  and(
    ofAccount(suppressions, accountId),
    eq(suppressions.type, type),
    eq(suppressions.address, address),
  );

/** Takes the address off one list; false when it was not on it. */
export async function removeSuppression(
  db: Executor,
  accountId: number,
  type: SuppressionType,
  address: string,
): Promise<boolean> {
  const rows = await db
    .delete(suppressions)
    .where(onList(accountId, type, address))
    .returning({ id: suppressions.id });
  return rows.length > 0;
}

export async function isSuppressedAs(
  db: Executor,
  accountId: number,
  type: SuppressionType,
  address: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: suppressions.id })
    .from(suppressions)
    .where(onList(accountId, type, address));
  return row !== undefined;
}

export async function pageOfSuppressions(
  db: Executor,
  accountId: number,
  type: SuppressionType,
  page: PageQuery,
) {
  const where = and(ofAccount(suppressions, accountId), eq(suppressions.type, type));
  return newestFirst(db, suppressions, where, page);
}

// The report

export async function statusTotals(db: Executor, accountId: number, since: Date) {
  return db
    .select({ status: messageSends.status, n: count() })
    .from(messageSends)
    .where(
      and(
        ofAccount(messageSends, accountId),
        eq(messageSends.channel, 'email'),
        gte(messageSends.createdAt, since),
      ),
    )
    .groupBy(messageSends.status);
}

export async function complaintsSince(db: Executor, accountId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(deliveryEvents)
    .where(
      and(
        ofAccount(deliveryEvents, accountId),
        eq(deliveryEvents.type, 'complained'),
        gte(deliveryEvents.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Per day in the time zone: email sent, opened and bounced (by the day it was queued). */
export async function dailyCounts(db: Executor, accountId: number, since: Date, timeZone: string) {
  const day = sql<string>`to_char(${messageSends.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({
        date: day,
        sent: sql<number>`count(*) filter (where ${messageSends.sentAt} is not null)::int`,
        opened: sql<number>`count(*) filter (where ${messageSends.openedAt} is not null)::int`,
        bounced: sql<number>`count(*) filter (where ${messageSends.status} = 'bounced')::int`,
      })
      .from(messageSends)
      .where(
        and(
          ofAccount(messageSends, accountId),
          eq(messageSends.channel, 'email'),
          gte(messageSends.createdAt, since),
        ),
      )
      // By position: the day's expression carries the zone as a parameter, which PostgreSQL would
      // not match with a second copy of it.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

// The activity feed's sources (messaging.service.ts): newest first by id, below `before`.

export async function sendActivity(db: Executor, accountId: number, window: ActivityWindow) {
  const s = messageSends;
  return db
    .select({
      id: s.id,
      channel: s.channel,
      contactId: s.contactId,
      createdAt: s.createdAt,
      detail: sql<string>`case when ${s.channel} = 'sms' then left(${s.body}, 140) else ${s.subject} end`,
    })
    .from(s)
    .where(and(ofAccount(s, accountId), ne(s.source, 'test'), belowPosition(s.id, window)))
    .orderBy(desc(s.id))
    .limit(window.limit);
}

/** The events the feed shows: what became of an address, not of one message. */
const addressEvents = ['bounced', 'unsubscribed', 'resubscribed'] as const;

export async function addressEventActivity(
  db: Executor,
  accountId: number,
  window: ActivityWindow,
) {
  const e = deliveryEvents;
  const s = messageSends;
  return db
    .select({
      id: e.id,
      type: sql<(typeof addressEvents)[number]>`${e.type}`,
      createdAt: e.createdAt,
      reason: e.detail,
      contactId: s.contactId,
      address: s.toAddress,
    })
    .from(e)
    .innerJoin(s, and(eq(s.accountId, e.accountId), eq(s.id, e.sendId)))
    .where(
      and(
        ofAccount(e, accountId),
        inArray(e.type, [...addressEvents]),
        belowPosition(e.id, window),
      ),
    )
    .orderBy(desc(e.id))
    .limit(window.limit);
}
