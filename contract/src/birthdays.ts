import { z } from 'zod';
import { statusMessageResponse } from './auth';
import { endpoint } from './endpoint';
import { contactDbId } from './ids';
import { personalizedText } from './personalization';

// Birthdays (001 §7 Common, §4 "activated (status 1) or terminated"): a location's greeting,
// sent by email and/or SMS on each contact's birthday at the chosen hour of the location's time
// zone, once per contact a year whatever restarts happen; the birthdays coming up, each of
// which a coach can mark as celebrated.

export const birthdayMessages = {
  settingSaved: 'Birthday settings have been updated successfully!',
  celebrated: 'Birthday marked as celebrated.',
  notCelebrated: 'Birthday no longer marked as celebrated.',
  noChannel: 'Send the greeting by email, by SMS or both',
  noBirthday: 'This contact has no birthday.',
} as const;

export const birthdaySettingFields = z
  .object({
    /** 1: greetings go out; 0: terminated, nothing is sent. */
    status: z.union([z.literal(0), z.literal(1)]),
    send_email: z.boolean(),
    send_sms: z.boolean(),
    email_subject: personalizedText(255).min(1, 'The email subject field is required'),
    /** Plain text with tokens; each line becomes a line of the email. */
    email_body: personalizedText(5_000).min(1, 'The email message field is required'),
    sms_message: personalizedText(1_600).min(1, 'The SMS message field is required'),
    /** The hour of the location's day the greetings go out, 0–23. */
    send_hour: z.number().int().min(0).max(23),
  })
  .refine((s) => s.status === 0 || s.send_email || s.send_sms, {
    path: ['send_email'],
    message: birthdayMessages.noChannel,
  });
export type BirthdaySettingFields = z.output<typeof birthdaySettingFields>;
export type BirthdaySettingInput = z.input<typeof birthdaySettingFields>;

export const birthdaySettingDefaults: BirthdaySettingFields = {
  status: 0,
  send_email: true,
  send_sms: false,
  email_subject: 'Happy birthday, {{first_name}}!',
  email_body:
    'Hi {{first_name}},\n\nEveryone at {{location_name}} wishes you a very happy birthday!\n\nSee you soon.',
  sms_message: 'Happy birthday, {{first_name}}! From all of us at {{location_name}}.',
  send_hour: 9,
};

export const birthdaySetting = z.object({
  ...birthdaySettingFields.shape,
  updated_at: z.string().nullable(),
});

export const birthdaySettingResponse = z.object({ status: z.literal(1), setting: birthdaySetting });
export const updateBirthdaySettingResponse = birthdaySettingResponse.extend({
  message: z.string(),
});

/** How far ahead the upcoming birthdays look, in days (today included). */
export const upcomingBirthdaysQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});

export const upcomingBirthday = z.object({
  contact_id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
  number: z.string().nullable(),
  /** As stored: YYYY-MM-DD. */
  birthday: z.string(),
  /** The next one, in the location's calendar: YYYY-MM-DD. */
  next_birthday: z.string(),
  days_until: z.number().int(),
  /** The age they turn on it. */
  turning: z.number().int(),
  celebrated: z.boolean(),
  /** When this year's greeting went out, or null. */
  greeted_at: z.string().nullable(),
});
export type UpcomingBirthday = z.output<typeof upcomingBirthday>;

export const upcomingBirthdaysResponse = z.object({
  status: z.literal(1),
  birthdays: z.array(upcomingBirthday),
});

export const celebrateBirthdayBody = z.object({
  contact_id: contactDbId,
  celebrated: z.boolean(),
});

const birthdays = { tag: 'birthdays' } as const;

export const birthdayEndpoints = {
  getSetting: endpoint({
    ...birthdays,
    method: 'GET',
    path: 'birthday/get-birthday-setting',
    permission: { area: 'admin-settings', action: 'view' },
    response: birthdaySettingResponse,
  }),
  updateSetting: endpoint({
    ...birthdays,
    method: 'PATCH',
    path: 'birthday/update-birthday-setting',
    permission: { area: 'admin-settings', action: 'update' },
    body: birthdaySettingFields,
    response: updateBirthdaySettingResponse,
  }),
  upcoming: endpoint({
    ...birthdays,
    method: 'GET',
    path: 'birthday/get-upcoming-birthdays',
    permission: { area: 'contacts-center', action: 'view' },
    description: 'Contacts whose birthday falls in the next `days` days, soonest first.',
    query: upcomingBirthdaysQuery,
    response: upcomingBirthdaysResponse,
  }),
  celebrate: endpoint({
    ...birthdays,
    method: 'POST',
    path: 'birthday/update-celebrate-birthday',
    permission: { area: 'contacts-center', action: 'update' },
    description: 'Marks (or unmarks) the contact’s coming or current birthday as celebrated.',
    body: celebrateBirthdayBody,
    response: statusMessageResponse,
  }),
};
