import {
  billingEndpoints,
  type ChangeEmailBody,
  type DisableTwofaBody,
} from '@coachline/contract/billing';
import {
  type AuditLogQuery,
  type RevokeSessionsBody,
  securityEndpoints,
} from '@coachline/contract/security';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { endSession } from '../../app/endSession';
import { stopRealtime } from '../../app/realtime';
import { toastSuccess } from '../../ui/toast';
import { sessionKeys } from '../session/keys';
import { securityKeys } from './keys';

// The signed-in user's security settings (issue 11 §4) and the organization's audit log (§5).

/**
 * A new pending secret and recovery codes: a GET on the server, but each call replaces the
 * last setup, so it runs when asked, never on its own.
 */
export function useStartTwofaSetup() {
  return useMutation({ mutationFn: () => api.call(billingEndpoints.generateTwofaCodes) });
}

export function useEnableTwofa() {
  return useMutation({
    mutationFn: (code: string) => api.call(billingEndpoints.enableTwofa, { body: { code } }),
    meta: { invalidates: [sessionKeys.refresh, securityKeys.sessions] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useDisableTwofa() {
  return useMutation({
    mutationFn: (body: DisableTwofaBody) => api.call(billingEndpoints.disableTwofa, { body }),
    meta: { invalidates: [sessionKeys.refresh, securityKeys.sessions] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => api.call(billingEndpoints.changeEmail, { body }),
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => api.call(securityEndpoints.sessions, {}, { signal }),
  });
}

/** Signs one session out; this device's own session is a sign-out here too. */
export function useRevokeSession() {
  return useMutation({
    mutationFn: (session: { id: number; current: boolean }) => {
      // As at logout: this session's own 'session-expired' echo is no news.
      if (session.current) stopRealtime();
      return api.call(securityEndpoints.revokeSession, { params: { session: session.id } });
    },
    meta: { invalidates: [securityKeys.sessions] },
    onSuccess: (res, session) => {
      toastSuccess(res.message);
      if (session.current) endSession();
    },
  });
}

/** Sign out everywhere: the other sessions, or this one too (then back to Login). */
export function useRevokeSessions() {
  return useMutation({
    mutationFn: (scope: RevokeSessionsBody['scope']) => {
      if (scope === 'all') stopRealtime();
      return api.call(securityEndpoints.revokeSessions, { body: { scope } });
    },
    meta: { invalidates: [securityKeys.sessions] },
    onSuccess: (res, scope) => {
      toastSuccess(res.message);
      if (scope === 'all') endSession();
    },
  });
}

export function useAuditLog(query: Partial<AuditLogQuery>) {
  return useQuery({
    queryKey: securityKeys.auditLog(query),
    queryFn: ({ signal }) => api.call(securityEndpoints.auditLog, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
