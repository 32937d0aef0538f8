import type { TagSummary } from '@coachline/contract/contacts';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { liveContactsCount, selectedContactIds } from '../contacts/contacts.filters';
import { contactTags, contactTagsContactKey, tags } from './tags.tables';

export type TagRow = typeof tags.$inferSelect;

/** The account's tags with how many live contacts carry each. */
export async function listWithCounts(db: Executor, accountId: number) {
  return db
    .select({
      tag: tags,
      // Aliases: drizzle leaves columns of a one-table select unqualified.
      contactsCount: sql<number>`${liveContactsCount(accountId, 'tag', sql`"tags"."id"`)}`,
    })
    .from(tags)
    .where(ofAccount(tags, accountId))
    .orderBy(asc(tags.tagType), asc(sql`lower(${tags.name})`), asc(tags.id));
}

export async function findTag(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(ofAccount(tags, accountId), eq(tags.id, id)));
  return row;
}

export async function nameTaken(db: Executor, accountId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        ofAccount(tags, accountId),
        sql`lower(${tags.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(tags.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Inserts a tag; undefined when the name is taken (the unique index decides under races). */
export async function insertTag(
  db: Executor,
  accountId: number,
  values: Omit<typeof tags.$inferInsert, 'accountId'>,
) {
  const [row] = await db
    .insert(tags)
    .values({ ...values, accountId })
    .onConflictDoNothing()
    .returning();
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
    .where(and(ofAccount(tags, accountId), eq(tags.id, id)))
    .returning();
  return row;
}

export async function deleteTag(db: Executor, accountId: number, id: number) {
  await db
    .delete(contactTags)
    .where(and(ofAccount(contactTags, accountId), eq(contactTags.tagId, id)));
  await db.delete(tags).where(and(ofAccount(tags, accountId), eq(tags.id, id)));
}

export async function countOfTags(db: Executor, accountId: number, ids: number[]) {
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(ofAccount(tags, accountId), inArray(tags.id, ids)));
  return rows.length;
}

/** The contacts a bulk change reached, by tag: what the journeys' tag triggers start. */
export type ChangedTags = Map<number, number[]>;

function byTag(rows: { contact_id: number | string; tag_id: number }[]): ChangedTags {
  const changed: ChangedTags = new Map();
  for (const row of rows)
    changed.set(row.tag_id, [...(changed.get(row.tag_id) ?? []), Number(row.contact_id)]);
  return changed;
}

/**
 * Tags every selected contact with every given tag in one statement; pairs that exist are left
 * alone, so repeating it changes nothing. Answers the pairs it added, by tag.
 */
export async function addTagsWhere(db: Executor, accountId: number, tagIds: number[], where: SQL) {
  return byTag(
    await rowsOf<{ contact_id: number; tag_id: number }>(
      db,
      sql`insert into ${contactTags} (account_id, contact_id, tag_id)
        select ${accountId}::int, selected.id, t.id
        from ${selectedContactIds(accountId, where)} selected cross join ${tags} t
        where t.account_id = ${accountId}::int and ${inArray(sql`t.id`, tagIds)}
        on conflict do nothing
        returning contact_id, tag_id`,
    ),
  );
}

/** Removes the given tags from every selected contact in one statement; the pairs, by tag. */
export async function removeTagsWhere(
  db: Executor,
  accountId: number,
  tagIds: number[],
  where: SQL,
) {
  return byTag(
    await rowsOf<{ contact_id: number; tag_id: number }>(
      db,
      sql`delete from ${contactTags}
        where ${contactTags.accountId} = ${accountId}::int and ${inArray(contactTags.tagId, tagIds)}
          and ${contactTags.contactId} in ${selectedContactIds(accountId, where)}
        returning contact_id, tag_id`,
    ),
  );
}

// The tags of contacts, for the contact centre and the import (through tags.service).

export async function tagsOfContacts(
  db: Executor,
  accountId: number,
  contactIds: number[],
): Promise<Map<number, TagSummary[]>> {
  const result = new Map<number, TagSummary[]>();
  if (contactIds.length === 0) return result;
  const rows = await db
    .select({
      contactId: contactTags.contactId,
      id: tags.id,
      name: tags.name,
      tagType: tags.tagType,
    })
    .from(contactTags)
    .innerJoin(tags, eq(tags.id, contactTags.tagId))
    .where(and(ofAccount(contactTags, accountId), inArray(contactTags.contactId, contactIds)))
    .orderBy(asc(tags.name));
  for (const row of rows) {
    const list = result.get(row.contactId) ?? [];
    list.push({ id: row.id, name: row.name, tag_type: row.tagType });
    result.set(row.contactId, list);
  }
  return result;
}

/** How many tags a contact carries. */
export async function countContactTags(db: Executor, accountId: number, contactId: number) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${contactTags} where account_id = ${accountId}::int and contact_id = ${contactId}::bigint`,
  );
  return row?.n ?? 0;
}

export async function findOrCreateTags(
  db: Executor,
  accountId: number,
  names: string[],
): Promise<number[]> {
  const byKey = new Map<string, string>();
  for (const name of names.map((n) => n.trim()).filter(Boolean)) {
    if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  const unique = [...byKey.values()];
  if (unique.length === 0) return [];
  await db
    .insert(tags)
    .values(unique.map((name) => ({ accountId, name })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        ofAccount(tags, accountId),
        inArray(
          sql`lower(${tags.name})`,
          unique.map((n) => n.toLowerCase()),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

export async function attachTags(
  db: Executor,
  accountId: number,
  contactId: number,
  tagIds: number[],
) {
  if (tagIds.length === 0) return;
  await db
    .insert(contactTags)
    .values(tagIds.map((tagId) => ({ accountId, contactId, tagId })))
    .onConflictDoNothing();
}

/** The tags of these names (any case), created as System tags when missing; lower-cased name → id. */
export async function ensureTags(
  db: Executor,
  accountId: number,
  names: string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (names.length === 0) return ids;
  await db
    .insert(tags)
    .values(names.map((name) => ({ accountId, name, tagType: 1 as const })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(
      and(
        ofAccount(tags, accountId),
        sql`lower(${tags.name}) = any(${arrayParam(names.map((n) => n.toLowerCase()))}::text[])`,
      ),
    );
  for (const row of rows) ids.set(row.name.toLowerCase(), row.id);
  return ids;
}

/** Tags contacts in bulk (an import batch): one statement for every (contact, tag) pair. */
/** Adds the pairs; answers the ones that were new (an import's undo takes back only those). */
export async function tagContacts(
  db: Executor,
  accountId: number,
  pairs: { contactId: number; tagId: number }[],
): Promise<{ contactId: number; tagId: number }[]> {
  if (pairs.length === 0) return [];
  const added = await rowsOf<{ contact_id: number; tag_id: number }>(
    db,
    sql`
    insert into ${contactTags} (account_id, contact_id, tag_id)
    select ${accountId}, u.contact_id, u.tag_id
    from unnest(${arrayParam(pairs.map((p) => p.contactId))}::bigint[], ${arrayParam(pairs.map((p) => p.tagId))}::int[]) as u(contact_id, tag_id)
    on conflict do nothing
    returning contact_id, tag_id`,
  );
  return added.map((r) => ({ contactId: Number(r.contact_id), tagId: Number(r.tag_id) }));
}

export async function untagContacts(
  db: Executor,
  accountId: number,
  pairs: { contactId: number; tagId: number }[],
): Promise<void> {
  if (pairs.length === 0) return;
  await db.execute(sql`
    delete from ${contactTags} t
    using unnest(${arrayParam(pairs.map((p) => p.contactId))}::bigint[], ${arrayParam(pairs.map((p) => p.tagId))}::int[]) as u(contact_id, tag_id)
    where t.account_id = ${accountId} and t.contact_id = u.contact_id and t.tag_id = u.tag_id`);
}

/** Merge: the survivor takes the others' tags. */
export async function reassignContactTags(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  if (fromIds.length === 0) return;
  await db.execute(sql`insert into ${contactTags} (account_id, contact_id, tag_id)
    select ${accountId}::int, ${toId}::bigint, tag_id from ${contactTags}
    where ${and(ofAccount(contactTags, accountId), inArray(contactTags.contactId, fromIds))}
    on conflict do nothing`);
  await db
    .delete(contactTags)
    .where(and(ofAccount(contactTags, accountId), inArray(contactTags.contactId, fromIds)));
}

/**
 * The account's tags, by name, for the tags the contacts (a subquery of their ids) carry, made
 * in the target location when missing.
 */
export async function copyTagsTo(
  db: Executor,
  accountId: number,
  contactIds: SQL,
  targetAccountId: number,
) {
  await db.execute(sql`insert into ${tags} (account_id, name, tag_type)
    select distinct on (lower(t.name)) ${targetAccountId}::int, t.name, t.tag_type
    from ${tags} t
    where t.account_id = ${accountId}::int and t.id in (
      select ct.tag_id from ${contactTags} ct where ct.contact_id in ${contactIds})
    on conflict (account_id, lower(name)) do nothing`);
}

/**
 * Before contacts move to another location (a subquery of their ids): their tags become the
 * target's tags of the same name, made there when missing. The rows then name their contact with
 * the target's account while the contact is still here, so the key to the contact is deferred to
 * the end of the move's transaction, where the contact has moved too.
 */
export async function moveContactTags(
  db: Executor,
  accountId: number,
  contactIds: SQL,
  targetAccountId: number,
) {
  await db.execute(sql`set constraints ${sql.identifier(contactTagsContactKey)} deferred`);
  await copyTagsTo(db, accountId, contactIds, targetAccountId);
  await db.execute(sql`update ${contactTags} ct set account_id = ${targetAccountId}::int, tag_id = tt.id
    from ${tags} t, ${tags} tt
    where ct.account_id = ${accountId}::int and ct.contact_id in ${contactIds}
      and t.id = ct.tag_id and tt.account_id = ${targetAccountId}::int and lower(tt.name) = lower(t.name)`);
}

/**
 * The statement that gives contacts copied from the account the target's tags of the same names
 * as their originals': `copies` is a relation of (id, new_id) pairs inside the copy's statement.
 */
export function copiedContactTags(accountId: number, copies: SQL, targetAccountId: number): SQL {
  return sql`insert into ${contactTags} (account_id, contact_id, tag_id)
      select ${targetAccountId}::int, copies.new_id, tt.id
      from ${copies} copies
      join ${contactTags} ct on ct.contact_id = copies.id and ct.account_id = ${accountId}::int
      join ${tags} t on t.id = ct.tag_id
      join ${tags} tt on tt.account_id = ${targetAccountId}::int and lower(tt.name) = lower(t.name)
      on conflict do nothing`;
}
