import type { GuardState } from '@coachline/contract/guard';
import { can } from '@coachline/contract/permissions';
import { permissionSubjectOf } from './abilities';
import type { SessionState } from './session';

/** The guard's view of the session (000 §4.4). Area checks need the refreshed session. */
export function guardStateOf(s: SessionState): GuardState {
  const session = s.session;
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
