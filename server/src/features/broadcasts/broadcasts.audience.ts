import type { BroadcastRecipients } from '@coachline/contract/broadcasts';
import { sql } from 'drizzle-orm';
import {
  chosenContacts,
  contactEmailAddress,
  contactEmailEnabled,
  contactHasEmail,
} from '../contacts/contacts.filters';
import { isSuppressed, unopenedContactIds } from '../messaging/messaging.filters';

// Who a broadcast reaches, as conditions on the location's contacts: the counts before sending,
// the preview of a draft and the records the send makes all read the same ones.

/** The contacts a broadcast's recipients name, as a condition on contacts. */
export function recipientsWhere(accountId: number, recipients: BroadcastRecipients) {
  return chosenContacts(accountId, {
    tabs: recipients.tabs,
    tags: recipients.tags,
    groups: recipients.groups,
    contactIds: recipients.contact_ids,
    also:
      recipients.unopened_of === null
        ? undefined
        : unopenedContactIds(accountId, recipients.unopened_of),
  });
}

/** A chosen contact who may get the email, whatever the kill switch says. */
export const mayGetEmail = (accountId: number) =>
  sql`${contactHasEmail} and ${contactEmailEnabled} and not ${isSuppressed(accountId, contactEmailAddress)}`;
