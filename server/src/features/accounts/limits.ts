import type { Membership } from '@coachline/contract/auth';
import { contactMessages } from '@coachline/contract/contacts';
import type { Executor } from '../../db/client';
import { limitExceeded } from '../../platform/errors';
import { countLiveContactsIn } from '../contacts/contacts.service';
import * as repo from './accounts.repository';

// Plan limits (000 §9): the contacts space of the primary account's membership covers the whole
// organization, the primary account and its locations. Every writer that adds contacts (save,
// copy, restore, import) and every reader of the usage (session refresh, plan-limit, import
// check) comes here.

/** Live contacts of the organization whose primary account is given. */
export function countOrganizationContacts(db: Executor, primaryAccountId: number): Promise<number> {
  return countLiveContactsIn(db, repo.organizationAccountIds(primaryAccountId));
}

export type PlanUsage = { contactsSpace: number; contactsCount: number; fileStorageLimit: number };

/** The organization's plan limits and its contacts now (no lock: for showing, not for adding). */
export async function planUsage(db: Executor, primaryAccountId: number): Promise<PlanUsage> {
  const [membership, contactsCount] = await Promise.all([
    repo.findMembership(db, primaryAccountId),
    countOrganizationContacts(db, primaryAccountId),
  ]);
  return {
    contactsSpace: membership?.contactsSpace ?? 0,
    contactsCount,
    fileStorageLimit: membership?.fileStorageLimit ?? 0,
  };
}

/** Membership usage as the session refresh and plan-limit answer it. */
export function presentMembership(contactsSpace: number, contactsCount: number): Membership {
  return {
    contacts_space: contactsSpace,
    contacts_count: contactsCount,
    contacts_used: contactsSpace > 0 ? Math.round((contactsCount / contactsSpace) * 100) : 100,
  };
}

/**
 * The plan's contacts space and how much of it is left, after taking the organization's lock:
 * until the transaction ends no other writer can add contacts, so `remaining` stays true.
 */
export async function lockContactsSpace(
  tx: Executor,
  primaryAccountId: number,
): Promise<{ space: number; remaining: number }> {
  await repo.lockOrganizationContacts(tx, primaryAccountId);
  const membership = await repo.findMembership(tx, primaryAccountId);
  const space = membership?.contactsSpace ?? 0;
  const used = await countOrganizationContacts(tx, primaryAccountId);
  return { space, remaining: Math.max(0, space - used) };
}

/** Throws limit_exceed when adding `adding` contacts would pass the plan's contacts space. */
export async function assertContactsSpace(tx: Executor, primaryAccountId: number, adding: number) {
  if (adding <= 0) return;
  const { space, remaining } = await lockContactsSpace(tx, primaryAccountId);
  if (adding <= remaining) return;
  throw limitExceeded(
    remaining === 0
      ? contactMessages.contactsLimit(space)
      : contactMessages.contactsLimitAdding(space, remaining),
  );
}
