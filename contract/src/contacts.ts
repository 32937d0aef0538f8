import { z } from 'zod';
import { pageQuery, paginated } from './api';
import {
  password,
  requiredString,
  statusMessageResponse,
  tabGroups,
  withPasswordConfirmation,
} from './auth';
import { contactSources, genders, lastActionLabels, temperatures } from './constants';
import { countryCodes } from './countries';
import { boundedDay, datePresets, weekDays } from './dates';
import { endpoint } from './endpoint';
import {
  contactDbId,
  contactIdText,
  dbId,
  dbIdText,
  idArray,
  idList,
  maxContactId,
  requiredId,
} from './ids';
import type { PermissionAction } from './permissions';
import { plural } from './text';

// The contact centre (001 §2, §3, §7 Contact, Tags, Groups, user preferences).

export const contactPageSizes = [25, 50, 100] as const;
export const contactSortColumns = [
  'first_name',
  'last_name',
  'email',
  'number',
  'status',
  'last_action',
  'temperature',
  'date_created',
  'starred',
  'flagged',
  'source',
  'login_count',
  'last_email_activity',
  'last_chat',
] as const;
export type ContactSortColumn = (typeof contactSortColumns)[number];

const flagParam = z.union([
  z.literal('0'),
  z.literal('1'),
  z.literal('true'),
  z.literal('false'),
  z.boolean(),
]);
const toBool = (v: z.infer<typeof flagParam> | undefined) =>
  v === undefined ? undefined : v === true || v === '1' || v === 'true';
/** The filters of the list; bulk actions accept the same filter for "Select all N matching". */
export const contactFilter = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.string().trim().max(100).optional(),
  tags: idList(dbIdText, 100).optional(),
  tag_match: z.enum(['any', 'all']).default('any'),
  /** Only the members of this group of the location. */
  group_id: dbIdText.optional(),
  temperature: z.enum(temperatures).optional(),
  starred: flagParam.optional().transform(toBool),
  flagged: flagParam.optional().transform(toBool),
  source: z.string().trim().max(100).optional(),
  date_preset: z.enum(datePresets).optional(),
  start_date: boundedDay('start date').optional(),
  end_date: boundedDay('end date').optional(),
});
export type ContactFilter = z.infer<typeof contactFilter>;
export type ContactFilterInput = z.input<typeof contactFilter>;

export const contactListQuery = contactFilter.extend({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (contactPageSizes as readonly number[]).includes(n), 'must be 25, 50 or 100')
    .default(25),
  sort_by: z.enum(contactSortColumns).default('date_created'),
  sort_dir: z.enum(['asc', 'desc']).default('desc'),
});
export type ContactListQuery = z.infer<typeof contactListQuery>;

export const emailStatuses = ['valid', 'invalid'] as const;
export const emailConfirmations = ['requested', 'disabled'] as const;

export const tagSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  tag_type: z.number().int(),
});
export type TagSummary = z.infer<typeof tagSummary>;

export const contact = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  photo: z.string().nullable(),
  temperature: z.enum(temperatures).nullable(),
  starred: z.boolean(),
  flagged: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  date_created: z.string(),
  email: z.string().nullable(),
  number: z.string().nullable(),
  status: z.string(),
  last_action: z.string().nullable(),
  tags: z.array(tagSummary),
  login_count: z.number().int(),
  last_email_activity: z.string().nullable(),
  last_chat: z.string().nullable(),
  gender: z.enum(genders),
  source: z.string().nullable(),
  member_id: z.string().nullable(),
  birthday: z.string().nullable(),
  portal_active: z.boolean(),
  has_portal_password: z.boolean(),
  email_enabled: z.boolean(),
  sms_enabled: z.boolean(),
  /** Whether the email's domain takes mail: unchecked until validate-email or mark-email-valid. */
  email_status: z.enum(emailStatuses).nullable(),
  /** Email confirmation (001 §4): requested from the contact, or disabled. */
  email_confirmation: z.enum(emailConfirmations),
  custom_fields: z.record(z.string(), z.string()),
  deleted_at: z.string().nullable(),
  /** What the signed-in user may do with the row (the UI hides what would fail). */
  can: z.object({ update: z.boolean(), delete: z.boolean(), assign: z.boolean() }),
});
export type Contact = z.infer<typeof contact>;

export const contactListResponse = paginated(contact).extend({
  /** Contacts per tab value under the current filters (ignoring the status filter), plus all. */
  counts: z.record(z.string(), z.number().int()),
  /**
   * The filters match more contacts than the server counts one by one: `total` and `counts`
   * are estimates, to be shown as such ("about 52,000").
   */
  estimated: z.boolean(),
});
export type ContactListResponse = z.infer<typeof contactListResponse>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(191)
  .pipe(z.union([z.literal(''), z.email('must be a valid email')]))
  .transform((v) => v || null)
  .nullable()
  .optional();
const phoneField = z
  .string()
  .trim()
  .max(32)
  .refine((v) => v === '' || /^\+?[0-9 ().-]{5,32}$/.test(v), 'The number is not valid')
  .transform((v) => v || null)
  .nullable()
  .optional();

/** The editable fields of a contact, each optional: the body of PATCH contact/:contact/update. */
export const contactUpdateBody = z.object({
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  email: emailField,
  number: phoneField,
  status: z.string().trim().min(1, 'The status field is required').max(100).optional(),
  last_action: z.enum(lastActionLabels).nullable().optional(),
  temperature: z.enum(temperatures).nullable().optional(),
  starred: z.boolean().optional(),
  flagged: z.boolean().optional(),
  gender: z.enum(genders).optional(),
  source: z.enum(contactSources).nullable().optional(),
  member_id: optionalText(64),
  birthday: boundedDay('birthday', 'The birthday is not a valid date').nullable().optional(),
  email_enabled: z.boolean().optional(),
  sms_enabled: z.boolean().optional(),
  custom_fields: z.record(z.string().max(191), z.string().max(2000)).optional(),
});

/** POST /contact/save: a contact needs a name, email or phone to be findable. */
export const contactSaveBody = contactUpdateBody
  .extend({ tags: z.array(z.string().trim().min(1).max(100)).max(100).optional() })
  .refine((b) => Boolean(b.email || b.number), {
    path: ['email'],
    message: 'An email or a phone number is required',
  });
export type ContactSaveBody = z.infer<typeof contactSaveBody>;
export type ContactUpdateBody = z.infer<typeof contactUpdateBody>;

export const contactResponse = z.object({
  status: z.literal(1),
  message: z.string().optional(),
  contact,
});
export type ContactResponse = z.infer<typeof contactResponse>;

/** Bulk actions take ids, or the list filter for "Select all N matching". */
export const contactSelection = z
  .object({
    ids: z.array(contactDbId).max(10_000).optional(),
    filter: contactFilter.optional(),
  })
  .refine((s) => Boolean(s.ids?.length) || s.filter !== undefined, {
    path: ['ids'],
    message: 'Please select at least one contact',
  });
export type ContactSelection = z.infer<typeof contactSelection>;
export type ContactSelectionInput = z.input<typeof contactSelection>;

export const bulkResultResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  affected: z.number().int(),
});
export type BulkResultResponse = z.infer<typeof bulkResultResponse>;

// Tabs (contact/tabs/*)
export const contactTab = z.object({
  id: z.number().int(),
  group: z.enum(tabGroups),
  title: z.string(),
  value: z.string(),
  position: z.number().int(),
  count: z.number().int(),
});
export type ContactTab = z.infer<typeof contactTab>;
export const contactTabsResponse = z.object({ status: z.literal(1), tabs: z.array(contactTab) });
export const contactTabsMessageResponse = contactTabsResponse.extend({ message: z.string() });
export const tabCreateBody = z.object({
  group: z.enum(tabGroups),
  title: z.string().trim().min(1, 'The title field is required').max(50),
});
export const tabUpdateBody = z.object({
  id: dbId,
  title: z.string().trim().min(1, 'The title field is required').max(50),
});
export const tabDeleteBody = z.object({
  id: dbId,
  /** Tab value the tab's contacts move to: contacts are never lost. */
  move_to: z.string().trim().min(1, 'Please choose where its contacts go').max(100),
});
export const tabSortBody = z.object({ ids: z.array(dbId).min(1).max(10_000) });

// Column preferences (user/contact-preferences)
export const contactColumns = [
  'photo',
  'temperature',
  'starred',
  'first_name',
  'last_name',
  'date_created',
  'email',
  'number',
  'status',
  'last_action',
  'tags',
  'login_count',
  'last_email_activity',
  'last_chat',
  'table_header',
] as const;
export const contactPreferences = z.object(
  Object.fromEntries(contactColumns.map((c) => [c, z.boolean()])) as Record<
    (typeof contactColumns)[number],
    z.ZodBoolean
  >,
);
export type ContactPreferences = z.infer<typeof contactPreferences>;
export const contactPreferencesResponse = z.object({
  status: z.literal(1),
  preferences: contactPreferences,
});

// Notes, rewards, lifecycle
export const contactNote = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const noteBody = z.object({
  contact_id: contactDbId,
  body: z.string().trim().min(1, 'The note field is required').max(5000),
});
export const noteUpdateBody = z.object({
  note_id: dbId,
  body: z.string().trim().min(1, 'The note field is required').max(5000),
});
export const rewardEntry = z.object({
  id: z.number().int(),
  points: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
});
export const rewardsResponse = z.object({
  status: z.literal(1),
  points: z.number().int(),
  total_points: z.number().int(),
  data: z.array(rewardEntry),
});
export const lifecycleEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  by: z.string().nullable(),
  created_at: z.string(),
});

// Contact centre calls beyond the list (001 §7 Contact, Tags, Groups). Messages are ours: the
// spec only gives the pattern of a success toast (001 §8).

export const contactMessages = {
  saved: 'Contact has been saved successfully!',
  updated: 'Contact has been updated successfully!',
  deleted: (n: number) => `${plural(n, 'contact')} deleted successfully!`,
  restored: (n: number) => `${plural(n, 'contact')} restored successfully!`,
  merged: 'Contacts have been merged successfully!',
  moved: (n: number) => `${plural(n, 'contact')} moved successfully!`,
  copied: (n: number) => `${plural(n, 'contact')} copied successfully!`,
  bulkUpdated: (n: number) => `${plural(n, 'contact')} updated successfully!`,
  photoUpdated: 'Photo has been updated successfully!',
  passwordUpdated: 'Portal password has been updated successfully!',
  memberIdSent: 'Member ID has been sent successfully!',
  noteAdded: 'Note has been added successfully!',
  noteUpdated: 'Note has been updated successfully!',
  notesDeleted: 'Notes have been deleted successfully!',
  rewardSent: 'Reward has been sent successfully!',
  rewardsUpdated: 'Rewards have been updated successfully!',
  rewardsRedeemed: 'Reward points have been redeemed successfully!',
  rewardsDeleted: 'Rewards have been deleted successfully!',
  customFieldSaved: 'Custom field has been saved successfully!',
  customFieldDeleted: 'Custom field has been deleted successfully!',
  preferencesSaved: 'Column preferences have been saved successfully!',
  tabSaved: 'Tab has been saved successfully!',
  tabDeleted: 'Tab has been deleted successfully!',
  tabsSorted: 'Tabs have been sorted successfully!',
  customFieldsSorted: 'Custom fields have been sorted successfully!',
  emailMarkedValid: 'Email has been marked as valid successfully!',
  emailsValidated: (valid: number, invalid: number, unknown: number) =>
    `Emails have been checked: ${valid} valid, ${invalid} invalid${unknown ? `, ${unknown} could not be checked` : ''}.`,
  confirmationUpdated: (n: number, disabled: boolean) =>
    `Email confirmation has been ${disabled ? 'disabled' : 'requested'} for ${plural(n, 'contact')} successfully!`,
  phoneCountryUpdated: 'Default phone country has been updated successfully!',
  // Errors
  emailTaken: 'The email has already been taken.',
  nameTaken: 'The name has already been taken.',
  memberIdTaken: 'The member id has already been taken.',
  restoreEmailTaken: (emails: string[]) =>
    `These emails are already used by other contacts: ${emails.join(', ')}. Change or delete those contacts, then restore again.`,
  invalidStatus: 'The selected status is invalid.',
  unknownCustomField: 'The custom field does not exist.',
  contactsLimit: (space: number) =>
    `You have reached the contacts limit of your plan (${plural(space, 'contact')}). Upgrade your plan to add more contacts.`,
  contactsLimitAdding: (space: number, remaining: number) =>
    `This would exceed the contacts limit of your plan (${plural(space, 'contact')}, ${remaining} remaining). Upgrade your plan to add more contacts.`,
  notEnoughPoints: (balance: number) =>
    `The contact has only ${plural(balance, 'point')} to redeem.`,
  noMemberId: 'The contact has no member ID yet.',
  noEmail: 'The contact has no email address.',
  sameLocation: 'Please choose another location.',
  moveToSameTab: 'Please choose another tab for its contacts.',
  lastTab: 'The last tab of a location cannot be deleted.',
  photoRequired: 'Please select an image file',
  photoInvalid: 'The photo must be an image (jpeg, png, gif, webp or bmp).',
} as const;

export const contactPage = paginated(contact);
export type ContactPage = z.infer<typeof contactPage>;
export const contactPickerItem = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
});
export const contactAllQuery = z.object({ search: z.string().trim().max(200).optional() });
export const contactAllResponse = z.object({
  status: z.literal(1),
  data: z.array(contactPickerItem),
});
export const deletedContactListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
});

export const contactOptionsResponse = z.object({
  status: z.literal(1),
  sources: z.array(z.object({ value: z.string(), label: z.string() })),
  last_actions: z.array(z.object({ value: z.string(), label: z.string() })),
  genders: z.array(z.enum(genders)),
  temperatures: z.array(z.enum(temperatures)),
});

export const contactRestoreBody = z.object({
  ids: idArray('Please select at least one contact', contactDbId),
});
/** The fields whose value a merge may take from any of the merged contacts. */
export const mergeFields = [
  'first_name',
  'last_name',
  'email',
  'number',
  'status',
  'last_action',
  'temperature',
  'gender',
  'source',
  'member_id',
  'birthday',
  'photo',
] as const;
export type MergeField = (typeof mergeFields)[number];
const notMerged = 'The value must come from one of the selected contacts.';
/**
 * POST contact/merge. `values` and `custom_fields` name, per field, the contact whose value the
 * kept contact takes (even an empty one); a field without a pick keeps the kept contact's value
 * and fills it from the others when empty.
 */
export const contactMergeBody = z
  .object({
    contact_ids: idArray('Please select at least two contacts', contactDbId, 2),
    survivor_id: requiredId('survivor_id', maxContactId),
    values: z.partialRecord(z.enum(mergeFields), contactDbId).optional(),
    custom_fields: z.record(z.string().max(191), contactDbId).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.contact_ids.includes(b.survivor_id))
      ctx.addIssue({
        code: 'custom',
        path: ['survivor_id'],
        message: 'The contact to keep must be one of the selected contacts.',
      });
    for (const [key, picks] of [
      ['values', b.values],
      ['custom_fields', b.custom_fields],
    ] as const) {
      for (const [field, id] of Object.entries(picks ?? {})) {
        if (!b.contact_ids.includes(id as number))
          ctx.addIssue({ code: 'custom', path: [key, field], message: notMerged });
      }
    }
  });
export type ContactMergeBody = z.infer<typeof contactMergeBody>;
export const contactLocationBody = z.object({
  selection: contactSelection,
  location_id: requiredId('location_id'),
});
export type ContactLocationBody = z.infer<typeof contactLocationBody>;
export const contactDeleteBody = z.object({ selection: contactSelection });
export const changeGenderBody = z.object({
  selection: contactSelection,
  gender: z.enum(genders, { error: 'Please choose a gender' }),
});
export const changeStatusBody = z.object({
  selection: contactSelection,
  status: z.string().trim().min(1, 'The status field is required').max(100),
});
export const updateLastActionBody = z.object({
  selection: contactSelection,
  last_action: z.enum(lastActionLabels).nullable(),
});
export const deliveryStatusBody = z
  .object({
    selection: contactSelection,
    email_enabled: z.boolean().optional(),
    sms_enabled: z.boolean().optional(),
  })
  .refine((b) => b.email_enabled !== undefined || b.sms_enabled !== undefined, {
    path: ['email_enabled'],
    message: 'Please choose the email or SMS delivery status',
  });
export const disableConfirmationBody = z.object({
  selection: contactSelection,
  /** false asks for confirmation again. */
  disabled: z.boolean().default(true),
});
export const validateEmailBody = z.object({ selection: contactSelection });
export const validateEmailResponse = bulkResultResponse.extend({
  valid: z.number().int(),
  invalid: z.number().int(),
  unknown: z.number().int(),
});
export type ValidateEmailResponse = z.infer<typeof validateEmailResponse>;
export const phoneCountryCodeBody = z.object({
  phone_country_code: z.enum(countryCodes, { error: 'Please choose a country' }),
});
export const phoneCountryCodeResponse = z.object({
  status: z.literal(1),
  message: z.string().optional(),
  phone_country_code: z.enum(countryCodes),
});
export const portalAccountBody = z.object({
  selection: contactSelection,
  portal_active: z.boolean(),
});
export const starredBody = z.object({ starred: z.boolean() });
export const flaggedBody = z.object({ flagged: z.boolean() });
export const temperatureBody = z.object({ temperature: z.enum(temperatures).nullable() });
export const memberIdBody = z.object({ member_id: z.string().trim().max(64).nullable() });
export const changeMemberIdEmailBody = z.object({
  contact_id: requiredId('contact_id', maxContactId),
  email: z.string().trim().toLowerCase().max(191).pipe(z.email('must be a valid email')),
});
export const birthdayBody = z.object({
  birthday: boundedDay('birthday', 'The birthday is not a valid date').nullable(),
});
export const portalPasswordBody = withPasswordConfirmation(
  z.object({
    password,
    password_confirmation: requiredString('password confirmation').max(200),
  }),
);
export const contactPhotoResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  photo: z.string(),
});

export const customFieldTypes = ['text', 'number', 'date', 'select'] as const;
export const customField = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  type: z.enum(customFieldTypes),
  options: z.array(z.string()),
  position: z.number().int(),
});
export type CustomField = z.infer<typeof customField>;
export const customFieldBody = z.object({
  id: dbId.optional(),
  name: z.string().trim().min(1, 'The name field is required').max(100),
  type: z.enum(customFieldTypes).default('text'),
  options: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
});
export const customFieldSortBody = z.object({ ids: z.array(dbId).min(1).max(500) });
export const customFieldListResponse = z.object({
  status: z.literal(1),
  data: z.array(customField),
});
export const customFieldResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  custom_field: customField,
});

export const contactPreferencesBody = contactPreferences.partial();
export const contactPreferencesMessageResponse = contactPreferencesResponse.extend({
  message: z.string(),
});

export const tabResponse = z.object({ status: z.literal(1), message: z.string(), tab: contactTab });

// Notes, rewards, lifecycle, stats and the other profile sections
export const notePage = paginated(contactNote);
export const noteResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  note: contactNote,
});
export const deleteNotesBody = z.object({
  contact_id: requiredId('contact_id', maxContactId),
  note_ids: idArray('Please select at least one note', dbId),
});
const rewardPoints = z
  .number({
    error: (issue) =>
      issue.input === undefined ? 'The points field is required' : 'The points must be a number',
  })
  .int()
  .max(1_000_000);
export const sendRewardBody = z.object({
  contact_id: requiredId('contact_id', maxContactId),
  points: rewardPoints.positive('The points must be at least 1'),
  reason: z.string().trim().max(255).default(''),
});
export const editRewardBody = z.object({
  contact_id: requiredId('contact_id', maxContactId),
  reward_id: requiredId('reward_id'),
  points: rewardPoints.min(-1_000_000).refine((n) => n !== 0, 'The points may not be zero'),
  reason: z.string().trim().max(255).default(''),
});
export const redeemRewardBody = z.object({
  contact_id: requiredId('contact_id', maxContactId),
  points: rewardPoints.positive('The points must be at least 1'),
  reason: z.string().trim().max(255).default('Redeemed'),
});
export const deleteRewardsBody = z.object({
  contact_id: requiredId('contact_id', maxContactId),
  reward_ids: idArray('Please select at least one reward', dbId),
});
export const rewardPointsResponse = z.object({
  status: z.literal(1),
  points: z.number().int(),
  total_points: z.number().int(),
});
export const rewardResponse = rewardsResponse.extend({ message: z.string() });
export const lifecyclePage = paginated(lifecycleEntry);
export const contactStatsResponse = z.object({
  status: z.literal(1),
  stats: z.object({
    notes: z.number().int(),
    tags: z.number().int(),
    groups: z.number().int(),
    reward_points: z.number().int(),
    total_reward_points: z.number().int(),
    lifecycle_changes: z.number().int(),
    login_count: z.number().int(),
    days_as_contact: z.number().int(),
    last_email_activity: z.string().nullable(),
    last_chat: z.string().nullable(),
  }),
});
export const contactFeatures = ['tags', 'groups', 'notes', 'rewards'] as const;
export const featuresUsedResponse = z.object({
  status: z.literal(1),
  features: z.array(
    z.object({ feature: z.enum(contactFeatures), label: z.string(), count: z.number().int() }),
  ),
});

/**
 * contact/chart-data: contacts added per day of one week, Mon to Sun (001 §9), in the account's
 * time zone, by the tab group of their status now; `date` is any day of the week, today when
 * absent.
 */
export const contactChartQuery = z.object({
  date: boundedDay('date', 'The date is not a valid date').optional(),
});
export type ContactChartQuery = z.infer<typeof contactChartQuery>;
const perGroup = z.object({
  leads: z.number().int(),
  trials: z.number().int(),
  clients: z.number().int(),
  staff: z.number().int(),
  lost: z.number().int(),
});
export type ContactsPerGroup = z.infer<typeof perGroup>;
export const contactChartResponse = z.object({
  status: z.literal(1),
  /** The week's Monday and Sunday, YYYY-MM-DD. */
  start_date: z.string(),
  end_date: z.string(),
  days: z.array(perGroup.extend({ day: z.enum(weekDays), date: z.string() })),
  /** The week's days added up. */
  totals: perGroup,
});
export type ContactChartResponse = z.infer<typeof contactChartResponse>;

// The calls of the contact centre and the profile (001 §7 Contact).

const contacts = { tag: 'contacts' } as const;
const may = <A extends PermissionAction>(action: A) =>
  ({ permission: { area: 'contacts-center', action } }) as const;
/** Named params (not :id) so the cross-tenant sweep can fill each with the other tenant's row. */
const contactParams = z.object({ contact: contactIdText });
const contactTagsResponse = z.object({ status: z.literal(1), tags: z.array(tagSummary) });

/** One-field edits of the profile; each body is a subset of the update body. */
const fieldEdit = <P extends string, B extends z.ZodObject>(path: P, body: B) =>
  endpoint({
    ...contacts,
    ...may('update'),
    method: 'PATCH',
    path: `contact/:contact/${path}` as `contact/:contact/${P}`,
    params: contactParams,
    body,
    response: contactResponse,
  });
const bulk = <P extends string, B extends z.ZodType>(
  method: 'POST' | 'PATCH',
  path: P,
  body: B,
  action: PermissionAction = 'update',
) =>
  endpoint({
    ...contacts,
    ...may(action),
    method,
    path: `contact/${path}` as `contact/${P}`,
    body,
    response: bulkResultResponse,
  });

export const contactEndpoints = {
  // Tabs
  tabs: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/tabs/list',
    response: contactTabsResponse,
  }),
  createTab: endpoint({
    ...contacts,
    ...may('update'),
    method: 'POST',
    path: 'contact/tabs/create',
    body: tabCreateBody,
    response: tabResponse,
  }),
  renameTab: endpoint({
    ...contacts,
    ...may('update'),
    method: 'PATCH',
    path: 'contact/tabs/update',
    body: tabUpdateBody,
    response: tabResponse,
  }),
  deleteTab: endpoint({
    ...contacts,
    ...may('delete'),
    method: 'DELETE',
    path: 'contact/tabs/delete',
    body: tabDeleteBody,
    response: contactTabsMessageResponse,
  }),
  sortTabs: endpoint({
    ...contacts,
    ...may('update'),
    method: 'PATCH',
    path: 'contact/tabs/list-sort',
    body: tabSortBody,
    response: contactTabsMessageResponse,
  }),

  // Lists
  list: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/list',
    query: contactListQuery,
    response: contactListResponse,
  }),
  all: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/all',
    query: contactAllQuery,
    response: contactAllResponse,
  }),
  chartData: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/chart-data',
    query: contactChartQuery,
    response: contactChartResponse,
  }),
  deletedList: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/deleted/list',
    query: deletedContactListQuery,
    response: contactPage,
  }),
  options: endpoint({
    ...contacts,
    method: 'GET',
    path: 'contact/source-options',
    permission: { area: 'contacts-center', action: 'view' },
    response: contactOptionsResponse,
  }),

  // One contact
  fetch: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/:contact/fetch',
    params: contactParams,
    response: contactResponse,
  }),
  tags: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/:contact/tags',
    params: contactParams,
    response: contactTagsResponse,
  }),
  save: endpoint({
    ...contacts,
    ...may('create'),
    method: 'POST',
    path: 'contact/save',
    body: contactSaveBody,
    response: contactResponse,
  }),
  update: endpoint({
    ...contacts,
    ...may('update'),
    method: 'PATCH',
    path: 'contact/:contact/update',
    params: contactParams,
    body: contactUpdateBody,
    response: contactResponse,
  }),
  updateStarred: fieldEdit('update-starred', starredBody),
  updateFlagged: fieldEdit('update-flagged', flaggedBody),
  changeTemperature: fieldEdit('change-temperature', temperatureBody),
  updateMemberId: fieldEdit('update-member-id', memberIdBody),
  updateBirthday: fieldEdit('update-birthday', birthdayBody),
  resendMemberId: endpoint({
    ...contacts,
    ...may('update'),
    method: 'PUT',
    path: 'contact/:contact/resend-member-id',
    params: contactParams,
    response: statusMessageResponse,
  }),
  changeMemberIdEmail: endpoint({
    ...contacts,
    ...may('update'),
    method: 'POST',
    path: 'contact/change-member-id-email',
    body: changeMemberIdEmailBody,
    response: contactResponse,
  }),
  updatePortalPassword: endpoint({
    ...contacts,
    ...may('update'),
    method: 'POST',
    path: 'contact/:contact/update-portal-password',
    params: contactParams,
    body: portalPasswordBody,
    response: statusMessageResponse,
  }),
  markEmailValid: endpoint({
    ...contacts,
    ...may('update'),
    method: 'PUT',
    path: 'contact/:contact/mark-email-valid',
    params: contactParams,
    response: contactResponse,
  }),
  updatePhoto: endpoint({
    ...contacts,
    ...may('update'),
    method: 'PATCH',
    path: 'contact/:contact/update-photo',
    params: contactParams,
    upload: true,
    response: contactPhotoResponse,
    description: 'Multipart field `photo`: an image of up to 15 MB, cropped to 160 × 160.',
  }),

  // Bulk actions on a selection (ids or the list filter)
  bulkDelete: bulk('POST', 'delete', contactDeleteBody, 'delete'),
  restore: bulk('POST', 'restore', contactRestoreBody),
  merge: endpoint({
    ...contacts,
    ...may('update'),
    method: 'POST',
    path: 'contact/merge',
    body: contactMergeBody,
    response: contactResponse,
  }),
  move: bulk('POST', 'move', contactLocationBody),
  copyToLocation: bulk('POST', 'copy-to-location', contactLocationBody, 'assign'),
  changeStatus: bulk('PATCH', 'change-status', changeStatusBody),
  updateLastAction: bulk('PATCH', 'update-last-action', updateLastActionBody),
  changeGender: bulk('PATCH', 'change-gender', changeGenderBody),
  updateDeliveryStatus: bulk('PATCH', 'update-delivery-status', deliveryStatusBody),
  setPortalAccess: bulk('PATCH', 'portal-account-activate-suspend', portalAccountBody),
  disableConfirmation: bulk('PATCH', 'disable-confirmation', disableConfirmationBody),
  validateEmail: endpoint({
    ...contacts,
    ...may('update'),
    method: 'PATCH',
    path: 'contact/validate-email',
    body: validateEmailBody,
    response: validateEmailResponse,
    description:
      "Looks up the mail servers of each selected contact's email domain; a domain that does not exist or takes no mail marks the email invalid.",
  }),

  // The location's default phone country, for numbers typed without one
  phoneCountryCode: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/phone-country-code',
    response: phoneCountryCodeResponse,
  }),
  updatePhoneCountryCode: endpoint({
    ...contacts,
    ...may('update'),
    method: 'PATCH',
    path: 'contact/update-phone-country-code',
    body: phoneCountryCodeBody,
    response: phoneCountryCodeResponse,
  }),

  // Custom fields
  customFields: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/custom-field/list',
    response: customFieldListResponse,
  }),
  saveCustomField: endpoint({
    ...contacts,
    ...may('update'),
    method: 'POST',
    path: 'contact/custom-field/save',
    body: customFieldBody,
    response: customFieldResponse,
  }),
  sortCustomFields: endpoint({
    ...contacts,
    ...may('update'),
    method: 'PATCH',
    path: 'contact/custom-field/list-sort',
    body: customFieldSortBody,
    response: customFieldListResponse.extend({ message: z.string() }),
  }),
  deleteCustomField: endpoint({
    ...contacts,
    ...may('delete'),
    method: 'DELETE',
    path: 'contact/custom-field/:field/delete',
    params: z.object({ field: dbIdText }),
    response: statusMessageResponse,
  }),

  // Notes
  notes: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/:contact/notes',
    params: contactParams,
    query: pageQuery,
    response: notePage,
  }),
  addNote: endpoint({
    ...contacts,
    ...may('update'),
    method: 'POST',
    path: 'contact/add-note',
    body: noteBody,
    response: noteResponse,
  }),
  updateNote: endpoint({
    ...contacts,
    ...may('update'),
    method: 'PATCH',
    path: 'contact/:contact/update-note',
    params: contactParams,
    body: noteUpdateBody,
    response: noteResponse,
  }),
  deleteNotes: bulk('POST', 'delete-notes', deleteNotesBody),

  // Rewards
  rewards: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/:contact/rewards',
    params: contactParams,
    response: rewardsResponse,
  }),
  rewardPoints: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/:contact/reward-points',
    params: contactParams,
    response: rewardPointsResponse,
  }),
  sendReward: endpoint({
    ...contacts,
    ...may('update'),
    method: 'POST',
    path: 'contact/send-reward',
    body: sendRewardBody,
    response: rewardResponse,
  }),
  editRewards: endpoint({
    ...contacts,
    ...may('update'),
    method: 'POST',
    path: 'contact/edit-rewards',
    body: editRewardBody,
    response: rewardResponse,
  }),
  redeemPoints: endpoint({
    ...contacts,
    ...may('update'),
    method: 'POST',
    path: 'contact/redeemed-reward-points',
    body: redeemRewardBody,
    response: rewardResponse,
  }),
  deleteRewards: endpoint({
    ...contacts,
    ...may('update'),
    method: 'POST',
    path: 'contact/delete-rewards',
    body: deleteRewardsBody,
    response: rewardResponse,
  }),

  // Lifecycle, stats and features used. The profile's email logs, pages, sequences, playbooks,
  // journeys and broadcast logs (001 §7) come with the areas that fill them.
  lifecycles: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/:contact/lifecycles',
    params: contactParams,
    query: pageQuery,
    response: lifecyclePage,
  }),
  stats: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/:contact/stats',
    params: contactParams,
    response: contactStatsResponse,
  }),
  featuresUsed: endpoint({
    ...contacts,
    ...may('view'),
    method: 'GET',
    path: 'contact/:contact/features-used',
    params: contactParams,
    response: featuresUsedResponse,
  }),

  // Column preferences of the signed-in user
  preferences: endpoint({
    ...contacts,
    method: 'GET',
    path: 'user/contact-preferences',
    permission: 'self',
    response: contactPreferencesResponse,
  }),
  updatePreferences: endpoint({
    ...contacts,
    method: 'POST',
    path: 'user/update-contact-preferences',
    permission: 'self',
    body: contactPreferencesBody,
    response: contactPreferencesMessageResponse,
  }),
};
