import { z } from 'zod';
import { dashboardPageQuery, pageQuery, paginated } from './api';
import { endpoint } from './endpoint';
import { contactDbId, contactIdText, dbId, dbIdText } from './ids';
import { emailLog, suppression, suppressionTypes } from './messaging';
import { personalizedText } from './personalization';

// Broadcasts (001 §7 Broadcast, §4): one email to many contacts of a location, chosen by status
// tabs, tags, groups or by name. A broadcast is saved (a draft, also when added from a
// template), then queued when sent, at once or at a time; the send resolves its recipients into
// one send record each and works through them in batches, so a crash loses nobody. Suppressed
// addresses, contacts with email switched off and the organization's kill switch exclude a
// contact, and the counts say so before sending.

export const broadcastStatuses = ['saved', 'queued', 'sending', 'sent', 'failed'] as const;
export type BroadcastStatus = (typeof broadcastStatuses)[number];
/** 001 §9: the list's type filter, all by default. */
export const broadcastListTypes = ['all', 'saved', 'scheduled', 'sent'] as const;

export const broadcastMessages = {
  saved: 'Broadcast has been saved successfully!',
  renamed: 'Broadcast has been renamed successfully!',
  duplicated: 'Broadcast has been duplicated successfully!',
  deleted: 'Broadcast has been deleted successfully!',
  queued: 'Broadcast has been queued for sending!',
  scheduled: 'Broadcast has been scheduled successfully!',
  resendCreated: 'A new broadcast to those who did not open has been saved as a draft.',
  titleRequired: 'The title field is required',
  subjectRequired: 'Give the broadcast a subject before sending it.',
  bodyRequired: 'Write the broadcast before sending it.',
  noRecipients: 'Choose who gets this broadcast: tabs, tags, groups or contacts.',
  noEligible: 'None of the chosen contacts can get this email now.',
  allKilled:
    'Email sending is switched off for your account. Switch it back on in the notification bar or Admin Settings.',
  notDraft: 'This broadcast has been sent already; duplicate it to send it again.',
  sending: 'A broadcast that is being sent cannot be deleted.',
  scheduleInPast: 'Choose a time in the future.',
  unknownTab: (value: string) => `There is no tab “${value}” in this location.`,
  unknownTag: 'One of the chosen tags is not in this location.',
  unknownGroup: 'One of the chosen groups is not in this location.',
  unknownContact: 'One of the chosen contacts is not in this location.',
  unknownBroadcast: 'That broadcast is not in this location.',
  unverifiedSender: 'This sender is not on a verified, enabled domain.',
  nothingUnopened: 'Everyone who got this broadcast opened it.',
  notSentYet: 'This broadcast has not been sent yet.',
  limit: (limit: number, used: number, adding: number) =>
    `This broadcast would send ${adding.toLocaleString('en-US')} emails, but your plan has ${Math.max(0, limit - used).toLocaleString('en-US')} of its ${limit.toLocaleString('en-US')} monthly broadcast emails left. Upgrade your plan or send to fewer contacts.`,
} as const;

/** Who gets a broadcast: the union of every list given. */
export const broadcastRecipients = z.object({
  tabs: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  tags: z.array(dbId).max(500).default([]),
  groups: z.array(dbId).max(500).default([]),
  contact_ids: z.array(contactDbId).max(10_000).default([]),
  /** Resend to unopens: the contacts a sent broadcast reached who did not open it. */
  unopened_of: dbId.nullable().default(null),
});
export type BroadcastRecipients = z.output<typeof broadcastRecipients>;

export const emptyRecipients: BroadcastRecipients = {
  tabs: [],
  tags: [],
  groups: [],
  contact_ids: [],
  unopened_of: null,
};

const title = z.string().trim().min(1, broadcastMessages.titleRequired).max(191);

/** POST broadcast/save: a new draft, or the draft `id` changed. */
export const saveBroadcastBody = z.object({
  id: dbId.optional(),
  title,
  subject: personalizedText(255).default(''),
  /** HTML from the template editor; what could run is removed before it is sent. */
  body: personalizedText(200_000).default(''),
  /** A sender of the organization on a verified domain; null sends as the location does. */
  sender_id: dbId.nullable().default(null),
  recipients: broadcastRecipients.default(emptyRecipients),
});
export type SaveBroadcastBody = z.input<typeof saveBroadcastBody>;

/** How the chosen contacts split: who gets it, and why the others will not. */
export const recipientCounts = z.object({
  /** Live contacts the choice names. */
  chosen: z.number().int(),
  eligible: z.number().int(),
  no_email: z.number().int(),
  /** Email delivery switched off on the contact. */
  switched_off: z.number().int(),
  /** On a suppression list: bounced, complained or unsubscribed. */
  suppressed: z.number().int(),
  /** Every one excluded by the organization's kill switch. */
  kill_switch: z.boolean(),
});
export type RecipientCounts = z.infer<typeof recipientCounts>;

/** The plan's broadcast emails this calendar month (UTC), across the organization. */
export const monthlyUsage = z.object({ limit: z.number().int(), used: z.number().int() });

export const broadcast = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.string(),
  body: z.string(),
  sender_id: z.number().int().nullable(),
  recipients: broadcastRecipients,
  status: z.enum(broadcastStatuses),
  template_id: z.number().int().nullable(),
  /** The broadcast this one resends to those who did not open it. */
  parent_id: z.number().int().nullable(),
  scheduled_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** Send records made when the send started; until then 0. */
  recipients_count: z.number().int(),
  sent_count: z.number().int(),
  failed_count: z.number().int(),
  opened_count: z.number().int(),
  clicked_count: z.number().int(),
  bounced_count: z.number().int(),
  /** Excluded when the send started: suppressed, switched off or without an email. */
  excluded_count: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Broadcast = z.infer<typeof broadcast>;

export const broadcastResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  broadcast,
});

export const broadcastListQuery = dashboardPageQuery.extend({
  type: z.enum(broadcastListTypes).default('all'),
  search: z.string().trim().max(200).optional(),
});
export type BroadcastListQuery = z.input<typeof broadcastListQuery>;

const broadcastParams = z.object({ broadcast: dbIdText });
const broadcastId = z.number({ error: 'The id field is required' }).pipe(dbId);

export const renameBroadcastBody = z.object({ id: broadcastId, title });
export const broadcastIdBody = z.object({ id: broadcastId });
export const sendBroadcastBody = z.object({
  /** Absent or null: now. */
  scheduled_at: z.iso.datetime({ offset: true }).max(40).nullable().optional(),
});
export type SendBroadcastBody = z.input<typeof sendBroadcastBody>;

export const countRecipientsBody = z.object({ recipients: broadcastRecipients });
export const recipientCountsResponse = z.object({
  status: z.literal(1),
  counts: recipientCounts,
  usage: monthlyUsage,
});

/** One recipient of a sent broadcast, or, before sending, a contact it would reach. */
export const broadcastRecipient = z.object({
  contact_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  /** The send record's status; null before sending. */
  status: emailLog.shape.status.nullable(),
  opens: z.number().int(),
  clicks: z.number().int(),
  opened_at: z.string().nullable(),
  clicked_at: z.string().nullable(),
  error: z.string().nullable(),
});
export const recipientQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  /** Of a sent broadcast: only those who opened, or did not. */
  opened: z.enum(['yes', 'no']).optional(),
});
export const recipientPage = paginated(broadcastRecipient).extend({
  counts: recipientCounts,
});

/** GET broadcast/broadcast-logs: the messages of one broadcast, or of all of the location's. */
export const broadcastLogQuery = pageQuery.extend({ broadcast_id: dbIdText.optional() });
export const broadcastLog = emailLog.extend({
  broadcast_id: z.number().int(),
  broadcast_title: z.string(),
});
export type BroadcastLog = z.infer<typeof broadcastLog>;

export const suppressedContactsQuery = pageQuery.extend({
  type: z.enum(suppressionTypes).default('bounces'),
});

/** Opens and clicks over time since the send began: per hour the first two days, then per day. */
export const broadcastActivity = z.object({
  status: z.literal(1),
  bucket: z.enum(['hour', 'day']),
  points: z.array(
    z.object({ at: z.string(), opened: z.number().int(), clicked: z.number().int() }),
  ),
});

/** The broadcast as a web page, for "view in browser"; only once it has gone out. */
export const publicBroadcastResponse = z.object({
  status: z.literal(1),
  broadcast: z.object({
    id: z.number().int(),
    title: z.string(),
    subject: z.string(),
    /** Safe HTML, tokens read as a reader without contact details would see them. */
    body: z.string(),
    business_name: z.string(),
    sent_at: z.string().nullable(),
  }),
  /** The signature HTML the email closed with, when it had one. */
  signatures: z.array(z.string()),
});

/** contact/filter-by-unopened-emails and apply-unopened-tag: who got a broadcast and never opened it. */
export const unopenedQuery = pageQuery.extend({ broadcast_id: dbIdText });
export const unopenedContact = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export const applyUnopenedTagBody = z.object({
  broadcast_id: broadcastId,
  tag_id: z.number({ error: 'Please choose a tag' }).pipe(dbId),
});
export const contactBroadcastLogQuery = pageQuery.extend({ contact_id: contactIdText });

/** Realtime: the progress of a send, to the location's users who may see broadcasts. */
export const broadcastProgressEvent = z.object({
  broadcast_id: z.number().int(),
  status: z.enum(broadcastStatuses),
  recipients_count: z.number().int(),
  sent_count: z.number().int(),
  failed_count: z.number().int(),
});
export type BroadcastProgressEvent = z.infer<typeof broadcastProgressEvent>;

const broadcasts = { tag: 'broadcasts' } as const;
const may = (action: 'view' | 'create' | 'update' | 'delete') =>
  ({ permission: { area: 'broadcasts', action } }) as const;

export const broadcastEndpoints = {
  list: endpoint({
    ...broadcasts,
    ...may('view'),
    method: 'GET',
    path: 'broadcast/list',
    description: 'The location’s broadcasts, newest first (001 §9: type all, by id descending).',
    query: broadcastListQuery,
    response: paginated(broadcast),
  }),
  save: endpoint({
    ...broadcasts,
    ...may('create'),
    method: 'POST',
    path: 'broadcast/save',
    description: 'Saves a new draft, or changes the draft named by `id`.',
    body: saveBroadcastBody,
    response: broadcastResponse,
  }),
  rename: endpoint({
    ...broadcasts,
    ...may('update'),
    method: 'PATCH',
    path: 'broadcast/rename',
    body: renameBroadcastBody,
    response: broadcastResponse,
  }),
  duplicate: endpoint({
    ...broadcasts,
    ...may('create'),
    method: 'POST',
    path: 'broadcast/duplicate',
    description: 'A new draft with the broadcast’s content and recipients.',
    body: broadcastIdBody,
    response: broadcastResponse,
  }),
  remove: endpoint({
    ...broadcasts,
    ...may('delete'),
    method: 'DELETE',
    path: 'broadcast/delete',
    description: 'Deletes a broadcast that is not being sent; what it sent stays in the logs.',
    body: broadcastIdBody,
    response: z.object({ status: z.literal(1), message: z.string() }),
  }),
  countRecipients: endpoint({
    ...broadcasts,
    ...may('view'),
    method: 'POST',
    path: 'broadcast/count-recipients',
    description: 'How a choice of recipients splits into who gets it and who is excluded, and why.',
    body: countRecipientsBody,
    response: recipientCountsResponse,
  }),
  send: endpoint({
    ...broadcasts,
    ...may('create'),
    method: 'POST',
    path: 'broadcast/:broadcast/send-broadcast',
    description:
      'Queues the draft now or at `scheduled_at` and answers at once; past the plan’s monthly emails it answers 404 with error limit-error (001 §8).',
    params: broadcastParams,
    body: sendBroadcastBody,
    response: broadcastResponse,
  }),
  recipients: endpoint({
    ...broadcasts,
    ...may('view'),
    method: 'GET',
    path: 'broadcast/:broadcast/recipient',
    description:
      'Who the broadcast reached (after sending) or would reach (before), with the excluded counts.',
    params: broadcastParams,
    query: recipientQuery,
    response: recipientPage,
  }),
  logs: endpoint({
    ...broadcasts,
    ...may('view'),
    method: 'GET',
    path: 'broadcast/broadcast-logs',
    query: broadcastLogQuery,
    response: paginated(broadcastLog),
  }),
  activity: endpoint({
    ...broadcasts,
    ...may('view'),
    method: 'GET',
    path: 'broadcast/:broadcast/activity',
    description: 'Opens and clicks over time, for the report’s chart.',
    params: broadcastParams,
    response: broadcastActivity,
  }),
  suppressed: endpoint({
    ...broadcasts,
    ...may('view'),
    method: 'GET',
    path: 'broadcast/suppressed-contacts',
    description: 'The addresses on one of the location’s suppression lists.',
    query: suppressedContactsQuery,
    response: paginated(suppression),
  }),
  resendUnopens: endpoint({
    ...broadcasts,
    ...may('create'),
    method: 'POST',
    path: 'broadcast/resend-unopens',
    description: 'A new draft for the recipients of a sent broadcast who did not open it (001 §4).',
    body: broadcastIdBody,
    response: broadcastResponse,
  }),
  publicView: endpoint({
    ...broadcasts,
    access: 'public',
    method: 'GET',
    path: 'broadcast/:broadcast/public-view',
    description: 'A sent broadcast as a web page, with its signature; 404 before it is sent.',
    params: broadcastParams,
    response: publicBroadcastResponse,
  }),
  unopened: endpoint({
    tag: 'contacts',
    permission: { area: 'contacts-center', action: 'view' },
    method: 'GET',
    path: 'contact/filter-by-unopened-emails',
    description: 'The contacts a sent broadcast reached who have not opened it.',
    query: unopenedQuery,
    response: paginated(unopenedContact),
  }),
  applyUnopenedTag: endpoint({
    tag: 'contacts',
    permission: { area: 'contacts-center', action: 'update' },
    method: 'POST',
    path: 'contact/apply-unopened-tag',
    description: 'Tags every contact a sent broadcast reached who has not opened it.',
    body: applyUnopenedTagBody,
    response: z.object({ status: z.literal(1), message: z.string(), tagged: z.number().int() }),
  }),
  contactLogs: endpoint({
    tag: 'contacts',
    permission: { area: 'contacts-center', action: 'view' },
    method: 'GET',
    path: 'contact/broadcast-logs',
    description: 'The broadcasts a contact was sent, for the profile.',
    query: contactBroadcastLogQuery,
    response: paginated(broadcastLog),
  }),
};
