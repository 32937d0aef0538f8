import type { PageQuery } from '@coachline/contract/api';
import { realtimeEvents } from '@coachline/contract/api';
import {
  type ChatMessage,
  type Conversation,
  type ConversationChannel,
  type ConversationFilter,
  type ConversationStats,
  messageCenterMessages,
  type PortalMessageEvent,
  type ScheduledMessage,
} from '@coachline/contract/message-center';
import { messages } from '@coachline/contract/messages';
import type { PermissionArea } from '@coachline/contract/permissions';
import { can } from '@coachline/contract/permissions';
import type { PortalChatMessage } from '@coachline/contract/portal';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { presentPage } from '../../platform/pagination';
import {
  findAccount,
  findUserById,
  ownerContext,
  permissionSubject,
  userNames,
  usersWhoMay,
} from '../accounts/accounts.service';
import { contactSearch } from '../contacts/contacts.filters';
import { contactOf, contactsByIds } from '../contacts/contacts.service';
import { personalizedFor, textContact } from '../messaging/messaging.service';
import * as repo from './message-center.repository';
import type { ScheduledMessageRow } from './message-center.tables';

// The Message Center (001 §7 SMS center, Portal chat, Scheduled): one conversation per contact
// and channel, read, archived and answered the same way on both channels. An SMS goes out
// through `textContact` (delivery switches, kill switch, suppressions), a portal message is
// kept here; a scheduled one waits in `scheduled_messages` until the sweep takes it, in the
// transaction that sends it, so it goes once whatever restarts happen.

const area: PermissionArea = 'sms-center';

const fullName = (c: { firstName: string; lastName: string }) =>
  `${c.firstName} ${c.lastName}`.trim();

/** The names of the contacts, by id; a contact without one goes by its number or email. */
async function contactNames(deps: Deps, accountId: number, ids: number[]) {
  const rows = await contactsByIds(deps.db, accountId, [...new Set(ids)]);
  return new Map(
    rows.map((c) => [c.id, { ...c, name: fullName(c) || c.number || c.email || `#${c.id}` }]),
  );
}

function presentMessage(
  channel: ConversationChannel,
  row: repo.MessageRow,
  names: Map<number, { fname: string; lname: string }>,
): ChatMessage {
  const user = row.userId ? names.get(row.userId) : undefined;
  return {
    key: `${channel}-${row.direction}-${row.id}`,
    id: row.id,
    contact_id: row.contactId,
    channel,
    direction: row.direction,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    error: row.error,
    sent_by: user ? `${user.fname} ${user.lname}`.trim() || null : null,
  };
}

async function presentMessages(deps: Deps, channel: ConversationChannel, rows: repo.MessageRow[]) {
  const names = await userNames(
    deps.db,
    rows.flatMap((r) => (r.userId ? [r.userId] : [])),
  );
  return rows.map((row) => presentMessage(channel, row, names));
}

/** GET sms-center/contacts, portal-chat/contacts: the conversations, latest first. */
export async function conversations(
  deps: Deps,
  ctx: RequestContext,
  channel: ConversationChannel,
  query: PageQuery & { search?: string | undefined; filter: ConversationFilter },
) {
  authorize(ctx, 'view', area);
  const { rows, total } = await repo.pageOfConversations(
    deps.db,
    ctx.accountId,
    channel,
    contactSearch(query.search, ctx.phoneCountry) ?? sql`true`,
    query.filter,
    query,
  );
  const names = await contactNames(
    deps,
    ctx.accountId,
    rows.map((r) => r.contactId),
  );
  const data: Conversation[] = rows.map((row) => {
    const contact = names.get(row.contactId);
    return {
      contact_id: row.contactId,
      channel,
      name: contact?.name ?? `#${row.contactId}`,
      number: contact?.number ?? null,
      email: contact?.email ?? null,
      last_message: row.lastBody,
      last_direction: row.lastDirection,
      last_at: row.lastAt.toISOString(),
      unread: row.unread,
      archived: row.archived,
    };
  });
  return presentPage(data, total, query.page, query.per_page);
}

/** GET sms-center/chat-logs, portal-chat/logs: a page of one conversation, oldest first. */
export async function chatLogs(
  deps: Deps,
  ctx: RequestContext,
  channel: ConversationChannel,
  query: PageQuery & { contact_id: number },
) {
  authorize(ctx, 'view', area);
  const contact = await contactOf(deps.db, ctx, query.contact_id);
  const { rows, total } = await repo.pageOfMessages(
    deps.db,
    ctx.accountId,
    channel,
    { contactId: contact.id },
    query,
  );
  const data = await presentMessages(deps, channel, rows.reverse());
  return presentPage(data, total, query.page, query.per_page);
}

/** GET sms-center/inbound-sms: every SMS received, newest first, with who sent it. */
export async function inboundSms(deps: Deps, ctx: RequestContext, query: PageQuery) {
  authorize(ctx, 'view', area);
  const { rows, total } = await repo.pageOfMessages(
    deps.db,
    ctx.accountId,
    'sms',
    { direction: 'inbound' },
    query,
  );
  const names = await contactNames(
    deps,
    ctx.accountId,
    rows.flatMap((r) => (r.contactId ? [r.contactId] : [])),
  );
  const data = rows.map((row) => ({
    id: row.id,
    contact_id: row.contactId,
    name: (row.contactId && names.get(row.contactId)?.name) || row.fromNumber || '',
    from: row.fromNumber ?? '',
    body: row.body,
    created_at: row.createdAt.toISOString(),
  }));
  return presentPage(data, total, query.page, query.per_page);
}

/** GET portal-chat/latest-message: the newest messages contacts wrote in portal chat. */
export async function latestPortalMessages(deps: Deps, ctx: RequestContext, limit: number) {
  authorize(ctx, 'view', area);
  const { rows } = await repo.pageOfMessages(
    deps.db,
    ctx.accountId,
    'portal',
    { direction: 'inbound' },
    { page: 1, per_page: limit },
  );
  const names = await contactNames(
    deps,
    ctx.accountId,
    rows.flatMap((r) => (r.contactId ? [r.contactId] : [])),
  );
  const data = (await presentMessages(deps, 'portal', rows)).map((message) => ({
    ...message,
    name: (message.contact_id && names.get(message.contact_id)?.name) || '',
  }));
  return { status: 1 as const, data };
}

/** GET sms-center/stats, portal-chat/stats. */
export async function stats(
  deps: Deps,
  ctx: RequestContext,
  channel: ConversationChannel,
): Promise<ConversationStats> {
  authorize(ctx, 'view', area);
  const organization = await findAccount(deps.db, ctx.primaryAccountId);
  const [totals, counts, scheduled] = await Promise.all([
    repo.conversationTotals(deps.db, ctx.accountId, channel),
    repo.messageCounts(deps.db, ctx.accountId, channel, organization?.timezone ?? 'UTC'),
    repo.countScheduled(deps.db, ctx.accountId, channel),
  ]);
  return {
    status: 1,
    unread: totals.unread,
    unread_conversations: totals.unreadConversations,
    conversations: totals.conversations,
    archived: totals.archived,
    sent_today: counts.sentToday,
    received_today: counts.receivedToday,
    sent_week: counts.sentWeek,
    received_week: counts.receivedWeek,
    scheduled,
  };
}

/** The bell's counters (user/unread-count): unread messages of the channel, 0 without access. */
export const unreadOf =
  (channel: ConversationChannel) =>
  async (deps: Deps, ctx: RequestContext): Promise<number> => {
    if (!can(ctx.subject, 'view', area)) return 0;
    return (await repo.conversationTotals(deps.db, ctx.accountId, channel)).unread;
  };

/** Every id names a live contact of the location, or 404. */
async function assertContacts(deps: Deps, ctx: RequestContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await contactsByIds(deps.db, ctx.accountId, unique);
  if (found.filter((c) => c.live).length !== unique.length) throw notFound();
  return unique;
}

/** What a change of the conversations' marks answers. */
function changeMessage(change: repo.StateChange): string {
  const m = messageCenterMessages;
  if ('read' in change) return change.read ? m.markedRead : m.markedUnread;
  return change.archived ? m.archived : m.unarchived;
}

/**
 * PATCH sms-center/mark-read-unread, archive-unarchive and their portal-chat twins: the read or
 * archive mark of the contacts' conversations on the channel.
 */
export async function updateConversations(
  deps: Deps,
  ctx: RequestContext,
  channel: ConversationChannel,
  contactIds: number[],
  change: repo.StateChange,
) {
  authorize(ctx, 'update', area);
  const ids = await assertContacts(deps, ctx, contactIds);
  await repo.setStates(deps.db, ctx.accountId, channel, ids, change);
  return { status: 1 as const, message: changeMessage(change) };
}

/** POST sms-center/resend-sms: the text of an SMS sent before, to its contact again. */
export async function resendSms(deps: Deps, ctx: RequestContext, sendId: number) {
  authorize(ctx, 'update', area);
  const sent = await repo.findSentSms(deps.db, ctx.accountId, sendId);
  if (!sent?.contactId) throw notFound();
  // The text was personalized when it was first sent; nothing is left to fill.
  return textContact(deps, ctx, sent.contactId, { text: sent.body, source: 'sms-center' });
}

// Portal chat

type PortalMessageRow = Awaited<ReturnType<typeof repo.insertPortalMessage>>;

const presentPortalChat = (row: PortalMessageRow): PortalChatMessage => ({
  id: row.id,
  direction: row.direction,
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

/** Every open portal of the contact hears the message live, whoever wrote it. */
function toContactPortal(deps: Deps, row: PortalMessageRow) {
  deps.realtime?.toContact(row.contactId, realtimeEvents.portalChat, presentPortalChat(row));
}

async function writePortalMessage(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  body: string,
) {
  const contact = await contactOf(deps.db, ctx, contactId);
  const row = await repo.insertPortalMessage(deps.db, ctx.accountId, {
    contactId: contact.id,
    direction: 'outbound',
    body: await personalizedFor(deps, ctx, contact, body),
    userId: ctx.user.id,
  });
  toContactPortal(deps, row);
  return {
    status: 1 as const,
    message: messageCenterMessages.portalSent,
    log: presentMessage(
      'portal',
      { ...row, status: null, error: null, fromNumber: null },
      new Map([[ctx.user.id, ctx.user]]),
    ),
  };
}

/** POST portal-chat/send-message. */
export function sendPortalMessage(
  deps: Deps,
  ctx: RequestContext,
  body: { contact_id: number; message: string },
) {
  authorize(ctx, 'update', area);
  return writePortalMessage(deps, ctx, body.contact_id, body.message);
}

/** POST contact/send-portal-message: the same, from the contact profile. */
export function sendPortalMessageFromProfile(
  deps: Deps,
  ctx: RequestContext,
  body: { contact_id: number; message: string },
) {
  authorize(ctx, 'update', 'contacts-center');
  return writePortalMessage(deps, ctx, body.contact_id, body.message);
}

/**
 * A contact wrote in portal chat (their side comes with the client portal): kept as unread for
 * the location, and told live to its users who may read it.
 */
export async function receivePortalMessage(
  deps: Deps,
  accountId: number,
  contactId: number,
  body: string,
) {
  const row = await repo.insertPortalMessage(deps.db, accountId, {
    contactId,
    direction: 'inbound',
    body,
    userId: null,
  });
  if (deps.realtime) {
    const event: PortalMessageEvent = {
      id: row.id,
      contact_id: row.contactId,
      body: row.body,
      created_at: row.createdAt.toISOString(),
    };
    for (const userId of await usersWhoMay(deps.db, accountId, 'view', area))
      deps.realtime.toUser(userId, realtimeEvents.portalMessage, {
        ...event,
        message: messages.portalChatNotice,
      });
  }
  return row;
}

/** The contact's side of portal chat, 50 at a time; the first page marks the coach's read. */
export async function portalChatOf(
  deps: Deps,
  accountId: number,
  contactId: number,
  beforeId: number | undefined,
) {
  const pageSize = 50;
  const rows = await repo.portalChatPage(deps.db, accountId, contactId, beforeId, pageSize + 1);
  if (beforeId === undefined) await repo.markPortalChatRead(deps.db, accountId, contactId);
  return {
    data: rows.slice(0, pageSize).reverse().map(presentPortalChat),
    has_more: rows.length > pageSize,
  };
}

/** The contact writes to their coaches from the portal. */
export async function sendFromPortal(
  deps: Deps,
  accountId: number,
  contactId: number,
  body: string,
) {
  const row = await receivePortalMessage(deps, accountId, contactId, body);
  toContactPortal(deps, row);
  return presentPortalChat(row);
}

// Scheduled messages

function presentScheduled(
  row: ScheduledMessageRow,
  contacts: Map<number, { name: string }>,
  users: Map<number, { fname: string; lname: string }>,
): ScheduledMessage {
  const user = row.userId ? users.get(row.userId) : undefined;
  return {
    id: row.id,
    channel: row.channel,
    contact_id: row.contactId,
    name: contacts.get(row.contactId)?.name ?? `#${row.contactId}`,
    body: row.body,
    send_at: row.sendAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    created_by: user ? `${user.fname} ${user.lname}`.trim() || null : null,
  };
}

async function presentScheduledRows(deps: Deps, accountId: number, rows: ScheduledMessageRow[]) {
  const [contacts, users] = await Promise.all([
    contactNames(
      deps,
      accountId,
      rows.map((r) => r.contactId),
    ),
    userNames(
      deps.db,
      rows.flatMap((r) => (r.userId ? [r.userId] : [])),
    ),
  ]);
  return rows.map((row) => presentScheduled(row, contacts, users));
}

/** Schedules a message to a contact of the location; its time must be ahead. */
async function schedule(
  deps: Deps,
  ctx: RequestContext,
  channel: ConversationChannel,
  body: { contact_id: number; message: string; send_at: string },
  now = new Date(),
) {
  const sendAt = new Date(body.send_at);
  if (!(sendAt.getTime() > now.getTime()))
    throw fieldError('send_at', messageCenterMessages.sendAtPast);
  const contact = await contactOf(deps.db, ctx, body.contact_id);
  const row = await repo.insertScheduled(deps.db, ctx.accountId, {
    contactId: contact.id,
    channel,
    body: body.message,
    sendAt,
    userId: ctx.user.id,
  });
  const [schedule] = await presentScheduledRows(deps, ctx.accountId, [row]);
  return { status: 1 as const, message: messageCenterMessages.scheduled, schedule: schedule! };
}

/** POST sms-center/schedule, portal-chat/schedule. */
export function scheduleMessage(
  deps: Deps,
  ctx: RequestContext,
  channel: ConversationChannel,
  body: { contact_id: number; message: string; send_at: string },
) {
  authorize(ctx, 'update', area);
  return schedule(deps, ctx, channel, body);
}

/** POST contact/schedule-portal-message: the same, from the contact profile. */
export function schedulePortalMessageFromProfile(
  deps: Deps,
  ctx: RequestContext,
  body: { contact_id: number; message: string; send_at: string },
) {
  authorize(ctx, 'update', 'contacts-center');
  return schedule(deps, ctx, 'portal', body);
}

/**
 * The messages still waiting, soonest first: sms-center/scheduled-list,
 * portal-chat/all-scheduled-message, scheduled/get-schedule-sms and scheduled/get-schedule.
 */
export async function scheduledList(
  deps: Deps,
  ctx: RequestContext,
  query: PageQuery & {
    channel?: ConversationChannel | undefined;
    contact_id?: number | undefined;
  },
) {
  authorize(ctx, 'view', area);
  if (query.contact_id !== undefined) await contactOf(deps.db, ctx, query.contact_id);
  const { rows, total } = await repo.pageOfScheduled(
    deps.db,
    ctx.accountId,
    { channel: query.channel, contactId: query.contact_id },
    query,
  );
  const data = await presentScheduledRows(deps, ctx.accountId, rows);
  return presentPage(data, total, query.page, query.per_page);
}

/** GET portal-chat/scheduled-message: one contact's waiting portal messages. */
export async function contactScheduledPortal(deps: Deps, ctx: RequestContext, contactId: number) {
  const page = await scheduledList(deps, ctx, {
    page: 1,
    per_page: 100,
    channel: 'portal',
    contact_id: contactId,
  });
  return { status: 1 as const, data: page.data };
}

/** Deletes waiting messages (of the channel when given); an id that names none is a 404. */
export async function deleteScheduled(
  deps: Deps,
  ctx: RequestContext,
  ids: number[],
  channel?: ConversationChannel,
) {
  authorize(ctx, 'update', area);
  const unique = [...new Set(ids)];
  const deleted = await deps.db.transaction(async (tx) => {
    const n = await repo.deleteScheduled(tx, ctx.accountId, unique, channel);
    // All or nothing: one id of another location (or already sent) undoes the rest.
    if (n !== unique.length) throw notFound();
    return n;
  });
  return { status: 1 as const, message: messageCenterMessages.scheduleDeleted, deleted };
}

/** Who a scheduled message goes out as: the user who scheduled it, in its location. */
async function senderOf(deps: Deps, row: ScheduledMessageRow) {
  const owner = await ownerContext(deps.db, row.accountId);
  if (!owner || !row.userId) return owner;
  const user = await findUserById(deps.db, row.userId);
  return user && !user.isSuspended ? { ...owner, user, subject: permissionSubject(user) } : owner;
}

/**
 * Sends every scheduled message whose time has come; answers how many went. Each is taken and
 * sent in one transaction: a refusal (no number, delivery off) still takes it, with the reason.
 */
export async function deliverDueMessages(deps: Deps, now = new Date()): Promise<number> {
  let delivered = 0;
  for (const row of await repo.dueScheduled(deps.db, now, 500)) {
    const sender = await senderOf(deps, row);
    if (!sender) continue;
    const took = await deps.db
      .transaction(async (tx) => {
        if (!(await repo.claimScheduled(tx, row.accountId, row.id))) return false;
        const inTx = { ...deps, db: tx };
        if (row.channel === 'sms') {
          const sent = await textContact(inTx, sender, row.contactId, {
            text: row.body,
            source: 'scheduled',
          });
          if (sent.status !== 1) await repo.recordOutcome(tx, row.accountId, row.id, sent.message);
        } else {
          await writePortalMessage(inTx, sender, row.contactId, row.body);
        }
        return true;
      })
      .catch(async (error: unknown) => {
        // A contact deleted since: the message is taken with the reason, never tried again.
        if (!(error instanceof AppError && error.code === 'not_found')) throw error;
        if (await repo.claimScheduled(deps.db, row.accountId, row.id))
          await repo.recordOutcome(deps.db, row.accountId, row.id, messages.notFound);
        return false;
      });
    if (took) delivered++;
  }
  return delivered;
}

/** Sends the scheduled messages every minute: pg-boss makes one job per tick. */
export async function startScheduledMessages(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  await deps.jobs?.schedule('scheduled-messages', '* * * * *', async () => {
    const delivered = await deliverDueMessages(deps);
    if (delivered > 0) log.info({ delivered }, 'scheduled messages sent');
  });
}
