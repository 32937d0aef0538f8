import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DeliveryEventType, EmailEventsBody } from '@coachline/contract/messaging';
import type { Deps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import * as repo from './messaging.repository';

// What happens to a message after its provider took it. The sending service reports delivered,
// bounced, complained, opened and clicked to the email events webhook; Twilio reports an SMS's
// status to its own. A bounce or a complaint puts the address on the location's suppression
// list, which every later send honours.

/** The webhook's signature: HMAC-SHA256 of the raw body with EMAIL_WEBHOOK_SECRET, in hex. */
export function signEmailEvents(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

function signatureMatches(secret: string, rawBody: string, signature: string | undefined) {
  if (!signature) return false;
  const expected = Buffer.from(signEmailEvents(secret, rawBody));
  const given = Buffer.from(signature.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const bracketed = (messageId: string) => {
  const id = messageId.trim();
  return id.startsWith('<') ? id : `<${id}>`;
};

/** POST webhooks/email-events: refused (403) unless signed with the configured secret. */
export async function receiveEmailEvents(
  deps: Deps,
  rawBody: string,
  signature: string | undefined,
  body: EmailEventsBody,
) {
  const secret = deps.config.emailWebhookSecret;
  if (!secret || !signatureMatches(secret, rawBody, signature)) throw forbidden();
  let applied = 0;
  for (const event of body.events) {
    const send = await repo.findSendByMessageId(deps.db, bracketed(event.message_id));
    if (send?.channel !== 'email') continue;
    await recordEvent(deps, send, event.type, event.reason ?? event.url ?? null);
    applied += 1;
  }
  return { status: 1 as const, applied };
}

/** The send a provider knows by its own id (Twilio's SID), whichever location's it is. */
export const sendOfProvider = (deps: Deps, provider: string, providerId: string) =>
  repo.findSendByProviderId(deps.db, provider, providerId);

/**
 * Records one event of a message; a bounce or complaint suppresses its address, a first open or
 * click tells the journeys.
 */
export async function recordEvent(
  deps: Deps,
  send: repo.SendRow,
  type: DeliveryEventType,
  detail: string | null,
) {
  await deps.db.transaction(async (tx) => {
    await repo.applyEvent(tx, send, type, detail);
    if (type === 'bounced' || type === 'complained')
      await repo.addSuppression(
        tx,
        send.accountId,
        type === 'bounced' ? 'bounces' : 'complaints',
        send.channel === 'email' ? send.toAddress.toLowerCase() : send.toAddress,
        detail,
      );
    // A message's first open and first click start the journeys waiting for them.
    const first = (type === 'opened' && !send.openedAt) || (type === 'clicked' && !send.clickedAt);
    if (first && send.contactId !== null && send.channel === 'email')
      await deps.automation.fire(tx, {
        type: type === 'opened' ? 'email_opened' : 'link_clicked',
        accountId: send.accountId,
        contacts: [send.contactId],
      });
  });
}
