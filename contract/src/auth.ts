import { z } from 'zod';
import { dbIdText } from './ids';

// Schemas of 000 §3 and §7.1–7.3: sign-in, session refresh, registration and profile.
// The server validates with them and the web client parses with the same ones.

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => Boolean(v));
export const email = z.string().trim().toLowerCase().email('must be a valid email').max(191);
export const password = z.string().min(8, 'must be at least 8 characters').max(200);

/** A string field whose absence reads as the spec's required message (000 §5.1). */
export const requiredString = (field: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `The ${field} field is required`
          : `The ${field} must be a string`,
    })
    .min(1, `The ${field} field is required`);

export const loginBody = z.object({
  email: requiredString('email').trim().toLowerCase().pipe(z.email('must be a valid email')),
  password: requiredString('password'),
});
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

export const tokenBody = z.object({ token: z.string().min(1, 'The token field is required') });
export type TokenBody = z.infer<typeof tokenBody>;

export const forgotPasswordBody = z.object({ email });
export const resetPasswordBody = z
  .object({
    token: z.string().min(1, 'The token field is required'),
    email,
    password,
    password_confirmation: z.string(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const verifyTwofaBody = z.object({
  code: z.string().trim().min(6, 'must be at least 6 characters').max(32),
});
export type VerifyTwofaBody = z.infer<typeof verifyTwofaBody>;

export const statusMessageResponse = z.object({ status: z.literal(1), message: z.string() });
export type StatusMessageResponse = z.infer<typeof statusMessageResponse>;

export const userTypes = [
  'primary_account',
  'sub_account_user',
  'company_user',
  'company_location_user',
] as const;
export type UserType = (typeof userTypes)[number];

/** Per-area map of action → allowed, as sent to the client (000 §6). */
export const permissionMap = z.record(z.string(), z.record(z.string(), z.boolean()));
export type PermissionMap = z.infer<typeof permissionMap>;

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
export type LocationTab = z.infer<typeof locationTab>;
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
  currencies: z.array(z.object({ code: z.string(), name: z.string(), symbol: z.string() })),
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
export type TabsResponse = z.infer<typeof tabsResponse>;

/** Answer of account/{id}/access and location/{id}/access: new headers for every later call. */
export const accessResponse = z.object({
  status: z.literal(1),
  access_token: z.string(),
  accessed_location_id: z.number().int(),
  company_admin_id: z.number().int(),
});
export type AccessResponse = z.infer<typeof accessResponse>;

export const idParam = z.object({ id: dbIdText });
export const tokenParam = z.object({ token: z.string().min(1) });

export const latestVersionResponse = z.object({ status: z.literal(1), version: z.string() });

// 000 §7.3 user and profile
export const updateProfileBody = z
  .object({
    full_name: z.string().trim().min(1, 'The full name field is required').max(191).optional(),
    email,
    profile_pic: z.string().max(2048).nullable().optional(),
    password: password.optional().or(z.literal('')),
    password_confirmation: z.string().optional().or(z.literal('')),
    /** Required when the password or the email changes. */
    current_password: z.string().max(200).optional(),
  })
  .refine((b) => !b.password || b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const changePasswordBody = z
  .object({
    current_password: z.string().min(1, 'The current password field is required'),
    password,
    password_confirmation: z.string(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** An IANA time zone the runtime knows ('UTC', 'America/New_York'). */
export function isTimeZone(value: string): boolean {
  try {
    return Boolean(new Intl.DateTimeFormat('en-US', { timeZone: value }));
  } catch {
    return false;
  }
}
const timezone = z
  .string()
  .trim()
  .min(1, 'The timezone field is required')
  .max(64)
  .refine(isTimeZone, 'The timezone is not valid');

/** PATCH /user/update: the primary location's details. */
export const updateUserBody = z.object({
  businessname: z.string().trim().min(1, 'The businessname field is required').max(191),
  timezone: timezone.optional(),
  phone: z.string().trim().max(32).nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const userResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  user: sessionUser,
});
export type UserResponse = z.infer<typeof userResponse>;

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
  password: z.string().min(1, 'The password field is required'),
});

// 000 §7.2 registration
export const createAccountBody = z.object({
  fname: z.string().trim().min(1, 'The first name field is required').max(100),
  lname: z.string().trim().min(1, 'The last name field is required').max(100),
  businessname: z.string().trim().min(1, 'The businessname field is required').max(191),
  email,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'The phone is not valid'),
  password,
  plan: z.string().trim().min(1).max(64).optional(),
  referral_token: z.string().max(128).optional(),
});
export type CreateAccountBody = z.infer<typeof createAccountBody>;

export const registrationStep = z.enum([
  'verify-email',
  'verify-phone',
  'verify-business',
  'finish',
  'activated',
]);
export type RegistrationStep = z.infer<typeof registrationStep>;

export const registrationResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  token: z.string(),
  id: z.number().int(),
  step: registrationStep,
});
export type RegistrationResponse = z.infer<typeof registrationResponse>;

export const verificationCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code must be 6 digits'),
});
export const changeEmailBody = z.object({ email });
export const changePhoneBody = z.object({ phone: createAccountBody.shape.phone });
export const verifyBusinessBody = z.object({
  businessname: z.string().trim().min(1, 'The businessname field is required').max(191),
  business_type: z.string().trim().min(1, 'The business type field is required').max(100),
  timezone,
});
export const registrationDetailsResponse = z.object({
  status: z.literal(1),
  id: z.number().int(),
  email: z.string(),
  phone: z.string(),
  fname: z.string(),
  businessname: z.string(),
  step: registrationStep,
});
export type RegistrationDetailsResponse = z.infer<typeof registrationDetailsResponse>;

export const subscriptionPlan = z.object({
  id: z.string(),
  name: z.string(),
  interval: z.enum(['month', 'year']),
  amount: z.number(),
  contacts_space: z.number().int(),
  has_funnels: z.boolean(),
  trial_days: z.number().int(),
});
export const subscriptionPlansResponse = z.object({
  status: z.literal(1),
  plans: z.array(subscriptionPlan),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

/** POST account/{token}/activate: the new session's headers (as account access) and a message. */
export const activateAccountResponse = accessResponse.extend({ message: z.string() });
export type ActivateAccountResponse = z.infer<typeof activateAccountResponse>;

// Billing service (002 §7): skip the trial and start paying (000 §5.2).
export const skipTrialBody = z.object({
  password: requiredString('password').pipe(z.string().min(8, 'must be at least 8 characters')),
});
export type SkipTrialBody = z.infer<typeof skipTrialBody>;

export const unreadCountResponse = z.object({
  status: z.literal(1),
  portal_chat: z.number().int(),
  sms: z.number().int(),
  total: z.number().int(),
});
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

export const planLimitResponse = z.object({ status: z.literal(1), membership });

export { flag };

/** POST /user/update-kill-status: the sending switch of 000 §2.4 (the email status bar). */
export const killStatusBody = z.object({
  type: z.enum(['email']),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type KillStatusBody = z.infer<typeof killStatusBody>;
