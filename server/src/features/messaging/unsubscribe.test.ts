import { recoveryPageDefaults } from '@coachline/contract/recovery-page';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { startSmtpSink } from '../../test/smtp-sink';
import { ownerContext } from '../accounts/accounts.service';
import { deliverSend } from './delivery';
import * as repo from './messaging.repository';
import { queueEmail, reserveSendIds } from './messaging.service';
import { deliveryEvents, messageSends, suppressions } from './messaging.tables';
import { compileTrackedEmail, sendTokenOf } from './tracking';

const sink = await startSmtpSink();
afterAll(sink.close);
const appUrl = 'https://app.coachline.test';
const { app, deps } = await createTestApp({
  SMTP_URL: sink.url,
  MAIL_FROM: 'Coachline <mail@coachline.test>',
  APP_URL: appUrl,
});
const call = caller(app);

/** A location with a contact and a broadcast email to them, tracked as a broadcast sends it. */
async function withBroadcast(html = '<p>News: <a href="https://example.com/news">read</a></p>') {
  const org = await buildSignedIn(deps, { businessname: 'Iron Gym' });
  const contact = await buildContact(deps, {
    accountId: org.accountId,
    firstName: 'Dana',
    email: `Dana.${org.accountId}@Example.test`,
  });
  const owner = (await ownerContext(deps.db, org.accountId))!;
  const tracked = compileTrackedEmail(deps, { html, text: 'News' });
  const [id] = await reserveSendIds(deps, 1);
  const send = await queueEmail(deps, owner, {
    id: id!,
    contactId: contact.id,
    to: contact.email!,
    subject: 'News',
    html: tracked(id!).html,
    source: 'broadcast',
  });
  expect(send.id).toBe(id);
  return { ...org, contact, send, link: sendTokenOf(deps, send.id) };
}

const unsubscribesOf = (accountId: number) =>
  deps.db
    .select()
    .from(suppressions)
    .where(and(eq(suppressions.accountId, accountId), eq(suppressions.type, 'unsubscribes')));
const eventsOf = (sendId: number) =>
  deps.db.select().from(deliveryEvents).where(eq(deliveryEvents.sendId, sendId));
const sendOf = async (id: number) =>
  (await deps.db.select().from(messageSends).where(eq(messageSends.id, id)))[0]!;

const oneClick = (token: string, payload = 'List-Unsubscribe=One-Click') =>
  app.inject({
    method: 'POST',
    url: `/api/v3/mail/${token}/unsubscribe`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
const emailTo = (token: string, contactId: number) =>
  call('POST', '/contact/send-email', token, {
    contact_id: contactId,
    subject: 'Hello',
    body: '<p>Hi</p>',
  });

describe('the delivery of a broadcast’s email', () => {
  it('carries List-Unsubscribe and List-Unsubscribe-Post naming the send', async () => {
    const { send, link: token } = await withBroadcast();
    const before = sink.received();
    await deliverSend(deps, send.id);
    expect(sink.received()).toBe(before + 1);
    const mail = sink.messages.at(-1)!.parsed;
    const unsubscribe = `${appUrl}/api/v3/mail/${token}/unsubscribe`;
    const header = (key: string) =>
      mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(mail.html).toContain(`${appUrl}/api/v3/mail/${token}/click?u=`);
    expect(mail.html).toContain(`${appUrl}/api/v3/mail/${token}/open`);
  });

  it('of another source carries neither', async () => {
    const { token, contact } = await withBroadcast();
    const res = await emailTo(token, contact.id);
    expect(res.json().status).toBe(1);
    await deliverSend(deps, res.json().log.id);
    const mail = sink.messages.at(-1)!.parsed;
    expect(mail.headerLines.map((line) => line.key)).not.toContain('list-unsubscribe');
    expect(mail.headerLines.map((line) => line.key)).not.toContain('list-unsubscribe-post');
  });
});

describe('the unsubscribe link', () => {
  it('unsubscribes on the one-click POST, and the next email to the contact is refused', async () => {
    const org = await withBroadcast();
    const res = await oneClick(org.link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1 });
    expect(await unsubscribesOf(org.accountId)).toMatchObject([
      { address: org.contact.email!.toLowerCase() },
    ]);
    expect((await eventsOf(org.send.id)).map((e) => e.type)).toEqual(['unsubscribed']);
    // Twice is once.
    expect((await oneClick(org.link)).statusCode).toBe(200);
    expect(await unsubscribesOf(org.accountId)).toHaveLength(1);
    expect(await eventsOf(org.send.id)).toHaveLength(1);

    const refused = await emailTo(org.token, org.contact.id);
    expect(refused.json()).toEqual({
      status: -1,
      message: `${org.contact.email!.toLowerCase()} unsubscribed, so nothing more is sent to it.`,
    });
  });

  it('takes the one-click form as multipart/form-data too', async () => {
    const org = await withBroadcast();
    const boundary = '----coachline-test';
    const res = await app.inject({
      method: 'POST',
      url: `/api/v3/mail/${org.link}/unsubscribe`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(await unsubscribesOf(org.accountId)).toHaveLength(1);
  });

  it('refuses a POST that is not the one-click form (422)', async () => {
    const org = await withBroadcast();
    expect((await oneClick(org.link, 'List-Unsubscribe=Yes')).statusCode).toBe(422);
    expect(await unsubscribesOf(org.accountId)).toEqual([]);
  });

  it('does not unsubscribe on a GET: it leads to the recovery page', async () => {
    const org = await withBroadcast();
    const res = await app.inject({ method: 'GET', url: `/api/v3/mail/${org.link}/unsubscribe` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `${appUrl}/resubscribes/${org.accountId}?token=${encodeURIComponent(org.link)}`,
    );
    expect(await unsubscribesOf(org.accountId)).toEqual([]);
    expect((await emailTo(org.token, org.contact.id)).json().status).toBe(1);
  });

  it('acts on the location of the send its token names, never another', async () => {
    const mine = await withBroadcast();
    const theirs = await withBroadcast();
    expect((await oneClick(theirs.link)).statusCode).toBe(200);
    expect(await unsubscribesOf(mine.accountId)).toEqual([]);
    expect(await unsubscribesOf(theirs.accountId)).toHaveLength(1);
  });
});

describe('{{unsubscribe_url}} in an email to a contact', () => {
  it('is the recipient’s own link, naming the send it is in', async () => {
    const org = await withBroadcast();
    const res = await call('POST', '/contact/send-email', org.token, {
      contact_id: org.contact.id,
      subject: 'Hello',
      body: '<p>Hi</p><p><a href="{{unsubscribe_url}}">Leave the list</a></p>',
    });
    const id = res.json().log.id as number;
    const link = `${appUrl}/api/v3/mail/${sendTokenOf(deps, id)}/unsubscribe`;
    expect((await sendOf(id)).body).toContain(`<a href="${link}">Leave the list</a>`);
    expect((await oneClick(sendTokenOf(deps, id))).statusCode).toBe(200);
    expect(await unsubscribesOf(org.accountId)).toHaveLength(1);
  });
});

describe('a token we did not make', () => {
  it('answers 404 on every link, never 500, and records nothing', async () => {
    const org = await withBroadcast();
    const [id, mac] = org.link.split('.') as [string, string];
    const forged = [
      `${(org.send.id + 1).toString(36)}.${mac}`,
      `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${id}.AAAAAAAAAAAAAAAA`,
      // A well-made token of a send that does not exist.
      sendTokenOf(deps, 2_000_000_000),
    ];
    for (const token of forged) {
      const get = (path: string) =>
        app.inject({ method: 'GET', url: `/api/v3/mail/${token}/${path}` });
      expect((await get('open')).statusCode).toBe(404);
      expect((await get('click?u=https%3A%2F%2Fexample.com%2Fnews&s=x')).statusCode).toBe(404);
      expect((await get('unsubscribe')).statusCode).toBe(404);
      expect((await oneClick(token)).statusCode).toBe(404);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/v3/mail/nonsense/open' })).statusCode,
    ).toBe(404);
    expect(await eventsOf(org.send.id)).toEqual([]);
    expect(await unsubscribesOf(org.accountId)).toEqual([]);
  });
});

describe('the open pixel and the click redirect', () => {
  it('record an open with a GIF that is never cached', async () => {
    const org = await withBroadcast();
    const res = await app.inject({ method: 'GET', url: `/api/v3/mail/${org.link}/open` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect(await sendOf(org.send.id)).toMatchObject({ opens: 1, status: 'opened' });
    expect((await eventsOf(org.send.id)).map((e) => e.type)).toEqual(['opened']);
  });

  it('record a click with its link and redirect to it', async () => {
    const org = await withBroadcast();
    const link = /href="([^"]*\/click\?[^"]*)"/.exec(org.send.body)![1]!.replace(/&amp;/g, '&');
    const res = await app.inject({ method: 'GET', url: link.slice(appUrl.length) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/news');
    expect(await sendOf(org.send.id)).toMatchObject({ clicks: 1, status: 'clicked' });
    expect(await eventsOf(org.send.id)).toMatchObject([
      { type: 'clicked', detail: 'https://example.com/news' },
    ]);
  });

  it('never redirect where the email did not point', async () => {
    const org = await withBroadcast();
    const link = new URL(
      /href="([^"]*\/click\?[^"]*)"/.exec(org.send.body)![1]!.replace(/&amp;/g, '&'),
    );
    const signature = link.searchParams.get('s')!;
    const path = `/api/v3/mail/${org.link}/click`;
    for (const query of [
      `u=${encodeURIComponent('https://evil.example/')}&s=${signature}`,
      `u=${encodeURIComponent('https://example.com/news/../../evil')}&s=${signature}`,
      `u=${encodeURIComponent('https://example.com/news')}&s=`,
      `u=${encodeURIComponent('javascript:alert(1)')}&s=${signature}`,
      `u=${encodeURIComponent('https://example.com/news')}`,
    ]) {
      const res = await app.inject({ method: 'GET', url: `${path}?${query}` });
      expect([404, 422]).toContain(res.statusCode);
      expect(res.headers.location).toBeUndefined();
    }
    expect(await eventsOf(org.send.id)).toEqual([]);
  });
});

describe('the recovery page', () => {
  const publicSetting = (accountId: number, token: string) =>
    app.inject({
      method: 'GET',
      url: `/api/v3/recovery-page/${accountId}/public-setting?token=${encodeURIComponent(token)}`,
    });
  const act = (accountId: number, action: 'unsubscribe' | 'resubscribe', token: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v3/recovery-page/${accountId}/${action}`,
      payload: { token },
    });

  it('is set in Admin Settings, with its defaults until saved', async () => {
    const org = await withBroadcast();
    const first = await call('GET', '/recovery-page', org.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().setting).toEqual({
      ...recoveryPageDefaults,
      account_id: org.accountId,
      updated_at: null,
    });
    const saved = await call('POST', '/recovery-page/save', org.token, {
      ...recoveryPageDefaults,
      page_title: 'Stay with Iron Gym',
    });
    expect(saved.json()).toMatchObject({
      status: 1,
      message: 'Recovery page settings have been saved successfully!',
      setting: { page_title: 'Stay with Iron Gym' },
    });
    const bad = await call('POST', '/recovery-page/save', org.token, {
      ...recoveryPageDefaults,
      page_title: ' ',
      resubscribe_button_text: 'x'.repeat(41),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'page_title',
      'resubscribe_button_text',
    ]);
  });

  it('is Admin Settings’: staff without its permissions are refused', async () => {
    const org = await withBroadcast();
    const staff = await buildStaff(deps, org.accountId, {
      permissions: { 'admin-settings': { view: true } },
    });
    const staffToken = await tokenFor(deps, staff.id);
    expect((await call('GET', '/recovery-page', staffToken)).statusCode).toBe(200);
    expect(
      (await call('POST', '/recovery-page/save', staffToken, recoveryPageDefaults)).statusCode,
    ).toBe(403);
  });

  it('shows the recipient, unsubscribes, and resubscribes lifting only the unsubscribe', async () => {
    const org = await withBroadcast();
    const shown = await publicSetting(org.accountId, org.link);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().setting).toMatchObject({
      ...recoveryPageDefaults,
      business_name: 'Iron Gym',
      email: `d***@example.test`,
      state: 'subscribed',
    });
    expect((await act(org.accountId, 'unsubscribe', org.link)).json()).toEqual({
      status: 1,
      state: 'unsubscribed',
    });
    expect((await publicSetting(org.accountId, org.link)).json().setting.state).toBe(
      'unsubscribed',
    );
    // The address also bounced: resubscribing lifts the unsubscribe alone.
    await repo.addSuppression(
      deps.db,
      org.accountId,
      'bounces',
      org.contact.email!.toLowerCase(),
      'mailbox full',
    );
    expect((await act(org.accountId, 'resubscribe', org.link)).json()).toEqual({
      status: 1,
      state: 'subscribed',
    });
    const left = await deps.db
      .select({ type: suppressions.type })
      .from(suppressions)
      .where(eq(suppressions.accountId, org.accountId));
    expect(left).toEqual([{ type: 'bounces' }]);
    expect((await eventsOf(org.send.id)).map((e) => e.type).sort()).toEqual([
      'resubscribed',
      'unsubscribed',
    ]);
  });

  it('offers no resubscribe while switched off, but still unsubscribes', async () => {
    const org = await withBroadcast();
    await call('POST', '/recovery-page/save', org.token, {
      ...recoveryPageDefaults,
      is_enabled: false,
    });
    expect((await act(org.accountId, 'unsubscribe', org.link)).statusCode).toBe(200);
    const refused = await act(org.accountId, 'resubscribe', org.link);
    expect(refused.statusCode).toBe(403);
    expect(await unsubscribesOf(org.accountId)).toHaveLength(1);
  });

  it('answers 404 for a forged token or a send of another location', async () => {
    const mine = await withBroadcast();
    const theirs = await withBroadcast();
    const forged = `${mine.link.slice(0, -1)}${mine.link.endsWith('A') ? 'B' : 'A'}`;
    expect((await publicSetting(mine.accountId, forged)).statusCode).toBe(404);
    expect((await publicSetting(mine.accountId, theirs.link)).statusCode).toBe(404);
    expect((await act(mine.accountId, 'unsubscribe', theirs.link)).statusCode).toBe(404);
    expect((await act(mine.accountId, 'resubscribe', forged)).statusCode).toBe(404);
    expect((await publicSetting(mine.accountId, 'not a token')).statusCode).toBe(422);
    expect(await unsubscribesOf(theirs.accountId)).toEqual([]);
  });
});
