import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { contactCounts, contacts } from './contacts.tables';

// The kept counts of live contacts per status, day created, tag and group (contact_counts,
// appended to by triggers: migration 0014). A count is the sum of its rows.

/** Rows beyond two per count a kind of counts may pile up to before a read folds them. */
const foldAbove = 256;

/**
 * Folds a location's count rows into one per count, dropping counts at zero, once the rows of
 * the kind about to be read pile up (every write appends to the kinds it changes, so the others
 * are folded in passing). Rows appended by transactions still open are invisible here and
 * stay; two folds at once are safe too: the later one waits on the rows the first deletes,
 * then finds them gone.
 */
export async function foldCounts(
  db: Executor,
  accountId: number,
  kind: 'status' | 'day' | 'tag' | 'group',
): Promise<void> {
  const [piled] = await rowsOf<{ rows: number; counts: number }>(
    db,
    sql`select count(*)::int as rows, count(distinct key)::int as counts from ${contactCounts}
      where ${ofAccount(contactCounts, accountId)} and kind = ${kind}`,
  );
  if (piled && isPiled(piled.rows, piled.counts)) await fold(db, accountId);
}

const isPiled = (rows: number, counts: number) => rows > 2 * counts + foldAbove;

async function fold(db: Executor, accountId: number) {
  await db.execute(sql`with gone as (
      delete from ${contactCounts} where ${ofAccount(contactCounts, accountId)}
      returning kind, key, n
    )
    insert into ${contactCounts} (account_id, kind, key, n)
    select ${accountId}::int, kind, key, sum(n) from gone group by kind, key having sum(n) <> 0`);
}

/**
 * Live contacts of the location per status, in one statement (the list reads them on every
 * call): the rows behind each count come with it, and are folded after the read when piled up.
 */
export async function countPerStatus(
  db: Executor,
  accountId: number,
): Promise<{ status: string; count: number }[]> {
  const counts = await rowsOf<{ status: string; count: number; rows: number }>(
    db,
    sql`select key as status, sum(n)::int as count, count(*)::int as rows from ${contactCounts}
      where ${ofAccount(contactCounts, accountId)} and kind = 'status'
      group by key`,
  );
  const rows = counts.reduce((sum, c) => sum + c.rows, 0);
  if (isPiled(rows, counts.length)) await fold(db, accountId);
  return counts.filter((c) => c.count !== 0).map(({ status, count }) => ({ status, count }));
}

/**
 * Where a page far into the list in creation order starts: the condition that skips the days
 * before the one holding the `offset`th live contact (of the status, when given), and the offset
 * left within that day, so the walk covers one day of contacts instead of every one before.
 * Undefined past the last contact.
 */
export async function creationPageStart(
  db: Executor,
  accountId: number,
  status: string | undefined,
  direction: 'asc' | 'desc',
  offset: number,
): Promise<{ where: SQL; offset: number } | undefined> {
  await foldCounts(db, accountId, 'day');
  const [start] = await rowsOf<{ day: string; before: number }>(
    db,
    sql`select day, before::int as before from (
      select day, n, coalesce(sum(n) over (order by day ${sql.raw(direction)}
        rows between unbounded preceding and 1 preceding), 0) as before
      from (
        select left(key, 10) as day, sum(n) as n from ${contactCounts}
        where ${ofAccount(contactCounts, accountId)} and kind = 'day'
          ${status ? sql`and substr(key, 12) = ${status}` : sql``}
        group by 1 having sum(n) <> 0
      ) days
    ) ranked where before <= ${offset} and before + n > ${offset}`,
  );
  if (!start) return undefined;
  const where =
    direction === 'desc'
      ? sql`${contacts.createdAt} < (${start.day}::date + 1)::timestamp at time zone 'UTC'`
      : sql`${contacts.createdAt} >= ${start.day}::date::timestamp at time zone 'UTC'`;
  return { where, offset: offset - start.before };
}
