import { messages } from '@coachline/contract/messages';
import { phoneMessages } from '@coachline/contract/phones';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../platform/context';
import { mailOutbox } from '../../platform/outbox.tables';
import { bearer, buildSignedIn, buildStaff, testPassword, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import * as accountsRepo from '../accounts/accounts.repository';
import { unreadCounts } from './users.service';

const { app, deps } = await createTestApp();

const call = caller(app);
const signIn = (email: string) =>
  call('POST', '/auth/login', undefined, { email, password: testPassword });
const mailTo = (to: string) =>
  deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
const owner = (overrides: Parameters<typeof buildSignedIn>[1] = {}) =>
  buildSignedIn(deps, overrides);

describe('authentication', () => {
  it.each([
    ['PATCH', '/user/update-profile'],
    ['POST', '/user/change-password'],
    ['PATCH', '/user/update'],
    ['GET', '/notification/unread-count'],
    ['GET', '/membership/plan-limit'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await call(method, url, undefined, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.unauthenticated });
  });
});

describe('PATCH /api/v3/user/update-profile', () => {
  it('updates the signed-in user and answers the presented user', async () => {
    const { token, owner: user } = await owner();
    const response = await call('PATCH', '/user/update-profile', token, {
      full_name: 'Grace  Brewster Hopper',
      email: user.email.toUpperCase(),
      profile_pic: 'https://cdn.example.test/p.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 1,
      message: messages.profileUpdated,
      user: {
        id: user.id,
        email: user.email,
        fname: 'Grace',
        lname: 'Brewster Hopper',
        full_name: 'Grace Brewster Hopper',
        profile_pic: 'https://cdn.example.test/p.png',
      },
    });
    expect(response.json().user.password_hash).toBeUndefined();
    expect(response.json().pending_email).toBeUndefined();
  });

  it('changes the sign-in email only once the link sent to the new address is opened', async () => {
    const { token, owner: user } = await owner();
    const email = `renamed-${Date.now()}@example.test`;
    const response = await call('PATCH', '/user/update-profile', token, {
      email: email.toUpperCase(),
      current_password: testPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.emailChangeRequested(email),
      user: { email: user.email },
      pending_email: email,
    });
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await signIn(user.email)).statusCode).toBe(200);
    expect((await signIn(email)).statusCode).toBe(422);
    // The old address is told; the new one gets the link.
    expect((await mailTo(user.email)).at(-1)?.text).toContain(email);
    const link = (await mailTo(email)).at(-1)?.links.find((l) => l.includes('/email/'));
    const confirmToken = /\/email\/([^/]+)\/confirm/.exec(link ?? '')?.[1] ?? '';
    const confirmed = await call('POST', '/auth/confirm-email-change', undefined, {
      token: confirmToken,
    });
    expect(confirmed.json()).toEqual({ status: 1, message: messages.emailChanged(email) });
    expect((await signIn(email)).statusCode).toBe(200);
    expect((await signIn(user.email)).statusCode).toBe(422);
    const again = await call('POST', '/auth/confirm-email-change', undefined, {
      token: confirmToken,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [messages.invalidEmailChangeToken] });
  });

  it('voids an earlier email change link and refuses one whose address was taken since', async () => {
    const { token, owner: user } = await owner();
    const request = async (email: string) => {
      await call('PATCH', '/user/update-profile', token, { email, current_password: testPassword });
      const link = (await mailTo(email)).at(-1)?.links.find((l) => l.includes('/email/'));
      return /\/email\/([^/]+)\/confirm/.exec(link ?? '')?.[1] ?? '';
    };
    const first = await request(`first-${Date.now()}@example.test`);
    const secondEmail = `second-${Date.now()}@example.test`;
    const second = await request(secondEmail);
    const stale = await call('POST', '/auth/confirm-email-change', undefined, { token: first });
    expect(stale.statusCode).toBe(422);
    await owner({ email: secondEmail });
    const taken = await call('POST', '/auth/confirm-email-change', undefined, { token: second });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ token: [messages.emailTaken] });
    expect((await accountsRepo.findUserById(deps.db, user.id))?.email).toBe(user.email);
  });

  it('keeps the user own email and refuses one taken by another user', async () => {
    const first = await owner();
    const second = await owner();
    const same = await call('PATCH', '/user/update-profile', first.token, {
      email: first.owner.email,
    });
    expect(same.statusCode).toBe(200);
    const taken = await call('PATCH', '/user/update-profile', first.token, {
      email: second.owner.email,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: messages.emailTaken,
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('answers 422 with field errors for a bad body', async () => {
    const { token } = await owner();
    const response = await call('PATCH', '/user/update-profile', token, {
      email: 'nope',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.validationFailed);
    expect(response.json().errors.email).toEqual(['must be a valid email']);
  });

  it('changes the password when given, and signs out the other sessions', async () => {
    const { token, owner: user } = await owner();
    const other = await tokenFor(deps, user.id);
    const response = await call('PATCH', '/user/update-profile', token, {
      email: user.email,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
      current_password: testPassword,
    });
    expect(response.statusCode).toBe(200);
    expect((await call('GET', '/notification/unread-count', other)).statusCode).toBe(401);
    expect((await call('GET', '/notification/unread-count', token)).statusCode).toBe(200);
    const login = await call('POST', '/auth/login', undefined, {
      email: user.email,
      password: 'brand-new-pass',
    });
    expect(login.statusCode).toBe(200);
  });

  it('asks for the current password before a new email or password', async () => {
    const { token, owner: user } = await owner();
    const missing = await call('PATCH', '/user/update-profile', token, {
      email: `other-${Date.now()}@example.test`,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: [messages.currentPasswordRequired] });
    const wrong = await call('PATCH', '/user/update-profile', token, {
      email: user.email,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
      current_password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['current_password']);
    const nameOnly = await call('PATCH', '/user/update-profile', token, {
      email: user.email,
      full_name: 'Only A Name',
    });
    expect(nameOnly.statusCode).toBe(200);
  });
});

describe('POST /api/v3/user/change-password', () => {
  it('changes the password and revokes the other sessions only', async () => {
    const { token, owner: user } = await owner();
    const other = await tokenFor(deps, user.id);
    const response = await call('POST', '/user/change-password', token, {
      current_password: testPassword,
      password: 'another-password',
      password_confirmation: 'another-password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, message: messages.passwordChanged });
    expect((await call('GET', '/membership/plan-limit', other)).statusCode).toBe(401);
    expect((await call('GET', '/membership/plan-limit', token)).statusCode).toBe(200);
    const oldLogin = await call('POST', '/auth/login', undefined, {
      email: user.email,
      password: testPassword,
    });
    expect(oldLogin.statusCode).toBe(422);
    const newLogin = await call('POST', '/auth/login', undefined, {
      email: user.email,
      password: 'another-password',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('voids every unused password reset link', async () => {
    const { token, owner: user } = await owner();
    await call('POST', '/auth/forgot-password', undefined, { email: user.email });
    const link = (await mailTo(user.email)).at(-1)?.links.find((l) => l.includes('/password/'));
    const resetToken = /\/password\/([^/]+)\/reset/.exec(link ?? '')?.[1] ?? '';
    const changed = await call('POST', '/user/change-password', token, {
      current_password: testPassword,
      password: 'another-password',
      password_confirmation: 'another-password',
    });
    expect(changed.statusCode).toBe(200);
    const reset = await call('POST', '/auth/reset-password', undefined, {
      token: resetToken,
      email: user.email,
      password: 'stolen-password',
      password_confirmation: 'stolen-password',
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors.email).toEqual([messages.invalidResetToken]);
  });

  it('answers 422 on a wrong current password or a mismatched confirmation', async () => {
    const { token } = await owner();
    const wrong = await call('POST', '/user/change-password', token, {
      current_password: 'not-my-password',
      password: 'another-password',
      password_confirmation: 'another-password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: messages.currentPasswordIncorrect,
      errors: { current_password: [messages.currentPasswordIncorrect] },
    });
    const mismatch = await call('POST', '/user/change-password', token, {
      current_password: testPassword,
      password: 'another-password',
      password_confirmation: 'different-password',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
  });

  it('locks password guesses after five wrong ones', async () => {
    const { token } = await owner();
    const guess = (current: string) =>
      call('POST', '/user/change-password', token, {
        current_password: current,
        password: 'another-password',
        password_confirmation: 'another-password',
      });
    for (let i = 0; i < 5; i += 1) expect((await guess(`wrong-${i}`)).statusCode).toBe(422);
    const locked = await guess(testPassword);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });
});

describe('PATCH /api/v3/user/update', () => {
  it('lets the owner update the primary location', async () => {
    const { token, account } = await owner({ locations: ['Annex'] });
    const response = await call('PATCH', '/user/update', token, {
      businessname: 'Renamed Gym',
      timezone: 'Asia/Tokyo',
      phone: '+81 3 1234 5678',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 1,
      message: messages.primaryLocationUpdated,
      user: { businessname: 'Renamed Gym', timezone: 'Asia/Tokyo' },
    });
    const stored = await accountsRepo.findAccount(deps.db, account.id);
    expect(stored).toMatchObject({ businessname: 'Renamed Gym', phone: '+81312345678' });
  });

  it('reads the location’s number with its country and refuses one that cannot be dialled', async () => {
    const { token, account } = await owner();
    const local = await call('PATCH', '/user/update', token, {
      businessname: 'Gym',
      phone: '(212) 555-0100',
    });
    expect(local.statusCode).toBe(200);
    expect(await accountsRepo.findAccount(deps.db, account.id)).toMatchObject({
      phone: '+12125550100',
    });
    const invalid = await call('PATCH', '/user/update', token, {
      businessname: 'Gym',
      phone: '(555) 123-4567',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ phone: [phoneMessages.invalid] });
    expect(await accountsRepo.findAccount(deps.db, account.id)).toMatchObject({
      phone: '+12125550100',
    });
  });

  it('answers 403 to staff and leaves the account alone', async () => {
    const { account } = await owner();
    const staff = await buildStaff(deps, account.id, {
      permissions: { 'admin-settings': { view: true, update: true } },
    });
    const response = await call('PATCH', '/user/update', await tokenFor(deps, staff.id), {
      businessname: 'Hijacked',
    });
    expect(response.statusCode).toBe(403);
    expect((await accountsRepo.findAccount(deps.db, account.id))?.businessname).not.toBe(
      'Hijacked',
    );
  });

  it('never reaches another organization', async () => {
    const mine = await owner();
    const theirs = await owner();
    const outside = await app.inject({
      method: 'PATCH',
      url: '/api/v3/user/update',
      headers: bearer(mine.token, { 'accessed-location-id': theirs.account.id }),
      payload: { businessname: 'Hijacked' },
    });
    expect(outside.statusCode).toBe(403);
    await call('PATCH', '/user/update', mine.token, { businessname: 'Mine Only' });
    const stored = await accountsRepo.findAccount(deps.db, theirs.account.id);
    expect(stored?.businessname).toBe(theirs.account.businessname);
  });

  it('answers 422 with field errors', async () => {
    const { token } = await owner();
    const response = await call('PATCH', '/user/update', token, {
      businessname: ' ',
      timezone: 'Nowhere/Town',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      businessname: ['The businessname field is required'],
      timezone: ['The timezone is not valid'],
    });
  });
});

describe('GET /api/v3/notification/unread-count', () => {
  it('sums the registered counters: none yet, so zero', async () => {
    const { token } = await owner();
    const response = await call('GET', '/notification/unread-count', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, portal_chat: 0, sms: 0, total: 0 });
  });

  it('adds up every counter of every channel', async () => {
    const ctx = {} as RequestContext;
    const counts = await unreadCounts(deps, ctx, {
      portal_chat: [async () => 2],
      sms: [async () => 3, async () => 4],
    });
    expect(counts).toEqual({ status: 1, portal_chat: 2, sms: 7, total: 9 });
  });
});

describe('GET /api/v3/membership/plan-limit', () => {
  it('answers the membership of the organization', async () => {
    const { token, locations } = await owner({ locations: ['Annex'] });
    const response = await call('GET', '/membership/plan-limit', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      membership: { contacts_space: 2500, contacts_count: 0, contacts_used: 0 },
    });
    const fromLocation = await app.inject({
      method: 'GET',
      url: '/api/v3/membership/plan-limit',
      headers: bearer(token, { 'accessed-location-id': locations[0]!.id }),
    });
    expect(fromLocation.json().membership.contacts_space).toBe(2500);
  });
});

describe('POST /api/v3/user/update-kill-status', () => {
  it('turns the organization’s email status off and on', async () => {
    const { token, account } = await owner();
    await accountsRepo.updateAccount(deps.db, account.id, { emailStatus: false });
    const on = await call('POST', '/user/update-kill-status', token, { type: 'email', status: 1 });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ status: 1, user: { email_status: true } });
    const off = await call('POST', '/user/update-kill-status', token, { type: 'email', status: 0 });
    expect(off.json().user.email_status).toBe(false);
  });

  it('answers 422 for an unknown type and 403 for staff without admin settings', async () => {
    const { token, account } = await owner();
    const bad = await call('POST', '/user/update-kill-status', token, { type: 'fax', status: 1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['type']);
    const staff = await buildStaff(deps, account.id, {
      permissions: { 'contacts-center': { view: true } },
    });
    const denied = await call('POST', '/user/update-kill-status', await tokenFor(deps, staff.id), {
      type: 'email',
      status: 1,
    });
    expect(denied.statusCode).toBe(403);
  });

  it('is the organization’s: a company location user, free in their location, may not flip it', async () => {
    const { account, locations } = await owner({ locations: ['Branch'] });
    const branchUser = await buildStaff(deps, account.id, { locationId: locations[0]!.id });
    const denied = await call(
      'POST',
      '/user/update-kill-status',
      await tokenFor(deps, branchUser.id),
      { type: 'email', status: 0 },
    );
    expect(denied.statusCode).toBe(403);
    expect((await accountsRepo.findAccount(deps.db, account.id))?.emailStatus).toBe(true);
  });
});
