import {
  messagingEndpoints,
  type SendEmailBody,
  type SendSmsBody,
} from '@coachline/contract/messaging';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastError, toastSuccess } from '../../ui/toast';
import { contactKeys } from '../contacts/keys';
import { messagingKeys } from './keys';

// One-to-one messages and the contact's email log. A refused send answers 200 with a status
// other than 1 and the reason (001 §7): shown as an error, and the dialog stays open.

/** A send's answer: true when it was queued; a refusal is toasted with the server's words. */
export const accepted = (res: { status: number; message: string }) => {
  if (res.status === 1) {
    toastSuccess(res.message);
    return true;
  }
  toastError(res.message);
  return false;
};

const sendEffects = { invalidates: [messagingKeys.all, contactKeys.profiles] };

export function useSendEmail() {
  return useMutation({
    mutationFn: async (body: SendEmailBody) =>
      accepted(await api.call(messagingEndpoints.sendEmail, { body })),
    meta: sendEffects,
  });
}

export function useSendSms() {
  return useMutation({
    mutationFn: async (body: SendSmsBody) =>
      accepted(await api.call(messagingEndpoints.sendSms, { body })),
    meta: sendEffects,
  });
}

/** The contact's messages; while one is still queued, asked again every two seconds. */
export function useEmailLogs(contactId: number, page: number) {
  return useQuery({
    queryKey: messagingKeys.logs(contactId, page),
    queryFn: ({ signal }) =>
      api.call(
        messagingEndpoints.emailLogs,
        { params: { contact: contactId }, query: { page, per_page: 10 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((log) => log.status === 'queued') ? 2000 : false,
  });
}

export function useSentEvents(sendId: number) {
  return useQuery({
    queryKey: messagingKeys.events(sendId),
    queryFn: ({ signal }) =>
      api.call(
        messagingEndpoints.sentEventLogs,
        { query: { send_id: sendId, per_page: 50 } },
        { signal },
      ),
  });
}

export function useDeleteEmailLogs(contactId: number) {
  return useMutation({
    mutationFn: (ids: number[] | undefined) =>
      api.call(messagingEndpoints.deleteEmailLogs, {
        params: { contact: contactId },
        body: ids ? { ids } : {},
      }),
    meta: { invalidates: [messagingKeys.all] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

/** The location's email report over the last `days` days. */
export function useEmailReport(days: number) {
  return useQuery({
    queryKey: messagingKeys.report(days),
    queryFn: ({ signal }) =>
      api.call(messagingEndpoints.emailReport, { query: { days } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
