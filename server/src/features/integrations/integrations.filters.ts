import { type SQL, sql } from 'drizzle-orm';
import { smsInbound } from './integrations.tables';

// For other features' statements (the Message Center's conversations): the SMS a location
// received, as rows of a conversation.

/**
 * The SMS the account received as a subquery with the columns of a conversation message:
 * id, contact_id, direction ('inbound'), body, created_at, status, error, user_id (null),
 * from_number (the sender's).
 */
export function smsReceivedRows(accountId: number): SQL {
  return sql`select ${smsInbound.id} as id, ${smsInbound.contactId} as contact_id,
      'inbound'::text as direction, ${smsInbound.body} as body,
      ${smsInbound.createdAt} as created_at, null::text as status, null::text as error,
      null::int as user_id, ${smsInbound.fromNumber} as from_number
    from ${smsInbound}
    where ${smsInbound.accountId} = ${accountId}::int`;
}
