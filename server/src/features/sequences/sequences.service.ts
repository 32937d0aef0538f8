import type { Paginated } from '@coachline/contract/api';
import type { ContactSelection } from '@coachline/contract/contacts';
import {
  type addMessageBody,
  type DeliveryCounts,
  type MessageSubscriber,
  maxSequenceMessages,
  type Sequence,
  type SequenceMessage,
  type SequenceMessageType,
  type SequenceSubscriber,
  type SubscriberStatus,
  type sequenceListQuery,
  type subscribersQuery,
  type updateMessageBody,
  sequenceMessages as words,
} from '@coachline/contract/sequences';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import { dayIn, momentIn } from '../../platform/clock';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { presentPage } from '../../platform/pagination';
import * as accounts from '../accounts/accounts.service';
import { contactSearch, selectedContactIds } from '../contacts/contacts.filters';
import * as contacts from '../contacts/contacts.service';
import { assetFolder } from '../folders/folders.service';
import { nextMessage, resendMessage, subscribeContacts } from './sequences.engine';
import * as repo from './sequences.repository';
import type { SequenceMessageRow, SequenceRow, SequenceSubscriberRow } from './sequences.tables';

// Sequences (issue 15 §3): the list, the messages and their schedules, contacts added and
// removed, and what became of the messages. The engine (sequences.engine.ts) sends them.

export { runDueSequenceSteps, startSequenceEngine, subscribeContacts } from './sequences.engine';
export { leaveSequences, reassignSequences, titlesOf, unsubscribe } from './sequences.repository';

/** What names a message in lists: an email's subject, the start of an SMS. */
export const messageTitle = (m: Pick<SequenceMessageRow, 'type' | 'subject' | 'body'>) =>
  m.type === 'email' ? m.subject : m.body.length > 60 ? `${m.body.slice(0, 57)}…` : m.body;

async function presentSequences(deps: Deps, accountId: number, rows: SequenceRow[]) {
  const counts = await repo.countsOf(
    deps.db,
    accountId,
    rows.map((r) => r.id),
  );
  return rows.map((row): Sequence => {
    const n = counts.get(row.id);
    return {
      id: row.id,
      title: row.title,
      status: row.status,
      folder_id: row.folderId,
      ordering: row.ordering,
      scheduled_at: row.scheduledAt?.toISOString() ?? null,
      messages_count: n?.messages ?? 0,
      email_count: n?.emails ?? 0,
      sms_count: n?.sms ?? 0,
      active_count: n?.active ?? 0,
      completed_count: n?.completed ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

async function presentOne(deps: Deps, accountId: number, row: SequenceRow) {
  return (await presentSequences(deps, accountId, [row]))[0]!;
}

const presentMessage = (
  row: SequenceMessageRow,
  counts: { waiting: number; sent: number } | undefined,
): SequenceMessage => ({
  id: row.id,
  sequence_id: row.sequenceId,
  position: row.position,
  type: row.type,
  subject: row.subject,
  body: row.body,
  schedule_mode: row.scheduleMode,
  delay_days: row.delayDays,
  send_time: row.sendTime,
  send_on: row.sendOn,
  waiting_count: counts?.waiting ?? 0,
  sent_count: counts?.sent ?? 0,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

async function presentMessages(deps: Deps, accountId: number, sequenceId: number) {
  const [rows, counts] = await Promise.all([
    repo.messagesOf(deps.db, accountId, sequenceId),
    repo.messageCountsOf(deps.db, accountId, sequenceId),
  ]);
  return rows.map((row) => presentMessage(row, counts.get(row.id)));
}

async function sequenceOf(db: Executor, ctx: RequestContext, id: number) {
  const row = await repo.findSequence(db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

/** One of the sequence's messages; another's (or another location's) is 404. */
async function messageOf(db: Executor, ctx: RequestContext, sequenceId: number, id: number) {
  const row = await repo.findMessage(db, ctx.accountId, id);
  if (!row || row.sequenceId !== sequenceId) throw notFound();
  return row;
}

const touch = (db: Executor, accountId: number, id: number) =>
  repo.updateSequence(db, accountId, id, {});

const sequenceAnswer = async (
  deps: Deps,
  ctx: RequestContext,
  message: string,
  row: SequenceRow,
) => ({
  status: 1 as const,
  message,
  sequence: await presentOne(deps, ctx.accountId, row),
});

// The list ---------------------------------------------------------------------------------

export async function listAll(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'sequences');
  const { rows } = await repo.pageOfSequences(deps.db, ctx.accountId, {}, null);
  return { status: 1 as const, data: await presentSequences(deps, ctx.accountId, rows) };
}

export async function lists(
  deps: Deps,
  ctx: RequestContext,
  query: z.output<typeof sequenceListQuery>,
): Promise<Paginated<Sequence>> {
  authorize(ctx, 'view', 'sequences');
  const { rows, total } = await repo.pageOfSequences(
    deps.db,
    ctx.accountId,
    { search: query.search, folderId: query.folder_id },
    { page: query.page, perPage: query.per_page },
  );
  return presentPage(
    await presentSequences(deps, ctx.accountId, rows),
    total,
    query.page,
    query.per_page,
  );
}

export async function create(
  deps: Deps,
  ctx: RequestContext,
  body: { title: string; folder_id?: number | null | undefined },
) {
  authorize(ctx, 'create', 'sequences');
  const folderId = body.folder_id ?? null;
  if (folderId !== null) await assetFolder(deps, ctx, 'sequences', folderId);
  const row = await repo.insertSequence(deps.db, ctx.accountId, {
    title: body.title,
    folderId,
    createdBy: ctx.user.id,
  });
  return sequenceAnswer(deps, ctx, words.created, row);
}

export async function rename(deps: Deps, ctx: RequestContext, id: number, title: string) {
  authorize(ctx, 'update', 'sequences');
  await sequenceOf(deps.db, ctx, id);
  const row = await repo.updateSequence(deps.db, ctx.accountId, id, { title });
  return sequenceAnswer(deps, ctx, words.renamed, row!);
}

export async function update(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: { title?: string | undefined; status?: 'active' | 'paused' | undefined },
) {
  authorize(ctx, 'update', 'sequences');
  await sequenceOf(deps.db, ctx, id);
  const row = await repo.updateSequence(deps.db, ctx.accountId, id, {
    ...(body.title === undefined ? {} : { title: body.title }),
    ...(body.status === undefined ? {} : { status: body.status }),
  });
  return sequenceAnswer(deps, ctx, words.updated, row!);
}

export async function duplicate(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'create', 'sequences');
  const source = await sequenceOf(deps.db, ctx, id);
  const row = await deps.db.transaction(async (tx) => {
    const copy = await repo.insertSequence(tx, ctx.accountId, {
      title: `${source.title} (copy)`.slice(0, 100),
      folderId: source.folderId,
      createdBy: ctx.user.id,
    });
    await repo.copyMessages(tx, ctx.accountId, source.id, copy.id);
    return copy;
  });
  return sequenceAnswer(deps, ctx, words.duplicated, row);
}

export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', 'sequences');
  await sequenceOf(deps.db, ctx, id);
  await repo.deleteSequence(deps.db, ctx.accountId, id);
  return { status: 1 as const, message: words.deleted };
}

/** Starts the sequence later: those who had no message yet count their first from then. */
export async function scheduleSequence(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  scheduledAt: string,
  now = new Date(),
) {
  authorize(ctx, 'update', 'sequences');
  await sequenceOf(deps.db, ctx, id);
  const start = new Date(scheduledAt);
  if (start <= now) throw fieldError('scheduled_at', words.scheduleInPast);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.updateSequence(tx, ctx.accountId, id, { scheduledAt: start });
    await restartNotStarted(tx, ctx.accountId, id, start);
    return updated!;
  });
  return sequenceAnswer(deps, ctx, words.scheduled, row);
}

/** Without a start time, those who waited for it start now. */
export async function deleteSchedule(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  now = new Date(),
) {
  authorize(ctx, 'update', 'sequences');
  const sequence = await sequenceOf(deps.db, ctx, id);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.updateSequence(tx, ctx.accountId, id, { scheduledAt: null });
    if (sequence.scheduledAt && sequence.scheduledAt > now)
      await restartNotStarted(tx, ctx.accountId, id, now);
    return updated!;
  });
  return sequenceAnswer(deps, ctx, words.scheduleDeleted, row);
}

/** The subscribers who had no message yet wait for the first, counted from `start`. */
async function restartNotStarted(db: Executor, accountId: number, id: number, start: Date) {
  const [first] = await repo.messagesOf(db, accountId, id);
  if (!first) return;
  const zone = await accounts.timeZoneOf(db, accountId);
  await repo.reschedule(db, accountId, { sequenceId: id, notStarted: true }, first, zone, start);
}

// Messages ---------------------------------------------------------------------------------

export async function messages(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'sequences');
  const row = await sequenceOf(deps.db, ctx, id);
  return {
    status: 1 as const,
    sequence: await presentOne(deps, ctx.accountId, row),
    data: await presentMessages(deps, ctx.accountId, id),
    time_zone: await accounts.timeZoneOf(deps.db, ctx.accountId),
  };
}

type MessageFields = Omit<z.output<typeof addMessageBody>, 'index'>;

/** The columns of a message's fields: an SMS has no subject, a delay no date. */
const columnsOf = (body: MessageFields) => ({
  type: body.type,
  subject: body.type === 'email' ? body.subject : '',
  body: body.body,
  scheduleMode: body.schedule_mode,
  delayDays: body.schedule_mode === 'delay' ? body.delay_days : 0,
  sendTime: body.send_time,
  sendOn: body.schedule_mode === 'fixed' ? body.send_on : null,
});

const messageAnswer = async (
  deps: Deps,
  ctx: RequestContext,
  message: string,
  row: SequenceMessageRow,
) => {
  const counts = await repo.messageCountsOf(deps.db, ctx.accountId, row.sequenceId);
  return { status: 1 as const, message, sequence_message: presentMessage(row, counts.get(row.id)) };
};

export async function addMessage(
  deps: Deps,
  ctx: RequestContext,
  sequenceId: number,
  body: z.output<typeof addMessageBody>,
) {
  authorize(ctx, 'update', 'sequences');
  await sequenceOf(deps.db, ctx, sequenceId);
  const row = await deps.db.transaction(async (tx) => {
    const existing = await repo.messagesOf(tx, ctx.accountId, sequenceId);
    if (existing.length >= maxSequenceMessages)
      throw fieldError('type', `A sequence holds at most ${maxSequenceMessages} messages`);
    const index = Math.min(body.index ?? existing.length, existing.length);
    const added = await repo.insertMessage(tx, ctx.accountId, {
      sequenceId,
      position: index,
      ...columnsOf(body),
    });
    const ids = existing.map((m) => m.id);
    ids.splice(index, 0, added.id);
    await repo.renumber(tx, ctx.accountId, ids);
    await touch(tx, ctx.accountId, sequenceId);
    return { ...added, position: index };
  });
  return messageAnswer(deps, ctx, words.messageAdded, row);
}

export async function updateMessage(
  deps: Deps,
  ctx: RequestContext,
  sequenceId: number,
  body: z.output<typeof updateMessageBody>,
) {
  authorize(ctx, 'update', 'sequences');
  await sequenceOf(deps.db, ctx, sequenceId);
  await messageOf(deps.db, ctx, sequenceId, body.message_id);
  const row = await deps.db.transaction(async (tx) => {
    const updated = (await repo.updateMessage(
      tx,
      ctx.accountId,
      body.message_id,
      columnsOf(body),
    ))!;
    // Those waiting for it wait for its new time, from when their wait began.
    const zone = await accounts.timeZoneOf(tx, ctx.accountId);
    await repo.reschedule(tx, ctx.accountId, { sequenceId, messageId: updated.id }, updated, zone);
    await touch(tx, ctx.accountId, sequenceId);
    return updated;
  });
  return messageAnswer(deps, ctx, words.messageUpdated, row);
}

export async function sortMessages(
  deps: Deps,
  ctx: RequestContext,
  sequenceId: number,
  ids: number[],
) {
  authorize(ctx, 'update', 'sequences');
  await sequenceOf(deps.db, ctx, sequenceId);
  await deps.db.transaction(async (tx) => {
    const existing = await repo.messagesOf(tx, ctx.accountId, sequenceId);
    // Another sequence's message (or another location's) is not here to sort.
    if (ids.some((id) => !existing.some((m) => m.id === id))) throw notFound();
    const same =
      ids.length === existing.length &&
      new Set(ids).size === ids.length &&
      existing.every((m) => ids.includes(m.id));
    if (!same) throw fieldError('ids', words.sortIncomplete);
    await repo.renumber(tx, ctx.accountId, ids);
    await touch(tx, ctx.accountId, sequenceId);
  });
  return {
    status: 1 as const,
    message: words.sorted,
    data: await presentMessages(deps, ctx.accountId, sequenceId),
  };
}

export async function deleteMessage(
  deps: Deps,
  ctx: RequestContext,
  sequenceId: number,
  id: number,
) {
  authorize(ctx, 'update', 'sequences');
  await sequenceOf(deps.db, ctx, sequenceId);
  const message = await messageOf(deps.db, ctx, sequenceId, id);
  await deps.db.transaction(async (tx) => {
    const existing = await repo.messagesOf(tx, ctx.accountId, sequenceId);
    // Those waiting for it go on to the next, from when their wait began.
    const zone = await accounts.timeZoneOf(tx, ctx.accountId);
    await repo.reschedule(
      tx,
      ctx.accountId,
      { sequenceId, messageId: id },
      nextMessage(existing, message),
      zone,
    );
    await repo.deleteMessage(tx, ctx.accountId, id);
    await repo.renumber(
      tx,
      ctx.accountId,
      existing.filter((m) => m.id !== id).map((m) => m.id),
    );
    await touch(tx, ctx.accountId, sequenceId);
  });
  return { status: 1 as const, message: words.messageDeleted };
}

export async function schedules(deps: Deps, ctx: RequestContext, messageId: number) {
  authorize(ctx, 'view', 'sequences');
  const row = await repo.findMessage(deps.db, ctx.accountId, messageId);
  if (!row) throw notFound();
  const zone = await accounts.timeZoneOf(deps.db, ctx.accountId);
  const [days, counts] = await Promise.all([
    repo.upcomingOf(deps.db, ctx.accountId, messageId, zone),
    repo.messageCountsOf(deps.db, ctx.accountId, row.sequenceId),
  ]);
  const first = days[0]?.next_at;
  return {
    status: 1 as const,
    data: {
      message: presentMessage(row, counts.get(row.id)),
      upcoming: days.map((d) => ({ date: d.date, count: d.count })),
      next_at: first === undefined ? null : new Date(first).toISOString(),
      time_zone: zone,
    },
  };
}

/** The contacts waiting for a message get it now. */
export async function sendNow(
  deps: Deps,
  ctx: RequestContext,
  sequenceId: number,
  messageId: number,
  now = new Date(),
) {
  authorize(ctx, 'update', 'sequences');
  await sequenceOf(deps.db, ctx, sequenceId);
  await messageOf(deps.db, ctx, sequenceId, messageId);
  const affected = await repo.dueNow(deps.db, ctx.accountId, messageId, now);
  return { status: 1 as const, message: words.sentNow, affected };
}

export async function resend(
  deps: Deps,
  ctx: RequestContext,
  sequenceId: number,
  messageId: number,
  onlyUnopened: boolean,
) {
  authorize(ctx, 'update', 'sequences');
  await sequenceOf(deps.db, ctx, sequenceId);
  const message = await messageOf(deps.db, ctx, sequenceId, messageId);
  const affected = await deps.db.transaction((tx) =>
    resendMessage({ ...deps, db: tx }, ctx, message, onlyUnopened),
  );
  return { status: 1 as const, message: words.resent(affected), affected };
}

// Contacts ---------------------------------------------------------------------------------

export async function addContact(
  deps: Deps,
  ctx: RequestContext,
  sequenceId: number,
  selection: ContactSelection,
  now = new Date(),
) {
  authorize(ctx, 'update', 'sequences');
  await sequenceOf(deps.db, ctx, sequenceId);
  const [first] = await repo.messagesOf(deps.db, ctx.accountId, sequenceId);
  if (!first) throw fieldError('sequence_id', words.noMessages);
  const where = await contacts.selectionWhere(deps.db, ctx, 'add-to-sequence', selection);
  const added = await deps.db.transaction((tx) =>
    subscribeContacts(tx, ctx.accountId, sequenceId, selectedContactIds(ctx.accountId, where), now),
  );
  return { status: 1 as const, message: words.contactsAdded, affected: added };
}

export async function removeContact(
  deps: Deps,
  ctx: RequestContext,
  sequenceId: number,
  selection: ContactSelection,
  now = new Date(),
) {
  authorize(ctx, 'update', 'sequences');
  await sequenceOf(deps.db, ctx, sequenceId);
  const where = await contacts.selectionWhere(deps.db, ctx, 'remove-from-sequence', selection);
  const removed = await repo.unsubscribe(
    deps.db,
    ctx.accountId,
    sequenceId,
    selectedContactIds(ctx.accountId, where),
    now,
  );
  return { status: 1 as const, message: words.contactsRemoved, affected: removed };
}

export async function deleteUsers(
  deps: Deps,
  ctx: RequestContext,
  sequenceId: number,
  contactIds: number[],
) {
  authorize(ctx, 'update', 'sequences');
  await sequenceOf(deps.db, ctx, sequenceId);
  const affected = await repo.deleteSubscribers(deps.db, ctx.accountId, sequenceId, contactIds);
  return { status: 1 as const, message: words.usersDeleted, affected };
}

export async function emailCount(
  deps: Deps,
  ctx: RequestContext,
  sequenceId: number,
  selection: ContactSelection,
) {
  authorize(ctx, 'view', 'sequences');
  await sequenceOf(deps.db, ctx, sequenceId);
  const where = await contacts.selectionWhere(deps.db, ctx, 'add-to-sequence', selection);
  const [count, rows] = await Promise.all([
    repo.countNotSubscribed(
      deps.db,
      ctx.accountId,
      sequenceId,
      selectedContactIds(ctx.accountId, where),
    ),
    repo.messagesOf(deps.db, ctx.accountId, sequenceId),
  ]);
  const of = (type: SequenceMessageType) => rows.filter((m) => m.type === type).length * count;
  return { status: 1 as const, contacts: count, emails: of('email'), sms: of('sms') };
}

/** A contact as lists name them (one deleted since has no name). */
const personOf = (
  id: number,
  c: { firstName: string; lastName: string; email: string | null } | undefined,
) => ({ id, full_name: c ? `${c.firstName} ${c.lastName}`.trim() : '', email: c?.email ?? null });

async function presentSubscribers(
  db: Executor,
  accountId: number,
  rows: SequenceSubscriberRow[],
): Promise<SequenceSubscriber[]> {
  const [people, titles, next, sent] = await Promise.all([
    contacts.contactRowsByIds(db, accountId, [...new Set(rows.map((r) => r.contactId))]),
    repo.titlesOf(db, accountId, [...new Set(rows.map((r) => r.sequenceId))]),
    repo.messagesByIds(db, accountId, [
      ...new Set(rows.flatMap((r) => (r.messageId === null ? [] : [r.messageId]))),
    ]),
    repo.sentCountsOf(
      db,
      accountId,
      rows.map((r) => r.id),
    ),
  ]);
  const contactOf = new Map(people.map((c) => [c.id, c]));
  const titleOf = new Map(titles.map((s) => [s.id, s.title]));
  const messageOf = new Map(next.map((m) => [m.id, m]));
  return rows.map((row) => {
    const message =
      row.status === 'active' && row.messageId !== null ? messageOf.get(row.messageId) : undefined;
    return {
      id: row.id,
      sequence: { id: row.sequenceId, title: titleOf.get(row.sequenceId) ?? '' },
      contact: personOf(row.contactId, contactOf.get(row.contactId)),
      status: row.status,
      next_message: message
        ? { id: message.id, type: message.type, title: messageTitle(message) }
        : null,
      next_at: message ? row.wakeAt.toISOString() : null,
      sent_count: sent.get(row.id) ?? 0,
      detail: row.detail,
      started_at: row.startedAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
    };
  });
}

async function pageOfSubscribers(
  deps: Deps,
  ctx: RequestContext,
  filter: repo.SubscriberFilter,
  query: { page: number; per_page: number },
): Promise<Paginated<SequenceSubscriber>> {
  const { rows, total } = await repo.pageOfSubscribers(
    deps.db,
    ctx.accountId,
    filter,
    { page: query.page, perPage: query.per_page },
    (search) => selectedContactIds(ctx.accountId, contactSearch(search, ctx.phoneCountry)!),
  );
  return presentPage(
    await presentSubscribers(deps.db, ctx.accountId, rows),
    total,
    query.page,
    query.per_page,
  );
}

export async function users(
  deps: Deps,
  ctx: RequestContext,
  sequenceId: number,
  query: {
    page: number;
    per_page: number;
    status?: SubscriberStatus | undefined;
    search?: string | undefined;
  },
) {
  authorize(ctx, 'view', 'sequences');
  await sequenceOf(deps.db, ctx, sequenceId);
  return pageOfSubscribers(
    deps,
    ctx,
    { sequenceId, status: query.status, search: query.search },
    query,
  );
}

export async function contactSequences(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  query: { page: number; per_page: number },
) {
  authorize(ctx, 'view', 'sequences');
  await contacts.contactOf(deps.db, ctx, contactId);
  return pageOfSubscribers(deps, ctx, { contactId }, query);
}

// Analytics --------------------------------------------------------------------------------

const noCounts: DeliveryCounts = {
  sent: 0,
  delivered: 0,
  opened: 0,
  clicked: 0,
  unsubscribed: 0,
  bounced: 0,
  failed: 0,
  skipped: 0,
};

const sum = (rows: DeliveryCounts[]): DeliveryCounts =>
  rows.reduce(
    (total, row) =>
      Object.fromEntries(
        Object.keys(noCounts).map((k) => [
          k,
          total[k as keyof DeliveryCounts] + row[k as keyof DeliveryCounts],
        ]),
      ) as DeliveryCounts,
    noCounts,
  );

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

export async function analytics(
  deps: Deps,
  ctx: RequestContext,
  sequenceId: number,
  type: SequenceMessageType,
) {
  authorize(ctx, 'view', 'sequences');
  await sequenceOf(deps.db, ctx, sequenceId);
  const [rows, byMessage] = await Promise.all([
    repo.messagesOf(deps.db, ctx.accountId, sequenceId),
    repo.countsByMessage(deps.db, ctx.accountId, sequenceId),
  ]);
  const ofType = rows.filter((m) => m.type === type);
  const totals = sum(ofType.map((m) => byMessage.get(m.id) ?? noCounts));
  const base = totals.delivered || totals.sent;
  return {
    status: 1 as const,
    data: {
      type,
      messages: ofType.length,
      ...totals,
      open_rate: percent(totals.opened, base),
      click_rate: percent(totals.clicked, base),
    },
  };
}

export async function detailAnalytics(
  deps: Deps,
  ctx: RequestContext,
  sequenceId: number,
  now = new Date(),
) {
  authorize(ctx, 'view', 'sequences');
  await sequenceOf(deps.db, ctx, sequenceId);
  const zone = await accounts.timeZoneOf(deps.db, ctx.accountId);
  const since = new Date(now.getTime() - 29 * 86_400_000);
  const [rows, byMessage, daily] = await Promise.all([
    repo.messagesOf(deps.db, ctx.accountId, sequenceId),
    repo.countsByMessage(deps.db, ctx.accountId, sequenceId),
    repo.dailyOf(
      deps.db,
      ctx.accountId,
      sequenceId,
      momentIn(zone, dayIn(zone, since), '00:00'),
      zone,
    ),
  ]);
  const perMessage = rows.map((m) => ({
    message_id: m.id,
    position: m.position,
    type: m.type,
    title: messageTitle(m),
    ...(byMessage.get(m.id) ?? noCounts),
  }));
  const dayOf = new Map(daily.map((d) => [d.date, d]));
  const days = Array.from({ length: 30 }, (_, i) =>
    dayIn(zone, new Date(since.getTime() + i * 86_400_000)),
  );
  return {
    status: 1 as const,
    data: {
      totals: sum(perMessage),
      messages: perMessage,
      daily: days.map((date) => ({
        date,
        sent: dayOf.get(date)?.sent ?? 0,
        opened: dayOf.get(date)?.opened ?? 0,
        clicked: dayOf.get(date)?.clicked ?? 0,
      })),
    },
  };
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export async function subscribers(
  deps: Deps,
  ctx: RequestContext,
  sequenceId: number,
  messageId: number,
  query: z.output<typeof subscribersQuery>,
): Promise<Paginated<MessageSubscriber>> {
  authorize(ctx, 'view', 'sequences');
  await sequenceOf(deps.db, ctx, sequenceId);
  await messageOf(deps.db, ctx, sequenceId, messageId);
  const { rows, total } = await repo.pageOfMessageSubscribers(
    deps.db,
    ctx.accountId,
    messageId,
    { event: query.event, search: query.search },
    { page: query.page, perPage: query.per_page },
    (search) => selectedContactIds(ctx.accountId, contactSearch(search, ctx.phoneCountry)!),
  );
  const people = await contacts.contactRowsByIds(deps.db, ctx.accountId, [
    ...new Set(rows.map((r) => Number(r.contact_id))),
  ]);
  const contactOf = new Map(people.map((c) => [c.id, c]));
  return presentPage(
    rows.map((row) => ({
      id: Number(row.id),
      contact: personOf(Number(row.contact_id), contactOf.get(Number(row.contact_id))),
      status: row.status ?? 'skipped',
      detail: row.detail,
      resent: row.step === null,
      sent_at: iso(row.created_at)!,
      opened_at: iso(row.opened_at),
      clicked_at: iso(row.clicked_at),
      unsubscribed: row.unsubscribed,
    })),
    total,
    query.page,
    query.per_page,
  );
}
