import type { AccessResponse, LoginResponse, RefreshResponse } from '@coachline/contract/auth';
import { create } from 'zustand';
import { sessionKeys } from '../features/session/keys';
import { forgetFolderPlaces } from './folderState';
import { queryClient } from './queryClient';
import { readJson, readString, remove, storageKeys, write } from './storage';

// Client state of the session only: the token, the auth flags of 000 §3 and what the browser
// decides. The refreshed session and the membership are server state, in the query cache
// (features/session/sessionQuery.ts).

/** The stored auth token object of 000 §3: the bearer and the two account headers. */
export type AuthToken = {
  access_token: string;
  accessed_location_id: number;
  company_admin_id: number;
};

/** Auth state flags of 000 §3 (isAccountAcitve is spelt as the spec spells it). */
export type AuthFlags = {
  isUserLoggedIn: boolean;
  is2FAEnabled: boolean;
  is2FAVerified: boolean;
  isAccountAcitve: boolean;
  isAccountHibernated: boolean;
  isAccountSuspended: boolean;
};

export type SessionState = AuthFlags & {
  auth: AuthToken | null;
  /** When the user was last logged out (ms), for the 2-minute session-expired rule (000 §8). */
  loggedOutAt: number | null;
  /** Set by a sign-in, cleared once the contact-limit check of 000 §9 has run. */
  freshLogin: boolean;
};

const loggedOutFlags: AuthFlags = {
  isUserLoggedIn: false,
  is2FAEnabled: false,
  is2FAVerified: false,
  isAccountAcitve: false,
  isAccountHibernated: false,
  isAccountSuspended: false,
};

function parseAuthToken(raw: unknown): AuthToken | null {
  if (typeof raw === 'string' && raw.length > 0) {
    return { access_token: raw, accessed_location_id: 0, company_admin_id: 0 };
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.access_token !== 'string' || r.access_token.length === 0) return null;
  return {
    access_token: r.access_token,
    accessed_location_id: typeof r.accessed_location_id === 'number' ? r.accessed_location_id : 0,
    company_admin_id: typeof r.company_admin_id === 'number' ? r.company_admin_id : 0,
  };
}

function parseFlags(raw: unknown): Partial<AuthFlags> {
  if (typeof raw !== 'object' || raw === null) return {};
  const out: Partial<AuthFlags> = {};
  for (const key of Object.keys(loggedOutFlags) as (keyof AuthFlags)[]) {
    const v = (raw as Record<string, unknown>)[key];
    if (typeof v === 'boolean') out[key] = v;
  }
  return out;
}

function initialState(): SessionState {
  const auth = parseAuthToken(readJson(storageKeys.authToken));
  const loggedIn = auth !== null && readString(storageKeys.isLoggedIn) === 'true';
  const loggedOutAt = Number(readString(storageKeys.loggedOutAt));
  return {
    ...loggedOutFlags,
    ...(loggedIn ? parseFlags(readJson(storageKeys.authFlags)) : {}),
    isUserLoggedIn: loggedIn,
    auth: loggedIn ? auth : null,
    loggedOutAt: Number.isFinite(loggedOutAt) && loggedOutAt > 0 ? loggedOutAt : null,
    freshLogin: false,
  };
}

export const useSession = create<SessionState>()(() => initialState());

// Whatever the spec keeps in browser storage follows the store.
useSession.subscribe((s, prev) => {
  if (s.auth !== prev.auth) write(storageKeys.authToken, s.auth);
  if (s.isUserLoggedIn !== prev.isUserLoggedIn) {
    write(storageKeys.isLoggedIn, s.isUserLoggedIn ? 'true' : null);
  }
  if (s.loggedOutAt !== prev.loggedOutAt) write(storageKeys.loggedOutAt, s.loggedOutAt);
  const flags = pickFlags(s);
  if (JSON.stringify(flags) !== JSON.stringify(pickFlags(prev))) {
    write(storageKeys.authFlags, s.isUserLoggedIn ? flags : null);
  }
});

function pickFlags(s: AuthFlags): AuthFlags {
  return {
    isUserLoggedIn: s.isUserLoggedIn,
    is2FAEnabled: s.is2FAEnabled,
    is2FAVerified: s.is2FAVerified,
    isAccountAcitve: s.isAccountAcitve,
    isAccountHibernated: s.isAccountHibernated,
    isAccountSuspended: s.isAccountSuspended,
  };
}

// Selectors, including the correctly spelt one.
export const selectIsAccountActive = (s: SessionState): boolean => s.isAccountAcitve;
export const selectTwoFactorPending = (s: SessionState): boolean =>
  s.isUserLoggedIn && s.is2FAEnabled && !s.is2FAVerified;

/** The token from the store, or else from browser storage (000 §7). */
export function currentAuth(): AuthToken | null {
  return useSession.getState().auth ?? parseAuthToken(readJson(storageKeys.authToken));
}

/** A new sign-in takes the token; nothing of a previous session shows until its refresh. */
function beginSession(state: Partial<SessionState> & { auth: AuthToken }): void {
  useSession.setState({ ...state, isUserLoggedIn: true, freshLogin: true });
  queryClient.removeQueries({ queryKey: sessionKeys.all });
}

/**
 * A sign-in response (000 §4.2): logged in, 2FA enabled/verified false until the response
 * says otherwise, account flags from the response.
 */
export function signIn(res: LoginResponse): void {
  beginSession({
    auth: {
      access_token: res.access_token,
      accessed_location_id: res.accessed_location_id,
      company_admin_id: res.company_admin_id,
    },
    is2FAEnabled: res.is_2fa_enabled,
    is2FAVerified: false,
    isAccountAcitve: res.is_account_active,
    isAccountHibernated: res.hibernated,
    isAccountSuspended: res.is_account_suspended,
  });
}

/** A successful two-factor check: a new token replaces the current one, an empty one keeps it. */
export function twoFactorVerified(res: LoginResponse): void {
  const current = useSession.getState().auth?.access_token ?? '';
  signIn({ ...res, access_token: res.access_token || current });
  useSession.setState({ is2FAEnabled: true, is2FAVerified: true });
}

/** A token handed over without a sign-in response (activation, SMS-center auto login). */
export function signInWithToken(auth: AuthToken): void {
  beginSession({ auth, is2FAEnabled: false, is2FAVerified: false });
}

/** What the answer of auth/refresh means for the store: account flags and the token's ids. */
export function applyRefresh(res: RefreshResponse): void {
  const prev = useSession.getState().auth;
  useSession.setState({
    isAccountAcitve: res.user.is_account_active,
    isAccountHibernated: res.user.hibernated,
    isAccountSuspended: res.user.is_account_suspended,
    auth: prev
      ? {
          ...prev,
          accessed_location_id: res.accessed_location_id,
          company_admin_id: res.company_admin_id,
        }
      : prev,
  });
}

export function consumeFreshLogin(): boolean {
  const fresh = useSession.getState().freshLogin;
  if (fresh) useSession.setState({ freshLogin: false });
  return fresh;
}

/** What belongs to the account left (000 §4.5), and the remembered folders, whose ids are its. */
function forgetAccountState(): void {
  remove(storageKeys.membership, storageKeys.checkoutToken, storageKeys.contactParams);
  forgetFolderPlaces();
}

/** 000 §4.5: clear the token, membership, login flag, checkout token and saved contact params. */
export function clearSession(): void {
  forgetAccountState();
  useSession.setState({
    ...loggedOutFlags,
    auth: null,
    freshLogin: false,
    loggedOutAt: Date.now(),
  });
}

/** 000 §4.5: accessing another account or location resets state and swaps token and headers. */
export function swapAccess(res: AccessResponse): void {
  forgetAccountState();
  useSession.setState({
    auth: {
      access_token: res.access_token,
      accessed_location_id: res.accessed_location_id,
      company_admin_id: res.company_admin_id,
    },
    isUserLoggedIn: true,
  });
}
