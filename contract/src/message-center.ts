import { z } from 'zod';
import { pageQuery, paginated } from './api';
import { endpoint } from './endpoint';
import { contactDbId, contactIdText, dbId, idArray } from './ids';
import { sendSmsResponse, sendStatuses } from './messaging';
import { personalizedText } from './personalization';

// The Message Center (001 §2 SmsCenterIndex, §7 SMS center, Portal chat, Scheduled): one
// conversation per contact and channel. An SMS conversation interleaves the SMS sent to the
// contact (their send records) with those the contact sent to the location's Twilio number;
// a portal conversation holds the messages of the client portal's chat. Each conversation has
// its read state and can be archived; messages can be scheduled for later on either channel.

export const conversationChannels = ['sms', 'portal'] as const;
export type ConversationChannel = (typeof conversationChannels)[number];

export const messageDirections = ['inbound', 'outbound'] as const;
export type MessageDirection = (typeof messageDirections)[number];

export const messageCenterMessages = {
  portalSent: 'Portal message has been sent successfully!',
  scheduled: 'Message has been scheduled successfully!',
  scheduleDeleted: 'Scheduled messages have been deleted successfully!',
  markedRead: 'Conversations marked as read.',
  markedUnread: 'Conversations marked as unread.',
  archived: 'Conversations archived.',
  unarchived: 'Conversations moved back to the inbox.',
  sendAtPast: 'The schedule time must be in the future',
  sendAtRequired: 'The schedule time field is required',
  messageRequired: 'The message field is required',
  resendOnlySms: 'Only an SMS sent to a contact can be sent again.',
} as const;

/** The text of a message: required, with the tokens of 000 §3. SMS and portal alike. */
const messageText = personalizedText(1_600).min(1, messageCenterMessages.messageRequired);

/** When a scheduled message goes: an ISO date-time with its offset; the service refuses the past. */
const sendAt = z.iso
  .datetime({ offset: true, error: messageCenterMessages.sendAtRequired })
  .max(40);

export const conversationFilters = ['inbox', 'unread', 'archived', 'all'] as const;
export type ConversationFilter = (typeof conversationFilters)[number];

export const conversationListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  filter: z.enum(conversationFilters).default('inbox'),
});

export const conversation = z.object({
  contact_id: z.number().int(),
  channel: z.enum(conversationChannels),
  name: z.string(),
  number: z.string().nullable(),
  email: z.string().nullable(),
  last_message: z.string(),
  last_direction: z.enum(messageDirections),
  last_at: z.string(),
  unread: z.number().int(),
  archived: z.boolean(),
});
export type Conversation = z.infer<typeof conversation>;

export const chatLogQuery = pageQuery.extend({ contact_id: contactIdText });

/** One message of a conversation; `id` is unique per channel and direction. */
export const chatMessage = z.object({
  key: z.string(),
  id: z.number().int(),
  contact_id: z.number().int().nullable(),
  channel: z.enum(conversationChannels),
  direction: z.enum(messageDirections),
  body: z.string(),
  created_at: z.string(),
  /** Outbound SMS: where its delivery stands; null otherwise. */
  status: z.enum(sendStatuses).nullable(),
  error: z.string().nullable(),
  sent_by: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The newest messages last, so a thread reads top to bottom; page 1 is the newest. */
export const chatLogResponse = paginated(chatMessage);

export const inboundSms = z.object({
  id: z.number().int(),
  contact_id: z.number().int().nullable(),
  name: z.string(),
  from: z.string(),
  body: z.string(),
  created_at: z.string(),
});

export const conversationStats = z.object({
  status: z.literal(1),
  /** Messages from contacts not read yet, and the conversations they are in. */
  unread: z.number().int(),
  unread_conversations: z.number().int(),
  conversations: z.number().int(),
  archived: z.number().int(),
  sent_today: z.number().int(),
  received_today: z.number().int(),
  sent_week: z.number().int(),
  received_week: z.number().int(),
  scheduled: z.number().int(),
});
export type ConversationStats = z.infer<typeof conversationStats>;

export const scheduledMessage = z.object({
  id: z.number().int(),
  channel: z.enum(conversationChannels),
  contact_id: z.number().int(),
  name: z.string(),
  body: z.string(),
  send_at: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type ScheduledMessage = z.infer<typeof scheduledMessage>;

export const scheduledListQuery = pageQuery.extend({ contact_id: contactIdText.optional() });
export const allScheduledQuery = scheduledListQuery.extend({
  channel: z.enum(conversationChannels).optional(),
});
export const contactScheduledQuery = z.object({ contact_id: contactIdText });

export const sendMessageBody = z.object({ contact_id: contactDbId, message: messageText });
export type SendMessageBody = z.input<typeof sendMessageBody>;
export const scheduleMessageBody = sendMessageBody.extend({ send_at: sendAt });
export type ScheduleMessageBody = z.input<typeof scheduleMessageBody>;

const contactIds = idArray('Please choose the conversations', contactDbId);
export const markReadBody = z.object({ contact_ids: contactIds, read: z.boolean() });
export const archiveBody = z.object({ contact_ids: contactIds, archived: z.boolean() });

const scheduleIds = idArray('Please choose the scheduled messages', dbId);
export const deleteScheduleBody = z.object({ schedule_ids: scheduleIds });
export const deleteScheduledMessageBody = z.object({ ids: scheduleIds });

export const resendSmsBody = z.object({ send_id: dbId });

export const portalMessageResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  log: chatMessage,
});
export const scheduleResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  schedule: scheduledMessage,
});
const doneResponse = z.object({ status: z.literal(1), message: z.string() });
const deletedResponse = doneResponse.extend({ deleted: z.number().int() });

export const latestMessageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
export const latestMessageResponse = z.object({
  status: z.literal(1),
  data: z.array(chatMessage.extend({ name: z.string() })),
});

/** realtimeEvents.portalMessage: a contact wrote in portal chat. */
export const portalMessageEvent = z.object({
  id: z.number().int(),
  contact_id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
});
export type PortalMessageEvent = z.infer<typeof portalMessageEvent>;

const view = { area: 'sms-center', action: 'view' } as const;
const update = { area: 'sms-center', action: 'update' } as const;
const smsCenter = { tag: 'sms-center' } as const;
const portalChat = { tag: 'portal-chat' } as const;
const scheduled = { tag: 'scheduled' } as const;

export const smsCenterEndpoints = {
  schedule: endpoint({
    ...smsCenter,
    method: 'POST',
    path: 'sms-center/schedule',
    permission: update,
    description: 'Schedules an SMS to a contact; a job sends it at its time, once.',
    body: scheduleMessageBody,
    response: scheduleResponse,
  }),
  resendSms: endpoint({
    ...smsCenter,
    method: 'POST',
    path: 'sms-center/resend-sms',
    permission: update,
    description: 'Sends the text of an SMS sent before to its contact again.',
    body: resendSmsBody,
    response: sendSmsResponse,
  }),
  inboundSms: endpoint({
    ...smsCenter,
    method: 'GET',
    path: 'sms-center/inbound-sms',
    permission: view,
    description: 'Every SMS received on the location’s number, newest first.',
    query: pageQuery,
    response: paginated(inboundSms),
  }),
  contacts: endpoint({
    ...smsCenter,
    method: 'GET',
    path: 'sms-center/contacts',
    permission: view,
    description: 'The SMS conversations, one per contact, latest first.',
    query: conversationListQuery,
    response: paginated(conversation),
  }),
  stats: endpoint({
    ...smsCenter,
    method: 'GET',
    path: 'sms-center/stats',
    permission: view,
    response: conversationStats,
  }),
  chatLogs: endpoint({
    ...smsCenter,
    method: 'GET',
    path: 'sms-center/chat-logs',
    permission: view,
    description: 'One contact’s SMS both ways, by time.',
    query: chatLogQuery,
    response: chatLogResponse,
  }),
  scheduledList: endpoint({
    ...smsCenter,
    method: 'GET',
    path: 'sms-center/scheduled-list',
    permission: view,
    description: 'The SMS waiting for their time, soonest first.',
    query: scheduledListQuery,
    response: paginated(scheduledMessage),
  }),
  markReadUnread: endpoint({
    ...smsCenter,
    method: 'PATCH',
    path: 'sms-center/mark-read-unread',
    permission: update,
    body: markReadBody,
    response: doneResponse,
  }),
  archiveUnarchive: endpoint({
    ...smsCenter,
    method: 'PATCH',
    path: 'sms-center/archive-unarchive',
    permission: update,
    body: archiveBody,
    response: doneResponse,
  }),
  deleteScheduledSms: endpoint({
    ...smsCenter,
    method: 'DELETE',
    path: 'sms-center/delete-scheduled-sms',
    permission: update,
    body: deleteScheduleBody,
    response: deletedResponse,
  }),
};

export const portalChatEndpoints = {
  contacts: endpoint({
    ...portalChat,
    method: 'GET',
    path: 'portal-chat/contacts',
    permission: view,
    description: 'The portal conversations, one per contact, latest first.',
    query: conversationListQuery,
    response: paginated(conversation),
  }),
  logs: endpoint({
    ...portalChat,
    method: 'GET',
    path: 'portal-chat/logs',
    permission: view,
    query: chatLogQuery,
    response: chatLogResponse,
  }),
  scheduledMessage: endpoint({
    ...portalChat,
    method: 'GET',
    path: 'portal-chat/scheduled-message',
    permission: view,
    description: 'One contact’s scheduled portal messages, soonest first.',
    query: contactScheduledQuery,
    response: z.object({ status: z.literal(1), data: z.array(scheduledMessage) }),
  }),
  allScheduledMessage: endpoint({
    ...portalChat,
    method: 'GET',
    path: 'portal-chat/all-scheduled-message',
    permission: view,
    query: scheduledListQuery,
    response: paginated(scheduledMessage),
  }),
  stats: endpoint({
    ...portalChat,
    method: 'GET',
    path: 'portal-chat/stats',
    permission: view,
    response: conversationStats,
  }),
  latestMessage: endpoint({
    ...portalChat,
    method: 'GET',
    path: 'portal-chat/latest-message',
    permission: view,
    description: 'The newest messages contacts wrote in portal chat.',
    query: latestMessageQuery,
    response: latestMessageResponse,
  }),
  sendMessage: endpoint({
    ...portalChat,
    method: 'POST',
    path: 'portal-chat/send-message',
    permission: update,
    body: sendMessageBody,
    response: portalMessageResponse,
  }),
  schedule: endpoint({
    ...portalChat,
    method: 'POST',
    path: 'portal-chat/schedule',
    permission: update,
    body: scheduleMessageBody,
    response: scheduleResponse,
  }),
  archiveUnarchive: endpoint({
    ...portalChat,
    method: 'PATCH',
    path: 'portal-chat/archive-unarchive',
    permission: update,
    body: archiveBody,
    response: doneResponse,
  }),
  markReadUnread: endpoint({
    ...portalChat,
    method: 'PATCH',
    path: 'portal-chat/mark-read-unread',
    permission: update,
    body: markReadBody,
    response: doneResponse,
  }),
  deleteScheduledMessage: endpoint({
    ...portalChat,
    method: 'DELETE',
    path: 'portal-chat/delete-scheduled-message',
    permission: update,
    body: deleteScheduledMessageBody,
    response: deletedResponse,
  }),
};

/** The contact profile's portal actions (001 §2 Contact profile). */
export const contactPortalEndpoints = {
  sendPortalMessage: endpoint({
    tag: 'contacts',
    method: 'POST',
    path: 'contact/send-portal-message',
    permission: { area: 'contacts-center', action: 'update' },
    body: sendMessageBody,
    response: portalMessageResponse,
  }),
  schedulePortalMessage: endpoint({
    tag: 'contacts',
    method: 'POST',
    path: 'contact/schedule-portal-message',
    permission: { area: 'contacts-center', action: 'update' },
    body: scheduleMessageBody,
    response: scheduleResponse,
  }),
};

export const scheduledEndpoints = {
  getScheduleSms: endpoint({
    ...scheduled,
    method: 'GET',
    path: 'scheduled/get-schedule-sms',
    permission: view,
    description: 'The location’s scheduled SMS, soonest first.',
    query: scheduledListQuery,
    response: paginated(scheduledMessage),
  }),
  getSchedule: endpoint({
    ...scheduled,
    method: 'GET',
    path: 'scheduled/get-schedule',
    permission: view,
    description: 'Every scheduled message of the location (SMS and portal), soonest first.',
    query: allScheduledQuery,
    response: paginated(scheduledMessage),
  }),
  deleteSms: endpoint({
    ...scheduled,
    method: 'POST',
    path: 'scheduled/delete-sms',
    permission: update,
    body: deleteScheduleBody,
    response: deletedResponse,
  }),
  deleteSchedule: endpoint({
    ...scheduled,
    method: 'POST',
    path: 'scheduled/delete-schedule',
    permission: update,
    body: deleteScheduleBody,
    response: deletedResponse,
  }),
};
