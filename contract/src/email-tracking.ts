import { z } from 'zod';
import { endpoint } from './endpoint';

// The links of a tracked email (a broadcast): each names one send record by a signed token,
// `<send id in base 36>.<16 characters of its HMAC>` (server/src/features/messaging/tracking.ts),
// so it cannot be guessed or altered; a wrong token answers 404. They are reached by mail
// clients, not the app: no session, each answering what a mail client expects.

/** A send's token as it stands in a path: checked for its signature by the server. */
export const sendToken = z
  .string()
  .max(40)
  .regex(/^[0-9a-z]{1,7}\.[\w-]{16}$/);

export const trackingParams = z.object({ token: sendToken });

/** A tracked link's target and its signature (the link may go nowhere else). */
export const clickQuery = z.object({
  u: z.string().min(1).max(4_000),
  s: z.string().max(40),
});

/** RFC 8058: a one-click unsubscribe is a form post of exactly this field. */
export const oneClickBody = z.object({
  'List-Unsubscribe': z.literal('One-Click'),
});

const tracking = { tag: 'email-tracking', access: 'public', params: trackingParams } as const;

export const emailTrackingEndpoints = {
  open: endpoint({
    ...tracking,
    method: 'GET',
    path: 'mail/:token/open',
    description: 'The open pixel of a tracked email: records an open, answers a 1×1 GIF.',
    produces: ['image/gif'],
  }),
  click: endpoint({
    ...tracking,
    method: 'GET',
    path: 'mail/:token/click',
    description:
      'A tracked link: records the click and redirects (302) to the link, whose address is signed.',
    query: clickQuery,
    produces: ['text/plain'],
  }),
  unsubscribe: endpoint({
    ...tracking,
    method: 'POST',
    path: 'mail/:token/unsubscribe',
    description:
      'RFC 8058 one-click unsubscribe (form body List-Unsubscribe=One-Click): the address goes on the location’s unsubscribes list.',
    body: oneClickBody,
    response: z.object({ status: z.literal(1) }),
  }),
  unsubscribePage: endpoint({
    ...tracking,
    method: 'GET',
    path: 'mail/:token/unsubscribe',
    description:
      'The unsubscribe link as a person follows it: changes nothing, redirects to the location’s recovery page.',
    produces: ['text/plain'],
  }),
};
