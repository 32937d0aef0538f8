import { signatureDefaults } from '@coachline/contract/signatures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startJobs } from '../../platform/jobs';
import { smsOutbox } from '../../platform/outbox.tables';
import { startDnsStub } from '../../test/dns-stub';
import { buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { startSmtpSink } from '../../test/smtp-sink';
import { updateAccount } from '../accounts/accounts.service';
import { verifyDkimSignature } from '../email-domains/email-domains.testing';
import { deliverSend, enqueueSend, requeueOrphanedSends, startDeliveryWorker } from './delivery';
import { deliveryQueue } from './delivery-job';
import { signEmailEvents } from './events';
import * as repo from './messaging.repository';
import { messageSends } from './messaging.tables';

const secret = 'webhook-secret-for-tests';
const sink = await startSmtpSink();
afterAll(sink.close);
const dns = await startDnsStub();
afterAll(() => dns.close());
const { app, deps, database } = await createTestApp({
  DNS_SERVER: dns.server,
  SMTP_URL: sink.url,
  MAIL_FROM: 'Coachline <mail@coachline.test>',
  EMAIL_WEBHOOK_SECRET: secret,
});
const call = caller(app);

beforeEach(() => sink.setMode('accept'));

const sendOf = async (id: number) =>
  (await deps.db.select().from(messageSends).where(eq(messageSends.id, id)))[0]!;

async function signedInWithContact(
  contact: Partial<Omit<Parameters<typeof buildContact>[1], 'accountId'>> = {},
) {
  const org = await buildSignedIn(deps);
  const row = await buildContact(deps, {
    accountId: org.accountId,
    firstName: 'Dana',
    lastName: 'Reyes',
    number: '+16175550123',
    ...contact,
  });
  return { ...org, contact: row };
}

const postEvents = (events: object[], signature?: string) => {
  const payload = JSON.stringify({ events });
  return app.inject({
    method: 'POST',
    url: '/api/v3/webhooks/email-events',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? { 'x-coachline-signature': signEmailEvents(secret, payload) }
        : { 'x-coachline-signature': signature }),
    },
    payload,
  });
};

describe('POST contact/send-email through the queue to a real SMTP server', () => {
  it('delivers the personalized, sanitized email with a text part and its Message-ID', async () => {
    const jobs = await startJobs(database, app.log);
    deps.jobs = jobs;
    try {
      await startDeliveryWorker(deps, app.log);
      const { token, contact } = await signedInWithContact();
      const before = sink.received();
      const res = await call('POST', '/contact/send-email', token, {
        contact_id: contact.id,
        subject: 'Welcome, {{first_name}}',
        body:
          '<style>p.lead{color:#c92a2a}</style><p class="lead">Hi {{first_name}} {{last_name}}, see <a href="https://example.test/plan">your plan</a>.</p>' +
          '<script>alert(1)</script><img src="https://example.test/a.png" onerror="steal()" alt="logo"><a href="javascript:alert(2)">bad</a>',
      });
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({ status: 1, message: 'Email has been sent successfully!' });
      expect(answer.log).toMatchObject({
        status: 'queued',
        to: contact.email,
        subject: 'Welcome, Dana',
      });

      await sink.waitFor(before + 1);
      const mail = sink.messages.at(-1)!;
      expect(mail.to).toEqual([contact.email]);
      expect(mail.parsed.subject).toBe('Welcome, Dana');
      expect(mail.parsed.from?.value[0]).toEqual({
        name: 'Test Owner',
        address: 'mail@coachline.test',
      });
      const html = String(mail.parsed.html);
      expect(html).toContain('Hi Dana Reyes');
      expect(html).toMatch(/<p style="color: ?#c92a2a;?">/);
      expect(html).not.toMatch(/<script|onerror|javascript:|<style/i);
      expect(mail.parsed.text).toContain(
        'Hi Dana Reyes, see your plan [https://example.test/plan]',
      );

      await expect.poll(async () => (await sendOf(answer.log.id)).status).toBe('sent');
      const record = await sendOf(answer.log.id);
      expect(mail.parsed.messageId).toBe(record.messageId);
      expect(record.providerId).toMatch(/^sink-\d+$/);

      const logs = await call('GET', `/contact/${contact.id}/email-logs`, token);
      expect(logs.json()).toMatchObject({
        total: 1,
        data: [
          { id: answer.log.id, status: 'sent', sent_by: 'Test Owner', subject: 'Welcome, Dana' },
        ],
      });
    } finally {
      await jobs.stop();
      deps.jobs = undefined;
    }
  });

  it('writes the delivery job in the send’s own statement, as pg-boss’s send writes it', async () => {
    const jobs = await startJobs(database, app.log);
    deps.jobs = jobs;
    try {
      const { token, contact } = await signedInWithContact();
      const res = await call('POST', '/contact/send-email', token, {
        contact_id: contact.id,
        subject: 'Queued',
        body: '<p>Queued</p>',
      });
      const sendId: number = res.json().log.id;
      await enqueueSend(deps, sendId);
      const { rows } = await database.raw.query(
        `select name, data, priority, state, retry_limit, retry_count, retry_delay, retry_backoff,
           start_after <= now() as started, singleton_key, singleton_on, dead_letter, policy,
           extract(epoch from expire_in) as expire_in,
           round(extract(epoch from keep_until - start_after)) as kept_for
         from pgboss.job where name = $1 and (data->>'sendId')::int = $2 order by created_on`,
        [deliveryQueue, sendId],
      );
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual(rows[1]);
      expect(rows[0]).toMatchObject({ data: { sendId }, retry_limit: 8, retry_backoff: true });
      // Neither job is left for the tests after this one.
      await database.raw.query(`delete from pgboss.job where name = $1`, [deliveryQueue]);
      await repo.settleSend(deps.db, sendId, { status: 'failed', error: 'test' });
    } finally {
      await jobs.stop();
      deps.jobs = undefined;
    }
  });

  it('sends from the location’s verified domain, signed with its DKIM key', async () => {
    const { token, contact } = await signedInWithContact();
    const saved = await call('POST', '/email-domain/save', token, { domain: 'mail.dkim.example' });
    const { domain, dns_details } = saved.json();
    for (const record of dns_details as { type: 'TXT' | 'CNAME'; host: string; value: string }[])
      dns.set(record.host, record.type, [record.value]);
    expect((await call('PATCH', `/email-domain/${domain.id}/verify`, token)).json()).toMatchObject({
      is_verified: true,
    });
    await call('POST', '/email-domain/save-sender', token, {
      email_domain_id: domain.id,
      name: 'Coach Dana',
      email: 'coach@mail.dkim.example',
    });
    const res = await call('POST', '/contact/send-email', token, {
      contact_id: contact.id,
      subject: 'Signed',
      body: '<p>Signed and sealed</p>',
    });
    const before = sink.received();
    await deliverSend(deps, res.json().log.id);
    expect(sink.received()).toBe(before + 1);
    const mail = sink.messages.at(-1)!;
    expect(mail.parsed.from?.value[0]).toEqual({
      name: 'Coach Dana',
      address: 'coach@mail.dkim.example',
    });
    expect(mail.parsed.messageId).toMatch(/@mail\.dkim\.example>$/);
    expect(await verifyDkimSignature(mail.raw, dns.resolve)).toMatchObject({
      pass: true,
      signatures: [{ domain: 'mail.dkim.example' }],
    });
  });

  it('appends the default signature as table HTML, another when chosen, and none when asked', async () => {
    const { token, contact } = await signedInWithContact();
    const store = async (full_name: string, is_default: boolean) =>
      (
        await call('POST', '/signature/store', token, {
          ...signatureDefaults,
          full_name,
          company_name: 'North Gym',
          is_default,
          apply_to_all: false,
        })
      ).json().signature.id as number;
    await store('Dana Default', true);
    const other = await store('Oli Other', false);
    const sendWith = async (signature_id?: number | null) => {
      const res = await call('POST', '/contact/send-email', token, {
        contact_id: contact.id,
        subject: 'Signed',
        body: '<p>Hello</p>',
        ...(signature_id === undefined ? {} : { signature_id }),
      });
      await deliverSend(deps, res.json().log.id);
      return sink.messages.at(-1)!.parsed;
    };
    const byDefault = await sendWith();
    expect(String(byDefault.html)).toMatch(/<table[^>]*>.*Dana Default/s);
    expect(byDefault.text).toContain('Dana Default');
    expect(String((await sendWith(other)).html)).toContain('Oli Other');
    const none = await sendWith(null);
    expect(String(none.html)).not.toMatch(/Dana Default|Oli Other/);

    const foreign = await signedInWithContact();
    const theirs = await call('POST', '/contact/send-email', foreign.token, {
      contact_id: foreign.contact.id,
      subject: 'Signed',
      body: '<p>Hello</p>',
      signature_id: other,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses, delivering nothing, what may not be sent', async () => {
    const { token, accountId, account, contact } = await signedInWithContact();
    const count = async () =>
      (await repo.pageOfSends(deps.db, accountId, {}, { page: 1, per_page: 10 })).total;
    const send = (contactId: number) =>
      call('POST', '/contact/send-email', token, {
        contact_id: contactId,
        subject: 'Hi',
        body: '<p>Hi</p>',
      });

    const noEmail = await buildContact(deps, { accountId, email: null });
    expect((await send(noEmail.id)).json()).toEqual({
      status: -1,
      message: 'This contact has no email address.',
    });

    const off = await buildContact(deps, { accountId, emailEnabled: false });
    expect((await send(off.id)).json()).toEqual({
      status: -1,
      message: 'Email delivery is switched off for this contact.',
    });

    await updateAccount(deps.db, account.id, { emailStatus: false });
    expect((await send(contact.id)).json()).toMatchObject({
      status: -1,
      message: expect.stringMatching(/switched off for your account/),
    });
    await updateAccount(deps.db, account.id, { emailStatus: true });

    await repo.addSuppression(
      deps.db,
      accountId,
      'unsubscribes',
      contact.email!.toLowerCase(),
      null,
    );
    expect((await send(contact.id)).json()).toEqual({
      status: -1,
      message: `${contact.email} unsubscribed, so nothing more is sent to it.`,
    });

    const other = await signedInWithContact();
    expect((await send(other.contact.id)).statusCode).toBe(404);

    const unknown = await call('POST', '/contact/send-email', token, {
      contact_id: contact.id,
      subject: 'Hi {{nickname}}',
      body: '<p>Hi</p>',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.subject[0]).toMatch(/nickname/);

    expect(await count()).toBe(0);
  });

  it('lets a staff user without update permission neither send nor delete', async () => {
    const { account, contact } = await signedInWithContact();
    const staff = await buildStaff(deps, account.id, {
      permissions: { 'contacts-center': { view: true } },
    });
    const token = await tokenFor(deps, staff.id);
    const res = await call('POST', '/contact/send-email', token, {
      contact_id: contact.id,
      subject: 'Hi',
      body: '<p>Hi</p>',
    });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', `/contact/${contact.id}/email-logs`, token)).statusCode).toBe(200);
  });
});

describe('the delivery job', () => {
  const queued = async () => {
    const { token, contact, accountId } = await signedInWithContact();
    const res = await call('POST', '/contact/send-email', token, {
      contact_id: contact.id,
      subject: 'Plan',
      body: '<p>Your plan</p>',
    });
    return { id: res.json().log.id as number, token, contact, accountId };
  };

  it('keeps a message queued while the provider is down, and sends it once when it is back', async () => {
    const { id } = await queued();
    sink.setMode('down');
    await expect(deliverSend(deps, id, { lastTry: false })).rejects.toThrow(/Try again later/);
    expect(await sendOf(id)).toMatchObject({ status: 'queued', attempts: 1, claimedAt: null });
    expect((await sendOf(id)).error).toMatch(/Try again later/);

    sink.setMode('accept');
    const before = sink.received();
    await deliverSend(deps, id, { lastTry: false });
    expect(await sendOf(id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
    // A second job for the same message finds it sent and sends nothing.
    await deliverSend(deps, id, { lastTry: false });
    expect(sink.received()).toBe(before + 1);
  });

  it('fails a message the provider refuses for good, without a retry', async () => {
    const { id } = await queued();
    sink.setMode('reject');
    await deliverSend(deps, id, { lastTry: false });
    expect(await sendOf(id)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/No such user/),
    });
  });

  it('gives a message up on the last retry', async () => {
    const { id } = await queued();
    sink.setMode('down');
    await deliverSend(deps, id, { lastTry: true });
    expect((await sendOf(id)).status).toBe('failed');
  });

  it('queues again a claim whose run died, and sends it once', async () => {
    const { id } = await queued();
    // A run claimed it and died before the provider took it: the claim stays, its lock is free.
    expect(await repo.claimSend(deps.db, id)).toBeDefined();
    await deliverSend(deps, id);
    expect((await sendOf(id)).status).toBe('queued');

    expect(await requeueOrphanedSends(deps)).toBeGreaterThanOrEqual(1);
    expect((await sendOf(id)).claimedAt).toBeNull();
    const before = sink.received();
    await deliverSend(deps, id);
    expect(await sendOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sink.received()).toBe(before + 1);
  });
});

describe('email events', () => {
  const sentMessage = async () => {
    const org = await signedInWithContact();
    const res = await call('POST', '/contact/send-email', org.token, {
      contact_id: org.contact.id,
      subject: 'Plan',
      body: '<p>Your plan</p>',
    });
    const id = res.json().log.id as number;
    await deliverSend(deps, id);
    return { ...org, id, messageId: (await sendOf(id)).messageId! };
  };

  it('moves a message on from delivered to opened to clicked, with its event log', async () => {
    const { id, messageId, token, contact } = await sentMessage();
    const res = await postEvents([
      { type: 'delivered', message_id: messageId },
      { type: 'opened', message_id: messageId.slice(1, -1) },
      { type: 'clicked', message_id: messageId, url: 'https://example.test/plan' },
      { type: 'delivered', message_id: '<unknown@elsewhere>' },
    ]);
    expect(res.json()).toEqual({ status: 1, applied: 3 });
    expect(await sendOf(id)).toMatchObject({ status: 'clicked', opens: 1, clicks: 1 });
    // A late "delivered" does not move it back.
    await postEvents([{ type: 'delivered', message_id: messageId }]);
    expect((await sendOf(id)).status).toBe('clicked');

    const events = await call(
      'GET',
      `/contact/email-sent-event-logs?contact_id=${contact.id}`,
      token,
    );
    expect(events.json().data.map((e: { type: string }) => e.type)).toEqual([
      'delivered',
      'clicked',
      'opened',
      'delivered',
    ]);
  });

  it('suppresses a bounced address: later sends to it are refused', async () => {
    const { id, messageId, token, contact } = await sentMessage();
    await postEvents([
      { type: 'bounced', message_id: messageId, reason: '550 mailbox unavailable' },
    ]);
    expect(await sendOf(id)).toMatchObject({ status: 'bounced', error: '550 mailbox unavailable' });
    const list = await call('GET', '/contact/suppressions/bounces', token);
    expect(list.json().data).toMatchObject([
      { address: contact.email!.toLowerCase(), type: 'bounces' },
    ]);
    const again = await call('POST', '/contact/send-email', token, {
      contact_id: contact.id,
      subject: 'Again',
      body: '<p>Again</p>',
    });
    expect(again.json()).toEqual({
      status: -1,
      message: `Email to ${contact.email!.toLowerCase()} bounced before, so nothing more is sent to it.`,
    });
  });

  it('suppresses an address that complained, leaving the message as it was', async () => {
    const { id, messageId, token } = await sentMessage();
    const res = await postEvents([{ type: 'complained', message_id: messageId }]);
    expect(res.json()).toEqual({ status: 1, applied: 1 });
    expect((await sendOf(id)).status).toBe('sent');
    const list = await call('GET', '/contact/suppressions/complaints', token);
    expect(list.json().total).toBe(1);
  });

  it('refuses events that are not signed with the secret', async () => {
    const { id, messageId } = await sentMessage();
    expect((await postEvents([{ type: 'bounced', message_id: messageId }], 'bad')).statusCode).toBe(
      403,
    );
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/v3/webhooks/email-events',
      payload: { events: [{ type: 'bounced', message_id: messageId }] },
    });
    expect(unsigned.statusCode).toBe(403);
    expect((await sendOf(id)).status).toBe('sent');
  });
});

describe('POST contact/send-sms', () => {
  it('queues the personalized SMS and hands it to the SMS provider', async () => {
    const { token, contact } = await signedInWithContact();
    const res = await call('POST', '/contact/send-sms', token, {
      contact_id: contact.id,
      message: 'Hi {{first_name}}, see you at 6!',
    });
    expect(res.json()).toMatchObject({ status: 1, message: 'SMS has been sent successfully!' });
    await deliverSend(deps, res.json().log.id);
    const [kept] = await deps.db.select().from(smsOutbox).where(eq(smsOutbox.to, contact.number!));
    expect(kept?.body).toBe('Hi Dana, see you at 6!');
    expect((await sendOf(res.json().log.id)).status).toBe('sent');
  });

  it('answers a status other than 1 when the contact cannot get SMS', async () => {
    const { token, accountId, account } = await signedInWithContact();
    const noPhone = await buildContact(deps, { accountId, number: null });
    const send = (contactId: number) =>
      call('POST', '/contact/send-sms', token, { contact_id: contactId, message: 'Hi' });
    expect((await send(noPhone.id)).json()).toEqual({
      status: 0,
      message: 'This contact has no phone number.',
    });
    const off = await buildContact(deps, { accountId, number: '+16175550199', smsEnabled: false });
    expect((await send(off.id)).json()).toEqual({
      status: 0,
      message: 'SMS delivery is switched off for this contact.',
    });
    const kill = await call('POST', '/user/update-kill-status', token, { type: 'sms', status: 0 });
    expect(kill.json()).toMatchObject({
      status: 1,
      user: { sms_status: false, email_status: true },
    });
    const on = await buildContact(deps, { accountId, number: '+16175550198' });
    expect((await send(on.id)).json()).toEqual({
      status: 0,
      message: 'SMS sending is switched off for your account.',
    });
    expect(account.id).toBe(accountId);
  });
});

describe('test messages and the reports', () => {
  it('sends a test email to the user, with sample values', async () => {
    const { token, owner } = await buildSignedIn(deps);
    const res = await call('POST', '/test-email/send', token, {
      subject: 'Test for {{first_name}}',
      body: '<p>Hello {{full_name}} from {{company_name}}</p>',
    });
    expect(res.json()).toEqual({
      status: 1,
      message: `A test email has been sent to ${owner.email}.`,
    });
    const [send] = await deps.db
      .select()
      .from(messageSends)
      .where(eq(messageSends.toAddress, owner.email));
    expect(send).toMatchObject({ subject: 'Test for Alex', source: 'test', contactId: null });
    expect(send!.body).toContain('Hello Alex Morgan from');
  });

  it('asks for a phone on the profile before a test SMS', async () => {
    const { token } = await buildSignedIn(deps);
    const res = await call('POST', '/test-sms/send', token, { message: 'Hi {{first_name}}' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.message).toEqual([
      'Add a phone number to your profile to receive test SMS.',
    ]);
  });

  it('reports the location’s email by status and day, and lists new entries', async () => {
    const { token, contact } = await signedInWithContact();
    const ids: number[] = [];
    for (const subject of ['One', 'Two', 'Three']) {
      const res = await call('POST', '/contact/send-email', token, {
        contact_id: contact.id,
        subject,
        body: `<p>${subject}</p>`,
      });
      ids.push(res.json().log.id);
    }
    await deliverSend(deps, ids[0]!);
    await deliverSend(deps, ids[1]!);
    await postEvents([{ type: 'opened', message_id: (await sendOf(ids[1]!)).messageId! }]);

    const report = (await call('GET', '/email-log/get-email-report?days=7', token)).json();
    expect(report.totals).toMatchObject({ queued: 1, sent: 1, opened: 1 });
    expect(report).toMatchObject({ sent: 2, open_rate: 50, delivery_rate: 50, bounce_rate: 0 });
    expect(report.days.length).toBeGreaterThanOrEqual(7);
    expect(report.days.at(-1)).toMatchObject({ sent: 2, opened: 1 });

    // Since long ago, the report covers the last year at most.
    const long = (
      await call('GET', '/email-log/get-new-email-report?since=0001-01-01T00:00:00Z', token)
    ).json();
    expect(long).toMatchObject({ sent: 2 });
    expect(long.days.length).toBeLessThanOrEqual(367);

    const log = (await call('GET', '/email-log/get-delivery-log?status=queued', token)).json();
    expect(log.data.map((l: { id: number }) => l.id)).toEqual([ids[2]]);
    const fresh = (
      await call('GET', `/email-log/get-new-delivery-log?after_id=${ids[0]}`, token)
    ).json();
    expect(fresh.data.map((l: { id: number }) => l.id)).toEqual([ids[1], ids[2]]);

    const deleted = await call('DELETE', `/contact/${contact.id}/delete-email-logs`, token, {
      ids: [ids[0]],
    });
    expect(deleted.json()).toMatchObject({ status: 1, deleted: 1 });
    expect((await call('GET', `/contact/${contact.id}/email-logs`, token)).json().total).toBe(2);
  });
});
