import { timingSafeEqual } from 'node:crypto';
import { checkoutTokenLifetimeSeconds } from '@coachline/contract/checkout';
import type { Deps } from '../../platform/deps';

// A checkout token names its session and when it ends, signed with the app key:
// `ck1.{session id}.{expiry, epoch seconds}.{mac}`. Nothing is stored, so the session stays
// the one thing to revoke: a sign-out or a revoked session ends its checkout tokens too.

const prefix = 'ck1.';
const purpose = 'checkout-token';

export function issueCheckoutToken(deps: Deps, sessionId: number, now = Date.now()) {
  const expires = Math.floor(now / 1000) + checkoutTokenLifetimeSeconds;
  const payload = `${sessionId}.${expires}`;
  const mac = deps.secrets.signerFor(purpose)(payload).toString('base64url');
  return `${prefix}${payload}.${mac}`;
}

/** The session of a well-signed token that has not expired; undefined for any other string. */
export function sessionOfCheckoutToken(deps: Deps, token: string, now = Date.now()) {
  if (!token.startsWith(prefix)) return undefined;
  const [session, expires, mac, ...rest] = token.slice(prefix.length).split('.');
  if (!session || !expires || !mac || rest.length > 0) return undefined;
  if (!/^\d{1,10}$/.test(session) || !/^\d{1,12}$/.test(expires)) return undefined;
  const expected = deps.secrets.signerFor(purpose)(`${session}.${expires}`);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (Number(expires) * 1000 <= now) return undefined;
  return Number(session);
}
