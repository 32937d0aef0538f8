import { statusResponse } from '@coachline/contract/api';
import {
  accessResponse,
  billingNotification,
  latestVersionResponse,
  locationsResponse,
  planLimitResponse,
  type RefreshResponse,
  refreshResponse,
  type UpdateProfileBody,
  unreadCountResponse,
  userResponse,
} from '@coachline/contract/auth';
import { reloadDelayMs } from '@coachline/contract/constants';
import { afterRefresh } from '@coachline/contract/guard';
import { messages } from '@coachline/contract/messages';
import { matchPath } from '@coachline/contract/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { goTo, reloadAfter, reloadPage } from '../../app/navigation';
import { queryClient } from '../../app/queryClient';
import { applyRefresh, setMembership, swapAccess, useSession } from '../../app/session';
import { toastSuccess } from '../../ui/toast';

// Session-wide server data: refresh, locations, the bell, billing notices, profile.

export const sessionKeys = {
  locations: ['auth', 'locations'] as const,
  unread: ['notification', 'unread-count'] as const,
  billingNotifications: ['stripe', 'billing-notifications'] as const,
};

/**
 * POST auth/refresh, stored in the session. With redirect, applies 000 §4.3 to the page the
 * user is on (inactive → PaymentActionRequired, hibernated → ActivateAccount, …).
 */
export async function refreshSession(options: { redirect?: boolean } = {}) {
  // Concurrent callers (a sign-in and the first-load bootstrap) share one request.
  inflight ??= api.post('auth/refresh', refreshResponse).finally(() => {
    inflight = null;
  });
  const res = await inflight;
  applyRefresh(res);
  if (options.redirect ?? true) {
    const current = matchPath(window.location.pathname)?.route.name ?? '';
    const next = afterRefresh(
      { isAccountActive: res.user.is_account_active, isAccountHibernated: res.user.hibernated },
      current,
    );
    if (next) goTo(next, undefined, undefined, true);
  }
  return res;
}

let inflight: Promise<RefreshResponse> | null = null;

/**
 * Refreshes the session whenever a signed-in user has none loaded: on first load with a stored
 * token (000 §4.4 "a first load marks a refresh state") and after any sign-in.
 */
export function useSessionBootstrap(needed: boolean) {
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the refresh on retry
  useEffect(() => {
    if (!needed) return;
    let live = true;
    setError(null);
    refreshSession().catch((e: unknown) => {
      if (live) setError(e);
    });
    return () => {
      live = false;
    };
  }, [needed, attempt]);
  return { error: needed ? error : null, retry: () => setAttempt((a) => a + 1) };
}

export function useLocations(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.locations,
    queryFn: () => api.get('auth/locations', locationsResponse),
    enabled,
  });
}

/** The bell: unread portal chat plus SMS. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.unread,
    queryFn: () => api.get('notification/unread-count', unreadCountResponse),
    enabled,
    refetchInterval: 60_000,
  });
}

/** 000 §7.4: the legacy v2 call; its errors are only rejected to the caller (000 §8). */
export function useBillingNotifications(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.billingNotifications,
    queryFn: () =>
      api.get('stripe/billing-notifications', billingNotification, {
        base: 'v2',
        handleErrors: false,
      }),
    enabled,
  });
}

/** Select Profile: access another account or location, then reload after 100 ms (000 §4.5). */
export function useAccessSwitch() {
  return useMutation({
    mutationFn: (target: { kind: 'account' | 'location'; id: number }) =>
      api.post(`${target.kind}/${target.id}/access`, accessResponse),
    onSuccess: (res) => {
      swapAccess(res);
      queryClient.clear();
      reloadAfter(reloadDelayMs);
    },
  });
}

/** The version banner's Refresh: mark the latest version seen, then reload. */
export function useMarkLatestVersion() {
  return useMutation({
    mutationFn: () => api.patch('app/latest-version', latestVersionResponse),
    onSuccess: () => reloadPage(),
  });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      api.patch('user/update-profile', userResponse, { body }),
    onSuccess: (res) => {
      const s = useSession.getState().session;
      if (s) useSession.setState({ session: { ...s, user: res.user } });
      toastSuccess(messages.profileUpdated);
    },
  });
}

/** The notification bar's switch: turn the email status back on (000 §2.4, §7.3). */
export function useEnableEmailStatus() {
  return useMutation({
    mutationFn: () =>
      api.post('user/update-kill-status', statusResponse, { body: { type: 'email', status: 1 } }),
    onSuccess: () => {
      const s = useSession.getState().session;
      if (s) useSession.setState({ session: { ...s, user: { ...s.user, email_status: true } } });
    },
  });
}

/** GET membership/plan-limit, after a contact add or import (000 §7.4). */
export async function refreshPlanLimit() {
  const res = await api.get('membership/plan-limit', planLimitResponse);
  setMembership(res.membership);
  return res.membership;
}
