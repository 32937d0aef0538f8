import { z } from 'zod';
import { pageQuery, paginated } from './api';
import { endpoint } from './endpoint';
import { contactDbId, contactIdText, dbId, dbIdText, idArray } from './ids';
import { personalizedText } from './personalization';

// One-to-one email and SMS (001 §7 Contact, Email log), the delivery events that follow a
// message, and the account's suppression lists. Every message is a send record first and goes
// out from a job; its log entry follows it from queued to sent, delivered, opened, clicked,
// bounced or failed.

export const sendChannels = ['email', 'sms'] as const;
export type SendChannel = (typeof sendChannels)[number];

/** A message's state in its log, in the order a message moves through them. */
export const sendStatuses = [
  'queued',
  'sent',
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'failed',
] as const;
export type SendStatus = (typeof sendStatuses)[number];

/** The events a provider or the tracking reports after a message was accepted. */
export const providerEventTypes = [
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'complained',
  'failed',
] as const;
/** Besides, what the recipient did on the message's unsubscribe link and recovery page. */
export const deliveryEventTypes = [...providerEventTypes, 'unsubscribed', 'resubscribed'] as const;
export type DeliveryEventType = (typeof deliveryEventTypes)[number];

/** 001 §7: GET contact/suppressions/{type}; the broadcast area names the same three lists. */
export const suppressionTypes = ['bounces', 'complaints', 'unsubscribes'] as const;
export type SuppressionType = (typeof suppressionTypes)[number];

export const messagingMessages = {
  emailQueued: 'Email has been sent successfully!',
  smsQueued: 'SMS has been sent successfully!',
  noEmail: 'This contact has no email address.',
  noPhone: 'This contact has no phone number.',
  emailDeliveryOff: 'Email delivery is switched off for this contact.',
  smsDeliveryOff: 'SMS delivery is switched off for this contact.',
  emailKilled:
    'Email sending is switched off for your account. Switch it back on in the notification bar or Admin Settings.',
  smsKilled: 'SMS sending is switched off for your account.',
  suppressed: {
    bounces: (address: string) =>
      `Email to ${address} bounced before, so nothing more is sent to it.`,
    complaints: (address: string) =>
      `${address} reported your email as spam, so nothing more is sent to it.`,
    unsubscribes: (address: string) => `${address} unsubscribed, so nothing more is sent to it.`,
  } satisfies Record<SuppressionType, (address: string) => string>,
  emailLogsDeleted: 'Email logs have been deleted successfully!',
  testEmailSent: (to: string) => `A test email has been sent to ${to}.`,
  testSmsSent: (to: string) => `A test SMS has been sent to ${to}.`,
  noUserPhone: 'Add a phone number to your profile to receive test SMS.',
} as const;

export const sendEmailBody = z.object({
  contact_id: contactDbId,
  subject: personalizedText(255).min(1, 'The subject field is required'),
  /** HTML. Scripts, event handlers and javascript: links are removed before it is sent. */
  body: personalizedText(200_000).min(1, 'The body field is required'),
  /** A signature of the location; absent for the default one, null for none. */
  signature_id: dbId.nullable().optional(),
});
export type SendEmailBody = z.input<typeof sendEmailBody>;

export const sendSmsBody = z.object({
  contact_id: contactDbId,
  message: personalizedText(1_600).min(1, 'The message field is required'),
});
export type SendSmsBody = z.input<typeof sendSmsBody>;

export const emailLog = z.object({
  id: z.number().int(),
  contact_id: z.number().int().nullable(),
  channel: z.enum(sendChannels),
  to: z.string(),
  from: z.string().nullable(),
  subject: z.string(),
  status: z.enum(sendStatuses),
  /** Why a message failed or bounced, in the provider's words. */
  error: z.string().nullable(),
  sent_by: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  opened_at: z.string().nullable(),
  clicked_at: z.string().nullable(),
  opens: z.number().int(),
  clicks: z.number().int(),
});
export type EmailLog = z.infer<typeof emailLog>;

/** Email answers status -1 on a refusal, SMS another status than 1 (001 §7 Response handling). */
export const sendEmailResponse = z.union([
  z.object({ status: z.literal(1), message: z.string(), log: emailLog }),
  z.object({ status: z.literal(-1), message: z.string() }),
]);
export type SendEmailResponse = z.infer<typeof sendEmailResponse>;
export const sendSmsResponse = z.union([
  z.object({ status: z.literal(1), message: z.string(), log: emailLog }),
  z.object({ status: z.literal(0), message: z.string() }),
]);
export type SendSmsResponse = z.infer<typeof sendSmsResponse>;

export const emailLogQuery = pageQuery.extend({
  channel: z.enum(sendChannels).optional(),
});
export const deleteEmailLogsBody = z.object({
  /** The entries to delete; none deletes every entry of the contact. */
  ids: idArray('Please choose the logs to delete', dbId).optional(),
});

export const deliveryEvent = z.object({
  id: z.number().int(),
  send_id: z.number().int(),
  type: z.enum(deliveryEventTypes),
  detail: z.string().nullable(),
  created_at: z.string(),
});
export type DeliveryEvent = z.infer<typeof deliveryEvent>;
export const sentEventLogQuery = pageQuery.extend({
  contact_id: contactIdText.optional(),
  send_id: dbIdText.optional(),
});

export const suppression = z.object({
  id: z.number().int(),
  address: z.string(),
  type: z.enum(suppressionTypes),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type Suppression = z.infer<typeof suppression>;

/** The report's period: the last `days` days, or what was sent since `since`. */
export const emailReportQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export const newEmailReportQuery = z.object({ since: z.iso.datetime({ offset: true }).max(40) });

const statusCounts = z.object(Object.fromEntries(sendStatuses.map((s) => [s, z.number().int()])));
export const emailReport = z.object({
  status: z.literal(1),
  from: z.string(),
  to: z.string(),
  /** Messages by their status now. */
  totals: statusCounts,
  sent: z.number().int(),
  /** Share of the sent messages, 0–100, one decimal. */
  delivery_rate: z.number(),
  open_rate: z.number(),
  click_rate: z.number(),
  bounce_rate: z.number(),
  complaints: z.number().int(),
  /** Per day in the account's time zone: messages sent, opened and bounced. */
  days: z.array(
    z.object({
      date: z.string(),
      sent: z.number().int(),
      opened: z.number().int(),
      bounced: z.number().int(),
    }),
  ),
});
export type EmailReport = z.infer<typeof emailReport>;

export const deliveryLogQuery = pageQuery.extend({
  status: z.enum(sendStatuses).optional(),
  channel: z.enum(sendChannels).optional(),
});
export const newDeliveryLogQuery = z.object({ after_id: dbIdText });

/** The email events webhook: what the sending service reports, HMAC-signed with its secret. */
export const emailEventsBody = z.object({
  events: z
    .array(
      z.object({
        type: z.enum(providerEventTypes),
        /** The Message-ID of the message, with or without angle brackets. */
        message_id: z.string().min(1).max(998),
        recipient: z.string().max(320).optional(),
        reason: z.string().max(2_000).optional(),
        url: z.string().max(2_000).optional(),
      }),
    )
    .min(1)
    .max(1_000),
});
export type EmailEventsBody = z.infer<typeof emailEventsBody>;

const contact = { tag: 'contacts' } as const;
const emailLogs = { tag: 'email-log' } as const;

export const messagingEndpoints = {
  sendEmail: endpoint({
    ...contact,
    method: 'POST',
    path: 'contact/send-email',
    permission: { area: 'contacts-center', action: 'update' },
    description: 'Queues an email to one contact, with its signature; sent from a job.',
    body: sendEmailBody,
    response: sendEmailResponse,
  }),
  sendSms: endpoint({
    ...contact,
    method: 'POST',
    path: 'contact/send-sms',
    permission: { area: 'contacts-center', action: 'update' },
    description: 'Queues an SMS to one contact; sent from a job.',
    body: sendSmsBody,
    response: sendSmsResponse,
  }),
  emailLogs: endpoint({
    ...contact,
    method: 'GET',
    path: 'contact/:contact/email-logs',
    permission: { area: 'contacts-center', action: 'view' },
    params: z.object({ contact: contactIdText }),
    query: emailLogQuery,
    response: paginated(emailLog),
  }),
  deleteEmailLogs: endpoint({
    ...contact,
    method: 'DELETE',
    path: 'contact/:contact/delete-email-logs',
    permission: { area: 'contacts-center', action: 'update' },
    params: z.object({ contact: contactIdText }),
    body: deleteEmailLogsBody,
    response: z.object({ status: z.literal(1), message: z.string(), deleted: z.number().int() }),
  }),
  sentEventLogs: endpoint({
    ...contact,
    method: 'GET',
    path: 'contact/email-sent-event-logs',
    permission: { area: 'contacts-center', action: 'view' },
    description: 'The delivery events of a contact’s messages, or of one message, newest first.',
    query: sentEventLogQuery,
    response: paginated(deliveryEvent),
  }),
  suppressions: endpoint({
    ...contact,
    method: 'GET',
    path: 'contact/suppressions/:type',
    permission: { area: 'contacts-center', action: 'view' },
    params: z.object({ type: z.enum(suppressionTypes) }),
    query: pageQuery,
    response: paginated(suppression),
  }),
  emailReport: endpoint({
    ...emailLogs,
    method: 'GET',
    path: 'email-log/get-email-report',
    permission: { area: 'contacts-center', action: 'view' },
    description: 'The location’s email over the last days: totals, rates and a day-by-day count.',
    query: emailReportQuery,
    response: emailReport,
  }),
  newEmailReport: endpoint({
    ...emailLogs,
    method: 'GET',
    path: 'email-log/get-new-email-report',
    permission: { area: 'contacts-center', action: 'view' },
    description: 'The same report for the email sent since a moment (a screen kept open).',
    query: newEmailReportQuery,
    response: emailReport,
  }),
  deliveryLog: endpoint({
    ...emailLogs,
    method: 'GET',
    path: 'email-log/get-delivery-log',
    permission: { area: 'contacts-center', action: 'view' },
    description: 'Every message of the location with its status, newest first.',
    query: deliveryLogQuery,
    response: paginated(emailLog),
  }),
  newDeliveryLog: endpoint({
    ...emailLogs,
    method: 'GET',
    path: 'email-log/get-new-delivery-log',
    permission: { area: 'contacts-center', action: 'view' },
    description: 'The messages queued after a given one, oldest first (at most 100).',
    query: newDeliveryLogQuery,
    response: z.object({ status: z.literal(1), data: z.array(emailLog) }),
  }),
  emailEvents: endpoint({
    tag: 'webhooks',
    method: 'POST',
    path: 'webhooks/email-events',
    access: 'public',
    description:
      'Delivery events from the sending service, signed in X-Coachline-Signature (HMAC-SHA256 of the body with EMAIL_WEBHOOK_SECRET, hex).',
    body: emailEventsBody,
    response: z.object({ status: z.literal(1), applied: z.number().int() }),
  }),
};
