import {
  type EmailDomainBody,
  type EmailSenderBody,
  emailDomainEndpoints,
  type VerifyResponse,
  verifyOutcome,
} from '@coachline/contract/email-domains';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toast, toastSuccess } from '../../ui/toast';
import { sessionKeys } from '../session/keys';
import { emailDomainKeys } from './keys';

// Sending domains and senders of the organization (002 §7 Email domains). A change to a domain
// may turn the shell's DNS warning on or off, so those writes refresh the session too.

const domainWrites = { invalidates: [emailDomainKeys.all, sessionKeys.refresh] };
const senderWrites = { invalidates: [emailDomainKeys.all] };
const toastMessage = (res: { message: string }) => toastSuccess(res.message);

export function useEmailDomains() {
  return useQuery({
    queryKey: emailDomainKeys.list,
    queryFn: ({ signal }) => api.call(emailDomainEndpoints.list, {}, { signal }),
  });
}

export function useSaveEmailDomain() {
  return useMutation({
    mutationFn: (body: EmailDomainBody) => api.call(emailDomainEndpoints.save, { body }),
    meta: domainWrites,
    onSuccess: toastMessage,
  });
}

/** 002 §5: errors joined by commas (an error), not verified (a warning), or verified. */
export function showVerifyOutcome(answer: VerifyResponse) {
  const outcome = verifyOutcome(answer);
  toast(outcome.kind === 'not-verified' ? 'warning' : outcome.kind, outcome.text);
}

export function useVerifyEmailDomain() {
  return useMutation({
    mutationFn: (id: number) => api.call(emailDomainEndpoints.verify, { params: { domain: id } }),
    meta: domainWrites,
    onSuccess: showVerifyOutcome,
  });
}

export function useActivateEmailDomain() {
  return useMutation({
    mutationFn: (id: number) => api.call(emailDomainEndpoints.activate, { params: { domain: id } }),
    meta: domainWrites,
    onSuccess: toastMessage,
  });
}

export function useEnableEmailDomain() {
  return useMutation({
    mutationFn: (body: { id: number; status: 0 | 1 }) =>
      api.call(emailDomainEndpoints.enableDisable, { body }),
    meta: domainWrites,
    onSuccess: toastMessage,
  });
}

export function useDeleteEmailDomain() {
  return useMutation({
    mutationFn: (id: number) => api.call(emailDomainEndpoints.remove, { body: { ids: [id] } }),
    meta: domainWrites,
    onSuccess: toastMessage,
  });
}

export function useDomainLocations() {
  return useMutation({
    mutationFn: ({ id, location_ids }: { id: number; location_ids: number[] }) =>
      api.call(emailDomainEndpoints.activateForLocations, {
        params: { domain: id },
        body: { location_ids },
      }),
    meta: domainWrites,
    onSuccess: toastMessage,
  });
}

export function useSaveSender() {
  return useMutation({
    mutationFn: (body: EmailSenderBody) => api.call(emailDomainEndpoints.saveSender, { body }),
    meta: senderWrites,
    onSuccess: toastMessage,
  });
}

export function useActivateSender() {
  return useMutation({
    mutationFn: (id: number) =>
      api.call(emailDomainEndpoints.activateSender, { params: { sender: id } }),
    meta: senderWrites,
    onSuccess: toastMessage,
  });
}

export function useDeleteSender() {
  return useMutation({
    mutationFn: (id: number) =>
      api.call(emailDomainEndpoints.removeSenders, { body: { ids: [id] } }),
    meta: senderWrites,
    onSuccess: toastMessage,
  });
}

export function useSenderLocations() {
  return useMutation({
    mutationFn: ({ id, location_ids }: { id: number; location_ids: number[] }) =>
      api.call(emailDomainEndpoints.activateSenderForLocations, {
        params: { sender: id },
        body: { location_ids },
      }),
    meta: senderWrites,
    onSuccess: toastMessage,
  });
}
