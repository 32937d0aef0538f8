import type { Executor } from '../../db/client';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { dueTime, type ReminderSchedule } from '../../platform/reminder-schedule';
import * as accounts from '../accounts/accounts.service';
import type { emailContact, textContact } from './messaging.service';

// The sweep of weekly scenario reminders (progress and habit check-ins): for each scenario
// whose reminder is on, its latest due time (platform/reminder-schedule.ts), a delivery claimed
// per active contact (the kind's unique key makes each go once, whichever process claims it),
// each sent in a savepoint of the claim's transaction so that one refused is recorded with its
// reason and the others go.

type SendAnswer = Awaited<ReturnType<typeof emailContact> | ReturnType<typeof textContact>>;

/** What the sweep needs of one kind of scenario. */
export type ReminderKind<Row extends ReminderSchedule & { id: number; accountId: number }> = {
  reminded(db: Executor): Promise<Row[]>;
  claim(
    tx: Executor,
    accountId: number,
    scenarioId: number,
    due: Date,
  ): Promise<{ id: number; contactId: number }[]>;
  record(
    tx: Executor,
    accountId: number,
    deliveryId: number,
    sendId: number | null,
    failure: string,
  ): Promise<void>;
  send(deps: Deps, owner: RequestContext, row: Row, contactId: number): Promise<SendAnswer>;
};

/** Sends every reminder of the kind due at `now`; answers how many contacts were reminded. */
export async function sendDueReminders<
  Row extends ReminderSchedule & { id: number; accountId: number },
>(deps: Deps, kind: ReminderKind<Row>, now: Date): Promise<number> {
  let sent = 0;
  for (const row of await kind.reminded(deps.db)) {
    const zone = await accounts.timeZoneOf(deps.db, row.accountId);
    const due = dueTime(row, zone, now);
    if (!due) continue;
    sent += await deps.db.transaction(async (tx) => {
      const owner = await accounts.ownerContext(tx, row.accountId);
      if (!owner) return 0;
      let count = 0;
      for (const delivery of await kind.claim(tx, row.accountId, row.id, due)) {
        const answer = await tx
          .transaction((savepoint) =>
            kind.send({ ...deps, db: savepoint }, owner, row, delivery.contactId),
          )
          .catch((error: unknown) => ({
            status: 0 as const,
            message: error instanceof Error ? error.message.slice(0, 500) : String(error),
          }));
        const ok = answer.status === 1 && 'log' in answer;
        await kind.record(
          tx,
          row.accountId,
          delivery.id,
          ok ? answer.log.id : null,
          ok ? '' : answer.message,
        );
        if (ok) count++;
      }
      return count;
    });
  }
  return sent;
}
