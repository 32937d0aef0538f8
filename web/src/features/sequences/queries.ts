import type { PageQuery } from '@coachline/contract/api';
import {
  type AddMessageBody,
  sequenceEndpoints as endpoints,
  type SequenceContactsBody,
  type SequenceListQuery,
  type SequenceMessageType,
  type SequenceStatus,
  type sequenceUsersQuery,
  type subscribersQuery,
  type UpdateMessageBody,
} from '@coachline/contract/sequences';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, isApiError } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { sequenceKeys } from './keys';

// Sequences (the sequence endpoints): the list, one sequence with its messages, its contacts
// and what became of its messages, a contact's sequences, and the writes, each refreshing
// everything sequences show.

const writes = { invalidates: [sequenceKeys.all] };
/**
 * While contacts are on a sequence its counts and their places change as the engine sends
 * (UX.md: counts that change live update without a reload): read again this often.
 */
const liveEveryMs = 10_000;
const toastMessage = (res: { message: string }) => toastSuccess(res.message);

export function useSequences(query: SequenceListQuery) {
  return useQuery({
    queryKey: sequenceKeys.list(query),
    queryFn: ({ signal }) => api.call(endpoints.lists, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every sequence by title, for the pickers that add contacts to one. */
export function usePickableSequences(enabled = true) {
  return useQuery({
    queryKey: sequenceKeys.pickable,
    queryFn: ({ signal }) => api.call(endpoints.listAll, {}, { signal }),
    select: (res) => res.data,
    enabled,
  });
}

/**
 * The sequence the editor opens, with its messages in order and the location's time zone;
 * null when the location has no such sequence.
 */
export function useSequence(id: number | null) {
  return useQuery({
    queryKey: sequenceKeys.messages(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      try {
        return await api.call(
          endpoints.messages,
          { params: { sequence: id ?? 0 } },
          { signal, handleErrors: false },
        );
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) => (query.state.data?.sequence.active_count ? liveEveryMs : false),
  });
}

export function useSequenceUsers(id: number, query: z.input<typeof sequenceUsersQuery>) {
  return useQuery({
    queryKey: sequenceKeys.users(id, query),
    queryFn: ({ signal }) =>
      api.call(endpoints.users, { params: { sequence: id }, query }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((s) => s.status === 'active') ? liveEveryMs : false,
  });
}

/** What adding the picked contacts would send: asked once some are picked. */
export function useEmailCount(id: number, contactIds: readonly number[]) {
  return useQuery({
    queryKey: sequenceKeys.emailCount(id, contactIds),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.emailCount,
        { params: { sequence: id }, body: { selection: { ids: [...contactIds] } } },
        { signal },
      ),
    enabled: contactIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The days ahead a message goes out on, with how many contacts each. */
export function useMessageSchedule(messageId: number) {
  return useQuery({
    queryKey: sequenceKeys.schedule(messageId),
    queryFn: ({ signal }) =>
      api.call(endpoints.schedules, { params: { message: messageId } }, { signal }),
    select: (res) => res.data,
  });
}

export function useMessageSubscribers(
  id: number,
  messageId: number,
  query: z.input<typeof subscribersQuery>,
) {
  return useQuery({
    queryKey: sequenceKeys.subscribers(id, messageId, query),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.subscribers,
        { params: { sequence: id, message: messageId }, query },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSequenceAnalytics(id: number, type: SequenceMessageType) {
  return useQuery({
    queryKey: sequenceKeys.analytics(id, type),
    queryFn: ({ signal }) =>
      api.call(endpoints.analytics, { params: { sequence: id }, query: { type } }, { signal }),
    select: (res) => res.data,
  });
}

export function useSequenceDetailAnalytics(id: number) {
  return useQuery({
    queryKey: sequenceKeys.detailAnalytics(id),
    queryFn: ({ signal }) =>
      api.call(endpoints.detailAnalytics, { params: { sequence: id } }, { signal }),
    select: (res) => res.data,
  });
}

export function useContactSequences(contactId: number, query: PageQuery) {
  return useQuery({
    queryKey: sequenceKeys.contact(contactId, query.page),
    queryFn: ({ signal }) =>
      api.call(endpoints.contactSequences, { params: { contact: contactId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

// The sequence itself

export function useCreateSequence() {
  return useMutation({
    mutationFn: (body: { title: string; folder_id?: number | null }) =>
      api.call(endpoints.create, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useRenameSequence() {
  return useMutation({
    mutationFn: (body: { sequence_id: number; title: string }) =>
      api.call(endpoints.rename, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** Pauses a sequence (its contacts wait where they are) or makes it active again. */
export function useChangeSequenceStatus() {
  return useMutation({
    mutationFn: (v: { id: number; status: SequenceStatus }) =>
      api.call(endpoints.update, { params: { sequence: v.id }, body: { status: v.status } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDuplicateSequence() {
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.duplicate, { body: { sequence_id: id } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteSequence() {
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.remove, { body: { sequence_id: id } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** Starts the sequence at a time to come, or (null) as contacts join. */
export function useScheduleSequence(id: number) {
  return useMutation({
    mutationFn: (scheduledAt: string | null) =>
      scheduledAt === null
        ? api.call(endpoints.deleteSchedule, { params: { sequence: id } })
        : api.call(endpoints.scheduleSequence, {
            params: { sequence: id },
            body: { scheduled_at: scheduledAt },
          }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

// Its messages

export function useAddMessage(id: number) {
  return useMutation({
    mutationFn: (body: AddMessageBody) =>
      api.call(endpoints.addMessage, { params: { sequence: id }, body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useUpdateMessage(id: number) {
  return useMutation({
    mutationFn: (body: UpdateMessageBody) =>
      api.call(endpoints.updateMessage, { params: { sequence: id }, body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteMessage(id: number) {
  return useMutation({
    mutationFn: (messageId: number) =>
      api.call(endpoints.deleteMessage, {
        params: { sequence: id },
        body: { message_id: messageId },
      }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** Puts the messages in the order of `ids`, every message each once: the list shows it. */
export function useSortMessages(id: number) {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.call(endpoints.sortMessages, { params: { sequence: id }, body: { ids } }),
    meta: writes,
  });
}

/** The contacts waiting for a message get it now. */
export function useSendNow(id: number) {
  return useMutation({
    mutationFn: (messageId: number) =>
      api.call(endpoints.sendNow, { params: { sequence: id }, body: { message_id: messageId } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useResend(id: number) {
  return useMutation({
    mutationFn: (v: { messageId: number; onlyUnopened: boolean }) =>
      api.call(endpoints.resend, {
        params: { sequence: id, message: v.messageId },
        body: { only_unopened: v.onlyUnopened },
      }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

// Its contacts

/** Adds the selected contacts to a sequence, or stops them where they are on it. */
export function useSequenceContacts(action: 'add' | 'remove') {
  return useMutation({
    mutationFn: (body: SequenceContactsBody) =>
      action === 'add'
        ? api.call(endpoints.addContact, { body })
        : api.call(endpoints.removeContact, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** Takes contacts off the sequence with their history there. */
export function useDeleteSequenceUsers(id: number) {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.call(endpoints.deleteUser, { body: { sequence_id: id, ids } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}
