import { z } from 'zod';
import { endpoint } from './endpoint';
import { personalizedText } from './personalization';
import type { SmsLength } from './sms';

// Test messages (001 §7 Common): a message as it will read, tokens filled with sample values
// for a contact and the location's own for the company. 001 gives the calls, not their shapes:
// these are ours.

export const testEmailPreviewBody = z.object({
  subject: personalizedText(255).min(1, 'The subject field is required'),
  body: personalizedText(200_000).min(1, 'The body field is required'),
});
export type TestEmailPreviewBody = z.input<typeof testEmailPreviewBody>;
export const testEmailPreviewResponse = z.object({
  status: z.literal(1),
  subject: z.string(),
  /** HTML; the values put in are escaped. */
  body: z.string(),
});

export const testSmsPreviewBody = z.object({
  message: personalizedText(1_600).min(1, 'The message field is required'),
});
export type TestSmsPreviewBody = z.input<typeof testSmsPreviewBody>;
export const testSmsPreviewResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  characters: z.number().int(),
  segments: z.number().int(),
  remaining: z.number().int(),
}) satisfies z.ZodType<SmsLength & { status: 1; message: string }>;

export const testSendResponse = z.object({ status: z.literal(1), message: z.string() });

const testMessages = { tag: 'test-messages' } as const;

export const testMessageEndpoints = {
  emailPreview: endpoint({
    ...testMessages,
    method: 'POST',
    path: 'test-email/preview',
    permission: 'self',
    description: 'The subject and HTML body with their tokens filled with sample values.',
    body: testEmailPreviewBody,
    response: testEmailPreviewResponse,
  }),
  emailSend: endpoint({
    ...testMessages,
    method: 'POST',
    path: 'test-email/send',
    permission: 'self',
    description: 'Sends the email, tokens filled with sample values, to the signed-in user.',
    body: testEmailPreviewBody,
    response: testSendResponse,
  }),
  smsSend: endpoint({
    ...testMessages,
    method: 'POST',
    path: 'test-sms/send',
    permission: 'self',
    description: 'Sends the SMS, tokens filled with sample values, to the user’s own phone.',
    body: testSmsPreviewBody,
    response: testSendResponse,
  }),
  smsPreview: endpoint({
    ...testMessages,
    method: 'POST',
    path: 'test-sms/preview',
    permission: 'self',
    description: 'The message with its tokens filled with sample values, and its length.',
    body: testSmsPreviewBody,
    response: testSmsPreviewResponse,
  }),
};
