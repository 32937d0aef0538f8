import { describe, expect, it } from 'vitest';
import { afterRefresh, afterSignIn, afterTwoFactor, type GuardState, guard } from './guard';
import type { PermissionArea } from './permissions';
import { appRoutes, findRoute, type RouteMeta } from './routes';

const state = (overrides: Partial<GuardState> = {}): GuardState => ({
  isUserLoggedIn: true,
  is2FAEnabled: false,
  is2FAVerified: false,
  isAccountActive: true,
  isAccountHibernated: false,
  isAccountSuspended: false,
  checkoutEnabled: true,
  isOrganizationOwner: false,
  isCompanyLocation: false,
  canView: () => true,
  ...overrides,
});
const loggedOut = (overrides: Partial<GuardState> = {}) =>
  state({ isUserLoggedIn: false, isAccountActive: false, ...overrides });
const go = (s: GuardState, name: string) => guard(s, findRoute(name));

describe('guard rule 1: signed-in users on sign-in and registration pages', () => {
  it('sends an active account to ContactIndex', () => {
    expect(go(state(), 'Login')).toEqual({ redirect: 'ContactIndex' });
    expect(go(state({ is2FAEnabled: true, is2FAVerified: true }), 'Register')).toEqual({
      redirect: 'ContactIndex',
    });
    expect(go(state(), 'MemberIDDashboard')).toEqual({ redirect: 'ContactIndex' });
  });

  it('sends a hibernated account to ActivateAccount', () => {
    expect(go(state({ isAccountHibernated: true }), 'Index')).toEqual({
      redirect: 'ActivateAccount',
    });
  });

  it('sends an inactive account to PaymentActionRequired', () => {
    expect(go(state({ isAccountActive: false }), 'Forgot')).toEqual({
      redirect: 'PaymentActionRequired',
    });
  });

  it('leaves the pages open to visitors', () => {
    expect(go(loggedOut(), 'Login')).toBeNull();
    expect(go(loggedOut(), 'VerifyAccount')).toBeNull();
  });
});

describe('guard rule 2: two-factor pending', () => {
  const pending = state({ is2FAEnabled: true, is2FAVerified: false });

  it('sends every other route to TwoFactorAuthentication', () => {
    expect(go(pending, 'ContactIndex')).toEqual({ redirect: 'TwoFactorAuthentication' });
    expect(go(pending, 'Login')).toEqual({ redirect: 'TwoFactorAuthentication' });
    expect(guard(pending, null)).toEqual({ redirect: 'TwoFactorAuthentication' });
  });

  it('lets TwoFactorAuthentication itself and the redirect-only routes through', () => {
    expect(go(pending, 'TwoFactorAuthentication')).toBeNull();
    expect(go({ ...pending, isAccountHibernated: true }, 'TwoFactorAuthentication')).toBeNull();
    expect(go(pending, 'Referral')).toBeNull();
  });
});

describe('guard rule 3: visitors on protected routes', () => {
  it('sends them to Login', () => {
    expect(go(loggedOut(), 'ContactIndex')).toEqual({ redirect: 'Login' });
    expect(go(loggedOut(), 'TwoFactorAuthentication')).toEqual({ redirect: 'Login' });
  });

  it('leaves public routes open', () => {
    expect(go(loggedOut(), 'FormPublicResponse')).toBeNull();
    expect(go(loggedOut(), 'AutoLogin')).toBeNull();
  });
});

describe('guard rule 4: unknown routes', () => {
  it('go to Error-404', () => {
    expect(guard(loggedOut(), null)).toEqual({ redirect: 'Error-404' });
    expect(guard(state(), null)).toEqual({ redirect: 'Error-404' });
  });
});

describe('guard rule 5: inactive account on a route needing an active account', () => {
  it('goes to PaymentActionRequired', () => {
    expect(go(state({ isAccountActive: false }), 'ContactIndex')).toEqual({
      redirect: 'PaymentActionRequired',
    });
  });

  it('goes to Suspended when the account is suspended', () => {
    const s = state({ isAccountActive: false, isAccountSuspended: true });
    expect(go(s, 'ContactIndex')).toEqual({ redirect: 'Suspended' });
  });

  it('does not apply to login-only routes', () => {
    expect(go(state({ isAccountActive: false }), 'PaymentActionRequired')).toBeNull();
  });
});

describe('guard rule 6: active account on PaymentActionRequired', () => {
  it('goes to ContactIndex', () => {
    expect(go(state(), 'PaymentActionRequired')).toEqual({ redirect: 'ContactIndex' });
  });
});

describe('guard rule 7: hibernated account on a protected route', () => {
  it('goes to ActivateAccount', () => {
    const s = state({ isAccountHibernated: true });
    expect(go(s, 'ContactIndex')).toEqual({ redirect: 'ActivateAccount' });
    expect(go(s, 'AccessDenied')).toEqual({ redirect: 'ActivateAccount' });
  });

  it('lets ActivateAccount and public routes through', () => {
    const s = state({ isAccountHibernated: true });
    expect(go(s, 'ActivateAccount')).toBeNull();
    expect(go(s, 'BroadcastPublicView')).toBeNull();
  });
});

describe('guard: suspended accounts', () => {
  it('go to Suspended from any protected route', () => {
    const s = state({ isAccountSuspended: true });
    expect(go(s, 'ContactIndex')).toEqual({ redirect: 'Suspended' });
    expect(go(s, 'ActivateAccount')).toEqual({ redirect: 'Suspended' });
  });

  it('stay on Suspended, even when hibernated', () => {
    expect(go(state({ isAccountSuspended: true }), 'Suspended')).toBeNull();
    const s = state({ isAccountSuspended: true, isAccountHibernated: true });
    expect(go(s, 'Suspended')).toBeNull();
  });

  it('can still open public routes', () => {
    expect(go(state({ isAccountSuspended: true }), 'Error-404')).toBeNull();
  });
});

describe('guard: checkout flag', () => {
  it('sends checkout routes to Error-404 without checkout_enabled', () => {
    const s = state({ checkoutEnabled: false });
    expect(go(s, 'CheckoutIndex')).toEqual({ redirect: 'Error-404' });
    expect(go(s, 'CheckoutOrders')).toEqual({ redirect: 'Error-404' });
    expect(go(s, 'ContactIndex')).toBeNull();
  });

  it('opens checkout routes with checkout_enabled', () => {
    expect(go(state(), 'CheckoutProducts')).toBeNull();
  });
});

describe('guard: AccessDenied', () => {
  it('sends an organization owner to ContactIndex', () => {
    expect(go(state({ isOrganizationOwner: true }), 'AccessDenied')).toEqual({
      redirect: 'ContactIndex',
    });
  });

  it('sends a company location to ContactIndex', () => {
    expect(go(state({ isCompanyLocation: true }), 'AccessDenied')).toEqual({
      redirect: 'ContactIndex',
    });
  });

  it('shows the page to other users', () => {
    expect(go(state(), 'AccessDenied')).toBeNull();
  });
});

describe('guard: area permission', () => {
  const denied =
    (...areas: PermissionArea[]) =>
    (area: PermissionArea) =>
      !areas.includes(area);

  it('sends a route whose area the user cannot view to AccessDenied', () => {
    const s = state({ canView: denied('forms') });
    expect(go(s, 'FormIndex')).toEqual({ redirect: 'AccessDenied' });
    expect(go(s, 'FormEdit')).toEqual({ redirect: 'AccessDenied' });
    expect(go(s, 'PageIndex')).toBeNull();
  });

  it('lets a screen over several areas through when one of them may be viewed', () => {
    expect(go(state({ canView: denied('forms', 'pages') }), 'SharingIndex')).toBeNull();
    expect(go(state({ canView: denied('forms', 'pages', 'playbooks') }), 'SharingIndex')).toEqual({
      redirect: 'AccessDenied',
    });
  });

  it('asks for view on the route area', () => {
    const asked: PermissionArea[] = [];
    guard(
      state({
        canView: (area) => {
          asked.push(area);
          return true;
        },
      }),
      findRoute('AccountBilling'),
    );
    expect(asked).toEqual(['admin-settings']);
  });

  it('never sends owners or company locations to AccessDenied', () => {
    const canView = () => false;
    expect(go(state({ isOrganizationOwner: true, canView }), 'ContactIndex')).toBeNull();
    expect(go(state({ isCompanyLocation: true, canView }), 'ContactIndex')).toBeNull();
  });
});

describe('guard: redirects always settle', () => {
  const flags = [
    'isUserLoggedIn',
    'is2FAEnabled',
    'is2FAVerified',
    'isAccountActive',
    'isAccountHibernated',
    'isAccountSuspended',
    'checkoutEnabled',
    'isOrganizationOwner',
    'isCompanyLocation',
  ] as const;
  const viewers: GuardState['canView'][] = [
    () => true,
    () => false,
    (area) => area !== 'contacts-center',
  ];
  const targets: (RouteMeta | null)[] = [...appRoutes, null];

  // Every state against every route: the sweep grows with the route table, so it gets time.
  it('never redirects to the same route and ends within a few hops for every state', {
    timeout: 30_000,
  }, () => {
    for (let bits = 0; bits < 2 ** flags.length; bits++) {
      for (const canView of viewers) {
        const s = state({ canView });
        flags.forEach((flag, i) => {
          s[flag] = Boolean(bits & (1 << i));
        });
        for (const start of targets) {
          let target = start;
          let hops = 0;
          for (let result = guard(s, target); result; result = guard(s, target)) {
            expect(result.redirect).not.toBe(target?.name);
            target = findRoute(result.redirect);
            hops += 1;
            expect(hops, `${JSON.stringify(s)} from ${start?.name}`).toBeLessThan(6);
          }
        }
      }
    }
  });
});

describe('afterSignIn', () => {
  const base = { is_2fa_enabled: false, hibernated: false, is_account_active: true, module: '' };

  it('goes to TwoFactorAuthentication when two-factor is enabled', () => {
    expect(afterSignIn({ ...base, is_2fa_enabled: true, hibernated: true })).toBe(
      'TwoFactorAuthentication',
    );
  });

  it('goes to ActivateAccount when hibernated', () => {
    expect(afterSignIn({ ...base, hibernated: true })).toBe('ActivateAccount');
  });

  it('goes to the landing route of the module when active', () => {
    expect(afterSignIn({ ...base, module: 'forms' })).toBe('FormIndex');
    expect(afterSignIn({ ...base, module: 'something-else' })).toBe('AppsIndex');
  });

  it('goes to PaymentActionRequired otherwise', () => {
    expect(afterSignIn({ ...base, is_account_active: false })).toBe('PaymentActionRequired');
  });
});

describe('afterTwoFactor', () => {
  it('goes to ActivateAccount when hibernated, else ContactIndex', () => {
    expect(afterTwoFactor({ hibernated: true })).toBe('ActivateAccount');
    expect(afterTwoFactor({ hibernated: false })).toBe('ContactIndex');
  });
});

describe('afterRefresh', () => {
  const active = { isAccountActive: true, isAccountHibernated: false, isAccountSuspended: false };

  it('sends an inactive account to PaymentActionRequired', () => {
    expect(afterRefresh({ ...active, isAccountActive: false }, 'ContactIndex')).toBe(
      'PaymentActionRequired',
    );
    expect(afterRefresh({ ...active, isAccountActive: false }, 'PaymentActionRequired')).toBeNull();
  });

  it('sends an active account off PaymentActionRequired to ContactIndex', () => {
    expect(afterRefresh(active, 'PaymentActionRequired')).toBe('ContactIndex');
  });

  it('sends a hibernated account to ActivateAccount', () => {
    expect(afterRefresh({ ...active, isAccountHibernated: true }, 'ContactIndex')).toBe(
      'ActivateAccount',
    );
    expect(afterRefresh({ ...active, isAccountHibernated: true }, 'ActivateAccount')).toBeNull();
  });

  it('sends a non-hibernated account off ActivateAccount to ContactIndex', () => {
    expect(afterRefresh(active, 'ActivateAccount')).toBe('ContactIndex');
  });

  it('keeps an inactive hibernated account on ActivateAccount instead of bouncing', () => {
    const s = { ...active, isAccountActive: false, isAccountHibernated: true };
    expect(afterRefresh(s, 'PaymentActionRequired')).toBe('ActivateAccount');
    expect(afterRefresh(s, 'ActivateAccount')).toBeNull();
  });

  it('sends an account off Suspended once the suspension is lifted, and keeps it there until', () => {
    expect(afterRefresh(active, 'Suspended')).toBe('ContactIndex');
    expect(afterRefresh({ ...active, isAccountSuspended: true }, 'Suspended')).toBeNull();
  });

  it('leaves other routes alone', () => {
    expect(afterRefresh(active, 'FormIndex')).toBeNull();
  });
});
