import type { LoginBody, LoginResponse, ResetPasswordBody } from '@coachline/contract/auth';
import { afterSignIn, afterTwoFactor } from '@coachline/contract/guard';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { endSession, resetSession } from '../../app/endSession';
import { goTo, goToPath } from '../../app/navigation';
import { signIn, twoFactorVerified } from '../../app/session';

// The sign-in page loads this module, so schemas (zod) and the session module load lazily.
const auth = () => import('@coachline/contract/auth');
const loginResponse = () => auth().then((m) => m.loginResponse);
const statusMessageResponse = () => auth().then((m) => m.statusMessageResponse);
const statusResponse = () => import('@coachline/contract/api').then((m) => m.statusResponse);
const refreshSession = (options: { redirect?: boolean }) =>
  import('../session/queries').then((m) => m.refreshSession(options));

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
    mutationFn: (body: LoginBody) => api.post('auth/login', loginResponse, { body }),
    onSuccess: (res) => completeSignIn(res),
  });
}

export function useVerifyTwoFactor() {
  return useMutation({
    mutationFn: (code: string) => api.post('auth/verify-twofa', loginResponse, { body: { code } }),
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
      api.post('auth/forgot-password', statusMessageResponse, { body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post('auth/reset-password', statusMessageResponse, { body }),
  });
}

async function serverLogout(): Promise<void> {
  try {
    await api.post('auth/logout', statusResponse, { handleErrors: false });
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
      return api.post('auth/auto-login', loginResponse, { ...quiet, body: { token: login.token } });
    case 'playbook':
      return api.post('auth/login-with-playbook-token', loginResponse, {
        ...quiet,
        body: { token: login.token },
      });
    case 'samcart':
      return api.post('auth/login-with-samcart-token', loginResponse, {
        ...quiet,
        body: { token: login.token, ...(login.email ? { email: login.email } : {}) },
      });
    case 'developer':
      return api.post(
        `developer/${encodeURIComponent(login.user)}/${encodeURIComponent(login.token)}/login`,
        loginResponse,
        quiet,
      );
  }
}

/** Warms what a sign-in needs (schemas, session module) while the visitor types. */
export function preloadSignIn(): void {
  void auth();
  void import('../session/queries');
}
