import { messages } from '@coachline/contract/messages';
import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/crypto';
import { mailOutbox } from '../../platform/outbox.tables';
import { bearer, buildSignedIn, buildStaff, testPassword, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import * as accountsRepo from '../accounts/accounts.repository';
import { sealStoredSecrets } from '../auth/auth.twofa';

const { app, deps } = await createTestApp();

const call = caller(app, '');
const owner = (overrides: Parameters<typeof buildSignedIn>[1] = {}) =>
  buildSignedIn(deps, overrides);

const login = (email: string) =>
  call('POST', '/api/v3/auth/login', undefined, { email, password: testPassword });

/** The TOTP code `steps` 30-second steps from now: each code is accepted once only. */
const codeAt = (secret: string, steps: number) =>
  authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

async function enableTwofa(token: string) {
  const generated = await call('GET', '/api/v3/billing/generate-twofa-codes', token);
  const { secret, recovery_codes } = generated.json() as {
    secret: string;
    recovery_codes: string[];
  };
  const enabled = await call('POST', '/api/v3/billing/enable-twofa', token, {
    code: authenticator.generate(secret),
  });
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: recovery_codes };
}

describe('authentication', () => {
  it.each([
    ['GET', '/api/v3/billing/generate-twofa-codes'],
    ['POST', '/api/v3/billing/enable-twofa'],
    ['POST', '/api/v3/billing/disable-twofa'],
    ['POST', '/api/v3/billing/activate-suspended-account'],
    ['POST', '/api/v3/billing/change-email'],
    ['POST', '/api/billing/stripe/skip-trial'],
    ['GET', '/api/v2/stripe/billing-notifications'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await call(method, url, undefined, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.unauthenticated });
  });

  it('answers 401 to a revoked token on the separate APIs too', async () => {
    const { token } = await owner();
    await call('POST', '/api/v3/auth/logout', token);
    expect((await call('GET', '/api/v2/stripe/billing-notifications', token)).statusCode).toBe(401);
    const skip = await call('POST', '/api/billing/stripe/skip-trial', token, {
      password: testPassword,
    });
    expect(skip.statusCode).toBe(401);
  });
});

describe('two-factor authentication', () => {
  it('generates a pending secret and eight recovery codes, kept hashed', async () => {
    const { token, owner: user } = await owner();
    const response = await call('GET', '/api/v3/billing/generate-twofa-codes', token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(1);
    expect(body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Coachline:/);
    expect(body.otpauth_url).toContain(`secret=${body.secret}`);
    expect(body.recovery_codes).toHaveLength(8);
    for (const code of body.recovery_codes) expect(code).toMatch(/^[a-z]{4}-[a-z]{4}$/);
    const stored = await accountsRepo.findUserById(deps.db, user.id);
    // The secret is sealed with the app key, never stored as it is.
    expect(stored?.twofaPendingSecret).not.toContain(body.secret);
    expect(deps.secrets.open(stored?.twofaPendingSecret ?? '')).toBe(body.secret);
    expect(stored?.twofaSecret).toBeNull();
    expect(stored?.twofaEnabled).toBe(false);
    // Each recovery code is an argon2id hash with its own salt.
    const hashes = stored?.twofaRecoveryCodes ?? [];
    expect(hashes).toHaveLength(8);
    expect(new Set(hashes.map((h) => h.split('$')[4])).size).toBe(8);
    for (const [i, hash] of hashes.entries()) {
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(hash, body.recovery_codes[i])).toBe(true);
    }
  });

  it('enables with a code of the pending secret, then sign-in asks for the second factor', async () => {
    const { token, owner: user, account } = await owner();
    const { secret, recoveryCodes } = await enableTwofa(token);
    const stored = await accountsRepo.findUserById(deps.db, user.id);
    expect(stored).toMatchObject({ twofaEnabled: true, twofaPendingSecret: null });
    expect(deps.secrets.open(stored?.twofaSecret ?? '')).toBe(secret);

    const signIn = await login(user.email);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().is_2fa_enabled).toBe(true);
    const pending = signIn.json().access_token;
    const blocked = await call('GET', '/api/v3/notification/unread-count', pending);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: messages.twofaRequired });
    expect((await call('GET', '/api/v2/stripe/billing-notifications', pending)).statusCode).toBe(
      403,
    );

    const wrong = await call('POST', '/api/v3/auth/verify-twofa', pending, { code: '000000' });
    if (authenticator.generate(secret) !== '000000') expect(wrong.statusCode).toBe(422);
    // The code that enabled two-factor is spent: the next one signs in.
    const verified = await call('POST', '/api/v3/auth/verify-twofa', pending, {
      code: codeAt(secret, 1),
    });
    expect(verified.statusCode).toBe(200);
    // A fresh token for the verified session; the pending one is dead.
    const fresh = verified.json().access_token;
    expect(verified.json()).toMatchObject({
      is_2fa_enabled: false,
      accessed_location_id: account.id,
    });
    expect(fresh).not.toBe(pending);
    expect((await call('GET', '/api/v3/notification/unread-count', fresh)).statusCode).toBe(200);
    expect((await call('GET', '/api/v3/notification/unread-count', pending)).statusCode).toBe(401);
    const verifyAgain = await call('POST', '/api/v3/auth/verify-twofa', pending, {
      code: codeAt(secret, 2),
    });
    expect(verifyAgain.statusCode).toBe(401);

    // A recovery code stands in for the app, once.
    const recoveryCode = recoveryCodes[0]!;
    const second = (await login(user.email)).json().access_token;
    const recovered = await call('POST', '/api/v3/auth/verify-twofa', second, {
      code: recoveryCode,
    });
    expect(recovered.statusCode).toBe(200);
    const third = (await login(user.email)).json().access_token;
    const reused = await call('POST', '/api/v3/auth/verify-twofa', third, { code: recoveryCode });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ code: [messages.invalidTwofaCode] });
    const other = await call('POST', '/api/v3/auth/verify-twofa', third, {
      code: recoveryCodes[1],
    });
    expect(other.statusCode).toBe(200);
  });

  it('accepts a code once only, whoever sends it again', async () => {
    const { token, owner: user } = await owner();
    const { secret } = await enableTwofa(token);
    const first = (await login(user.email)).json().access_token;
    // The code of the step that enabled two-factor was used already.
    const replayed = await call('POST', '/api/v3/auth/verify-twofa', first, {
      code: codeAt(secret, 0),
    });
    expect(replayed.statusCode).toBe(422);
    const next = codeAt(secret, 1);
    expect(
      (await call('POST', '/api/v3/auth/verify-twofa', first, { code: next })).statusCode,
    ).toBe(200);
    const second = (await login(user.email)).json().access_token;
    const again = await call('POST', '/api/v3/auth/verify-twofa', second, { code: next });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: [messages.invalidTwofaCode] });
  });

  it('lets only one of two requests with the same code through', async () => {
    const { token, owner: user } = await owner();
    const { secret } = await enableTwofa(token);
    const pending = await Promise.all([login(user.email), login(user.email)]);
    const code = codeAt(secret, 1);
    const answers = await Promise.all(
      pending.map((p) =>
        call('POST', '/api/v3/auth/verify-twofa', p.json().access_token, { code }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
  });

  it('ends the other sessions when two-factor is turned on or off', async () => {
    const { token, owner: user } = await owner();
    const other = await tokenFor(deps, user.id);
    const { secret } = await enableTwofa(token);
    expect((await call('GET', '/api/v3/notification/unread-count', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/v3/notification/unread-count', token)).statusCode).toBe(200);
    const another = await tokenFor(deps, user.id);
    const disabled = await call('POST', '/api/v3/billing/disable-twofa', token, {
      password: testPassword,
      code: codeAt(secret, 1),
    });
    expect(disabled.statusCode).toBe(200);
    expect((await call('GET', '/api/v3/notification/unread-count', another)).statusCode).toBe(401);
    expect((await call('GET', '/api/v3/notification/unread-count', token)).statusCode).toBe(200);
  });

  it('refuses to regenerate or re-enable while enabled', async () => {
    const { token } = await owner();
    await enableTwofa(token);
    const regenerate = await call('GET', '/api/v3/billing/generate-twofa-codes', token);
    expect(regenerate.statusCode).toBe(422);
    expect(regenerate.json().errors).toEqual({ twofa: [messages.twofaAlreadyEnabled] });
    const again = await call('POST', '/api/v3/billing/enable-twofa', token, { code: '123456' });
    expect(again.statusCode).toBe(422);
  });

  it('answers 422 for a wrong code, no pending secret or a malformed code', async () => {
    const { token } = await owner();
    const notStarted = await call('POST', '/api/v3/billing/enable-twofa', token, {
      code: '123456',
    });
    expect(notStarted.statusCode).toBe(422);
    expect(notStarted.json()).toEqual({
      message: messages.twofaNotStarted,
      errors: { code: [messages.twofaNotStarted] },
    });
    const { secret } = (await call('GET', '/api/v3/billing/generate-twofa-codes', token)).json();
    const valid = authenticator.generate(secret);
    const wrongCode = valid === '111111' ? '222222' : '111111';
    const wrong = await call('POST', '/api/v3/billing/enable-twofa', token, { code: wrongCode });
    // A code of a neighbouring step could match; that is what the window allows.
    if (wrong.statusCode !== 200) {
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ code: [messages.invalidTwofaCode] });
    }
    const malformed = await call('POST', '/api/v3/billing/enable-twofa', token, { code: '12' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ code: ['The code must be 6 digits'] });
  });

  it('locks setup codes after five wrong ones', async () => {
    const { token } = await owner();
    const { secret } = (await call('GET', '/api/v3/billing/generate-twofa-codes', token)).json();
    const validNow = new Set(
      [-1, 0, 1].map((step) =>
        authenticator.clone({ epoch: Date.now() + step * 30_000 }).generate(secret),
      ),
    );
    const wrongCodes = [
      '111111',
      '222222',
      '333333',
      '444444',
      '555555',
      '666666',
      '777777',
      '888888',
    ]
      .filter((code) => !validNow.has(code))
      .slice(0, 5);
    for (const code of wrongCodes) {
      expect((await call('POST', '/api/v3/billing/enable-twofa', token, { code })).statusCode).toBe(
        422,
      );
    }
    const locked = await call('POST', '/api/v3/billing/enable-twofa', token, {
      code: authenticator.generate(secret),
    });
    expect(locked.statusCode).toBe(429);
  });

  it('disables with the password and a code, and sign-in no longer asks', async () => {
    const { token, owner: user } = await owner();
    const { secret, recoveryCodes } = await enableTwofa(token);
    const wrong = await call('POST', '/api/v3/billing/disable-twofa', token, {
      password: 'nope-nope',
      code: codeAt(secret, 1),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: messages.passwordIncorrect,
      errors: { password: [messages.passwordIncorrect] },
    });
    const missing = await call('POST', '/api/v3/billing/disable-twofa', token, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['code', 'password']);
    // The password alone is not enough: a session left open must not switch it off.
    const badCode = await call('POST', '/api/v3/billing/disable-twofa', token, {
      password: testPassword,
      code: 'aaaa-aaaa',
    });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().errors).toEqual({ code: [messages.invalidTwofaCode] });
    expect((await accountsRepo.findUserById(deps.db, user.id))?.twofaEnabled).toBe(true);

    // A recovery code stands in for the app here too.
    const disabled = await call('POST', '/api/v3/billing/disable-twofa', token, {
      password: testPassword,
      code: recoveryCodes[0],
    });
    expect(disabled.json()).toEqual({ status: 1, message: messages.twofaDisabled });
    const stored = await accountsRepo.findUserById(deps.db, user.id);
    expect(stored).toMatchObject({
      twofaEnabled: false,
      twofaSecret: null,
      twofaRecoveryCodes: [],
    });
    expect((await login(user.email)).json().is_2fa_enabled).toBe(false);
  });

  it('seals secrets stored before sealing, at start-up, and they keep working', async () => {
    const { token, owner: user } = await owner();
    const { secret } = await enableTwofa(token);
    await accountsRepo.updateUser(deps.db, user.id, { twofaSecret: secret });
    expect(await sealStoredSecrets(deps)).toBeGreaterThanOrEqual(1);
    const stored = await accountsRepo.findUserById(deps.db, user.id);
    expect(stored?.twofaSecret).toMatch(/^v1:/);
    expect(await sealStoredSecrets(deps)).toBe(0);
    const pending = (await login(user.email)).json().access_token;
    const verified = await call('POST', '/api/v3/auth/verify-twofa', pending, {
      code: codeAt(secret, 1),
    });
    expect(verified.statusCode).toBe(200);
  });

  it('is per user: staff set up their own second factor', async () => {
    const { account, owner: user } = await owner();
    const staff = await buildStaff(deps, account.id);
    await enableTwofa(await tokenFor(deps, staff.id));
    expect((await accountsRepo.findUserById(deps.db, user.id))?.twofaEnabled).toBe(false);
    expect((await login(staff.email)).json().is_2fa_enabled).toBe(true);
  });
});

describe('POST /api/v3/billing/activate-suspended-account', () => {
  it('wakes the hibernated account of the owner', async () => {
    const { token, account } = await owner();
    await accountsRepo.updateAccount(deps.db, account.id, { hibernated: true });
    const response = await call('POST', '/api/v3/billing/activate-suspended-account', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, message: messages.accountReactivated });
    expect((await accountsRepo.findAccount(deps.db, account.id))?.hibernated).toBe(false);
  });

  it('answers 403 to staff and to an owner acting in another organization', async () => {
    const { account } = await owner();
    await accountsRepo.updateAccount(deps.db, account.id, { hibernated: true });
    const staff = await buildStaff(deps, account.id);
    const response = await call(
      'POST',
      '/api/v3/billing/activate-suspended-account',
      await tokenFor(deps, staff.id),
    );
    expect(response.statusCode).toBe(403);
    const outsider = await owner();
    const outside = await app.inject({
      method: 'POST',
      url: '/api/v3/billing/activate-suspended-account',
      headers: bearer(outsider.token, { 'accessed-location-id': account.id }),
    });
    expect(outside.statusCode).toBe(403);
    expect((await accountsRepo.findAccount(deps.db, account.id))?.hibernated).toBe(true);
  });
});

describe('activating a suspended account', () => {
  const activate = (token: string) =>
    call('POST', '/api/v3/billing/activate-suspended-account', token);

  it('lets the owner lift a suspension while the subscription is in good standing', async () => {
    const { token, account } = await owner();
    await accountsRepo.updateAccount(deps.db, account.id, { isAccountSuspended: true });
    // The data areas are closed while suspended, the account call open.
    expect((await call('GET', '/api/v3/tag/list', token)).statusCode).toBe(403);
    const response = await activate(token);
    expect(response.json()).toEqual({ status: 1, message: messages.accountReactivated });
    expect((await accountsRepo.findAccount(deps.db, account.id))?.isAccountSuspended).toBe(false);
    expect((await call('GET', '/api/v3/tag/list', token)).statusCode).toBe(200);
  });

  it.each([
    ['a failed payment', { isPaymentFailed: true }],
    ['a cancelled subscription', { status: 'canceled' }],
    ['a special plan', { isSpecialPlan: true }],
  ] as const)('sends the owner to support after %s', async (_case, subscription) => {
    const { token, account } = await owner();
    await accountsRepo.updateAccount(deps.db, account.id, { isAccountSuspended: true });
    await accountsRepo.updateSubscription(deps.db, account.id, subscription);
    const response = await activate(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.accountNeedsSupport });
    expect((await accountsRepo.findAccount(deps.db, account.id))?.isAccountSuspended).toBe(true);
  });

  it('answers 403 to staff of a suspended account', async () => {
    const { account } = await owner();
    await accountsRepo.updateAccount(deps.db, account.id, { isAccountSuspended: true });
    const staff = await buildStaff(deps, account.id, {
      permissions: { 'admin-settings': { view: true, update: true } },
    });
    expect((await activate(await tokenFor(deps, staff.id))).statusCode).toBe(403);
    expect((await accountsRepo.findAccount(deps.db, account.id))?.isAccountSuspended).toBe(true);
  });
});

describe('POST /api/v3/billing/change-email', () => {
  const mailTo = (to: string) =>
    deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);

  it('mails a link to the new address, tells the old one, and changes on the link only', async () => {
    const { token, owner: user } = await owner();
    const email = `moved-${Date.now()}@example.test`;
    const response = await call('POST', '/api/v3/billing/change-email', token, {
      email: email.toUpperCase(),
      password: testPassword,
    });
    expect(response.json()).toEqual({ status: 1, message: messages.emailChangeLinkSent(email) });
    expect((await login(user.email)).statusCode).toBe(200);
    expect((await mailTo(user.email)).at(-1)?.text).toContain(email);
    const link = (await mailTo(email)).at(-1)?.links.find((l) => l.includes('/email/'));
    const confirmToken = /\/email\/([^/]+)\/confirm/.exec(link ?? '')?.[1] ?? '';
    const confirmed = await call('POST', '/api/v3/auth/confirm-email-change', undefined, {
      token: confirmToken,
    });
    expect(confirmed.json()).toEqual({ status: 1, message: messages.emailChanged(email) });
    expect((await login(email)).statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(422);
  });

  it('answers 422 for a wrong password, a taken or the same email, and a bad body', async () => {
    const { token, owner: user } = await owner();
    const taken = await owner();
    const cases = [
      [{ email: 'new@example.test', password: 'nope-nope' }, 'password'],
      [{ email: taken.owner.email, password: testPassword }, 'email'],
      [{ email: user.email, password: testPassword }, 'email'],
      [{ email: 'not-an-email', password: testPassword }, 'email'],
      [{ email: 'new@example.test' }, 'password'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await call('POST', '/api/v3/billing/change-email', token, body);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const sent = await deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'new@example.test'));
    expect(sent).toEqual([]);
  });
});

describe('POST /api/billing/stripe/skip-trial', () => {
  const skip = (token: string, payload: object) =>
    call('POST', '/api/billing/stripe/skip-trial', token, payload);

  it('ends the trial of the owner after the password', async () => {
    const { token, account } = await owner({ trialDays: 14 });
    const before = await call('GET', '/api/v2/stripe/billing-notifications', token);
    expect(before.json().has_trial).toBe(true);

    const response = await skip(token, { password: testPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, message: messages.paidSubscriptionStarted });
    const stored = await accountsRepo.findAccount(deps.db, account.id);
    expect(stored).toMatchObject({ hasTrialPeriod: false, isAccountActive: true });
    expect((await accountsRepo.findSubscription(deps.db, account.id))?.status).toBe('active');
    const refresh = await call('POST', '/api/v3/auth/refresh', token);
    expect(refresh.json().subscription.subsctiption_status).toBe('active');
    expect(refresh.json().user.has_trial_period).toBe(false);

    const again = await skip(token, { password: testPassword });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ subscription: [messages.noTrialToSkip] });
  });

  it('answers 422 for a missing, short or wrong password', async () => {
    const { token, account } = await owner({ trialDays: 14 });
    const missing = await skip(token, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: messages.validationFailed,
      errors: { password: ['The password field is required'] },
    });
    const short = await skip(token, { password: 'short' });
    expect(short.json().errors).toEqual({ password: ['must be at least 8 characters'] });
    const wrong = await skip(token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [messages.passwordIncorrect] });
    expect((await accountsRepo.findSubscription(deps.db, account.id))?.status).toBe('trialing');
  });

  it('answers 403 to anyone but the owner', async () => {
    const { account } = await owner({ trialDays: 14 });
    const staff = await buildStaff(deps, account.id, {
      permissions: { 'admin-settings': { view: true, update: true } },
    });
    const response = await skip(await tokenFor(deps, staff.id), { password: testPassword });
    expect(response.statusCode).toBe(403);
    const outsider = await owner({ trialDays: 14 });
    const outside = await app.inject({
      method: 'POST',
      url: '/api/billing/stripe/skip-trial',
      headers: bearer(outsider.token, { 'accessed-location-id': account.id }),
      payload: { password: testPassword },
    });
    expect(outside.statusCode).toBe(403);
    expect((await accountsRepo.findSubscription(deps.db, account.id))?.status).toBe('trialing');
  });

  it('locks password guesses after five wrong ones', async () => {
    const { token } = await owner({ trialDays: 14 });
    for (let i = 0; i < 5; i += 1) {
      expect((await skip(token, { password: `wrong-pass-${i}` })).statusCode).toBe(422);
    }
    expect((await skip(token, { password: testPassword })).statusCode).toBe(429);
  });
});

describe('GET /api/v2/stripe/billing-notifications', () => {
  it('answers the billing notification of the organization', async () => {
    const { token, account } = await owner();
    const soon = new Date(Date.now() + 10 * 86_400_000);
    await accountsRepo.updateSubscription(deps.db, account.id, {
      cardExpiresAt: soon,
      isPaymentFailed: true,
      hasStripeSubscription: true,
    });
    const response = await call('GET', '/api/v2/stripe/billing-notifications', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      card_expire_notification: true,
      card_expire_in_days: 10,
      is_payment_failed: true,
      has_trial: false,
      has_stripe_subscription: true,
    });
  });

  it('answers staff for their employer, and 403 for another organization', async () => {
    const { account } = await owner({ trialDays: 14 });
    const staff = await buildStaff(deps, account.id);
    const response = await call(
      'GET',
      '/api/v2/stripe/billing-notifications',
      await tokenFor(deps, staff.id),
    );
    expect(response.json().has_trial).toBe(true);
    const outsider = await owner();
    const outside = await app.inject({
      method: 'GET',
      url: '/api/v2/stripe/billing-notifications',
      headers: bearer(outsider.token, { 'accessed-location-id': account.id }),
    });
    expect(outside.statusCode).toBe(403);
  });
});
