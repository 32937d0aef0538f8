import {
  type BulkAction,
  bulkActionPermission,
  can,
  type PermissionAction,
  type PermissionSubject,
} from '@coachline/contract/permissions';
import { useSession } from '../../app/session';

// What the signed-in user may do in the contact centre (001 §6), mirrored from the server so
// the UI hides what would fail.

export type ContactAbilities = Record<PermissionAction, boolean> & {
  /** 001 §6: bulk actions need update, Copy To Location needs assign, Bulk Delete delete. */
  bulk: (action: BulkAction) => boolean;
};

const nobody: PermissionSubject = {
  company_id: 1,
  location_id: null,
  is_company_location: false,
  permissions: {},
};

export function abilitiesFor(subject: PermissionSubject | null): ContactAbilities {
  const s = subject ?? nobody;
  const allow = (action: PermissionAction) => can(s, action, 'contacts-center');
  return {
    view: allow('view'),
    create: allow('create'),
    update: allow('update'),
    delete: allow('delete'),
    assign: allow('assign'),
    bulk: (action) => allow(bulkActionPermission(action)),
  };
}

export function useContactAbilities(): ContactAbilities {
  const session = useSession((s) => s.session);
  const subject: PermissionSubject | null = session
    ? {
        company_id: session.user.company_id,
        location_id: session.user.location_id,
        is_company_location: session.user.is_company_location,
        permissions: session.permissions,
      }
    : null;
  return abilitiesFor(subject);
}
