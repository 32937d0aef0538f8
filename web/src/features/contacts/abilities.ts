import { type BulkAction, bulkActionPermission } from '@coachline/contract/permissions';
import { type Abilities, useAbilities } from '../../app/abilities';

// What the signed-in user may do in the contact centre (001 §6).

export type ContactAbilities = Abilities & {
  /** 001 §6: bulk actions need update, Copy To Location needs assign, Bulk Delete delete. */
  bulk: (action: BulkAction) => boolean;
};

export function useContactAbilities(): ContactAbilities {
  const abilities = useAbilities('contacts-center');
  return { ...abilities, bulk: (action) => abilities[bulkActionPermission(action)] };
}
