import type { LoginResponse } from '@coachline/contract/auth';
import {
  autoLoginTarget,
  parseAutoLoginQuery,
  parsePlaybookLogin,
  parseSmsCenterAutoLogin,
  referralCookieExpiry,
  shouldCountReferralClick,
} from '@coachline/contract/params';
import { buildPath } from '@coachline/contract/routes';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { goTo, goToPath } from '../../app/navigation';
import { clearSession, signInWithToken, useSession } from '../../app/session';
import { readString, referralCookie, storageKeys, write, writeCookie } from '../../app/storage';
import { disablePopups, showSpecialPlanAlert } from '../../app/uiState';
import { PageLoader } from '../../ui/PageLoader';
import { refreshSession } from '../session/sessionQuery';
import { completeSignIn, signOutQuietly, tokenLogin } from './queries';

// The redirect-style routes of 000 §2.2: they sign in or out and move on, with no screen.

/** Runs once per mount, even under StrictMode's double effects. */
function useOnce(run: () => void | Promise<void>): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void run();
  });
}

function safePath(name: string, params: Record<string, string>, query: Record<string, string>) {
  try {
    return buildPath(name, params, query);
  } catch {
    return buildPath('ContactIndex', {}, query);
  }
}

async function signInOr(
  attempt: () => Promise<LoginResponse>,
  failTo: 'Error-404' | 'Login',
  target?: string,
  onSignedIn?: () => void,
): Promise<void> {
  let res: LoginResponse;
  try {
    res = await attempt();
  } catch {
    goTo(failTo, undefined, undefined, true);
    return;
  }
  onSignedIn?.();
  await completeSignIn(res, target).catch(() => undefined);
}

/** /referral/{token}: remember the referral, sign out whoever is signed in, go to Register. */
export function ReferralRedirect() {
  const { token = '' } = useParams();
  useOnce(async () => {
    const now = Date.now();
    const last = Number(readString(storageKeys.referralClickedAt)) || null;
    if (shouldCountReferralClick(last, now)) write(storageKeys.referralClickedAt, now);
    write(storageKeys.referralToken, token);
    writeCookie(referralCookie, token, referralCookieExpiry(new Date(now)));
    if (useSession.getState().isUserLoggedIn) {
      await signOutQuietly();
    }
    goTo('Register', undefined, undefined, true);
  });
  return <PageLoader fullPage />;
}

/** /user/{token}/auto-login?redirect=&query=a:1|b:2&params=legacy:true|popup:false */
export function AutoLoginRedirect() {
  const { token = '' } = useParams();
  const location = useLocation();
  useOnce(() => {
    const parsed = parseAutoLoginQuery(new URLSearchParams(location.search));
    const target = autoLoginTarget(parsed);
    return signInOr(
      () => tokenLogin({ kind: 'auto', token }),
      'Error-404',
      safePath(target.name, target.params, target.query),
      () => {
        if (parsed.legacy) showSpecialPlanAlert(true);
        if (!parsed.popup) disablePopups();
      },
    );
  });
  return <PageLoader fullPage label="Signing you in…" />;
}

/** /playbook/{playbook}/auto-login?token=&playbook_id= → PlaybookIndex?action=answer-question */
export function PlaybookLoginRedirect() {
  const location = useLocation();
  useOnce(() => {
    const parsed = parsePlaybookLogin(new URLSearchParams(location.search));
    if (!parsed) {
      goTo('Error-404', undefined, undefined, true);
      return;
    }
    const query: Record<string, string> = { action: 'answer-question' };
    if (parsed.playbookId) query.playbook_id = parsed.playbookId;
    return signInOr(
      () => tokenLogin({ kind: 'playbook', token: parsed.token }),
      'Error-404',
      buildPath('PlaybookIndex', {}, query),
    );
  });
  return <PageLoader fullPage label="Signing you in…" />;
}

/** /developer/{user}/{token}/login; a failed login variant returns to Login. */
export function DeveloperLoginRedirect() {
  const { user = '', token = '' } = useParams();
  useOnce(() => signInOr(() => tokenLogin({ kind: 'developer', user, token }), 'Login'));
  return <PageLoader fullPage label="Signing you in…" />;
}

/** /samcart/{order}/success/{email}: the order provider's link activates and signs in. */
export function OrderSuccessPage() {
  const { order = '', email = '' } = useParams();
  useOnce(() => signInOr(() => tokenLogin({ kind: 'samcart', token: order, email }), 'Login'));
  return <PageLoader fullPage label="Activating your account…" />;
}

/** SmsCenterIndex?auto_login=true&user=&access_token= signs in with the given token. */
export function SmsCenterAutoLogin() {
  const location = useLocation();
  useOnce(async () => {
    const parsed = parseSmsCenterAutoLogin(new URLSearchParams(location.search));
    if (!parsed) {
      goTo('Login', undefined, undefined, true);
      return;
    }
    signInWithToken({
      access_token: parsed.accessToken,
      accessed_location_id: 0,
      company_admin_id: 0,
    });
    try {
      await refreshSession({ redirect: false });
      goToPath(location.pathname, true);
    } catch {
      clearSession();
      goTo('Login', undefined, undefined, true);
    }
  });
  return <PageLoader fullPage label="Signing you in…" />;
}
