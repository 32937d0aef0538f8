import {
  type ConversationChannel,
  type ConversationFilter,
  contactPortalEndpoints,
  portalChatEndpoints,
  type ScheduleMessageBody,
  type SendMessageBody,
  scheduledEndpoints,
  smsCenterEndpoints,
} from '@coachline/contract/message-center';
import { messagingEndpoints } from '@coachline/contract/messaging';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { messagingKeys } from '../messaging/keys';
import { accepted } from '../messaging/queries';
import { sessionKeys } from '../session/keys';
import { messageCenterKeys as keys } from './keys';

// The Message Center's data, one set of hooks for both channels: the SMS center's calls for
// SMS, portal chat's for the portal. Sending an SMS now is the contact's send-sms (001 §7
// Contact), which honours the delivery switches, the kill switch and the suppression lists.

const effects = (channel: ConversationChannel) => ({
  invalidates: [keys.channel(channel), sessionKeys.unread, messagingKeys.all],
});

export function useConversations(
  channel: ConversationChannel,
  query: { search: string; filter: ConversationFilter; page: number },
) {
  const endpoint = channel === 'sms' ? smsCenterEndpoints.contacts : portalChatEndpoints.contacts;
  return useQuery({
    queryKey: keys.conversations(channel, query),
    queryFn: ({ signal }) =>
      api.call(
        endpoint,
        { query: { ...query, search: query.search || undefined, per_page: 30 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A conversation's latest `perPage` messages; while an SMS is still queued, asked again. */
export function useChatLogs(channel: ConversationChannel, contactId: number, perPage: number) {
  const endpoint = channel === 'sms' ? smsCenterEndpoints.chatLogs : portalChatEndpoints.logs;
  return useQuery({
    queryKey: keys.logs(channel, contactId, perPage),
    queryFn: ({ signal }) =>
      api.call(endpoint, { query: { contact_id: contactId, per_page: perPage } }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((m) => m.status === 'queued') ? 3000 : false,
  });
}

export function useConversationStats(channel: ConversationChannel) {
  const endpoint = channel === 'sms' ? smsCenterEndpoints.stats : portalChatEndpoints.stats;
  return useQuery({
    queryKey: keys.stats(channel),
    queryFn: ({ signal }) => api.call(endpoint, {}, { signal }),
  });
}

/** The channel's messages waiting for their time (scheduled/get-schedule). */
export function useScheduledMessages(channel: ConversationChannel, page: number) {
  return useQuery({
    queryKey: keys.scheduled(channel, page),
    queryFn: ({ signal }) =>
      api.call(
        scheduledEndpoints.getSchedule,
        { query: { channel, page, per_page: 10 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Sends now: true when the message went (or was queued), false when it was refused. */
export function useSendMessage(channel: ConversationChannel) {
  return useMutation({
    mutationFn: async (body: SendMessageBody) =>
      channel === 'sms'
        ? accepted(await api.call(messagingEndpoints.sendSms, { body }))
        : accepted(await api.call(portalChatEndpoints.sendMessage, { body })),
    meta: effects(channel),
  });
}

export function useScheduleMessage(channel: ConversationChannel) {
  const endpoint = channel === 'sms' ? smsCenterEndpoints.schedule : portalChatEndpoints.schedule;
  return useMutation({
    mutationFn: (body: ScheduleMessageBody) => api.call(endpoint, { body }),
    meta: effects(channel),
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useMarkRead(channel: ConversationChannel) {
  const endpoint =
    channel === 'sms' ? smsCenterEndpoints.markReadUnread : portalChatEndpoints.markReadUnread;
  return useMutation({
    mutationFn: (body: { contact_ids: number[]; read: boolean }) => api.call(endpoint, { body }),
    meta: effects(channel),
  });
}

export function useArchive(channel: ConversationChannel) {
  const endpoint =
    channel === 'sms' ? smsCenterEndpoints.archiveUnarchive : portalChatEndpoints.archiveUnarchive;
  return useMutation({
    mutationFn: (body: { contact_ids: number[]; archived: boolean }) =>
      api.call(endpoint, { body }),
    meta: effects(channel),
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useDeleteScheduled(channel: ConversationChannel) {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.call(scheduledEndpoints.deleteSchedule, { body: { schedule_ids: ids } }),
    meta: effects(channel),
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useResendSms() {
  return useMutation({
    mutationFn: async (sendId: number) =>
      accepted(await api.call(smsCenterEndpoints.resendSms, { body: { send_id: sendId } })),
    meta: effects('sms'),
  });
}

/** The contact profile's portal actions: send now, or schedule. */
export function useProfilePortalMessage(mode: 'now' | 'schedule') {
  return useMutation({
    mutationFn: async (
      body: ScheduleMessageBody | SendMessageBody,
    ): Promise<{ message: string }> =>
      mode === 'now'
        ? api.call(contactPortalEndpoints.sendPortalMessage, { body })
        : api.call(contactPortalEndpoints.schedulePortalMessage, {
            body: body as ScheduleMessageBody,
          }),
    meta: effects('portal'),
    onSuccess: (res) => toastSuccess(res.message),
  });
}
