import { fileMessages } from '@coachline/contract/files';
import {
  type HabitCheckInBody,
  habitCheckInPath,
  habitProofUploadFields,
  habitMessages as words,
} from '@coachline/contract/habit-tracking';
import type { Multipart } from '@fastify/multipart';
import type { PortalContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound, validationError, zodFieldErrors } from '../../platform/errors';
import { personalLinks } from '../../platform/personal-links';
import { type ThrottleRule, takeAttempt } from '../../platform/throttle';
import type { UploadClaim } from '../../platform/upload-claims';
import * as accounts from '../accounts/accounts.service';
import { fileStorageQuota } from '../accounts/limits';
import * as contacts from '../contacts/contacts.service';
import * as repo from './habit-tracking.repository';
import * as service from './habit-tracking.service';

// A contact's personal check-in link (the one reminders carry; platform/personal-links.ts), the
// portal's habits, and the photos both upload ahead of a check-in. The page acts for the
// location, which must be usable (else 404), for a contact active on the tracking.

const checkInsPerAddress: ThrottleRule = { attempts: 30, windowSeconds: 600, lockSeconds: 600 };
const uploadsPerAddress: ThrottleRule = { attempts: 30, windowSeconds: 600, lockSeconds: 600 };
export const habitLinks = personalLinks('habit-personal-link', habitCheckInPath);

/** The link's tracking, contact and location; 404 unless all stand and the contact is active. */
const linked = (deps: Deps, token: string) =>
  service.programs.linked(deps, habitLinks.claim(deps, token));

/** The portal contact's tracking, when they are active on it; else 404. */
const portalTracking = (deps: Deps, ctx: PortalContext, trackingId: number) =>
  service.programs.portalTracking(deps, ctx, trackingId);

/** GET habit-tracking/public/{token}. */
export async function publicDay(deps: Deps, token: string, date?: string) {
  const { row, contactId } = await linked(deps, token);
  const [person] = await contacts.contactRowsByIds(deps.db, row.accountId, [contactId]);
  if (!person || person.deletedAt) throw notFound();
  return {
    status: 1 as const,
    contact_name: `${person.firstName} ${person.lastName}`.trim(),
    ...(await service.dayFor(deps, row.accountId, row, contactId, date)),
  };
}

/** POST habit-tracking/public/{token}/check-in, throttled per address. */
export async function publicCheckIn(
  deps: Deps,
  token: string,
  body: HabitCheckInBody,
  client: string,
) {
  const [{ row, contactId }] = await Promise.all([
    linked(deps, token),
    takeAttempt(deps.db, `habit-check-in:${client}`, checkInsPerAddress),
  ]);
  return service.checkInFor(deps, row.accountId, row.id, contactId, body);
}

/** POST habit-tracking/public/{token}/upload, throttled per address. */
export async function publicUpload(
  deps: Deps,
  token: string,
  parts: AsyncIterable<Multipart>,
  client: string,
) {
  const { row, owner, contactId } = await linked(deps, token);
  await takeAttempt(deps.db, `habit-upload:${client}`, uploadsPerAddress);
  return upload(
    deps,
    { accountId: row.accountId, trackingId: row.id, contactId },
    owner.primaryAccountId,
    parts,
  );
}

/** GET portal/habits: the contact's active trackings with the day's check-in. */
export async function portalList(deps: Deps, ctx: PortalContext, date?: string) {
  return {
    status: 1 as const,
    data: await service.portalList(deps, ctx.accountId, ctx.contactId, date),
  };
}

/** POST portal/habits/{id}/check-in: a tracking the contact is active on, else 404. */
export async function portalCheckIn(
  deps: Deps,
  ctx: PortalContext,
  trackingId: number,
  body: HabitCheckInBody,
) {
  await portalTracking(deps, ctx, trackingId);
  return service.checkInFor(deps, ctx.accountId, trackingId, ctx.contactId, body);
}

/** POST portal/habits/{id}/upload. */
export async function portalUpload(
  deps: Deps,
  ctx: PortalContext,
  trackingId: number,
  parts: AsyncIterable<Multipart>,
) {
  await portalTracking(deps, ctx, trackingId);
  const owner = await accounts.ownerContext(deps.db, ctx.accountId);
  if (!owner) throw notFound();
  return upload(
    deps,
    { accountId: ctx.accountId, trackingId, contactId: ctx.contactId },
    owner.primaryAccountId,
    parts,
  );
}

/**
 * `habit_id`, then one image part `file`, stored in the location's quota as a temporary file
 * that the check-in claims; answers its token, signed for the contact.
 */
async function upload(
  deps: Deps,
  target: { accountId: number; trackingId: number; contactId: number },
  primaryAccountId: number,
  parts: AsyncIterable<Multipart>,
) {
  let habitId: number | undefined;
  let claim: UploadClaim | undefined;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname !== 'habit_id') continue;
      const fields = habitProofUploadFields.safeParse({ habit_id: part.value });
      if (!fields.success) throw validationError(zodFieldErrors(fields.error.issues));
      const [habit] = await repo.findHabits(deps.db, target.accountId, [fields.data.habit_id]);
      if (habit?.trackingId !== target.trackingId) throw fieldError('habit_id', words.notAHabit);
      habitId = habit.id;
      continue;
    }
    if (part.fieldname !== 'file' || claim || habitId === undefined) {
      part.file.resume();
      if (habitId === undefined && part.fieldname === 'file')
        throw fieldError('habit_id', words.notAHabit);
      continue;
    }
    claim = await service.proofUploads.store(
      deps,
      {
        accountId: target.accountId,
        quota: fileStorageQuota(primaryAccountId),
        questionId: habitId,
      },
      part,
    );
  }
  if (!claim) throw fieldError('file', fileMessages.chooseFile);
  return {
    status: 1 as const,
    upload: service.proofUploads.token(deps, target.contactId, claim),
    name: claim.n,
    size: claim.s,
  };
}
