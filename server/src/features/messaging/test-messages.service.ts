import { messagingMessages } from '@coachline/contract/messaging';
import { smsLength } from '@coachline/contract/sms';
import type { TestEmailPreviewBody, TestSmsPreviewBody } from '@coachline/contract/test-messages';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError } from '../../platform/errors';
import { signatureForEmail } from '../signatures/signatures.service';
import { queueEmail, queueSms } from './messaging.service';
import { personalize, type TokenValues } from './personalize';
import { companyValues, sampleContactValues } from './token-values';

// Test messages: the message as a contact would get it, with a made-up contact's values and
// the location's own for the company, shown (preview) or sent to the user (send).

async function sampleValues(deps: Deps, ctx: RequestContext): Promise<TokenValues> {
  return { ...sampleContactValues, ...(await companyValues(deps, ctx)) };
}

export async function previewEmail(deps: Deps, ctx: RequestContext, body: TestEmailPreviewBody) {
  const values = await sampleValues(deps, ctx);
  return {
    status: 1 as const,
    subject: personalize(body.subject, values, 'text'),
    body: personalize(body.body, values, 'html'),
  };
}

export async function previewSms(deps: Deps, ctx: RequestContext, body: TestSmsPreviewBody) {
  const message = personalize(body.message, await sampleValues(deps, ctx), 'text');
  return { status: 1 as const, message, ...smsLength(message) };
}

/** POST test-email/send: to the user's own address, through the same queue as any email. */
export async function sendTestEmail(deps: Deps, ctx: RequestContext, body: TestEmailPreviewBody) {
  const preview = await previewEmail(deps, ctx, body);
  // As a contact would get it: with the signature applied to every email, if there is one.
  const signature = await signatureForEmail(deps, ctx.accountId, undefined, true);
  await queueEmail(deps, ctx, {
    contactId: null,
    to: ctx.user.email,
    subject: preview.subject,
    html: preview.body + (signature ?? ''),
    source: 'test',
  });
  return { status: 1 as const, message: messagingMessages.testEmailSent(ctx.user.email) };
}

/** POST test-sms/send: to the phone on the user's profile. */
export async function sendTestSms(deps: Deps, ctx: RequestContext, body: TestSmsPreviewBody) {
  const phone = ctx.user.phone;
  if (!phone) throw fieldError('message', messagingMessages.noUserPhone);
  const preview = await previewSms(deps, ctx, body);
  await queueSms(deps, ctx, { contactId: null, to: phone, text: preview.message, source: 'test' });
  return { status: 1 as const, message: messagingMessages.testSmsSent(phone) };
}
