import { z } from 'zod';
import { sendToken } from './email-tracking';
import { endpoint } from './endpoint';
import { dbIdText } from './ids';

// The recovery page (001 §7 Common, RecoveryPageDashboard at /resubscribes/{location}): where the
// unsubscribe link of an email leads. It names the recipient by the send's signed token in its
// query (`?token=`), lets them unsubscribe from the location's emails and take it back
// (resubscribe: only the unsubscribe is lifted, never a bounce or a complaint). A location
// words it in Admin Settings; switched off, the page still unsubscribes but offers no way back.

export const recoveryPageMessages = {
  settingSaved: 'Recovery page settings have been saved successfully!',
  invalidLink: 'This link is not valid. Use the unsubscribe link of a recent email.',
  resubscribeClosed:
    'Resubscribing is not offered here. Please contact us to receive our emails again.',
} as const;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number, field: string) => text(max).min(1, `The ${field} field is required`);

/** What a location decides about its recovery page. */
export const recoveryPageFields = z.object({
  /** On, an unsubscribed contact may resubscribe from the page. */
  is_enabled: z.boolean(),
  page_title: required(120, 'page title'),
  /** Shown to someone still subscribed who followed the link. */
  unsubscribe_message: text(1_000),
  unsubscribe_button_text: required(40, 'unsubscribe button text'),
  /** Shown once unsubscribed. */
  unsubscribed_message: text(1_000),
  resubscribe_button_text: required(40, 'resubscribe button text'),
  /** Shown once resubscribed. */
  resubscribed_message: text(1_000),
});
export type RecoveryPageFields = z.output<typeof recoveryPageFields>;
export type RecoveryPageInput = z.input<typeof recoveryPageFields>;

export const recoveryPageDefaults: RecoveryPageFields = {
  is_enabled: true,
  page_title: 'Email preferences',
  unsubscribe_message: 'Do you want to stop receiving our emails?',
  unsubscribe_button_text: 'Unsubscribe',
  unsubscribed_message:
    'You have been unsubscribed and will not receive our emails any more. Changed your mind?',
  resubscribe_button_text: 'Resubscribe',
  resubscribed_message: 'Welcome back! You will receive our emails again.',
};

export const recoveryPageSetting = recoveryPageFields.extend({
  account_id: z.number().int(),
  updated_at: z.string().nullable(),
});
export type RecoveryPageSetting = z.output<typeof recoveryPageSetting>;

export const recoveryPageResponse = z.object({
  status: z.literal(1),
  setting: recoveryPageSetting,
});
export const saveRecoveryPageResponse = recoveryPageResponse.extend({ message: z.string() });

export const recoveryPageParams = z.object({ account: dbIdText });
export const recoveryPageQuery = z.object({ token: sendToken });
export const recoveryPageBody = z.object({ token: sendToken });

/** Where the recipient stands: `unsubscribed` is the location's unsubscribes list alone. */
export const recipientStates = ['subscribed', 'unsubscribed'] as const;

/** What the public page shows: the location's words and the recipient, their address masked. */
export const recoveryPagePublic = recoveryPageFields.extend({
  business_name: z.string(),
  /** `d***@example.com`: enough to recognize, not to harvest. */
  email: z.string(),
  state: z.enum(recipientStates),
});
export type RecoveryPagePublic = z.output<typeof recoveryPagePublic>;
export const recoveryPagePublicResponse = z.object({
  status: z.literal(1),
  setting: recoveryPagePublic,
});
export const recipientStateResponse = z.object({
  status: z.literal(1),
  state: z.enum(recipientStates),
});

/** The page's address for a recipient. */
export const recoveryPagePath = (accountId: number, token: string) =>
  `/resubscribes/${accountId}?token=${encodeURIComponent(token)}`;

const recovery = { tag: 'recovery-page' } as const;
const publicRecovery = { ...recovery, access: 'public', params: recoveryPageParams } as const;

export const recoveryPageEndpoints = {
  get: endpoint({
    ...recovery,
    method: 'GET',
    path: 'recovery-page',
    permission: { area: 'admin-settings', action: 'view' },
    description: 'The accessed location’s recovery page (defaults until saved).',
    response: recoveryPageResponse,
  }),
  save: endpoint({
    ...recovery,
    method: 'POST',
    path: 'recovery-page/save',
    permission: { area: 'admin-settings', action: 'update' },
    body: recoveryPageFields,
    response: saveRecoveryPageResponse,
  }),
  publicSetting: endpoint({
    ...publicRecovery,
    method: 'GET',
    path: 'recovery-page/:account/public-setting',
    description:
      'What the public recovery page shows the recipient of the send the token names; 404 for a wrong token or another location’s.',
    query: recoveryPageQuery,
    response: recoveryPagePublicResponse,
  }),
  unsubscribe: endpoint({
    ...publicRecovery,
    method: 'POST',
    path: 'recovery-page/:account/unsubscribe',
    description: 'The page’s Unsubscribe button: the address goes on the unsubscribes list.',
    body: recoveryPageBody,
    response: recipientStateResponse,
  }),
  resubscribe: endpoint({
    ...publicRecovery,
    method: 'POST',
    path: 'recovery-page/:account/resubscribe',
    description:
      'Takes the address off the location’s unsubscribes list (never a bounce or complaint); refused (403) while the page is off.',
    body: recoveryPageBody,
    response: recipientStateResponse,
  }),
};
