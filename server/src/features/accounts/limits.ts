import type { Membership } from '@coachline/contract/auth';
import { contactMessages } from '@coachline/contract/contacts';
import { type SQL, sql } from 'drizzle-orm';
import { lockClass } from '../../db/advisory-locks';
import type { Executor } from '../../db/client';
import { limitExceeded } from '../../platform/errors';
import { type StorageQuota, storedBytes } from '../../platform/files';
import { countLiveContactsIn } from '../contacts/contacts.service';
import * as repo from './accounts.repository';

// Plan limits (000 §9): the contacts space and the file storage of the primary account's
// membership cover the whole organization, the primary account and its locations. Every writer
// that adds contacts (save, copy, restore, import) or stores a file, and every reader of the
// usage (session refresh, plan-limit, import check) comes here.

/** Live contacts of the organization whose primary account is given. */
export function countOrganizationContacts(db: Executor, primaryAccountId: number): Promise<number> {
  return countLiveContactsIn(db, repo.organizationAccountIds(primaryAccountId));
}

export type PlanUsage = {
  contactsSpace: number;
  contactsCount: number;
  fileStorageLimit: number;
  fileStorageUsed: number;
};

/** The organization's plan limits and its usage now (no lock: for showing, not for adding). */
export async function planUsage(db: Executor, primaryAccountId: number): Promise<PlanUsage> {
  const [membership, contactsCount, fileStorageUsed] = await Promise.all([
    repo.findMembership(db, primaryAccountId),
    countOrganizationContacts(db, primaryAccountId),
    storedBytes(db, repo.organizationAccountIds(primaryAccountId)),
  ]);
  return {
    contactsSpace: membership?.contactsSpace ?? 0,
    contactsCount,
    fileStorageLimit: membership?.fileStorageLimit ?? 0,
    fileStorageUsed,
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

const units = ['KB', 'MB', 'GB', 'TB'];

/** A size as people read it: 1 GB, 12.5 MB, 300 KB (units of 1,024), 600 bytes. */
function formatBytes(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded.toLocaleString('en-US')} ${units[unit]}`;
}

export const fileStorageMessages = {
  limit: (adding: number, used: number, limit: number) =>
    `This file (${formatBytes(adding)}) does not fit in your plan's file storage: ${formatBytes(used)} of ${formatBytes(limit)} used. Delete files you no longer need or upgrade your plan.`,
} as const;

/**
 * The quota of an organization's files, for storeFile (platform/files.ts): under the
 * organization's lock, so two uploads at once cannot both take the last of the space.
 */
export function fileStorageQuota(primaryAccountId: number): StorageQuota {
  return async (tx, adding) => {
    await repo.lockOrganizationFiles(tx, primaryAccountId);
    // One after the other: a transaction is one connection, which runs one query at a time.
    const membership = await repo.findMembership(tx, primaryAccountId);
    const used = await storedBytes(tx, repo.organizationAccountIds(primaryAccountId));
    const limit = membership?.fileStorageLimit ?? 0;
    if (used + adding > limit) throw limitExceeded(fileStorageMessages.limit(adding, used, limit));
  };
}

/** Broadcast emails a month per contact of the space, when the membership sets no limit. */
const broadcastEmailsPerContact = 10;

/**
 * The organization's monthly broadcast emails and its send rate. With `lock` (inside a
 * transaction) no other send reserves emails of the organization until it ends.
 */
export async function broadcastAllowance(
  db: Executor,
  primaryAccountId: number,
  options: { lock?: boolean } = {},
): Promise<{ monthlyLimit: number; ratePerSecond: number; accountIds: SQL }> {
  if (options.lock)
    await db.execute(
      sql`select pg_advisory_xact_lock(${lockClass.broadcastEmails}::int, ${primaryAccountId}::int)`,
    );
  const membership = await repo.findMembership(db, primaryAccountId);
  return {
    monthlyLimit:
      membership?.broadcastEmailsLimit ??
      (membership?.contactsSpace ?? 0) * broadcastEmailsPerContact,
    ratePerSecond: membership?.broadcastRate ?? 2_000,
    accountIds: repo.organizationAccountIds(primaryAccountId),
  };
}
