import {
  checkoutEmailDefaults,
  checkoutMessages,
  checkoutTokenLifetimeSeconds,
} from '@coachline/contract/checkout';
import { messages } from '@coachline/contract/messages';
import { describe, expect, it } from 'vitest';
import { bearer, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import * as accountsRepo from '../accounts/accounts.repository';
import { issueCheckoutToken, sessionOfCheckoutToken } from './checkout.tokens';

const { app, deps } = await createTestApp();

const v3 = caller(app);
const checkout = caller(app, '/api/checkout');

async function signedIn(overrides: Parameters<typeof buildSignedIn>[1] = {}) {
  const organization = await buildSignedIn(deps, overrides);
  const made = await checkout('POST', '/user/create-token', undefined, {
    email: organization.owner.email.toUpperCase(),
    account_id: organization.accountId,
    access_token: organization.token,
  });
  return { ...organization, made };
}

describe('the checkout token', () => {
  it('is made from the identity and access token, and opens the checkout API only', async () => {
    const { made, token, accountId } = await signedIn({ locations: ['Downtown'] });
    expect(made.statusCode).toBe(200);
    const { token: checkoutToken, expires_in } = made.json();
    expect(expires_in).toBe(checkoutTokenLifetimeSeconds);
    expect(checkoutToken).toMatch(/^ck1\./);

    const listed = await checkout('GET', '/user/locations', checkoutToken);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().accessed_location.id).toBe(accountId);
    expect(
      listed.json().company_user_locations.map((l: { businessname: string }) => l.businessname),
    ).toContain('Downtown');
    // Each token stays on its own API.
    expect((await checkout('GET', '/user/locations', token)).statusCode).toBe(401);
    expect((await v3('GET', '/auth/locations', checkoutToken)).statusCode).toBe(401);
  });

  it('acts in the location the accessed-location-id header names, as the main API does', async () => {
    const { made, locations } = await signedIn({ locations: ['Uptown'] });
    const uptown = locations[0]!.id;
    const response = await app.inject({
      method: 'GET',
      url: '/api/checkout/user/locations',
      headers: bearer(made.json().token, { 'accessed-location-id': uptown }),
    });
    expect(response.json().accessed_location.id).toBe(uptown);
    const other = await buildSignedIn(deps);
    const outside = await app.inject({
      method: 'GET',
      url: '/api/checkout/user/locations',
      headers: bearer(made.json().token, { 'accessed-location-id': other.accountId }),
    });
    expect(outside.statusCode).toBe(403);
  });

  it('refuses an identity that does not go with the access token', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const other = await buildSignedIn(deps);
    for (const body of [
      { email: other.owner.email, account_id: accountId, access_token: token },
      { email: 'nobody@example.test', account_id: accountId, access_token: 'not-a-token' },
      // A location the user may not enter.
      { email: other.owner.email, account_id: accountId, access_token: other.token },
    ]) {
      const refused = await checkout('POST', '/user/create-token', undefined, body);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: checkoutMessages.tokenRefused });
    }
    const invalid = await checkout('POST', '/user/create-token', undefined, { email: 'x' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(
      expect.arrayContaining(['email', 'account_id', 'access_token']),
    );
  });

  it('is not made, and not taken, where the organization does not sell', async () => {
    const { made } = await signedIn({ checkoutEnabled: false });
    expect(made.statusCode).toBe(404);
    // A token made before checkout was switched off stops working with it.
    const selling = await signedIn();
    const checkoutToken = selling.made.json().token;
    await accountsRepo.updateAccount(deps.db, selling.accountId, { checkoutEnabled: false });
    expect((await checkout('GET', '/user/locations', checkoutToken)).statusCode).toBe(404);
  });

  it('ends with its session: a sign-out ends the checkout tokens made from it', async () => {
    const { made, token } = await signedIn();
    const checkoutToken = made.json().token;
    expect((await checkout('GET', '/user/locations', checkoutToken)).statusCode).toBe(200);
    await v3('POST', '/auth/logout', token);
    const after = await checkout('GET', '/user/locations', checkoutToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: messages.unauthenticated });
  });

  it('needs the checkouts permission, like every checkout call', async () => {
    const { accountId } = await buildSignedIn(deps);
    const staff = await buildStaff(deps, accountId, { permissions: {} });
    const staffToken = await tokenFor(deps, staff.id);
    const made = await checkout('POST', '/user/create-token', undefined, {
      email: staff.email,
      account_id: accountId,
      access_token: staffToken,
    });
    expect(made.statusCode).toBe(200);
    expect((await checkout('GET', '/user/locations', made.json().token)).statusCode).toBe(403);
  });

  it('is refused once expired, altered or signed for another use', async () => {
    const { made } = await signedIn();
    const good: string = made.json().token;
    const sessionId = sessionOfCheckoutToken(deps, good)!;
    expect(sessionId).toBeGreaterThan(0);
    const expired = issueCheckoutToken(
      deps,
      sessionId,
      Date.now() - 2 * checkoutTokenLifetimeSeconds * 1000,
    );
    const [, , expires, mac] = good.split('.');
    const otherSession = `ck1.${sessionId + 1}.${expires}.${mac}`;
    for (const token of [expired, otherSession, `${good}x`, good.replace('ck1.', 'ck2.')]) {
      expect(sessionOfCheckoutToken(deps, token)).toBeUndefined();
      expect((await checkout('GET', '/user/locations', token)).statusCode).toBe(401);
    }
  });
});

describe('company settings', () => {
  it("start from the location's currency and its symbol, and save the fields sent", async () => {
    const { made, token, accountId } = await signedIn();
    const bearerToken = made.json().token;
    const first = await checkout('GET', '/setting/company-settings', bearerToken);
    expect(first.json().company_setting).toMatchObject({
      currency: 'USD',
      symbol: '$',
      support_email: null,
      updated_at: null,
    });

    const saved = await checkout('PATCH', '/setting/update-company-settings', bearerToken, {
      support_email: ' Help@Example.test ',
      tax_id: 'VAT 123',
      statement_descriptor: 'IRON GYM',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(checkoutMessages.companySettingsSaved);
    expect(saved.json().company_setting).toMatchObject({
      support_email: 'help@example.test',
      tax_id: 'VAT 123',
      statement_descriptor: 'IRON GYM',
    });
    // A field left out stays; an empty one is cleared.
    const cleared = await checkout('PATCH', '/setting/update-company-settings', bearerToken, {
      tax_id: '',
    });
    expect(cleared.json().company_setting).toMatchObject({
      support_email: 'help@example.test',
      tax_id: null,
    });

    // The currency is the location's own: admin settings show the change.
    const euro = await checkout('PATCH', '/setting/update-company-currency-settings', bearerToken, {
      currency: 'eur',
    });
    expect(euro.json().company_setting).toMatchObject({ currency: 'EUR', symbol: '€' });
    const admin = await v3('GET', `/admin-setting/${accountId}/account-setting`, token);
    expect(admin.json().setting.currency).toBe('EUR');
    const own = await checkout('PATCH', '/setting/update-company-currency-settings', bearerToken, {
      currency: 'CAD',
      symbol: 'CA$',
    });
    expect(own.json().company_setting).toMatchObject({ currency: 'CAD', symbol: 'CA$' });
  });

  it('refuse what cannot be saved, naming the field', async () => {
    const { made } = await signedIn();
    const bearerToken = made.json().token;
    const unknown = await checkout(
      'PATCH',
      '/setting/update-company-currency-settings',
      bearerToken,
      {
        currency: 'XYZ',
      },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.currency).toEqual([checkoutMessages.unknownCurrency]);
    const bad = await checkout('PATCH', '/setting/update-company-settings', bearerToken, {
      support_email: 'nope',
      statement_descriptor: '1 <b>',
      symbol: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'statement_descriptor',
      'support_email',
      'symbol',
    ]);
  });

  it("are the location's own: another location starts from the defaults", async () => {
    const { made, locations } = await signedIn({ locations: ['Uptown'] });
    const bearerToken = made.json().token;
    await checkout('PATCH', '/setting/update-company-settings', bearerToken, { tax_id: 'T-1' });
    const uptown = await app.inject({
      method: 'GET',
      url: '/api/checkout/setting/company-settings',
      headers: bearer(bearerToken, { 'accessed-location-id': locations[0]!.id }),
    });
    expect(uptown.json().company_setting.tax_id).toBeNull();
  });
});

describe('email settings', () => {
  it('list the three emails as they come, then as saved', async () => {
    const { made } = await signedIn();
    const bearerToken = made.json().token;
    const listed = await checkout('GET', '/setting/email-settings', bearerToken);
    expect(listed.json().email_settings).toEqual(
      [1, 2, 3].map((type) =>
        expect.objectContaining({
          type,
          subject: checkoutEmailDefaults[type as 1 | 2 | 3].subject,
          is_enabled: true,
          updated_at: null,
        }),
      ),
    );
    expect(listed.json().variables).toContain('{{update_card_url}}');

    const saved = await checkout('PATCH', '/setting/update-email-settings', bearerToken, {
      type: 3,
      subject: 'Card declined',
      body: 'Hi {{first_name}}, update your card: {{update_card_url}}',
      is_enabled: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().email_setting).toMatchObject({ type: 3, subject: 'Card declined' });
    const again = (await checkout('GET', '/setting/email-settings', bearerToken)).json();
    expect(again.email_settings[2]).toMatchObject({ subject: 'Card declined', is_enabled: false });
    expect(again.email_settings[0].subject).toBe(checkoutEmailDefaults[1].subject);

    const wrong = await checkout('PATCH', '/setting/update-email-settings', bearerToken, {
      type: 4,
      subject: '',
      body: 'x',
      is_enabled: true,
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['subject', 'type']);
  });

  it('change only with the checkouts update permission', async () => {
    const { accountId } = await buildSignedIn(deps);
    const staff = await buildStaff(deps, accountId, {
      permissions: { checkouts: { view: true } },
    });
    const made = await checkout('POST', '/user/create-token', undefined, {
      email: staff.email,
      account_id: accountId,
      access_token: await tokenFor(deps, staff.id),
    });
    const staffToken = made.json().token;
    expect((await checkout('GET', '/setting/email-settings', staffToken)).statusCode).toBe(200);
    const refused = await checkout('PATCH', '/setting/update-email-settings', staffToken, {
      type: 1,
      subject: 'x',
      body: 'y',
      is_enabled: true,
    });
    expect(refused.statusCode).toBe(403);
  });
});
