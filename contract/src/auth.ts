import { z } from 'zod';
import { statusResponse } from './api';
import { passwordMin } from './constants';
import { currency } from './currencies';
import { endpoint } from './endpoint';
import { dbIdText } from './ids';

// Sign-in and the session (000 §3, §7.1): logins, the refresh, account and location access.
// The fields and answers the other account areas share live here too.

const requiredMessage = (field: string) => `The ${field} field is required`;

/** A string field whose absence or emptiness reads as the spec's required message (000 §5.1). */
export const requiredString = (field: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? requiredMessage(field)
          : `The ${field} must be a string`,
    })
    .min(1, { error: requiredMessage(field), abort: true });

/** The same for text, whose surrounding spaces never count. */
export const requiredText = (field: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? requiredMessage(field)
          : `The ${field} must be a string`,
    })
    .trim()
    .min(1, { error: requiredMessage(field), abort: true });

export const email = requiredText('email').toLowerCase().email('must be a valid email').max(191);
export const password = requiredString('password')
  .min(passwordMin, `must be at least ${passwordMin} characters`)
  .max(200);

/** A new password and its confirmation must match (000 §5.2); no new password, nothing to match. */
export const withPasswordConfirmation = <
  T extends z.ZodType<{ password?: string; password_confirmation?: string }>,
>(
  schema: T,
) =>
  schema.refine((b) => !b.password || b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });

export const loginBody = z.object({ email, password: requiredString('password').max(200) });
export type LoginBody = z.infer<typeof loginBody>;

/** The sign-in response (000 §3): every field sits at the top level of the body. */
export const loginResponse = z.object({
  status: z.literal(1),
  access_token: z.string(),
  is_2fa_enabled: z.boolean(),
  hibernated: z.boolean(),
  is_account_active: z.boolean(),
  is_account_suspended: z.boolean(),
  module: z.string(),
  accessed_location_id: z.number().int(),
  company_admin_id: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const tokenBody = z.object({
  token: z.string().min(1, 'The token field is required').max(200),
});

export const forgotPasswordBody = z.object({ email });
export const resetPasswordBody = withPasswordConfirmation(
  z.object({
    token: requiredString('token').max(200),
    email,
    password,
    password_confirmation: requiredString('password confirmation').max(200),
  }),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const verifyTwofaBody = z.object({
  code: requiredText('code').min(6, 'must be at least 6 characters').max(32),
});

export const statusMessageResponse = z.object({ status: z.literal(1), message: z.string() });

export const userTypes = [
  'primary_account',
  'sub_account_user',
  'company_user',
  'company_location_user',
] as const;
export type UserType = (typeof userTypes)[number];

/** Per-area map of action → allowed, as sent to the client (000 §6). */
export const permissionMap = z.record(z.string(), z.record(z.string(), z.boolean()));

/** The signed-in user with the account flags of 000 §3. */
export const sessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  fname: z.string(),
  lname: z.string(),
  businessname: z.string(),
  profile_pic: z.string().nullable(),
  phone: z.string().nullable(),
  company_id: z.number().int().nullable(),
  location_id: z.number().int().nullable(),
  is_company_location: z.boolean(),
  is_organization_owner: z.boolean(),
  user_type: z.enum(userTypes),
  landing_account_id: z.number().int(),
  has_latest_version: z.boolean(),
  has_tooltip: z.boolean(),
  is_account_active: z.boolean(),
  is_account_suspended: z.boolean(),
  is_suspended: z.boolean(),
  hibernated: z.boolean(),
  has_trial_period: z.boolean(),
  checkout_enabled: z.boolean(),
  email_status: z.boolean(),
  /** The organization's SMS switch (user/update-kill-status with type sms). */
  sms_status: z.boolean(),
  email_dns_missing: z.boolean(),
  white_label: z.boolean(),
  is_2fa_enabled: z.boolean(),
  module: z.string(),
  timezone: z.string(),
  contact_preferences: z.record(z.string(), z.boolean()).nullable(),
  mailgun_email: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const membership = z.object({
  contacts_space: z.number().int(),
  contacts_count: z.number().int(),
  /** Percent of contacts_space in use, rounded. */
  contacts_used: z.number(),
});
export type Membership = z.infer<typeof membership>;

export const subscription = z.object({
  interval: z.enum(['month', 'year']),
  amount: z.number(),
  subsctiption_status: z.string(),
  has_funnels: z.boolean(),
  has_stripe_subscription: z.boolean(),
  is_special_plan: z.boolean(),
});
export type Subscription = z.infer<typeof subscription>;

export const billingNotification = z.object({
  card_expire_notification: z.boolean(),
  card_expire_in_days: z.number().int().nullable(),
  is_payment_failed: z.boolean(),
  has_trial: z.boolean(),
  has_stripe_subscription: z.boolean(),
});
export type BillingNotification = z.infer<typeof billingNotification>;

export const locationRecord = z.object({
  id: z.number().int(),
  businessname: z.string(),
  is_primary: z.boolean(),
  is_suspended: z.boolean(),
});
export type LocationRecord = z.infer<typeof locationRecord>;

export const tabGroups = ['leads', 'trials', 'clients', 'staff', 'lost'] as const;
export type TabGroup = (typeof tabGroups)[number];
export const locationTab = z.object({ title: z.string(), value: z.string() });
export const locationTabs = z.object({
  leads: z.array(locationTab),
  trials: z.array(locationTab),
  clients: z.array(locationTab),
  staff: z.array(locationTab),
  lost: z.array(locationTab),
});
export type LocationTabs = z.infer<typeof locationTabs>;

export const refreshResponse = z.object({
  status: z.literal(1),
  user: sessionUser,
  membership,
  subscription,
  billing_notification: billingNotification,
  permissions: permissionMap,
  locations: z.array(locationRecord),
  accessed: locationRecord,
  accessed_location_id: z.number().int(),
  company_admin_id: z.number().int(),
  file_storage: z.object({ used: z.number(), limit: z.number() }),
  integrations: z.object({ fit_funnels: z.number().int() }),
  contact_profile_setting: z.record(z.string(), z.boolean()),
  currencies: z.array(currency),
  broadcast_emails_sent_count: z.number().int(),
  reserved_words: z.array(z.string()),
});
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const locationsResponse = z.object({
  status: z.literal(1),
  user_type: z.enum(userTypes),
  company: locationRecord,
  company_users: z.array(
    z.object({ id: z.number().int(), full_name: z.string(), email: z.string() }),
  ),
  company_user_locations: z.array(locationRecord),
  accessed_location: locationRecord,
});
export type LocationsResponse = z.infer<typeof locationsResponse>;

export const tabsResponse = z.object({ status: z.literal(1), tabs: locationTabs });

/** Answer of account/{id}/access and location/{id}/access: new headers for every later call. */
export const accessResponse = z.object({
  status: z.literal(1),
  access_token: z.string(),
  accessed_location_id: z.number().int(),
  company_admin_id: z.number().int(),
});
export type AccessResponse = z.infer<typeof accessResponse>;

export const idParam = z.object({ id: dbIdText });
export const tokenParam = z.object({ token: z.string().min(1).max(200) });

export const latestVersionResponse = z.object({ status: z.literal(1), version: z.string() });

const auth = { tag: 'auth' } as const;
// Every token login takes the one-time token in the body and answers like a sign-in.
const tokenLogin = {
  ...auth,
  access: 'public',
  method: 'POST',
  body: tokenBody,
  response: loginResponse,
} as const;

export const authEndpoints = {
  login: endpoint({
    ...auth,
    access: 'public',
    method: 'POST',
    path: 'auth/login',
    body: loginBody,
    response: loginResponse,
  }),
  logout: endpoint({
    ...auth,
    access: 'pending-twofa',
    method: 'POST',
    path: 'auth/logout',
    permission: 'self',
    response: statusResponse,
  }),
  // Not before the second factor: the session holds the account's data.
  refresh: endpoint({
    ...auth,
    method: 'POST',
    path: 'auth/refresh',
    permission: 'self',
    response: refreshResponse,
  }),
  verifyTwofa: endpoint({
    ...auth,
    access: 'pending-twofa',
    method: 'POST',
    path: 'auth/verify-twofa',
    permission: 'self',
    body: verifyTwofaBody,
    response: loginResponse,
  }),
  forgotPassword: endpoint({
    ...auth,
    access: 'public',
    method: 'POST',
    path: 'auth/forgot-password',
    body: forgotPasswordBody,
    response: statusMessageResponse,
  }),
  resetPassword: endpoint({
    ...auth,
    access: 'public',
    method: 'POST',
    path: 'auth/reset-password',
    body: resetPasswordBody,
    response: statusMessageResponse,
  }),
  // The link mailed to a new sign-in email (user/update-profile); public, as a reset link is.
  confirmEmailChange: endpoint({
    ...auth,
    access: 'public',
    method: 'POST',
    path: 'auth/confirm-email-change',
    body: tokenBody,
    response: statusMessageResponse,
  }),
  autoLogin: endpoint({ ...tokenLogin, path: 'auth/auto-login' }),
  playbookLogin: endpoint({ ...tokenLogin, path: 'auth/login-with-playbook-token' }),
  samcartLogin: endpoint({ ...tokenLogin, path: 'auth/login-with-samcart-token' }),
  developerLogin: endpoint({
    ...auth,
    access: 'public',
    method: 'POST',
    path: 'developer/:user/:token/login',
    params: z.object({ user: dbIdText, token: z.string().min(1).max(200) }),
    response: loginResponse,
  }),
  accountAccess: endpoint({
    ...auth,
    method: 'POST',
    path: 'account/:id/access',
    permission: 'self',
    params: idParam,
    response: accessResponse,
  }),
  locationAccess: endpoint({
    ...auth,
    method: 'POST',
    path: 'location/:id/access',
    permission: 'self',
    params: idParam,
    response: accessResponse,
  }),
  locations: endpoint({
    ...auth,
    method: 'GET',
    path: 'auth/locations',
    permission: 'self',
    response: locationsResponse,
  }),
  locationTabs: endpoint({
    ...auth,
    method: 'GET',
    path: 'auth/location/:id/tabs',
    permission: 'self',
    params: idParam,
    response: tabsResponse,
  }),
  organizationTabs: endpoint({
    ...auth,
    method: 'GET',
    path: 'auth/organization/:id/tabs',
    permission: 'self',
    params: idParam,
    response: tabsResponse,
  }),
  markLatestVersion: endpoint({
    ...auth,
    method: 'PATCH',
    path: 'app/latest-version',
    permission: 'self',
    response: latestVersionResponse,
  }),
};
