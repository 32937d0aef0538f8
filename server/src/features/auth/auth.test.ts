import { messages } from '@coachline/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/outbox.tables';
import { throttleCounters } from '../../platform/throttle.tables';
import {
  bearer,
  buildOrganization,
  buildStaff,
  testPassword,
  tokenFor,
} from '../../test/factories';
import { createTestApp } from '../../test/server';
import { updateAccount, updateUser } from '../accounts/accounts.repository';
import { users } from '../accounts/accounts.tables';
import { issueDeveloperToken, issueOneTimeToken } from './auth.service';

const { app, deps } = await createTestApp();

/** Moves the email's sign-in delay into the past, as if the caller had waited it out. */
const letDelayPass = (email: string) =>
  deps.db
    .update(throttleCounters)
    .set({ lockedUntil: new Date(Date.now() - 1000) })
    .where(eq(throttleCounters.key, `login:email:${email}`));

const login = (email: string, password: string, ip = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('POST /api/v3/auth/login', () => {
  it('signs in and answers the fields of 000 §3 at the top level', async () => {
    const { owner, account } = await buildOrganization(deps);
    const res = await login(owner.email.toUpperCase(), testPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      is_2fa_enabled: false,
      hibernated: false,
      is_account_active: true,
      module: 'contacts',
      accessed_location_id: account.id,
      company_admin_id: 0,
    });
    expect(res.json().access_token).toMatch(/^[\w-]{43}$/);
  });

  it('answers 422 with field errors for a bad body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { email: 'nope' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['must be a valid email'], password: ['The password field is required'] },
    });
  });

  it('answers 422 on the email field for wrong credentials, known or unknown email', async () => {
    const { owner } = await buildOrganization(deps);
    for (const res of [
      await login(owner.email, 'wrong-password'),
      await login('nobody@example.test', 'whatever1'),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual(['These credentials do not match our records.']);
    }
  });

  it('locks an email on one address after five failures, even with the right password', async () => {
    const { owner } = await buildOrganization(deps);
    for (let i = 0; i < 5; i++)
      expect((await login(owner.email, 'wrong-password', '10.1.0.1')).statusCode).toBe(422);
    await letDelayPass(owner.email);
    const res = await login(owner.email, testPassword, '10.1.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^Too many login attempts\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    // The owner, elsewhere, is not locked out by what happened on that address.
    expect((await login(owner.email, testPassword, '10.1.0.2')).statusCode).toBe(200);
  });

  it('slows an email down from anywhere, by growing delays, without locking its owner out', async () => {
    const { owner } = await buildOrganization(deps);
    for (let i = 0; i < 5; i++)
      expect((await login(owner.email, 'wrong-password', `10.1.1.${i}`)).statusCode).toBe(422);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const early = await login(owner.email, 'wrong-password', `10.1.2.${i}`);
      expect(early.statusCode).toBe(429);
      waits.push(Number(early.headers['retry-after']));
      await letDelayPass(owner.email);
      expect((await login(owner.email, 'wrong-password', `10.1.3.${i}`)).statusCode).toBe(422);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30]);
    await letDelayPass(owner.email);
    expect((await login(owner.email, testPassword, '10.1.4.1')).statusCode).toBe(200);
    // Signed in: the delays start again from nothing.
    expect((await login(owner.email, 'wrong-password', '10.1.4.2')).statusCode).toBe(422);
  });

  it('counts attempts sent together: five of twenty get tried, the rest are refused', async () => {
    const { owner } = await buildOrganization(deps);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(owner.email, 'wrong-password', '10.1.5.1')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('throttles an address after twenty failures across emails', async () => {
    for (let i = 0; i < 20; i++)
      await login(`ghost${i}@example.test`, 'wrong-password', '10.2.0.1');
    expect((await login('ghost@example.test', 'wrong-password', '10.2.0.1')).statusCode).toBe(429);
    expect((await login('ghost@example.test', 'wrong-password', '10.2.0.2')).statusCode).toBe(422);
  });
});

describe('sessions', () => {
  it('refresh answers the session with permissions, locations and membership', async () => {
    const { owner, account, locations } = await buildOrganization(deps, { locations: ['North'] });
    const token = await tokenFor(deps, owner.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: owner.id,
      email: owner.email,
      user_type: 'primary_account',
      checkout_enabled: true,
    });
    expect(body.locations.map((l: { id: number }) => l.id)).toEqual([account.id, locations[0]!.id]);
    expect(body.permissions['contacts-center']).toMatchObject({
      view: true,
      create: true,
      assign: true,
    });
    expect(body.membership).toEqual({ contacts_space: 2500, contacts_count: 0, contacts_used: 0 });
    expect(body.accessed.id).toBe(account.id);
  });

  it('answers 401 without a token, with a bad token and after logout', async () => {
    const { owner } = await buildOrganization(deps);
    const token = await tokenFor(deps, owner.id);
    expect((await app.inject({ method: 'POST', url: '/api/v3/auth/refresh' })).statusCode).toBe(
      401,
    );
    expect(
      (await app.inject({ method: 'POST', url: '/api/v3/auth/refresh', headers: bearer('nope') }))
        .statusCode,
    ).toBe(401);
    const out = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/logout',
      headers: bearer(token),
    });
    expect(out.json()).toEqual({ status: 1 });
    const after = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('honours accessed-location-id inside the organization and refuses another tenant with 403', async () => {
    const { owner, locations } = await buildOrganization(deps, { locations: ['East'] });
    const other = await buildOrganization(deps);
    const token = await tokenFor(deps, owner.id);
    const inside = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: bearer(token, { 'accessed-location-id': locations[0]!.id }),
    });
    expect(inside.json().accessed_location_id).toBe(locations[0]!.id);
    const outside = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: bearer(token, { 'accessed-location-id': other.account.id }),
    });
    expect(outside.statusCode).toBe(403);
    const wrongAdmin = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: bearer(token, { 'company-admin-id': 999 }),
    });
    expect(wrongAdmin.statusCode).toBe(403);
  });
});

describe('switching', () => {
  it('location access swaps the token and binds it to the location', async () => {
    const { owner, locations } = await buildOrganization(deps, { locations: ['West'] });
    const token = await tokenFor(deps, owner.id);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v3/location/${locations[0]!.id}/access`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 1,
      accessed_location_id: locations[0]!.id,
      company_admin_id: owner.id,
    });
    expect(body.access_token).not.toBe(token);
    const old = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: bearer(token),
    });
    expect(old.statusCode).toBe(401);
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: bearer(body.access_token),
    });
    expect(fresh.json().accessed.businessname).toBe('West');
  });

  it('refuses a suspended location: no switch into it, no data in it, no sign-in to it', async () => {
    const { owner, account, locations } = await buildOrganization(deps, {
      locations: ['Closed', 'Open'],
    });
    const [closed, open] = [locations[0]!, locations[1]!];
    const token = await tokenFor(deps, owner.id);
    const inside = await tokenFor(deps, owner.id, closed.id);
    const staff = await buildStaff(deps, account.id, { locationId: closed.id });
    await updateAccount(deps.db, closed.id, { isLocationSuspended: true });
    const get = (url: string, headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: `/api/v3${url}`, headers });
    const post = (url: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/v3${url}`, headers });

    const switched = await post(`/location/${closed.id}/access`, bearer(token));
    expect(switched.statusCode).toBe(403);
    expect(switched.json().message).toBe(messages.locationSuspended);
    const byHeader = await get(
      '/contact/list',
      bearer(token, { 'accessed-location-id': closed.id }),
    );
    expect(byHeader.statusCode).toBe(403);
    expect(byHeader.json().message).toBe(messages.locationSuspended);
    // A session already inside keeps the account screens (to switch away), not the data.
    expect((await get('/contact/list', bearer(inside))).json().message).toBe(
      messages.locationSuspended,
    );
    expect((await post('/auth/refresh', bearer(inside))).json().accessed.is_suspended).toBe(true);
    const leaving = await tokenFor(deps, owner.id, closed.id);
    expect((await post(`/location/${open.id}/access`, bearer(leaving))).statusCode).toBe(200);
    // Its own users cannot sign in while it is suspended; nothing of it is gone.
    const signIn = await login(staff.email, testPassword, '10.9.0.1');
    expect(signIn.statusCode).toBe(422);
    expect(signIn.json().errors.email).toEqual([messages.locationSuspended]);
    await updateAccount(deps.db, closed.id, { isLocationSuspended: false });
    expect((await login(staff.email, testPassword, '10.9.0.1')).statusCode).toBe(200);
    expect((await get('/contact/list', bearer(inside))).statusCode).toBe(200);
  });

  it('a company location user without a location acts nowhere', async () => {
    const { account } = await buildOrganization(deps);
    const [staff] = await deps.db
      .insert(users)
      .values({
        email: `nowhere-${Date.now()}@example.test`,
        passwordHash: (await buildStaff(deps, account.id)).passwordHash,
        accountId: account.id,
        companyId: account.id,
        isCompanyLocation: true,
      })
      .returning();
    const signIn = await login(staff!.email, testPassword, '10.9.1.1');
    expect(signIn.statusCode).toBe(422);
    expect(signIn.json().errors.email).toEqual([messages.noLocationToSignIn]);
    const token = await tokenFor(deps, staff!.id);
    const list = await app.inject({
      method: 'GET',
      url: '/api/v3/contact/list',
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(401);
  });

  it('another tenant’s account or location answers 404', async () => {
    const { owner } = await buildOrganization(deps);
    const other = await buildOrganization(deps, { locations: ['Far'] });
    const token = await tokenFor(deps, owner.id);
    for (const url of [
      `/api/v3/account/${other.account.id}/access`,
      `/api/v3/location/${other.locations[0]!.id}/access`,
    ]) {
      expect((await app.inject({ method: 'POST', url, headers: bearer(token) })).statusCode).toBe(
        404,
      );
    }
  });

  it('a company location user sees only their location', async () => {
    const { account, locations } = await buildOrganization(deps, { locations: ['Only', 'Hidden'] });
    const staff = await buildStaff(deps, account.id, { locationId: locations[0]!.id });
    const token = await tokenFor(deps, staff.id);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v3/auth/locations',
      headers: bearer(token),
    });
    expect(res.json()).toMatchObject({
      user_type: 'company_location_user',
      company_user_locations: [{ id: locations[0]!.id, businessname: 'Only' }],
      accessed_location: { id: locations[0]!.id },
    });
    const hidden = await app.inject({
      method: 'GET',
      url: `/api/v3/auth/location/${locations[1]!.id}/tabs`,
      headers: bearer(token),
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('tabs', () => {
  it('lists the five tab groups of a location and of the organization', async () => {
    const { owner, account, locations } = await buildOrganization(deps, { locations: ['South'] });
    const token = await tokenFor(deps, owner.id);
    const loc = await app.inject({
      method: 'GET',
      url: `/api/v3/auth/location/${locations[0]!.id}/tabs`,
      headers: bearer(token),
    });
    expect(Object.keys(loc.json().tabs)).toEqual(['leads', 'trials', 'clients', 'staff', 'lost']);
    expect(loc.json().tabs.leads).toEqual([{ title: 'Leads', value: 'lead' }]);
    const org = await app.inject({
      method: 'GET',
      url: `/api/v3/auth/organization/${account.id}/tabs`,
      headers: bearer(token),
    });
    expect(org.statusCode).toBe(200);
    const notOrg = await app.inject({
      method: 'GET',
      url: `/api/v3/auth/organization/${locations[0]!.id}/tabs`,
      headers: bearer(token),
    });
    expect(notOrg.statusCode).toBe(404);
  });
});

describe('password reset', () => {
  it('mails a link whose token resets the password once', async () => {
    const { owner } = await buildOrganization(deps);
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/forgot-password',
      payload: { email: owner.email },
    });
    expect(forgot.json()).toEqual({
      status: 1,
      message: 'We have emailed your password reset link!',
    });
    const [mail] = await deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    const link = mail!.links.find((l) => l.includes('/password/'))!;
    const token = link.match(/\/password\/([^/]+)\/reset/)![1]!;
    const payload = {
      token,
      email: owner.email,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    };
    const reset = await app.inject({ method: 'POST', url: '/api/v3/auth/reset-password', payload });
    expect(reset.json()).toEqual({ status: 1, message: 'Your password has been reset!' });
    expect((await login(owner.email, 'brand-new-pass')).statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/v3/auth/reset-password', payload });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['This password reset token is invalid.']);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/forgot-password',
      payload: { email: 'unknown@example.test' },
    });
    expect(res.json().status).toBe(1);
    expect(
      await deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'unknown@example.test')),
    ).toEqual([]);
  });

  it('rejects mismatched confirmation with 422', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/reset-password',
      payload: {
        token: 'x',
        email: 'a@b.co',
        password: 'longenough',
        password_confirmation: 'different1',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password_confirmation).toEqual([
      'The password confirmation does not match.',
    ]);
  });
});

describe('token logins', () => {
  it('auto-login, playbook and order-provider tokens sign in once', async () => {
    const { owner } = await buildOrganization(deps);
    const cases = [
      ['/api/v3/auth/auto-login', 'auto-login'],
      ['/api/v3/auth/login-with-playbook-token', 'playbook-login'],
      ['/api/v3/auth/login-with-samcart-token', 'samcart-login'],
    ] as const;
    for (const [url, purpose] of cases) {
      const token = await issueOneTimeToken(deps, owner.id, purpose, 60_000);
      const first = await app.inject({ method: 'POST', url, payload: { token } });
      expect(first.statusCode).toBe(200);
      expect(first.json().access_token).toBeTruthy();
      expect((await app.inject({ method: 'POST', url, payload: { token } })).statusCode).toBe(422);
    }
  });

  it('a token of one purpose does not open another', async () => {
    const { owner } = await buildOrganization(deps);
    const token = await issueOneTimeToken(deps, owner.id, 'playbook-login', 60_000);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/auto-login',
      payload: { token },
    });
    expect(res.statusCode).toBe(422);
  });

  it('developer login needs the user’s developer token', async () => {
    const { owner } = await buildOrganization(deps);
    const token = await issueDeveloperToken(deps.db, owner.id);
    expect(
      (await app.inject({ method: 'POST', url: `/api/v3/developer/${owner.id}/${token}/login` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: `/api/v3/developer/${owner.id}/wrong/login` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('account states', () => {
  it('reports hibernated and inactive accounts at sign-in', async () => {
    const { owner, account } = await buildOrganization(deps);
    await updateAccount(deps.db, account.id, {
      hibernated: true,
      isAccountActive: false,
      module: 'forms',
    });
    const res = await login(owner.email, testPassword, '10.3.0.1');
    expect(res.json()).toMatchObject({
      hibernated: true,
      is_account_active: false,
      module: 'forms',
    });
  });

  it('marks the latest version seen', async () => {
    const { owner } = await buildOrganization(deps);
    const token = await tokenFor(deps, owner.id);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v3/app/latest-version',
      headers: bearer(token),
    });
    expect(res.json()).toEqual({ status: 1, version: deps.config.appVersion });
  });
});

describe('session cache', () => {
  it('sees a changed user, account or session on the very next request', async () => {
    const { owner, account } = await buildOrganization(deps);
    const token = await tokenFor(deps, owner.id);
    const refresh = () =>
      app.inject({ method: 'POST', url: '/api/v3/auth/refresh', headers: bearer(token) });
    expect((await refresh()).json().user.fname).toBe('Test');
    await updateUser(deps.db, owner.id, { fname: 'Renamed' });
    expect((await refresh()).json().user.fname).toBe('Renamed');
    await updateAccount(deps.db, account.id, { checkoutEnabled: false });
    expect((await refresh()).json().user.checkout_enabled).toBe(false);
    await updateUser(deps.db, owner.id, { isSuspended: true });
    expect((await refresh()).statusCode).toBe(401);
  });
});

describe('hardening', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    for (let i = 0; i < 20; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/v3/auth/login',
        payload: { email: `nobody${i}@example.test`, password: 'wrong-password' },
        remoteAddress: '10.7.0.1',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
    }
    const next = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { email: 'nobody@example.test', password: 'wrong-password' },
      remoteAddress: '10.7.0.1',
      headers: { 'x-forwarded-for': '192.0.2.99' },
    });
    expect(next.statusCode).toBe(429);
  });

  it('keeps the data areas closed while the account is not usable, the account screens open', async () => {
    const { owner, account } = await buildOrganization(deps);
    const token = await tokenFor(deps, owner.id);
    await updateAccount(deps.db, account.id, { isAccountActive: false });
    const list = await app.inject({
      method: 'GET',
      url: '/api/v3/contact/list',
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(
      'Your account is not active. Please reactivate it to continue.',
    );
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: bearer(token),
    });
    expect(refresh.json().user.is_account_active).toBe(false);
    await updateAccount(deps.db, account.id, { isAccountActive: true });
    const again = await app.inject({
      method: 'GET',
      url: '/api/v3/contact/list',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(200);
  });

  it('gives a session waiting for its second factor nothing but the code check and logout', async () => {
    const { owner } = await buildOrganization(deps);
    await updateUser(deps.db, owner.id, { twofaEnabled: true, twofaSecret: 'JBSWY3DPEHPK3PXP' });
    const res = await login(owner.email, testPassword, '10.8.0.1');
    const token = res.json().access_token;
    expect(res.json().is_2fa_enabled).toBe(true);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: bearer(token),
    });
    expect(refresh.statusCode).toBe(403);
    const out = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
  });

  it('ends a location session once the user may no longer act there', async () => {
    const { account, locations } = await buildOrganization(deps, { locations: ['Granted'] });
    const staff = await buildStaff(deps, account.id, { locationId: locations[0]!.id });
    const token = await tokenFor(deps, staff.id);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: bearer(token),
    });
    expect(ok.statusCode).toBe(200);
    const other = await buildOrganization(deps, { locations: ['Elsewhere'] });
    await updateUser(deps.db, staff.id, {
      locationId: other.locations[0]!.id,
      companyId: other.account.id,
    });
    const after = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
  });
});
