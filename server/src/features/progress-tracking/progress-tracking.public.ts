import { timingSafeEqual } from 'node:crypto';
import { type ProgressSubmitBody, progressSubmitPath } from '@coachline/contract/progress-tracking';
import type { PortalContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { type ThrottleRule, takeAttempt } from '../../platform/throttle';
import * as accounts from '../accounts/accounts.service';
import * as repo from './progress-tracking.repository';
import * as service from './progress-tracking.service';

// A contact's personal submission link (the one reminders carry) and the portal's check-ins.
// The link names the tracking and the contact with an HMAC of both under a key derived from the
// app key, as a form's personal link does: no one can make one for another contact or carry it
// to another tracking. The page acts for the location, which must be usable (else 404).

const submissionsPerAddress: ThrottleRule = { attempts: 30, windowSeconds: 600, lockSeconds: 600 };
const macChars = 16;
const signers = new WeakMap<Deps['secrets'], (data: string) => Buffer>();
function mac(deps: Pick<Deps, 'secrets'>, trackingId: number, contactId: number) {
  let sign = signers.get(deps.secrets);
  if (!sign) {
    sign = deps.secrets.signerFor('progress-personal-link');
    signers.set(deps.secrets, sign);
  }
  return sign(`${trackingId}.${contactId}`).toString('base64url').slice(0, macChars);
}

export const personalToken = (deps: Pick<Deps, 'secrets'>, trackingId: number, contactId: number) =>
  `${trackingId.toString(36)}.${contactId.toString(36)}.${mac(deps, trackingId, contactId)}`;

export const personalUrlOf = (
  deps: Pick<Deps, 'config' | 'secrets'>,
  trackingId: number,
  contactId: number,
) =>
  `${deps.config.appUrl}${progressSubmitPath.replace(':token', personalToken(deps, trackingId, contactId))}`;

const shape = /^([0-9a-z]{1,7})\.([0-9a-z]{1,11})\.([\w-]{16})$/;

/** The tracking and contact a token names, or null for one we did not make. */
export function claimOfToken(deps: Pick<Deps, 'secrets'>, token: string) {
  const match = shape.exec(token);
  if (!match) return null;
  const [, t = '', c = '', given = ''] = match;
  const trackingId = Number.parseInt(t, 36);
  const contactId = Number.parseInt(c, 36);
  if (trackingId.toString(36) !== t || contactId.toString(36) !== c) return null;
  if (!(trackingId > 0 && contactId > 0 && contactId <= Number.MAX_SAFE_INTEGER)) return null;
  const expected = mac(deps, trackingId, contactId);
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected))
    ? { trackingId, contactId }
    : null;
}

/** The link's tracking, contact and location; 404 unless all stand and the contact is active. */
async function linked(deps: Deps, token: string) {
  const claim = claimOfToken(deps, token);
  const row = claim && (await repo.trackingById(deps.db, claim.trackingId));
  if (!claim || !row) throw notFound();
  const owner = await accounts.ownerContext(deps.db, row.accountId);
  if (!owner) throw notFound();
  const on = await repo.findTrackingContact(deps.db, row.accountId, row.id, claim.contactId);
  if (on?.status !== 'active') throw notFound();
  return { accountId: row.accountId, trackingId: row.id, contactId: claim.contactId };
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
  const on = await repo.findTrackingContact(deps.db, ctx.accountId, trackingId, ctx.contactId);
  if (on?.status !== 'active') throw notFound();
  return service.submitFor(deps, ctx.accountId, trackingId, ctx.contactId, body);
}
