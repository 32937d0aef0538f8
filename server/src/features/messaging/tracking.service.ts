import { recoveryPagePath } from '@coachline/contract/recovery-page';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { type ThrottleRule, takeAttempt, takeAttempts } from '../../platform/throttle';
import { recordEvent } from './events';
import * as repo from './messaging.repository';
import { linkSignatureMatches, sendIdOfToken } from './tracking';

// What the links of a tracked email do (tracking.ts makes them): the open pixel and the click
// redirect record their event through recordEvent, which counts them; the unsubscribe link
// unsubscribes on a one-click POST (RFC 8058) and only shows the recovery page on a GET, which
// mail scanners also send. Each acts on the send its token names, in that send's location only.

/** The email send a token names, whichever location's; 404 for any token we did not make. */
export async function sendOfToken(deps: Deps, token: string): Promise<repo.SendRow> {
  const id = sendIdOfToken(deps, token);
  const send = id === null ? undefined : await repo.findSendById(deps.db, id);
  if (send?.channel !== 'email') throw notFound();
  return send;
}

// A mail client loads a pixel or follows a link a few times; a client far past that is a
// scanner or a script, whose events are not recorded (it still gets its answer).
const eventsPerClient: ThrottleRule = { attempts: 300, windowSeconds: 3600, lockSeconds: 3600 };
const eventsPerSend: ThrottleRule = { attempts: 50, windowSeconds: 3600, lockSeconds: 3600 };

async function withinEventLimits(deps: Deps, sendId: number, client: string) {
  try {
    await takeAttempts(deps.db, [
      [`tracking:client:${client}`, eventsPerClient],
      [`tracking:send:${sendId}`, eventsPerSend],
    ]);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'throttled') return false;
    throw error;
  }
}

/** GET mail/{token}/open: records an open of the send. */
export async function recordOpen(deps: Deps, token: string, client: string): Promise<void> {
  const send = await sendOfToken(deps, token);
  if (await withinEventLimits(deps, send.id, client)) await recordEvent(deps, send, 'opened', null);
}

/**
 * GET mail/{token}/click: records the click and answers where to go. The target must carry
 * the signature we gave it when the email was compiled, so the redirect leads nowhere else.
 */
export async function recordClick(
  deps: Deps,
  token: string,
  url: string,
  signature: string,
  client: string,
): Promise<string> {
  const send = await sendOfToken(deps, token);
  if (!linkSignatureMatches(deps, url, signature) || !/^https?:\/\//i.test(url)) throw notFound();
  if (await withinEventLimits(deps, send.id, client)) await recordEvent(deps, send, 'clicked', url);
  return url;
}

// Unsubscribing and resubscribing: a person a few times, a client a few dozen times an hour.
const changesPerClient: ThrottleRule = { attempts: 60, windowSeconds: 3600, lockSeconds: 3600 };
const changesPerSend: ThrottleRule = { attempts: 20, windowSeconds: 3600, lockSeconds: 3600 };

async function takeChange(deps: Deps, send: repo.SendRow, client: string) {
  await takeAttempts(deps.db, [
    [`unsubscribe:client:${client}`, changesPerClient],
    [`unsubscribe:send:${send.id}`, changesPerSend],
  ]);
}

const addressOf = (send: repo.SendRow) => send.toAddress.toLowerCase();

/** Whether the send's address is on its location's unsubscribes list. */
export const isUnsubscribed = (deps: Deps, send: repo.SendRow) =>
  repo.isSuppressedAs(deps.db, send.accountId, 'unsubscribes', addressOf(send));

/**
 * Puts the send's address on its location's unsubscribes list (`unsubscribed`), or takes it
 * off (`resubscribed`; a bounce or complaint of the address stays), with that event on the
 * send when the list changed. Every later send to an unsubscribed address is refused.
 */
async function changeSubscription(
  deps: Deps,
  send: repo.SendRow,
  client: string,
  change: 'unsubscribed' | 'resubscribed',
) {
  await takeChange(deps, send, client);
  const address = addressOf(send);
  await deps.db.transaction(async (tx) => {
    const changed =
      change === 'unsubscribed'
        ? await repo.addSuppression(
            tx,
            send.accountId,
            'unsubscribes',
            address,
            'Unsubscribed from an email link',
          )
        : await repo.removeSuppression(tx, send.accountId, 'unsubscribes', address);
    if (changed) await repo.applyEvent(tx, send, change, null);
  });
}

export const unsubscribe = (deps: Deps, send: repo.SendRow, client: string) =>
  changeSubscription(deps, send, client, 'unsubscribed');

export const resubscribe = (deps: Deps, send: repo.SendRow, client: string) =>
  changeSubscription(deps, send, client, 'resubscribed');

/** POST mail/{token}/unsubscribe: the one-click unsubscribe of RFC 8058. */
export async function oneClickUnsubscribe(deps: Deps, token: string, client: string) {
  await unsubscribe(deps, await sendOfToken(deps, token), client);
  return { status: 1 as const };
}

/** Mail scanners follow links by the thousand: the page's redirect is counted per client. */
const pagesPerClient: ThrottleRule = { attempts: 600, windowSeconds: 3600, lockSeconds: 600 };

/**
 * GET mail/{token}/unsubscribe: changes nothing (scanners follow links) and answers the
 * address of the recovery page of the send's location, for its recipient.
 */
export async function unsubscribePage(deps: Deps, token: string, client: string): Promise<string> {
  const send = await sendOfToken(deps, token);
  await takeAttempt(deps.db, `unsubscribe-page:client:${client}`, pagesPerClient);
  return `${deps.config.appUrl}${recoveryPagePath(send.accountId, token)}`;
}
