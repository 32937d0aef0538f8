import type { RecipientCounts } from '@coachline/contract/broadcasts';
import { and, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { offsetOf } from '../../platform/pagination';
import { escapeLike } from '../contacts/contacts.filters';
import { broadcasts } from './broadcasts.tables';

// The broadcasts themselves. Their send records are messaging's (broadcast-sends.repository),
// their recipients conditions on contacts (contacts.filters).

const live = (accountId: number) =>
  and(ofAccount(broadcasts, accountId), isNull(broadcasts.deletedAt));
const one = (accountId: number, id: number) => and(live(accountId), eq(broadcasts.id, id));

export async function findBroadcast(db: Executor, accountId: number, id: number) {
  const [row] = await db.select().from(broadcasts).where(one(accountId, id));
  return row;
}

/** A broadcast that went out, whichever location's: the public view shows it by id. */
// unscoped: the public view names a broadcast by id alone; only one that went out is shown.
export async function findSentBroadcast(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(broadcasts)
    .where(
      and(
        eq(broadcasts.id, id),
        isNull(broadcasts.deletedAt),
        inArray(broadcasts.status, ['sending', 'sent']),
      ),
    );
  return row;
}

export type BroadcastListFilter = {
  type: 'all' | 'saved' | 'scheduled' | 'sent';
  search?: string | undefined;
};

const typeCondition: Record<BroadcastListFilter['type'], SQL | undefined> = {
  all: undefined,
  saved: sql`${broadcasts.status} = 'saved'`,
  scheduled: sql`${broadcasts.status} = 'queued'`,
  sent: sql`${broadcasts.status} in ('sending', 'sent', 'failed')`,
};

export async function pageOfBroadcasts(
  db: Executor,
  accountId: number,
  filter: BroadcastListFilter,
  page: { page: number; per_page: number },
) {
  const where = and(
    live(accountId),
    typeCondition[filter.type],
    filter.search ? ilike(broadcasts.title, `%${escapeLike(filter.search)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(broadcasts)
      .where(where)
      .orderBy(desc(broadcasts.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(broadcasts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The titles of the account's broadcasts by id, deleted ones too (their messages stay). */
export async function titlesOf(db: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: broadcasts.id, title: broadcasts.title })
    .from(broadcasts)
    .where(and(ofAccount(broadcasts, accountId), inArray(broadcasts.id, ids)));
  return new Map(rows.map((r) => [r.id, r.title]));
}

export async function insertBroadcast(
  db: Executor,
  accountId: number,
  values: Omit<typeof broadcasts.$inferInsert, 'accountId' | 'id'>,
) {
  const [row] = await db
    .insert(broadcasts)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

/** Changes a broadcast; `onlyIf` guards the state it must still be in (a draft). */
export async function updateBroadcast(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<typeof broadcasts.$inferInsert>,
  onlyIf?: SQL,
) {
  const [row] = await db
    .update(broadcasts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(one(accountId, id), onlyIf))
    .returning();
  return row;
}

export const isDraft = sql`${broadcasts.status} = 'saved'`;
export const isNotSending = sql`${broadcasts.status} <> 'sending'`;

/** Broadcast emails queued since `since` by the accounts of `accountIds` (a subquery). */
// unscoped: counts over an organization's accounts, which the caller's subquery names.
export async function emailsQueuedSince(db: Executor, accountIds: SQL, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${broadcasts.recipientsCount}), 0)::int` })
    .from(broadcasts)
    .where(
      and(sql`${broadcasts.accountId} in ${accountIds}`, sql`${broadcasts.queuedAt} >= ${since}`),
    );
  return row?.n ?? 0;
}

// The send

/** The broadcasts on their way, whichever location's: the sweep looks for runs that died. */
// unscoped: the sweep reads every location's broadcasts on their way.
export async function listInFlight(db: Executor, status: 'queued' | 'sending') {
  return db
    .select({
      id: broadcasts.id,
      accountId: broadcasts.accountId,
      scheduledAt: broadcasts.scheduledAt,
    })
    .from(broadcasts)
    .where(and(eq(broadcasts.status, status), isNull(broadcasts.deletedAt)));
}

/** A broadcast whose run died goes back to `queued`, once, whoever finds it first. */
// unscoped: the sweep finds orphans by id; only a broadcast being sent moves.
export async function requeue(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(broadcasts)
    .set({ status: 'queued' })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'sending')))
    .returning({ id: broadcasts.id });
  return rows.length > 0;
}

/**
 * Starts (or resumes) the send of a queued broadcast whose time has come: answers it, now
 * `sending`, with one more run counted; nothing when it is not to be sent.
 */
export async function startSending(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .update(broadcasts)
    .set({
      status: 'sending',
      startedAt: sql`coalesce(${broadcasts.startedAt}, now())`,
      attempts: sql`${broadcasts.attempts} + 1`,
    })
    .where(
      and(
        one(accountId, id),
        inArray(broadcasts.status, ['queued', 'sending']),
        sql`(${broadcasts.scheduledAt} is null or ${broadcasts.scheduledAt} <= now())`,
      ),
    )
    .returning();
  return row;
}

/** Marks the records made, with their counts; false when another run made them first. */
export async function markResolved(
  db: Executor,
  accountId: number,
  id: number,
  counts: { made: number } & Pick<RecipientCounts, 'no_email' | 'switched_off' | 'suppressed'>,
): Promise<boolean> {
  const rows = await db
    .update(broadcasts)
    .set({
      resolvedAt: new Date(),
      recipientsCount: counts.made,
      excludedCount: counts.no_email + counts.switched_off + counts.suppressed,
      exclusions: {
        no_email: counts.no_email,
        switched_off: counts.switched_off,
        suppressed: counts.suppressed,
      },
    })
    .where(and(one(accountId, id), isNull(broadcasts.resolvedAt)))
    .returning({ id: broadcasts.id });
  return rows.length > 0;
}

/** Moves the counts of sent and failed messages on. */
export async function addCounts(
  db: Executor,
  accountId: number,
  id: number,
  counts: { sent: number; failed: number },
) {
  if (counts.sent + counts.failed === 0) return;
  await db
    .update(broadcasts)
    .set({
      sentCount: sql`${broadcasts.sentCount} + ${counts.sent}`,
      failedCount: sql`${broadcasts.failedCount} + ${counts.failed}`,
    })
    .where(and(ofAccount(broadcasts, accountId), eq(broadcasts.id, id)));
}

export async function finishBroadcast(
  db: Executor,
  accountId: number,
  id: number,
  status: 'sent' | 'failed',
) {
  await db
    .update(broadcasts)
    .set({ status, finishedAt: new Date() })
    .where(and(ofAccount(broadcasts, accountId), eq(broadcasts.id, id)));
}
