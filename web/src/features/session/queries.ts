import { authEndpoints } from '@coachline/contract/auth';
import { billingEndpoints } from '@coachline/contract/billing';
import { reloadDelayMs } from '@coachline/contract/constants';
import {
  type KillStatusBody,
  type UpdateProfileBody,
  userEndpoints,
} from '@coachline/contract/users';
import { hashKey, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { loadAfter, reloadAfter, reloadPage } from '../../app/navigation';
import { queryClient } from '../../app/queryClient';
import { swapAccess } from '../../app/session';
import { setSwitchingLocation } from '../../app/uiState';
import { toastSuccess } from '../../ui/toast';
import { sessionKeys } from './keys';
import { refreshSession } from './sessionQuery';

// Session-wide server data around the refreshed session (sessionQuery.ts): locations, the
// bell, billing notices, and the writes of the profile menu and the notification bar.

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
    queryFn: () => api.call(authEndpoints.locations),
    enabled,
  });
}

/** The bell: unread portal chat plus SMS. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.unread,
    queryFn: () => api.call(userEndpoints.unreadCount),
    enabled,
    refetchInterval: 60_000,
  });
}

/** 000 §7.4: the legacy v2 call; its errors are only rejected to the caller (000 §8). */
export function useBillingNotifications(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.billingNotifications,
    queryFn: () => api.call(billingEndpoints.billingNotifications),
    enabled,
  });
}

/**
 * Select Profile: access another account or location, then reload after 100 ms (000 §4.5), or
 * load `open`, a page of the new location.
 */
export function useAccessSwitch() {
  return useMutation({
    mutationFn: (target: { kind: 'account' | 'location'; id: number; open?: string }) =>
      api.call(
        target.kind === 'account' ? authEndpoints.accountAccess : authEndpoints.locationAccess,
        { params: { id: target.id } },
      ),
    onMutate: () => setSwitchingLocation(true),
    onError: () => setSwitchingLocation(false),
    onSuccess: (res, target) => {
      swapAccess(res);
      // The reload 100 ms later reads the session of the new location. Until then the shell
      // keeps the old one: without it the gate would load it now, only to be reloaded away.
      queryClient.removeQueries({
        predicate: (query) => query.queryHash !== hashKey(sessionKeys.refresh),
      });
      if (target.open) loadAfter(target.open, reloadDelayMs);
      else reloadAfter(reloadDelayMs);
    },
  });
}

/** The version banner's Refresh: mark the latest version seen, then reload. */
export function useMarkLatestVersion() {
  return useMutation({
    mutationFn: () => api.call(authEndpoints.markLatestVersion),
    onSuccess: () => reloadPage(),
  });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.call(userEndpoints.updateProfile, { body }),
    meta: { invalidates: [sessionKeys.refresh] },
    // A new sign-in email waits for its link: the server's message says where it went.
    onSuccess: (res) => toastSuccess(res.message),
  });
}

/**
 * The organization's sending switches (000 §2.4, §7.3, 002 §4): the notification bar turns
 * email back on, Admin Settings turns either on or off.
 */
export function useKillStatus() {
  return useMutation({
    mutationFn: (body: KillStatusBody) => api.call(userEndpoints.updateKillStatus, { body }),
    meta: { invalidates: [sessionKeys.refresh] },
  });
}
