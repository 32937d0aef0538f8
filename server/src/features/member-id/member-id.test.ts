import { memberIdSettingDefaults } from '@coachline/contract/member-id';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildContact, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { updateAccount } from '../accounts/accounts.service';
import { memberships } from '../accounts/accounts.tables';
import { contacts } from '../contacts/contacts.tables';
import { messageSends } from '../messaging/messaging.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

const settingBody = (changes: Record<string, unknown> = {}) => ({
  ...memberIdSettingDefaults,
  ...changes,
});

/** An organization with its member-ID page's address. */
async function withPage(changes: Record<string, unknown> = {}) {
  const org = await buildSignedIn(deps, { businessname: 'Iron Gym' });
  const saved = await call(
    'POST',
    '/member-id/store-member-id-setting',
    org.token,
    settingBody(changes),
  );
  expect(saved.statusCode).toBe(200);
  const { access_code } = saved.json().setting as { access_code: string };
  const ask = (body: Record<string, unknown>, code = access_code, ip = '203.0.113.9') =>
    app.inject({
      method: 'POST',
      url: `/api/v3/member-id/${org.accountId}/send`,
      remoteAddress: ip,
      payload: { access_code: code, ...body },
    });
  return { ...org, accessCode: access_code, ask };
}

const sendsOf = (accountId: number) =>
  deps.db
    .select()
    .from(messageSends)
    .where(and(eq(messageSends.accountId, accountId), eq(messageSends.source, 'member-id')))
    .orderBy(messageSends.id);

const contactsOf = (accountId: number) =>
  deps.db.select().from(contacts).where(eq(contacts.accountId, accountId)).orderBy(contacts.id);

describe('the member-ID setting', () => {
  it('answers the defaults and one access code, then what was saved', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const first = await call('GET', '/member-id/get-member-id-setting', token);
    expect(first.statusCode).toBe(200);
    const setting = first.json().setting;
    expect(setting).toMatchObject({ ...memberIdSettingDefaults, account_id: accountId });
    expect(setting.access_code).toMatch(/^[\w-]{12}$/);
    const again = await call('GET', '/member-id/get-member-id-setting', token);
    expect(again.json().setting.access_code).toBe(setting.access_code);

    const saved = await call(
      'POST',
      '/member-id/store-member-id-setting',
      token,
      settingBody({ id_prefix: 'IG-', next_number: 500, delivery: 'both' }),
    );
    expect(saved.json()).toMatchObject({
      status: 1,
      message: 'Member ID settings have been saved successfully!',
      setting: { id_prefix: 'IG-', next_number: 500, delivery: 'both' },
    });
    expect(saved.json().setting.access_code).toBe(setting.access_code);
    const renewed = await call(
      'POST',
      '/member-id/store-member-id-setting',
      token,
      settingBody({ regenerate_access_code: true }),
    );
    expect(renewed.json().setting.access_code).not.toBe(setting.access_code);
  });

  it('refuses messages without the member ID or with unknown tokens, and bad prefixes', async () => {
    const { token } = await buildSignedIn(deps);
    const res = await call(
      'POST',
      '/member-id/store-member-id-setting',
      token,
      settingBody({
        sms_message: 'Welcome {{first_name}}',
        email_body: 'Your ID: {{member_id}} {{shoe_size}}',
        id_prefix: 'A B',
        page_title: ' ',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      sms_message: ['Put {{member_id}} in the message, or it will not carry the member ID'],
      email_body: [
        '{{shoe_size}} is not a personalization token. Pick one from the list of tokens.',
      ],
      id_prefix: ['The prefix may only hold letters, digits and dashes'],
      page_title: ['The page title field is required'],
    });
  });

  it('is for users who may see and change Admin Settings', async () => {
    const org = await buildSignedIn(deps);
    const viewer = await buildStaff(deps, org.accountId, {
      permissions: { 'admin-settings': { view: true } },
    });
    const token = await tokenFor(deps, viewer.id);
    expect((await call('GET', '/member-id/get-member-id-setting', token)).statusCode).toBe(200);
    const store = await call('POST', '/member-id/store-member-id-setting', token, settingBody());
    expect(store.statusCode).toBe(403);
    const stranger = await buildStaff(deps, org.accountId);
    const strangerToken = await tokenFor(deps, stranger.id);
    expect((await call('GET', '/member-id/get-member-id-setting', strangerToken)).statusCode).toBe(
      403,
    );
  });
});

describe('the public member-ID page', () => {
  it('shows the page to its address only, and none once the code is replaced', async () => {
    const page = await withPage({ page_title: 'Your Iron Gym ID' });
    const read = (code: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v3/member-id/${page.accountId}/public-setting?access_code=${code}`,
      });
    const res = await read(page.accessCode);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      setting: {
        business_name: 'Iron Gym',
        is_enabled: true,
        page_title: 'Your Iron Gym ID',
        page_description: memberIdSettingDefaults.page_description,
        button_text: 'Send my member ID',
        delivery: 'email',
      },
    });
    expect((await read('not-the-code')).statusCode).toBe(404);
    const other = await withPage();
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v3/member-id/${other.accountId}/public-setting?access_code=${page.accessCode}`,
        })
      ).statusCode,
    ).toBe(404);
    await call(
      'POST',
      '/member-id/store-member-id-setting',
      page.token,
      settingBody({ regenerate_access_code: true }),
    );
    expect((await read(page.accessCode)).statusCode).toBe(404);
  });

  it('adds a newcomer as a lead with the next member ID and emails it to them', async () => {
    const page = await withPage({ id_prefix: 'IG-', next_number: 41 });
    const res = await page.ask({ first_name: 'Nia', last_name: 'Okafor', email: 'Nia@x.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      message: 'Your member ID is on its way. Check your email.',
    });
    const [contact] = await contactsOf(page.accountId);
    expect(contact).toMatchObject({
      firstName: 'Nia',
      lastName: 'Okafor',
      email: 'nia@x.test',
      memberId: 'IG-41',
      source: 'Member ID',
      lastAction: 'Member ID Created',
      createdBy: page.owner.id,
    });
    const [sent] = await sendsOf(page.accountId);
    expect(sent).toMatchObject({
      contactId: contact!.id,
      channel: 'email',
      toAddress: 'nia@x.test',
      subject: 'Your member ID at Iron Gym',
      status: 'queued',
    });
    expect(sent!.textBody).toContain('Hi Nia,');
    expect(sent!.textBody).toContain('Your member ID is IG-41.');

    // The same person again: the same contact and member ID, sent again.
    await page.ask({ first_name: 'Someone', email: 'nia@x.test' });
    expect(await contactsOf(page.accountId)).toHaveLength(1);
    const sends = await sendsOf(page.accountId);
    expect(sends).toHaveLength(2);
    expect(sends[1]!.textBody).toContain('IG-41');
    const setting = await call('GET', '/member-id/get-member-id-setting', page.token);
    expect(setting.json().setting.next_number).toBe(42);
  });

  it('gives a known contact without one the next free member ID, keeping their details', async () => {
    const page = await withPage({ next_number: 7 });
    await buildContact(deps, { accountId: page.accountId, memberId: '7' });
    const known = await buildContact(deps, {
      accountId: page.accountId,
      email: 'kim@x.test',
      firstName: 'Kim',
      lastName: 'Lee',
      lastAction: 'Consult Booked',
    });
    const res = await page.ask({ first_name: 'Not Kim', email: 'KIM@x.test' });
    expect(res.statusCode).toBe(200);
    const [row] = await deps.db.select().from(contacts).where(eq(contacts.id, known.id));
    expect(row).toMatchObject({ firstName: 'Kim', memberId: '8', lastAction: 'Member ID Created' });
    expect(await contactsOf(page.accountId)).toHaveLength(2);
  });

  it('answers limit_exceed_v2 to a newcomer when the plan is full, still serving members', async () => {
    const page = await withPage();
    const member = await buildContact(deps, { accountId: page.accountId, memberId: 'M-1' });
    await deps.db
      .update(memberships)
      .set({ contactsSpace: 1 })
      .where(eq(memberships.accountId, page.accountId));
    const res = await page.ask({ first_name: 'New', email: 'new@x.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message:
        'This account is not currently accepting new opt-ins. Please contact account holder for details.',
      limit_exceed_v2: true,
    });
    expect(await contactsOf(page.accountId)).toHaveLength(1);
    const known = await page.ask({ first_name: 'Member', email: member.email });
    expect(known.statusCode).toBe(200);
  });

  it('asks for what its channels need and texts the member ID when the page sends SMS', async () => {
    const page = await withPage({ delivery: 'sms' });
    const noNumber = await page.ask({ first_name: 'Sam', email: 'sam@x.test' });
    expect(noNumber.statusCode).toBe(422);
    expect(noNumber.json().errors).toEqual({ number: ['The phone number field is required'] });
    const bad = await page.ask({ first_name: 'Sam', number: '12' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['number']);
    const res = await page.ask({ first_name: 'Sam', number: '(617) 555-0142' });
    expect(res.json().message).toBe('Your member ID is on its way. Check your text messages.');
    const [sent] = await sendsOf(page.accountId);
    expect(sent).toMatchObject({ channel: 'sms', toAddress: '+16175550142' });
    expect(sent!.body).toMatch(/^Hi Sam, your member ID at Iron Gym is 1001\.$/);
    const missing = await page.ask({ first_name: '' });
    expect(missing.json().errors).toMatchObject({
      first_name: ['The first name field is required'],
    });
  });

  it('sends on both channels, or on the one the contact can take', async () => {
    const page = await withPage({ delivery: 'both' });
    const neither = await page.ask({ first_name: 'Ola' });
    expect(neither.json().errors).toEqual({ email: ['Enter your email or your phone number'] });
    const both = await page.ask({ first_name: 'Ola', email: 'ola@x.test', number: '6175550111' });
    expect(both.json().message).toBe(
      'Your member ID is on its way. Check your email and text messages.',
    );
    expect((await sendsOf(page.accountId)).map((s) => s.channel)).toEqual(['email', 'sms']);
    const emailOnly = await page.ask({ first_name: 'Pia', email: 'pia@x.test' });
    expect(emailOnly.json().message).toBe('Your member ID is on its way. Check your email.');
  });

  it('takes no request while switched off, nor for a suspended account', async () => {
    const page = await withPage({ is_enabled: false });
    const closed = await page.ask({ first_name: 'Al', email: 'al@x.test' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('This page is not taking member ID requests right now.');
    const open = await withPage();
    await updateAccount(deps.db, open.accountId, { isAccountSuspended: true });
    expect((await open.ask({ first_name: 'Al', email: 'al@x.test' })).statusCode).toBe(404);
    expect(await contactsOf(open.accountId)).toHaveLength(0);
  });

  it('slows down one address asked for again and again', async () => {
    const page = await withPage();
    for (let i = 0; i < 5; i++)
      expect((await page.ask({ first_name: 'Bo', email: 'bo@x.test' })).statusCode).toBe(200);
    const sixth = await page.ask({ first_name: 'Bo', email: 'bo@x.test' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect((await page.ask({ first_name: 'Cy', email: 'cy@x.test' })).statusCode).toBe(200);
  });

  it('refuses a wrong access code without adding anyone', async () => {
    const page = await withPage();
    const res = await page.ask({ first_name: 'Eve', email: 'eve@x.test' }, 'guessed-code');
    expect(res.statusCode).toBe(404);
    expect(await contactsOf(page.accountId)).toHaveLength(0);
  });
});

describe('member IDs from the contact profile', () => {
  it('sends the member ID with the location’s message, and to a new email on change', async () => {
    const page = await withPage({ email_subject: 'ID for {{first_name}}' });
    const c = await buildContact(deps, {
      accountId: page.accountId,
      firstName: 'Lu',
      email: 'member@x.test',
      memberId: 'M-7',
    });
    const res = await call('PUT', `/contact/${c.id}/resend-member-id`, page.token);
    expect(res.json()).toEqual({ status: 1, message: 'Member ID has been sent successfully!' });
    const [sent] = await sendsOf(page.accountId);
    expect(sent).toMatchObject({ toAddress: 'member@x.test', subject: 'ID for Lu' });
    expect(sent!.textBody).toContain('M-7');
    const changed = await call('POST', '/contact/change-member-id-email', page.token, {
      contact_id: c.id,
      email: 'New@x.test',
    });
    expect(changed.json()).toMatchObject({
      message: 'Member ID has been sent successfully!',
      contact: { email: 'new@x.test' },
    });
    expect((await sendsOf(page.accountId)).map((s) => s.toAddress)).toEqual([
      'member@x.test',
      'new@x.test',
    ]);
    const none = await buildContact(deps, { accountId: page.accountId });
    expect(
      (await call('PUT', `/contact/${none.id}/resend-member-id`, page.token)).json().errors,
    ).toEqual({ member_id: ['The contact has no member ID yet.'] });
    const off = await buildContact(deps, {
      accountId: page.accountId,
      memberId: 'M-8',
      emailEnabled: false,
    });
    const refused = await call('PUT', `/contact/${off.id}/resend-member-id`, page.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      member_id: ['Email delivery is switched off for this contact.'],
    });
  });
});
