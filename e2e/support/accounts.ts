import { randomBytes, randomInt } from 'node:crypto';
import { authEndpoints } from '@coachline/contract/auth';
import { billingEndpoints } from '@coachline/contract/billing';
import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  endpointUrl,
} from '@coachline/contract/endpoint';
import { registrationEndpoints } from '@coachline/contract/registration';
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

/**
 * One call of the API through its contract endpoint; a non-2xx answer fails with its body.
 * `from` is the client address the call comes from (the e2e server trusts one proxy hop).
 */
export async function api<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> & { token?: string; from?: string },
): Promise<EndpointOutput<E>> {
  const { token, from, params, query, body } = input as EndpointInput<Endpoint> & {
    token?: string;
    from?: string;
  };
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (from) headers['X-Forwarded-For'] = from;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const url = endpointUrl(endpoint, params, query as Record<string, unknown> | undefined);
  const res = await fetch(`${baseUrl()}${url}`, {
    method: endpoint.method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${endpoint.method} ${url} answered ${res.status}: ${text}`);
  return endpoint.response?.parse(JSON.parse(text)) as EndpointOutput<E>;
}

export async function apiLogin(email: string, password: string): Promise<string> {
  const res = await api(authEndpoints.login, { body: { email, password } });
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
  const areaCode = ['212', '312', '415', '617', '718', '305'][randomInt(0, 6)];
  const phone = `+1${areaCode}555${String(randomInt(1000, 9999))}`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  // A documentation address (TEST-NET-3) of its own: sign-ups are limited per client address.
  const from = `203.0.113.${randomInt(1, 255)}`;

  const { token } = await api(registrationEndpoints.create, {
    from,
    body: { fname: 'Erin', lname: 'Ende', businessname: `E2E ${label}`, email, phone, password },
  });
  const mail = await waitForMail(email, /verification code/i);
  await api(registrationEndpoints.verifyEmail, {
    from,
    params: { token },
    body: { code: codeIn(mail.subject) },
  });
  const sms = await waitForSms(phone, /verification code/i);
  await api(registrationEndpoints.verifyPhone, {
    from,
    params: { token },
    body: { code: codeIn(sms.body) },
  });
  await api(registrationEndpoints.verifyBusiness, {
    from,
    params: { token },
    body: { businessname: `E2E ${label}`, business_type: 'Gym', timezone: 'UTC' },
  });
  const activated = await api(registrationEndpoints.activate, { from, params: { token } });
  return { email, phone, password, token: activated.access_token };
}

/** Turns two-factor sign-in on for the token's user; answers the TOTP secret. */
export async function enableTwoFactor(token: string): Promise<string> {
  const { secret } = await api(billingEndpoints.generateTwofaCodes, { token });
  await api(billingEndpoints.enableTwofa, {
    token,
    body: { code: authenticator.generate(secret) },
  });
  return secret;
}
