import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSignedIn } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { accounts } from '../accounts/accounts.tables';

const { app, deps } = await createTestApp();
const call = caller(app);
const { accountId, token, owner } = await buildSignedIn(deps);
await deps.db
  .update(accounts)
  .set({ businessname: 'Iron & Oak', phone: '+16175550100' })
  .where(eq(accounts.id, accountId));

describe('POST /api/v3/test-email/preview', () => {
  it('fills the tokens with a sample contact and the location’s own values, escaped in the body', async () => {
    const res = await call('POST', '/test-email/preview', token, {
      subject: 'Welcome {{first_name}} to {{company_name}}',
      body: '<p>Hi {{ full_name }}, call {{company_phone}}. {{sender_name}}, {{task_name}}.</p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      subject: 'Welcome Alex to Iron & Oak',
      body: `<p>Hi Alex Morgan, call +1 617 555 0100. ${owner.fname} ${owner.lname}, .</p>`,
    });
  });

  it('refuses an unknown token with 422 naming it, per field', async () => {
    const res = await call('POST', '/test-email/preview', token, {
      subject: 'Hi {{firstname}}',
      body: '<p>{{company_name}} {{Last Name}}</p>',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      subject: ['{{firstname}} is not a personalization token. Pick one from the list of tokens.'],
      body: ['{{Last Name}} is not a personalization token. Pick one from the list of tokens.'],
    });
  });

  it('asks for a subject and a body, and a session', async () => {
    const res = await call('POST', '/test-email/preview', token, { subject: ' ', body: '' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['body', 'subject']);
    expect(
      (await call('POST', '/test-email/preview', null, { subject: 'a', body: 'b' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/v3/test-sms/preview', () => {
  it('answers the message as sent and its length in segments', async () => {
    const res = await call('POST', '/test-sms/preview', token, {
      message: 'Hi {{first_name}}, see you at {{location_name}} 💪',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      message: 'Hi Alex, see you at Iron & Oak 💪',
      encoding: 'UCS-2',
      characters: 33,
      segments: 1,
      remaining: 37,
    });
  });
});
