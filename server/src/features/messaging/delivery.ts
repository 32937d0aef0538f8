import type { FastifyBaseLogger } from 'fastify';
import { lockClass } from '../../db/advisory-locks';
import type { Deps } from '../../platform/deps';
import {
  type DkimKey,
  isPermanentMailError,
  type MailMessage,
  type MailReceipt,
} from '../../platform/mail';
import { isPermanentSmsError } from '../../platform/sms';
import { smsSenderFor } from '../integrations/integrations.service';
import { type DeliveryJob, deliveryJobOptions, deliveryQueue } from './delivery-job';
import * as repo from './messaging.repository';
import { identityOf } from './send-context';
import { listUnsubscribeHeaders, type TrackingDeps } from './tracking';

// The delivery job (docs/architecture.md §8): a message is a send record before anything is
// sent; one job per record hands it to its provider. The run takes the send's lock, claims the
// record (queued and unclaimed only), sends, and records the provider's acceptance. A provider
// that cannot be reached leaves the record queued for pg-boss's retries, with backoff; a
// refusal the provider would repeat fails it at once. A claim whose run died (its process was
// killed mid-send) is found by the sweep once its lock is free and queued again, so the message
// goes out once, from another run.

// Claims of one message, runs that died included, before it is given up.
const maxAttempts = 12;
const orphanCheckEveryMs = 3_000;
/** Jobs a worker takes at once; they run together, each failing alone. */
const batchSize = 50;

export async function enqueueSend(deps: Deps, sendId: number): Promise<void> {
  await deps.jobs?.send<DeliveryJob>(deliveryQueue, { sendId }, deliveryJobOptions);
}

/** Writes a send record with its job, in one statement, and wakes this process's workers. */
export async function queueSend(deps: Deps, accountId: number, send: repo.NewSend) {
  const jobs = deps.jobs;
  if (!jobs) return repo.insertSend(deps.db, accountId, send);
  await jobs.declare(deliveryQueue);
  const row = await repo.insertSend(deps.db, accountId, send, { queued: true });
  jobs.wake(deliveryQueue);
  return row;
}

/**
 * Registers the worker, sends a job for every queued send not claimed (its job may never have
 * been sent; a second job for one finds it claimed or done), and from then on queues again
 * every claim whose run died.
 */
export async function startDeliveryWorker(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.work<DeliveryJob>(
    deliveryQueue,
    (data, job) => deliverSend(deps, data.sendId, { lastTry: job.retryCount >= job.retryLimit }),
    { batchSize, parallel: true },
  );
  for (const id of await repo.listUnclaimedSends(deps.db, new Date())) await enqueueSend(deps, id);
  jobs.repeat('requeue orphaned sends', orphanCheckEveryMs, async () => {
    const requeued = await requeueOrphanedSends(deps);
    if (requeued > 0) log.warn({ requeued }, 'sends whose run died are queued again');
  });
}

/** Claims whose lock is free have no run: back to the queue, once, whoever finds them first. */
export async function requeueOrphanedSends(deps: Deps): Promise<number> {
  let requeued = 0;
  for (const id of await repo.listClaimedSends(deps.db)) {
    if (!(await deps.locks.tryLock(lockClass.messageSend, id))) continue;
    try {
      if (await repo.unclaimSend(deps.db, id)) {
        await enqueueSend(deps, id);
        requeued += 1;
      }
    } finally {
      await deps.locks.unlock(lockClass.messageSend, id);
    }
  }
  return requeued;
}

const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error ?? 'Unknown error');

/**
 * Hands one message to its provider unless another run holds it or it is no longer queued.
 * Throws when the provider could not take it and a retry may: the job is retried.
 */
export async function deliverSend(
  deps: Deps,
  sendId: number,
  options: { lastTry: boolean } = { lastTry: true },
): Promise<void> {
  if (!(await deps.locks.tryLock(lockClass.messageSend, sendId))) return;
  try {
    const send = await repo.claimSend(deps.db, sendId);
    if (!send) return;
    if (send.attempts > maxAttempts) {
      await repo.settleSend(deps.db, send.id, {
        status: 'failed',
        error: `Given up after ${maxAttempts} attempts: ${send.error ?? 'no answer'}`,
      });
      return;
    }
    let receipt: MailReceipt & { provider: string };
    try {
      receipt = await handToProvider(deps, send);
    } catch (error) {
      const permanent =
        isPermanentMailError(error) || isPermanentSmsError(error) || options.lastTry;
      await repo.settleSend(deps.db, send.id, {
        status: permanent ? 'failed' : 'queued',
        error: reasonOf(error),
      });
      if (permanent) return;
      throw error;
    }
    await repo.settleSend(deps.db, send.id, { status: 'sent', ...receipt });
  } finally {
    await deps.locks.unlock(lockClass.messageSend, sendId);
  }
}

async function handToProvider(deps: Deps, send: repo.SendRow) {
  if (send.channel === 'sms')
    return (await smsSenderFor(deps, send.accountId)).send({ to: send.toAddress, body: send.body });
  // Signed with the domain's key when the location sends from a verified domain.
  const { dkim } = await identityOf(deps, send.accountId);
  const receipt = await deps.mailer.send(emailMessageOf(deps, send, dkim ?? undefined));
  return { ...receipt, provider: deps.mailer.provider };
}

/** What an email's message is built from: its send record. */
export type EmailSend = Pick<
  repo.SendRow,
  | 'id'
  | 'source'
  | 'toAddress'
  | 'subject'
  | 'body'
  | 'textBody'
  | 'fromAddress'
  | 'replyTo'
  | 'messageId'
>;

/**
 * The message handed to the mailer for an email's send record, signed with `dkim` when given.
 * A broadcast's carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) naming the send;
 * a message of any other source goes without them.
 */
export function emailMessageOf(deps: TrackingDeps, send: EmailSend, dkim?: DkimKey): MailMessage {
  return {
    to: send.toAddress,
    subject: send.subject,
    html: send.body,
    text: send.textBody ?? '',
    ...(send.fromAddress ? { from: parseAddress(send.fromAddress) } : {}),
    ...(send.replyTo ? { replyTo: send.replyTo } : {}),
    ...(send.messageId ? { messageId: send.messageId } : {}),
    ...(dkim ? { dkim } : {}),
    ...(send.source === 'broadcast' ? { headers: listUnsubscribeHeaders(deps, send.id) } : {}),
  };
}

/** `Name <address>` as the record keeps it. */
function parseAddress(text: string) {
  const match = /^(.*)<([^<>]+)>\s*$/.exec(text);
  return match
    ? { name: match[1]!.trim().replace(/^"|"$/g, ''), address: match[2]!.trim() }
    : { address: text.trim() };
}
