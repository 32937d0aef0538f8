import {
  type Broadcast,
  type BroadcastListQuery,
  broadcastEndpoints,
  type SaveBroadcastBody,
} from '@coachline/contract/broadcasts';
import { emailDomainEndpoints } from '@coachline/contract/email-domains';
import type { SuppressionType } from '@coachline/contract/messaging';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { toastError, toastSuccess } from '../../ui/toast';
import { contactKeys } from '../contacts/keys';
import { broadcastKeys } from './keys';

// The broadcasts of a location (001 §7 Broadcast).

/** A choice of recipients as a form holds it (lists may be left out). */
export type RecipientsInput = NonNullable<SaveBroadcastBody['recipients']>;

const perPage = 6;
/** While a send is queued or running, its numbers are asked again this often. */
const pollMs = 3000;
const running = (b: Broadcast | undefined) => b?.status === 'queued' || b?.status === 'sending';

export function useBroadcasts(query: BroadcastListQuery) {
  return useQuery({
    queryKey: broadcastKeys.list(query),
    queryFn: ({ signal }) =>
      api.call(broadcastEndpoints.list, { query: { per_page: perPage, ...query } }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some(running) ? pollMs : false),
  });
}

/** The broadcast already in a list the page read, if any. */
function cached(id: number): Broadcast | undefined {
  for (const [, page] of queryClient.getQueriesData<{ data: Broadcast[] }>({
    queryKey: broadcastKeys.lists,
  })) {
    const found = page?.data.find((b) => b.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * One broadcast by id. The API has no single read, so the list (newest first, by id) is walked
 * a hundred at a time until the id is passed; a deep link finds its broadcast on the first page
 * nearly always. Null when the location has no such broadcast.
 */
export function useBroadcast(id: number | null) {
  return useQuery({
    queryKey: broadcastKeys.one(id ?? 0),
    enabled: id !== null,
    initialData: () => (id === null ? undefined : cached(id)),
    // What a list held is shown at once, and read again: its status may have moved since.
    initialDataUpdatedAt: 0,
    queryFn: async ({ signal }): Promise<Broadcast | null> => {
      for (let page = 1; ; page++) {
        const list = await api.call(
          broadcastEndpoints.list,
          { query: { page, per_page: 100 } },
          { signal },
        );
        const found = list.data.find((b) => b.id === id);
        if (found) return found;
        const last = list.data.at(-1);
        if (page >= list.last_page || !last || last.id < (id ?? 0)) return null;
      }
    },
    refetchInterval: (q) => (running(q.state.data ?? undefined) ? pollMs : false),
  });
}

const writes = { invalidates: [broadcastKeys.all] };
const toastMessage = (res: { message: string }) => toastSuccess(res.message);

/**
 * A refused action on a broadcast by id (sent already, being sent, nobody left to resend to)
 * says why in the server's words, where the catalogue would only say the form needs fixing.
 */
function toastRefusal(error: unknown) {
  if (!isApiError(error)) return;
  const [reason] = Object.values(error.fieldErrors);
  if (reason) return toastError(reason);
  void import('../../api/effects').then((m) => m.applyFailure(error.failure));
}
const quiet = { handleErrors: false } as const;

export function useSaveBroadcast() {
  return useMutation({
    mutationFn: (body: SaveBroadcastBody) => api.call(broadcastEndpoints.save, { body }),
    meta: writes,
  });
}

export function useRenameBroadcast() {
  return useMutation({
    mutationFn: (body: { id: number; title: string }) =>
      api.call(broadcastEndpoints.rename, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDuplicateBroadcast() {
  return useMutation({
    mutationFn: (id: number) => api.call(broadcastEndpoints.duplicate, { body: { id } }, quiet),
    meta: writes,
    onSuccess: toastMessage,
    onError: toastRefusal,
  });
}

export function useDeleteBroadcast() {
  return useMutation({
    mutationFn: (id: number) => api.call(broadcastEndpoints.remove, { body: { id } }, quiet),
    meta: writes,
    onSuccess: toastMessage,
    onError: toastRefusal,
  });
}

export function useResendUnopens() {
  return useMutation({
    mutationFn: (id: number) => api.call(broadcastEndpoints.resendUnopens, { body: { id } }, quiet),
    meta: writes,
    onSuccess: toastMessage,
    onError: toastRefusal,
  });
}

/** 001 §8: past the plan's monthly emails the send answers 404 with error limit-error. */
export function isLimitError(error: unknown): error is Error & { body: { message?: string } } {
  if (!isApiError(error) || error.status !== 404) return false;
  const body = error.body as { error?: unknown } | null;
  return body?.error === 'limit-error';
}

/**
 * Queues a saved draft, now or at `scheduled_at`. The catalogue would read the limit's 404 as
 * a failure like any other, so this call opts out of it and the caller shows the limit.
 */
export function useSendBroadcast() {
  return useMutation({
    mutationFn: (input: { id: number; scheduled_at: string | null }) =>
      api.call(
        broadcastEndpoints.send,
        { params: { broadcast: input.id }, body: { scheduled_at: input.scheduled_at } },
        { handleErrors: false },
      ),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** Who a choice of recipients reaches, and the month's usage; quiet while the choice is refused. */
export function useRecipientCount(recipients: RecipientsInput) {
  return useQuery({
    queryKey: broadcastKeys.count(recipients),
    queryFn: ({ signal }) =>
      api.call(
        broadcastEndpoints.countRecipients,
        { body: { recipients } },
        { signal, handleErrors: false },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useBroadcastRecipients(
  id: number,
  query: { page: number; search?: string | undefined; opened?: 'yes' | 'no' | undefined },
  live: boolean,
) {
  return useQuery({
    queryKey: broadcastKeys.recipients(id, query),
    queryFn: ({ signal }) =>
      api.call(
        broadcastEndpoints.recipients,
        { params: { broadcast: id }, query: { per_page: 10, ...query } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: live ? pollMs : false,
  });
}

export function useBroadcastActivity(id: number, live: boolean) {
  return useQuery({
    queryKey: broadcastKeys.activity(id),
    queryFn: ({ signal }) =>
      api.call(broadcastEndpoints.activity, { params: { broadcast: id } }, { signal }),
    refetchInterval: live ? pollMs * 2 : false,
  });
}

export function useSuppressedContacts(type: SuppressionType, page: number) {
  return useQuery({
    queryKey: broadcastKeys.suppressed(type, page),
    queryFn: ({ signal }) =>
      api.call(broadcastEndpoints.suppressed, { query: { type, page, per_page: 10 } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useApplyUnopenedTag() {
  return useMutation({
    mutationFn: (body: { broadcast_id: number; tag_id: number }) =>
      api.call(broadcastEndpoints.applyUnopenedTag, { body }, { handleErrors: false }),
    meta: { invalidates: [contactKeys.all] },
    onSuccess: toastMessage,
  });
}

/** The broadcasts a contact was sent, for the profile. */
export function useContactBroadcastLogs(contactId: number, page: number) {
  return useQuery({
    queryKey: broadcastKeys.contactLogs(contactId, page),
    queryFn: ({ signal }) =>
      api.call(
        broadcastEndpoints.contactLogs,
        { query: { contact_id: contactId, page, per_page: 10 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The public page of a sent broadcast; a 404 is the page's own "not found", not the app's. */
export function usePublicBroadcast(id: number | null) {
  return useQuery({
    queryKey: broadcastKeys.publicView(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      api.call(
        broadcastEndpoints.publicView,
        { params: { broadcast: id ?? 0 } },
        { signal, handleErrors: false },
      ),
    retry: false,
  });
}

/**
 * The organization's senders a broadcast may send as: active senders of verified, enabled
 * domains. Only users of Admin Settings may read the domains; the others send as the location.
 */
export function useBroadcastSenders(enabled: boolean) {
  return useQuery({
    queryKey: broadcastKeys.senders,
    enabled,
    queryFn: ({ signal }) =>
      api.call(emailDomainEndpoints.list, {}, { signal, handleErrors: false }),
    select: (res) =>
      res.domains
        .filter((d) => d.is_verified && d.enabled)
        .flatMap((d) => d.senders.filter((s) => s.is_active)),
    retry: false,
  });
}
