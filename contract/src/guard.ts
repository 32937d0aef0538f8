import type { PermissionArea } from './permissions';
import { landingRouteFor, mayViewRoute, type RouteMeta } from './routes';

// The navigation guard of 000 §4.4 and the post-sign-in and post-refresh routing of
// §4.2–4.3, as pure functions of the auth state. Every redirect names a route that the guard
// then lets through for the same state, so a redirect chain always ends (see guard.test.ts).

export type GuardState = {
  isUserLoggedIn: boolean;
  is2FAEnabled: boolean;
  is2FAVerified: boolean;
  isAccountActive: boolean;
  isAccountHibernated: boolean;
  isAccountSuspended: boolean;
  checkoutEnabled: boolean;
  isOrganizationOwner: boolean;
  isCompanyLocation: boolean;
  canView: (area: PermissionArea) => boolean;
};

export type GuardResult = { redirect: string } | null;

const to = (redirect: string): GuardResult => ({ redirect });

// Where a signed-in user belongs. Hibernation is checked first, as after sign-in (§4.2).
function homeFor(state: Pick<GuardState, 'isAccountActive' | 'isAccountHibernated'>): string {
  if (state.isAccountHibernated) return 'ActivateAccount';
  if (state.isAccountActive) return 'ContactIndex';
  return 'PaymentActionRequired';
}

/** Returns the route to go to instead of target, or null to let the navigation through. */
export function guard(state: GuardState, target: RouteMeta | null): GuardResult {
  const loggedIn = state.isUserLoggedIn;
  const twoFactorPending = loggedIn && state.is2FAEnabled && !state.is2FAVerified;

  // 1. Signed-in users have no business on sign-in and registration pages.
  if (loggedIn && !twoFactorPending && target?.authPage) return to(homeFor(state));

  // 2. The code page stays open whatever the account state, or rules 5–7 would send the user
  // away and this rule back. Redirect-only routes sign in or out themselves, so they may run.
  if (twoFactorPending) {
    const open = target?.name === 'TwoFactorAuthentication' || target?.redirectOnly;
    return open ? null : to('TwoFactorAuthentication');
  }

  // 3. Visitors sign in first.
  if (!loggedIn && target?.login) return to('Login');

  // 4. Unknown path.
  if (!target) return to('Error-404');

  // 5. Screens that need a paid, active account.
  if (target.login && target.active && !state.isAccountActive) {
    return to(state.isAccountSuspended ? 'Suspended' : 'PaymentActionRequired');
  }

  // 6. Nothing to pay any more.
  if (state.isAccountActive && target.name === 'PaymentActionRequired') return to('ContactIndex');

  // 7. A suspended account stays on Suspended, or hibernation and suspension would bounce.
  if (
    state.isAccountHibernated &&
    target.login &&
    target.name !== 'ActivateAccount' &&
    !(state.isAccountSuspended && target.name === 'Suspended')
  ) {
    return to('ActivateAccount');
  }

  if (state.isAccountSuspended && target.login && target.name !== 'Suspended') {
    return to('Suspended');
  }

  if (target.checkout && !state.checkoutEnabled) return to('Error-404');

  const exemptFromAreas = state.isOrganizationOwner || state.isCompanyLocation;
  if (loggedIn && exemptFromAreas && target.name === 'AccessDenied') return to('ContactIndex');

  // Owners and company locations are sent away from AccessDenied, so they are never sent to it.
  if (!exemptFromAreas && !mayViewRoute(target, state.canView)) return to('AccessDenied');

  return null;
}

/** 000 §4.2: the route after a successful sign-in. */
export function afterSignIn(r: {
  is_2fa_enabled: boolean;
  hibernated: boolean;
  is_account_active: boolean;
  module: string;
}): string {
  if (r.is_2fa_enabled) return 'TwoFactorAuthentication';
  if (r.hibernated) return 'ActivateAccount';
  if (r.is_account_active) return landingRouteFor(r.module);
  return 'PaymentActionRequired';
}

/** 000 §4.2: the route after the two-factor code is accepted. */
export function afterTwoFactor(r: { hibernated: boolean }): string {
  return r.hibernated ? 'ActivateAccount' : 'ContactIndex';
}

/**
 * 000 §4.3: where to go after a session refresh, or null to stay on current. Hibernation is
 * checked first so an inactive hibernated account settles on ActivateAccount instead of
 * alternating with PaymentActionRequired on every refresh.
 */
export function afterRefresh(
  state: { isAccountActive: boolean; isAccountHibernated: boolean; isAccountSuspended: boolean },
  current: string,
): string | null {
  if (state.isAccountHibernated) return current === 'ActivateAccount' ? null : 'ActivateAccount';
  if (!state.isAccountActive) {
    return current === 'PaymentActionRequired' ? null : 'PaymentActionRequired';
  }
  if (current === 'PaymentActionRequired' || current === 'ActivateAccount') return 'ContactIndex';
  // A suspension lifted (billing/activate-suspended-account, or by support) leaves Suspended.
  if (current === 'Suspended' && !state.isAccountSuspended) return 'ContactIndex';
  return null;
}
