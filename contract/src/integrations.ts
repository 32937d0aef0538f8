import { z } from 'zod';
import { statusMessageResponse } from './auth';
import { endpoint } from './endpoint';

// Integrations (002 §7 Integrations): the accessed location's own Twilio account, which sends
// its SMS once connected, and Twilio's webhooks for delivery statuses and inbound SMS. Without a
// connection a location's SMS go to the outbox.

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
};
