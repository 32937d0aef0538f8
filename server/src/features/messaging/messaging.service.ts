import type { PageQuery } from '@coachline/contract/api';
import {
  type DeliveryEvent,
  type EmailLog,
  type EmailReport,
  messagingMessages,
  type SendChannel,
  type SendEmailBody,
  type SendEmailResponse,
  type SendSmsBody,
  type SendSmsResponse,
  type SendStatus,
  type Suppression,
  type SuppressionType,
  sendStatuses,
} from '@coachline/contract/messaging';
import type { ActivitySource } from '../../platform/activity';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { presentPage } from '../../platform/pagination';
import { findAccount, userNames } from '../accounts/accounts.service';
import { type ContactRow, contactOf, contactRowsByIds, tabsOf } from '../contacts/contacts.service';
import { signatureForEmail } from '../signatures/signatures.service';
import { queueSend } from './delivery';
import { emailDocument, newMessageId, safeEmailHtml, textOfHtml } from './email-content';
import * as repo from './messaging.repository';
import type { SendSource } from './messaging.tables';
import { personalize, type TokenValues } from './personalize';
import { accountsOf, identityOf } from './send-context';
import { companyValues, contactValues, valuesOfContact } from './token-values';
import { carriesUnsubscribeToken, sendTokenOf, unsubscribeUrl } from './tracking';

// For the broadcasts, which deliver their own records in batches (features/broadcasts).
export {
  broadcastActivity,
  broadcastEngagement,
  claimBroadcastSends,
  failQueuedBroadcastSends,
  hasQueuedBroadcastSends,
  insertBroadcastSends,
  pageOfBroadcastSends,
  releaseBroadcastClaims,
  type SettledSend,
  settleBroadcastSends,
} from './broadcast-sends.repository';

// One-to-one email and SMS from the contact profile, and the logs that follow each message.
// A send checks everything that would stop it (no address, the contact's delivery switch, the
// organization's kill switch, the location's suppression lists) before it writes a record, so
// a refused message leaves nothing behind, and answers the refusal with the status 001 §7 gives.

/** Who sends: the user and the location of the request, or of the row a job works on. */
type Sender = Pick<RequestContext, 'accountId' | 'primaryAccountId'> & {
  user: Pick<RequestContext['user'], 'id' | 'email' | 'fname' | 'lname'>;
};

const addressDomain = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/** The configured MAIL_FROM's address: `Name <a@b>` or `a@b`. */
export function mailFromAddress(deps: Deps): string {
  const match = /<([^<>]+)>/.exec(deps.config.mailFrom);
  return (match?.[1] ?? deps.config.mailFrom).trim();
}

/**
 * Writes the send record of an email and queues its job. The HTML is made safe and complete
 * here, once, so what the log shows is what goes out, retries included. It goes from the
 * location's sender on its verified domain, else from MAIL_FROM's address under the user's
 * name; replies reach the user either way.
 */
export async function queueEmail(
  deps: Deps,
  sender: Sender,
  message: {
    contactId: number | null;
    to: string;
    subject: string;
    html: string;
    source: SendSource;
    /** A reserved id (`reserveSendIds`), when the HTML names its own send. */
    id?: number;
  },
) {
  // The location's verified domain and its sender, when it has them (002 §7 Email domains).
  const identity = await identityOf(deps, sender.accountId);
  const from = identity.from?.address ?? mailFromAddress(deps);
  const name = identity.from?.name || `${sender.user.fname} ${sender.user.lname}`.trim();
  const body = emailDocument(safeEmailHtml(message.html), message.subject);
  return queueSend(deps, sender.accountId, {
    ...(message.id === undefined ? {} : { id: message.id }),
    contactId: message.contactId,
    userId: sender.user.id,
    channel: 'email',
    source: message.source,
    toAddress: message.to,
    fromAddress: name ? `"${name.replace(/["\\]/g, '')}" <${from}>` : from,
    replyTo: sender.user.email,
    subject: message.subject,
    body,
    textBody: textOfHtml(body),
    messageId: newMessageId(identity.dkim?.domainName ?? addressDomain(from)),
  });
}

/** Writes the send record of an SMS and queues its job. */
export async function queueSms(
  deps: Deps,
  sender: Sender,
  message: { contactId: number | null; to: string; text: string; source: SendSource },
) {
  return queueSend(deps, sender.accountId, {
    contactId: message.contactId,
    userId: sender.user.id,
    channel: 'sms',
    source: message.source,
    toAddress: message.to,
    body: message.text,
  });
}

/** Why nothing may be sent on a channel to this address, or null when it may. */
async function refusalOf(
  deps: Deps,
  sender: Sender,
  channel: SendChannel,
  address: string,
): Promise<string | null> {
  const { organization } = await accountsOf(deps, sender);
  if (channel === 'email' && organization?.emailStatus === false)
    return messagingMessages.emailKilled;
  if (channel === 'sms' && organization?.smsStatus === false) return messagingMessages.smsKilled;
  const suppressed = await repo.suppressionOf(deps.db, sender.accountId, address);
  return suppressed ? messagingMessages.suppressed[suppressed](address) : null;
}

/** Why this contact cannot get an email now, or null. */
async function emailRefusal(deps: Deps, sender: Sender, contact: ContactRow) {
  if (!contact.email) return messagingMessages.noEmail;
  if (!contact.emailEnabled) return messagingMessages.emailDeliveryOff;
  return refusalOf(deps, sender, 'email', contact.email.toLowerCase());
}

/** Why this contact cannot get an SMS now, or null. */
async function smsRefusal(deps: Deps, sender: Sender, contact: ContactRow) {
  if (!contact.number) return messagingMessages.noPhone;
  if (!contact.smsEnabled) return messagingMessages.smsDeliveryOff;
  return refusalOf(deps, sender, 'sms', contact.number);
}

/** One after the other: a send may run inside its caller's transaction, one connection. */
async function valuesFor(deps: Deps, ctx: RequestContext, contact: ContactRow) {
  const own = await contactValues(deps, ctx, contact);
  return { ...(await companyValues(deps, ctx)), ...own };
}

/** A text personalized for one contact of the accessed location, as a message to them reads. */
export async function personalizedFor(
  deps: Deps,
  ctx: RequestContext,
  contact: ContactRow,
  text: string,
) {
  return personalize(text, await valuesFor(deps, ctx, contact), 'text');
}

/**
 * An email to one contact of the accessed location, personalized for them: the one way every
 * feature sends a contact an email (one-to-one, a template). Refusals answer status -1.
 */
export async function emailContact(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  message: {
    subject: string;
    html: string;
    source: SendSource;
    /** A signature of the location; absent for the default, null for none. */
    signature?: number | null | undefined;
  },
): Promise<SendEmailResponse> {
  const contact = await contactOf(deps.db, ctx, contactId);
  // A one-to-one email takes the default signature; any other only when applied to all.
  const signature = await signatureForEmail(
    deps,
    ctx.accountId,
    message.signature,
    message.source !== 'contact',
  );
  const refusal = await emailRefusal(deps, ctx, contact);
  if (refusal) return { status: -1, message: refusal };
  const values = await valuesFor(deps, ctx, contact);
  // {{unsubscribe_url}} is the recipient's own link, naming the send before it is written.
  const [id] = carriesUnsubscribeToken(message.html) ? await reserveSendIds(deps, 1) : [];
  return queuePersonalized(deps, ctx, contact, { ...message, values, signature, id });
}

/** Queues one contact's email, its tokens filled, {{unsubscribe_url}} naming send `id`. */
async function queuePersonalized(
  deps: Deps,
  ctx: RequestContext,
  contact: ContactRow,
  message: {
    subject: string;
    html: string;
    source: SendSource;
    values: TokenValues;
    signature: string | null;
    id: number | undefined;
  },
): Promise<SendEmailResponse> {
  const { values, id } = message;
  const send = await queueEmail(deps, ctx, {
    ...(id === undefined ? {} : { id }),
    contactId: contact.id,
    to: contact.email!,
    subject: personalize(message.subject, values, 'text'),
    html:
      personalize(
        message.html,
        id === undefined
          ? values
          : {
              ...values,
              unsubscribe_url: unsubscribeUrl(deps.config.appUrl, sendTokenOf(deps, id)),
            },
        'html',
      ) + (message.signature ?? ''),
    source: message.source,
  });
  return { status: 1, message: messagingMessages.emailQueued, log: presentLog(send, ctx.user) };
}

/**
 * The same email to many contacts of the accessed location, each personalized, as `emailContact`
 * sends one: what a journey's step sends the contacts at its card. What every message shares
 * (the signature, the switches, the location's values, the tabs' titles, the suppressions) is
 * read once. Answers each contact's outcome by id; a contact that is gone has none.
 */
export async function emailContacts(
  deps: Deps,
  ctx: RequestContext,
  contactIds: number[],
  message: {
    subject: string;
    html: string;
    source: SendSource;
    /** Each contact's values of the groups the send knows (an automation's pipeline, task). */
    values?: Map<number, TokenValues>;
  },
): Promise<Map<number, SendEmailResponse>> {
  // One after another: the caller's transaction is one connection.
  const people = await contactRowsByIds(deps.db, ctx.accountId, contactIds);
  const signature = await signatureForEmail(deps, ctx.accountId, undefined, true);
  const { organization } = await accountsOf(deps, ctx);
  const company = await companyValues(deps, ctx);
  const tabs = await tabsOf(deps.db, ctx.accountId);
  const suppressed = await repo.suppressedAmong(
    deps.db,
    ctx.accountId,
    people.flatMap((c) => (c.email ? [c.email.toLowerCase()] : [])),
  );
  const tabTitle = new Map(tabs.map((t) => [t.value, t.title]));
  const outcomes = new Map<number, SendEmailResponse>();
  const refusalOf = (c: ContactRow) => {
    if (c.deletedAt) return null;
    if (!c.email) return messagingMessages.noEmail;
    if (!c.emailEnabled) return messagingMessages.emailDeliveryOff;
    if (organization?.emailStatus === false) return messagingMessages.emailKilled;
    const address = c.email.toLowerCase();
    const list = suppressed.get(address);
    return list ? messagingMessages.suppressed[list](address) : undefined;
  };
  const withUnsubscribe = carriesUnsubscribeToken(message.html);
  const ids = withUnsubscribe ? await reserveSendIds(deps, people.length) : [];
  for (const [i, contact] of people.entries()) {
    const refusal = refusalOf(contact);
    if (refusal === null) continue;
    if (refusal) {
      outcomes.set(contact.id, { status: -1, message: refusal });
      continue;
    }
    const values = {
      ...message.values?.get(contact.id),
      ...company,
      ...valuesOfContact(contact, tabTitle.get(contact.status)),
    };
    outcomes.set(
      contact.id,
      await queuePersonalized(deps, ctx, contact, { ...message, values, signature, id: ids[i] }),
    );
  }
  return outcomes;
}

/** An SMS to one contact of the accessed location, personalized; refusals answer status 0. */
export async function textContact(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  message: {
    text: string;
    source: SendSource;
    /** Values of the groups the send knows (an automation's pipeline, task). */
    values?: TokenValues;
  },
): Promise<SendSmsResponse> {
  const contact = await contactOf(deps.db, ctx, contactId);
  const refusal = await smsRefusal(deps, ctx, contact);
  if (refusal) return { status: 0, message: refusal };
  const send = await queueSms(deps, ctx, {
    contactId: contact.id,
    to: contact.number!,
    text: personalize(
      message.text,
      { ...message.values, ...(await valuesFor(deps, ctx, contact)) },
      'text',
    ),
    source: message.source,
  });
  return { status: 1, message: messagingMessages.smsQueued, log: presentLog(send, ctx.user) };
}

/** Whether a contact opened or clicked an email of the location (a journey's if/else reads it). */
export async function engagementOf(deps: Deps, accountId: number, sendId: number) {
  const send = await repo.findSend(deps.db, accountId, sendId);
  return { opened: Boolean(send?.openedAt), clicked: Boolean(send?.clickedAt) };
}

/** POST contact/send-email. */
export function sendEmail(deps: Deps, ctx: RequestContext, body: SendEmailBody) {
  authorize(ctx, 'update', 'contacts-center');
  return emailContact(deps, ctx, body.contact_id, {
    subject: body.subject,
    html: body.body,
    source: 'contact',
    signature: body.signature_id,
  });
}

/** POST contact/send-sms. */
export function sendSms(deps: Deps, ctx: RequestContext, body: SendSmsBody) {
  authorize(ctx, 'update', 'contacts-center');
  return textContact(deps, ctx, body.contact_id, { text: body.message, source: 'contact' });
}

// Logs

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const nameOf = (user: { fname: string; lname: string } | undefined) =>
  user ? `${user.fname} ${user.lname}`.trim() || null : null;

function presentLog(
  row: repo.SendRow,
  sentBy: { fname: string; lname: string } | undefined,
): EmailLog {
  return {
    id: row.id,
    contact_id: row.contactId,
    channel: row.channel,
    to: row.toAddress,
    from: row.fromAddress,
    subject: row.subject,
    status: row.status,
    error: row.error,
    sent_by: nameOf(sentBy),
    created_at: row.createdAt.toISOString(),
    sent_at: iso(row.sentAt),
    delivered_at: iso(row.deliveredAt),
    opened_at: iso(row.openedAt),
    clicked_at: iso(row.clickedAt),
    opens: row.opens,
    clicks: row.clicks,
  };
}

/** Send records as the email log shows them, with who sent each. */
export async function presentLogs(deps: Deps, rows: repo.SendRow[]): Promise<EmailLog[]> {
  const names = await userNames(
    deps.db,
    rows.flatMap((r) => (r.userId ? [r.userId] : [])),
  );
  return rows.map((row) => presentLog(row, row.userId ? names.get(row.userId) : undefined));
}

/**
 * The log entries of the given sends of the account, by id: a feature that keeps its own list
 * of what it sent (the template log) shows each message as the email log does.
 */
export async function sendLogs(
  deps: Deps,
  accountId: number,
  sendIds: number[],
): Promise<Map<number, EmailLog>> {
  const logs = await presentLogs(deps, await repo.sendsByIds(deps.db, accountId, sendIds));
  return new Map(logs.map((log) => [log.id, log]));
}

/** GET contact/{id}/email-logs. */
export async function contactLogs(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  query: PageQuery & { channel?: SendChannel | undefined },
) {
  authorize(ctx, 'view', 'contacts-center');
  await contactOf(deps.db, ctx, contactId);
  const { rows, total } = await repo.pageOfSends(
    deps.db,
    ctx.accountId,
    { contactId, channel: query.channel },
    query,
  );
  return presentPage(await presentLogs(deps, rows), total, query.page, query.per_page);
}

/** DELETE contact/{id}/delete-email-logs: the chosen entries, or all of the contact's. */
export async function deleteContactLogs(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  ids: number[] | undefined,
) {
  authorize(ctx, 'update', 'contacts-center');
  await contactOf(deps.db, ctx, contactId);
  const deleted = await repo.deleteSends(deps.db, ctx.accountId, contactId, ids);
  if (ids && deleted === 0) throw notFound();
  return { status: 1 as const, message: messagingMessages.emailLogsDeleted, deleted };
}

/** GET contact/email-sent-event-logs. */
export async function sentEventLogs(
  deps: Deps,
  ctx: RequestContext,
  query: PageQuery & { contact_id?: number | undefined; send_id?: number | undefined },
) {
  authorize(ctx, 'view', 'contacts-center');
  if (query.contact_id !== undefined) await contactOf(deps.db, ctx, query.contact_id);
  if (query.send_id !== undefined && !(await repo.findSend(deps.db, ctx.accountId, query.send_id)))
    throw notFound();
  const { rows, total } = await repo.pageOfEvents(
    deps.db,
    ctx.accountId,
    { contactId: query.contact_id, sendId: query.send_id },
    query,
  );
  const events: DeliveryEvent[] = rows.map((row) => ({
    id: row.id,
    send_id: row.sendId,
    type: row.type,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
  }));
  return presentPage(events, total, query.page, query.per_page);
}

/** GET contact/suppressions/{type}. */
export function suppressionList(
  deps: Deps,
  ctx: RequestContext,
  type: SuppressionType,
  query: PageQuery,
) {
  authorize(ctx, 'view', 'contacts-center');
  return pageOfSuppressions(deps, ctx.accountId, type, query);
}

/** A page of one of the location's suppression lists (the contact centre's, the broadcasts'). */
export async function pageOfSuppressions(
  deps: Deps,
  accountId: number,
  type: SuppressionType,
  query: PageQuery,
) {
  const { rows, total } = await repo.pageOfSuppressions(deps.db, accountId, type, query);
  const data: Suppression[] = rows.map((row) => ({
    id: row.id,
    address: row.address,
    type: row.type,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  }));
  return presentPage(data, total, query.page, query.per_page);
}

/** GET email-log/get-delivery-log. */
export async function deliveryLog(
  deps: Deps,
  ctx: RequestContext,
  query: PageQuery & { status?: SendStatus | undefined; channel?: SendChannel | undefined },
) {
  authorize(ctx, 'view', 'contacts-center');
  const { rows, total } = await repo.pageOfSends(
    deps.db,
    ctx.accountId,
    { status: query.status, channel: query.channel },
    query,
  );
  return presentPage(await presentLogs(deps, rows), total, query.page, query.per_page);
}

/** GET email-log/get-new-delivery-log: what was queued after the entry a screen shows last. */
export async function newDeliveryLog(deps: Deps, ctx: RequestContext, afterId: number) {
  authorize(ctx, 'view', 'contacts-center');
  const rows = await repo.sendsAfter(deps.db, ctx.accountId, afterId, 100);
  return { status: 1 as const, data: await presentLogs(deps, rows) };
}

const dayMs = 86_400_000;
const rate = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/** GET email-log/get-email-report (the last `days` days) and get-new-email-report (since). */
export async function emailReport(
  deps: Deps,
  ctx: RequestContext,
  since: Date,
): Promise<EmailReport> {
  authorize(ctx, 'view', 'contacts-center');
  const now = new Date();
  const organization = await findAccount(deps.db, ctx.primaryAccountId);
  const timeZone = organization?.timezone ?? 'UTC';
  const [statusRows, complaints, dayRows] = await Promise.all([
    repo.statusTotals(deps.db, ctx.accountId, since),
    repo.complaintsSince(deps.db, ctx.accountId, since),
    repo.dailyCounts(deps.db, ctx.accountId, since, timeZone),
  ]);
  const totals = Object.fromEntries(sendStatuses.map((s) => [s, 0])) as Record<SendStatus, number>;
  for (const row of statusRows) totals[row.status] = row.n;
  const opened = totals.opened + totals.clicked;
  const delivered = totals.delivered + opened;
  const sent = delivered + totals.sent + totals.bounced;
  const byDay = new Map(dayRows.map((row) => [row.date, row]));
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone });
  const days: EmailReport['days'] = [];
  for (let t = since.getTime(); t <= now.getTime() + dayMs - 1; t += dayMs) {
    const date = dayOf.format(new Date(Math.min(t, now.getTime())));
    if (days.at(-1)?.date === date) continue;
    const row = byDay.get(date);
    days.push({ date, sent: row?.sent ?? 0, opened: row?.opened ?? 0, bounced: row?.bounced ?? 0 });
  }
  return {
    status: 1,
    from: since.toISOString(),
    to: now.toISOString(),
    totals,
    sent,
    delivery_rate: rate(delivered, sent),
    open_rate: rate(opened, sent),
    click_rate: rate(totals.clicked, sent),
    bounce_rate: rate(totals.bounced, sent),
    complaints,
    days,
  };
}

export const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);

/** A moment, but no further back than `days` days: a report covers a year at most. */
export const sinceAtMost = (since: string, days: number) =>
  new Date(Math.max(Date.parse(since), daysAgo(days).getTime()));

/**
 * Ids for send records not written yet, for a sender whose emails name their own send (a
 * broadcast's tracked links, `compileTrackedEmail`): pass each as `id` to `queueEmail`.
 */
export const reserveSendIds = (deps: Deps, count: number) => repo.reserveSendIds(deps.db, count);

// The activity feed (platform/activity.ts): messages sent, and what became of an address.

/** Messages sent from the location (tests to the user aside). */
export const sendActivitySource: ActivitySource = {
  key: 'sends',
  area: 'contacts-center',
  read: async (deps, accountId, window) =>
    (await repo.sendActivity(deps.db, accountId, window)).map((row) => ({
      id: row.id,
      kind: row.channel === 'sms' ? 'sms_sent' : 'email_sent',
      at: row.createdAt,
      contactId: row.contactId,
      detail: row.detail,
    })),
};

/** Addresses that bounced, unsubscribed or resubscribed, by the message it happened on. */
export const addressActivitySource: ActivitySource = {
  key: 'address-events',
  area: 'contacts-center',
  read: async (deps, accountId, window) =>
    (await repo.addressEventActivity(deps.db, accountId, window)).map((row) => ({
      id: row.id,
      kind: row.type,
      at: row.createdAt,
      contactId: row.contactId,
      detail: row.type === 'bounced' && row.reason ? `${row.address}: ${row.reason}` : row.address,
    })),
};
