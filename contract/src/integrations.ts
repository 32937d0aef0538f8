import { z } from 'zod';
import { requiredString, statusMessageResponse } from './auth';
import { endpoint } from './endpoint';
import { dbId, maxDbId, requiredId } from './ids';

// Integrations (002 §7 Integrations): the accessed location's own Twilio account, which sends
// its SMS once connected, and Twilio's webhooks for delivery statuses and inbound SMS. Without a
// connection a location's SMS go to the outbox. Automation webhooks (issue 15 §6, the
// `fit-funnel-webhooks` of 002 §7): secret addresses a funnel or an automation platform posts a
// lead to, which make or find the contact and start the journeys waiting for that webhook.

/** pending: saved, not verified yet; connected: Twilio accepted them; failed: it refused them. */
export const twilioConnectionStatuses = ['pending', 'connected', 'failed'] as const;
export type TwilioConnectionStatus = (typeof twilioConnectionStatuses)[number];

// Ours: 002 names the fields, not their errors.
export const integrationMessages = {
  accountSid: 'The account SID starts with AC and has 32 letters and digits after it.',
  authToken: 'The auth token has 32 letters and digits.',
  authTokenRequired: 'The auth token field is required',
  phoneRequired: 'The phone number field is required',
  twilioDisconnected: 'Twilio has been disconnected.',
  twilioNotSaved: 'Save your Twilio credentials first.',
  numberTaken: 'This number is connected to another location.',
  numberNotInAccount: (number: string) => `${number} is not a phone number of this Twilio account.`,
  accountInactive: (status: string) => `The Twilio account is ${status}.`,
  twilioUnreachable: (reason: string) => `Twilio could not be reached: ${reason}`,
} as const;

const hex32 = /^[0-9a-fA-F]{32}$/;

export const saveTwilioCredentialsBody = z.object({
  account_sid: z
    .string()
    .trim()
    .max(34, integrationMessages.accountSid)
    .regex(/^AC[0-9a-fA-F]{32}$/, integrationMessages.accountSid),
  /** Left blank, the saved token is kept (the form never shows it again). */
  auth_token: z
    .string()
    .trim()
    .max(32, integrationMessages.authToken)
    .refine((token) => token === '' || hex32.test(token), integrationMessages.authToken)
    .transform((token) => token || undefined)
    .optional(),
  /** The Twilio number SMS are sent from; stored in E.164, read with the location's country. */
  phone_number: z.string().trim().min(1, integrationMessages.phoneRequired).max(32),
});
export type SaveTwilioCredentials = z.output<typeof saveTwilioCredentialsBody>;

export const twilioConnection = z.object({
  account_sid: z.string(),
  /** The token's last four characters behind dots: the token itself never leaves the server. */
  auth_token: z.string(),
  phone_number: z.string(),
  status: z.enum(twilioConnectionStatuses),
  /** What Twilio answered the last time it refused the credentials. */
  error_message: z.string().nullable(),
  verified_at: z.string().nullable(),
});
export type TwilioConnection = z.infer<typeof twilioConnection>;

export const twilioConnectionResponse = z.object({
  status: z.literal(1),
  connection: twilioConnection.nullable(),
});
export const saveTwilioCredentialsResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  connection: twilioConnection,
});
/** 002 §8: a false status carries Twilio's own error_message, which the screen shows. */
export const updateTwilioConnectionResponse = z.union([
  z.object({ status: z.literal(1), message: z.string(), connection: twilioConnection }),
  z.object({ status: z.literal(0), error_message: z.string(), connection: twilioConnection }),
]);

/** The delivery statuses Twilio posts to a message's statusCallback (form-encoded). */
export const twilioStatusBody = z.object({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().min(1).max(32),
  ErrorCode: z.string().max(16).optional(),
});
export type TwilioStatusBody = z.infer<typeof twilioStatusBody>;

/** An SMS to a connected number, as Twilio posts it (form-encoded). */
export const twilioInboundBody = z.object({
  MessageSid: z.string().min(1).max(64),
  From: z.string().min(1).max(32),
  To: z.string().min(1).max(32),
  Body: z.string().max(1_600).default(''),
});
export type TwilioInboundBody = z.infer<typeof twilioInboundBody>;

/** realtimeEvents.smsReceived: published to the location's users who may see SMS. */
export const smsReceivedEvent = z.object({
  id: z.number().int(),
  contact_id: z.number().int().nullable(),
  /** The contact's name, or the number when no contact has it. */
  name: z.string(),
  from: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type SmsReceivedEvent = z.infer<typeof smsReceivedEvent>;

export const apiTokenMessages = {
  generated: 'Your API token has been generated. Copy it now: it is shown only once.',
  revoked: 'Your API token has been revoked.',
  outsideApi: 'An API token may call the automation API only.',
} as const;

/** The location's API token as the screen shows it: never the token itself after it is made. */
export const apiToken = z.object({
  /** The token's last four characters. */
  hint: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.output<typeof apiToken>;

export const automationWebhookMessages = {
  saved: 'Webhook has been saved successfully!',
  deleted: 'Webhook has been deleted successfully!',
  emailRequired: 'An email field is required to find or make the contact',
  emailInvalid: 'The email field must be an email address',
  tooMany: 'This webhook has received too many posts. Please try again later.',
} as const;

/** The last action a contact made or found by an automation webhook gets (000 §3). */
export const automationWebhookLastAction = 'Became A Lead: Fit Funnels';

export const automationWebhook = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The secret address to post to: JSON or a form, with at least `email`. */
  url: z.string(),
  /** The tab a new contact goes to (the location's first when null). */
  tab: z.string().nullable(),
  tag_ids: z.array(z.number().int()),
  received_count: z.number().int(),
  last_received_at: z.string().nullable(),
  created_at: z.string(),
});
export type AutomationWebhook = z.output<typeof automationWebhook>;

export const saveAutomationWebhookBody = z.object({
  /** The webhook to change; a new one without it. */
  id: dbId.optional(),
  name: requiredString('name').trim().min(1, 'The name field is required').max(100),
  tab: z.string().trim().min(1).max(100).nullable().optional().default(null),
  tag_ids: z.array(dbId).max(20).optional().default([]),
});
export type SaveAutomationWebhookBody = z.input<typeof saveAutomationWebhookBody>;

/** What a funnel posts: flat fields, JSON or a form. */
export const automationWebhookPost = z
  .record(z.string().max(100), z.union([z.string().max(5_000), z.number(), z.boolean(), z.null()]))
  .refine((post) => Object.keys(post).length <= 100, 'Too many fields');

const integrations = {
  tag: 'integrations',
  permission: { area: 'admin-settings', action: 'update' },
} as const;
const twilioWebhooks = {
  tag: 'webhooks',
  method: 'POST',
  access: 'public',
} as const;

export const integrationEndpoints = {
  twilioConnection: endpoint({
    ...integrations,
    permission: { area: 'admin-settings', action: 'view' },
    method: 'GET',
    path: 'integration/twilio-connection',
    description: 'The accessed location’s Twilio connection, its token masked; null when none.',
    response: twilioConnectionResponse,
  }),
  saveTwilioCredentials: endpoint({
    ...integrations,
    method: 'POST',
    path: 'integration/save-twilio-credentials',
    description: 'Keeps the location’s Twilio credentials (the token sealed); not verified yet.',
    body: saveTwilioCredentialsBody,
    response: saveTwilioCredentialsResponse,
  }),
  updateTwilioConnection: endpoint({
    ...integrations,
    method: 'POST',
    path: 'integration/update-twilio-connection',
    description:
      'Asks Twilio whether the saved credentials hold the number; connected, the location’s SMS go through Twilio.',
    response: updateTwilioConnectionResponse,
  }),
  disconnectTwilio: endpoint({
    ...integrations,
    method: 'DELETE',
    path: 'integration/disconnect-twilio',
    description: 'Forgets the location’s Twilio credentials; its SMS go to the outbox again.',
    response: statusMessageResponse,
  }),
  twilioStatus: endpoint({
    ...twilioWebhooks,
    path: 'webhooks/twilio/status',
    description:
      'Twilio’s status callback of a message, form-encoded and signed in X-Twilio-Signature with the location’s auth token.',
    body: twilioStatusBody,
    response: z.object({ status: z.literal(1) }),
  }),
  twilioInbound: endpoint({
    ...twilioWebhooks,
    path: 'webhooks/twilio/inbound',
    description:
      'An SMS to a connected number, form-encoded and signed in X-Twilio-Signature; answered with empty TwiML.',
    body: twilioInboundBody,
    produces: ['text/xml'],
  }),
  fitFunnelWebhooks: endpoint({
    ...integrations,
    permission: { area: 'admin-settings', action: 'view' },
    method: 'GET',
    path: 'integration/fit-funnel-webhooks',
    description: 'The location’s automation webhooks, newest first, each with its secret address.',
    response: z.object({ status: z.literal(1), data: z.array(automationWebhook) }),
  }),
  saveFitFunnelWebhook: endpoint({
    ...integrations,
    method: 'POST',
    path: 'integration/save-fit-funnel-webhook',
    description: 'Makes a webhook with a new secret address, or changes one (its address stays).',
    body: saveAutomationWebhookBody,
    response: z.object({ status: z.literal(1), message: z.string(), webhook: automationWebhook }),
  }),
  deleteFitFunnelWebhook: endpoint({
    ...integrations,
    method: 'DELETE',
    path: 'integration/delete-fit-funnel-webhook',
    description: 'Deletes the webhook: its address answers 404 from then on.',
    body: z.object({ id: requiredId('id', maxDbId) }),
    response: statusMessageResponse,
  }),
  automationWebhookPost: endpoint({
    tag: 'webhooks',
    method: 'POST',
    access: 'public',
    path: 'webhooks/automation/:key',
    description:
      'A lead from a funnel or an automation platform, JSON or form-encoded, with email and optionally first_name, last_name and phone: the contact is found by email or made (last action "Became A Lead: Fit Funnels"), tagged, and the journeys waiting for this webhook start.',
    params: z.object({ key: z.string().min(1).max(100) }),
    body: automationWebhookPost,
    response: z.object({ status: z.literal(1), contact_id: z.number().int() }),
  }),
  zapierToken: endpoint({
    ...integrations,
    permission: { area: 'admin-settings', action: 'view' },
    method: 'GET',
    path: 'integration/zapier-token',
    description: 'Whether the location has an API token, with its last four characters.',
    response: z.object({ status: z.literal(1), api_token: apiToken.nullable() }),
  }),
  generateZapierToken: endpoint({
    ...integrations,
    method: 'POST',
    path: 'integration/generate-zapier-token',
    description:
      'A new API token for the automation API (it replaces the location’s old one), answered once; only its hash is kept.',
    response: z.object({
      status: z.literal(1),
      message: z.string(),
      token: z.string(),
      api_token: apiToken,
    }),
  }),
  revokeZapierToken: endpoint({
    ...integrations,
    method: 'DELETE',
    path: 'integration/revoke-zapier-token',
    description: 'Revokes the location’s API token: calls with it answer 401 from then on.',
    response: statusMessageResponse,
  }),
};
