import type { SendEmailResponse, SendSmsResponse } from '@coachline/contract/messaging';
import { sequenceMessages as words } from '@coachline/contract/sequences';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import * as accounts from '../accounts/accounts.service';
import { htmlOfText } from '../messaging/email-content';
import * as messaging from '../messaging/messaging.service';
import * as pipelines from '../pipelines/pipelines.service';
import * as repo from './sequences.repository';
import type { SequenceMessageRow, SequenceSubscriberRow } from './sequences.tables';

// The sequences' side of the engine (issue 15 §1, §3), as journeys.engine.ts walks journeys: a
// subscriber is a row with the message it waits for and when; the rows are the queue. Every
// process with workers takes due subscribers 500 at a time (FOR UPDATE SKIP LOCKED) and sends
// each its message in that transaction, the subscribers at one message together in a savepoint
// (one read of what the messages share, one send record each). The send records, the
// deliveries (unique per subscriber and step) and the move to the next message commit
// together: a process killed at any moment leaves a message sent and recorded, or not begun.

const batchSize = 500;
const sweepEveryMs = 500;

/** The message after `message` in the sequence's order, or null after the last. */
export function nextMessage(messages: SequenceMessageRow[], message: SequenceMessageRow) {
  const ordered = [...messages].sort((a, b) => a.position - b.position || a.id - b.id);
  return ordered[ordered.findIndex((m) => m.id === message.id) + 1] ?? null;
}

/**
 * Adds contacts (a subquery of ids) to a sequence at its first message, counted from now or
 * from the sequence's start when that is to come; answers how many were added (none when it
 * has no message).
 */
export async function subscribeContacts(
  db: Executor,
  accountId: number,
  sequenceId: number,
  contactIds: SQL,
  now: Date,
) {
  const sequence = await repo.findSequence(db, accountId, sequenceId);
  const [first] = await repo.messagesOf(db, accountId, sequenceId);
  if (!sequence || !first) return 0;
  const start = sequence.scheduledAt && sequence.scheduledAt > now ? sequence.scheduledAt : now;
  const zone = await accounts.timeZoneOf(db, accountId);
  return repo.subscribe(db, accountId, sequenceId, first, contactIds, start, zone);
}

type Outcome = { sendId: number | null; detail: string };

/** Sends one message to contacts, each outcome by contact (a refusal has no send, and says why). */
async function send(
  deps: Deps,
  owner: RequestContext,
  message: SequenceMessageRow,
  contactIds: number[],
): Promise<Map<number, Outcome>> {
  const outcomes = new Map<number, Outcome>();
  const record = (contactId: number, answer: SendEmailResponse | SendSmsResponse | undefined) => {
    if (!answer) throw new Error('The contact is gone');
    outcomes.set(
      contactId,
      answer.status === 1
        ? { sendId: answer.log.id, detail: '' }
        : { sendId: null, detail: answer.message },
    );
  };
  const values = await pipelines.automationTokenValues(deps.db, owner.accountId, contactIds);
  if (message.type === 'email') {
    const sent = await messaging.emailContacts(deps, owner, contactIds, {
      subject: message.subject,
      html: /<[a-z][\s\S]*>/i.test(message.body) ? message.body : htmlOfText(message.body),
      source: 'sequence',
      values,
    });
    for (const id of contactIds) record(id, sent.get(id));
  } else
    for (const id of contactIds)
      record(
        id,
        await messaging.textContact(deps, owner, id, {
          text: message.body,
          source: 'sequence',
          values: values.get(id),
        }),
      );
  return outcomes;
}

/**
 * Sends a message again now to the contacts it went to (by default those who did not open
 * it), in the caller's transaction; answers how many it was sent to.
 */
export async function resendMessage(
  deps: Deps,
  owner: RequestContext,
  message: SequenceMessageRow,
  onlyUnopened: boolean,
) {
  const recipients = await repo.recipientsOf(
    deps.db,
    owner.accountId,
    message.id,
    onlyUnopened && message.type === 'email',
  );
  let resent = 0;
  for (let i = 0; i < recipients.length; i += batchSize) {
    const some = recipients.slice(i, i + batchSize);
    const sent = await send(
      deps,
      owner,
      message,
      some.map((r) => Number(r.contact_id)),
    );
    const deliveries = some.map((r) => ({
      subscriberId: Number(r.subscriber_id),
      contactId: Number(r.contact_id),
      ...sent.get(Number(r.contact_id))!,
    }));
    await repo.recordResends(deps.db, owner.accountId, message, deliveries);
    resent += deliveries.filter((d) => d.sendId !== null).length;
  }
  return resent;
}

/** The subscribers at one message (of one sequence) get it and move on, in the caller's transaction. */
async function step(
  deps: Deps,
  owner: RequestContext,
  subscribers: SequenceSubscriberRow[],
  messages: SequenceMessageRow[],
  zone: string,
  now: Date,
) {
  const [first] = subscribers as [SequenceSubscriberRow];
  const message = messages.find((m) => m.id === first.messageId);
  if (!message) throw new Error(words.notAMessage);
  const sent = await send(
    deps,
    owner,
    message,
    subscribers.map((s) => s.contactId),
  );
  const deliveries = subscribers.map((subscriber) => ({
    subscriber,
    ...sent.get(subscriber.contactId)!,
  }));
  await repo.advance(deps.db, message, deliveries, nextMessage(messages, message), now, zone);
}

/**
 * Sends the messages of every subscriber due at `now`, batch after batch, until none is due;
 * answers the messages handled. Safe on every process at once: each subscriber is taken by one
 * transaction at a time. Those at the same message go together in a savepoint; when that
 * fails, each goes alone in its own, and one that fails again ends with the reason.
 */
export async function runDueSequenceSteps(deps: Deps, now = new Date()): Promise<number> {
  let ran = 0;
  for (;;) {
    const taken = await deps.db.transaction(async (tx) => {
      const due = await repo.claimDue(tx, now, batchSize);
      const groups = new Map<string, SequenceSubscriberRow[]>();
      for (const subscriber of due) {
        const key = `${subscriber.sequenceId}:${subscriber.messageId}`;
        groups.set(key, [...(groups.get(key) ?? []), subscriber]);
      }
      const owners = new Map<number, RequestContext | undefined>();
      const zones = new Map<number, string>();
      const messagesOf = new Map<number, SequenceMessageRow[]>();
      for (const group of groups.values()) {
        const { accountId, sequenceId } = group[0]!;
        if (!owners.has(accountId)) {
          owners.set(accountId, await accounts.ownerContext(tx, accountId));
          zones.set(accountId, await accounts.timeZoneOf(tx, accountId));
        }
        if (!messagesOf.has(sequenceId))
          messagesOf.set(sequenceId, await repo.messagesOf(tx, accountId, sequenceId));
        const owner = owners.get(accountId);
        const run = (some: SequenceSubscriberRow[]) =>
          tx.transaction(async (savepoint) => {
            if (!owner) throw new Error('The location has no owner to act as');
            await step(
              { ...deps, db: savepoint },
              owner,
              some,
              messagesOf.get(sequenceId)!,
              zones.get(accountId)!,
              now,
            );
          });
        const together = await run(group).then(
          () => true,
          () => false,
        );
        if (together) continue;
        for (const subscriber of group)
          await run([subscriber]).catch((error: unknown) =>
            repo.fail(
              tx,
              subscriber.id,
              error instanceof Error ? error.message.slice(0, 500) : String(error),
              now,
            ),
          );
      }
      return due.length;
    });
    ran += taken;
    if (taken === 0) return ran;
  }
}

/** Every process with workers sends the due messages twice a second. */
export function startSequenceEngine(deps: Deps, log: FastifyBaseLogger): void {
  deps.jobs?.repeat('sequence steps', sweepEveryMs, async () => {
    const ran = await runDueSequenceSteps(deps);
    if (ran > 0) log.debug({ ran }, 'sequence messages sent');
  });
}
