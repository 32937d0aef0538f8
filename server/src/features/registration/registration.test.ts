import { messages } from '@coachline/contract/messages';
import { parsePhone, phoneMessages } from '@coachline/contract/phones';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, smsOutbox } from '../../platform/outbox.tables';
import { bearer, buildOrganization } from '../../test/factories';
import { createTestApp } from '../../test/server';
import { accounts } from '../accounts/accounts.tables';
import { subscriptionPlans } from '../accounts/plans';
import { registrations } from './registration.tables';

const { app, deps } = await createTestApp();

let sequence = 0;
const signUp = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    fname: 'Ada',
    lname: 'Lovelace',
    businessname: 'Ada Fitness',
    email: `ada${sequence}-${Date.now()}@example.test`,
    // A local number: read as one of the default country (US) and kept in E.164.
    phone: `(212) 555-01${String(sequence).padStart(2, '0')}`,
    password: 'strong-password',
    ...overrides,
  };
};

const post = (url: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v3${url}`, ...(payload && { payload }) });

const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

async function lastMail(to: string) {
  const [mail] = await deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The number as stored and texted: E.164. */
function e164Of(typed: string) {
  const parsed = parsePhone(typed, 'US');
  if (!parsed || 'error' in parsed) throw new Error(`not a number: ${typed}`);
  return parsed.e164;
}

async function lastSmsCode(typed: string) {
  const [sms] = await deps.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.to, e164Of(typed)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return codeIn(sms?.body);
}

/** Moves the last code send out of the 30-second resend window. */
async function letResendWindowPass(id: number) {
  await deps.db
    .update(registrations)
    .set({ lastCodeSentAt: new Date(Date.now() - 60_000) })
    .where(eq(registrations.id, id));
}

async function create(overrides: Record<string, unknown> = {}) {
  const body = signUp(overrides);
  const response = await post('/account/create', body);
  expect(response.statusCode).toBe(200);
  const { token, id } = response.json() as { token: string; id: number };
  return { body, token, id };
}

/** A registration with every step done, ready to activate. */
async function finished(overrides: Record<string, unknown> = {}) {
  const registration = await create(overrides);
  const { token, body } = registration;
  const mail = await lastMail(body.email);
  expect(
    (await post(`/account/${token}/verify-email`, { code: codeIn(mail?.text) })).statusCode,
  ).toBe(200);
  const smsCode = await lastSmsCode(body.phone);
  expect((await post(`/account/${token}/verify-phone`, { code: smsCode })).statusCode).toBe(200);
  const business = { businessname: 'Ada Studio', business_type: 'Gym', timezone: 'Europe/London' };
  expect((await post(`/account/${token}/verify-business`, business)).statusCode).toBe(200);
  return registration;
}

describe('GET /api/v3/account/subscription-plans', () => {
  it('lists the plans without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/account/subscription-plans' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, plans: subscriptionPlans });
  });
});

describe('registration flow', () => {
  it('walks create → email → phone → business → activate, then signs in', async () => {
    const body = signUp({ plan: 'starter-monthly' });
    const created = await post('/account/create', body);
    expect(created.statusCode).toBe(200);
    const { token, id } = created.json();
    expect(created.json()).toEqual({
      status: 1,
      message: messages.emailCodeSent,
      token: expect.any(String),
      id: expect.any(Number),
      step: 'verify-email',
    });

    const mail = await lastMail(body.email);
    expect(mail?.subject).toContain('Your Coachline verification code');
    expect(mail?.text).toContain(`${deps.config.appUrl}/account/${token}/verify-email`);
    const emailCode = codeIn(mail?.text);
    expect(emailCode).toMatch(/^\d{6}$/);
    // Only hashes are stored: neither the URL token nor the code nor the password.
    const [row] = await deps.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.emailCodeHash).not.toBe(emailCode);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const details = await app.inject({ method: 'GET', url: `/api/v3/account/${token}/details` });
    expect(details.json()).toEqual({
      status: 1,
      id,
      email: body.email,
      phone: e164Of(body.phone),
      fname: 'Ada',
      businessname: 'Ada Fitness',
      step: 'verify-email',
    });

    const email = await post(`/account/${token}/verify-email`, { code: emailCode });
    expect(email.statusCode).toBe(200);
    expect(email.json()).toMatchObject({
      message: messages.emailVerified,
      step: 'verify-phone',
      id,
    });
    const smsCode = await lastSmsCode(body.phone);
    expect(smsCode).toMatch(/^\d{6}$/);

    const phone = await post(`/account/${token}/verify-phone`, { code: smsCode });
    expect(phone.json()).toMatchObject({ status: 1, step: 'verify-business' });

    const business = await post(`/account/${token}/verify-business`, {
      businessname: 'Ada Studio',
      business_type: 'Personal training',
      timezone: 'America/New_York',
    });
    expect(business.json()).toMatchObject({ status: 1, step: 'finish' });

    const activated = await post(`/account/${token}/activate`);
    expect(activated.statusCode).toBe(200);
    const access = activated.json();
    expect(access).toEqual({
      status: 1,
      message: messages.accountActivated,
      access_token: expect.any(String),
      accessed_location_id: expect.any(Number),
      company_admin_id: 0,
    });

    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: bearer(access.access_token),
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json().user).toMatchObject({
      email: body.email,
      businessname: 'Ada Studio',
      is_organization_owner: true,
      has_trial_period: true,
      timezone: 'America/New_York',
    });
    expect(refresh.json().membership.contacts_space).toBe(500);
    expect(refresh.json().subscription.subsctiption_status).toBe('trialing');

    expect((await post(`/account/${token}/activate`)).statusCode).toBe(404);
    const after = await app.inject({ method: 'GET', url: `/api/v3/account/${token}/details` });
    expect(after.json().step).toBe('activated');
    expect((await post(`/account/${id}/resend-verification-code`)).statusCode).toBe(404);

    const login = await post('/auth/login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      status: 1,
      is_2fa_enabled: false,
      is_account_active: true,
    });
  });

  it('answers a repeated verify with the same step', async () => {
    const { token, body } = await create();
    const code = codeIn((await lastMail(body.email))?.text);
    await post(`/account/${token}/verify-email`, { code });
    const again = await post(`/account/${token}/verify-email`, { code: '000000' });
    expect(again.statusCode).toBe(200);
    expect(again.json().step).toBe('verify-phone');
  });
});

describe('POST /api/v3/account/create', () => {
  it('answers 422 with field errors for a bad body', async () => {
    const response = await post('/account/create', { email: 'nope', password: 'short' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe(messages.validationFailed);
    expect(body.errors.email).toEqual(['must be a valid email']);
    expect(body.errors.password).toEqual(['must be at least 8 characters']);
    expect(body.errors.fname).toBeDefined();
    expect(body.errors.phone).toBeDefined();
  });

  it('answers 422 on phone for a number that cannot be dialled', async () => {
    const response = await post('/account/create', signUp({ phone: '(555) 123-4567' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ phone: [phoneMessages.invalid] });
  });

  it('gives the organization the country of its owner’s number', async () => {
    const { token } = await finished({ phone: '+44 20 7946 0018' });
    const activated = await post(`/account/${token}/activate`);
    const { accessed_location_id: accountId } = activated.json();
    const [account] = await deps.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account).toMatchObject({ phone: '+442079460018', phoneCountryCode: 'GB' });
  });

  it('rejects an unknown plan', async () => {
    const response = await post('/account/create', signUp({ plan: 'gold' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ plan: [messages.invalidPlan] });
  });

  it('answers 403 with email_exists for a registered email', async () => {
    const { owner } = await buildOrganization(deps);
    const response = await post('/account/create', signUp({ email: owner.email.toUpperCase() }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: messages.alreadyRegistered(owner.email),
      email_exists: true,
      email: owner.email,
    });
  });

  it('limits sign-ups per email address', async () => {
    const email = `flood-${Date.now()}@example.test`;
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/account/create', signUp({ email }))).statusCode).toBe(200);
    }
    const response = await post('/account/create', signUp({ email }));
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });
});

describe('verification codes', () => {
  it('answers 422 for a wrong code and 429 after five wrong codes', async () => {
    const { token, body } = await create();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(`/account/${token}/verify-email`, { code: '000000' });
      // The real code is random; on the rare draw of 000000 this test would say so.
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({
        message: messages.invalidVerificationCode,
        errors: { code: [messages.invalidVerificationCode] },
      });
    }
    const code = codeIn((await lastMail(body.email))?.text);
    const locked = await post(`/account/${token}/verify-email`, { code });
    expect(locked.statusCode).toBe(429);
  });

  it('validates the code format', async () => {
    const { token } = await create();
    const response = await post(`/account/${token}/verify-email`, { code: '12ab' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual(['The code must be 6 digits']);
  });

  it('refuses an expired code', async () => {
    const { token, id, body } = await create();
    await deps.db
      .update(registrations)
      .set({ emailCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrations.id, id));
    const code = codeIn((await lastMail(body.email))?.text);
    const response = await post(`/account/${token}/verify-email`, { code });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual([messages.invalidVerificationCode]);
  });
});

describe('POST /api/v3/account/:id/resend-verification-code', () => {
  it('waits 30 seconds between sends, then sends a new code', async () => {
    const { id, token, body } = await create();
    const early = await post(`/account/${id}/resend-verification-code`);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.code[0]).toMatch(
      /^Please wait \d+ seconds before requesting a new code\.$/,
    );

    const first = await lastMail(body.email);
    await letResendWindowPass(id);
    const resent = await post(`/account/${id}/resend-verification-code`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ status: 1, message: messages.emailCodeSent });
    const second = await lastMail(body.email);
    expect(second?.id).toBeGreaterThan(first?.id ?? 0);

    const verified = await post(`/account/${token}/verify-email`, { code: codeIn(second?.text) });
    expect(verified.statusCode).toBe(200);
    const again = await post(`/account/${id}/resend-verification-code`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: [messages.emailAlreadyVerified] });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await post('/account/999999/resend-verification-code')).statusCode).toBe(404);
    expect((await post('/account/999999/resend-phone-verification-code')).statusCode).toBe(404);
  });
});

describe('POST /api/v3/account/:id/resend-phone-verification-code', () => {
  it('needs a verified email, then resends the SMS code once per 30 seconds', async () => {
    const { id, token, body } = await create();
    const before = await post(`/account/${id}/resend-phone-verification-code`);
    expect(before.statusCode).toBe(422);
    expect(before.json().errors).toEqual({ email: [messages.emailNotVerified] });

    const code = codeIn((await lastMail(body.email))?.text);
    await post(`/account/${token}/verify-email`, { code });
    expect((await post(`/account/${id}/resend-phone-verification-code`)).statusCode).toBe(422);

    const firstSms = await lastSmsCode(body.phone);
    await letResendWindowPass(id);
    const resent = await post(`/account/${id}/resend-phone-verification-code`);
    expect(resent.json()).toEqual({ status: 1, message: messages.phoneCodeSent });
    const secondSms = await lastSmsCode(body.phone);
    if (secondSms !== firstSms) {
      const stale = await post(`/account/${token}/verify-phone`, { code: firstSms });
      expect(stale.statusCode).toBe(422);
    }
    const verified = await post(`/account/${token}/verify-phone`, { code: secondSms });
    expect(verified.json().step).toBe('verify-business');
  });
});

describe('POST /api/v3/account/:token/change-email', () => {
  it('moves the registration to a new address and mails it a code', async () => {
    const { id, token, body } = await create();
    const newEmail = `moved-${Date.now()}@example.test`;
    const early = await post(`/account/${token}/change-email`, { email: newEmail });
    expect(early.statusCode).toBe(422);

    await letResendWindowPass(id);
    const changed = await post(`/account/${token}/change-email`, { email: newEmail });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: messages.emailCodeSent, step: 'verify-email' });
    const mail = await lastMail(newEmail);
    expect(mail?.text).toContain(`/account/${token}/verify-email`);
    const oldCode = codeIn((await lastMail(body.email))?.text);
    const newCode = codeIn(mail?.text);
    if (oldCode !== newCode) {
      expect((await post(`/account/${token}/verify-email`, { code: oldCode })).statusCode).toBe(
        422,
      );
    }
    expect((await post(`/account/${token}/verify-email`, { code: newCode })).statusCode).toBe(200);
    const details = await app.inject({ method: 'GET', url: `/api/v3/account/${token}/details` });
    expect(details.json()).toMatchObject({ email: newEmail, step: 'verify-phone' });
  });

  it('refuses an email that belongs to a user, and a malformed one', async () => {
    const { owner } = await buildOrganization(deps);
    const { token } = await create();
    const taken = await post(`/account/${token}/change-email`, { email: owner.email });
    expect(taken.statusCode).toBe(403);
    expect(taken.json().email_exists).toBe(true);
    const bad = await post(`/account/${token}/change-email`, { email: 'bad' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['must be a valid email'] });
  });

  it('answers 404 for an unknown token', async () => {
    const response = await post('/account/not-a-token/change-email', { email: 'x@example.test' });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/v3/account/:token/change-phone', () => {
  it('texts a code to the new phone and asks to verify it', async () => {
    const { id, token, body } = await create();
    await post(`/account/${token}/verify-email`, {
      code: codeIn((await lastMail(body.email))?.text),
    });
    await letResendWindowPass(id);
    const newPhone = `+44 20 7946 ${String(sequence).padStart(4, '0')}`;
    const changed = await post(`/account/${token}/change-phone`, { phone: newPhone });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: messages.phoneCodeSent, step: 'verify-phone' });
    const code = await lastSmsCode(newPhone);
    const verified = await post(`/account/${token}/verify-phone`, { code });
    expect(verified.json().step).toBe('verify-business');
  });

  it('validates the phone and limits the send rate', async () => {
    const { token, body } = await create();
    await post(`/account/${token}/verify-email`, {
      code: codeIn((await lastMail(body.email))?.text),
    });
    const bad = await post(`/account/${token}/change-phone`, { phone: 'call me' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ phone: ['The phone is not valid'] });
    const invalid = await post(`/account/${token}/change-phone`, { phone: '(555) 123-4567' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ phone: [phoneMessages.invalid] });
    const early = await post(`/account/${token}/change-phone`, { phone: '+1 212 555 0199' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.code).toHaveLength(1);
  });

  it('texts nobody before the email is verified', async () => {
    const { token } = await create();
    const phone = '+1 212 555 0177';
    const refused = await post(`/account/${token}/change-phone`, { phone });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ email: [messages.emailNotVerified] });
    expect(await lastSmsCode(phone)).toBe('');
  });
});

describe('code sends on request', () => {
  it('count changes of email and phone with the resends, per registration', async () => {
    const { id, token, body } = await create();
    await post(`/account/${token}/verify-email`, {
      code: codeIn((await lastMail(body.email))?.text),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      await letResendWindowPass(id);
      const phone = `+1 212 555 02${String(i).padStart(2, '0')}`;
      const res = await app.inject({
        method: 'POST',
        ...(i % 2 === 0
          ? { url: `/api/v3/account/${token}/change-phone`, payload: { phone } }
          : { url: `/api/v3/account/${id}/resend-phone-verification-code` }),
        // An address of its own: the per-address cap is the next test's.
        remoteAddress: `10.47.0.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    await letResendWindowPass(id);
    const email = await app.inject({
      method: 'POST',
      url: `/api/v3/account/${token}/change-email`,
      payload: { email: `moved-${Date.now()}@example.test` },
      remoteAddress: '10.47.1.1',
    });
    expect(email.statusCode).toBe(429);
  });

  it('count changes from one client address across registrations', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const signedUp = await app.inject({
        method: 'POST',
        url: '/api/v3/account/create',
        payload: signUp(),
        remoteAddress: `10.46.0.${i}`,
      });
      const { token, id } = signedUp.json() as { token: string; id: number };
      await letResendWindowPass(id);
      const res = await app.inject({
        method: 'POST',
        url: `/api/v3/account/${token}/change-email`,
        payload: { email: `flood-${i}-${Date.now()}@example.test` },
        remoteAddress: '10.45.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /api/v3/account/:token/verify-business', () => {
  it('validates the business fields and the time zone', async () => {
    const { token } = await create();
    const response = await post(`/account/${token}/verify-business`, {
      businessname: '',
      timezone: 'Mars/Olympus',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.businessname).toEqual(['The businessname field is required']);
    expect(errors.business_type).toBeDefined();
    expect(errors.timezone).toEqual(['The timezone is not valid']);
  });
});

describe('POST /api/v3/account/:token/activate', () => {
  it('says which steps are missing', async () => {
    const { token } = await create();
    const response = await post(`/account/${token}/activate`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: messages.registrationIncomplete,
      errors: {
        email: [messages.emailNotVerified],
        phone: [messages.phoneNotVerified],
        businessname: [messages.businessNotVerified],
      },
    });
  });

  it('rolls back when the email was registered meanwhile', async () => {
    const { token, body } = await finished();
    await buildOrganization(deps, { email: body.email });
    const response = await post(`/account/${token}/activate`);
    expect(response.statusCode).toBe(403);
    expect(response.json().email_exists).toBe(true);
    const details = await app.inject({ method: 'GET', url: `/api/v3/account/${token}/details` });
    expect(details.json().step).toBe('finish');
  });

  it('activates once even when asked twice at the same time', async () => {
    const { token } = await finished();
    const answers = await Promise.all([
      post(`/account/${token}/activate`),
      post(`/account/${token}/activate`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
  });
});

describe('GET /api/v3/account/:token/details', () => {
  it('answers 404 for an unknown token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/account/unknown/details' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.notFound });
  });

  it('never accepts one registration token for another', async () => {
    const first = await create();
    const second = await create();
    const code = codeIn((await lastMail(second.body.email))?.text);
    // The first registration's token with the second's code: a wrong code, nothing verified.
    const response = await post(`/account/${first.token}/verify-email`, { code });
    if (code !== codeIn((await lastMail(first.body.email))?.text)) {
      expect(response.statusCode).toBe(422);
    }
    const details = await app.inject({
      method: 'GET',
      url: `/api/v3/account/${second.token}/details`,
    });
    expect(details.json().step).toBe('verify-email');
  });
});

describe('resend limits', () => {
  it('caps resends from one client address, whatever the registration id', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v3/account/${900_000 + i}/resend-verification-code`,
        remoteAddress: '10.44.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
