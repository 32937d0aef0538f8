import type { LoginBody, LoginResponse, ResetPasswordBody } from '@coachline/contract/auth';
import { afterSignIn, afterTwoFactor } from '@coachline/contract/guard';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { endSession, resetSession } from '../../app/endSession';
import { goTo, goToPath } from '../../app/navigation';
import { stopRealtime } from '../../app/realtime';
import { signIn, twoFactorVerified } from '../../app/session';
import { sessionKeys } from '../session/keys';
import { refreshSession } from '../session/sessionQuery';

// The sign-in page loads this module, so the endpoints (zod) load lazily.
const auth = () => import('@coachline/contract/auth').then((m) => m.authEndpoints);

/**
 * 000 §4.2 after a sign-in response: two-factor first; otherwise refresh the session and go
 * to `target` (a path) or the route afterSignIn picks.
 */
export async function completeSignIn(res: LoginResponse, target?: string): Promise<void> {
  signIn(res);
  if (res.is_2fa_enabled) {
    goTo('TwoFactorAuthentication', undefined, undefined, true);
    return;
  }
  await refreshSession({ redirect: false });
  // A target only applies to an account that may use the app; the others go where §4.2 says.
  if (target && res.is_account_active && !res.hibernated) {
    goToPath(target, true);
    return;
  }
  goTo(afterSignIn(res), undefined, undefined, true);
}

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => api.call(() => auth().then((e) => e.login), { body }),
    onSuccess: (res) => completeSignIn(res),
  });
}

export function useVerifyTwoFactor() {
  return useMutation({
    mutationFn: (code: string) =>
      api.call(() => auth().then((e) => e.verifyTwofa), { body: { code } }),
    onSuccess: async (res) => {
      twoFactorVerified(res);
      await refreshSession({ redirect: false });
      goTo(afterTwoFactor(res), undefined, undefined, true);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      api.call(() => auth().then((e) => e.forgotPassword), { body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.call(() => auth().then((e) => e.resetPassword), { body }),
  });
}

/** The new sign-in email's link; the page shows the outcome, so no catalogue toast. */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) =>
      api.call(
        () => auth().then((e) => e.confirmEmailChange),
        { body: { token } },
        { handleErrors: false },
      ),
    meta: { invalidates: [sessionKeys.refresh] },
  });
}

async function serverLogout(): Promise<void> {
  // The server tells this session's realtime channel it expired, which may come before the
  // answer: stop listening first, or signing out would say the session expired.
  stopRealtime();
  try {
    await api.call(() => auth().then((e) => e.logout), {}, { handleErrors: false });
  } catch {
    // The local logout is what matters; an expired token is already signed out.
  }
}

/** Sign out on the server (best effort), then locally, then Login (000 §4.5). */
export async function logout(): Promise<void> {
  await serverLogout();
  endSession();
}

/** Sign out without leaving the page (the referral route goes on to Register). */
export async function signOutQuietly(): Promise<void> {
  await serverLogout();
  resetSession();
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}

export type TokenLogin =
  | { kind: 'auto'; token: string }
  | { kind: 'playbook'; token: string }
  | { kind: 'samcart'; token: string; email?: string }
  | { kind: 'developer'; user: string; token: string };

/** The token sign-ins of 000 §2.2; failures are the caller's (they lead to 404 or Login). */
export function tokenLogin(login: TokenLogin): Promise<LoginResponse> {
  const quiet = { handleErrors: false } as const;
  switch (login.kind) {
    case 'auto':
      return api.call(
        () => auth().then((e) => e.autoLogin),
        { body: { token: login.token } },
        quiet,
      );
    case 'playbook':
      return api.call(
        () => auth().then((e) => e.playbookLogin),
        { body: { token: login.token } },
        quiet,
      );
    case 'samcart':
      return api.call(
        () => auth().then((e) => e.samcartLogin),
        { body: { token: login.token, ...(login.email ? { email: login.email } : {}) } },
        quiet,
      );
    case 'developer':
      return api.call(
        () => auth().then((e) => e.developerLogin),
        { params: { user: login.user, token: login.token } },
        quiet,
      );
  }
}

/** Warms the sign-in's schemas and the shell's session module while the visitor types. */
export function preloadSignIn(): void {
  void auth();
  void import('../session/queries');
}
