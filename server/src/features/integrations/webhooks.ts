import { realtimeEvents } from '@coachline/contract/api';
import type {
  SmsReceivedEvent,
  TwilioInboundBody,
  TwilioStatusBody,
} from '@coachline/contract/integrations';
import type { Deps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { usersWhoMay } from '../accounts/accounts.service';
import { contactsByIds, findMatches } from '../contacts/contacts.service';
import { recordEvent, sendOfProvider } from '../messaging/events';
import * as repo from './integrations.repository';
import { signedByTwilio } from './twilio';

// Twilio's webhooks, in Twilio's own format: form-encoded, signed in X-Twilio-Signature with the
// auth token of the Twilio account that sent them over the URL Twilio was given (APP_URL and the
// path). The token is the connection's, so a request is checked against the location it names
// before anything is done; unsigned or signed with another token, it is refused (403).

/** What a webhook's signature covers: the public URL it was posted to and every form field. */
export type SignedRequest = {
  url: string;
  signature: string | undefined;
  /** The form fields as posted, all of them; absent when the body was not a form. */
  params: Record<string, string> | undefined;
};

async function verify(deps: Deps, sealedToken: string | undefined, request: SignedRequest) {
  const signed =
    sealedToken !== undefined &&
    request.params !== undefined &&
    (await signedByTwilio(
      deps.secrets.open(sealedToken),
      request.signature,
      request.url,
      request.params,
    ));
  if (!signed) throw forbidden();
}

/** Twilio's message statuses that move a send on; the others (queued, sent…) change nothing. */
const eventOfStatus = { delivered: 'delivered', undelivered: 'failed', failed: 'failed' } as const;

/** POST webhooks/twilio/status: a message sent through a location's Twilio account moved on. */
export async function receiveTwilioStatus(
  deps: Deps,
  request: SignedRequest,
  body: TwilioStatusBody,
) {
  const send = await sendOfProvider(deps, 'twilio', body.MessageSid);
  const connection = send && (await repo.findConnection(deps.db, send.accountId));
  await verify(deps, connection?.authTokenSealed, request);
  const type = eventOfStatus[body.MessageStatus as keyof typeof eventOfStatus];
  if (send && type)
    await recordEvent(
      deps,
      send,
      type,
      body.ErrorCode ? `Twilio error ${body.ErrorCode} (${body.MessageStatus})` : null,
    );
  return { status: 1 as const };
}

/** POST webhooks/twilio/inbound: an SMS to a connected number, kept for its location. */
export async function receiveTwilioInbound(
  deps: Deps,
  request: SignedRequest,
  body: TwilioInboundBody,
) {
  const connection = await repo.findConnectedByNumber(deps.db, body.To);
  await verify(deps, connection?.authTokenSealed, request);
  const accountId = connection!.accountId;
  const [contact] = await deps.db.transaction((tx) => findMatches(tx, accountId, [], [body.From]));
  // Kept once (a retried webhook finds its MessageSid), with the journeys its keyword starts.
  const stored = await deps.db.transaction(async (tx) => {
    const row = await repo.insertInbound(tx, accountId, {
      contactId: contact?.id ?? null,
      fromNumber: body.From,
      toNumber: body.To,
      body: body.Body,
      messageSid: body.MessageSid,
    });
    if (row?.contactId)
      await deps.automation.fire(tx, {
        type: 'sms_keyword',
        accountId,
        contacts: [row.contactId],
        text: row.body,
      });
    return row;
  });
  if (stored && deps.realtime) {
    const [named] = contact ? await contactsByIds(deps.db, accountId, [contact.id]) : [];
    const event: SmsReceivedEvent = {
      id: stored.id,
      contact_id: stored.contactId,
      name: `${named?.firstName ?? ''} ${named?.lastName ?? ''}`.trim() || stored.fromNumber,
      from: stored.fromNumber,
      body: stored.body,
      created_at: stored.createdAt.toISOString(),
    };
    for (const userId of await usersWhoMay(deps.db, accountId, 'view', 'sms-center'))
      deps.realtime.toUser(userId, realtimeEvents.smsReceived, event);
  }
}
