import { randomBytes } from 'node:crypto';
import type { PageQuery } from '@coachline/contract/api';
import {
  type Broadcast,
  type BroadcastListQuery,
  type BroadcastLog,
  type BroadcastRecipients,
  broadcastListQuery,
  countRecipientsBody,
  emptyRecipients,
  broadcastMessages as messages,
  type RecipientCounts,
  recipientQuery,
  type SaveBroadcastBody,
  type SendBroadcastBody,
  saveBroadcastBody,
} from '@coachline/contract/broadcasts';
import type { SuppressionType } from '@coachline/contract/messaging';
import { unknownTokensIn } from '@coachline/contract/personalization';
import { and, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound, sendLimit, validationError } from '../../platform/errors';
import { presentPage } from '../../platform/pagination';
import { findAccount, userNames } from '../accounts/accounts.service';
import { broadcastAllowance } from '../accounts/limits';
import {
  contactEmailAddress,
  contactEmailEnabled,
  contactHasEmail,
  contactIdIn,
  contactIsLive,
  contactSearch,
  escapeLike,
  selectedContactIds,
} from '../contacts/contacts.filters';
import {
  contactOf,
  contactRowsByIds,
  countLiveContacts,
  countSplit,
  pageOfNames,
  tabsOf,
} from '../contacts/contacts.service';
import { chosenSenderIdentity } from '../email-domains/email-domains.service';
import { countOfGroups } from '../groups/groups.service';
import { safeEmailHtml } from '../messaging/email-content';
import { isSuppressed, unopenedContactIds } from '../messaging/messaging.filters';
import {
  broadcastActivity,
  broadcastEngagement,
  pageOfBroadcastSends,
  pageOfSuppressions,
  presentLogs as presentSendLogs,
} from '../messaging/messaging.service';
import { personalize } from '../messaging/personalize';
import { accountsOf } from '../messaging/send-context';
import { signatureForEmail } from '../signatures/signatures.service';
import { changeTagsWhere, countOfTags, findTag } from '../tags/tags.service';
import { mayGetEmail, recipientsWhere } from './broadcasts.audience';
import * as repo from './broadcasts.repository';
import type { BroadcastRow } from './broadcasts.tables';
import { enqueueBroadcast } from './broadcasts.worker';

// The broadcasts of a location (001 §7 Broadcast): drafts, the send, and what it became. The
// send itself is the worker's (broadcasts.worker.ts); here it is checked and queued.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Engagement = { opened: number; clicked: number; bounced: number };

function presentBroadcast(
  row: BroadcastRow,
  engagement: Engagement | undefined,
  createdBy: string | null,
): Broadcast {
  return {
    id: row.id,
    title: row.title,
    subject: row.subject,
    body: row.body,
    sender_id: row.senderId,
    recipients: row.recipients,
    status: row.status,
    template_id: row.templateId,
    parent_id: row.parentId,
    scheduled_at: iso(row.scheduledAt),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
    recipients_count: row.resolvedAt ? row.recipientsCount : 0,
    sent_count: row.sentCount,
    failed_count: row.failedCount,
    opened_count: engagement?.opened ?? 0,
    clicked_count: engagement?.clicked ?? 0,
    bounced_count: engagement?.bounced ?? 0,
    excluded_count: row.excludedCount,
    created_by: createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function presentAll(deps: Deps, accountId: number, rows: BroadcastRow[]) {
  const [engagement, names] = await Promise.all([
    broadcastEngagement(
      deps.db,
      accountId,
      rows.filter((r) => r.resolvedAt).map((r) => r.id),
    ),
    userNames(
      deps.db,
      rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])),
    ),
  ]);
  return rows.map((row) => {
    const user = row.createdBy ? names.get(row.createdBy) : undefined;
    return presentBroadcast(
      row,
      engagement.get(row.id),
      user ? `${user.fname} ${user.lname}`.trim() : null,
    );
  });
}

async function present(deps: Deps, row: BroadcastRow) {
  const [broadcast] = await presentAll(deps, row.accountId, [row]);
  return broadcast!;
}

async function broadcastOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findBroadcast(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

export async function list(deps: Deps, ctx: RequestContext, input: BroadcastListQuery) {
  authorize(ctx, 'view', 'broadcasts');
  const query = broadcastListQuery.parse(input);
  const { rows, total } = await repo.pageOfBroadcasts(deps.db, ctx.accountId, query, query);
  return presentPage(
    await presentAll(deps, ctx.accountId, rows),
    total,
    query.page,
    query.per_page,
  );
}

// Checks

/** 422 naming each chosen tab, tag, group or contact the location does not have. */
async function checkRecipients(deps: Deps, ctx: RequestContext, recipients: BroadcastRecipients) {
  const errors: Record<string, string[]> = {};
  const db = deps.db;
  const distinct = (ids: number[]) => [...new Set(ids)];
  if (recipients.tabs.length > 0) {
    const known = new Set((await tabsOf(db, ctx.accountId)).map((t) => t.value));
    const unknown = recipients.tabs.filter((value) => !known.has(value));
    if (unknown.length > 0) errors['recipients.tabs'] = unknown.map(messages.unknownTab);
  }
  const [tags, groups, contacts] = await Promise.all(
    [distinct(recipients.tags), distinct(recipients.groups), distinct(recipients.contact_ids)].map(
      (ids, i) => {
        if (ids.length === 0) return Promise.resolve(0);
        const counter = [countOfTags, countOfGroups, countLiveContacts][i]!;
        return counter(db, ctx.accountId, ids);
      },
    ),
  );
  if (tags! < distinct(recipients.tags).length) errors['recipients.tags'] = [messages.unknownTag];
  if (groups! < distinct(recipients.groups).length)
    errors['recipients.groups'] = [messages.unknownGroup];
  if (contacts! < distinct(recipients.contact_ids).length)
    errors['recipients.contact_ids'] = [messages.unknownContact];
  if (
    recipients.unopened_of !== null &&
    !(await repo.findBroadcast(db, ctx.accountId, recipients.unopened_of))
  )
    errors['recipients.unopened_of'] = [messages.unknownBroadcast];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

async function checkSender(deps: Deps, ctx: RequestContext, senderId: number | null) {
  if (senderId === null) return;
  if (!(await chosenSenderIdentity(deps, ctx.primaryAccountId, senderId)))
    throw fieldError('sender_id', messages.unverifiedSender);
}

// Drafts

export async function save(deps: Deps, ctx: RequestContext, input: SaveBroadcastBody) {
  const body = saveBroadcastBody.parse(input);
  authorize(ctx, body.id ? 'update' : 'create', 'broadcasts');
  await checkRecipients(deps, ctx, body.recipients);
  await checkSender(deps, ctx, body.sender_id);
  const values = {
    title: body.title,
    subject: body.subject,
    body: body.body,
    senderId: body.sender_id,
    recipients: body.recipients,
  };
  let row: BroadcastRow | undefined;
  if (body.id) {
    await broadcastOf(deps, ctx, body.id);
    row = await repo.updateBroadcast(deps.db, ctx.accountId, body.id, values, repo.isDraft);
    if (!row) throw fieldError('id', messages.notDraft);
  } else {
    row = await repo.insertBroadcast(deps.db, ctx.accountId, { ...values, createdBy: ctx.user.id });
  }
  return { status: 1 as const, message: messages.saved, broadcast: await present(deps, row) };
}

/** A draft made from an email template (template/add-broadcasts-draft), by the caller's check. */
export function saveTemplateDraft(
  deps: Deps,
  ctx: RequestContext,
  template: { templateId: number; title: string; subject: string; body: string },
) {
  return repo.insertBroadcast(deps.db, ctx.accountId, {
    ...template,
    recipients: emptyRecipients,
    createdBy: ctx.user.id,
  });
}

export async function rename(deps: Deps, ctx: RequestContext, body: { id: number; title: string }) {
  authorize(ctx, 'update', 'broadcasts');
  await broadcastOf(deps, ctx, body.id);
  const row = await repo.updateBroadcast(deps.db, ctx.accountId, body.id, { title: body.title });
  if (!row) throw notFound();
  return { status: 1 as const, message: messages.renamed, broadcast: await present(deps, row) };
}

export async function duplicate(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'create', 'broadcasts');
  const original = await broadcastOf(deps, ctx, id);
  const row = await repo.insertBroadcast(deps.db, ctx.accountId, {
    title: `Copy of ${original.title}`.slice(0, 191),
    subject: original.subject,
    body: original.body,
    senderId: original.senderId,
    recipients: original.recipients,
    templateId: original.templateId,
    createdBy: ctx.user.id,
  });
  return { status: 1 as const, message: messages.duplicated, broadcast: await present(deps, row) };
}

export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', 'broadcasts');
  const row = await broadcastOf(deps, ctx, id);
  if (row.status === 'sending') throw fieldError('id', messages.sending);
  // A scheduled one whose run starts now finds it gone; one already sending cannot be deleted.
  const deleted = await repo.updateBroadcast(
    deps.db,
    ctx.accountId,
    id,
    { deletedAt: new Date() },
    repo.isNotSending,
  );
  if (!deleted) throw fieldError('id', messages.sending);
  return { status: 1 as const, message: messages.deleted };
}

// Recipients and the send

/** The start of this calendar month, UTC: the monthly limit's period. */
const monthStart = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** How a choice splits now, the organization's kill switch included. */
async function countsOf(
  deps: Deps,
  ctx: RequestContext,
  recipients: BroadcastRecipients,
): Promise<RecipientCounts> {
  const suppressed = isSuppressed(ctx.accountId, contactEmailAddress);
  const [split, { organization }] = await Promise.all([
    countSplit(deps.db, ctx.accountId, recipientsWhere(ctx.accountId, recipients), {
      no_email: sql`not (${contactHasEmail})`,
      switched_off: sql`${contactHasEmail} and not ${contactEmailEnabled}`,
      suppressed: sql`${contactHasEmail} and ${contactEmailEnabled} and ${suppressed}`,
    }),
    accountsOf(deps, ctx),
  ]);
  const killSwitch = organization?.emailStatus === false;
  const eligible = split.total - split.no_email - split.switched_off - split.suppressed;
  return {
    chosen: split.total,
    no_email: split.no_email,
    switched_off: split.switched_off,
    suppressed: split.suppressed,
    eligible: killSwitch ? 0 : eligible,
    kill_switch: killSwitch,
  };
}

/** The organization's broadcast emails this month: its limit and what is used. */
export async function monthlyUsage(deps: Deps, primaryAccountId: number) {
  const allowance = await broadcastAllowance(deps.db, primaryAccountId);
  const used = await repo.emailsQueuedSince(deps.db, allowance.accountIds, monthStart());
  return { limit: allowance.monthlyLimit, used };
}

export async function countRecipients(
  deps: Deps,
  ctx: RequestContext,
  input: z.input<typeof countRecipientsBody>,
) {
  authorize(ctx, 'view', 'broadcasts');
  const { recipients } = countRecipientsBody.parse(input);
  await checkRecipients(deps, ctx, recipients);
  const [counts, usage] = await Promise.all([
    countsOf(deps, ctx, recipients),
    monthlyUsage(deps, ctx.primaryAccountId),
  ]);
  return { status: 1 as const, counts, usage };
}

const isEmpty = (r: BroadcastRecipients) =>
  r.tabs.length + r.tags.length + r.groups.length + r.contact_ids.length === 0 &&
  r.unopened_of === null;

/**
 * POST broadcast/{id}/send-broadcast: checks everything that would stop the send, reserves its
 * emails against the plan's month under the organization's lock, queues it and answers.
 */
export async function send(deps: Deps, ctx: RequestContext, id: number, body: SendBroadcastBody) {
  authorize(ctx, 'create', 'broadcasts');
  const row = await broadcastOf(deps, ctx, id);
  if (row.status !== 'saved') throw fieldError('id', messages.notDraft);
  const errors: Record<string, string[]> = {};
  if (!row.subject) errors.subject = [messages.subjectRequired];
  if (!row.body) errors.body = [messages.bodyRequired];
  for (const [field, text] of [
    ['subject', row.subject],
    ['body', row.body],
  ] as const) {
    const unknown = unknownTokensIn(text);
    if (unknown.length > 0) errors[field] = unknown.map((t) => `Unknown token {{${t}}}`);
  }
  const scheduledAt = body.scheduled_at ? new Date(body.scheduled_at) : null;
  if (scheduledAt && scheduledAt.getTime() <= Date.now())
    errors.scheduled_at = [messages.scheduleInPast];
  if (isEmpty(row.recipients)) errors.recipients = [messages.noRecipients];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  await checkRecipients(deps, ctx, row.recipients);
  await checkSender(deps, ctx, row.senderId);

  const counts = await countsOf(deps, ctx, row.recipients);
  if (counts.kill_switch) throw fieldError('recipients', messages.allKilled);
  if (counts.eligible === 0) throw fieldError('recipients', messages.noEligible);
  // Under the organization's lock, so two sends at once cannot both take the month's last emails.
  const queued = await deps.db.transaction(async (tx) => {
    const allowance = await broadcastAllowance(tx, ctx.primaryAccountId, { lock: true });
    const used = await repo.emailsQueuedSince(tx, allowance.accountIds, monthStart());
    if (used + counts.eligible > allowance.monthlyLimit)
      throw sendLimit(messages.limit(allowance.monthlyLimit, used, counts.eligible));
    return repo.updateBroadcast(
      tx,
      ctx.accountId,
      id,
      {
        status: 'queued',
        queuedAt: new Date(),
        scheduledAt,
        recipientsCount: counts.eligible,
        messageKey: randomBytes(6).toString('hex'),
      },
      repo.isDraft,
    );
  });
  if (!queued) throw fieldError('id', messages.notDraft);
  await enqueueBroadcast(deps, queued);
  return {
    status: 1 as const,
    message: scheduledAt ? messages.scheduled : messages.queued,
    broadcast: await present(deps, queued),
  };
}

// Reports

export async function recipients(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  input: z.input<typeof recipientQuery>,
) {
  authorize(ctx, 'view', 'broadcasts');
  const query = recipientQuery.parse(input);
  const row = await broadcastOf(deps, ctx, id);
  if (!row.resolvedAt) {
    const [counts, page] = await Promise.all([
      countsOf(deps, ctx, row.recipients),
      pageOfNames(
        deps.db,
        ctx.accountId,
        and(
          recipientsWhere(ctx.accountId, row.recipients),
          mayGetEmail(ctx.accountId),
          contactSearch(query.search, ctx.phoneCountry),
        )!,
        query,
      ),
    ]);
    const data = page.rows.map((c) => ({
      contact_id: c.id,
      name: `${c.firstName} ${c.lastName}`.trim(),
      email: c.email ?? '',
      status: null,
      opens: 0,
      clicks: 0,
      opened_at: null,
      clicked_at: null,
      error: null,
    }));
    return { ...presentPage(data, page.total, query.page, query.per_page), counts };
  }
  const search = query.search?.trim().toLowerCase();
  const page = await pageOfBroadcastSends(
    deps.db,
    ctx.accountId,
    {
      broadcastId: id,
      opened: query.opened,
      contactIds: search
        ? selectedContactIds(ctx.accountId, contactSearch(search, ctx.phoneCountry)!)
        : undefined,
      address: search ? escapeLike(search) : undefined,
    },
    query,
    'oldest',
  );
  const names = await namesOf(deps, ctx.accountId, page.rows);
  const data = page.rows.map((send) => ({
    contact_id: send.contactId,
    name: (send.contactId && names.get(send.contactId)) || '',
    email: send.toAddress,
    status: send.status,
    opens: send.opens,
    clicks: send.clicks,
    opened_at: iso(send.openedAt),
    clicked_at: iso(send.clickedAt),
    error: send.error,
  }));
  const counts: RecipientCounts = {
    chosen: row.recipientsCount + row.excludedCount,
    eligible: row.recipientsCount,
    ...row.exclusions,
    kill_switch: false,
  };
  return { ...presentPage(data, page.total, query.page, query.per_page), counts };
}

/** The names of the records' contacts, by contact id. */
async function namesOf(deps: Deps, accountId: number, sends: { contactId: number | null }[]) {
  const ids = [...new Set(sends.flatMap((s) => (s.contactId ? [s.contactId] : [])))];
  const rows = await contactRowsByIds(deps.db, accountId, ids);
  return new Map(rows.map((c) => [c.id, `${c.firstName} ${c.lastName}`.trim()]));
}

async function presentLogs(
  deps: Deps,
  accountId: number,
  page: Awaited<ReturnType<typeof pageOfBroadcastSends>>,
  query: PageQuery,
) {
  const [logs, titles] = await Promise.all([
    presentSendLogs(deps, page.rows),
    repo.titlesOf(
      deps.db,
      accountId,
      page.rows.map((send) => send.broadcastId!),
    ),
  ]);
  const data: BroadcastLog[] = page.rows.map((send, i) => ({
    ...logs[i]!,
    broadcast_id: send.broadcastId!,
    broadcast_title: titles.get(send.broadcastId!) ?? '',
  }));
  return presentPage(data, page.total, query.page, query.per_page);
}

export async function logs(
  deps: Deps,
  ctx: RequestContext,
  query: PageQuery & { broadcast_id?: number | undefined },
) {
  authorize(ctx, 'view', 'broadcasts');
  if (query.broadcast_id) await broadcastOf(deps, ctx, query.broadcast_id);
  const page = await pageOfBroadcastSends(
    deps.db,
    ctx.accountId,
    { broadcastId: query.broadcast_id },
    query,
  );
  return presentLogs(deps, ctx.accountId, page, query);
}

/** GET contact/broadcast-logs: the profile's broadcasts section. */
export async function contactLogs(
  deps: Deps,
  ctx: RequestContext,
  query: PageQuery & { contact_id: number },
) {
  authorize(ctx, 'view', 'contacts-center');
  await contactOf(deps.db, ctx, query.contact_id);
  const page = await pageOfBroadcastSends(
    deps.db,
    ctx.accountId,
    { contactId: query.contact_id },
    query,
  );
  return presentLogs(deps, ctx.accountId, page, query);
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** Hours are kept while the send is under two days old; the chart then counts per day. */
const hourlyFor = 2 * dayMs;
const maxPoints = 120;

export async function activity(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'broadcasts');
  const row = await broadcastOf(deps, ctx, id);
  if (!row.startedAt) return { status: 1 as const, bucket: 'hour' as const, points: [] };
  const { organization } = await accountsOf(deps, ctx);
  const timeZone = organization?.timezone ?? 'UTC';
  const bucket: 'hour' | 'day' = Date.now() - row.startedAt.getTime() < hourlyFor ? 'hour' : 'day';
  const counted = await broadcastActivity(deps.db, ctx.accountId, id, bucket, timeZone);
  const byTime = new Map(counted.map((p) => [p.at, p]));
  // Every bucket from the send's start to now, the quiet ones at zero, so the chart reads true.
  const step = bucket === 'hour' ? hourMs : dayMs;
  const points: { at: string; opened: number; clicked: number }[] = [];
  const keyOf = bucketKey(bucket, timeZone);
  const first = row.startedAt.getTime();
  const last = Math.max(Date.now(), first);
  for (let at = last - Math.min(last - first, step * (maxPoints - 1)); ; at += step) {
    const key = keyOf(new Date(Math.min(at, last)));
    if (points.at(-1)?.at !== key)
      points.push({
        at: key,
        opened: byTime.get(key)?.opened ?? 0,
        clicked: byTime.get(key)?.clicked ?? 0,
      });
    if (at >= last) break;
  }
  return { status: 1 as const, bucket, points };
}

/** A moment as the bucket the database groups it in: `YYYY-MM-DDTHH:00` in the time zone. */
function bucketKey(bucket: 'hour' | 'day', timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  return (date: Date) => {
    const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
    const hour = bucket === 'hour' ? parts.hour : '00';
    return `${parts.year}-${parts.month}-${parts.day}T${hour}:00`;
  };
}

export async function suppressed(
  deps: Deps,
  ctx: RequestContext,
  query: PageQuery & { type: SuppressionType },
) {
  authorize(ctx, 'view', 'broadcasts');
  return pageOfSuppressions(deps, ctx.accountId, query.type, query);
}

export async function resendUnopens(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'create', 'broadcasts');
  const original = await broadcastOf(deps, ctx, id);
  if (!original.resolvedAt) throw fieldError('id', messages.notSentYet);
  const unopened = await countSplit(deps.db, ctx.accountId, unopenedWhere(ctx.accountId, id), {});
  if (unopened.total === 0) throw fieldError('id', messages.nothingUnopened);
  const row = await repo.insertBroadcast(deps.db, ctx.accountId, {
    title: `${original.title} (resend to unopens)`.slice(0, 191),
    subject: original.subject,
    body: original.body,
    senderId: original.senderId,
    recipients: {
      tabs: [],
      tags: [],
      groups: [],
      contact_ids: [],
      unopened_of: original.id,
    },
    parentId: original.id,
    createdBy: ctx.user.id,
  });
  return {
    status: 1 as const,
    message: messages.resendCreated,
    broadcast: await present(deps, row),
  };
}

/** GET broadcast/{id}/public-view: a broadcast that went out, as a reader without details sees it. */
export async function publicView(deps: Deps, id: number) {
  const row = await repo.findSentBroadcast(deps.db, id);
  if (!row) throw notFound();
  const [location, signature] = await Promise.all([
    findAccount(deps.db, row.accountId),
    signatureForEmail(deps, row.accountId, undefined, true),
  ]);
  const values = {
    company_name: location?.businessname ?? '',
    location_name: location?.businessname ?? '',
  };
  return {
    status: 1 as const,
    broadcast: {
      id: row.id,
      title: row.title,
      subject: personalize(row.subject, values, 'text'),
      body: safeEmailHtml(personalize(row.body, values, 'html')),
      business_name: location?.businessname ?? '',
      sent_at: iso(row.startedAt),
    },
    signatures: signature ? [signature] : [],
  };
}

// The contact centre's unopened filter

/** The live contacts a sent broadcast reached who have not opened it. */
const unopenedWhere = (accountId: number, broadcastId: number) =>
  sql`${contactIdIn(unopenedContactIds(accountId, broadcastId))} and ${contactIsLive}`;

export async function unopened(
  deps: Deps,
  ctx: RequestContext,
  query: PageQuery & { broadcast_id: number },
) {
  authorize(ctx, 'view', 'contacts-center');
  await broadcastOf(deps, ctx, query.broadcast_id);
  const page = await pageOfNames(
    deps.db,
    ctx.accountId,
    unopenedWhere(ctx.accountId, query.broadcast_id),
    query,
  );
  const data = page.rows.map((c) => ({
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email ?? '',
  }));
  return presentPage(data, page.total, query.page, query.per_page);
}

export async function applyUnopenedTag(
  deps: Deps,
  ctx: RequestContext,
  body: { broadcast_id: number; tag_id: number },
) {
  authorize(ctx, 'update', 'contacts-center');
  await broadcastOf(deps, ctx, body.broadcast_id);
  const tag = await findTag(deps.db, ctx.accountId, body.tag_id);
  if (!tag) throw fieldError('tag_id', messages.unknownTag);
  const tagged = await changeTagsWhere(
    deps,
    ctx.accountId,
    'add',
    [tag.id],
    contactIdIn(unopenedContactIds(ctx.accountId, body.broadcast_id)),
  );
  return {
    status: 1 as const,
    message: `Tag “${tag.name}” has been applied to ${tagged.toLocaleString('en-US')} ${tagged === 1 ? 'contact' : 'contacts'}.`,
    tagged,
  };
}
