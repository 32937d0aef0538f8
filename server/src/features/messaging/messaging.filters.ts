import { type SQL, sql } from 'drizzle-orm';
import { messageSends, suppressions } from './messaging.tables';

// What other features' statements borrow from messaging: conditions on suppression lists and
// send records, written against a column of the caller's query.

/** The address (lower-cased email, or E.164 number) is on one of the account's lists. */
export function isSuppressed(accountId: number, address: SQL): SQL {
  return sql`exists (select 1 from ${suppressions} where ${suppressions.accountId} = ${accountId}::int and ${suppressions.address} = ${address})`;
}

/** The contacts a broadcast's messages reached who have not opened one, as a subquery of ids. */
export function unopenedContactIds(accountId: number, broadcastId: number): SQL {
  const m = messageSends;
  return sql`(select ${m.contactId} from ${m} where ${m.accountId} = ${accountId}::int and ${m.broadcastId} = ${broadcastId}::int and ${m.contactId} is not null and ${m.opens} = 0 and ${m.status} in ('sent', 'delivered'))`;
}
