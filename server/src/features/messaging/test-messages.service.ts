import { formatPhone } from '@coachline/contract/phones';
import { smsLength } from '@coachline/contract/sms';
import type { TestEmailPreviewBody, TestSmsPreviewBody } from '@coachline/contract/test-messages';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { findAccount } from '../accounts/accounts.service';
import { personalize, type TokenValues } from './personalize';

/** A made-up contact, and the location's and the user's own values for the rest. */
async function sampleValues(deps: Deps, ctx: RequestContext): Promise<TokenValues> {
  const [location, organization] = await Promise.all([
    findAccount(deps.db, ctx.accountId),
    findAccount(deps.db, ctx.primaryAccountId),
  ]);
  const sender = `${ctx.user.fname} ${ctx.user.lname}`.trim();
  return {
    first_name: 'Alex',
    last_name: 'Morgan',
    full_name: 'Alex Morgan',
    email: 'alex.morgan@example.com',
    phone: '+1 617 555 0176',
    member_id: 'M-1001',
    birthday: 'May 23',
    gender: 'Female',
    status: 'Client',
    company_name: organization?.businessname ?? '',
    company_email: ctx.user.email,
    company_phone: formatPhone(location?.phone ?? organization?.phone),
    location_name: location?.businessname ?? '',
    sender_name: sender,
  };
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
