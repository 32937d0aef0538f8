import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { contactCounts } from './contacts.tables';

// The kept counts of live contacts per status, tag and group (contact_counts, appended to by
// triggers: migration 0014). A count is the sum of its rows.

/** Rows a location's counts may pile up to before a read folds them together. */
const foldAbove = 256;

/**
 * Folds a location's count rows into one per count, dropping counts at zero, once they pile up.
 * Rows appended by transactions still open are invisible here and stay; two folds at once are
 * safe too: the later one waits on the rows the first deletes, then finds them gone.
 */
export async function foldCounts(db: Executor, accountId: number): Promise<void> {
  const [piled] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${contactCounts}
      where ${ofAccount(contactCounts, accountId)} limit ${foldAbove + 1}) r`,
  );
  if ((piled?.n ?? 0) <= foldAbove) return;
  await db.execute(sql`with gone as (
      delete from ${contactCounts} where ${ofAccount(contactCounts, accountId)}
      returning kind, key, n
    )
    insert into ${contactCounts} (account_id, kind, key, n)
    select ${accountId}::int, kind, key, sum(n) from gone group by kind, key having sum(n) <> 0`);
}

/** Live contacts of the location per status. */
export async function countPerStatus(
  db: Executor,
  accountId: number,
): Promise<{ status: string; count: number }[]> {
  await foldCounts(db, accountId);
  const rows = await rowsOf<{ status: string; count: number }>(
    db,
    sql`select key as status, sum(n)::int as count from ${contactCounts}
      where ${ofAccount(contactCounts, accountId)} and kind = 'status'
      group by key having sum(n) <> 0`,
  );
  return rows;
}
