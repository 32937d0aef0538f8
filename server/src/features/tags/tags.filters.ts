import type { TagSummary } from '@coachline/contract/contacts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { arrayParam } from '../../db/rows';
import { contactTags, tags } from './tags.tables';

// What the contact list borrows from the tags: conditions and columns on a contact's tags,
// written against the contact id of the caller's query (contacts.filters, the export), so the
// list stays one statement without reaching into these tables itself.

/** The contact carries at least one of the tags. */
export function hasAnyTag(contactId: SQLWrapper, tagIds: number[]): SQL {
  return sql`exists (select 1 from ${contactTags} where ${contactTags.contactId} = ${contactId} and ${contactTags.tagId} = any(${arrayParam(tagIds)}::int[]))`;
}

/**
 * The contact carries every one of the tags (distinct ids): one grouped subquery whatever their
 * number, where a condition per tag would make the planner's work grow with each one.
 */
export function hasEveryTag(contactId: SQLWrapper, tagIds: number[]): SQL {
  return sql`${contactId} in (select ${contactTags.contactId} from ${contactTags}
     where ${contactTags.tagId} = any(${arrayParam(tagIds)}::int[])
     group by ${contactTags.contactId} having count(*) = ${tagIds.length}::int)`;
}

/** The contact's tag names, alphabetical, comma-separated: the export's Tags column. */
export function tagNamesOf(contactId: SQLWrapper): SQL {
  // A name with a comma or a leading quote is quoted, as the import's tag cells read it back.
  const name = sql`case when ${tags.name} like '%,%' or ${tags.name} like '"%'
    then '"' || replace(${tags.name}, '"', '""') || '"' else ${tags.name} end`;
  return sql`(select string_agg(${name}, ', ' order by lower(${tags.name})) from ${contactTags}
     join ${tags} on ${tags.id} = ${contactTags.tagId} where ${contactTags.contactId} = ${contactId})`;
}

/** A contact's tags as the API shows them (by name), a JSON array for a column of a select. */
export const tagSummariesOf = (accountId: number, contactId: SQLWrapper) =>
  sql<TagSummary[]>`coalesce((
    select json_agg(json_build_object('id', t.id, 'name', t.name, 'tag_type', t.tag_type)
                    order by t.name)
    from ${contactTags} ct join ${tags} t on t.id = ct.tag_id
    where ct.account_id = ${accountId}::int and ct.contact_id = ${contactId}
  ), '[]'::json)`;
