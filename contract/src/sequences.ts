import { z } from 'zod';
import { dashboardPageQuery, pageQuery, paginated } from './api';
import { requiredString, statusMessageResponse } from './auth';
import { contactSelection } from './contacts';
import { boundedDay } from './dates';
import { endpoint } from './endpoint';
import { contactDbId, contactIdText, dbId, dbIdText, maxDbId, requiredId } from './ids';

// Sequences (002 §3 Sequence, §7 Sequences; issue 15 §3): drip messages. A sequence is an
// ordered list of email and SMS messages, each with its schedule: so many days after the one
// before (or after the contact joined, for the first) at a time of the location's day, or on a
// fixed date. A contact added to a sequence (a subscriber) gets its messages in order, each
// exactly once, at their times; the engine keeps each subscriber's place as a row, as journeys
// do (issue 15 §1). 002 §7 names the calls; their shapes are designed here.

export const sequenceMessages = {
  created: 'Sequence has been created successfully!',
  updated: 'Sequence has been updated successfully!',
  renamed: 'Sequence has been renamed successfully!',
  duplicated: 'Sequence has been duplicated successfully!',
  deleted: 'Sequence has been deleted successfully!',
  scheduled: 'Sequence has been scheduled successfully!',
  scheduleDeleted: 'The sequence’s schedule has been removed: it starts as contacts join',
  messageAdded: 'Message has been added successfully!',
  messageUpdated: 'Message has been updated successfully!',
  messageDeleted: 'Message has been deleted successfully!',
  sorted: 'Messages have been sorted successfully!',
  contactsAdded: 'Contacts have been successfully added to the sequence!',
  contactsRemoved: 'Contacts have been successfully removed from the sequence!',
  usersDeleted: 'Contacts and their history have been deleted from the sequence!',
  sentNow: 'The message is on its way to the contacts waiting for it',
  resent: (count: number) =>
    count === 1
      ? 'The message has been resent to 1 contact'
      : `The message has been resent to ${count} contacts`,
  noMessages: 'Add a message before adding contacts to this sequence',
  notAMessage: 'The message is not one of this sequence’s',
  sortIncomplete: 'Send every message of the sequence, each once, in the new order',
  scheduleInPast: 'Choose a time to come',
} as const;

/** The messages of one sequence at most. */
export const maxSequenceMessages = 100;

export const sequenceMessageTypes = ['email', 'sms'] as const;
export type SequenceMessageType = (typeof sequenceMessageTypes)[number];
/** So many days after the one before (`delay`), or on a date (`fixed`). */
export const scheduleModes = ['delay', 'fixed'] as const;
export type ScheduleMode = (typeof scheduleModes)[number];
export const sequenceStatuses = ['active', 'paused'] as const;
export type SequenceStatus = (typeof sequenceStatuses)[number];
/** A subscriber waits for a message (`active`), got them all, was removed, or its send failed. */
export const subscriberStatuses = ['active', 'completed', 'removed', 'failed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

const title = requiredString('title').trim().min(1, 'The title field is required').max(100);
const timeOfDay = z
  .string()
  .max(5)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The time must be a time (HH:MM)');

// Entities -------------------------------------------------------------------------------------

export const sequenceMessage = z.object({
  id: z.number().int(),
  sequence_id: z.number().int(),
  position: z.number().int(),
  type: z.enum(sequenceMessageTypes),
  /** The email's subject; empty for an SMS. */
  subject: z.string(),
  /** The email's HTML, or the SMS text. */
  body: z.string(),
  schedule_mode: z.enum(scheduleModes),
  /** `delay`: days after the message before (the first: after the contact joined). */
  delay_days: z.number().int(),
  /** A time of the location's day (HH:MM); with `delay`, null sends as soon as the days pass. */
  send_time: z.string().nullable(),
  /** `fixed`: the date (YYYY-MM-DD) of the location's calendar. */
  send_on: z.string().nullable(),
  /** Subscribers waiting for it now, and those it was sent to. */
  waiting_count: z.number().int(),
  sent_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SequenceMessage = z.output<typeof sequenceMessage>;

export const sequence = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(sequenceStatuses),
  folder_id: z.number().int().nullable(),
  ordering: z.number().int(),
  /** When the sequence starts: its subscribers' first message counts from then. */
  scheduled_at: z.string().nullable(),
  messages_count: z.number().int(),
  email_count: z.number().int(),
  sms_count: z.number().int(),
  /** Subscribers waiting for a message, and those who got them all. */
  active_count: z.number().int(),
  completed_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Sequence = z.output<typeof sequence>;

const person = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
});

/** A contact on a sequence (`sequence/{id}/users`, the profile's Sequences section). */
export const sequenceSubscriber = z.object({
  id: z.number().int(),
  sequence: z.object({ id: z.number().int(), title: z.string() }),
  contact: person,
  status: z.enum(subscriberStatuses),
  /** The message it waits for, and when it goes; null once finished. */
  next_message: z
    .object({ id: z.number().int(), type: z.enum(sequenceMessageTypes), title: z.string() })
    .nullable(),
  next_at: z.string().nullable(),
  sent_count: z.number().int(),
  /** Why it stopped, when it failed. */
  detail: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type SequenceSubscriber = z.output<typeof sequenceSubscriber>;

/** What became of messages sent: counts of contacts, each message sent once to each. */
export const deliveryCounts = z.object({
  sent: z.number().int(),
  delivered: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  unsubscribed: z.number().int(),
  bounced: z.number().int(),
  failed: z.number().int(),
  /** Refused before sending: no address, switched off, suppressed. */
  skipped: z.number().int(),
});
export type DeliveryCounts = z.output<typeof deliveryCounts>;

export const sequenceAnalytics = deliveryCounts.extend({
  type: z.enum(sequenceMessageTypes),
  messages: z.number().int(),
  /** Percentages of those delivered (or sent, before any delivery report), one decimal. */
  open_rate: z.number(),
  click_rate: z.number(),
});
export type SequenceAnalytics = z.output<typeof sequenceAnalytics>;

export const sequenceDetailAnalytics = z.object({
  totals: deliveryCounts,
  messages: z.array(
    deliveryCounts.extend({
      message_id: z.number().int(),
      position: z.number().int(),
      type: z.enum(sequenceMessageTypes),
      title: z.string(),
    }),
  ),
  /** The last 30 days of the location's calendar, oldest first. */
  daily: z.array(
    z.object({
      date: z.string(),
      sent: z.number().int(),
      opened: z.number().int(),
      clicked: z.number().int(),
    }),
  ),
});
export type SequenceDetailAnalytics = z.output<typeof sequenceDetailAnalytics>;

export const messageSubscriber = z.object({
  id: z.number().int(),
  contact: person,
  /** The send's status (queued, sent, delivered, opened, clicked, bounced, failed) or skipped. */
  status: z.string(),
  detail: z.string(),
  resent: z.boolean(),
  sent_at: z.string(),
  opened_at: z.string().nullable(),
  clicked_at: z.string().nullable(),
  unsubscribed: z.boolean(),
});
export type MessageSubscriber = z.output<typeof messageSubscriber>;

/** When a message goes to the subscribers waiting for it (`sequence/{message_id}/schedules`). */
export const messageSchedule = z.object({
  message: sequenceMessage,
  /** The location's days ahead, each with the subscribers it goes to then. */
  upcoming: z.array(z.object({ date: z.string(), count: z.number().int() })),
  next_at: z.string().nullable(),
  time_zone: z.string(),
});
export type MessageSchedule = z.output<typeof messageSchedule>;

// Bodies and queries ---------------------------------------------------------------------------

const idOrZeroText = z.coerce.number().int().min(0).max(maxDbId);
const search = z.string().trim().max(200).optional();

export const sequenceListQuery = dashboardPageQuery.extend({
  search,
  /** One folder's sequences; 0 the main folder's; absent every sequence. */
  folder_id: idOrZeroText.optional(),
});
export type SequenceListQuery = z.input<typeof sequenceListQuery>;

export const createSequenceBody = z.object({ title, folder_id: dbId.nullable().optional() });
export const renameSequenceBody = z.object({ sequence_id: requiredId('sequence_id'), title });
export const updateSequenceBody = z.object({
  title: title.optional(),
  /** A paused sequence keeps its subscribers where they are until it is active again. */
  status: z.enum(sequenceStatuses, { error: 'The status must be active or paused' }).optional(),
});
export const sequenceIdBody = z.object({ sequence_id: requiredId('sequence_id') });
export const sequenceContactsBody = z.object({
  sequence_id: requiredId('sequence_id'),
  selection: contactSelection,
});
export type SequenceContactsBody = z.input<typeof sequenceContactsBody>;
export const deleteSequenceUsersBody = z.object({
  sequence_id: requiredId('sequence_id'),
  ids: z.array(contactDbId).min(1, 'Please select at least one contact').max(10_000),
});
export const emailCountBody = z.object({ selection: contactSelection });
export const scheduleSequenceBody = z.object({
  scheduled_at: z.iso
    .datetime({ offset: true, error: 'The start must be a date and time' })
    .max(40),
});

const messageFields = {
  type: z.enum(sequenceMessageTypes, { error: 'Choose email or SMS' }),
  subject: z.string().trim().max(200).default(''),
  body: requiredString('body').trim().min(1, 'The message field is required').max(100_000),
  schedule_mode: z.enum(scheduleModes).default('delay'),
  delay_days: z.number().int().min(0, 'The days must be 0 or more').max(365).default(0),
  send_time: timeOfDay.nullable().default(null),
  send_on: boundedDay('date').nullable().default(null),
};

/** A message's fields hang together: an email has a subject, an SMS fits, a date has its day. */
const messageRules = <T extends z.ZodType<Partial<Record<keyof typeof messageFields, unknown>>>>(
  schema: T,
) =>
  schema.superRefine((raw, issue) => {
    const m = raw as {
      type?: string;
      subject?: string;
      body?: string;
      schedule_mode?: string;
      send_on?: string | null;
      send_time?: string | null;
    };
    if (m.type === 'email' && !m.subject)
      issue.addIssue({
        code: 'custom',
        path: ['subject'],
        message: 'The subject field is required',
      });
    if (m.type === 'sms' && (m.body?.length ?? 0) > 1_600)
      issue.addIssue({
        code: 'custom',
        path: ['body'],
        message: 'An SMS holds at most 1600 characters',
      });
    if (m.schedule_mode === 'fixed' && !m.send_on)
      issue.addIssue({ code: 'custom', path: ['send_on'], message: 'The date field is required' });
    if (m.schedule_mode === 'fixed' && !m.send_time)
      issue.addIssue({
        code: 'custom',
        path: ['send_time'],
        message: 'The time field is required',
      });
  });

export const addMessageBody = messageRules(
  z.object({
    ...messageFields,
    /** Where it goes among the messages (0 first); the end when absent. */
    index: z.number().int().min(0).max(maxSequenceMessages).optional(),
  }),
);
export type AddMessageBody = z.input<typeof addMessageBody>;
export const updateMessageBody = messageRules(
  z.object({ message_id: requiredId('message_id'), ...messageFields }),
);
export type UpdateMessageBody = z.input<typeof updateMessageBody>;
export const messageIdBody = z.object({ message_id: requiredId('message_id') });
export const sortMessagesBody = z.object({
  ids: z.array(dbId).min(1, 'Send the messages in their new order').max(maxSequenceMessages),
});
export const resendBody = z.object({
  /** Only to those who have not opened it (an email); every contact it went to when false. */
  only_unopened: z.boolean().default(true),
});

export const sequenceUsersQuery = pageQuery.extend({
  status: z.enum(subscriberStatuses).optional(),
  search,
});
export const analyticsQuery = z.object({ type: z.enum(sequenceMessageTypes).default('email') });
export const subscribersQuery = pageQuery.extend({
  /** Those who opened, clicked, did not open, or whose send failed or was skipped. */
  event: z.enum(['opened', 'clicked', 'not_opened', 'failed']).optional(),
  search,
});

export const sequenceParams = z.object({ sequence: dbIdText });
export const sequenceMessageParams = z.object({ sequence: dbIdText, message: dbIdText });
export const messageParams = z.object({ message: dbIdText });
export const contactParams = z.object({ contact: contactIdText });

const sequenceResponse = z.object({ status: z.literal(1), message: z.string(), sequence });
const messageResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  sequence_message: sequenceMessage,
});
const bulkResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  affected: z.number().int(),
});

const sequences = { tag: 'sequences' } as const;
const may = (action: 'view' | 'create' | 'update' | 'delete') =>
  ({ permission: { area: 'sequences', action } }) as const;

export const sequenceEndpoints = {
  listAll: endpoint({
    ...sequences,
    ...may('view'),
    method: 'GET',
    path: 'sequence/list-all',
    description: 'Every sequence by title, for pickers.',
    response: z.object({ status: z.literal(1), data: z.array(sequence) }),
  }),
  lists: endpoint({
    ...sequences,
    ...may('view'),
    method: 'GET',
    path: 'sequence/lists',
    description: 'Sequences by ordering, highest first; by folder and title.',
    query: sequenceListQuery,
    response: paginated(sequence),
  }),
  messages: endpoint({
    ...sequences,
    ...may('view'),
    method: 'GET',
    path: 'sequence/:sequence/messages',
    description: 'The sequence with its messages in order.',
    params: sequenceParams,
    response: z.object({
      status: z.literal(1),
      sequence,
      data: z.array(sequenceMessage),
      time_zone: z.string(),
    }),
  }),
  analytics: endpoint({
    ...sequences,
    ...may('view'),
    method: 'GET',
    path: 'sequence/:sequence/analytics',
    description: 'What became of the sequence’s emails, or its SMS, sent so far.',
    params: sequenceParams,
    query: analyticsQuery,
    response: z.object({ status: z.literal(1), data: sequenceAnalytics }),
  }),
  users: endpoint({
    ...sequences,
    ...may('view'),
    method: 'GET',
    path: 'sequence/:sequence/users',
    description: 'The contacts on the sequence and who went through it, latest first.',
    params: sequenceParams,
    query: sequenceUsersQuery,
    response: paginated(sequenceSubscriber),
  }),
  schedules: endpoint({
    ...sequences,
    ...may('view'),
    method: 'GET',
    path: 'sequence/:message/schedules',
    description:
      'A message’s schedule: the days ahead it goes out on, with how many contacts each.',
    params: messageParams,
    response: z.object({ status: z.literal(1), data: messageSchedule }),
  }),
  detailAnalytics: endpoint({
    ...sequences,
    ...may('view'),
    method: 'GET',
    path: 'sequence/:sequence/detail-analytics',
    description:
      'Each message’s sent, delivered, opened, clicked and unsubscribed, and the last 30 days.',
    params: sequenceParams,
    response: z.object({ status: z.literal(1), data: sequenceDetailAnalytics }),
  }),
  subscribers: endpoint({
    ...sequences,
    ...may('view'),
    method: 'GET',
    path: 'sequence/:sequence/message/:message/subscribers',
    description: 'The contacts a message went to, with what they did, latest first.',
    params: sequenceMessageParams,
    query: subscribersQuery,
    response: paginated(messageSubscriber),
  }),
  addContact: endpoint({
    ...sequences,
    ...may('update'),
    method: 'POST',
    path: 'sequence/add-contact',
    description:
      'Adds the selected contacts (ids or all matching a filter); those on it already stay where they are.',
    body: sequenceContactsBody,
    response: bulkResponse,
  }),
  removeContact: endpoint({
    ...sequences,
    ...may('update'),
    method: 'POST',
    path: 'sequence/remove-contact',
    description: 'Stops the selected contacts where they are; what they were sent stays.',
    body: sequenceContactsBody,
    response: bulkResponse,
  }),
  create: endpoint({
    ...sequences,
    ...may('create'),
    method: 'POST',
    path: 'sequence/create',
    description: 'An empty sequence on top of the list.',
    body: createSequenceBody,
    response: sequenceResponse,
  }),
  duplicate: endpoint({
    ...sequences,
    ...may('create'),
    method: 'POST',
    path: 'sequence/duplicate',
    description: 'A copy with its messages and schedules, none of its contacts.',
    body: sequenceIdBody,
    response: sequenceResponse,
  }),
  scheduleSequence: endpoint({
    ...sequences,
    ...may('update'),
    method: 'POST',
    path: 'sequence/:sequence/schedule-sequence',
    description:
      'Starts the sequence at a time to come: contacts who have had no message yet get the first counted from then.',
    params: sequenceParams,
    body: scheduleSequenceBody,
    response: sequenceResponse,
  }),
  sendNow: endpoint({
    ...sequences,
    ...may('update'),
    method: 'POST',
    path: 'sequence/:sequence/send-now',
    description:
      'Sends a message now to every contact waiting for it; the next ones count from now.',
    params: sequenceParams,
    body: messageIdBody,
    response: bulkResponse,
  }),
  addMessage: endpoint({
    ...sequences,
    ...may('update'),
    method: 'POST',
    path: 'sequence/:sequence/add-message',
    description: 'An email or SMS with its schedule, at an index or at the end.',
    params: sequenceParams,
    body: addMessageBody,
    response: messageResponse,
  }),
  resend: endpoint({
    ...sequences,
    ...may('update'),
    method: 'POST',
    path: 'sequence/:sequence/message/:message/resend',
    description:
      'Sends a message again now to the contacts it went to (by default those who did not open it).',
    params: sequenceMessageParams,
    body: resendBody,
    response: bulkResponse,
  }),
  emailCount: endpoint({
    ...sequences,
    ...may('view'),
    method: 'POST',
    path: 'sequence/:sequence/get-email-count',
    description:
      'What adding the selected contacts would send: the contacts not on it already, and their emails and SMS.',
    params: sequenceParams,
    body: emailCountBody,
    response: z.object({
      status: z.literal(1),
      contacts: z.number().int(),
      emails: z.number().int(),
      sms: z.number().int(),
    }),
  }),
  update: endpoint({
    ...sequences,
    ...may('update'),
    method: 'PATCH',
    path: 'sequence/:sequence/update',
    description: 'Its title, or its status: a paused sequence holds its contacts where they are.',
    params: sequenceParams,
    body: updateSequenceBody,
    response: sequenceResponse,
  }),
  rename: endpoint({
    ...sequences,
    ...may('update'),
    method: 'PATCH',
    path: 'sequence/rename',
    body: renameSequenceBody,
    response: sequenceResponse,
  }),
  sortMessages: endpoint({
    ...sequences,
    ...may('update'),
    method: 'PATCH',
    path: 'sequence/:sequence/sort-messages',
    description: 'Puts the messages in the order of the ids (every message, each once).',
    params: sequenceParams,
    body: sortMessagesBody,
    response: z.object({
      status: z.literal(1),
      message: z.string(),
      data: z.array(sequenceMessage),
    }),
  }),
  updateMessage: endpoint({
    ...sequences,
    ...may('update'),
    method: 'PATCH',
    path: 'sequence/:sequence/update-message',
    description: 'A message’s content and schedule; contacts waiting for it wait for its new time.',
    params: sequenceParams,
    body: updateMessageBody,
    response: messageResponse,
  }),
  remove: endpoint({
    ...sequences,
    ...may('delete'),
    method: 'DELETE',
    path: 'sequence/delete',
    description: 'Deletes the sequence, its messages, its contacts’ places and their history.',
    body: sequenceIdBody,
    response: statusMessageResponse,
  }),
  deleteUser: endpoint({
    ...sequences,
    ...may('update'),
    method: 'DELETE',
    path: 'sequence/delete-user',
    description: 'Takes contacts off the sequence with their history there, as if never added.',
    body: deleteSequenceUsersBody,
    response: bulkResponse,
  }),
  deleteMessage: endpoint({
    ...sequences,
    ...may('update'),
    method: 'DELETE',
    path: 'sequence/:sequence/delete-message',
    description: 'Deletes a message; contacts waiting for it go on to the next one.',
    params: sequenceParams,
    body: messageIdBody,
    response: statusMessageResponse,
  }),
  deleteSchedule: endpoint({
    ...sequences,
    ...may('update'),
    method: 'DELETE',
    path: 'sequence/:sequence/delete-schedule',
    description: 'Removes the start time: contacts who waited for it start now.',
    params: sequenceParams,
    response: sequenceResponse,
  }),
  contactSequences: endpoint({
    ...sequences,
    ...may('view'),
    tag: 'contacts',
    method: 'GET',
    path: 'contact/:contact/sequences',
    description:
      'The sequences a contact is on or went through, latest first (the profile’s section).',
    params: contactParams,
    query: pageQuery,
    response: paginated(sequenceSubscriber),
  }),
};
