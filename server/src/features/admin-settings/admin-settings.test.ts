import { confirmOptinDefaults } from '@coachline/contract/admin-settings';
import { knownTokens } from '@coachline/contract/personalization';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/crypto';
import { storeFile } from '../../platform/files';
import { mailOutbox } from '../../platform/outbox.tables';
import { buildOrganization, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { updateSubscription } from '../accounts/accounts.service';
import { fileStorageQuota } from '../accounts/limits';
import { accessKeys, landingTokens } from './admin-settings.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

const accountBody = (changes: Record<string, unknown> = {}) => ({
  businessname: 'Harbour Strength',
  business_type: 'Gym',
  business_email: 'Desk@Harbour.example',
  phone: '+1 415 555 0100',
  website: 'https://harbour.example',
  timezone: 'America/Toronto',
  currency: 'cad',
  address_line1: '1 Pier Road',
  address_line2: '',
  city: 'Toronto',
  state: 'ON',
  postal_code: 'M5V 1A1',
  country: 'CA',
  ...changes,
});

const portalBody = (changes: Record<string, unknown> = {}) => ({
  portal_name: 'Harbour Members',
  subdomain: `harbour-${Math.random().toString(36).slice(2, 8)}`,
  logo_url: 'https://harbour.example/logo.png',
  brand_color: '#0b7285',
  welcome_message: 'Welcome aboard!',
  support_email: 'help@harbour.example',
  ...changes,
});

const teaseValue = (changes: Record<string, unknown> = {}) =>
  JSON.stringify({
    headline: 'Train with us',
    description: 'Plans written for you.',
    button_label: 'Book a call',
    button_url: 'https://harbour.example/book',
    ...changes,
  });

/** A company user of the organization with exactly these admin-settings actions. */
async function staffWith(accountId: number, actions: Record<string, boolean>) {
  const staff = await buildStaff(deps, accountId, { permissions: { 'admin-settings': actions } });
  return tokenFor(deps, staff.id);
}

const refresh = async (token: string) => (await call('POST', '/auth/refresh', token)).json();

describe('account setting', () => {
  it('answers the location’s details, saves them and keeps them', async () => {
    const { token, account } = await buildSignedIn(deps);
    const first = await call('GET', `/admin-setting/${account.id}/account-setting`, token);
    expect(first.statusCode).toBe(200);
    expect(first.json().setting).toMatchObject({
      account_id: account.id,
      is_primary: true,
      businessname: account.businessname,
      currency: 'USD',
      updated_at: null,
    });

    const saved = await call(
      'PATCH',
      `/admin-setting/${account.id}/update-account-setting`,
      token,
      accountBody(),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 1,
      message: 'Account settings have been updated successfully!',
      setting: {
        businessname: 'Harbour Strength',
        business_email: 'desk@harbour.example',
        phone: '+14155550100',
        currency: 'CAD',
        address_line2: null,
        country: 'CA',
        timezone: 'America/Toronto',
      },
    });
    const again = await call('GET', `/admin-setting/${account.id}/account-setting`, token);
    expect(again.json().setting).toEqual(saved.json().setting);
    // The organization's name and time zone are the session's too.
    expect((await refresh(token)).user).toMatchObject({
      businessname: 'Harbour Strength',
      timezone: 'America/Toronto',
    });
  });

  it('saves a location of the organization, not another organization’s', async () => {
    const { token, locations } = await buildSignedIn(deps, { locations: ['Uptown'] });
    const uptown = locations[0]!;
    const res = await call(
      'PATCH',
      `/admin-setting/${uptown.id}/update-account-setting`,
      token,
      accountBody({ businessname: 'Uptown Studio' }),
    );
    expect(res.json().setting).toMatchObject({ account_id: uptown.id, is_primary: false });

    const other = await buildOrganization(deps);
    for (const [method, url] of [
      ['GET', `/admin-setting/${other.account.id}/account-setting`],
      ['PATCH', `/admin-setting/${other.account.id}/update-account-setting`],
      ['GET', `/admin-setting/${other.account.id}/portal-setting`],
      ['PATCH', `/admin-setting/${other.account.id}/update-portal-setting`],
    ] as const) {
      const body = url.includes('portal') ? portalBody() : accountBody();
      const answer = await call(method, url, token, method === 'GET' ? undefined : body);
      expect(answer.statusCode, url).toBe(404);
    }
  });

  it('refuses bad input with field errors', async () => {
    const { token, account } = await buildSignedIn(deps);
    const res = await call(
      'PATCH',
      `/admin-setting/${account.id}/update-account-setting`,
      token,
      accountBody({
        businessname: ' ',
        timezone: 'Mars/Olympus',
        website: 'harbour',
        business_email: 'nope',
        currency: 'DOLLARS',
        country: 'XX',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['business_email', 'businessname', 'country', 'currency', 'timezone', 'website'].sort(),
    );
    expect(res.json().errors.businessname).toEqual(['The businessname field is required']);

    const unknown = await call(
      'PATCH',
      `/admin-setting/${account.id}/update-account-setting`,
      token,
      accountBody({ currency: 'XYZ' }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ currency: ['The selected currency is invalid.'] });
  });
});

describe('portal setting', () => {
  it('starts from the location’s name, then keeps what was saved with its address', async () => {
    const { token, account } = await buildSignedIn(deps);
    const first = await call('GET', `/admin-setting/${account.id}/portal-setting`, token);
    expect(first.json().setting).toMatchObject({
      portal_name: account.businessname,
      subdomain: null,
      portal_url: null,
      updated_at: null,
    });
    const body = portalBody();
    const saved = await call(
      'PATCH',
      `/admin-setting/${account.id}/update-portal-setting`,
      token,
      body,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 1,
      message: 'Portal settings have been updated successfully!',
      setting: {
        portal_name: 'Harbour Members',
        subdomain: body.subdomain,
        brand_color: '#0B7285',
        portal_url: expect.stringContaining(`//${body.subdomain}.`),
      },
    });
    const again = await call('GET', `/admin-setting/${account.id}/portal-setting`, token);
    expect(again.json().setting).toEqual(saved.json().setting);
  });

  it('keeps a subdomain to one location and refuses reserved or malformed ones', async () => {
    const first = await buildSignedIn(deps);
    const second = await buildSignedIn(deps);
    const body = portalBody();
    const url = (id: number) => `/admin-setting/${id}/update-portal-setting`;
    expect((await call('PATCH', url(first.account.id), first.token, body)).statusCode).toBe(200);
    // Saving again with its own subdomain is fine.
    expect((await call('PATCH', url(first.account.id), first.token, body)).statusCode).toBe(200);
    const taken = await call('PATCH', url(second.account.id), second.token, {
      ...body,
      subdomain: body.subdomain.toUpperCase(),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ subdomain: ['The subdomain has already been taken.'] });
    const reserved = await call('PATCH', url(second.account.id), second.token, {
      ...body,
      subdomain: 'admin',
    });
    expect(reserved.json().errors.subdomain).toEqual([
      'This subdomain is reserved. Please choose another one.',
    ]);
    const bad = await call('PATCH', url(second.account.id), second.token, {
      ...body,
      subdomain: '-no_',
      brand_color: 'blue',
      portal_name: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'brand_color',
      'portal_name',
      'subdomain',
    ]);
  });
});

describe('confirm opt-in', () => {
  it('answers the defaults, saves the switch and its mail, and answers the user', async () => {
    const { token, owner } = await buildSignedIn(deps);
    const first = await call('GET', '/admin-setting/confirm-optin', token);
    expect(first.json().confirm_optin).toEqual({ ...confirmOptinDefaults, updated_at: null });
    const saved = await call('PATCH', '/admin-setting/update-confirm-optin', token, {
      confirm_optin: true,
      subject: 'Confirm, {{first_name}}',
      body: 'One click and you are in.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 1,
      message: 'Opt-in confirmation settings have been updated successfully!',
      confirm_optin: { confirm_optin: true, subject: 'Confirm, {{first_name}}' },
      user: { id: owner.id, email: owner.email },
    });
    expect((await call('GET', '/admin-setting/confirm-optin', token)).json().confirm_optin).toEqual(
      saved.json().confirm_optin,
    );
  });

  it('needs a subject and a body when switched on, and known tokens only', async () => {
    const { token } = await buildSignedIn(deps);
    const on = await call('PATCH', '/admin-setting/update-confirm-optin', token, {
      confirm_optin: true,
      subject: '',
      body: '',
    });
    expect(on.statusCode).toBe(422);
    expect(on.json().errors).toEqual({
      subject: ['The subject field is required'],
      body: ['The body field is required'],
    });
    const off = await call('PATCH', '/admin-setting/update-confirm-optin', token, {
      confirm_optin: false,
      subject: '',
      body: '',
    });
    expect(off.statusCode).toBe(200);
    const token2 = await call('PATCH', '/admin-setting/update-confirm-optin', token, {
      confirm_optin: true,
      subject: 'Hi {{nickname}}',
      body: 'Confirm',
    });
    expect(token2.statusCode).toBe(422);
    expect(Object.keys(token2.json().errors)).toEqual(['subject']);
  });
});

describe('access key', () => {
  it('makes a key, mails it to the owner, keeps only its hash and shows it masked', async () => {
    const { token, owner, account } = await buildSignedIn(deps);
    const none = await call('GET', '/admin-setting/access-key', token);
    expect(none.json()).toEqual({ status: 1, access_key: null, owner_email: owner.email });

    const sent = await call('POST', '/admin-setting/send-access-key', token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 1,
      message: `A new access key has been sent to ${owner.email}.`,
      owner_email: owner.email,
      access_key: { masked: expect.stringMatching(/^clk_•+.{4}$/) },
    });
    const [mail] = await deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, owner.email))
      .orderBy(desc(mailOutbox.id));
    const key = mail!.text.match(/clk_[A-Za-z0-9_-]+/)![0];
    expect(sent.body).not.toContain(key);
    const [row] = await deps.db
      .select()
      .from(accessKeys)
      .where(eq(accessKeys.accountId, account.id));
    expect(row!.keyHash).toBe(sha256(key));
    expect(sent.json().access_key.masked.endsWith(key.slice(-4))).toBe(true);

    // A second send replaces the key.
    await call('POST', '/admin-setting/send-access-key', token);
    const [after] = await deps.db
      .select()
      .from(accessKeys)
      .where(eq(accessKeys.accountId, account.id));
    expect(after!.keyHash).not.toBe(row!.keyHash);
    expect(
      (await call('GET', '/admin-setting/access-key', token)).json().access_key,
    ).not.toBeNull();
  });
});

describe('white label', () => {
  it('switches the organization’s white label with the spec’s message', async () => {
    const { token } = await buildSignedIn(deps);
    const res = await call('PATCH', '/user/update-white-label', token, { white_label: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'White label has been updated successfully!',
      user: { white_label: true },
    });
    expect((await refresh(token)).user.white_label).toBe(true);
    const bad = await call('PATCH', '/user/update-white-label', token, { white_label: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['white_label']);
  });
});

describe('contact profile setting', () => {
  it('is each user’s own, merged item by item, and answered by the session refresh', async () => {
    const { token, account } = await buildSignedIn(deps);
    const before = await refresh(token);
    expect(before.contact_profile_setting).toMatchObject({
      notes: true,
      rewards: true,
      groups: true,
    });
    const res = await call('PATCH', '/user/update-contact-profile-setting', token, {
      contact_profile_setting: { rewards: false, groups: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'Contact profile settings have been updated successfully!',
      contact_profile_setting: { notes: true, rewards: false, groups: false },
    });
    await call('PATCH', '/user/update-contact-profile-setting', token, {
      contact_profile_setting: { stats: false },
    });
    expect((await refresh(token)).contact_profile_setting).toMatchObject({
      rewards: false,
      groups: false,
      stats: false,
      notes: true,
    });
    // A staff user of the same organization, even without any permission, has their own.
    const staff = await tokenFor(deps, (await buildStaff(deps, account.id)).id);
    expect((await refresh(staff)).contact_profile_setting.rewards).toBe(true);
    const own = await call('PATCH', '/user/update-contact-profile-setting', staff, {
      contact_profile_setting: { notes: false },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses unknown items and a profile without any section', async () => {
    const { token } = await buildSignedIn(deps);
    const unknown = await call('PATCH', '/user/update-contact-profile-setting', token, {
      contact_profile_setting: { secrets: true },
    });
    expect(unknown.statusCode).toBe(422);
    const sections = ['notes', 'email-logs', 'broadcast-logs', 'rewards', 'stats', 'lifecycle'];
    const none = await call('PATCH', '/user/update-contact-profile-setting', token, {
      contact_profile_setting: Object.fromEntries(
        [...sections, 'features', 'tags'].map((key) => [key, false]),
      ),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      contact_profile_setting: ['Keep at least one section on the contact profile.'],
    });
  });
});

describe('tease settings', () => {
  it('lists one per kind, updates the JSON value and switches them on and off', async () => {
    const { token } = await buildSignedIn(deps);
    const list = await call('GET', '/tease-settings/list', token);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { id: number; kind: string; setting_value: string }[];
    expect(rows.map((r) => r.kind)).toEqual([
      'workouts',
      'playbooks',
      'habit-tracking',
      'progress-tracking',
      'onboarding',
    ]);
    expect(JSON.parse(rows[0]!.setting_value)).toMatchObject({ headline: 'Unlock Workouts' });
    // Listing again writes nothing new.
    expect((await call('GET', '/tease-settings/list', token)).json().data).toEqual(rows);

    const id = rows[0]!.id;
    const updated = await call('PATCH', `/tease-settings/${id}/update`, token, {
      setting_value: teaseValue(),
      enabled: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      status: 1,
      message: 'Tease settings has been updated successfully',
      setting: { id, enabled: true },
    });
    expect(JSON.parse(updated.json().setting.setting_value)).toMatchObject({
      headline: 'Train with us',
      button_url: 'https://harbour.example/book',
    });
    const off = await call('PATCH', `/tease-settings/${id}/enable-disable`, token, {
      enabled: false,
    });
    expect(off.json()).toMatchObject({
      message: 'Tease settings has been disabled successfully',
      setting: { enabled: false },
    });
    const on = await call('PATCH', `/tease-settings/${id}/enable-disable`, token, {
      enabled: true,
    });
    expect(on.json().message).toBe('Tease settings has been enabled successfully');
  });

  it('refuses broken JSON and bad values under setting_value, and another location’s id', async () => {
    const { token } = await buildSignedIn(deps);
    const id = (await call('GET', '/tease-settings/list', token)).json().data[0].id;
    const broken = await call('PATCH', `/tease-settings/${id}/update`, token, {
      setting_value: '{headline',
      enabled: true,
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors).toEqual({
      setting_value: ['The setting value must be valid JSON.'],
    });
    const bad = await call('PATCH', `/tease-settings/${id}/update`, token, {
      setting_value: teaseValue({ headline: '', button_url: 'ftp://x' }),
      enabled: true,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'setting_value.button_url',
      'setting_value.headline',
    ]);

    const other = await buildSignedIn(deps);
    const theirs = (await call('GET', '/tease-settings/list', other.token)).json().data[0].id;
    for (const [url, body] of [
      [`/tease-settings/${theirs}/update`, { setting_value: teaseValue(), enabled: true }],
      [`/tease-settings/${theirs}/enable-disable`, { enabled: true }],
    ] as const) {
      expect((await call('PATCH', url, token, body)).statusCode, url).toBe(404);
    }
  });
});

describe('landing token', () => {
  it('makes a token shown once, kept as a hash, and masked after', async () => {
    const { token, owner } = await buildSignedIn(deps);
    const none = await call('GET', '/user/landing-token', token);
    expect(none.json()).toEqual({ status: 1, landing_token: null, has_funnels: true });
    const made = await call('POST', '/user/generate-landing-token', token);
    expect(made.statusCode).toBe(200);
    const body = made.json();
    expect(body).toMatchObject({
      status: 1,
      message: 'A new landing token has been generated.',
      token: expect.any(String),
      timestamp: expect.any(Number),
    });
    expect(Math.abs(body.timestamp - Date.now() / 1000)).toBeLessThan(60);
    const [row] = await deps.db
      .select()
      .from(landingTokens)
      .where(eq(landingTokens.userId, owner.id));
    expect(row!.tokenHash).toBe(sha256(body.token));
    const after = await call('GET', '/user/landing-token', token);
    expect(after.json().landing_token.masked.endsWith(body.token.slice(-4))).toBe(true);
    expect(after.body).not.toContain(body.token);
  });

  it('answers the upgrade prompt without funnels in the plan', async () => {
    const { token, account } = await buildSignedIn(deps);
    await updateSubscription(deps.db, account.id, { hasFunnels: false });
    const res = await call('POST', '/user/generate-landing-token', token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      limit_exceed: true,
      message: 'Funnels are not included in your plan. Upgrade your plan to use funnels.',
    });
    expect((await call('GET', '/user/landing-token', token)).json().has_funnels).toBe(false);
  });
});

describe('permissions', () => {
  it('refuses a company user without admin-settings, and lets view alone read', async () => {
    const { account, token: owner } = await buildSignedIn(deps);
    const nobody = await staffWith(account.id, {});
    const reader = await staffWith(account.id, { view: true });
    const reads = [
      `/admin-setting/${account.id}/account-setting`,
      `/admin-setting/${account.id}/portal-setting`,
      '/admin-setting/confirm-optin',
      '/admin-setting/access-key',
      '/tease-settings/list',
    ];
    for (const url of reads) {
      expect((await call('GET', url, nobody)).statusCode, url).toBe(403);
      expect((await call('GET', url, reader)).statusCode, url).toBe(200);
    }
    const teaseId = (await call('GET', '/tease-settings/list', owner)).json().data[0].id;
    const writes: [string, string, unknown][] = [
      ['PATCH', `/admin-setting/${account.id}/update-account-setting`, accountBody()],
      ['PATCH', `/admin-setting/${account.id}/update-portal-setting`, portalBody()],
      ['PATCH', '/admin-setting/update-confirm-optin', { ...confirmOptinDefaults }],
      ['POST', '/admin-setting/send-access-key', undefined],
      ['PATCH', '/user/update-white-label', { white_label: true }],
      [
        'PATCH',
        `/tease-settings/${teaseId}/update`,
        { setting_value: teaseValue(), enabled: true },
      ],
      ['PATCH', `/tease-settings/${teaseId}/enable-disable`, { enabled: true }],
    ];
    for (const [method, url, body] of writes) {
      for (const who of [nobody, reader]) {
        const res = await call(method as 'PATCH', url, who, body);
        expect(res.statusCode, url).toBe(403);
      }
    }
    const editor = await staffWith(account.id, { view: true, update: true });
    expect(
      (await call('PATCH', '/user/update-white-label', editor, { white_label: false })).statusCode,
    ).toBe(200);
  });
});

describe('locations of the organization', () => {
  it('lets a company user reach only the locations granted, and keeps white label off a location user', async () => {
    const { account, locations } = await buildSignedIn(deps, { locations: ['Uptown'] });
    const uptown = locations[0]!;
    const staff = await staffWith(account.id, { view: true, update: true });
    // Not granted Uptown: as missing as another organization's.
    expect(
      (await call('GET', `/admin-setting/${uptown.id}/account-setting`, staff)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/admin-setting/${account.id}/account-setting`, staff)).statusCode,
    ).toBe(200);

    const locationUser = await buildStaff(deps, account.id, { locationId: uptown.id });
    const token = await tokenFor(deps, locationUser.id, uptown.id);
    expect(
      (await call('GET', `/admin-setting/${uptown.id}/account-setting`, token)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/admin-setting/${account.id}/account-setting`, token)).statusCode,
    ).toBe(404);
    const res = await call('PATCH', '/user/update-white-label', token, { white_label: true });
    expect(res.statusCode).toBe(403);
  });
});

describe('session refresh', () => {
  it('answers the currencies, USD, CAD and EUR first, with every field', async () => {
    const { token } = await buildSignedIn(deps);
    const { currencies } = await refresh(token);
    expect(currencies.length).toBeGreaterThan(100);
    expect(currencies.slice(0, 3).map((c: { code: string }) => c.code)).toEqual([
      'USD',
      'CAD',
      'EUR',
    ]);
    expect(currencies[1]).toEqual({
      name: 'Canadian Dollar',
      symbol: 'CA$',
      symbolNative: '$',
      decimalDigits: 2,
      rounding: 0,
      code: 'CAD',
      namePlural: 'Canadian dollars',
    });
    expect(new Set(currencies.map((c: { code: string }) => c.code)).size).toBe(currencies.length);
  });

  it('answers the reserved words and the files stored against the plan', async () => {
    const { token, account } = await buildSignedIn(deps);
    const before = await refresh(token);
    expect(before.reserved_words).toEqual([...knownTokens]);
    expect(before.reserved_words).toContain('first_name');
    expect(before.file_storage).toEqual({ used: 0, limit: 1_073_741_824 });
    await storeFile(deps, account.id, fileStorageQuota(account.id), {
      key: `public/${account.id}/logo.png`,
      body: Buffer.alloc(2048, 1),
      purpose: 'email-image',
    });
    expect((await refresh(token)).file_storage).toEqual({ used: 2048, limit: 1_073_741_824 });
  });
});
