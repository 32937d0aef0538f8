import { z } from 'zod';
import { email, locationsResponse } from './auth';
import { endpoint } from './endpoint';
import { dbId } from './ids';

// The checkout API (002 §7 Checkout API): a separate API under `/api/checkout` whose calls
// carry a checkout token instead of the session's, with the accessed-location-id and
// company-admin-id headers as everywhere. The token is made from the user's identity and
// access token (000 §3: email, account_id, access_token), lives an hour, and is made again
// when a call fails, at most once per 2 minutes (000's API errors and constants).

export const checkoutTokenLifetimeSeconds = 3600;

export const checkoutMessages = {
  /** The identity and the access token do not belong together. */
  tokenRefused: 'These credentials do not match our records.',
} as const;

export const createCheckoutTokenBody = z.object({
  email,
  account_id: dbId,
  access_token: z.string().trim().min(1, 'The access token field is required').max(512),
});
export type CreateCheckoutTokenBody = z.infer<typeof createCheckoutTokenBody>;

export const checkoutTokenResponse = z.object({
  status: z.literal(1),
  token: z.string(),
  /** Seconds from now. */
  expires_in: z.number().int(),
});
export type CheckoutTokenResponse = z.infer<typeof checkoutTokenResponse>;

const user = { tag: 'checkout-user', base: 'checkout' } as const;

export const checkoutUserEndpoints = {
  createToken: endpoint({
    ...user,
    method: 'POST',
    path: 'user/create-token',
    access: 'public',
    description:
      'A checkout token for the user of `access_token`, acting in `account_id`: sent as the bearer of every other checkout call.',
    body: createCheckoutTokenBody,
    response: checkoutTokenResponse,
  }),
  locations: endpoint({
    ...user,
    method: 'GET',
    path: 'user/locations',
    permission: { area: 'checkouts', action: 'view' },
    description: 'The locations the user may sell from, as `auth/locations` answers them.',
    response: locationsResponse,
  }),
};
