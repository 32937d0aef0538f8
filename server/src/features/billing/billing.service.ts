import type { BillingNotification } from '@coachline/contract/auth';
import {
  type ChangeEmailBody,
  type DisableTwofaBody,
  suspendedWayOut,
  type TwofaCodesResponse,
} from '@coachline/contract/billing';
import { messages } from '@coachline/contract/messages';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, forbidden } from '../../platform/errors';
import { clearAttempts, type ThrottleRule, takeAttempt } from '../../platform/throttle';
import * as accounts from '../accounts/accounts.service';
import { requestEmailChange, revokeSessions } from '../auth/auth.service';
import { acceptTotp, checkSecondFactor, startSetup } from '../auth/auth.twofa';
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

/**
 * Turns two-factor off after the password and a second factor (an app code or a recovery
 * code): a session left open on a shared computer is not enough. The other sessions end, as a
 * password change's do.
 */
export async function disableTwofa(deps: Deps, ctx: RequestContext, body: DisableTwofaBody) {
  await confirmPassword(deps, ctx.user, body.password, 'password');
  if (ctx.user.twofaEnabled) {
    // Wrong codes count with the sign-in's, so this is no side door for guessing them.
    const key = `twofa:user:${ctx.user.id}`;
    await takeAttempt(deps.db, key, wrongSetupCodes);
    if (!(await checkSecondFactor(deps, ctx.user, body.code))) {
      throw fieldError('code', messages.invalidTwofaCode);
    }
    await clearAttempts(deps.db, key);
  }
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

/**
 * A new sign-in email after the password: the link goes to the new address and the old one is
 * told (auth.service requestEmailChange); nothing changes until the link is opened.
 */
export async function changeEmail(deps: Deps, ctx: RequestContext, body: ChangeEmailBody) {
  await confirmPassword(deps, ctx.user, body.password, 'password');
  if (body.email === ctx.user.email.toLowerCase()) {
    throw fieldError('email', messages.sameEmail);
  }
  const holder = await accounts.findUserByEmail(deps.db, body.email);
  if (holder) throw fieldError('email', messages.emailTaken);
  await requestEmailChange(deps, ctx.user, body.email);
  return messages.emailChangeLinkSent(body.email);
}

/**
 * The owner wakes a hibernated account (000 §4.2 ActivateAccount) and lifts a suspension
 * (000 §4.1) when `suspendedWayOut` says the account may do so itself; otherwise 403 with the
 * way out. Repeating is harmless.
 */
export async function activateSuspendedAccount(deps: Deps, ctx: RequestContext) {
  assertOwner(ctx);
  const primary = await accounts.findAccount(deps.db, ctx.primaryAccountId);
  if (primary?.isAccountSuspended) {
    const subscription = await accounts.findSubscription(deps.db, ctx.primaryAccountId);
    const wayOut = suspendedWayOut({
      isOwner: true,
      subscription: accounts.presentSubscription(subscription),
      billing: accounts.billingNotificationOf(subscription),
    });
    if (wayOut !== 'activate') throw forbidden(messages.accountNeedsSupport);
  }
  await accounts.updateAccount(deps.db, ctx.primaryAccountId, {
    hibernated: false,
    isAccountSuspended: false,
  });
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
