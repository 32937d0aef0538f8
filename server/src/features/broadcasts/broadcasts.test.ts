import { realtimeEvents } from '@coachline/contract/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildContact, buildGroup, buildSignedIn, buildTag } from '../../test/factories';
import { caller, createTestApp, recordRealtime } from '../../test/server';
import { startSmtpSink } from '../../test/smtp-sink';
import { updateAccount } from '../accounts/accounts.service';
import { memberships } from '../accounts/accounts.tables';
import { contacts } from '../contacts/contacts.tables';
import { claimBroadcastSends } from '../messaging/messaging.service';
import { deliveryEvents, messageSends, suppressions } from '../messaging/messaging.tables';
import { findBroadcast } from './broadcasts.repository';
import { runBroadcast } from './broadcasts.worker';

const sink = await startSmtpSink();
afterAll(sink.close);
const { app, deps } = await createTestApp({
  SMTP_URL: sink.url,
  MAIL_FROM: 'Coachline <mail@coachline.test>',
});
const call = caller(app);

beforeEach(() => sink.setMode('accept'));

type Org = Awaited<ReturnType<typeof buildSignedIn>>;

async function draft(org: Org, changes: Record<string, unknown> = {}) {
  const res = await call('POST', '/broadcast/save', org.token, {
    title: 'Spring news',
    subject: 'Hi {{first_name}}',
    body: '<p>Hello {{first_name}} from {{company_name}}</p>',
    recipients: { tabs: ['lead'] },
    ...changes,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().broadcast as { id: number; status: string };
}

/** `n` leads of the location with emails, in one statement. */
async function leads(accountId: number, n: number, prefix = 'lead') {
  return deps.db
    .insert(contacts)
    .values(
      Array.from({ length: n }, (_, i) => ({
        accountId,
        firstName: `Ann${i}`,
        lastName: 'Lee',
        email: `${prefix}${i}-${accountId}@example.test`,
        status: 'lead',
      })),
    )
    .returning({ id: contacts.id, email: contacts.email });
}

const sendsOf = (broadcastId: number) =>
  deps.db
    .select()
    .from(messageSends)
    .where(eq(messageSends.broadcastId, broadcastId))
    .orderBy(messageSends.id);

const received = (to: string) => sink.messages.filter((m) => m.to.includes(to));

describe('broadcast drafts', () => {
  it('saves, lists newest first, renames, duplicates and deletes', async () => {
    const org = await buildSignedIn(deps);
    const first = await draft(org, { title: 'First' });
    const second = await draft(org, { title: 'Second' });
    const list = await call('GET', '/broadcast/list', org.token);
    expect(list.json()).toMatchObject({ per_page: 6, total: 2 });
    expect(list.json().data.map((b: { title: string }) => b.title)).toEqual(['Second', 'First']);

    const renamed = await call('PATCH', '/broadcast/rename', org.token, {
      id: first.id,
      title: 'Renamed',
    });
    expect(renamed.json()).toMatchObject({
      message: 'Broadcast has been renamed successfully!',
      broadcast: { title: 'Renamed' },
    });
    const copy = await call('POST', '/broadcast/duplicate', org.token, { id: second.id });
    expect(copy.json().broadcast).toMatchObject({
      title: 'Copy of Second',
      status: 'saved',
      recipients: { tabs: ['lead'] },
    });
    const updated = await call('POST', '/broadcast/save', org.token, {
      id: first.id,
      title: 'Renamed',
      subject: 'New subject',
      recipients: { tags: [] },
    });
    expect(updated.json().broadcast).toMatchObject({ id: first.id, subject: 'New subject' });

    const removed = await call('DELETE', '/broadcast/delete', org.token, { id: second.id });
    expect(removed.json()).toEqual({
      status: 1,
      message: 'Broadcast has been deleted successfully!',
    });
    const after = await call('GET', '/broadcast/list?type=saved', org.token);
    expect(after.json().data.map((b: { id: number }) => b.id)).not.toContain(second.id);
    expect(
      (await call('POST', '/broadcast/duplicate', org.token, { id: second.id })).statusCode,
    ).toBe(404);
  });

  it('refuses foreign or unknown recipients, unknown tokens and an unverified sender, naming the field', async () => {
    const org = await buildSignedIn(deps);
    const other = await buildSignedIn(deps);
    const foreignTag = await buildTag(deps, { accountId: other.accountId });
    const foreignGroup = await buildGroup(deps, { accountId: other.accountId });
    const foreignContact = await buildContact(deps, { accountId: other.accountId });
    const res = await call('POST', '/broadcast/save', org.token, {
      title: 'Bad',
      recipients: {
        tabs: ['nope'],
        tags: [foreignTag.id],
        groups: [foreignGroup.id],
        contact_ids: [foreignContact.id],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'recipients.contact_ids',
      'recipients.groups',
      'recipients.tabs',
      'recipients.tags',
    ]);
    const token = await call('POST', '/broadcast/save', org.token, {
      title: 'Bad',
      body: '<p>{{not_a_token}}</p>',
    });
    expect(token.statusCode).toBe(422);
    expect(token.json().errors.body).toBeDefined();
    const sender = await call('POST', '/broadcast/save', org.token, {
      title: 'Bad',
      sender_id: 999,
    });
    expect(sender.statusCode).toBe(422);
    expect(sender.json().errors.sender_id).toEqual([
      'This sender is not on a verified, enabled domain.',
    ]);
    const noTitle = await call('POST', '/broadcast/save', org.token, { title: ' ' });
    expect(noTitle.json().errors.title).toEqual(['The title field is required']);
  });

  it('keeps another location’s broadcasts out of reach', async () => {
    const org = await buildSignedIn(deps);
    const other = await buildSignedIn(deps);
    const theirs = await draft(other);
    expect(
      (await call('PATCH', '/broadcast/rename', org.token, { id: theirs.id, title: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/broadcast/${theirs.id}/recipient`, org.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/broadcast/${theirs.id}/send-broadcast`, org.token, {})).statusCode,
    ).toBe(404);
  });
});

describe('recipients and exclusions', () => {
  it('counts who gets it and why the others will not, by tab, tag, group and name', async () => {
    const org = await buildSignedIn(deps);
    const tag = await buildTag(deps, { accountId: org.accountId });
    const a = await buildContact(deps, {
      accountId: org.accountId,
      tags: [tag.id],
      status: 'client',
    });
    const noEmail = await buildContact(deps, {
      accountId: org.accountId,
      email: null,
      tags: [tag.id],
    });
    const off = await buildContact(deps, {
      accountId: org.accountId,
      emailEnabled: false,
      status: 'client',
    });
    const bounced = await buildContact(deps, { accountId: org.accountId, status: 'client' });
    await deps.db.insert(suppressions).values({
      accountId: org.accountId,
      type: 'bounces',
      address: bounced.email!.toUpperCase().toLowerCase(),
    });
    const grouped = await buildContact(deps, { accountId: org.accountId, status: 'trial' });
    const group = await buildGroup(deps, { accountId: org.accountId, contactIds: [grouped.id] });
    const named = await buildContact(deps, { accountId: org.accountId, status: 'lost' });
    await buildContact(deps, { accountId: org.accountId, status: 'client', deletedAt: new Date() });

    const res = await call('POST', '/broadcast/count-recipients', org.token, {
      recipients: { tabs: ['client'], tags: [tag.id], groups: [group.id], contact_ids: [named.id] },
    });
    expect(res.json()).toMatchObject({
      status: 1,
      counts: {
        chosen: 6,
        eligible: 3,
        no_email: 1,
        switched_off: 1,
        suppressed: 1,
        kill_switch: false,
      },
      usage: { limit: 25_000, used: 0 },
    });
    expect([a, noEmail, off].length).toBe(3);

    await updateAccount(deps.db, org.accountId, { emailStatus: false });
    const killed = await call('POST', '/broadcast/count-recipients', org.token, {
      recipients: { tabs: ['client'] },
    });
    expect(killed.json().counts).toMatchObject({ eligible: 0, kill_switch: true });
  });

  it('lists the contacts a draft would reach', async () => {
    const org = await buildSignedIn(deps);
    await leads(org.accountId, 3);
    await buildContact(deps, { accountId: org.accountId, emailEnabled: false });
    const b = await draft(org);
    const res = await call('GET', `/broadcast/${b.id}/recipient?per_page=2`, org.token);
    expect(res.json()).toMatchObject({
      total: 3,
      last_page: 2,
      counts: { chosen: 4, eligible: 3, switched_off: 1 },
    });
    expect(res.json().data[0]).toMatchObject({ name: 'Ann0 Lee', status: null });
  });
});

describe('POST broadcast/{id}/send-broadcast', () => {
  it('refuses what cannot be sent with a 422 naming the field, and queues nothing', async () => {
    const org = await buildSignedIn(deps);
    const none = await draft(org, { recipients: {} });
    const empty = await call('POST', `/broadcast/${none.id}/send-broadcast`, org.token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.recipients).toEqual([
      'Choose who gets this broadcast: tabs, tags, groups or contacts.',
    ]);

    const nobody = await draft(org);
    const noEligible = await call('POST', `/broadcast/${nobody.id}/send-broadcast`, org.token, {});
    expect(noEligible.json().errors.recipients).toEqual([
      'None of the chosen contacts can get this email now.',
    ]);

    await leads(org.accountId, 1);
    const noSubject = await draft(org, { subject: '' });
    const past = await call('POST', `/broadcast/${noSubject.id}/send-broadcast`, org.token, {
      scheduled_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(Object.keys(past.json().errors).sort()).toEqual(['scheduled_at', 'subject']);
    const [row] = await deps.db
      .select()
      .from(messageSends)
      .where(eq(messageSends.accountId, org.accountId));
    expect(row).toBeUndefined();
    expect((await findBroadcast(deps.db, org.accountId, noSubject.id))?.status).toBe('saved');
  });

  it('answers 404 with error limit-error past the plan’s monthly emails', async () => {
    const org = await buildSignedIn(deps);
    await deps.db
      .update(memberships)
      .set({ broadcastEmailsLimit: 2 })
      .where(eq(memberships.accountId, org.accountId));
    await leads(org.accountId, 3);
    const b = await draft(org);
    const res = await call('POST', `/broadcast/${b.id}/send-broadcast`, org.token, {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'limit-error' });
    expect(res.json().message).toContain('2 of its 2 monthly broadcast emails left');
  });

  it('queues at once or at a time, and a queued broadcast cannot be changed', async () => {
    const org = await buildSignedIn(deps);
    await leads(org.accountId, 2);
    const later = await draft(org);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call('POST', `/broadcast/${later.id}/send-broadcast`, org.token, {
      scheduled_at: at,
    });
    expect(scheduled.json()).toMatchObject({
      message: 'Broadcast has been scheduled successfully!',
      broadcast: { status: 'queued', scheduled_at: new Date(at).toISOString() },
    });
    // Its time has not come: a run does nothing.
    await runBroadcast(deps, org.accountId, later.id);
    expect(await sendsOf(later.id)).toEqual([]);
    const changed = await call('POST', '/broadcast/save', org.token, { id: later.id, title: 'x' });
    expect(changed.json().errors.id).toEqual([
      'This broadcast has been sent already; duplicate it to send it again.',
    ]);
    const list = await call('GET', '/broadcast/list?type=scheduled', org.token);
    expect(list.json().data.map((b: { id: number }) => b.id)).toEqual([later.id]);
    const session = await call('POST', '/auth/refresh', org.token);
    expect(session.json().broadcast_emails_sent_count).toBe(2);
  });
});

describe('the send', () => {
  it('reaches each eligible contact once, personalized, with the counts, logs and progress', async () => {
    const org = await buildSignedIn(deps);
    const rows = await leads(org.accountId, 1000);
    await buildContact(deps, { accountId: org.accountId, emailEnabled: false });
    const unsubscribed = await buildContact(deps, { accountId: org.accountId });
    await deps.db.insert(suppressions).values({
      accountId: org.accountId,
      type: 'unsubscribes',
      address: unsubscribed.email!,
    });
    const b = await draft(org);
    const queued = await call('POST', `/broadcast/${b.id}/send-broadcast`, org.token, {});
    expect(queued.json()).toMatchObject({
      message: 'Broadcast has been queued for sending!',
      broadcast: { status: 'queued' },
    });
    const realtime = recordRealtime(deps);
    const before = sink.received();
    try {
      await runBroadcast(deps, org.accountId, b.id);
    } finally {
      realtime.stop();
    }
    expect(sink.received() - before).toBe(1000);
    for (const row of rows.slice(0, 20)) expect(received(row.email!)).toHaveLength(1);
    expect(received(unsubscribed.email!)).toHaveLength(0);
    const first = received(rows[0]!.email!)[0]!.parsed;
    expect(first.subject).toBe('Hi Ann0');
    expect(first.html).toContain('Hello Ann0 from');
    expect(first.text).toContain('Hello Ann0 from');
    expect(first.messageId).toMatch(new RegExp(`^<b${b.id}\\.`));

    const done = await call('GET', '/broadcast/list', org.token);
    expect(done.json().data[0]).toMatchObject({
      id: b.id,
      status: 'sent',
      recipients_count: 1000,
      sent_count: 1000,
      failed_count: 0,
      excluded_count: 2,
    });
    const sends = await sendsOf(b.id);
    expect(sends).toHaveLength(1000);
    expect(new Set(sends.map((s) => s.status))).toEqual(new Set(['sent']));
    expect(sends[0]).toMatchObject({ subject: 'Hi Ann0', source: 'broadcast' });

    const recipients = await call('GET', `/broadcast/${b.id}/recipient?per_page=1`, org.token);
    expect(recipients.json()).toMatchObject({
      total: 1000,
      counts: { chosen: 1002, eligible: 1000, switched_off: 1, suppressed: 1 },
      data: [{ name: 'Ann0 Lee', status: 'sent' }],
    });
    const logs = await call(
      'GET',
      `/broadcast/broadcast-logs?broadcast_id=${b.id}&per_page=1`,
      org.token,
    );
    expect(logs.json()).toMatchObject({
      total: 1000,
      data: [{ broadcast_id: b.id, broadcast_title: 'Spring news', status: 'sent' }],
    });
    const contactLogs = await call(
      'GET',
      `/contact/broadcast-logs?contact_id=${rows[0]!.id}`,
      org.token,
    );
    expect(contactLogs.json()).toMatchObject({ total: 1, data: [{ subject: 'Hi Ann0' }] });

    const progress = realtime.events.filter((e) => e.event === realtimeEvents.broadcastProgress);
    expect(progress.at(-1)?.payload).toEqual({
      broadcast_id: b.id,
      status: 'sent',
      recipients_count: 1000,
      sent_count: 1000,
      failed_count: 0,
    });
    expect(progress.every((e) => e.userId === org.owner.id)).toBe(true);

    // A second run finds it done.
    await runBroadcast(deps, org.accountId, b.id);
    expect(sink.received() - before).toBe(1000);
  }, 60_000);

  it('resumes after a run died mid-batch: its batch goes out again, nobody is lost', async () => {
    const org = await buildSignedIn(deps);
    const rows = await leads(org.accountId, 30);
    const b = await draft(org);
    await call('POST', `/broadcast/${b.id}/send-broadcast`, org.token, {});
    // The first run sends two batches of 10 and dies while its third is at the mail server.
    await expect(
      runBroadcast(deps, org.accountId, b.id, {
        batchSize: 10,
        afterBatch: async (n) => {
          if (n < 2) return;
          await claimBroadcastSends(deps.db, org.accountId, b.id, 10);
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect((await findBroadcast(deps.db, org.accountId, b.id))?.status).toBe('sending');
    const before = sink.messages.length;
    await runBroadcast(deps, org.accountId, b.id, { batchSize: 10 });
    const after = await findBroadcast(deps.db, org.accountId, b.id);
    expect(after).toMatchObject({ status: 'sent', sentCount: 30, attempts: 2 });
    for (const row of rows) expect(received(row.email!)).toHaveLength(1);
    expect(sink.messages.length - before).toBe(10);
  });

  it('retries what the server could not take, and fails what it refused', async () => {
    const org = await buildSignedIn(deps);
    await leads(org.accountId, 3);
    const b = await draft(org);
    await call('POST', `/broadcast/${b.id}/send-broadcast`, org.token, {});
    sink.setMode('down');
    await expect(runBroadcast(deps, org.accountId, b.id)).rejects.toThrow('took none');
    expect((await sendsOf(b.id)).map((s) => s.status)).toEqual(['queued', 'queued', 'queued']);
    sink.setMode('reject');
    await runBroadcast(deps, org.accountId, b.id);
    expect(await findBroadcast(deps.db, org.accountId, b.id)).toMatchObject({
      status: 'sent',
      failedCount: 3,
      sentCount: 0,
    });
  });

  it('stops with the kill switch, failing what is left', async () => {
    const org = await buildSignedIn(deps);
    await leads(org.accountId, 2);
    const b = await draft(org);
    await call('POST', `/broadcast/${b.id}/send-broadcast`, org.token, {});
    await updateAccount(deps.db, org.accountId, { emailStatus: false });
    await runBroadcast(deps, org.accountId, b.id);
    expect((await findBroadcast(deps.db, org.accountId, b.id))?.status).toBe('failed');
  });
});

describe('unsubscribing from a broadcast', () => {
  it('carries one-click unsubscribe headers and tracked links; the next broadcast skips who used them', async () => {
    const org = await buildSignedIn(deps);
    const [leaving, staying] = await leads(org.accountId, 2, 'unsub');
    const first = await draft(org, {
      body: '<p>Hi {{first_name}}, <a href="https://example.test/plan">your plan</a></p>',
    });
    await call('POST', `/broadcast/${first.id}/send-broadcast`, org.token, {});
    await runBroadcast(deps, org.accountId, first.id);
    const mail = received(leaving!.email!)[0]!.parsed;
    const header = (key: string) =>
      mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    const link = /^List-Unsubscribe: <([^>]+)>$/.exec(header('list-unsubscribe') ?? '')?.[1];
    expect(link).toMatch(/\/api\/v3\/mail\/[^/]+\/unsubscribe$/);
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(mail.html).toContain('/click?u=');
    expect(mail.html).toContain('/open');
    expect(mail.html).toContain('Hi Ann0,');

    // The mail client's one-click POST, with no sign-in.
    const oneClick = await app.inject({
      method: 'POST',
      url: new URL(link!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);

    const next = await draft(org);
    const counts = await call('POST', '/broadcast/count-recipients', org.token, {
      recipients: { tabs: ['lead'] },
    });
    expect(counts.json().counts).toMatchObject({ chosen: 2, eligible: 1, suppressed: 1 });
    await call('POST', `/broadcast/${next.id}/send-broadcast`, org.token, {});
    await runBroadcast(deps, org.accountId, next.id);
    expect(received(leaving!.email!)).toHaveLength(1);
    expect(received(staying!.email!)).toHaveLength(2);
  });
});

describe('after the send', () => {
  async function sentBroadcast(n = 3) {
    const org = await buildSignedIn(deps);
    const rows = await leads(org.accountId, n);
    const b = await draft(org);
    await call('POST', `/broadcast/${b.id}/send-broadcast`, org.token, {});
    await runBroadcast(deps, org.accountId, b.id);
    const sends = await sendsOf(b.id);
    return { org, rows, b, sends };
  }

  it('shows a sent broadcast publicly, never a draft', async () => {
    const { org, b } = await sentBroadcast(1);
    const view = await app.inject({ method: 'GET', url: `/api/v3/broadcast/${b.id}/public-view` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      status: 1,
      broadcast: { id: b.id, title: 'Spring news', subject: 'Hi ' },
      signatures: [],
    });
    expect(view.json().broadcast.body).toContain('<p>Hello  from ');
    const unsent = await draft(org);
    const hidden = await app.inject({
      method: 'GET',
      url: `/api/v3/broadcast/${unsent.id}/public-view`,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('resends to those who did not open, tags them, and charts opens and clicks', async () => {
    const { org, rows, b, sends } = await sentBroadcast(3);
    await deps.db
      .update(messageSends)
      .set({ opens: 1, openedAt: new Date() })
      .where(eq(messageSends.id, sends[0]!.id));
    await deps.db.insert(deliveryEvents).values([
      { accountId: org.accountId, sendId: sends[0]!.id, type: 'opened' },
      { accountId: org.accountId, sendId: sends[0]!.id, type: 'clicked', detail: 'https://x.test' },
    ]);

    const unopened = await call(
      'GET',
      `/contact/filter-by-unopened-emails?broadcast_id=${b.id}`,
      org.token,
    );
    expect(unopened.json().data.map((c: { id: number }) => c.id)).toEqual([
      rows[1]!.id,
      rows[2]!.id,
    ]);
    const tag = await buildTag(deps, { accountId: org.accountId, name: 'Unopened' });
    const tagged = await call('POST', '/contact/apply-unopened-tag', org.token, {
      broadcast_id: b.id,
      tag_id: tag.id,
    });
    expect(tagged.json()).toMatchObject({ tagged: 2 });

    const chart = await call('GET', `/broadcast/${b.id}/activity`, org.token);
    expect(chart.json().bucket).toBe('hour');
    const totals = chart.json().points.reduce(
      (sum: { o: number; c: number }, p: { opened: number; clicked: number }) => ({
        o: sum.o + p.opened,
        c: sum.c + p.clicked,
      }),
      { o: 0, c: 0 },
    );
    expect(totals).toEqual({ o: 1, c: 1 });

    const resend = await call('POST', '/broadcast/resend-unopens', org.token, { id: b.id });
    expect(resend.json()).toMatchObject({
      message: 'A new broadcast to those who did not open has been saved as a draft.',
      broadcast: {
        title: 'Spring news (resend to unopens)',
        status: 'saved',
        parent_id: b.id,
        recipients: { unopened_of: b.id },
      },
    });
    const again = resend.json().broadcast.id as number;
    await call('POST', `/broadcast/${again}/send-broadcast`, org.token, {});
    await runBroadcast(deps, org.accountId, again);
    expect((await sendsOf(again)).map((s) => s.contactId)).toEqual([rows[1]!.id, rows[2]!.id]);
    const list = await call('GET', '/broadcast/list?type=sent', org.token);
    expect(list.json().data.find((x: { id: number }) => x.id === b.id)).toMatchObject({
      opened_count: 1,
      clicked_count: 0,
    });
  });

  it('lists the suppressed addresses by type', async () => {
    const org = await buildSignedIn(deps);
    await deps.db.insert(suppressions).values([
      { accountId: org.accountId, type: 'complaints', address: 'angry@example.test' },
      { accountId: org.accountId, type: 'bounces', address: 'gone@example.test' },
    ]);
    const res = await call('GET', '/broadcast/suppressed-contacts?type=complaints', org.token);
    expect(res.json()).toMatchObject({ total: 1, data: [{ address: 'angry@example.test' }] });
  });
});
