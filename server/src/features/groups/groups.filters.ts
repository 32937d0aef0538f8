import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { arrayParam } from '../../db/rows';
import { groupMembers } from './groups.tables';

// What the contact list borrows from the groups: a condition on a contact's memberships, written
// against the contact id of the caller's query (contacts.filters), as the tags lend theirs.

/** The contact is a member of the account's group (another location's group matches nothing). */
export function isInGroup(accountId: number, contactId: SQLWrapper, groupId: number): SQL {
  return sql`exists (select 1 from ${groupMembers} where ${groupMembers.contactId} = ${contactId} and ${groupMembers.groupId} = ${groupId}::int and ${groupMembers.accountId} = ${accountId}::int)`;
}

/** The contact is a member of one of the account's groups. */
export function isInAnyGroup(accountId: number, contactId: SQLWrapper, groupIds: number[]): SQL {
  return sql`exists (select 1 from ${groupMembers} where ${groupMembers.contactId} = ${contactId} and ${groupMembers.groupId} = any(${arrayParam(groupIds)}::int[]) and ${groupMembers.accountId} = ${accountId}::int)`;
}
