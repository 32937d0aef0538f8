import { z } from 'zod';
import { endpoint } from './endpoint';
import { dbIdText } from './ids';
import { personalizedText } from './personalization';

// Member ID (001 §7 Member ID, §8): a location's public page, MemberIDDashboard at
// /member-id/{location}/{access_code}, where people ask for their member ID: a front-desk
// tablet or a link on the gym's site. A request finds the contact by email or number, or adds
// one as a lead (source Member ID, last action Member ID Created) while the plan has room,
// gives them the next member ID when they have none, and sends it by the channels the location
// chose, through the same pipeline as every other message. The access code keeps the page's
// address unguessable; regenerating it closes every old link.

/** Which channels a member ID goes out on; the page asks for what they need. */
export const memberIdDeliveries = ['email', 'sms', 'both'] as const;
export type MemberIdDelivery = (typeof memberIdDeliveries)[number];

export const memberIdMessages = {
  /** 001 §8: the send's answer when it carries limit_exceed_v2. */
  optInsClosed:
    'This account is not currently accepting new opt-ins. Please contact account holder for details.',
  settingSaved: 'Member ID settings have been saved successfully!',
  pageClosed: 'This page is not taking member ID requests right now.',
  sent: {
    email: 'Your member ID is on its way. Check your email.',
    sms: 'Your member ID is on its way. Check your text messages.',
    both: 'Your member ID is on its way. Check your email and text messages.',
  } satisfies Record<MemberIdDelivery, string>,
  notSent: 'We could not send your member ID to these details. Please ask the front desk for help.',
  emailRequired: 'The email field is required',
  numberRequired: 'The phone number field is required',
  emailOrNumber: 'Enter your email or your phone number',
  noMemberIdToken: 'Put {{member_id}} in the message, or it will not carry the member ID',
  prefix: 'The prefix may only hold letters, digits and dashes',
} as const;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number, field: string) => text(max).min(1, `The ${field} field is required`);
const carryingMemberId = (max: number, field: string) =>
  personalizedText(max)
    .min(1, `The ${field} field is required`)
    .refine((value) => /\{\{\s*member_id\s*\}\}/.test(value), memberIdMessages.noMemberIdToken);

/** What a location decides about its member-ID page and the messages it sends. */
export const memberIdSettingFields = z.object({
  /** Off, the page shows it is closed and takes no requests. */
  is_enabled: z.boolean(),
  page_title: required(120, 'page title'),
  page_description: text(1_000),
  button_text: required(40, 'button text'),
  /** Put before the number of every new member ID: DF- gives DF-1001. */
  id_prefix: text(12).regex(/^[A-Za-z0-9-]*$/, memberIdMessages.prefix),
  /** The number the next new member ID takes; each one given moves it on. */
  next_number: z.number().int().min(1).max(999_999_999),
  delivery: z.enum(memberIdDeliveries),
  email_subject: personalizedText(255).min(1, 'The email subject field is required'),
  /** Plain text with tokens; each line becomes a line of the email. */
  email_body: carryingMemberId(5_000, 'email message'),
  sms_message: carryingMemberId(1_600, 'SMS message'),
});
export type MemberIdSettingFields = z.output<typeof memberIdSettingFields>;

export const memberIdSettingDefaults: MemberIdSettingFields = {
  is_enabled: true,
  page_title: 'Get your member ID',
  page_description:
    'Enter your details and we will send you your member ID. Show it at the front desk when you visit.',
  button_text: 'Send my member ID',
  id_prefix: '',
  next_number: 1001,
  delivery: 'email',
  email_subject: 'Your member ID at {{company_name}}',
  email_body:
    'Hi {{first_name}},\n\nYour member ID is {{member_id}}.\n\nShow it at the front desk when you visit.\n\n{{location_name}}',
  sms_message: 'Hi {{first_name}}, your member ID at {{location_name}} is {{member_id}}.',
};

export const memberIdSetting = memberIdSettingFields.extend({
  /** The location whose page this is: the first part of the page's address. */
  account_id: z.number().int(),
  access_code: z.string(),
  updated_at: z.string().nullable(),
});
export type MemberIdSetting = z.output<typeof memberIdSetting>;

/** POST member-id/store-member-id-setting; `regenerate_access_code` closes the old links. */
export const storeMemberIdSettingBody = memberIdSettingFields.extend({
  regenerate_access_code: z.boolean().optional(),
});
export type StoreMemberIdSettingBody = z.input<typeof storeMemberIdSettingBody>;

export const memberIdSettingResponse = z.object({
  status: z.literal(1),
  setting: memberIdSetting,
});
export const storeMemberIdSettingResponse = memberIdSettingResponse.extend({
  message: z.string(),
});

/** The page's address, as the app serves it. */
export const memberIdPagePath = (setting: Pick<MemberIdSetting, 'account_id' | 'access_code'>) =>
  `/member-id/${setting.account_id}/${setting.access_code}`;

const accessCode = z.string().trim().min(1).max(64);

export const memberIdPublicParams = z.object({ account: dbIdText });
export const memberIdPublicQuery = z.object({ access_code: accessCode });

/** What the public page shows: never the location's messages or counter. */
export const memberIdPublicSetting = z.object({
  business_name: z.string(),
  is_enabled: z.boolean(),
  page_title: z.string(),
  page_description: z.string(),
  button_text: z.string(),
  delivery: z.enum(memberIdDeliveries),
});
export type MemberIdPublicSetting = z.output<typeof memberIdPublicSetting>;
export const memberIdPublicSettingResponse = z.object({
  status: z.literal(1),
  setting: memberIdPublicSetting,
});

const optionalText = (max: number) => text(max).optional().default('');

/** POST member-id/{id}/send: who asks; the channels the page sends on say which are needed. */
export const memberIdSendBody = z.object({
  access_code: accessCode,
  first_name: required(100, 'first name'),
  last_name: optionalText(100),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(191)
    .pipe(z.union([z.literal(''), z.email('The email must be a valid email address')]))
    .optional()
    .default(''),
  number: optionalText(32),
});
export type MemberIdSendBody = z.input<typeof memberIdSendBody>;

export const memberIdSendResponse = z.object({ status: z.literal(1), message: z.string() });

const memberIds = { tag: 'member-id' } as const;
const publicMemberId = { ...memberIds, access: 'public', params: memberIdPublicParams } as const;

export const memberIdEndpoints = {
  getSetting: endpoint({
    ...memberIds,
    method: 'GET',
    path: 'member-id/get-member-id-setting',
    permission: { area: 'admin-settings', action: 'view' },
    description: 'The accessed location’s member-ID page and messages (defaults until saved).',
    response: memberIdSettingResponse,
  }),
  storeSetting: endpoint({
    ...memberIds,
    method: 'POST',
    path: 'member-id/store-member-id-setting',
    permission: { area: 'admin-settings', action: 'update' },
    body: storeMemberIdSettingBody,
    response: storeMemberIdSettingResponse,
  }),
  publicSetting: endpoint({
    ...publicMemberId,
    method: 'GET',
    path: 'member-id/:account/public-setting',
    description: 'What the public member-ID page shows; 404 for a wrong or replaced access code.',
    query: memberIdPublicQuery,
    response: memberIdPublicSettingResponse,
  }),
  send: endpoint({
    ...publicMemberId,
    method: 'POST',
    path: 'member-id/:account/send',
    description:
      'Sends the asker their member ID, adding them as a lead when they are new; a full plan answers 422 with limit_exceed_v2.',
    body: memberIdSendBody,
    response: memberIdSendResponse,
  }),
};
