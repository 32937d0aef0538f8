import { randomBytes, randomInt } from 'node:crypto';
import { authenticator } from 'otplib';
import { baseUrl } from './browser';
import { codeIn, waitForMail, waitForSms } from './mailbox';

// The demo workspace that SEED_DEMO creates on the empty database of the e2e server. Tests
// only sign these users in and out: none changes their password, two-factor or data.
export const demoPassword = 'coachline-demo';
export const demo = {
  owner: 'owner@example.com',
  staff: 'staff@example.com',
  other: 'other@example.com',
} as const;

type Json = Record<string, unknown>;

/** One call of the main API; a non-2xx answer fails with its body. */
export async function api<T = Json>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: Json } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${baseUrl()}/api/v3/${path}`, {
    method,
    headers,
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /api/v3/${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

export async function apiLogin(email: string, password: string): Promise<string> {
  const res = await api<{ access_token: string }>('POST', 'auth/login', {
    body: { email, password },
  });
  return res.access_token;
}

export type NewOwner = { email: string; phone: string; password: string; token: string };

/**
 * Signs a new organization up as a person does (create, the emailed code, the texted code,
 * business details, activate), so a test can change its owner without touching anyone else.
 */
export async function registerOwner(label: string): Promise<NewOwner> {
  const unique = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const email = `e2e-${label}-${unique}@example.com`;
  const phone = `+1555${String(randomInt(1_000_000, 9_999_999))}`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;

  const created = await api<{ token: string }>('POST', 'account/create', {
    body: { fname: 'Erin', lname: 'Ende', businessname: `E2E ${label}`, email, phone, password },
  });
  const { token } = created;
  const mail = await waitForMail(email, /verification code/i);
  await api('POST', `account/${token}/verify-email`, { body: { code: codeIn(mail.subject) } });
  const sms = await waitForSms(phone, /verification code/i);
  await api('POST', `account/${token}/verify-phone`, { body: { code: codeIn(sms.body) } });
  await api('POST', `account/${token}/verify-business`, {
    body: { businessname: `E2E ${label}`, business_type: 'Gym', timezone: 'UTC' },
  });
  const activated = await api<{ access_token: string }>('POST', `account/${token}/activate`);
  return { email, phone, password, token: activated.access_token };
}

/** Turns two-factor sign-in on for the token's user; answers the TOTP secret. */
export async function enableTwoFactor(token: string): Promise<string> {
  const { secret } = await api<{ secret: string }>('GET', 'billing/generate-twofa-codes', {
    token,
  });
  await api('POST', 'billing/enable-twofa', {
    token,
    body: { code: authenticator.generate(secret) },
  });
  return secret;
}
