import { type ProgressSubmitBody, progressSubmitPath } from '@coachline/contract/progress-tracking';
import type { Multipart } from '@fastify/multipart';
import type { PortalContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { personalLinks } from '../../platform/personal-links';
import { type ThrottleRule, takeAttempt } from '../../platform/throttle';
import * as service from './progress-tracking.service';
import { storeProof } from './progress-tracking.uploads';

// A contact's personal submission link (the one reminders carry; platform/personal-links.ts)
// and the portal's check-ins. The page acts for the location, which must be usable (else 404).

const submissionsPerAddress: ThrottleRule = { attempts: 30, windowSeconds: 600, lockSeconds: 600 };
const uploadsPerAddress: ThrottleRule = { attempts: 30, windowSeconds: 600, lockSeconds: 600 };
export const progressLinks = personalLinks('progress-personal-link', progressSubmitPath);

/** The link's tracking, contact and location; 404 unless all stand and the contact is active. */
async function linked(deps: Deps, token: string) {
  const { row, contactId } = await service.programs.linked(deps, progressLinks.claim(deps, token));
  return { accountId: row.accountId, trackingId: row.id, contactId };
}

/** GET progress-tracking/public/{token}. */
export async function publicForm(deps: Deps, token: string) {
  const { accountId, trackingId, contactId } = await linked(deps, token);
  return (await service.formFor(deps, accountId, trackingId, contactId)).form;
}

/** POST progress-tracking/public/{token}/submit, throttled per address. */
export async function publicSubmit(
  deps: Deps,
  token: string,
  body: ProgressSubmitBody,
  client: string,
) {
  const [{ accountId, trackingId, contactId }] = await Promise.all([
    linked(deps, token),
    takeAttempt(deps.db, `progress-submit:${client}`, submissionsPerAddress),
  ]);
  return service.submitFor(deps, accountId, trackingId, contactId, body);
}

/** POST progress-tracking/public/{token}/upload: a photo answer, throttled per address. */
export async function publicUpload(
  deps: Deps,
  token: string,
  parts: AsyncIterable<Multipart>,
  client: string,
) {
  const { accountId, trackingId } = await linked(deps, token);
  await takeAttempt(deps.db, `progress-upload:${client}`, uploadsPerAddress);
  return storeProof(deps, accountId, trackingId, parts);
}

/** GET portal/progress: the contact's active check-ins with their current progress. */
export async function portalList(deps: Deps, ctx: PortalContext) {
  return { status: 1 as const, data: await service.portalList(deps, ctx.accountId, ctx.contactId) };
}

/** POST portal/progress/{id}/submit: a check-in the contact is active on, else 404. */
export async function portalSubmit(
  deps: Deps,
  ctx: PortalContext,
  trackingId: number,
  body: ProgressSubmitBody,
) {
  await activeOn(deps, ctx, trackingId);
  return service.submitFor(deps, ctx.accountId, trackingId, ctx.contactId, body);
}

/** POST portal/progress/{id}/upload: a photo answer for a check-in the contact is active on. */
export async function portalUpload(
  deps: Deps,
  ctx: PortalContext,
  trackingId: number,
  parts: AsyncIterable<Multipart>,
) {
  await activeOn(deps, ctx, trackingId);
  return storeProof(deps, ctx.accountId, trackingId, parts);
}

/** The portal contact's tracking, when they are active on it; else 404. */
const activeOn = (deps: Deps, ctx: PortalContext, trackingId: number) =>
  service.programs.portalTracking(deps, ctx, trackingId);
