import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { startFakeTwilio } from '../../test/fake-twilio';
import { caller, createTestApp, recordRealtime } from '../../test/server';
import { updateAccount } from '../accounts/accounts.service';
import { twilioTesting } from '../integrations/integrations.testing';
import { messageSends } from '../messaging/messaging.tables';
import { deliverDueMessages, receivePortalMessage } from './message-center.service';
import { scheduledMessages } from './message-center.tables';

const twilio = await startFakeTwilio();
afterAll(twilio.close);
const appUrl = 'https://coachline.test';
const test = await createTestApp({ TWILIO_API_URL: twilio.url, APP_URL: appUrl });
const { app, deps } = test;
const call = caller(app);

const twilioTest = twilioTesting(test, twilio, appUrl, 2000);

/** A location with its Twilio number connected, and a contact with a number. */
async function connectedLocation() {
  const location = await twilioTest.connectedLocation();
  const contact = await buildContact(deps, {
    accountId: location.accountId,
    firstName: 'Maya',
    lastName: 'Lopez',
    number: twilioTest.freshNumber(),
  });
  return { ...location, contact };
}

let sids = 0;
/** An SMS from `from` to the location's number, as Twilio posts it, signed. */
const receiveSms = (
  location: { number: string; twilioAccount: { token: string } },
  from: string,
  body: string,
) =>
  twilioTest.postSigned('inbound', location.twilioAccount.token, {
    MessageSid: `SM${String(++sids).padStart(32, '0')}`,
    From: from,
    To: location.number,
    Body: body,
  });

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('SMS conversations', () => {
  it('interleaves the SMS sent and received by time, one conversation per contact', async () => {
    const loc = await connectedLocation();
    const sent = await call('POST', '/contact/send-sms', loc.token, {
      contact_id: loc.contact.id,
      message: 'Hi {{first_name}}, see you Tuesday?',
    });
    expect(sent.json().status).toBe(1);
    expect((await receiveSms(loc, loc.contact.number!, 'Yes, 6pm works')).statusCode).toBe(200);

    const logs = await call('GET', `/sms-center/chat-logs?contact_id=${loc.contact.id}`, loc.token);
    expect(logs.statusCode).toBe(200);
    expect(
      logs.json().data.map((m: { direction: string; body: string }) => [m.direction, m.body]),
    ).toEqual([
      ['outbound', 'Hi Maya, see you Tuesday?'],
      ['inbound', 'Yes, 6pm works'],
    ]);
    expect(logs.json().data[0]).toMatchObject({ status: 'queued', channel: 'sms' });

    const list = await call('GET', '/sms-center/contacts', loc.token);
    expect(list.json()).toMatchObject({
      total: 1,
      data: [
        {
          contact_id: loc.contact.id,
          name: 'Maya Lopez',
          last_message: 'Yes, 6pm works',
          last_direction: 'inbound',
          unread: 1,
          archived: false,
        },
      ],
    });
    expect((await call('GET', '/sms-center/contacts?search=maya', loc.token)).json().total).toBe(1);
    expect((await call('GET', '/sms-center/contacts?search=zed', loc.token)).json().total).toBe(0);

    const inbound = await call('GET', '/sms-center/inbound-sms', loc.token);
    expect(inbound.json().data).toEqual([
      expect.objectContaining({
        name: 'Maya Lopez',
        from: loc.contact.number,
        body: 'Yes, 6pm works',
      }),
    ]);
  });

  it('keeps read and archived per conversation, and counts unread in the bell and the stats', async () => {
    const loc = await connectedLocation();
    await receiveSms(loc, loc.contact.number!, 'First');
    await receiveSms(loc, loc.contact.number!, 'Second');
    const unread = async () => (await call('GET', '/notification/unread-count', loc.token)).json();
    expect(await unread()).toEqual({ status: 1, portal_chat: 0, sms: 2, total: 2 });

    const stats = await call('GET', '/sms-center/stats', loc.token);
    expect(stats.json()).toMatchObject({
      unread: 2,
      unread_conversations: 1,
      conversations: 1,
      received_today: 2,
      received_week: 2,
      sent_today: 0,
      scheduled: 0,
    });

    const ids = { contact_ids: [loc.contact.id] };
    const read = await call('PATCH', '/sms-center/mark-read-unread', loc.token, {
      ...ids,
      read: true,
    });
    expect(read.json()).toEqual({ status: 1, message: 'Conversations marked as read.' });
    expect((await unread()).sms).toBe(0);
    await call('PATCH', '/sms-center/mark-read-unread', loc.token, { ...ids, read: false });
    expect((await unread()).sms).toBe(1);

    await call('PATCH', '/sms-center/archive-unarchive', loc.token, { ...ids, archived: true });
    expect((await call('GET', '/sms-center/contacts', loc.token)).json().total).toBe(0);
    expect(
      (await call('GET', '/sms-center/contacts?filter=archived', loc.token)).json().data[0],
    ).toMatchObject({ contact_id: loc.contact.id, archived: true });
    // A new message from the contact brings the conversation back to the inbox.
    await receiveSms(loc, loc.contact.number!, 'Third');
    expect((await call('GET', '/sms-center/contacts', loc.token)).json().data[0]).toMatchObject({
      archived: false,
      last_message: 'Third',
    });
  });

  it('publishes an inbound SMS live with the contact’s name', async () => {
    const loc = await connectedLocation();
    const realtime = recordRealtime(deps);
    await receiveSms(loc, loc.contact.number!, 'Can we move to 7?');
    realtime.stop();
    expect(realtime.events).toEqual([
      {
        userId: loc.owner.id,
        event: 'sms-received',
        payload: expect.objectContaining({
          contact_id: loc.contact.id,
          name: 'Maya Lopez',
          body: 'Can we move to 7?',
        }),
      },
    ]);
  });

  it('sends an SMS again, and answers 404 for another location’s send', async () => {
    const loc = await connectedLocation();
    const sent = (
      await call('POST', '/contact/send-sms', loc.token, {
        contact_id: loc.contact.id,
        message: 'Ping',
      })
    ).json();
    const again = await call('POST', '/sms-center/resend-sms', loc.token, { send_id: sent.log.id });
    expect(again.json()).toMatchObject({ status: 1, log: { channel: 'sms', status: 'queued' } });
    expect(again.json().log.id).not.toBe(sent.log.id);
    const other = await buildSignedIn(deps);
    expect(
      (await call('POST', '/sms-center/resend-sms', other.token, { send_id: sent.log.id }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for another location’s contact and 422 for bad bodies', async () => {
    const loc = await connectedLocation();
    const other = await buildSignedIn(deps);
    const ids = { contact_ids: [loc.contact.id] };
    expect(
      (await call('GET', `/sms-center/chat-logs?contact_id=${loc.contact.id}`, other.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', '/sms-center/mark-read-unread', other.token, { ...ids, read: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('PATCH', '/portal-chat/archive-unarchive', other.token, {
          ...ids,
          archived: true,
        })
      ).statusCode,
    ).toBe(404);
    const empty = await call('PATCH', '/sms-center/archive-unarchive', loc.token, {
      contact_ids: [],
      archived: true,
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['contact_ids']);
  });

  it('is for users who may see the SMS center', async () => {
    const loc = await connectedLocation();
    const viewer = await buildStaff(deps, loc.accountId, {
      permissions: { 'sms-center': { view: true } },
    });
    const none = await buildStaff(deps, loc.accountId, { permissions: {} });
    const viewerToken = await tokenFor(deps, viewer.id);
    const noneToken = await tokenFor(deps, none.id);
    await receiveSms(loc, loc.contact.number!, 'Hello');
    expect((await call('GET', '/sms-center/contacts', viewerToken)).statusCode).toBe(200);
    expect(
      (
        await call('PATCH', '/sms-center/mark-read-unread', viewerToken, {
          contact_ids: [loc.contact.id],
          read: true,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', '/sms-center/contacts', noneToken)).statusCode).toBe(403);
    // The bell counts nothing for a user who may not read the messages.
    expect((await call('GET', '/notification/unread-count', noneToken)).json().total).toBe(0);
    expect((await call('GET', '/notification/unread-count', viewerToken)).json().sms).toBe(1);
  });
});

describe('scheduled messages', () => {
  it('refuses a schedule in the past or an empty message, naming the field', async () => {
    const loc = await connectedLocation();
    const past = await call('POST', '/sms-center/schedule', loc.token, {
      contact_id: loc.contact.id,
      message: 'Hi',
      send_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ send_at: ['The schedule time must be in the future'] });
    const empty = await call('POST', '/portal-chat/schedule', loc.token, {
      contact_id: loc.contact.id,
      message: '',
      send_at: inAnHour(),
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ message: ['The message field is required'] });
    const other = await buildSignedIn(deps);
    expect(
      (
        await call('POST', '/sms-center/schedule', other.token, {
          contact_id: loc.contact.id,
          message: 'Hi',
          send_at: inAnHour(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('sends a scheduled SMS once at its time, and it leaves the list', async () => {
    const loc = await connectedLocation();
    const sendAt = inAnHour();
    const res = await call('POST', '/sms-center/schedule', loc.token, {
      contact_id: loc.contact.id,
      message: 'Reminder for {{first_name}}: class at 6',
      send_at: sendAt,
    });
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'Message has been scheduled successfully!',
      schedule: { channel: 'sms', contact_id: loc.contact.id, name: 'Maya Lopez' },
    });
    const id = res.json().schedule.id;
    const list = await call('GET', '/sms-center/scheduled-list', loc.token);
    expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([id]);
    expect((await call('GET', '/scheduled/get-schedule-sms', loc.token)).json().total).toBe(1);

    const sendsOf = () =>
      deps.db
        .select()
        .from(messageSends)
        .where(
          and(eq(messageSends.accountId, loc.accountId), eq(messageSends.source, 'scheduled')),
        );
    // Not yet.
    await deliverDueMessages(deps, new Date());
    expect(await sendsOf()).toEqual([]);
    // Its time: twice at once, and again later; it goes once.
    const later = new Date(Date.parse(sendAt) + 1_000);
    const runs = await Promise.all([
      deliverDueMessages(deps, later),
      deliverDueMessages(deps, later),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await deliverDueMessages(deps, new Date(Date.parse(sendAt) + 120_000));
    const sends = await sendsOf();
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toBe('Reminder for Maya: class at 6');
    expect((await call('GET', '/sms-center/scheduled-list', loc.token)).json().total).toBe(0);
    const [row] = await deps.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.id, id));
    expect(row!.sentAt).not.toBeNull();
  });

  it('takes a scheduled SMS that cannot go with the reason, and never tries it again', async () => {
    const loc = await connectedLocation();
    await updateAccount(deps.db, loc.accountId, { smsStatus: false });
    const sendAt = inAnHour();
    const res = await call('POST', '/sms-center/schedule', loc.token, {
      contact_id: loc.contact.id,
      message: 'Hi',
      send_at: sendAt,
    });
    const later = new Date(Date.parse(sendAt) + 1_000);
    await deliverDueMessages(deps, later);
    const [row] = await deps.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.id, res.json().schedule.id));
    expect(row).toMatchObject({ outcome: 'SMS sending is switched off for your account.' });
    expect(row!.sentAt).not.toBeNull();
    await updateAccount(deps.db, loc.accountId, { smsStatus: true });
  });

  it('lists and deletes every scheduled message of the location, never another’s', async () => {
    const loc = await connectedLocation();
    const body = { contact_id: loc.contact.id, message: 'Later', send_at: inAnHour() };
    const sms = (await call('POST', '/sms-center/schedule', loc.token, body)).json().schedule.id;
    const portal = (await call('POST', '/portal-chat/schedule', loc.token, body)).json().schedule
      .id;
    const fromProfile = (
      await call('POST', '/contact/schedule-portal-message', loc.token, body)
    ).json().schedule.id;
    const all = await call('GET', '/scheduled/get-schedule', loc.token);
    expect(
      all
        .json()
        .data.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([sms, portal, fromProfile].sort());
    expect(
      (await call('GET', `/portal-chat/scheduled-message?contact_id=${loc.contact.id}`, loc.token))
        .json()
        .data.map((s: { id: number }) => s.id),
    ).toEqual([portal, fromProfile]);
    expect((await call('GET', '/portal-chat/all-scheduled-message', loc.token)).json().total).toBe(
      2,
    );

    const other = await buildSignedIn(deps);
    expect(
      (await call('POST', '/scheduled/delete-schedule', other.token, { schedule_ids: [sms] }))
        .statusCode,
    ).toBe(404);
    // An SMS list does not delete a portal message.
    expect(
      (
        await call('DELETE', '/sms-center/delete-scheduled-sms', loc.token, {
          schedule_ids: [portal],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('DELETE', '/sms-center/delete-scheduled-sms', loc.token, { schedule_ids: [sms] })
      ).json(),
    ).toEqual({
      status: 1,
      message: 'Scheduled messages have been deleted successfully!',
      deleted: 1,
    });
    expect(
      (
        await call('DELETE', '/portal-chat/delete-scheduled-message', loc.token, { ids: [portal] })
      ).json().deleted,
    ).toBe(1);
    expect(
      (
        await call('POST', '/scheduled/delete-schedule', loc.token, { schedule_ids: [fromProfile] })
      ).json().deleted,
    ).toBe(1);
    expect((await call('GET', '/scheduled/get-schedule', loc.token)).json().total).toBe(0);
    const again = await call('POST', '/scheduled/delete-sms', loc.token, { schedule_ids: [sms] });
    expect(again.statusCode).toBe(404);
  });

  it('delivers a scheduled portal message once into the conversation', async () => {
    const loc = await connectedLocation();
    const sendAt = inAnHour();
    await call('POST', '/portal-chat/schedule', loc.token, {
      contact_id: loc.contact.id,
      message: 'Your plan is ready, {{first_name}}',
      send_at: sendAt,
    });
    const later = new Date(Date.parse(sendAt) + 1_000);
    await deliverDueMessages(deps, later);
    await deliverDueMessages(deps, later);
    const logs = await call('GET', `/portal-chat/logs?contact_id=${loc.contact.id}`, loc.token);
    expect(logs.json().data.map((m: { body: string }) => m.body)).toEqual([
      'Your plan is ready, Maya',
    ]);
  });
});

describe('portal chat', () => {
  it('holds a conversation: the coach writes, the contact answers, live and counted', async () => {
    const loc = await connectedLocation();
    const sent = await call('POST', '/portal-chat/send-message', loc.token, {
      contact_id: loc.contact.id,
      message: 'Welcome to your portal, {{first_name}}!',
    });
    expect(sent.json()).toMatchObject({
      status: 1,
      message: 'Portal message has been sent successfully!',
      log: { direction: 'outbound', body: 'Welcome to your portal, Maya!', channel: 'portal' },
    });
    const fromProfile = await call('POST', '/contact/send-portal-message', loc.token, {
      contact_id: loc.contact.id,
      message: 'One more thing',
    });
    expect(fromProfile.json().status).toBe(1);

    const realtime = recordRealtime(deps);
    await receivePortalMessage(deps, loc.accountId, loc.contact.id, 'Thanks, coach!');
    realtime.stop();
    expect(realtime.events).toEqual([
      {
        userId: loc.owner.id,
        event: 'portal-message',
        payload: expect.objectContaining({
          contact_id: loc.contact.id,
          body: 'Thanks, coach!',
          message: 'You have received a message in portal chat.',
        }),
      },
    ]);

    const logs = await call('GET', `/portal-chat/logs?contact_id=${loc.contact.id}`, loc.token);
    expect(logs.json().data.map((m: { direction: string }) => m.direction)).toEqual([
      'outbound',
      'outbound',
      'inbound',
    ]);
    expect(logs.json().data[0].sent_by).toBeTruthy();
    expect((await call('GET', '/portal-chat/contacts', loc.token)).json().data[0]).toMatchObject({
      channel: 'portal',
      unread: 1,
      last_message: 'Thanks, coach!',
    });
    expect((await call('GET', '/notification/unread-count', loc.token)).json()).toMatchObject({
      portal_chat: 1,
      sms: 0,
    });
    expect((await call('GET', '/portal-chat/stats', loc.token)).json()).toMatchObject({
      unread: 1,
      sent_today: 2,
      received_today: 1,
    });
    expect((await call('GET', '/portal-chat/latest-message', loc.token)).json().data).toEqual([
      expect.objectContaining({ body: 'Thanks, coach!', name: 'Maya Lopez' }),
    ]);
    await call('PATCH', '/portal-chat/mark-read-unread', loc.token, {
      contact_ids: [loc.contact.id],
      read: true,
    });
    expect((await call('GET', '/notification/unread-count', loc.token)).json().total).toBe(0);
    // The SMS channel is its own conversation.
    expect((await call('GET', '/sms-center/contacts', loc.token)).json().total).toBe(0);
  });

  it('answers 404 for another location’s contact and 422 for an empty message', async () => {
    const loc = await connectedLocation();
    const other = await buildSignedIn(deps);
    expect(
      (
        await call('POST', '/portal-chat/send-message', other.token, {
          contact_id: loc.contact.id,
          message: 'Hi',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/portal-chat/logs?contact_id=${loc.contact.id}`, other.token)).statusCode,
    ).toBe(404);
    const empty = await call('POST', '/portal-chat/send-message', loc.token, {
      contact_id: loc.contact.id,
      message: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['message']);
  });
});
