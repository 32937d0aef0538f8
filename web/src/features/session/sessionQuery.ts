import type { Membership, RefreshResponse } from '@coachline/contract/auth';
import { afterRefresh } from '@coachline/contract/guard';
import { matchPath } from '@coachline/contract/routes';
import { hashKey, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { goTo } from '../../app/navigation';
import { queryClient } from '../../app/queryClient';
import { applyRefresh } from '../../app/session';
import { readJson, storageKeys, write } from '../../app/storage';
import { sessionKeys } from './keys';

// The refreshed session and the plan usage are server state: they live in the query cache, and
// the session store keeps only what the browser decides. Root reads the session on every page,
// the sign-in page included, so the endpoints (zod) load with the first call, as the sign-in's do.

const refreshEndpoint = () =>
  import('@coachline/contract/auth').then((m) => m.authEndpoints.refresh);
const planLimitEndpoint = () =>
  import('@coachline/contract/users').then((m) => m.userEndpoints.planLimit);

/** membership/plan-limit; a reload starts from the copy 000 §3 keeps in browser storage. */
export const membershipQuery = queryOptions({
  queryKey: sessionKeys.membership,
  queryFn: async (): Promise<Membership> => (await api.call(planLimitEndpoint)).membership,
  initialData: storedMembership,
  staleTime: Number.POSITIVE_INFINITY,
});

function storedMembership(): Membership | undefined {
  const raw = readJson(storageKeys.membership);
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  if (typeof r.contacts_used !== 'number' || typeof r.contacts_space !== 'number') return undefined;
  return {
    contacts_used: r.contacts_used,
    contacts_space: r.contacts_space,
    contacts_count: typeof r.contacts_count === 'number' ? r.contacts_count : 0,
  };
}

/** auth/refresh. Its answer also sets the store's account flags and the plan usage. */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.refresh,
  queryFn: async (): Promise<RefreshResponse> => {
    const res = await api.call(refreshEndpoint);
    applyRefresh(res);
    queryClient.setQueryData(membershipQuery.queryKey, res.membership);
    return res;
  },
  // Read on load and at sign-in; after that only when a write invalidates it.
  staleTime: Number.POSITIVE_INFINITY,
});

// Whatever the plan usage becomes is written to storage; signing out and switching access
// remove it there (app/session.ts), as 000 §4.5 lists.
const membershipHash = hashKey(membershipQuery.queryKey);
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'success') return;
  if (event.query.queryHash !== membershipHash) return;
  write(storageKeys.membership, event.query.state.data);
});

/** The refreshed session, straight from the cache: undefined until it is loaded. */
export function useRefreshedSession(): RefreshResponse | undefined {
  // The gate loads it before anything reads it, so readers never load it themselves (a visitor
  // has none to load); they read it again after a write invalidates it.
  return useQuery({ ...sessionQuery, enabled: (query) => query.state.data !== undefined }).data;
}

/** The plan's contact usage; observing it keeps it current after the writes that change it. */
export function useMembership(): Membership | undefined {
  return useQuery(membershipQuery).data;
}

/**
 * Reads the session again now. With redirect, applies 000 §4.3 to the page the user is on
 * (inactive → PaymentActionRequired, hibernated → ActivateAccount, …). Concurrent callers
 * (a sign-in and the first-load gate) share one request.
 */
export async function refreshSession(options: { redirect?: boolean } = {}) {
  const res = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
  if (options.redirect ?? true) {
    const current = matchPath(window.location.pathname)?.route.name ?? '';
    const next = afterRefresh(
      {
        isAccountActive: res.user.is_account_active,
        isAccountHibernated: res.user.hibernated,
        isAccountSuspended: res.user.is_account_suspended,
      },
      current,
    );
    if (next) goTo(next, undefined, undefined, true);
  }
  return res;
}
