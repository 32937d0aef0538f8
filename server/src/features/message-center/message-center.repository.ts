import type {
  ConversationChannel,
  ConversationFilter,
  MessageDirection,
} from '@coachline/contract/message-center';
import type { SendStatus } from '@coachline/contract/messaging';
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { selectedContactIds } from '../contacts/contacts.filters';
import { smsReceivedRows } from '../integrations/integrations.filters';
import { smsSentRows } from '../messaging/messaging.filters';
import { conversationStates, portalMessages, scheduledMessages } from './message-center.tables';

// Conversations are read from a channel's source of messages, a subquery with the columns id,
// contact_id, direction, body, created_at, status, error, user_id, from_number: the SMS sent
// (messaging's filters) and received (integrations' filters), or the portal messages. Every
// statement here reads either the same way.

export type MessageRow = {
  id: number;
  contactId: number | null;
  direction: MessageDirection;
  body: string;
  createdAt: Date;
  status: SendStatus | null;
  error: string | null;
  userId: number | null;
  fromNumber: string | null;
};

const dateOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

function messageOf(row: Record<string, unknown>): MessageRow {
  return {
    id: Number(row.id),
    contactId: numberOrNull(row.contact_id),
    direction: row.direction as MessageDirection,
    body: String(row.body),
    createdAt: dateOf(row.created_at),
    status: (row.status as SendStatus | null) ?? null,
    error: (row.error as string | null) ?? null,
    userId: numberOrNull(row.user_id),
    fromNumber: (row.from_number as string | null) ?? null,
  };
}

/** The account's portal messages as a source of conversation messages. */
function portalMessageRows(accountId: number): SQL {
  return sql`select ${portalMessages.id} as id, ${portalMessages.contactId} as contact_id,
      ${portalMessages.direction} as direction, ${portalMessages.body} as body,
      ${portalMessages.createdAt} as created_at, null::text as status, null::text as error,
      ${portalMessages.userId} as user_id, null::text as from_number
    from ${portalMessages}
    where ${portalMessages.accountId} = ${accountId}::int`;
}

/** The channel's messages of the account, both ways. */
function sourceOf(accountId: number, channel: ConversationChannel): SQL {
  return channel === 'sms'
    ? sql`${smsSentRows(accountId)} union all ${smsReceivedRows(accountId)}`
    : portalMessageRows(accountId);
}

/**
 * A page of the channel's messages, newest first: a contact's (a conversation), or those
 * received from anyone.
 */
export async function pageOfMessages(
  db: Executor,
  accountId: number,
  channel: ConversationChannel,
  of: { contactId: number } | { direction: MessageDirection },
  page: { page: number; per_page: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const source = sourceOf(accountId, channel);
  const where =
    'contactId' in of
      ? sql`m.contact_id = ${of.contactId}::bigint`
      : sql`m.direction = ${of.direction}`;
  const [rows, totals] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`select * from (${source}) m where ${where}
        order by m.created_at desc, m.id desc
        limit ${page.per_page} offset ${(page.page - 1) * page.per_page}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${source}) m where ${where}`),
  ]);
  return { rows: rows.map(messageOf), total: Number(totals[0]?.n ?? 0) };
}

/** An SMS the account sent to a contact, by the id of its send record. */
export async function findSentSms(db: Executor, accountId: number, sendId: number) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select * from (${smsSentRows(accountId)}) m where m.id = ${sendId}::int`,
  );
  return row ? messageOf(row) : undefined;
}

export type ConversationRow = {
  contactId: number;
  lastBody: string;
  lastDirection: MessageDirection;
  lastAt: Date;
  unread: number;
  archived: boolean;
};

/**
 * One row per contact with messages in the source: the last message, the unread count (inbound
 * after the read mark, at least one when marked unread) and whether it is archived (archived
 * with no inbound message since), among the live contacts `where` selects (the search).
 */
function conversationsOf(accountId: number, channel: ConversationChannel, contacts: SQL): SQL {
  const s = conversationStates;
  return sql`with m as (
      select * from (${sourceOf(accountId, channel)}) src where src.contact_id in ${contacts}),
    last as (
      select distinct on (m.contact_id) m.contact_id, m.body, m.direction, m.created_at
      from m order by m.contact_id, m.created_at desc, m.id desc),
    inbound as (
      select m.contact_id, max(m.created_at) as last_in,
        count(*) filter (where st.read_until is null or m.created_at > st.read_until)::int as n
      from m left join ${s} st on st.account_id = ${accountId}::int
        and st.contact_id = m.contact_id and st.channel = ${channel}
      where m.direction = 'inbound' group by m.contact_id)
    select last.contact_id, last.body, last.direction, last.created_at,
      greatest(coalesce(inbound.n, 0), case when st.marked_unread then 1 else 0 end) as unread,
      (st.archived_at is not null and (inbound.last_in is null or inbound.last_in <= st.archived_at))
        as archived
    from last
      left join inbound on inbound.contact_id = last.contact_id
      left join ${s} st on st.account_id = ${accountId}::int
        and st.contact_id = last.contact_id and st.channel = ${channel}`;
}

const filterOf: Record<ConversationFilter, SQL> = {
  inbox: sql`not c.archived`,
  unread: sql`c.unread > 0 and not c.archived`,
  archived: sql`c.archived`,
  all: sql`true`,
};

/** A page of the conversations, latest message first, with the total the filter keeps. */
export async function pageOfConversations(
  db: Executor,
  accountId: number,
  channel: ConversationChannel,
  where: SQL,
  filter: ConversationFilter,
  page: { page: number; per_page: number },
): Promise<{ rows: ConversationRow[]; total: number }> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select c.*, count(*) over ()::int as total
      from (${conversationsOf(accountId, channel, selectedContactIds(accountId, where))}) c
      where ${filterOf[filter]}
      order by c.created_at desc, c.contact_id desc
      limit ${page.per_page} offset ${(page.page - 1) * page.per_page}`,
  );
  const total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0] && page.page > 1) {
    const [counted] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from (${conversationsOf(accountId, channel, selectedContactIds(accountId, where))}) c
        where ${filterOf[filter]}`,
    );
    return { rows: [], total: Number(counted?.n ?? 0) };
  }
  return {
    total,
    rows: rows.map((row) => ({
      contactId: Number(row.contact_id),
      lastBody: String(row.body),
      lastDirection: row.direction as MessageDirection,
      lastAt: dateOf(row.created_at),
      unread: Number(row.unread),
      archived: row.archived === true,
    })),
  };
}

export type ConversationTotals = {
  unread: number;
  unreadConversations: number;
  conversations: number;
  archived: number;
};

/** The totals of the conversations: unread messages, conversations, archived ones. */
export async function conversationTotals(
  db: Executor,
  accountId: number,
  channel: ConversationChannel,
): Promise<ConversationTotals> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(c.unread) filter (where not c.archived), 0)::int as unread,
        count(*) filter (where c.unread > 0 and not c.archived)::int as unread_conversations,
        count(*) filter (where not c.archived)::int as conversations,
        count(*) filter (where c.archived)::int as archived
      from (${conversationsOf(accountId, channel, selectedContactIds(accountId, sql`true`))}) c`,
  );
  return {
    unread: Number(row?.unread ?? 0),
    unreadConversations: Number(row?.unread_conversations ?? 0),
    conversations: Number(row?.conversations ?? 0),
    archived: Number(row?.archived ?? 0),
  };
}

/** Messages each way today and this week (from Monday) in the time zone. */
export async function messageCounts(
  db: Executor,
  accountId: number,
  channel: ConversationChannel,
  timeZone: string,
) {
  const local = (value: SQL) => sql`(${value} at time zone ${timeZone})`;
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select
        count(*) filter (where m.direction = 'outbound' and ${local(sql`m.created_at`)}::date = ${local(sql`now()`)}::date)::int as sent_today,
        count(*) filter (where m.direction = 'inbound' and ${local(sql`m.created_at`)}::date = ${local(sql`now()`)}::date)::int as received_today,
        count(*) filter (where m.direction = 'outbound')::int as sent_week,
        count(*) filter (where m.direction = 'inbound')::int as received_week
      from (${sourceOf(accountId, channel)}) m
      where m.contact_id is not null
        and ${local(sql`m.created_at`)} >= date_trunc('week', ${local(sql`now()`)})`,
  );
  return {
    sentToday: Number(row?.sent_today ?? 0),
    receivedToday: Number(row?.received_today ?? 0),
    sentWeek: Number(row?.sent_week ?? 0),
    receivedWeek: Number(row?.received_week ?? 0),
  };
}

export type StateChange = { read: boolean } | { archived: boolean };

/** Writes the read mark or the archive mark of the contacts' conversations on the channel. */
export async function setStates(
  db: Executor,
  accountId: number,
  channel: ConversationChannel,
  contactIds: number[],
  change: StateChange,
) {
  if (contactIds.length === 0) return;
  const now = new Date();
  const set =
    'read' in change
      ? change.read
        ? { readUntil: now, markedUnread: false }
        : { markedUnread: true }
      : { archivedAt: change.archived ? now : null };
  await db
    .insert(conversationStates)
    .values(contactIds.map((contactId) => ({ accountId, contactId, channel, ...set })))
    .onConflictDoUpdate({
      target: [
        conversationStates.accountId,
        conversationStates.contactId,
        conversationStates.channel,
      ],
      set,
    });
}

// Portal messages

export async function insertPortalMessage(
  db: Executor,
  accountId: number,
  message: { contactId: number; direction: MessageDirection; body: string; userId: number | null },
) {
  const [row] = await db
    .insert(portalMessages)
    .values({ accountId, ...message })
    .returning();
  return row!;
}

/** A page of one contact's portal chat, newest first, before a message when given. */
export function portalChatPage(
  db: Executor,
  accountId: number,
  contactId: number,
  beforeId: number | undefined,
  limit: number,
) {
  return db
    .select()
    .from(portalMessages)
    .where(
      and(
        ofAccount(portalMessages, accountId),
        eq(portalMessages.contactId, contactId),
        beforeId === undefined ? undefined : lt(portalMessages.id, beforeId),
      ),
    )
    .orderBy(desc(portalMessages.id))
    .limit(limit);
}

/** The contact read what the coaches wrote them. */
export async function markPortalChatRead(db: Executor, accountId: number, contactId: number) {
  await db
    .update(portalMessages)
    .set({ readAt: new Date() })
    .where(
      and(
        ofAccount(portalMessages, accountId),
        eq(portalMessages.contactId, contactId),
        eq(portalMessages.direction, 'outbound'),
        isNull(portalMessages.readAt),
      ),
    );
}

// Scheduled messages

export async function insertScheduled(
  db: Executor,
  accountId: number,
  values: {
    contactId: number;
    channel: ConversationChannel;
    body: string;
    sendAt: Date;
    userId: number;
  },
) {
  const [row] = await db
    .insert(scheduledMessages)
    .values({ accountId, ...values })
    .returning();
  return row!;
}

const waiting = (accountId: number, channel?: ConversationChannel, contactId?: number) =>
  and(
    ofAccount(scheduledMessages, accountId),
    isNull(scheduledMessages.sentAt),
    channel ? eq(scheduledMessages.channel, channel) : undefined,
    contactId !== undefined ? eq(scheduledMessages.contactId, contactId) : undefined,
  );

/** A page of the messages still waiting, soonest first. */
export async function pageOfScheduled(
  db: Executor,
  accountId: number,
  filter: { channel?: ConversationChannel | undefined; contactId?: number | undefined },
  page: { page: number; per_page: number },
) {
  const where = waiting(accountId, filter.channel, filter.contactId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(scheduledMessages)
      .where(where)
      .orderBy(asc(scheduledMessages.sendAt), asc(scheduledMessages.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ n: count() }).from(scheduledMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countScheduled(
  db: Executor,
  accountId: number,
  channel: ConversationChannel,
) {
  const [row] = await db
    .select({ n: count() })
    .from(scheduledMessages)
    .where(waiting(accountId, channel));
  return row?.n ?? 0;
}

/** Deletes the waiting messages with these ids (of the channel when given); answers how many. */
export async function deleteScheduled(
  db: Executor,
  accountId: number,
  ids: number[],
  channel?: ConversationChannel,
) {
  const rows = await db
    .delete(scheduledMessages)
    .where(and(waiting(accountId, channel), inArray(scheduledMessages.id, ids)))
    .returning({ id: scheduledMessages.id });
  return rows.length;
}

// unscoped: the sweep visits every location's messages whose time has come, each then on its own.
export async function dueScheduled(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(scheduledMessages)
    .where(and(isNull(scheduledMessages.sentAt), lte(scheduledMessages.sendAt, now)))
    .orderBy(asc(scheduledMessages.sendAt), asc(scheduledMessages.id))
    .limit(limit);
}

/**
 * Takes a waiting message: true when this call took it, false when another did before. Run in
 * the transaction that sends it, so both happen or neither.
 */
export async function claimScheduled(db: Executor, accountId: number, id: number) {
  const rows = await db
    .update(scheduledMessages)
    .set({ sentAt: new Date() })
    .where(and(waiting(accountId), eq(scheduledMessages.id, id)))
    .returning({ id: scheduledMessages.id });
  return rows.length > 0;
}

export async function recordOutcome(db: Executor, accountId: number, id: number, outcome: string) {
  await db
    .update(scheduledMessages)
    .set({ outcome })
    .where(and(ofAccount(scheduledMessages, accountId), eq(scheduledMessages.id, id)));
}
