import { z } from 'zod';
import { billingNotification, requiredString, statusMessageResponse } from './auth';
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
export const disableTwofaBody = z.object({
  password: z.string().min(1, 'The password field is required').max(200),
});

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
