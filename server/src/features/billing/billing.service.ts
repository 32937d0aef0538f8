import type { BillingNotification } from '@coachline/contract/auth';
import type { TwofaCodesResponse } from '@coachline/contract/billing';
import { messages } from '@coachline/contract/messages';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError } from '../../platform/errors';
import { clearAttempts, type ThrottleRule, takeAttempt } from '../../platform/throttle';
import * as accounts from '../accounts/accounts.service';
import { revokeSessions } from '../auth/auth.service';
import { acceptTotp, startSetup } from '../auth/auth.twofa';
import { assertOwner, confirmPassword } from '../users/users.service';

const wrongSetupCodes: ThrottleRule = { attempts: 5, windowSeconds: 900, lockSeconds: 900 };

/**
 * Starts two-factor setup: a pending TOTP secret and eight recovery codes, shown this once.
 * Sign-in asks for the second factor once setup is confirmed.
 */
export async function generateTwofaCodes(
  deps: Deps,
  ctx: RequestContext,
): Promise<TwofaCodesResponse> {
  // Replacing the codes of an active setup would need the password; disabling does.
  if (ctx.user.twofaEnabled) throw fieldError('twofa', messages.twofaAlreadyEnabled);
  const setup = await startSetup(deps, ctx.user);
  return {
    status: 1,
    secret: setup.secret,
    otpauth_url: setup.otpauthUrl,
    recovery_codes: setup.recoveryCodes,
  };
}

/**
 * Confirms setup with a code of the pending secret, which then becomes the user's secret.
 * Every other session of the user ends: they signed in without the second factor.
 */
export async function enableTwofa(deps: Deps, ctx: RequestContext, code: string) {
  if (ctx.user.twofaEnabled) throw fieldError('code', messages.twofaAlreadyEnabled);
  const secret = ctx.user.twofaPendingSecret;
  if (!secret) throw fieldError('code', messages.twofaNotStarted);
  const key = `twofa:enable:${ctx.user.id}`;
  await takeAttempt(deps.db, key, wrongSetupCodes);
  if (!(await acceptTotp(deps, ctx.user, secret, code))) {
    throw fieldError('code', messages.invalidTwofaCode);
  }
  await clearAttempts(deps.db, key);
  await accounts.updateUser(deps.db, ctx.user.id, {
    twofaSecret: secret,
    twofaPendingSecret: null,
    twofaEnabled: true,
  });
  await revokeSessions(deps, ctx.user.id, ctx.sessionId);
  return messages.twofaEnabled;
}

/** Turns two-factor off after the password; the other sessions end, as a password change's do. */
export async function disableTwofa(deps: Deps, ctx: RequestContext, password: string) {
  await confirmPassword(deps, ctx.user, password, 'password');
  await accounts.updateUser(deps.db, ctx.user.id, {
    twofaSecret: null,
    twofaPendingSecret: null,
    twofaEnabled: false,
    twofaRecoveryCodes: [],
    twofaLastStep: null,
  });
  await revokeSessions(deps, ctx.user.id, ctx.sessionId);
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
