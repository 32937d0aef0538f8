import { type SQL, sql } from 'drizzle-orm';
import { messageSends } from './messaging.tables';

// For other features' statements (the Message Center's conversations): the location's SMS to
// contacts, as rows of a conversation.

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
