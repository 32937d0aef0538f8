import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../contacts/contacts.repository';
import { contacts } from '../contacts/contacts.tables';
import { contactTags, tags } from './tags.tables';

export type TagRow = typeof tags.$inferSelect;

/** The account's tags with how many live contacts carry each. */
export async function listWithCounts(db: Executor, accountId: number) {
  return db
    .select({
      tag: tags,
      // Aliases: drizzle leaves columns of a one-table select unqualified.
      contactsCount: sql<number>`(
        select count(*)::int from ${contactTags} ct
        join ${contacts} c on c.id = ct.contact_id and c.deleted_at is null
        where ct.tag_id = "tags"."id" and ct.account_id = ${accountId}::int
      )`,
    })
    .from(tags)
    .where(eq(tags.accountId, accountId))
    .orderBy(asc(tags.tagType), asc(sql`lower(${tags.name})`), asc(tags.id));
}

export async function findTag(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.accountId, accountId), eq(tags.id, id)));
  return row;
}

export async function nameTaken(db: Executor, accountId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.accountId, accountId),
        sql`lower(${tags.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(tags.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Inserts a tag; undefined when the name is taken (the unique index decides under races). */
export async function insertTag(db: Executor, values: typeof tags.$inferInsert) {
  const [row] = await db.insert(tags).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTag(
  db: Executor,
  accountId: number,
  id: number,
  values: { name: string; tagType: 1 | 2 | 3 },
) {
  const [row] = await db
    .update(tags)
    .set(values)
    .where(and(eq(tags.accountId, accountId), eq(tags.id, id)))
    .returning();
  return row;
}

export async function deleteTag(db: Executor, accountId: number, id: number) {
  await db
    .delete(contactTags)
    .where(and(eq(contactTags.accountId, accountId), eq(contactTags.tagId, id)));
  await db.delete(tags).where(and(eq(tags.accountId, accountId), eq(tags.id, id)));
}

export async function countOfTags(db: Executor, accountId: number, ids: number[]) {
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.accountId, accountId), inArray(tags.id, ids)));
  return rows.length;
}

/**
 * Tags every selected contact with every given tag in one statement; pairs that exist are left
 * alone, so repeating it changes nothing. Answers how many contacts received a new tag.
 */
export async function addTagsWhere(db: Executor, accountId: number, tagIds: number[], where: SQL) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with added as (
      insert into ${contactTags} (account_id, contact_id, tag_id)
      select ${contacts.accountId}, ${contacts.id}, t.id
      from ${contacts} cross join ${tags} t
      where ${and(eq(contacts.accountId, accountId), isNull(contacts.deletedAt), where)}
        and t.account_id = ${accountId}::int and ${inArray(sql`t.id`, tagIds)}
      on conflict do nothing
      returning contact_id
    ) select count(distinct contact_id)::int as n from added`,
  );
  return rows[0]?.n ?? 0;
}

/** Removes the given tags from every selected contact in one statement. */
export async function removeTagsWhere(
  db: Executor,
  accountId: number,
  tagIds: number[],
  where: SQL,
) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with removed as (
      delete from ${contactTags}
      where ${contactTags.accountId} = ${accountId}::int and ${inArray(contactTags.tagId, tagIds)}
        and ${contactTags.contactId} in (
          select ${contacts.id} from ${contacts} where ${and(eq(contacts.accountId, accountId), where)})
      returning contact_id
    ) select count(distinct contact_id)::int as n from removed`,
  );
  return rows[0]?.n ?? 0;
}
