import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { leaveContactRows } from '../contacts/contact-assets';
import { escapeLike } from '../contacts/contacts.filters';
import { sendsOf, unsubscribedSend } from '../messaging/messaging.filters';
import {
  type SequenceMessageRow,
  type SequenceRow,
  type SequenceSubscriberRow,
  sequenceDeliveries,
  sequenceMessages,
  sequenceSubscribers,
  sequences,
} from './sequences.tables';

const active = sql`${sequenceSubscribers.status} = 'active'`;

// Schedules --------------------------------------------------------------------------------

export type Schedule = Pick<
  SequenceMessageRow,
  'scheduleMode' | 'delayDays' | 'sendTime' | 'sendOn'
>;

/**
 * When a message goes for a subscriber whose wait began at `anchor` (an SQL moment), in the
 * location's time zone: on its date at its time (at once when that has passed); else so many
 * days after the anchor, at its time of that day (the next day's when that is before the
 * anchor: a first message "day 0 at 09:00" added at 10:00 goes tomorrow at 09:00).
 */
// unscoped: an expression of a schedule, reads no rows.
export function wakeOf(schedule: Schedule, anchor: SQL, timeZone: string): SQL {
  const local = (day: SQL, time: string) =>
    sql`((${day}) + ${time}::time) at time zone ${timeZone}`;
  if (schedule.scheduleMode === 'fixed' && schedule.sendOn)
    return sql`greatest(${local(sql`${schedule.sendOn}::date`, schedule.sendTime ?? '00:00')}, ${anchor})`;
  const days = schedule.delayDays;
  if (!schedule.sendTime) return sql`(${anchor}) + ${days}::int * interval '1 day'`;
  const day = (extra: number) =>
    sql`(((${anchor}) at time zone ${timeZone})::date + ${days + extra}::int)`;
  return sql`case when ${local(day(0), schedule.sendTime)} < (${anchor})
    then ${local(day(1), schedule.sendTime)} else ${local(day(0), schedule.sendTime)} end`;
}

// Sequences --------------------------------------------------------------------------------

export type SequenceFilter = { search?: string | undefined; folderId?: number | undefined };

export async function pageOfSequences(
  db: Executor,
  accountId: number,
  filter: SequenceFilter,
  page: { page: number; perPage: number } | null,
) {
  const where = and(
    ofAccount(sequences, accountId),
    filter.search ? sql`${sequences.title} ilike ${`%${escapeLike(filter.search)}%`}` : undefined,
    filter.folderId === undefined
      ? undefined
      : filter.folderId === 0
        ? isNull(sequences.folderId)
        : eq(sequences.folderId, filter.folderId),
  );
  const listed = db
    .select()
    .from(sequences)
    .where(where)
    .orderBy(...(page ? [desc(sequences.ordering), desc(sequences.id)] : [asc(sequences.title)]));
  const [rows, [total]] = await Promise.all([
    page ? listed.limit(page.perPage).offset((page.page - 1) * page.perPage) : listed,
    db.select({ n: count() }).from(sequences).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSequence(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(sequences)
    .where(and(ofAccount(sequences, accountId), eq(sequences.id, id)));
  return row;
}

export async function insertSequence(
  db: Executor,
  accountId: number,
  values: { title: string; folderId: number | null; createdBy: number; scheduledAt?: Date | null },
) {
  const [row] = await db
    .insert(sequences)
    .values({
      accountId,
      ...values,
      ordering: sql`(select coalesce(max(ordering), 0) + 1 from ${sequences} where account_id = ${accountId}::int)`,
    })
    .returning();
  return row!;
}

export async function updateSequence(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<Pick<SequenceRow, 'title' | 'status' | 'scheduledAt'>>,
) {
  const [row] = await db
    .update(sequences)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(sequences, accountId), eq(sequences.id, id)))
    .returning();
  return row;
}

export async function deleteSequence(db: Executor, accountId: number, id: number) {
  await db.delete(sequences).where(and(ofAccount(sequences, accountId), eq(sequences.id, id)));
}

export type SequenceCounts = {
  messages: number;
  emails: number;
  sms: number;
  active: number;
  completed: number;
};

/** Each sequence's messages by type and its contacts on it and through it. */
export async function countsOf(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, SequenceCounts>();
  const rows = await rowsOf<SequenceCounts & { id: number }>(
    db,
    sql`select s.id,
      (select count(*)::int from ${sequenceMessages} m where m.account_id = s.account_id and m.sequence_id = s.id) as messages,
      (select count(*)::int from ${sequenceMessages} m where m.account_id = s.account_id and m.sequence_id = s.id and m.type = 'email') as emails,
      (select count(*)::int from ${sequenceMessages} m where m.account_id = s.account_id and m.sequence_id = s.id and m.type = 'sms') as sms,
      (select count(*)::int from ${sequenceSubscribers} u where u.account_id = s.account_id and u.sequence_id = s.id and u.status = 'active') as active,
      (select count(*)::int from ${sequenceSubscribers} u where u.account_id = s.account_id and u.sequence_id = s.id and u.status = 'completed') as completed
    from ${sequences} s where s.account_id = ${accountId}::int and ${inArray(sql`s.id`, ids)}`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

// Messages ---------------------------------------------------------------------------------

export function messagesOf(db: Executor, accountId: number, sequenceId: number) {
  return db
    .select()
    .from(sequenceMessages)
    .where(and(ofAccount(sequenceMessages, accountId), eq(sequenceMessages.sequenceId, sequenceId)))
    .orderBy(asc(sequenceMessages.position), asc(sequenceMessages.id));
}

export async function findMessage(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(sequenceMessages)
    .where(and(ofAccount(sequenceMessages, accountId), eq(sequenceMessages.id, id)));
  return row;
}

/** Each message's subscribers waiting for it and the subscribers it was sent to. */
export async function messageCountsOf(db: Executor, accountId: number, sequenceId: number) {
  const rows = await rowsOf<{ id: number; waiting: number; sent: number }>(
    db,
    sql`select m.id,
      (select count(*)::int from ${sequenceSubscribers} u where u.account_id = m.account_id
        and u.message_id = m.id and u.status = 'active') as waiting,
      (select count(distinct d.subscriber_id)::int from ${sequenceDeliveries} d where d.account_id = m.account_id
        and d.message_id = m.id and d.step is not null) as sent
    from ${sequenceMessages} m where m.account_id = ${accountId}::int and m.sequence_id = ${sequenceId}::int`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

export async function insertMessage(
  db: Executor,
  accountId: number,
  values: Omit<typeof sequenceMessages.$inferInsert, 'accountId' | 'id'>,
) {
  const [row] = await db
    .insert(sequenceMessages)
    .values({ accountId, ...values })
    .returning();
  return row!;
}

export async function updateMessage(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<typeof sequenceMessages.$inferInsert>,
) {
  const [row] = await db
    .update(sequenceMessages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(sequenceMessages, accountId), eq(sequenceMessages.id, id)))
    .returning();
  return row;
}

/** Numbers a sequence's messages 0, 1, 2… in the order given. */
export async function renumber(db: Executor, accountId: number, orderedIds: number[]) {
  if (orderedIds.length === 0) return;
  await db.execute(sql`update ${sequenceMessages} m set position = o.position - 1
    from unnest(${sql.param(orderedIds)}::int[]) with ordinality as o(id, position)
    where m.account_id = ${accountId}::int and m.id = o.id`);
}

export async function deleteMessage(db: Executor, accountId: number, id: number) {
  await db
    .delete(sequenceMessages)
    .where(and(ofAccount(sequenceMessages, accountId), eq(sequenceMessages.id, id)));
}

/** Copies a sequence's messages to another. */
export async function copyMessages(db: Executor, accountId: number, fromId: number, toId: number) {
  await db.execute(sql`insert into ${sequenceMessages}
      (account_id, sequence_id, position, type, subject, body, schedule_mode, delay_days, send_time, send_on)
    select account_id, ${toId}::int, position, type, subject, body, schedule_mode, delay_days, send_time, send_on
    from ${sequenceMessages} where account_id = ${accountId}::int and sequence_id = ${fromId}::int
    order by position, id`);
}

// Subscribers ------------------------------------------------------------------------------

/**
 * Adds the contacts (a subquery of ids) at the first message, due at `wake`; those on it
 * already stay where they are. Answers how many were added.
 */
export async function subscribe(
  db: Executor,
  accountId: number,
  sequenceId: number,
  first: SequenceMessageRow,
  contactIds: SQL,
  anchor: Date,
  timeZone: string,
) {
  const at = sql`${anchor.toISOString()}::timestamptz`;
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with added as (
      insert into ${sequenceSubscribers} (account_id, sequence_id, contact_id, status, message_id, anchor_at, wake_at)
      select ${accountId}::int, ${sequenceId}::int, c.id, 'active', ${first.id}::int, ${at}, ${wakeOf(first, at, timeZone)}
      from ${contactIds} c(id)
      on conflict do nothing
      returning id
    ) select count(*)::int as n from added`,
  );
  return rows[0]?.n ?? 0;
}

/** How many of the contacts (a subquery of ids) are not on the sequence now. */
export async function countNotSubscribed(
  db: Executor,
  accountId: number,
  sequenceId: number,
  contactIds: SQL,
) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${contactIds} c(id) where not exists (
      select 1 from ${sequenceSubscribers} u where u.account_id = ${accountId}::int
        and u.sequence_id = ${sequenceId}::int and u.contact_id = c.id and u.status = 'active')`,
  );
  return rows[0]?.n ?? 0;
}

/** Stops the active subscribers among the contacts (a subquery of ids) where they are. */
export async function unsubscribe(
  db: Executor,
  accountId: number,
  sequenceId: number,
  contactIds: SQL,
  now: Date,
) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with stopped as (
      update ${sequenceSubscribers} set status = 'removed', finished_at = ${now.toISOString()}::timestamptz
      where account_id = ${accountId}::int and sequence_id = ${sequenceId}::int
        and status = 'active' and contact_id in ${contactIds}
      returning id
    ) select count(*)::int as n from stopped`,
  );
  return rows[0]?.n ?? 0;
}

/** Deletes the contacts' places on the sequence, past ones too, with what they were sent. */
export async function deleteSubscribers(
  db: Executor,
  accountId: number,
  sequenceId: number,
  contactIds: number[],
) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with gone as (
      delete from ${sequenceSubscribers} where account_id = ${accountId}::int
        and sequence_id = ${sequenceId}::int and contact_id = any(${arrayParam(contactIds)}::bigint[])
      returning contact_id
    ) select count(distinct contact_id)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * The active subscribers waiting for a message (all of the sequence's when null) wait for
 * `message` instead (null: they are done), their time counted again from their anchor, or
 * from `anchor` when given.
 */
export async function reschedule(
  db: Executor,
  accountId: number,
  where: { sequenceId: number; messageId?: number; notStarted?: boolean },
  message: SequenceMessageRow | null,
  timeZone: string,
  anchor?: Date,
) {
  const scope = and(
    ofAccount(sequenceSubscribers, accountId),
    active,
    eq(sequenceSubscribers.sequenceId, where.sequenceId),
    where.messageId === undefined ? undefined : eq(sequenceSubscribers.messageId, where.messageId),
    where.notStarted ? eq(sequenceSubscribers.steps, 0) : undefined,
  );
  if (!message) {
    await db
      .update(sequenceSubscribers)
      .set({ status: 'completed', messageId: null, finishedAt: anchor ?? new Date() })
      .where(scope);
    return;
  }
  const from = anchor
    ? sql`${anchor.toISOString()}::timestamptz`
    : sql`${sequenceSubscribers.anchorAt}`;
  await db
    .update(sequenceSubscribers)
    .set({
      messageId: message.id,
      ...(anchor ? { anchorAt: anchor } : {}),
      wakeAt: wakeOf(message, from, timeZone),
    })
    .where(scope);
}

/** The subscribers waiting for a message go now. */
export async function dueNow(db: Executor, accountId: number, messageId: number, now: Date) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with due as (
      update ${sequenceSubscribers} set wake_at = ${now.toISOString()}::timestamptz
      where account_id = ${accountId}::int and message_id = ${messageId}::int and status = 'active'
      returning id
    ) select count(*)::int as n from due`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Takes up to `limit` subscribers that are due (active, their time come, their sequence
 * active), locked for the caller's transaction; ones another process holds are skipped.
 */
// unscoped: the engine serves every location's due subscribers, each then in its own account.
export async function claimDue(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(sequenceSubscribers)
    .where(
      and(
        active,
        sql`${sequenceSubscribers.wakeAt} <= ${now.toISOString()}::timestamptz`,
        sql`exists (select 1 from ${sequences} s where s.id = ${sequenceSubscribers.sequenceId} and s.status = 'active')`,
      ),
    )
    .orderBy(asc(sequenceSubscribers.wakeAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export type Delivery = {
  subscriber: SequenceSubscriberRow;
  sendId: number | null;
  detail: string;
};

/**
 * Records what a step sent each subscriber (once per subscriber and step) and moves them on:
 * to `next` counted from `now`, or finished. The subscribers were locked by the caller.
 */
// unscoped: the subscribers' own rows, as claimDue took them; each one's account goes with it.
export async function advance(
  db: Executor,
  message: SequenceMessageRow,
  deliveries: Delivery[],
  next: SequenceMessageRow | null,
  now: Date,
  timeZone: string,
) {
  if (deliveries.length === 0) return;
  await db
    .insert(sequenceDeliveries)
    .values(
      deliveries.map((d) => ({
        accountId: d.subscriber.accountId,
        sequenceId: d.subscriber.sequenceId,
        messageId: message.id,
        subscriberId: d.subscriber.id,
        contactId: d.subscriber.contactId,
        step: d.subscriber.steps,
        sendId: d.sendId,
        detail: d.detail,
      })),
    )
    .onConflictDoNothing();
  const at = sql`${now.toISOString()}::timestamptz`;
  const ids = arrayParam(deliveries.map((d) => d.subscriber.id));
  await db.execute(
    next
      ? sql`update ${sequenceSubscribers} set steps = steps + 1, message_id = ${next.id}::int,
          anchor_at = ${at}, wake_at = ${wakeOf(next, at, timeZone)}
        where id = any(${ids}::bigint[])`
      : sql`update ${sequenceSubscribers} set steps = steps + 1, message_id = null,
          status = 'completed', finished_at = ${at}
        where id = any(${ids}::bigint[])`,
  );
}

/** Ends a subscriber whose step failed, with the reason. */
// unscoped: the subscriber's own row, as claimDue took it.
export async function fail(db: Executor, id: number, reason: string, now: Date) {
  await db
    .update(sequenceSubscribers)
    .set({ status: 'failed', detail: reason, finishedAt: now })
    .where(eq(sequenceSubscribers.id, id));
}

/** Records a message resent to subscribers (no step: a resend is on top of the sequence). */
export async function recordResends(
  db: Executor,
  accountId: number,
  message: SequenceMessageRow,
  sent: { subscriberId: number; contactId: number; sendId: number | null; detail: string }[],
) {
  if (sent.length === 0) return;
  await db.insert(sequenceDeliveries).values(
    sent.map((s) => ({
      accountId,
      sequenceId: message.sequenceId,
      messageId: message.id,
      subscriberId: s.subscriberId,
      contactId: s.contactId,
      sendId: s.sendId,
      detail: s.detail,
    })),
  );
}

/**
 * The latest subscriber of each contact a message was sent to by a step, with whether that
 * send was opened: whom a resend goes to.
 */
export async function recipientsOf(
  db: Executor,
  accountId: number,
  messageId: number,
  onlyUnopened: boolean,
) {
  return rowsOf<{ subscriber_id: number; contact_id: number }>(
    db,
    sql`select distinct on (d.contact_id) d.subscriber_id, d.contact_id
      from ${sequenceDeliveries} d
      ${sendsOf('d')}
      where d.account_id = ${accountId}::int and d.message_id = ${messageId}::int and d.step is not null
        and d.send_id is not null
        ${onlyUnopened ? sql`and s.opened_at is null` : sql``}
      order by d.contact_id, d.id desc`,
  );
}

export type SubscriberFilter = {
  sequenceId?: number;
  contactId?: number;
  status?: SequenceSubscriberRow['status'] | undefined;
  search?: string | undefined;
};

export async function pageOfSubscribers(
  db: Executor,
  accountId: number,
  filter: SubscriberFilter,
  page: { page: number; perPage: number },
  contactSearch: (search: string) => SQL,
) {
  const where = and(
    ofAccount(sequenceSubscribers, accountId),
    filter.sequenceId === undefined
      ? undefined
      : eq(sequenceSubscribers.sequenceId, filter.sequenceId),
    filter.contactId === undefined
      ? undefined
      : eq(sequenceSubscribers.contactId, filter.contactId),
    filter.status ? eq(sequenceSubscribers.status, filter.status) : undefined,
    filter.search
      ? sql`${sequenceSubscribers.contactId} in ${contactSearch(filter.search)}`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sequenceSubscribers)
      .where(where)
      .orderBy(desc(sequenceSubscribers.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(sequenceSubscribers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many messages each subscriber was sent by its steps. */
export async function sentCountsOf(db: Executor, accountId: number, subscriberIds: number[]) {
  if (subscriberIds.length === 0) return new Map<number, number>();
  const rows = await rowsOf<{ id: number; n: number }>(
    db,
    sql`select subscriber_id as id, count(*)::int as n from ${sequenceDeliveries}
      where account_id = ${accountId}::int and subscriber_id = any(${arrayParam(subscriberIds)}::bigint[])
        and step is not null and send_id is not null
      group by subscriber_id`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.n]));
}

export function titlesOf(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: sequences.id, title: sequences.title })
    .from(sequences)
    .where(and(ofAccount(sequences, accountId), inArray(sequences.id, ids)));
}

export function messagesByIds(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(sequenceMessages)
    .where(and(ofAccount(sequenceMessages, accountId), inArray(sequenceMessages.id, ids)));
}

// Analytics --------------------------------------------------------------------------------

/** What became of the sends of the deliveries the condition picks (`d` the delivery). */
const countsSql = sql`
  (count(d.send_id) filter (where s.status <> 'failed' and s.sent_at is not null))::int as sent,
  (count(*) filter (where s.delivered_at is not null or s.opened_at is not null))::int as delivered,
  (count(*) filter (where s.opened_at is not null))::int as opened,
  (count(*) filter (where s.clicked_at is not null))::int as clicked,
  (count(*) filter (where ${unsubscribedSend}))::int as unsubscribed,
  (count(*) filter (where s.status = 'bounced'))::int as bounced,
  (count(*) filter (where s.status = 'failed'))::int as failed,
  (count(*) filter (where d.send_id is null))::int as skipped`;

export type CountsRow = {
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  unsubscribed: number;
  bounced: number;
  failed: number;
  skipped: number;
};

/** Counts per message of the sequence (its deliveries of every kind). */
export async function countsByMessage(db: Executor, accountId: number, sequenceId: number) {
  const rows = await rowsOf<CountsRow & { message_id: number }>(
    db,
    sql`select d.message_id, ${countsSql}
      from ${sequenceDeliveries} d
      ${sendsOf('d')}
      where d.account_id = ${accountId}::int and d.sequence_id = ${sequenceId}::int
      group by d.message_id`,
  );
  return new Map(rows.map((r) => [Number(r.message_id), r]));
}

/** Sends, opens and clicks per day of the location's calendar since `since`. */
export async function dailyOf(
  db: Executor,
  accountId: number,
  sequenceId: number,
  since: Date,
  timeZone: string,
) {
  return rowsOf<{ date: string; sent: number; opened: number; clicked: number }>(
    db,
    sql`select to_char((d.created_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as date,
        (count(d.send_id))::int as sent,
        (count(*) filter (where s.opened_at is not null))::int as opened,
        (count(*) filter (where s.clicked_at is not null))::int as clicked
      from ${sequenceDeliveries} d
      ${sendsOf('d')}
      where d.account_id = ${accountId}::int and d.sequence_id = ${sequenceId}::int
        and d.created_at >= ${since.toISOString()}::timestamptz
      group by 1 order by 1`,
  );
}

export type MessageSubscriberRow = {
  id: number;
  contact_id: number;
  step: number | null;
  detail: string;
  created_at: Date | string;
  status: string | null;
  opened_at: Date | string | null;
  clicked_at: Date | string | null;
  unsubscribed: boolean;
};

export async function pageOfMessageSubscribers(
  db: Executor,
  accountId: number,
  messageId: number,
  filter: {
    event?: 'opened' | 'clicked' | 'not_opened' | 'failed' | undefined;
    search?: string | undefined;
  },
  page: { page: number; perPage: number },
  contactSearch: (search: string) => SQL,
) {
  const event = {
    opened: sql`and s.opened_at is not null`,
    clicked: sql`and s.clicked_at is not null`,
    not_opened: sql`and s.id is not null and s.opened_at is null`,
    failed: sql`and (s.id is null or s.status in ('failed', 'bounced'))`,
  };
  const where = sql`d.account_id = ${accountId}::int and d.message_id = ${messageId}::int
    ${filter.event ? event[filter.event] : sql``}
    ${filter.search ? sql`and d.contact_id in ${contactSearch(filter.search)}` : sql``}`;
  const from = sql`from ${sequenceDeliveries} d ${sendsOf('d')}`;
  const rows = await rowsOf<MessageSubscriberRow>(
    db,
    sql`select d.id, d.contact_id, d.step, d.detail, d.created_at, s.status, s.opened_at, s.clicked_at,
        ${unsubscribedSend} as unsubscribed
      ${from} where ${where}
      order by d.id desc limit ${page.perPage}::int offset ${(page.page - 1) * page.perPage}::int`,
  );
  const [total] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n ${from} where ${where}`,
  );
  return { rows, total: total?.n ?? 0 };
}

/** The days ahead (the location's calendar) a message goes out on, with how many each. */
export async function upcomingOf(
  db: Executor,
  accountId: number,
  messageId: number,
  timeZone: string,
) {
  return rowsOf<{ date: string; count: number; next_at: Date | string }>(
    db,
    sql`select to_char((wake_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as date,
        count(*)::int as count, min(wake_at) as next_at
      from ${sequenceSubscribers}
      where account_id = ${accountId}::int and message_id = ${messageId}::int and status = 'active'
      group by 1 order by 1 limit 60`,
  );
}

// Contacts moving and merging --------------------------------------------------------------

/** Contacts moving to another location leave their places and deliveries here. */
export async function leaveSequences(db: Executor, accountId: number, contactIds: SQL) {
  await leaveContactRows(db, sequenceSubscribers, accountId, contactIds);
}

/**
 * A merge: the merged contacts' places become the survivor's; an active place on a sequence
 * the survivor is on already ends, as the survivor's goes on.
 */
export async function reassignSequences(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  if (fromIds.length === 0) return;
  const ofMerged = and(
    ofAccount(sequenceSubscribers, accountId),
    inArray(sequenceSubscribers.contactId, fromIds),
  );
  await db.execute(sql`update ${sequenceSubscribers} set status = 'removed', finished_at = now()
    where ${ofMerged} and ${active} and exists (
      select 1 from ${sequenceSubscribers} o where o.account_id = ${sequenceSubscribers.accountId}
        and o.sequence_id = ${sequenceSubscribers.sequenceId} and o.status = 'active'
        and (o.contact_id = ${toId}::bigint
          or (o.contact_id = any(${sql.param(fromIds)}::bigint[]) and o.id > ${sequenceSubscribers.id})))`);
  await db.update(sequenceSubscribers).set({ contactId: toId }).where(ofMerged);
  await db
    .update(sequenceDeliveries)
    .set({ contactId: toId })
    .where(
      and(ofAccount(sequenceDeliveries, accountId), inArray(sequenceDeliveries.contactId, fromIds)),
    );
}
