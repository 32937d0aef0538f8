import { tabGroups } from '@coachline/contract/auth';
import type { TagSummary } from '@coachline/contract/contacts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, locationTabs, users } from '../accounts/accounts.tables';
import { groupMembers, groups } from '../groups/groups.tables';
import { contactTags, tags } from '../tags/tags.tables';
import {
  contactLifecycle,
  contactNotes,
  contactRewards,
  contacts,
  customFields,
} from './contacts.tables';

export type ContactRow = typeof contacts.$inferSelect;
export type NewContact = typeof contacts.$inferInsert;
export type LifecycleKind = (typeof contactLifecycle.$inferInsert)['kind'];
export type TabRow = typeof locationTabs.$inferSelect;

/** Rows of a raw statement; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const live = (accountId: number) =>
  and(eq(contacts.accountId, accountId), isNull(contacts.deletedAt));

// Plan limit (000 §9): counted across the organization, so the primary account and its locations.

/** Live contacts of the organization whose primary account is given. */
export async function countOrganizationContacts(
  db: Executor,
  primaryAccountId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contacts)
    .where(
      and(
        isNull(contacts.deletedAt),
        inArray(
          contacts.accountId,
          db
            .select({ id: accounts.id })
            .from(accounts)
            .where(or(eq(accounts.id, primaryAccountId), eq(accounts.parentId, primaryAccountId))),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** Serializes the writers that add contacts to one organization, so the limit holds under races. */
export async function lockOrganizationContacts(
  tx: Executor,
  primaryAccountId: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(1001, ${primaryAccountId}::int)`);
}

// The list

/** Step one of a page: only the ids, walking the (account, column, id) index. */
export async function pageOfIds(
  db: Executor,
  accountId: number,
  where: SQL,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    // The default random_page_cost (4, for spinning disks) makes the planner sort the whole
    // location rather than walk the index that already holds the page order, 10-20 times
    // slower for a deep page. Index pages are cached or on SSD; SET LOCAL ends with this query.
    await tx.execute(sql`set local random_page_cost = 1.1`);
    const rows = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.accountId, accountId), where))
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => r.id);
  });
}

/** Step two: the rows of those ids, in the order given. */
export async function contactsByIds(
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<ContactRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), inArray(contacts.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

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
    .where(and(eq(contactTags.accountId, accountId), inArray(contactTags.contactId, contactIds)))
    .orderBy(asc(tags.name));
  for (const row of rows) {
    const list = result.get(row.contactId) ?? [];
    list.push({ id: row.id, name: row.name, tag_type: row.tagType });
    result.set(row.contactId, list);
  }
  return result;
}

/** Matching contacts per status in one grouped count. */
export async function countByStatus(db: Executor, accountId: number, where: SQL) {
  return db
    .select({ status: contacts.status, count: count() })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), where))
    .groupBy(contacts.status);
}

export async function countWhere(db: Executor, accountId: number, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), where));
  return row?.n ?? 0;
}

export async function idsWhere(db: Executor, accountId: number, where: SQL): Promise<number[]> {
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), where))
    .orderBy(asc(contacts.id));
  return rows.map((r) => r.id);
}

export async function deletedPage(
  db: Executor,
  accountId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(contacts.accountId, accountId),
    isNotNull(contacts.deletedAt),
    search
      ? sql`${contacts.search} like '%' || lower(${search.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(desc(contacts.deletedAt), desc(contacts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contacts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** id and name of live contacts for pickers, best matches (name prefix) first. */
export async function pickerContacts(
  db: Executor,
  accountId: number,
  search: string | undefined,
  limit: number,
) {
  const term = search?.trim().toLowerCase() ?? '';
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
    })
    .from(contacts)
    .where(and(live(accountId), term ? sql`${contacts.search} like ${`%${escaped}%`}` : undefined))
    .orderBy(asc(contacts.firstName), asc(contacts.lastName), asc(contacts.id))
    .limit(limit);
}

// One contact

export async function findContact(
  db: Executor,
  accountId: number,
  id: number,
  options: { deleted?: boolean } = {},
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.accountId, accountId),
        eq(contacts.id, id),
        options.deleted ? undefined : isNull(contacts.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Row lock on one contact until the transaction ends. */
export async function lockContact(tx: Executor, accountId: number, id: number) {
  await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.id, id)))
    .for('update');
}

export async function insertContact(db: Executor, values: NewContact): Promise<ContactRow> {
  const [row] = await db.insert(contacts).values(values).returning();
  return row!;
}

export async function updateContact(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<NewContact>,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(live(accountId), eq(contacts.id, id)))
    .returning();
  return row;
}

/** Whether a live contact of the account other than `exceptId` has this email (case-insensitive). */
export async function emailTaken(
  db: Executor,
  accountId: number,
  email: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        live(accountId),
        sql`lower(${contacts.email}) = ${email.toLowerCase()}`,
        exceptId ? ne(contacts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether a live contact of the account other than `exceptId` has this member ID. */
export async function memberIdTaken(
  db: Executor,
  accountId: number,
  memberId: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        live(accountId),
        eq(contacts.memberId, memberId),
        exceptId ? ne(contacts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The emails (lower-cased) that restoring these deleted contacts would duplicate: used by a live
 * contact of the account, or by two of the contacts being restored.
 */
export async function emailsTakenOnRestore(
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const restoring = sql.param(ids);
  const rows = await rowsOf<{ email: string }>(
    db,
    sql`select distinct lower(c.email) as email from ${contacts} c
      where c.account_id = ${accountId}::int and c.id = any(${restoring}::bigint[]) and c.email is not null
        and exists (select 1 from ${contacts} d
          where d.account_id = ${accountId}::int and d.id <> c.id and lower(d.email) = lower(c.email)
            and (d.deleted_at is null or d.id = any(${restoring}::bigint[])))
      order by 1`,
  );
  return rows.map((r) => r.email);
}

// Bulk writes: one statement each, whatever the size of the selection.

/** Sets values on the selected contacts that differ; answers how many changed. */
export async function updateWhere(
  db: Executor,
  accountId: number,
  where: SQL,
  values: Partial<NewContact>,
  changed: SQL | undefined,
): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with updated as (
      update ${contacts} set ${sql.join(
        Object.entries({ ...values, updatedAt: new Date() }).map(
          ([key, value]) => sql`${sql.identifier(columnName(key))} = ${toParam(value)}`,
        ),
        sql`, `,
      )}
      where ${and(eq(contacts.accountId, accountId), where, changed)}
      returning 1
    ) select count(*)::int as n from updated`,
  );
  return rows[0]?.n ?? 0;
}

const columnName = (key: string): string => {
  const column = (contacts as unknown as Record<string, { name: string } | undefined>)[key];
  if (!column?.name) throw new Error(`unknown contacts column ${key}`);
  return column.name;
};

const toParam = (value: unknown) => {
  if (value instanceof Date) return sql`${value.toISOString()}::timestamptz`;
  if (value !== null && typeof value === 'object') return sql`${JSON.stringify(value)}::jsonb`;
  return sql`${value}`;
};

/** A lifecycle entry for each selected contact whose `column` is about to change to `to`. */
export async function recordLifecycleWhere(
  db: Executor,
  accountId: number,
  where: SQL,
  kind: LifecycleKind,
  column: 'status' | 'last_action' | null,
  to: string | null,
  userId: number | null,
): Promise<void> {
  const from =
    column === 'status' ? contacts.status : column === 'last_action' ? contacts.lastAction : null;
  await db.execute(sql`insert into ${contactLifecycle} (account_id, contact_id, kind, from_value, to_value, user_id)
    select ${contacts.accountId}, ${contacts.id}, ${kind}, ${from ?? sql`null`}, ${to}, ${userId}::int
    from ${contacts}
    where ${and(eq(contacts.accountId, accountId), where, from ? sql`${from} is distinct from ${to}` : undefined)}`);
}

export async function insertLifecycle(
  db: Executor,
  values: (typeof contactLifecycle.$inferInsert)[],
) {
  if (values.length === 0) return;
  await db.insert(contactLifecycle).values(values);
}

export async function softDeleteWhere(
  db: Executor,
  accountId: number,
  where: SQL,
): Promise<number> {
  return updateWhere(db, accountId, where, { deletedAt: new Date() }, undefined);
}

export async function restore(db: Executor, accountId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(contacts)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(contacts.accountId, accountId),
        isNotNull(contacts.deletedAt),
        inArray(contacts.id, ids),
      ),
    )
    .returning({ id: contacts.id });
  return rows.map((r) => r.id);
}

export async function deletedIds(
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.accountId, accountId),
        isNotNull(contacts.deletedAt),
        inArray(contacts.id, ids),
      ),
    );
  return rows.map((r) => r.id);
}

// Merge and move: the contact's rows in other tables follow it.

export async function reassignContactRows(
  db: Executor,
  accountId: number,
  fromIds: number[],
  toId: number,
) {
  if (fromIds.length === 0) return;
  for (const table of [contactNotes, contactRewards, contactLifecycle]) {
    await db
      .update(table)
      .set({ contactId: toId })
      .where(and(eq(table.accountId, accountId), inArray(table.contactId, fromIds)));
  }
  await db.execute(sql`insert into ${contactTags} (account_id, contact_id, tag_id)
    select ${accountId}::int, ${toId}::bigint, tag_id from ${contactTags}
    where ${and(eq(contactTags.accountId, accountId), inArray(contactTags.contactId, fromIds))}
    on conflict do nothing`);
  await db
    .delete(contactTags)
    .where(and(eq(contactTags.accountId, accountId), inArray(contactTags.contactId, fromIds)));
  await db.execute(sql`insert into ${groupMembers} (account_id, group_id, contact_id)
    select ${accountId}::int, group_id, ${toId}::bigint from ${groupMembers}
    where ${and(eq(groupMembers.accountId, accountId), inArray(groupMembers.contactId, fromIds))}
    on conflict do nothing`);
  await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.accountId, accountId), inArray(groupMembers.contactId, fromIds)));
}

/** The account's tags, by name, for the tags the selected contacts carry (created when missing). */
export async function copyTagsTo(
  db: Executor,
  accountId: number,
  where: SQL,
  targetAccountId: number,
) {
  await db.execute(sql`insert into ${tags} (account_id, name, tag_type)
    select distinct on (lower(t.name)) ${targetAccountId}::int, t.name, t.tag_type
    from ${tags} t
    where t.account_id = ${accountId}::int and t.id in (
      select ct.tag_id from ${contactTags} ct where ct.contact_id in (
        select ${contacts.id} from ${contacts} where ${and(eq(contacts.accountId, accountId), where)}))
    on conflict (account_id, lower(name)) do nothing`);
}

/** The contact has no email, or no live contact of the target location has it. */
const emailFreeIn = (targetAccountId: number) =>
  sql`(${contacts.email} is null or not exists (
    select 1 from ${contacts} d where d.account_id = ${targetAccountId}::int
      and d.deleted_at is null and lower(d.email) = lower(${contacts.email})))`;

/**
 * Moves the selected contacts with their notes, rewards, lifecycle and tags (re-pointed to the
 * target's tags of the same name) to another location of the organization, with a 'moved'
 * lifecycle entry each. Group memberships stay behind: groups belong to a location. Contacts
 * whose email already lives there are skipped, as a copy skips them. Answers how many moved.
 */
export async function moveWhere(
  db: Executor,
  accountId: number,
  where: SQL,
  targetAccountId: number,
  statusMap: Record<string, string>,
  fallbackStatus: string,
  history: { from: string | null; to: string; userId: number },
): Promise<number> {
  // A contact whose email a live contact of the target already has stays where it is.
  const movable = and(where, emailFreeIn(targetAccountId)) as SQL;
  const scoped = and(eq(contacts.accountId, accountId), movable);
  const selected = sql`(select ${contacts.id} from ${contacts} where ${scoped})`;
  await copyTagsTo(db, accountId, movable, targetAccountId);
  await db.execute(sql`update ${contactTags} ct set account_id = ${targetAccountId}::int, tag_id = tt.id
    from ${tags} t, ${tags} tt
    where ct.account_id = ${accountId}::int and ct.contact_id in ${selected}
      and t.id = ct.tag_id and tt.account_id = ${targetAccountId}::int and lower(tt.name) = lower(t.name)`);
  await db.execute(
    sql`delete from ${groupMembers} where account_id = ${accountId}::int and contact_id in ${selected}`,
  );
  const mapped = sql`coalesce(${JSON.stringify(statusMap)}::jsonb ->> ${contacts.status}, ${fallbackStatus})`;
  await db.execute(sql`insert into ${contactLifecycle} (account_id, contact_id, kind, from_value, to_value, user_id)
    select ${accountId}::int, ${contacts.id}, 'moved', ${history.from}, ${history.to}, ${history.userId}::int
    from ${contacts} where ${scoped}`);
  // A status the target has no tab for changes too, and the lifecycle says so.
  await db.execute(sql`insert into ${contactLifecycle} (account_id, contact_id, kind, from_value, to_value, user_id)
    select ${accountId}::int, ${contacts.id}, 'status', ${contacts.status}, ${mapped}, ${history.userId}::int
    from ${contacts} where ${scoped} and ${contacts.status} <> ${mapped}`);
  for (const table of [contactNotes, contactRewards, contactLifecycle]) {
    await db.execute(sql`update ${table} set account_id = ${targetAccountId}::int
      where account_id = ${accountId}::int and contact_id in ${selected}`);
  }
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with moved as (
      update ${contacts} set account_id = ${targetAccountId}::int,
        status = ${mapped},
        updated_at = now()
      where ${scoped}
      returning 1
    ) select count(*)::int as n from moved`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Copies the selected contacts (and their tags, by name) into another location, skipping those
 * whose email already lives there. New ids are drawn first so the tags can follow in the same
 * statement. Answers how many were copied.
 */
export async function copyWhere(
  db: Executor,
  accountId: number,
  where: SQL,
  targetAccountId: number,
  statusMap: Record<string, string>,
  fallbackStatus: string,
  userId: number,
  sourceName: string,
): Promise<number> {
  await copyTagsTo(db, accountId, where, targetAccountId);
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with src as (
      select c.*, nextval(pg_get_serial_sequence('contacts', 'id')) as new_id
      from ${contacts} c
      where c.id in (select ${contacts.id} from ${contacts} where ${and(eq(contacts.accountId, accountId), where)})
        and (c.email is null or not exists (
          select 1 from ${contacts} d where d.account_id = ${targetAccountId}::int
            and d.deleted_at is null and lower(d.email) = lower(c.email)))
    ), inserted as (
      insert into ${contacts} (id, account_id, first_name, last_name, email, number, status, last_action,
        temperature, starred, flagged, gender, source, member_id, birthday, photo, portal_active,
        email_enabled, sms_enabled, custom_fields, created_by)
      select new_id, ${targetAccountId}::int, first_name, last_name, email, number,
        coalesce(${JSON.stringify(statusMap)}::jsonb ->> status, ${fallbackStatus}), last_action,
        temperature, starred, flagged, gender, source, member_id, birthday, photo, portal_active,
        email_enabled, sms_enabled, custom_fields, ${userId}::int
      from src
      returning id
    ), tagged as (
      insert into ${contactTags} (account_id, contact_id, tag_id)
      select ${targetAccountId}::int, src.new_id, tt.id
      from src
      join ${contactTags} ct on ct.contact_id = src.id
      join ${tags} t on t.id = ct.tag_id
      join ${tags} tt on tt.account_id = ${targetAccountId}::int and lower(tt.name) = lower(t.name)
      on conflict do nothing
    ), history as (
      insert into ${contactLifecycle} (account_id, contact_id, kind, from_value, to_value, user_id)
      select ${targetAccountId}::int, new_id, 'created', ${sourceName}, null, ${userId}::int from src
    )
    select count(*)::int as n from inserted`,
  );
  return rows[0]?.n ?? 0;
}

/** How many of the selected contacts a copy would add (those whose email is not already there). */
export async function countCopyable(
  db: Executor,
  accountId: number,
  where: SQL,
  targetAccountId: number,
) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${contacts} c
      where c.id in (select ${contacts.id} from ${contacts} where ${and(eq(contacts.accountId, accountId), where)})
        and (c.email is null or not exists (
          select 1 from ${contacts} d where d.account_id = ${targetAccountId}::int
            and d.deleted_at is null and lower(d.email) = lower(c.email)))`,
  );
  return rows[0]?.n ?? 0;
}

// Tags of one contact (save)

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
        eq(tags.accountId, accountId),
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

// Notes, rewards and lifecycle: the contact's own rows, each written by a user.

type ContactRecords = typeof contactNotes | typeof contactRewards | typeof contactLifecycle;

/** The rows of `table` that belong to the contact. */
const ofContact = (table: ContactRecords, accountId: number, contactId: number) =>
  and(eq(table.accountId, accountId), eq(table.contactId, contactId));

/** A page of the contact's notes or lifecycle, newest first, with the name of who wrote each. */
async function authoredPage<T extends typeof contactNotes | typeof contactLifecycle>(
  db: Executor,
  table: T,
  accountId: number,
  contactId: number,
  limit: number,
  offset: number,
) {
  const where = ofContact(table, accountId, contactId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: table as ContactRecords, fname: users.fname, lname: users.lname })
      .from(table as ContactRecords)
      .leftJoin(users, eq(users.id, table.userId))
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(table as ContactRecords)
      .where(where),
  ]);
  return {
    rows: rows as { row: T['$inferSelect']; fname: string | null; lname: string | null }[],
    total: total?.n ?? 0,
  };
}

export const notesPage = (
  db: Executor,
  accountId: number,
  contactId: number,
  limit: number,
  offset: number,
) => authoredPage(db, contactNotes, accountId, contactId, limit, offset);

export async function insertNote(db: Executor, values: typeof contactNotes.$inferInsert) {
  const [row] = await db.insert(contactNotes).values(values).returning();
  return row!;
}

export async function updateNote(
  db: Executor,
  accountId: number,
  contactId: number,
  noteId: number,
  body: string,
) {
  const [row] = await db
    .update(contactNotes)
    .set({ body, updatedAt: new Date() })
    .where(and(ofContact(contactNotes, accountId, contactId), eq(contactNotes.id, noteId)))
    .returning();
  return row;
}

export async function deleteNotes(
  db: Executor,
  accountId: number,
  contactId: number,
  noteIds: number[],
) {
  const rows = await db
    .delete(contactNotes)
    .where(and(ofContact(contactNotes, accountId, contactId), inArray(contactNotes.id, noteIds)))
    .returning({ id: contactNotes.id });
  return rows.length;
}

export async function userName(db: Executor, userId: number | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ fname: users.fname, lname: users.lname })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.fname} ${row.lname}`.trim() : null;
}

// Rewards: positive rows earned, negative rows redeemed.

export async function rewardsOf(db: Executor, accountId: number, contactId: number) {
  return db
    .select()
    .from(contactRewards)
    .where(ofContact(contactRewards, accountId, contactId))
    .orderBy(desc(contactRewards.createdAt), desc(contactRewards.id));
}

export async function rewardTotals(db: Executor, accountId: number, contactId: number) {
  const [row] = await db
    .select({
      points: sql<number>`coalesce(sum(${contactRewards.points}), 0)::int`,
      total: sql<number>`coalesce(sum(${contactRewards.points}) filter (where ${contactRewards.points} > 0), 0)::int`,
    })
    .from(contactRewards)
    .where(ofContact(contactRewards, accountId, contactId));
  return { points: row?.points ?? 0, totalPoints: row?.total ?? 0 };
}

export async function insertReward(db: Executor, values: typeof contactRewards.$inferInsert) {
  const [row] = await db.insert(contactRewards).values(values).returning();
  return row!;
}

export async function updateReward(
  db: Executor,
  accountId: number,
  contactId: number,
  rewardId: number,
  values: { points: number; reason: string },
) {
  const [row] = await db
    .update(contactRewards)
    .set(values)
    .where(and(ofContact(contactRewards, accountId, contactId), eq(contactRewards.id, rewardId)))
    .returning();
  return row;
}

export async function deleteRewards(
  db: Executor,
  accountId: number,
  contactId: number,
  rewardIds: number[],
) {
  const rows = await db
    .delete(contactRewards)
    .where(
      and(ofContact(contactRewards, accountId, contactId), inArray(contactRewards.id, rewardIds)),
    )
    .returning({ id: contactRewards.id });
  return rows.length;
}

// Lifecycle

export const lifecyclePage = (
  db: Executor,
  accountId: number,
  contactId: number,
  limit: number,
  offset: number,
) => authoredPage(db, contactLifecycle, accountId, contactId, limit, offset);

/** How many notes, tags, groups, rewards and lifecycle entries a contact has. */
export async function usageOf(db: Executor, accountId: number, contactId: number) {
  const rows = await rowsOf<{
    notes: number;
    tags: number;
    groups: number;
    rewards: number;
    lifecycle: number;
  }>(
    db,
    sql`select
      (select count(*)::int from ${contactNotes} where account_id = ${accountId}::int and contact_id = ${contactId}::bigint) as notes,
      (select count(*)::int from ${contactTags} where account_id = ${accountId}::int and contact_id = ${contactId}::bigint) as tags,
      (select count(*)::int from ${groupMembers} gm join ${groups} g on g.id = gm.group_id
        where gm.account_id = ${accountId}::int and gm.contact_id = ${contactId}::bigint) as groups,
      (select count(*)::int from ${contactRewards} where account_id = ${accountId}::int and contact_id = ${contactId}::bigint) as rewards,
      (select count(*)::int from ${contactLifecycle} where account_id = ${accountId}::int and contact_id = ${contactId}::bigint) as lifecycle`,
  );
  return rows[0] ?? { notes: 0, tags: 0, groups: 0, rewards: 0, lifecycle: 0 };
}

// Custom fields

export async function listCustomFields(db: Executor, accountId: number) {
  return db
    .select()
    .from(customFields)
    .where(eq(customFields.accountId, accountId))
    .orderBy(asc(customFields.position), asc(customFields.id));
}

export async function findCustomField(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.accountId, accountId), eq(customFields.id, id)));
  return row;
}

export async function insertCustomField(db: Executor, values: typeof customFields.$inferInsert) {
  const [row] = await db.insert(customFields).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCustomField(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<typeof customFields.$inferInsert>,
) {
  const [row] = await db
    .update(customFields)
    .set(values)
    .where(and(eq(customFields.accountId, accountId), eq(customFields.id, id)))
    .returning();
  return row;
}

/** Deletes the field and its values on every contact of the account. */
export async function deleteCustomField(db: Executor, accountId: number, id: number, key: string) {
  await db
    .delete(customFields)
    .where(and(eq(customFields.accountId, accountId), eq(customFields.id, id)));
  await db
    .update(contacts)
    .set({ customFields: sql`${contacts.customFields} - ${key}::text` })
    .where(and(eq(contacts.accountId, accountId), sql`${contacts.customFields} ? ${key}::text`));
}

// Tabs (location_tabs; `value` is what contacts.status holds)

/** The location's tabs, groups in their order (leads, trials, clients, staff, lost). */
export async function tabsOf(db: Executor, accountId: number): Promise<TabRow[]> {
  return db
    .select()
    .from(locationTabs)
    .where(eq(locationTabs.accountId, accountId))
    .orderBy(
      sql`array_position(array[${sql.join(
        tabGroups.map((g) => sql`${g}`),
        sql`, `,
      )}]::text[], ${locationTabs.group})`,
      asc(locationTabs.position),
      asc(locationTabs.id),
    );
}

export async function findTab(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(locationTabs)
    .where(and(eq(locationTabs.accountId, accountId), eq(locationTabs.id, id)));
  return row;
}

export async function insertTab(db: Executor, values: typeof locationTabs.$inferInsert) {
  const [row] = await db.insert(locationTabs).values(values).returning();
  return row!;
}

export async function renameTab(db: Executor, accountId: number, id: number, title: string) {
  const [row] = await db
    .update(locationTabs)
    .set({ title })
    .where(and(eq(locationTabs.accountId, accountId), eq(locationTabs.id, id)))
    .returning();
  return row;
}

export async function deleteTab(db: Executor, accountId: number, id: number) {
  await db
    .delete(locationTabs)
    .where(and(eq(locationTabs.accountId, accountId), eq(locationTabs.id, id)));
}

export async function setTabPosition(
  db: Executor,
  accountId: number,
  id: number,
  position: number,
) {
  await db
    .update(locationTabs)
    .set({ position })
    .where(and(eq(locationTabs.accountId, accountId), eq(locationTabs.id, id)));
}

/** Every contact (deleted ones too) in status `from` moves to `to`. */
export async function moveStatus(db: Executor, accountId: number, from: string, to: string) {
  await db
    .update(contacts)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(contacts.accountId, accountId), eq(contacts.status, from)));
}

export async function countPerStatus(db: Executor, accountId: number) {
  return db
    .select({ status: contacts.status, count: count() })
    .from(contacts)
    .where(live(accountId))
    .groupBy(contacts.status);
}
