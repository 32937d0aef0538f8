import type { ExportQuery } from '@coachline/contract/contact-import';
import type { TagSummary } from '@coachline/contract/contacts';
import type { PhoneCountry } from '@coachline/contract/phones';
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
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import { tagNamesOf, tagSummariesOf } from '../tags/tags.filters';
import { contactFilterWhere, contactOrderBy } from './contacts.filters';
import { contacts } from './contacts.tables';

// Contacts, the list and bulk writes. Tabs and custom fields are in contacts.settings.repository,
// notes, rewards and lifecycle in contacts.profile.repository, merge, move and copy in
// contacts.transfer.repository, an import's writes in contacts.import.repository.

export type ContactRow = typeof contacts.$inferSelect;
export type NewContact = typeof contacts.$inferInsert;

const live = (accountId: number) => and(ofAccount(contacts, accountId), isNull(contacts.deletedAt));

/** Live contacts of the accounts the subquery answers (an organization, for its plan limit). */
// unscoped: by several accounts at once, the organization's, which the subquery names.
export async function countLiveContactsIn(db: Executor, accountIds: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contacts)
    .where(and(isNull(contacts.deletedAt), sql`${contacts.accountId} in ${accountIds}`));
  return row?.n ?? 0;
}

// The list

/**
 * A page of contacts with their tags, in one statement: first only the page's ids, walking the
 * (account, column, id) index (no row is read for the ones skipped, however deep the page),
 * then their rows and tags, numbered in the page's order. One round trip instead of three:
 * under load, each costs the server more than the query itself.
 */
export async function pageWithTags(
  db: Executor,
  accountId: number,
  where: SQL,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ contact: ContactRow; tags: TagSummary[] }[]> {
  // The planner's random_page_cost, which makes it walk the index holding the page order
  // rather than sort the whole location, is set for every connection (db/client.ts).
  const ordered = db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(ofAccount(contacts, accountId), where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
    .as('ordered');
  // row_number() over () counts the rows as the ordered subquery yields them.
  const page = db
    .$with('page')
    .as(
      db
        .select({ id: ordered.id, position: sql<number>`row_number() over ()`.as('position') })
        .from(ordered),
    );
  return db
    .with(page)
    .select({ contact: contacts, tags: tagSummariesOf(accountId, contacts.id) })
    .from(page)
    .innerJoin(contacts, and(ofAccount(contacts, accountId), eq(contacts.id, page.id)))
    .orderBy(page.position);
}

/** The rows of these ids, in the order given. */
export async function contactsByIds(
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<ContactRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(contacts)
    .where(and(ofAccount(contacts, accountId), inArray(contacts.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Matching contacts per status, or undefined when they are more than `cap` in all. */
export async function countByStatusUpTo(
  db: Executor,
  accountId: number,
  where: SQL,
  cap: number,
): Promise<{ status: string; count: number }[] | undefined> {
  const perStatus = await rowsOf<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from (
      select ${contacts.status} as status from ${contacts}
      where ${and(ofAccount(contacts, accountId), where)} limit ${cap + 1}
    ) first group by status`,
  );
  const counted = perStatus.reduce((sum, row) => sum + row.count, 0);
  return counted <= cap ? perStatus : undefined;
}

/** How many contacts the planner expects `where` to match (EXPLAIN: nothing is read). */
export async function plannedCount(db: Executor, accountId: number, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) select 1 from ${contacts} where ${and(ofAccount(contacts, accountId), where)}`,
  );
  // node-postgres parses the json, PGlite answers it as text.
  const plan = row?.['QUERY PLAN'];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return root.Plan['Plan Rows'];
}

export async function countWhere(db: Executor, accountId: number, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contacts)
    .where(and(ofAccount(contacts, accountId), where));
  return row?.n ?? 0;
}

/** How many contacts `where` selects, in all and for each named condition among them. */
export async function countSplit<K extends string>(
  db: Executor,
  accountId: number,
  where: SQL,
  parts: Record<K, SQL>,
): Promise<Record<K | 'total', number>> {
  const names = Object.keys(parts) as K[];
  const columns = names.map(
    (name) => sql`(count(*) filter (where ${parts[name]}))::int as ${sql.identifier(name)}`,
  );
  const [row] = await rowsOf<Record<K | 'total', number>>(
    db,
    sql`select ${sql.join([sql`count(*)::int as total`, ...columns], sql`, `)}
      from ${contacts} where ${and(ofAccount(contacts, accountId), where)}`,
  );
  return row!;
}

/** A page of the names and emails of the contacts `where` selects, by id. */
export async function pageOfNames(
  db: Executor,
  accountId: number,
  where: SQL,
  page: { page: number; per_page: number },
) {
  const condition = and(ofAccount(contacts, accountId), where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contacts.id,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        email: contacts.email,
      })
      .from(contacts)
      .where(condition)
      .orderBy(contacts.id)
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ n: count() }).from(contacts).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const emailDomain = sql`split_part(${contacts.email}, '@', 2)`;

/** The email domains of a selection, at most `limit` of them (the most common first). */
export async function emailDomainsWhere(
  db: Executor,
  accountId: number,
  where: SQL,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ domain: sql<string>`${emailDomain}` })
    .from(contacts)
    .where(and(ofAccount(contacts, accountId), where, isNotNull(contacts.email)))
    .groupBy(emailDomain)
    .orderBy(desc(count()))
    .limit(limit);
  return rows.map((r) => r.domain).filter((d) => d !== '');
}

/** The selected contacts whose email is at one of `domains`, for updateWhere's `changed`. */
// unscoped: a condition for a caller's statement, which scopes it by the account.
export const emailAtDomains = (domains: string[]): SQL =>
  domains.length === 0 ? sql`false` : inArray(emailDomain, domains);

// unscoped: a condition for a caller's statement, which scopes it by the account.
export const hasEmail = (): SQL => isNotNull(contacts.email);

export async function deletedPage(
  db: Executor,
  accountId: number,
  search: SQL | undefined,
  limit: number,
  offset: number,
) {
  const where = and(ofAccount(contacts, accountId), isNotNull(contacts.deletedAt), search);
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
  search: SQL | undefined,
  limit: number,
) {
  return db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
    })
    .from(contacts)
    .where(and(live(accountId), search))
    .orderBy(asc(contacts.firstName), asc(contacts.lastName), asc(contacts.id))
    .limit(limit);
}

// One contact

// Every send reads its contact this way.
const liveContact = preparedStatement('contacts_find_live', (db) =>
  db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.accountId, sql.placeholder('accountId')),
        eq(contacts.id, sql.placeholder('id')),
        isNull(contacts.deletedAt),
      ),
    )
    .limit(1),
);

export async function findContact(
  db: Executor,
  accountId: number,
  id: number,
  options: { deleted?: boolean } = {},
): Promise<ContactRow | undefined> {
  if (!options.deleted) {
    const [live] = await liveContact(db).execute({ accountId, id });
    return live;
  }
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(ofAccount(contacts, accountId), eq(contacts.id, id)))
    .limit(1);
  return row;
}

/** Row lock on one contact until the transaction ends. */
export async function lockContact(tx: Executor, accountId: number, id: number) {
  await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(ofAccount(contacts, accountId), eq(contacts.id, id)))
    .for('update');
}

export async function insertContact(
  db: Executor,
  accountId: number,
  values: Omit<NewContact, 'accountId'>,
): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, accountId })
    .returning();
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

/** Where a contact is looked up by one of its keys: the email is compared case-insensitively. */
const contactKeys = {
  email: (value: string) => sql`lower(${contacts.email}) = ${value.toLowerCase()}`,
  number: (value: string) => eq(contacts.number, value),
  memberId: (value: string) => eq(contacts.memberId, value),
} as const;

/** The id of a live contact of the account, other than `exceptId`, with this email, number or member ID. */
export async function liveContactIdWith(
  db: Executor,
  accountId: number,
  key: keyof typeof contactKeys,
  value: string,
  exceptId?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        live(accountId),
        contactKeys[key](value),
        exceptId ? ne(contacts.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(contacts.id))
    .limit(1);
  return row?.id;
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
      where ${and(ofAccount(contacts, accountId), where, changed)}
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
      and(ofAccount(contacts, accountId), isNotNull(contacts.deletedAt), inArray(contacts.id, ids)),
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
      and(ofAccount(contacts, accountId), isNotNull(contacts.deletedAt), inArray(contacts.id, ids)),
    );
  return rows.map((r) => r.id);
}

// Export: one query, read in batches of a few thousand rows.

export type ExportRow = {
  id: number;
  photo: string | null;
  temperature: string | null;
  starred: boolean;
  first_name: string;
  last_name: string;
  date_created: string;
  email: string | null;
  number: string | null;
  status: string;
  last_action: string | null;
  tags: string | null;
  login_count: number;
  last_email_activity: string | null;
  last_chat: string | null;
  gender: string;
  source: string | null;
  birthday: string | null;
  member_id: string | null;
  custom_fields: Record<string, string>;
};

const utcText = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

const exportColumns = sql`${contacts.id}::text as id, ${contacts.photo} as photo, ${contacts.temperature} as temperature,
  ${contacts.starred} as starred, ${contacts.firstName} as first_name, ${contacts.lastName} as last_name,
  ${utcText(contacts.createdAt)} as date_created, ${contacts.email} as email, ${contacts.number} as number,
  ${contacts.status} as status, ${contacts.lastAction} as last_action,
  ${tagNamesOf(contacts.id)} as tags,
  ${contacts.loginCount} as login_count, ${utcText(contacts.lastEmailActivity)} as last_email_activity,
  ${utcText(contacts.lastChat)} as last_chat, ${contacts.gender} as gender, ${contacts.source} as source,
  ${contacts.birthday}::text as birthday, ${contacts.memberId} as member_id,
  ${contacts.customFields} as custom_fields`;

const toExportRow = (row: Record<string, unknown>): ExportRow => ({
  ...(row as ExportRow),
  id: Number(row.id),
});

const dialect = new PgDialect();

/** How many of these ids are live contacts of the account. */
export async function countLiveContacts(
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contacts)
    .where(
      and(ofAccount(contacts, accountId), isNull(contacts.deletedAt), inArray(contacts.id, ids)),
    );
  return row?.n ?? 0;
}

/** The export's rows: the selected ids, else the list filter, in the list's order. */
function exportSelection(
  accountId: number,
  query: ExportQuery,
  phoneCountry: PhoneCountry,
): { where: SQL; order: SQL } {
  const where = query.ids?.length
    ? (and(
        ofAccount(contacts, accountId),
        isNull(contacts.deletedAt),
        inArray(contacts.id, query.ids),
      ) as SQL)
    : contactFilterWhere(accountId, query, phoneCountry);
  return { where, order: sql.join(contactOrderBy(query.sort_by, query.sort_dir), sql`, `) };
}

/**
 * The contacts to export, a batch at a time. On PostgreSQL a server-side cursor in a read-only
 * snapshot keeps memory flat; PGlite has a single connection that a cursor would hold for the
 * whole download, so there the ordered ids are read first (a few bytes a contact) and the rows
 * fetched by id, batch by batch.
 */
export async function* exportBatches(
  database: Database,
  accountId: number,
  query: ExportQuery,
  phoneCountry: PhoneCountry,
  batchSize = 5000,
): AsyncGenerator<ExportRow[]> {
  const { where, order } = exportSelection(accountId, query, phoneCountry);
  if (database.pool) {
    const cursor = dialect.sqlToQuery(
      sql`select ${exportColumns} from ${contacts} where ${where} order by ${order}`,
    );
    const client = await database.pool.connect();
    let open = false;
    try {
      await client.query('begin isolation level repeatable read read only');
      open = true;
      await client.query(
        `declare contact_export no scroll cursor for ${cursor.sql}`,
        cursor.params,
      );
      for (;;) {
        const { rows } = await client.query(`fetch ${batchSize} from contact_export`);
        if (rows.length === 0) break;
        yield rows.map(toExportRow);
      }
      await client.query('commit');
      open = false;
    } finally {
      // Also reached when the download is abandoned part-way.
      if (open) await client.query('rollback').catch(() => undefined);
      client.release();
    }
    return;
  }
  const idQuery = dialect.sqlToQuery(
    sql`select ${contacts.id}::text as id from ${contacts} where ${where} order by ${order}`,
  );
  const ids = (await database.raw.query(idQuery.sql, idQuery.params)).rows.map((r) => Number(r.id));
  for (let i = 0; i < ids.length; i += batchSize) {
    const slice = ids.slice(i, i + batchSize);
    const batch = dialect.sqlToQuery(
      sql`select ${exportColumns} from ${contacts} where ${where} and ${inArray(contacts.id, slice)}`,
    );
    const byId = new Map(
      (await database.raw.query(batch.sql, batch.params)).rows.map((r) => [Number(r.id), r]),
    );
    const rows: ExportRow[] = [];
    for (const id of slice) {
      const row = byId.get(id);
      if (row) rows.push(toExportRow(row));
    }
    yield rows;
  }
}

// Birthdays (the birthdays feature greets and lists them)

/**
 * The contact's birthday in `year`, as a date: the 29th of February is the 28th in a year
 * without one.
 */
const birthdayIn = (
  year: SQL,
) => sql`make_date(${year}, extract(month from ${contacts.birthday})::int,
  least(extract(day from ${contacts.birthday})::int,
    extract(day from make_date(${year}, extract(month from ${contacts.birthday})::int, 1)
      + interval '1 month' - interval '1 day')::int))`;

/** The next birthday on or after the calendar day `today` (YYYY-MM-DD). */
function nextBirthday(today: string): SQL {
  const day = sql`${today}::date`;
  const year = sql`extract(year from ${day})::int`;
  return sql`(case when ${birthdayIn(year)} >= ${day} then ${birthdayIn(year)}
    else ${birthdayIn(sql`${year} + 1`)} end)`;
}

export type BirthdayRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  number: string | null;
  birthday: string;
  nextBirthday: string;
};

/** Live contacts whose next birthday falls in the `days` days from `today`, soonest first. */
export async function birthdaysWithin(
  db: Executor,
  accountId: number,
  today: string,
  days: number,
  limit: number,
): Promise<BirthdayRow[]> {
  const next = nextBirthday(today);
  return db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      number: contacts.number,
      birthday: sql<string>`${contacts.birthday}::text`,
      nextBirthday: sql<string>`${next}::text`,
    })
    .from(contacts)
    .where(
      and(
        live(accountId),
        isNotNull(contacts.birthday),
        sql`${next} < ${today}::date + ${days}::int`,
      ),
    )
    .orderBy(sql`${next}`, asc(contacts.id))
    .limit(limit);
}

/** Live contacts whose birthday is the calendar day `today` (the 29th of February on the 28th in other years). */
export async function birthdaysOn(db: Executor, accountId: number, today: string) {
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        live(accountId),
        isNotNull(contacts.birthday),
        sql`${birthdayIn(sql`extract(year from ${today}::date)::int`)} = ${today}::date`,
      ),
    )
    .orderBy(asc(contacts.id));
  return rows.map((r) => r.id);
}

/** The live contacts whose date custom field `key` holds `day` (YYYY-MM-DD). */
export async function withDateFieldOn(db: Executor, accountId: number, key: string, day: string) {
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(live(accountId), sql`${contacts.customFields}->>${key} = ${day}`))
    .orderBy(asc(contacts.id));
  return rows.map((r) => r.id);
}

/** The contact's next birthday on or after `today`, or null without one (or no such live contact). */
export async function nextBirthdayOf(
  db: Executor,
  accountId: number,
  contactId: number,
  today: string,
): Promise<string | null> {
  const [row] = await db
    .select({ next: sql<string>`${nextBirthday(today)}::text` })
    .from(contacts)
    .where(and(live(accountId), eq(contacts.id, contactId), isNotNull(contacts.birthday)));
  return row?.next ?? null;
}

// The client portal's sign-in

/**
 * The live contacts of a location with this email and a portal password, who may sign in to
 * its portal; a few at most (an email is rarely on two contacts of one location).
 */
export function portalAccountsWithEmail(db: Executor, accountId: number, email: string) {
  return db
    .select({
      id: contacts.id,
      portalPasswordHash: contacts.portalPasswordHash,
      portalActive: contacts.portalActive,
    })
    .from(contacts)
    .where(
      and(
        live(accountId),
        sql`lower(${contacts.email}) = ${email.toLowerCase()}`,
        isNotNull(contacts.portalPasswordHash),
      ),
    )
    .orderBy(asc(contacts.id))
    .limit(5);
}

/** A live contact of the location whose portal may be used: active, with a password. */
export async function portalContactOf(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(live(accountId), eq(contacts.id, id)));
  return row;
}

/** A sign-in to the portal: counted on the contact (001 §3 login_count). */
export async function countPortalSignIn(db: Executor, accountId: number, id: number) {
  await db
    .update(contacts)
    .set({ loginCount: sql`${contacts.loginCount} + 1` })
    .where(and(live(accountId), eq(contacts.id, id)));
}

/** A live contact of the location with this email (the portal's "forgot password"). */
export async function liveContactsWithEmail(db: Executor, accountId: number, email: string) {
  return db
    .select({ id: contacts.id, portalActive: contacts.portalActive })
    .from(contacts)
    .where(and(live(accountId), sql`lower(${contacts.email}) = ${email.toLowerCase()}`))
    .orderBy(asc(contacts.id))
    .limit(5);
}
