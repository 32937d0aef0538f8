import { randomInt } from 'node:crypto';
import { authenticator } from 'otplib';
import { hashPassword, verifyPassword } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import type { UserRow } from '../accounts/accounts.service';
import * as accounts from '../accounts/accounts.service';

// Two-factor sign-in (TOTP with recovery codes). The secret is sealed with the app key, the
// recovery codes are kept as salted argon2id hashes, and each code is good once: a TOTP code
// by its time step, a recovery code by being removed when used.

const issuer = 'Coachline';
const stepSeconds = 30;
// One 30-second step either side, for clocks that drift.
const totp = authenticator.clone({ window: 1, step: stepSeconds });
const recoveryCodeCount = 8;
const letters = 'abcdefghijklmnopqrstuvwxyz';
const recoveryCodePattern = /^[a-z]{4}-[a-z]{4}$/;

const letterGroup = () =>
  Array.from({ length: 4 }, () => letters[randomInt(letters.length)]).join('');
/** 'abcd-efgh': 26^8 possibilities, typed without ambiguity. */
const recoveryCode = () => `${letterGroup()}-${letterGroup()}`;

export type TwofaSetup = { secret: string; otpauthUrl: string; recoveryCodes: string[] };

/**
 * A new pending secret and a new set of recovery codes for the user, answered this once: the
 * secret is stored sealed and the codes hashed. Setup ends when a code of the secret confirms it.
 */
export async function startSetup(deps: Deps, user: UserRow): Promise<TwofaSetup> {
  const secret = totp.generateSecret();
  const recoveryCodes = Array.from({ length: recoveryCodeCount }, recoveryCode);
  await accounts.updateUser(deps.db, user.id, {
    twofaPendingSecret: deps.secrets.seal(secret),
    twofaRecoveryCodes: await Promise.all(recoveryCodes.map((code) => hashPassword(code))),
  });
  return { secret, otpauthUrl: totp.keyuri(user.email, issuer, secret), recoveryCodes };
}

/**
 * Whether `code` is a TOTP code of the sealed secret not used before. The code's time step is
 * claimed in the same statement that checks it is newer than the last one used, so a code
 * seen over a shoulder or replayed from a log is refused.
 */
export async function acceptTotp(
  deps: Deps,
  user: UserRow,
  sealedSecret: string,
  code: string,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const delta = totp.checkDelta(code, deps.secrets.open(sealedSecret));
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / stepSeconds) + delta;
  return accounts.claimTotpStep(deps.db, user.id, step);
}

/** A TOTP code of the user's secret, or an unused recovery code, which is then spent. */
export async function checkSecondFactor(deps: Deps, user: UserRow, code: string): Promise<boolean> {
  const normalized = code.replace(/\s+/g, '').toLowerCase();
  if (user.twofaSecret && /^\d{6}$/.test(normalized))
    return acceptTotp(deps, user, user.twofaSecret, normalized);
  if (!recoveryCodePattern.test(normalized)) return false;
  for (const stored of user.twofaRecoveryCodes) {
    if (await verifyPassword(stored, normalized))
      return accounts.spendRecoveryCode(deps.db, user.id, stored);
  }
  return false;
}

/** Secrets stored before they were sealed get sealed: runs at start-up, a no-op once done. */
export async function sealStoredSecrets(deps: Deps): Promise<number> {
  const users = await accounts.listUsersWithOpenTwofaSecrets(deps.db);
  for (const user of users) {
    const seal = (value: string | null) =>
      value === null || deps.secrets.isSealed(value) ? value : deps.secrets.seal(value);
    await accounts.updateUser(deps.db, user.id, {
      twofaSecret: seal(user.twofaSecret),
      twofaPendingSecret: seal(user.twofaPendingSecret),
    });
  }
  return users.length;
}
