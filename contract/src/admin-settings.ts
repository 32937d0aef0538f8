import { z } from 'zod';
import { requiredText, sessionUser } from './auth';
import { countryCodes } from './countries';
import { currencyCode } from './currencies';
import { endpoint } from './endpoint';
import { dbIdText } from './ids';
import { personalizedText } from './personalization';
import { hexColor } from './styles';
import { timezone, userResponse } from './users';

// Admin Settings (002 §7 Admin settings, 000 §7.3): a location's account details, its client
// portal, the opt-in confirmation mail, the API access key, the organization's white label,
// each user's contact-profile layout, the client portal's teasers (tease settings) and the
// funnel builder's landing token. Paths and fields are the spec's; the rest is ours.

export const adminSettingMessages = {
  accountSettingSaved: 'Account settings have been updated successfully!',
  portalSettingSaved: 'Portal settings have been updated successfully!',
  confirmOptinSaved: 'Opt-in confirmation settings have been updated successfully!',
  accessKeySent: (email: string) => `A new access key has been sent to ${email}.`,
  contactProfileSaved: 'Contact profile settings have been updated successfully!',
  landingTokenGenerated: 'A new landing token has been generated.',
  unknownCurrency: 'The selected currency is invalid.',
  subdomainTaken: 'The subdomain has already been taken.',
  subdomainReserved: 'This subdomain is reserved. Please choose another one.',
  subdomainFormat:
    'The subdomain may contain lowercase letters, digits and hyphens, 3 to 40 characters, and must start and end with a letter or digit.',
  invalidJson: 'The setting value must be valid JSON.',
  oneSection: 'Keep at least one section on the contact profile.',
  confirmOptinSubject: 'The subject field is required',
  confirmOptinBody: 'The body field is required',
} as const;

const text = (max: number) => z.string().trim().max(max);
/** Optional text: empty means none. */
export const optionalText = (max: number) =>
  text(max)
    .nullable()
    .transform((v) => v || null);
export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(191)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'must be a valid email')
  .nullable()
  .transform((v) => v || null);
const optionalUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'must be a valid URL')
  .nullable()
  .transform((v) => v || null);

const accountParams = z.object({ account: dbIdText });

// Account

/** PATCH admin-setting/{account}/update-account-setting: the location's business details. */
export const accountSettingBody = z.object({
  businessname: requiredText('businessname').max(191),
  business_type: optionalText(100),
  business_email: optionalEmail,
  phone: optionalText(32),
  website: optionalUrl,
  timezone,
  currency: currencyCode,
  address_line1: optionalText(191),
  address_line2: optionalText(191),
  city: optionalText(100),
  state: optionalText(100),
  postal_code: optionalText(20),
  country: z.enum(countryCodes).nullable(),
});
export type AccountSettingBody = z.output<typeof accountSettingBody>;
export type AccountSettingInput = z.input<typeof accountSettingBody>;

export const accountSetting = z.object({
  ...accountSettingBody.shape,
  account_id: z.number().int(),
  is_primary: z.boolean(),
  updated_at: z.string().nullable(),
});
export type AccountSetting = z.output<typeof accountSetting>;

export const accountSettingResponse = z.object({ status: z.literal(1), setting: accountSetting });
export const saveAccountSettingResponse = accountSettingResponse.extend({ message: z.string() });

// Client portal

export const subdomainPattern = /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/;

/** PATCH admin-setting/{account}/update-portal-setting: how the location's client portal looks. */
export const portalSettingBody = z.object({
  portal_name: requiredText('portal name').max(100),
  /** The portal's address: {subdomain}.{the app's host}, unique across the app. */
  subdomain: requiredText('subdomain')
    .toLowerCase()
    .max(40)
    .regex(subdomainPattern, adminSettingMessages.subdomainFormat),
  logo_url: optionalUrl,
  brand_color: hexColor,
  welcome_message: text(2_000),
  support_email: optionalEmail,
});
export type PortalSettingBody = z.output<typeof portalSettingBody>;
export type PortalSettingInput = z.input<typeof portalSettingBody>;

export const portalSetting = z.object({
  ...portalSettingBody.shape,
  /** Null until the location chooses one. */
  subdomain: z.string().nullable(),
  /** The portal's address, once it has a subdomain. */
  portal_url: z.string().nullable(),
  account_id: z.number().int(),
  updated_at: z.string().nullable(),
});
export type PortalSetting = z.output<typeof portalSetting>;

export const portalSettingResponse = z.object({ status: z.literal(1), setting: portalSetting });
export const savePortalSettingResponse = portalSettingResponse.extend({ message: z.string() });

// Opt-in confirmation

/**
 * PATCH admin-setting/update-confirm-optin: whether contacts who join through an opt-in of the
 * accessed location must confirm their email first, and the mail that asks them (the
 * confirmation button is added below the body).
 */
export const confirmOptinBody = z
  .object({
    confirm_optin: z.boolean(),
    subject: personalizedText(255),
    body: personalizedText(5_000),
  })
  .superRefine((b, ctx) => {
    if (!b.confirm_optin) return;
    if (!b.subject)
      ctx.addIssue({
        code: 'custom',
        path: ['subject'],
        message: adminSettingMessages.confirmOptinSubject,
      });
    if (!b.body)
      ctx.addIssue({
        code: 'custom',
        path: ['body'],
        message: adminSettingMessages.confirmOptinBody,
      });
  });
export type ConfirmOptinBody = z.output<typeof confirmOptinBody>;
export type ConfirmOptinInput = z.input<typeof confirmOptinBody>;

export const confirmOptinDefaults: ConfirmOptinBody = {
  confirm_optin: false,
  subject: 'Please confirm your email, {{first_name}}',
  body: 'Hi {{first_name}},\n\nThanks for signing up with {{location_name}}! Please confirm your email address with the button below so we can keep you posted.',
};

export const confirmOptinSetting = z.object({
  confirm_optin: z.boolean(),
  subject: z.string(),
  body: z.string(),
  updated_at: z.string().nullable(),
});
export const confirmOptinResponse = z.object({
  status: z.literal(1),
  confirm_optin: confirmOptinSetting,
});
export const saveConfirmOptinResponse = confirmOptinResponse.extend({
  message: z.string(),
  user: sessionUser,
});

// Access key

/** The location's API access key: only its last characters are ever shown again. */
export const accessKeyInfo = z.object({
  masked: z.string(),
  created_at: z.string(),
});
export const accessKeyResponse = z.object({
  status: z.literal(1),
  access_key: accessKeyInfo.nullable(),
  /** Where send-access-key mails a new key: the organization owner's email. */
  owner_email: z.string(),
});
export const sendAccessKeyResponse = accessKeyResponse.extend({ message: z.string() });

// White label

export const whiteLabelBody = z.object({
  /** On, client-facing pages and emails carry no Coachline branding. */
  white_label: z.boolean(),
});

// Contact profile setting

/** The parts of the contact profile a user can show or hide; absent means shown. */
export const contactProfileItems = [
  { key: 'notes', label: 'Notes' },
  { key: 'email-logs', label: 'Email log' },
  { key: 'broadcast-logs', label: 'Broadcasts' },
  { key: 'rewards', label: 'Rewards' },
  { key: 'stats', label: 'Stats' },
  { key: 'lifecycle', label: 'Lifecycle' },
  { key: 'features', label: 'Features used' },
  { key: 'tags', label: 'Tags' },
  { key: 'groups', label: 'Groups' },
] as const;
export type ContactProfileItem = (typeof contactProfileItems)[number]['key'];
const itemKeys = contactProfileItems.map((i) => i.key) as [
  ContactProfileItem,
  ...ContactProfileItem[],
];
/** The tabbed sections among the items: one of them at least stays on. */
const contactProfileSections = itemKeys.filter((key) => key !== 'groups');

export type ContactProfileSetting = Record<ContactProfileItem, boolean>;

/** Every item shown unless the setting hides it. */
export const contactProfileSettingOf = (
  stored: Partial<Record<string, boolean>> | null | undefined,
): ContactProfileSetting =>
  Object.fromEntries(itemKeys.map((key) => [key, stored?.[key] ?? true])) as ContactProfileSetting;

export const contactProfileSettingBody = z
  .object({ contact_profile_setting: z.partialRecord(z.enum(itemKeys), z.boolean()) })
  .refine((b) => contactProfileSections.some((key) => b.contact_profile_setting[key] !== false), {
    path: ['contact_profile_setting'],
    message: adminSettingMessages.oneSection,
  });
export type ContactProfileSettingInput = z.input<typeof contactProfileSettingBody>;

export const contactProfileSettingResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  contact_profile_setting: z.record(z.string(), z.boolean()),
});

// Tease settings (000 §3: id, setting_value as JSON text, enabled)

/**
 * The client portal's teasers: for an area a client has no access to yet, a card that says what
 * it holds and where to get it. One per kind and location.
 */
export const teaseKinds = [
  { kind: 'workouts', label: 'Workouts' },
  { kind: 'playbooks', label: 'Playbooks' },
  { kind: 'habit-tracking', label: 'Habit tracking' },
  { kind: 'progress-tracking', label: 'Progress tracking' },
  { kind: 'onboarding', label: 'Onboarding' },
] as const;

/** What a teaser says, kept as JSON text in `setting_value`. */
export const teaseValue = z.object({
  headline: requiredText('headline').max(120),
  description: text(1_000),
  button_label: requiredText('button label').max(40),
  button_url: optionalUrl,
});
export type TeaseValue = z.output<typeof teaseValue>;
export type TeaseValueInput = z.input<typeof teaseValue>;

/** JSON text holding a tease value; its field errors keep their place under setting_value. */
const teaseValueText = z
  .string()
  .max(10_000)
  .transform((raw, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: adminSettingMessages.invalidJson });
      return z.NEVER;
    }
    const result = teaseValue.safeParse(parsed);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

export const teaseUpdateBody = z.object({ setting_value: teaseValueText, enabled: z.boolean() });
/** The same update as a form edits it: the value's fields, sent as JSON text. */
export const teaseForm = z.object({ setting_value: teaseValue, enabled: z.boolean() });
export type TeaseUpdateInput = z.input<typeof teaseUpdateBody>;
export const teaseEnableBody = z.object({ enabled: z.boolean() });

export const teaseSetting = z.object({
  id: z.number().int(),
  kind: z.string(),
  label: z.string(),
  /** JSON text, as the spec sends it. */
  setting_value: z.string(),
  enabled: z.boolean(),
  updated_at: z.string().nullable(),
});
export type TeaseSetting = z.output<typeof teaseSetting>;

export const teaseListResponse = z.object({ status: z.literal(1), data: z.array(teaseSetting) });
export const teaseSettingResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  setting: teaseSetting,
});

const teaseParams = z.object({ tease_setting: dbIdText });

// Landing token (000 §2.4: the funnel builder opens with a landing page token)

export const landingTokenInfo = z.object({ masked: z.string(), created_at: z.string() });
export const landingTokenResponse = z.object({
  status: z.literal(1),
  landing_token: landingTokenInfo.nullable(),
  /** Funnels come with the subscription (000 §2.4); without them, the upgrade prompt. */
  has_funnels: z.boolean(),
});
export const generateLandingTokenResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  /** Shown once: only its hash is kept. */
  token: z.string(),
  /** Seconds since the epoch, as the funnel builder reads it. */
  timestamp: z.number().int(),
  landing_token: landingTokenInfo,
});

const admin = { tag: 'admin-settings' } as const;
const view = { area: 'admin-settings', action: 'view' } as const;
const update = { area: 'admin-settings', action: 'update' } as const;

export const adminSettingEndpoints = {
  accountSetting: endpoint({
    ...admin,
    method: 'GET',
    path: 'admin-setting/:account/account-setting',
    permission: view,
    params: accountParams,
    response: accountSettingResponse,
  }),
  updateAccountSetting: endpoint({
    ...admin,
    method: 'PATCH',
    path: 'admin-setting/:account/update-account-setting',
    permission: update,
    params: accountParams,
    body: accountSettingBody,
    response: saveAccountSettingResponse,
  }),
  portalSetting: endpoint({
    ...admin,
    method: 'GET',
    path: 'admin-setting/:account/portal-setting',
    permission: view,
    params: accountParams,
    response: portalSettingResponse,
  }),
  updatePortalSetting: endpoint({
    ...admin,
    method: 'PATCH',
    path: 'admin-setting/:account/update-portal-setting',
    permission: update,
    params: accountParams,
    body: portalSettingBody,
    response: savePortalSettingResponse,
  }),
  confirmOptin: endpoint({
    ...admin,
    method: 'GET',
    path: 'admin-setting/confirm-optin',
    permission: view,
    response: confirmOptinResponse,
  }),
  updateConfirmOptin: endpoint({
    ...admin,
    method: 'PATCH',
    path: 'admin-setting/update-confirm-optin',
    permission: update,
    body: confirmOptinBody,
    response: saveConfirmOptinResponse,
  }),
  accessKey: endpoint({
    ...admin,
    method: 'GET',
    path: 'admin-setting/access-key',
    permission: view,
    response: accessKeyResponse,
  }),
  sendAccessKey: endpoint({
    ...admin,
    method: 'POST',
    path: 'admin-setting/send-access-key',
    permission: update,
    description:
      'Makes a new access key for the accessed location (the old one stops working) and mails it to the organization owner.',
    response: sendAccessKeyResponse,
  }),
  updateWhiteLabel: endpoint({
    ...admin,
    method: 'PATCH',
    path: 'user/update-white-label',
    permission: update,
    body: whiteLabelBody,
    response: userResponse,
  }),
  updateContactProfileSetting: endpoint({
    ...admin,
    method: 'PATCH',
    path: 'user/update-contact-profile-setting',
    permission: 'self',
    body: contactProfileSettingBody,
    response: contactProfileSettingResponse,
  }),
  teaseSettings: endpoint({
    ...admin,
    method: 'GET',
    path: 'tease-settings/list',
    permission: view,
    response: teaseListResponse,
  }),
  updateTeaseSetting: endpoint({
    ...admin,
    method: 'PATCH',
    path: 'tease-settings/:tease_setting/update',
    permission: update,
    params: teaseParams,
    body: teaseUpdateBody,
    response: teaseSettingResponse,
  }),
  enableTeaseSetting: endpoint({
    ...admin,
    method: 'PATCH',
    path: 'tease-settings/:tease_setting/enable-disable',
    permission: update,
    params: teaseParams,
    body: teaseEnableBody,
    response: teaseSettingResponse,
  }),
  landingToken: endpoint({
    ...admin,
    method: 'GET',
    path: 'user/landing-token',
    permission: 'self',
    response: landingTokenResponse,
  }),
  generateLandingToken: endpoint({
    ...admin,
    method: 'POST',
    path: 'user/generate-landing-token',
    permission: 'self',
    description:
      'A new landing page token for the funnel builder (the old one stops working); shown once.',
    response: generateLandingTokenResponse,
  }),
};
