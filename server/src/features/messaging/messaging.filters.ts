import { type SQL, sql } from 'drizzle-orm';
import { deliveryEvents, messageSends, suppressions } from './messaging.tables';

// What other features' statements borrow from messaging: conditions on suppression lists and
// send records, and the location's SMS as rows of a conversation (the Message Center's).

/** The address (lower-cased email, or E.164 number) is on one of the account's lists. */
export function isSuppressed(accountId: number, address: SQL): SQL {
  return sql`exists (select 1 from ${suppressions} where ${suppressions.accountId} = ${accountId}::int and ${suppressions.address} = ${address})`;
}

/** The contacts a broadcast's messages reached who have not opened one, as a subquery of ids. */
export function unopenedContactIds(accountId: number, broadcastId: number): SQL {
  const m = messageSends;
  return sql`(select ${m.contactId} from ${m} where ${m.accountId} = ${accountId}::int and ${m.broadcastId} = ${broadcastId}::int and ${m.contactId} is not null and ${m.opens} = 0 and ${m.status} in ('sent', 'delivered'))`;
}

/**
 * The account's SMS to its contacts as a subquery with the columns of a conversation message:
 * id, contact_id, direction ('outbound'), body, created_at, status, error, user_id,
 * from_number (null).
 */
export function smsSentRows(accountId: number): SQL {
  return sql`select ${messageSends.id} as id, ${messageSends.contactId} as contact_id,
      'outbound'::text as direction, ${messageSends.body} as body,
      ${messageSends.createdAt} as created_at, ${messageSends.status} as status,
      ${messageSends.error} as error, ${messageSends.userId} as user_id,
      null::text as from_number
    from ${messageSends}
    where ${messageSends.accountId} = ${accountId}::int and ${messageSends.channel} = 'sms'
      and ${messageSends.contactId} is not null`;
}

/**
 * The send records of another feature's rows (`alias`, with `account_id` and `send_id`), as a
 * left join naming them `s`: what became of the messages, for their analytics.
 */
export function sendsOf(alias: string): SQL {
  return sql`left join ${messageSends} s on s.account_id = ${sql.raw(alias)}.account_id and s.id = ${sql.raw(alias)}.send_id`;
}

/** The send `s` (of `sendsOf`) was unsubscribed from. */
export const unsubscribedSend = sql`exists (select 1 from ${deliveryEvents} e where e.account_id = s.account_id and e.send_id = s.id and e.type = 'unsubscribed')`;
