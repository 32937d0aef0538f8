import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../platform/outbox.tables';
import { buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { startFakeTwilio } from '../../test/fake-twilio';
import { caller, createTestApp, recordRealtime } from '../../test/server';
import { deliverSend } from '../messaging/delivery';
import { messageSends } from '../messaging/messaging.tables';
import { smsInbound, twilioConnections } from './integrations.tables';
import { twilioTesting } from './integrations.testing';

const twilio = await startFakeTwilio();
afterAll(twilio.close);
const appUrl = 'https://coachline.test';
const test = await createTestApp({ TWILIO_API_URL: twilio.url, APP_URL: appUrl });
const { app, deps } = test;
const call = caller(app);

const { postForm, postSigned, connectedLocation } = twilioTesting(test, twilio, appUrl);

const sendOf = async (id: number) =>
  (await deps.db.select().from(messageSends).where(eq(messageSends.id, id)))[0]!;

describe('integration/save-twilio-credentials and twilio-connection', () => {
  it('keeps the location’s credentials with the token sealed, and shows it masked', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    expect((await call('GET', '/integration/twilio-connection', token)).json()).toEqual({
      status: 1,
      connection: null,
    });
    const account = twilio.addAccount(['+16175550100']);
    const saved = await call('POST', '/integration/save-twilio-credentials', token, {
      account_sid: account.sid,
      auth_token: account.token,
      phone_number: '(617) 555-0100',
    });
    expect(saved.statusCode).toBe(200);
    const connection = {
      account_sid: account.sid,
      auth_token: `••••••••${account.token.slice(-4)}`,
      phone_number: '+16175550100',
      status: 'pending',
      error_message: null,
      verified_at: null,
    };
    expect(saved.json()).toEqual({
      status: 1,
      message: 'Twilio credentials has been updated successfully!',
      connection,
    });
    expect((await call('GET', '/integration/twilio-connection', token)).json().connection).toEqual(
      connection,
    );
    const [row] = await deps.db
      .select()
      .from(twilioConnections)
      .where(eq(twilioConnections.accountId, accountId));
    expect(row!.authTokenSealed).toMatch(/^v1:/);
    expect(row!.authTokenSealed).not.toContain(account.token);
  });

  it('refuses a malformed SID, token or number per field, and needs a token the first time', async () => {
    const { token } = await buildSignedIn(deps);
    const bad = await call('POST', '/integration/save-twilio-credentials', token, {
      account_sid: 'SK123',
      auth_token: 'short',
      phone_number: '12',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['account_sid', 'auth_token']);
    const { sid } = twilio.addAccount([]);
    const noNumber = await call('POST', '/integration/save-twilio-credentials', token, {
      account_sid: sid,
      auth_token: '',
      phone_number: '12',
    });
    expect(noNumber.statusCode).toBe(422);
    expect(noNumber.json().errors).toEqual({ phone_number: ['The number is not valid'] });
    const noToken = await call('POST', '/integration/save-twilio-credentials', token, {
      account_sid: sid,
      phone_number: '+16175550100',
    });
    expect(noToken.json().errors).toEqual({ auth_token: ['The auth token field is required'] });
  });

  it('keeps the saved token when none is given, and asks for verification again', async () => {
    const { token, number, twilioAccount } = await connectedLocation();
    const again = await call('POST', '/integration/save-twilio-credentials', token, {
      account_sid: twilioAccount.sid,
      auth_token: '',
      phone_number: number,
    });
    expect(again.json().connection).toMatchObject({
      auth_token: `••••••••${twilioAccount.token.slice(-4)}`,
      status: 'pending',
    });
    const verified = await call('POST', '/integration/update-twilio-connection', token);
    expect(verified.json().connection.status).toBe('connected');
  });

  it('is the admin settings’ to read and change', async () => {
    const { account } = await buildSignedIn(deps);
    const staff = await buildStaff(deps, account.id, {
      permissions: { 'admin-settings': { view: true } },
    });
    const staffToken = await tokenFor(deps, staff.id);
    expect((await call('GET', '/integration/twilio-connection', staffToken)).statusCode).toBe(200);
    const save = await call('POST', '/integration/save-twilio-credentials', staffToken, {
      account_sid: `AC${'0'.repeat(32)}`,
      auth_token: '0'.repeat(32),
      phone_number: '+16175550100',
    });
    expect(save.statusCode).toBe(403);
    expect(
      (await call('POST', '/integration/update-twilio-connection', staffToken)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', '/integration/disconnect-twilio', staffToken)).statusCode).toBe(
      403,
    );
  });
});

describe('integration/update-twilio-connection through the SDK', () => {
  it('connects when Twilio knows the credentials and the number', async () => {
    const { token } = await connectedLocation();
    const { connection } = (await call('GET', '/integration/twilio-connection', token)).json();
    expect(connection).toMatchObject({ status: 'connected', error_message: null });
    expect(Date.parse(connection.verified_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers status 0 with Twilio’s error_message for bad credentials', async () => {
    const { token } = await buildSignedIn(deps);
    const account = twilio.addAccount(['+16175550100']);
    await call('POST', '/integration/save-twilio-credentials', token, {
      account_sid: account.sid,
      auth_token: 'f'.repeat(32),
      phone_number: '+16175550100',
    });
    const res = await call('POST', '/integration/update-twilio-connection', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 0,
      error_message: 'Authenticate',
      connection: { status: 'failed', error_message: 'Authenticate', verified_at: null },
    });
  });

  it('answers status 0 for a number the Twilio account does not hold, or Twilio out of reach', async () => {
    const { token } = await buildSignedIn(deps);
    const account = twilio.addAccount(['+16175550100']);
    await call('POST', '/integration/save-twilio-credentials', token, {
      account_sid: account.sid,
      auth_token: account.token,
      phone_number: '+16175550199',
    });
    expect(
      (await call('POST', '/integration/update-twilio-connection', token)).json(),
    ).toMatchObject({
      status: 0,
      error_message: '+16175550199 is not a phone number of this Twilio account.',
    });
    const offline = await createTestApp();
    const { token: offlineToken } = await buildSignedIn(offline.deps);
    await caller(offline.app)('POST', '/integration/save-twilio-credentials', offlineToken, {
      account_sid: account.sid,
      auth_token: account.token,
      phone_number: '+16175550100',
    });
    const unreachable = await caller(offline.app)(
      'POST',
      '/integration/update-twilio-connection',
      offlineToken,
    );
    expect(unreachable.json()).toMatchObject({ status: 0 });
    expect(unreachable.json().error_message).toMatch(/^Twilio could not be reached: /);
  });

  it('connects a number to one location only', async () => {
    const { number, twilioAccount } = await connectedLocation();
    const other = await buildSignedIn(deps);
    await call('POST', '/integration/save-twilio-credentials', other.token, {
      account_sid: twilioAccount.sid,
      auth_token: twilioAccount.token,
      phone_number: number,
    });
    expect(
      (await call('POST', '/integration/update-twilio-connection', other.token)).json(),
    ).toMatchObject({ status: 0, error_message: 'This number is connected to another location.' });
  });

  it('asks for credentials first, and disconnects by forgetting them', async () => {
    const { token } = await buildSignedIn(deps);
    expect((await call('POST', '/integration/update-twilio-connection', token)).json()).toEqual({
      message: 'Save your Twilio credentials first.',
      errors: { account_sid: ['Save your Twilio credentials first.'] },
    });
    const connected = await connectedLocation();
    const gone = await call('DELETE', '/integration/disconnect-twilio', connected.token);
    expect(gone.json()).toEqual({ status: 1, message: 'Twilio has been disconnected.' });
    expect(
      (await call('GET', '/integration/twilio-connection', connected.token)).json().connection,
    ).toBeNull();
    expect(
      (await call('DELETE', '/integration/disconnect-twilio', connected.token)).statusCode,
    ).toBe(404);
  });
});

describe('SMS through the location’s Twilio account', () => {
  it('sends a queued SMS through Twilio, keeping its SID, with the status webhook to call', async () => {
    const { token, accountId, number, twilioAccount } = await connectedLocation();
    const contact = await buildContact(deps, {
      accountId,
      firstName: 'Dana',
      number: '+16175550123',
    });
    const res = await call('POST', '/contact/send-sms', token, {
      contact_id: contact.id,
      message: 'Hi {{first_name}}, see you at 6!',
    });
    expect(res.json()).toMatchObject({ status: 1 });
    await deliverSend(deps, res.json().log.id);
    const sent = twilio.messages.find((m) => m.to === '+16175550123' && m.from === number);
    expect(sent).toMatchObject({
      accountSid: twilioAccount.sid,
      body: 'Hi Dana, see you at 6!',
      statusCallback: `${appUrl}/api/v3/webhooks/twilio/status`,
    });
    expect(await sendOf(res.json().log.id)).toMatchObject({
      status: 'sent',
      provider: 'twilio',
      providerId: sent!.sid,
    });
    const kept = await deps.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+16175550123'));
    expect(kept).toEqual([]);
  });

  it('fails a send at once when Twilio refuses the number, in Twilio’s words', async () => {
    const { token, accountId } = await connectedLocation();
    const contact = await buildContact(deps, { accountId, number: '555' });
    const res = await call('POST', '/contact/send-sms', token, {
      contact_id: contact.id,
      message: 'Hi',
    });
    await deliverSend(deps, res.json().log.id, { lastTry: false });
    expect(await sendOf(res.json().log.id)).toMatchObject({
      status: 'failed',
      error: "The 'To' number 555 is not a valid phone number.",
    });
  });

  it('keeps using the outbox until the credentials are verified', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const account = twilio.addAccount(['+16175550100']);
    await call('POST', '/integration/save-twilio-credentials', token, {
      account_sid: account.sid,
      auth_token: account.token,
      phone_number: '+16175550100',
    });
    const contact = await buildContact(deps, { accountId, number: '+16175550177' });
    const res = await call('POST', '/contact/send-sms', token, {
      contact_id: contact.id,
      message: 'Hi',
    });
    await deliverSend(deps, res.json().log.id);
    expect(await sendOf(res.json().log.id)).toMatchObject({ status: 'sent', provider: 'outbox' });
  });
});

describe('POST webhooks/twilio/status', () => {
  async function sentThroughTwilio() {
    const location = await connectedLocation();
    const contact = await buildContact(deps, {
      accountId: location.accountId,
      number: '+16175550124',
    });
    const res = await call('POST', '/contact/send-sms', location.token, {
      contact_id: contact.id,
      message: 'Hi',
    });
    const id: number = res.json().log.id;
    await deliverSend(deps, id);
    return { ...location, id, sid: (await sendOf(id)).providerId! };
  }

  it('moves the send to delivered, or failed with Twilio’s error code', async () => {
    const { id, sid, twilioAccount } = await sentThroughTwilio();
    const params = { MessageSid: sid, MessageStatus: 'delivered', AccountSid: twilioAccount.sid };
    const res = await postSigned('status', twilioAccount.token, params);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1 });
    expect((await sendOf(id)).status).toBe('delivered');

    const failing = await sentThroughTwilio();
    await postSigned('status', failing.twilioAccount.token, {
      MessageSid: failing.sid,
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
      AccountSid: failing.twilioAccount.sid,
    });
    expect(await sendOf(failing.id)).toMatchObject({
      status: 'failed',
      error: 'Twilio error 30003 (undelivered)',
    });
  });

  it('refuses (403) a callback unsigned, signed with another token, or of an unknown message', async () => {
    const { id, sid, twilioAccount } = await sentThroughTwilio();
    const params = { MessageSid: sid, MessageStatus: 'delivered' };
    expect((await postForm('status', params)).statusCode).toBe(403);
    expect((await postSigned('status', 'f'.repeat(32), params)).statusCode).toBe(403);
    expect((await postForm('status', params, 'bm90IGEgc2lnbmF0dXJl')).statusCode).toBe(403);
    const unknown = { MessageSid: `SM${'0'.repeat(32)}`, MessageStatus: 'delivered' };
    expect((await postSigned('status', twilioAccount.token, unknown)).statusCode).toBe(403);
    expect((await sendOf(id)).status).toBe('sent');
  });
});

describe('POST webhooks/twilio/inbound', () => {
  it('keeps an SMS to a connected number for its location, with the sender’s contact, once', async () => {
    const { accountId, owner, number, twilioAccount } = await connectedLocation();
    const contact = await buildContact(deps, { accountId, number: '+16175550125' });
    const realtime = recordRealtime(deps);
    const params = {
      MessageSid: `SM${'a'.repeat(32)}`,
      AccountSid: twilioAccount.sid,
      From: '+16175550125',
      To: number,
      Body: 'Running late, see you at 6:15',
      NumMedia: '0',
    };
    const res = await postSigned('inbound', twilioAccount.token, params);
    realtime.stop();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    // Twilio sends it again when an answer is late: it is kept once.
    await postSigned('inbound', twilioAccount.token, params);
    const kept = await deps.db.select().from(smsInbound).where(eq(smsInbound.accountId, accountId));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      contactId: contact.id,
      fromNumber: '+16175550125',
      toNumber: number,
      body: 'Running late, see you at 6:15',
    });
    expect(realtime.events).toEqual([
      {
        userId: owner.id,
        event: 'sms-received',
        payload: expect.objectContaining({ contact_id: contact.id, body: params.Body }),
      },
    ]);
  });

  it('refuses (403) an SMS unsigned, or to a number no location has connected', async () => {
    const { accountId, number, twilioAccount } = await connectedLocation();
    const params = {
      MessageSid: `SM${'b'.repeat(32)}`,
      From: '+16175550126',
      To: number,
      Body: 'Hello',
    };
    expect((await postForm('inbound', params)).statusCode).toBe(403);
    expect(
      (await postSigned('inbound', twilioAccount.token, { ...params, To: '+16175550999' }))
        .statusCode,
    ).toBe(403);
    const kept = await deps.db.select().from(smsInbound).where(eq(smsInbound.accountId, accountId));
    expect(kept).toEqual([]);
  });
});
