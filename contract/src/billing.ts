import { z } from 'zod';
import {
  type BillingNotification,
  billingNotification,
  email,
  requiredString,
  type Subscription,
  statusMessageResponse,
  verifyTwofaBody,
} from './auth';
import { endpoint } from './endpoint';

// Billing (002 §7 Billing, 000 §7.4): two-factor setup, waking a hibernated account, and the
// calls of the separate billing service and the legacy API.

// Two-factor (TOTP with recovery codes)
export const twofaCodesResponse = z.object({
  status: z.literal(1),
  secret: z.string(),
  otpauth_url: z.string(),
  recovery_codes: z.array(z.string()),
});
export type TwofaCodesResponse = z.infer<typeof twofaCodesResponse>;
export const enableTwofaBody = z.object({
  code: z.string().trim().length(6, 'The code must be 6 digits'),
});
/** Turning two-factor off takes the password and a code (of the app, or a recovery code). */
export const disableTwofaBody = verifyTwofaBody.extend({
  password: requiredString('password').max(200),
});
export type DisableTwofaBody = z.infer<typeof disableTwofaBody>;

/** A new sign-in email, confirmed by a link mailed to it (auth/confirm-email-change). */
export const changeEmailBody = z.object({ email, password: requiredString('password').max(200) });
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;

/**
 * The way out of a suspended account (000 §4.1), for the Suspended page and for
 * billing/activate-suspended-account alike: the owner reactivates it themselves while the
 * subscription is in good standing on a self-service plan; a special plan or a failed payment
 * goes through support; anyone else asks the owner.
 */
export type SuspendedWayOut = 'activate' | 'support' | 'ask-owner';
export function suspendedWayOut(state: {
  isOwner: boolean;
  subscription: Pick<Subscription, 'subsctiption_status' | 'is_special_plan'>;
  billing: Pick<BillingNotification, 'is_payment_failed'>;
}): SuspendedWayOut {
  if (!state.isOwner) return 'ask-owner';
  const inGoodStanding = ['active', 'trialing'].includes(state.subscription.subsctiption_status);
  return inGoodStanding && !state.subscription.is_special_plan && !state.billing.is_payment_failed
    ? 'activate'
    : 'support';
}

/** Skip the trial and start paying (000 §5.2). */
export const skipTrialBody = z.object({
  password: requiredString('password')
    .max(200)
    .pipe(z.string().min(8, 'must be at least 8 characters')),
});
export type SkipTrialBody = z.infer<typeof skipTrialBody>;

const billing = { tag: 'billing' } as const;

export const billingEndpoints = {
  generateTwofaCodes: endpoint({
    ...billing,
    method: 'GET',
    path: 'billing/generate-twofa-codes',
    permission: 'self',
    response: twofaCodesResponse,
  }),
  enableTwofa: endpoint({
    ...billing,
    method: 'POST',
    path: 'billing/enable-twofa',
    permission: 'self',
    body: enableTwofaBody,
    response: statusMessageResponse,
  }),
  disableTwofa: endpoint({
    ...billing,
    method: 'POST',
    path: 'billing/disable-twofa',
    permission: 'self',
    body: disableTwofaBody,
    response: statusMessageResponse,
  }),
  changeEmail: endpoint({
    ...billing,
    method: 'POST',
    path: 'billing/change-email',
    permission: 'self',
    body: changeEmailBody,
    response: statusMessageResponse,
  }),
  // The owner only (the service checks): it changes the organization's state.
  activateSuspendedAccount: endpoint({
    ...billing,
    method: 'POST',
    path: 'billing/activate-suspended-account',
    permission: { area: 'admin-settings', action: 'update' },
    response: statusMessageResponse,
  }),
  skipTrial: endpoint({
    ...billing,
    base: 'billing',
    method: 'POST',
    path: 'stripe/skip-trial',
    permission: { area: 'admin-settings', action: 'update' },
    body: skipTrialBody,
    response: statusMessageResponse,
  }),
  /** The one call left on the legacy API. */
  billingNotifications: endpoint({
    ...billing,
    base: 'v2',
    method: 'GET',
    path: 'stripe/billing-notifications',
    permission: 'member',
    response: billingNotification,
  }),
};
