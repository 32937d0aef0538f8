import type { RefreshResponse } from '@coachline/contract/auth';
import {
  can,
  type PermissionAction,
  type PermissionArea,
  type PermissionSubject,
} from '@coachline/contract/permissions';
import { useRefreshedSession } from '../features/session/sessionQuery';

// What the signed-in user may do in an area (000 §6, 001 §6), mirrored from the server so the
// UI hides what would fail.

export type Abilities = Record<PermissionAction, boolean>;

/** The permission checks' view of a refreshed session. */
export function permissionSubjectOf(session: RefreshResponse): PermissionSubject {
  return {
    company_id: session.user.company_id,
    location_id: session.user.location_id,
    is_company_location: session.user.is_company_location,
    permissions: session.permissions,
  };
}

// Before the session is in, a company user without permissions: nothing is allowed.
const nobody: PermissionSubject = {
  company_id: 1,
  location_id: null,
  is_company_location: false,
  permissions: {},
};

function abilitiesIn(subject: PermissionSubject | null, area: PermissionArea): Abilities {
  const s = subject ?? nobody;
  const allow = (action: PermissionAction) => can(s, action, area);
  return {
    view: allow('view'),
    create: allow('create'),
    update: allow('update'),
    delete: allow('delete'),
    assign: allow('assign'),
  };
}

export function useAbilities(area: PermissionArea): Abilities {
  const session = useRefreshedSession();
  return abilitiesIn(session ? permissionSubjectOf(session) : null, area);
}

/** Whether the signed-in user may view an area, for lists of areas checked together. */
export function useViewAbility(): (area: PermissionArea) => boolean {
  const session = useRefreshedSession();
  const subject = session ? permissionSubjectOf(session) : null;
  return (area) => abilitiesIn(subject, area).view;
}
