import { realtimeEvents } from '@coachline/contract/api';
import type { BroadcastProgressEvent } from '@coachline/contract/broadcasts';
import { messagingMessages } from '@coachline/contract/messaging';
import type { FastifyBaseLogger } from 'fastify';
import { lockClass } from '../../db/advisory-locks';
import { relaxBackgroundTransaction } from '../../db/rows';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { isPermanentMailError, type MailMessage } from '../../platform/mail';
import {
  findAccount,
  findUserById,
  ownerContext,
  primaryIdOf,
  usersWhoMay,
} from '../accounts/accounts.service';
import { broadcastAllowance } from '../accounts/limits';
import { contactEmailRows } from '../contacts/contacts.filters';
import { type ContactRow, contactRowsByIds, tabsOf } from '../contacts/contacts.service';
import { chosenSenderIdentity } from '../email-domains/email-domains.service';
import { emailMessageOf } from '../messaging/delivery';
import { emailDocument, safeEmailHtml, textOfHtml } from '../messaging/email-content';
import {
  claimBroadcastSends,
  failQueuedBroadcastSends,
  hasQueuedBroadcastSends,
  insertBroadcastSends,
  mailFromAddress,
  releaseBroadcastClaims,
  type SettledSend,
  settleBroadcastSends,
} from '../messaging/messaging.service';
import { personalize } from '../messaging/personalize';
import { accountsOf, identityOf } from '../messaging/send-context';
import { companyValues, valuesOfContact } from '../messaging/token-values';
import { compileTrackedEmail } from '../messaging/tracking';
import { signatureForEmail } from '../signatures/signatures.service';
import { mayGetEmail, recipientsWhere } from './broadcasts.audience';
import * as repo from './broadcasts.repository';
import type { BroadcastRow } from './broadcasts.tables';

type ClaimedSend = Awaited<ReturnType<typeof claimBroadcastSends>>[number];

// The send of a broadcast (docs/architecture.md §8b). One run at a time holds the broadcast's
// lock. It first writes a send record for every eligible recipient, in one statement; then it
// claims the records in batches, renders each message from the broadcast and the contact's
// values, hands the batch to the mail server together and records what became of each, with
// the broadcast's counts, in one transaction, while the next batch goes out. A run that dies
// leaves at most three batches claimed: the next run (its job retried, or the sweep's) puts them
// back and carries on, so nobody is lost and nobody but the two batches in flight can get the
// email twice.

export const broadcastQueue = 'broadcast-send';
export type BroadcastJob = { broadcastId: number; accountId: number };

/** Records claimed and sent together: a dead run may have sent two batches unrecorded. */
const defaultBatchSize = 100;
/** Runs of one broadcast before what is left is failed: a send that keeps dying stops. */
const maxRuns = 8;
/** Tries of one message the mail server could not take for now, before it is failed. */
const maxTries = 5;
const progressEveryMs = 250;
const orphanCheckEveryMs = 3_000;
// A run can take long (its rate); expiry is the sweep's backstop, retries space out failures.
const jobOptions = {
  retryLimit: 10,
  retryDelay: 15,
  retryBackoff: true,
  expireInSeconds: 4 * 3600,
};

export async function enqueueBroadcast(
  deps: Deps,
  broadcast: Pick<BroadcastRow, 'id' | 'accountId' | 'scheduledAt'>,
): Promise<void> {
  await deps.jobs?.send<BroadcastJob>(
    broadcastQueue,
    { broadcastId: broadcast.id, accountId: broadcast.accountId },
    broadcast.scheduledAt ? { ...jobOptions, startAfter: broadcast.scheduledAt } : jobOptions,
  );
}

/**
 * Registers the worker, sends a job for every queued broadcast (its job may never have been
 * sent; a second one finds it taken or done), and from then on puts back on the queue every
 * broadcast whose run died.
 */
export async function startBroadcastWorker(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.work<BroadcastJob>(broadcastQueue, (data) =>
    runBroadcast(deps, data.accountId, data.broadcastId, { log }),
  );
  for (const broadcast of await repo.listInFlight(deps.db, 'queued'))
    await enqueueBroadcast(deps, broadcast);
  jobs.repeat('resume orphaned broadcasts', orphanCheckEveryMs, () => requeueOrphans(deps, log));
}

/** A broadcast being sent whose lock is free has no run: back to the queue, once. */
async function requeueOrphans(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  for (const broadcast of await repo.listInFlight(deps.db, 'sending')) {
    if (!(await deps.locks.tryLock(lockClass.broadcastSend, broadcast.id))) continue;
    try {
      if (await repo.requeue(deps.db, broadcast.id)) {
        await enqueueBroadcast(deps, { ...broadcast, scheduledAt: null });
        log.warn({ broadcast: broadcast.id }, 'a broadcast whose run died is resumed');
      }
    } finally {
      await deps.locks.unlock(lockClass.broadcastSend, broadcast.id);
    }
  }
}

export type RunOptions = {
  batchSize?: number;
  /** Called after each recorded batch (tests stop a run here to simulate a crash). */
  afterBatch?: (batch: number) => void | Promise<void>;
  log?: FastifyBaseLogger;
};

/** Sends the broadcast unless another run holds it or it is not to be sent now. */
export async function runBroadcast(
  deps: Deps,
  accountId: number,
  broadcastId: number,
  options: RunOptions = {},
): Promise<void> {
  if (!(await deps.locks.tryLock(lockClass.broadcastSend, broadcastId))) return;
  try {
    const started = await repo.startSending(deps.db, accountId, broadcastId);
    if (started) await sendClaimed(deps, started, options);
  } finally {
    await deps.locks.unlock(lockClass.broadcastSend, broadcastId);
  }
}

async function sendClaimed(deps: Deps, started: BroadcastRow, options: RunOptions) {
  let broadcast = started;
  const progress = progressReporter(deps, broadcast);
  if (broadcast.attempts > maxRuns) {
    await finish(deps, broadcast, `The send stopped unexpectedly ${maxRuns} times.`);
    return progress.now();
  }
  const ctx = await senderContext(deps, broadcast);
  if (!ctx) throw new Error(`The location of broadcast ${broadcast.id} cannot send now.`);
  const { organization } = await accountsOf(deps, ctx);
  if (organization?.emailStatus === false) {
    await finish(deps, broadcast, messagingMessages.emailKilled);
    return progress.now();
  }
  const released = await releaseBroadcastClaims(deps.db, broadcast.accountId, broadcast.id);
  if (released > 0)
    options.log?.warn({ broadcast: broadcast.id, released }, 'a dead run’s batch is sent again');
  const identity = await identityFor(deps, broadcast, ctx.user.email);
  if (!broadcast.resolvedAt) broadcast = await resolveRecipients(deps, ctx, broadcast, identity);
  progress.report(broadcast);
  const render = await rendererFor(deps, ctx, broadcast);
  const { ratePerSecond } = await broadcastAllowance(deps.db, ctx.primaryAccountId);
  const batchSize = options.batchSize ?? defaultBatchSize;
  const began = Date.now();
  let handed = 0;
  let batches = 0;
  const claimNext = async () => {
    const batch = await claimBroadcastSends(deps.db, broadcast.accountId, broadcast.id, batchSize);
    const ids = batch.flatMap((send) => (send.contact_id ? [send.contact_id] : []));
    const recipients =
      ids.length > 0 ? await contactRowsByIds(deps.db, broadcast.accountId, ids) : [];
    return { batch, contactOf: new Map(recipients.map((c) => [c.id, c])) };
  };
  // Three batches overlap: one is recorded while the next goes out and the one after is
  // claimed, so the mail server waits on neither statement.
  let next = claimNext();
  let recording: Promise<void> = Promise.resolve();
  try {
    for (;;) {
      const { batch, contactOf } = await next;
      if (batch.length === 0) break;
      next = claimNext();
      const outcomes = await Promise.all(
        batch.map((send) =>
          deliver(
            deps,
            broadcast,
            identity,
            send,
            render(send, contactOf.get(send.contact_id ?? 0)),
          ),
        ),
      );
      await recording;
      recording = settle(deps, broadcast, outcomes);
      batches += 1;
      handed += batch.length;
      progress.add(outcomes);
      if (options.afterBatch) {
        await recording;
        await options.afterBatch(batches);
      }
      // Nothing went out and the server answered "later" to all: let the job's backoff wait.
      if (outcomes.every((o) => o.status === 'queued'))
        throw new Error(`The mail server took none of a batch of broadcast ${broadcast.id}.`);
      const due = began + (handed / ratePerSecond) * 1000;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    }
  } finally {
    // A batch claimed ahead and never sent is put back by the next run.
    await Promise.allSettled([next, recording]);
  }
  await recording;
  if (await hasQueuedBroadcastSends(deps.db, broadcast.accountId, broadcast.id)) return;
  await finish(deps, broadcast);
  await progress.now();
}

/**
 * Writes a record for every eligible recipient and marks the broadcast resolved, in one
 * transaction: a run that dies before it leaves nothing, one that dies after finds it done.
 */
async function resolveRecipients(
  deps: Deps,
  ctx: RequestContext,
  broadcast: BroadcastRow,
  identity: Identity,
): Promise<BroadcastRow> {
  const { accountId, id } = broadcast;
  await deps.db.transaction(async (tx) => {
    // A broadcast to many is one long statement; a lost commit leaves it unresolved.
    await relaxBackgroundTransaction(tx);
    const counts = await insertBroadcastSends(
      tx,
      accountId,
      { broadcastId: id, userId: ctx.user.id, from: identity.from, replyTo: identity.replyTo },
      contactEmailRows(
        accountId,
        recipientsWhere(accountId, broadcast.recipients),
        mayGetEmail(accountId),
      ),
    );
    if (!(await repo.markResolved(tx, accountId, id, counts)))
      throw new Error(`Broadcast ${id} was resolved by another run.`);
  });
  return (await repo.findBroadcast(deps.db, accountId, id)) ?? broadcast;
}

/** Records a batch's outcomes and the broadcast's counts together. */
async function settle(deps: Deps, broadcast: BroadcastRow, outcomes: SettledSend[]) {
  await deps.db.transaction(async (tx) => {
    await settleBroadcastSends(tx, broadcast.accountId, deps.mailer.provider, outcomes);
    await repo.addCounts(tx, broadcast.accountId, broadcast.id, {
      sent: outcomes.filter((o) => o.status === 'sent').length,
      failed: outcomes.filter((o) => o.status === 'failed').length,
    });
  });
}

/** The broadcast is done; what was still queued fails with `reason`. */
async function finish(deps: Deps, broadcast: BroadcastRow, reason?: string) {
  const { accountId, id } = broadcast;
  await deps.db.transaction(async (tx) => {
    if (reason) {
      const failed = await failQueuedBroadcastSends(tx, accountId, id, reason);
      await repo.addCounts(tx, accountId, id, { sent: 0, failed });
    }
    await repo.finishBroadcast(tx, accountId, id, reason ? 'failed' : 'sent');
  });
}

/** Who the broadcast goes out as: its creator in the location, else the location's owner. */
async function senderContext(
  deps: Deps,
  broadcast: BroadcastRow,
): Promise<RequestContext | undefined> {
  const owner = await ownerContext(deps.db, broadcast.accountId);
  if (!owner) return undefined;
  const creator = broadcast.createdBy
    ? await findUserById(deps.db, broadcast.createdBy)
    : undefined;
  return creator ? { ...owner, user: creator } : owner;
}

type Identity = {
  /** `"Name" <address>`, as the send record keeps it. */
  from: string;
  /** Replies reach the broadcast's creator (or the location's owner). */
  replyTo: string;
  name: string;
  address: string;
  /** The domain of the Message-IDs: the signing one, else the From's. */
  domain: string;
  dkim: MailMessage['dkim'];
};

/** The From and DKIM key: the broadcast's sender when verified, else the location's own. */
async function identityFor(
  deps: Deps,
  broadcast: BroadcastRow,
  replyTo: string,
): Promise<Identity> {
  const location = await findAccount(deps.db, broadcast.accountId);
  const chosen =
    broadcast.senderId && location
      ? await chosenSenderIdentity(deps, primaryIdOf(location), broadcast.senderId)
      : undefined;
  const identity = chosen ?? (await identityOf(deps, broadcast.accountId));
  const address = identity.from?.address ?? mailFromAddress(deps);
  const name = identity.from?.name ?? location?.businessname ?? '';
  const from = name ? `"${name.replace(/["\\]/g, '')}" <${address}>` : address;
  const domain = identity.dkim?.domainName ?? address.slice(address.lastIndexOf('@') + 1);
  return { from, replyTo, name, address, domain, dkim: identity.dkim ?? undefined };
}

type Rendered = { subject: string; html: string; text: string };

/**
 * The broadcast made safe and complete once (sanitized, with its signature, in the document,
 * with its text part); each recipient's message is then only its tokens filled in.
 */
async function rendererFor(deps: Deps, ctx: RequestContext, broadcast: BroadcastRow) {
  const [company, tabs, signature] = await Promise.all([
    companyValues(deps, ctx),
    tabsOf(deps.db, broadcast.accountId),
    signatureForEmail(deps, broadcast.accountId, undefined, true),
  ]);
  const titles = new Map(tabs.map((t) => [t.value, t.title]));
  const html = emailDocument(safeEmailHtml(broadcast.body + (signature ?? '')), broadcast.subject);
  // Links, the open pixel and the unsubscribe link once; each message then only its token.
  const tracked = compileTrackedEmail(deps, { html, text: textOfHtml(html) });
  // A contact gone since the records were made still gets its email, addressed by name only.
  return (send: ClaimedSend, contact: ContactRow | undefined): Rendered => {
    const values = {
      ...company,
      ...(contact
        ? valuesOfContact(contact, titles.get(contact.status))
        : { email: send.to_address }),
    };
    const own = tracked(send.id);
    return {
      subject: personalize(broadcast.subject, values, 'text'),
      html: personalize(own.html, values, 'html'),
      text: personalize(own.text, values, 'text'),
    };
  };
}

/** A send's Message-ID: the same for every try of it, and unique to it. */
const messageIdOf = (broadcast: BroadcastRow, sendId: number, domain: string) =>
  `<b${broadcast.id}.${sendId.toString(36)}.${broadcast.messageKey ?? 'x'}@${domain}>`;

async function deliver(
  deps: Deps,
  broadcast: BroadcastRow,
  identity: Identity,
  send: ClaimedSend,
  message: Rendered,
): Promise<SettledSend> {
  const messageId = messageIdOf(broadcast, send.id, identity.domain);
  const base = { id: send.id, subject: message.subject, messageId };
  try {
    const receipt = await deps.mailer.send(
      emailMessageOf(
        deps,
        {
          id: send.id,
          source: 'broadcast',
          toAddress: send.to_address,
          subject: message.subject,
          body: message.html,
          textBody: message.text,
          fromAddress: identity.from,
          replyTo: identity.replyTo,
          messageId,
        },
        identity.dkim,
      ),
    );
    return { ...base, status: 'sent', providerId: receipt.providerId };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const permanent = isPermanentMailError(error) || send.attempts >= maxTries;
    return { ...base, status: permanent ? 'failed' : 'queued', error: reason };
  }
}

/** "N of M sent" to the location's users who may see broadcasts, a few times a second. */
function progressReporter(deps: Deps, initial: BroadcastRow) {
  let state: BroadcastProgressEvent = {
    broadcast_id: initial.id,
    status: 'sending',
    recipients_count: initial.recipientsCount,
    sent_count: initial.sentCount,
    failed_count: initial.failedCount,
  };
  let lastAt = 0;
  let readers: Promise<number[]> | undefined;
  const publish = async () => {
    const realtime = deps.realtime;
    if (!realtime) return;
    lastAt = Date.now();
    readers ??= usersWhoMay(deps.db, initial.accountId, 'view', 'broadcasts');
    for (const userId of await readers)
      realtime.toUser(userId, realtimeEvents.broadcastProgress, state);
  };
  return {
    report(row: BroadcastRow) {
      state = { ...state, recipients_count: row.recipientsCount };
      void publish();
    },
    add(outcomes: SettledSend[]) {
      state = {
        ...state,
        sent_count: state.sent_count + outcomes.filter((o) => o.status === 'sent').length,
        failed_count: state.failed_count + outcomes.filter((o) => o.status === 'failed').length,
      };
      if (Date.now() - lastAt >= progressEveryMs) void publish();
    },
    async now() {
      const row = await repo.findBroadcast(deps.db, initial.accountId, initial.id);
      if (row)
        state = {
          broadcast_id: row.id,
          status: row.status,
          recipients_count: row.recipientsCount,
          sent_count: row.sentCount,
          failed_count: row.failedCount,
        };
      await publish();
    },
  };
}
