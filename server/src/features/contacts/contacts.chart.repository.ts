import type { TabGroup } from '@coachline/contract/auth';
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { contacts, locationTabs } from './contacts.tables';

// The contact chart's reads (contact/chart-data).

/** Days from `from` to `to` (YYYY-MM-DD, both included) in a time zone. */
export type DayRange = { from: string; to: string; timeZone: string };

/**
 * Live contacts added per local day of the range, by the tab group of their status. The range
 * walks contacts_account_created_idx; the tab is one lookup per status.
 */
export async function addedPerDay(
  db: Executor,
  accountId: number,
  range: DayRange,
): Promise<{ day: string; group: TabGroup; count: number }[]> {
  const start = sql`(${range.from}::date)::timestamp at time zone ${range.timeZone}`;
  const end = sql`(${range.to}::date + 1)::timestamp at time zone ${range.timeZone}`;
  return (
    db
      .select({
        day: sql<string>`to_char(${contacts.createdAt} at time zone ${range.timeZone}, 'YYYY-MM-DD')`,
        group: locationTabs.group,
        count: count(),
      })
      .from(contacts)
      .innerJoin(
        locationTabs,
        and(
          eq(locationTabs.accountId, contacts.accountId),
          eq(locationTabs.value, contacts.status),
        ),
      )
      .where(
        and(
          ofAccount(contacts, accountId),
          isNull(contacts.deletedAt),
          gte(contacts.createdAt, start),
          lt(contacts.createdAt, end),
        ),
      )
      // By position: the day's expression carries a parameter, which PostgreSQL would not
      // recognise as the same expression written again.
      .groupBy(sql`1`, sql`2`)
  );
}
