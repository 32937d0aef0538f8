import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { insertImport } from '../contact-import/contact-import.repository';
import { contactImports } from '../contact-import/contact-import.tables';
import { smsInbound } from '../integrations/integrations.tables';
import { recordEvent } from '../messaging/events';
import * as messagingRepo from '../messaging/messaging.repository';
import { unsubscribe } from '../messaging/tracking.service';

const { app, deps } = await createTestApp();
const call = caller(app);

type Item = {
  id: string;
  kind: string;
  at: string;
  contact_id: number | null;
  contact_name: string | null;
  detail: string | null;
};

/** A location where something of every kind happened to Dana Reyes. */
async function withActivity() {
  const org = await buildSignedIn(deps);
  const contact = await buildContact(deps, {
    accountId: org.accountId,
    firstName: 'Dana',
    lastName: 'Reyes',
    number: '+16175550123',
  });
  const email = await call('POST', '/contact/send-email', org.token, {
    contact_id: contact.id,
    subject: 'Your plan',
    body: '<p>Hi</p>',
  });
  const send = (await messagingRepo.findSend(deps.db, org.accountId, email.json().log.id))!;
  await call('POST', '/contact/send-sms', org.token, {
    contact_id: contact.id,
    message: 'See you at 6',
  });
  await deps.db.insert(smsInbound).values({
    accountId: org.accountId,
    contactId: contact.id,
    fromNumber: contact.number!,
    toNumber: '+16175550000',
    body: 'Running late!',
    messageSid: `SM${org.accountId}`,
  });
  const started = await insertImport(deps.db, org.accountId, {
    userId: org.owner.id,
    status: 'completed',
    fileName: 'members.csv',
    filePath: `imports/${org.accountId}/members.csv`,
    fileType: 'csv',
    headers: ['Email'],
  });
  await deps.db
    .update(contactImports)
    .set({ importedCount: 12, finishedAt: new Date() })
    .where(eq(contactImports.id, started.id));
  await recordEvent(deps, send, 'bounced', '550 mailbox full');
  await unsubscribe(deps, send, '203.0.113.7');
  return { ...org, contact };
}

const feedOf = async (token: string, query = '') => {
  const res = await call('GET', `/activity-feed/get-activity-module${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Item[]; next_cursor: string | null };
};

describe('the activity feed', () => {
  it('shows what happened in the location, newest first, with the contact’s name', async () => {
    const org = await withActivity();
    const { data, next_cursor } = await feedOf(org.token);
    expect(next_cursor).toBeNull();
    expect(data.map((item) => item.kind).sort()).toEqual([
      'bounced',
      'email_sent',
      'import_completed',
      'sms_received',
      'sms_sent',
      'unsubscribed',
    ]);
    const times = data.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byKind = Object.fromEntries(data.map((item) => [item.kind, item]));
    expect(byKind.email_sent).toMatchObject({ contact_name: 'Dana Reyes', detail: 'Your plan' });
    expect(byKind.sms_sent).toMatchObject({ contact_name: 'Dana Reyes', detail: 'See you at 6' });
    expect(byKind.sms_received).toMatchObject({
      contact_id: org.contact.id,
      contact_name: 'Dana Reyes',
      detail: 'Running late!',
    });
    expect(byKind.import_completed).toMatchObject({
      contact_id: null,
      detail: 'members.csv: 12 added, 0 updated, 0 failed',
    });
    expect(byKind.bounced!.detail).toBe(`${org.contact.email}: 550 mailbox full`);
    expect(byKind.unsubscribed).toMatchObject({ contact_name: 'Dana Reyes' });
  });

  it('shows its own location’s activity only', async () => {
    const mine = await withActivity();
    const theirs = await withActivity();
    const { data } = await feedOf(mine.token);
    expect(
      data.every((item) => item.contact_id === null || item.contact_id === mine.contact.id),
    ).toBe(true);
    expect(JSON.stringify(data)).not.toContain(theirs.contact.email!);
    expect(data).toHaveLength(6);
  });

  it('pages by cursor, each activity once', async () => {
    const org = await withActivity();
    const seen: Item[] = [];
    let cursor: string | null = '';
    for (let pages = 0; cursor !== null && pages < 10; pages++) {
      const page = await feedOf(
        org.token,
        `?per_page=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data);
      cursor = page.next_cursor;
    }
    expect(cursor).toBeNull();
    expect(seen.map((item) => item.id)).toEqual((await feedOf(org.token)).data.map((i) => i.id));
    const bad = await call('GET', '/activity-feed/get-activity-module?cursor=nonsense', org.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.cursor).toBeDefined();
  });

  it('shows each area’s activity only to users who may view it', async () => {
    const org = await withActivity();
    const staff = await buildStaff(deps, org.accountId, {
      permissions: { 'sms-center': { view: true } },
    });
    const { data } = await feedOf(await tokenFor(deps, staff.id));
    expect(data.map((item) => item.kind)).toEqual(['sms_received']);
  });

  it('counts the newest activities since the last look', async () => {
    const org = await withActivity();
    const all = await call('GET', '/activity-feed/get-notification', org.token);
    expect(all.json()).toMatchObject({ status: 1, unseen: 6 });
    const later = new Date(Date.now() + 60_000).toISOString();
    const none = await call(
      'GET',
      `/activity-feed/get-notification?since=${encodeURIComponent(later)}`,
      org.token,
    );
    expect(none.json()).toMatchObject({ unseen: 0 });
    expect(none.json().data).toHaveLength(6);
  });
});
