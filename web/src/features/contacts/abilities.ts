import { type BulkAction, bulkActionPermissions } from '@coachline/contract/permissions';
import { type Abilities, useAbilities } from '../../app/abilities';

// What the signed-in user may do in the contact centre (001 §6).

export type ContactAbilities = Abilities & {
  /** 001 §6: bulk actions need update, Copy To Location assign, Bulk Delete delete, Merge both. */
  bulk: (action: BulkAction) => boolean;
};

/** The contact centre's abilities from the user's permissions on contacts-center. */
export function contactAbilitiesOf(abilities: Abilities): ContactAbilities {
  return {
    ...abilities,
    bulk: (action) => bulkActionPermissions(action).every((permission) => abilities[permission]),
  };
}

export function useContactAbilities(): ContactAbilities {
  return contactAbilitiesOf(useAbilities('contacts-center'));
}
