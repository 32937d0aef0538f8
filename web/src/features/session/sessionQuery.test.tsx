import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../app/endSession';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, seedSignedIn, stubApi } from '../../test/fixtures';
import { contactCountKeys } from '../contacts/keys';
import { sessionKeys } from './keys';
import {
  membershipQuery,
  refreshSession,
  useMembership,
  useRefreshedSession,
} from './sessionQuery';

const nearLimit = { contacts_space: 100, contacts_count: 80, contacts_used: 80 };
const storedMembership = () => JSON.parse(localStorage.getItem('membership') ?? 'null');

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

describe('the membership query (000 §3)', () => {
  it('survives a reload through browser storage, without a request', async () => {
    const session = buildSession();
    session.membership = nearLimit;
    stubApi({ 'auth/refresh': session });
    await refreshSession({ redirect: false });
    expect(queryClient.getQueryData(membershipQuery.queryKey)).toEqual(nearLimit);
    expect(storedMembership()).toEqual(nearLimit);

    // A reload: fresh modules, so a fresh, empty query cache; only browser storage remains.
    vi.resetModules();
    const reloaded = await import('../../app/queryClient');
    const { useMembership: useReloadedMembership } = await import('./sessionQuery');
    const calls = vi.fn();
    vi.stubGlobal('fetch', calls);
    const { result } = renderHook(() => useReloadedMembership(), {
      wrapper: withClient(reloaded.queryClient),
    });
    expect(result.current).toEqual(nearLimit);
    expect(calls).not.toHaveBeenCalled();
    reloaded.queryClient.clear();
  });

  it('is read again after a write that adds contacts, and the new usage is stored', async () => {
    seedSignedIn(buildSession());
    const { result } = renderHook(() => useMembership(), { wrapper: withClient(queryClient) });
    expect(result.current?.contacts_used).toBe(10);

    stubApi({ 'membership/plan-limit': { status: 1, membership: nearLimit } });
    await queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationFn: async () => 'saved',
        meta: { invalidates: contactCountKeys },
      })
      .execute(undefined);
    await vi.waitFor(() => expect(result.current).toEqual(nearLimit));
    expect(storedMembership()).toEqual(nearLimit);
  });
});

describe('signing out (000 §4.5)', () => {
  it('clears the session and the membership from the cache and from storage', () => {
    seedSignedIn(buildSession());
    const { result } = renderHook(
      () => ({ session: useRefreshedSession(), loggedIn: useSession((s) => s.isUserLoggedIn) }),
      { wrapper: withClient(queryClient) },
    );
    expect(result.current.session?.user.email).toBe('owner@example.com');
    expect(storedMembership()).not.toBeNull();

    act(() => resetSession());
    expect(result.current).toEqual({ session: undefined, loggedIn: false });
    expect(queryClient.getQueryData(sessionKeys.refresh)).toBeUndefined();
    expect(queryClient.getQueryData(sessionKeys.membership)).toBeUndefined();
    expect(storedMembership()).toBeNull();
  });
});
