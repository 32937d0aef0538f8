import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { contactTags, tags } from './tags.tables';

// What the contact list borrows from the tags: a condition and a column on a contact's tags,
// written against the contact id of the caller's query (contacts.filters, the export), so the
// list stays one statement without reaching into these tables itself.

/** The contact carries at least one of the tags. */
export function hasAnyTag(contactId: SQLWrapper, tagIds: number[]): SQL {
  return sql`exists (select 1 from ${contactTags} where ${contactTags.contactId} = ${contactId} and ${inArray(contactTags.tagId, tagIds)})`;
}

/** The contact's tag names, alphabetical, comma-separated: the export's Tags column. */
export function tagNamesOf(contactId: SQLWrapper): SQL {
  return sql`(select string_agg(${tags.name}, ', ' order by lower(${tags.name})) from ${contactTags}
     join ${tags} on ${tags.id} = ${contactTags.tagId} where ${contactTags.contactId} = ${contactId})`;
}
