import type { RefreshResponse } from '@coachline/contract/auth';
import type { GuardState } from '@coachline/contract/guard';
import { can } from '@coachline/contract/permissions';
import { permissionSubjectOf } from './abilities';
import type { AuthFlags } from './session';

/**
 * The guard's view of the session (000 §4.4): the store's flags and the refreshed session
 * from the query cache, which the area checks need.
 */
export function guardStateOf(s: AuthFlags, session: RefreshResponse | undefined): GuardState {
  const user = session?.user;
  return {
    isUserLoggedIn: s.isUserLoggedIn,
    is2FAEnabled: s.is2FAEnabled,
    is2FAVerified: s.is2FAVerified,
    isAccountActive: s.isAccountAcitve,
    isAccountHibernated: s.isAccountHibernated,
    isAccountSuspended: s.isAccountSuspended,
    checkoutEnabled: user?.checkout_enabled ?? false,
    isOrganizationOwner: user?.is_organization_owner ?? false,
    isCompanyLocation: user?.is_company_location ?? false,
    canView: (area) => (session ? can(permissionSubjectOf(session), 'view', area) : false),
  };
}
