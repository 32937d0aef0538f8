import { randomInt } from 'node:crypto';
import type { BillingNotification } from '@coachline/contract/auth';
import type { TwofaCodesResponse } from '@coachline/contract/billing';
import { messages } from '@coachline/contract/messages';
import { authenticator } from 'otplib';
import type { RequestContext } from '../../platform/context';
import { sha256 } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { fieldError } from '../../platform/errors';
import {
  assertNotThrottled,
  clearFailures,
  recordFailure,
  type ThrottleRule,
} from '../../platform/throttle';
import * as accounts from '../accounts/accounts.service';
import { assertOwner, confirmPassword } from '../users/users.service';

const issuer = 'Coachline';
// One 30-second step either side, as sign-in accepts (auth.service checkSecondFactor).
const totp = authenticator.clone({ window: 1 });
const recoveryCodeCount = 8;
const letters = 'abcdefghijklmnopqrstuvwxyz';
const wrongSetupCodes: ThrottleRule = { maxFailures: 5, windowSeconds: 900, lockSeconds: 900 };

const letterGroup = () =>
  Array.from({ length: 4 }, () => letters[randomInt(letters.length)]).join('');
/** 'abcd-efgh': 26^8 possibilities, typed without ambiguity. */
export const recoveryCode = () => `${letterGroup()}-${letterGroup()}`;

/**
 * Starts two-factor setup: a pending TOTP secret and eight recovery codes, shown this once
 * (only their SHA-256 is kept). Sign-in asks for the second factor once setup is confirmed.
 */
export async function generateTwofaCodes(
  deps: Deps,
  ctx: RequestContext,
): Promise<TwofaCodesResponse> {
  // Replacing the codes of an active setup would need the password; disabling does.
  if (ctx.user.twofaEnabled) throw fieldError('twofa', messages.twofaAlreadyEnabled);
  const secret = totp.generateSecret();
  const codes = Array.from({ length: recoveryCodeCount }, recoveryCode);
  await accounts.updateUser(deps.db, ctx.user.id, {
    twofaPendingSecret: secret,
    twofaRecoveryCodes: codes.map((code) => sha256(code.toLowerCase())),
  });
  return {
    status: 1,
    secret,
    otpauth_url: totp.keyuri(ctx.user.email, issuer, secret),
    recovery_codes: codes,
  };
}

/** Confirms setup with a code of the pending secret, which then becomes the user's secret. */
export async function enableTwofa(deps: Deps, ctx: RequestContext, code: string) {
  if (ctx.user.twofaEnabled) throw fieldError('code', messages.twofaAlreadyEnabled);
  const secret = ctx.user.twofaPendingSecret;
  if (!secret) throw fieldError('code', messages.twofaNotStarted);
  const key = `twofa:enable:${ctx.user.id}`;
  await assertNotThrottled(deps.db, key);
  if (!totp.check(code, secret)) {
    await recordFailure(deps.db, key, wrongSetupCodes);
    throw fieldError('code', messages.invalidTwofaCode);
  }
  await clearFailures(deps.db, key);
  await accounts.updateUser(deps.db, ctx.user.id, {
    twofaSecret: secret,
    twofaPendingSecret: null,
    twofaEnabled: true,
  });
  return messages.twofaEnabled;
}

export async function disableTwofa(deps: Deps, ctx: RequestContext, password: string) {
  await confirmPassword(deps, ctx.user, password, 'password');
  await accounts.updateUser(deps.db, ctx.user.id, {
    twofaSecret: null,
    twofaPendingSecret: null,
    twofaEnabled: false,
    twofaRecoveryCodes: [],
  });
  return messages.twofaDisabled;
}

/** The owner wakes a hibernated account (000 §4.2 ActivateAccount); repeating is harmless. */
export async function activateSuspendedAccount(deps: Deps, ctx: RequestContext) {
  assertOwner(ctx);
  await accounts.updateAccount(deps.db, ctx.primaryAccountId, { hibernated: false });
  return messages.accountReactivated;
}

/**
 * Skip-trial (000 §1): the owner confirms with their password and the trial ends now. Only a
 * trialing subscription can be skipped, so this never reactivates an unpaid account.
 */
export async function skipTrial(deps: Deps, ctx: RequestContext, password: string) {
  assertOwner(ctx);
  await confirmPassword(deps, ctx.user, password, 'password');
  const subscription = await accounts.findSubscription(deps.db, ctx.primaryAccountId);
  if (subscription?.status !== 'trialing') {
    throw fieldError('subscription', messages.noTrialToSkip);
  }
  await deps.db.transaction(async (tx) => {
    await accounts.updateSubscription(tx, ctx.primaryAccountId, {
      status: 'active',
      trialEndsAt: new Date(),
    });
    await accounts.updateAccount(tx, ctx.primaryAccountId, {
      hasTrialPeriod: false,
      isAccountActive: true,
    });
  });
  return messages.paidSubscriptionStarted;
}

export async function billingNotifications(
  deps: Deps,
  ctx: RequestContext,
): Promise<BillingNotification> {
  const subscription = await accounts.findSubscription(deps.db, ctx.primaryAccountId);
  return accounts.billingNotificationOf(subscription);
}
