import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam as list, rowsOf } from '../../db/rows';
import type { NewContact } from './contacts.repository';
import { contactLifecycle, contacts } from './contacts.tables';

// The contact writes of an import batch (features/contact-import runs the batches), each inside
// the batch's transaction.

export type ContactMatch = { id: number; email: string | null; number: string | null };

// Bulk statements below pass one array per column through unnest(): a 1,000-row batch is a
// handful of parameters, not tens of thousands, which keeps an import at thousands of rows a second.

/**
 * Live contacts of the account with one of these emails (any case) or phone numbers, one index
 * probe per value. For a batch's thousand values the planner would rather hash the account's
 * whole contact list (or, with statistics from before the import, scan it once per value): the
 * `offset 0` keeps each lookup a nested loop and, inside the batch's transaction only, sequential
 * scans are ruled out.
 */
export async function findMatches(
  db: Executor,
  accountId: number,
  emails: string[],
  numbers: string[],
): Promise<ContactMatch[]> {
  if (emails.length === 0 && numbers.length === 0) return [];
  await db.execute(sql`set local enable_seqscan = off`);
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select m.id, m.email, m.number from unnest(${list(emails)}::text[]) as e(value)
    cross join lateral (
      select c.id, c.email, c.number from ${contacts} c
      where c.account_id = ${accountId} and c.deleted_at is null and lower(c.email) = e.value offset 0
    ) m
    union
    select m.id, m.email, m.number from unnest(${list(numbers)}::text[]) as n(value)
    cross join lateral (
      select c.id, c.email, c.number from ${contacts} c
      where c.account_id = ${accountId} and c.deleted_at is null and c.number = n.value offset 0
    ) m`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    email: (r.email as string | null) ?? null,
    number: (r.number as string | null) ?? null,
  }));
}

/**
 * The planner's idea of the contact table's size. An import can multiply it within seconds, and
 * plans made on statistics from an empty table pick any index on account_id; the worker
 * refreshes them (ANALYZE samples a fixed number of rows) each time the table has doubled.
 */
// unscoped: statistics of the whole table, no rows of anyone.
export async function plannedContactRows(db: Executor): Promise<number> {
  const [row] = await rowsOf<{ reltuples: number }>(
    db,
    sql`select reltuples from pg_class where oid = 'contacts'::regclass`,
  );
  return Math.max(0, Number(row?.reltuples ?? 0));
}

// unscoped: refreshes the planner's statistics of the whole table, reads no rows out.
export async function analyzeContacts(db: Executor): Promise<void> {
  await db.execute(sql`analyze ${contacts}`);
}

/** What an import row sets on a contact; undefined leaves a field as it is. */
export type ImportedFields = {
  firstName?: string;
  lastName?: string;
  email?: string;
  number?: string;
  status?: string;
  source?: string;
  gender?: NewContact['gender'];
  birthday?: string;
  temperature?: NewContact['temperature'];
  memberId?: string;
  custom: Record<string, string>;
};

const fieldColumns = (rows: ImportedFields[]) => ({
  firstName: rows.map((r) => r.firstName ?? null),
  lastName: rows.map((r) => r.lastName ?? null),
  email: rows.map((r) => r.email ?? null),
  number: rows.map((r) => r.number ?? null),
  status: rows.map((r) => r.status ?? null),
  source: rows.map((r) => r.source ?? null),
  gender: rows.map((r) => r.gender ?? null),
  birthday: rows.map((r) => r.birthday ?? null),
  temperature: rows.map((r) => r.temperature ?? null),
  memberId: rows.map((r) => r.memberId ?? null),
  custom: rows.map((r) => JSON.stringify(r.custom)),
});

/**
 * New contacts of an import, each with its lifecycle's first entry, in one statement; a row an
 * earlier attempt already wrote is skipped (import_id, import_row).
 */
export async function insertImportedContacts(
  db: Executor,
  accountId: number,
  source: { importId: number; userId: number },
  rows: { row: number; fields: ImportedFields & { status: string } }[],
): Promise<{ id: number; row: number }[]> {
  if (rows.length === 0) return [];
  const c = fieldColumns(rows.map((r) => r.fields));
  const created = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    with created as (
      insert into ${contacts} (account_id, first_name, last_name, email, number, status, source, gender, birthday,
        temperature, member_id, custom_fields, created_by, import_id, import_row)
      select ${accountId}, coalesce(u.first_name, ''), coalesce(u.last_name, ''), u.email, u.number, u.status, u.source,
        coalesce(u.gender, 'Unassigned'), u.birthday::date, u.temperature, u.member_id, u.custom::jsonb,
        ${source.userId}, ${source.importId}, u.import_row
      from unnest(${list(c.firstName)}::text[], ${list(c.lastName)}::text[], ${list(c.email)}::text[],
        ${list(c.number)}::text[], ${list(c.status)}::text[], ${list(c.source)}::text[], ${list(c.gender)}::text[],
        ${list(c.birthday)}::text[], ${list(c.temperature)}::text[], ${list(c.memberId)}::text[], ${list(c.custom)}::text[],
        ${list(rows.map((r) => r.row))}::int[])
        as u(first_name, last_name, email, number, status, source, gender, birthday, temperature, member_id, custom, import_row)
      on conflict (import_id, import_row) do nothing
      returning id, import_row, status
    ), logged as (
      insert into ${contactLifecycle} (account_id, contact_id, kind, to_value, user_id)
      select ${accountId}, id, 'created', status, ${source.userId} from created
    )
    select id, import_row from created`,
  );
  return created.map((r) => ({ id: Number(r.id), row: Number(r.import_row) }));
}

/** Contact fields by column name, custom fields as `custom.<key>`, as text; null is empty. */
export type ContactFieldValues = Record<string, string | null>;

const customPrefix = 'custom.';

/**
 * The importable fields of live contacts, locked for the batch's transaction: the import decides
 * what a row changes from them, and an undo what it may put back.
 */
export async function importableFieldsOf(
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<Map<number, ContactFieldValues>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id, first_name, last_name, email, number, status, source, gender, birthday::text as birthday,
      temperature, member_id, custom_fields from ${contacts}
    where account_id = ${accountId} and deleted_at is null and id = any(${list(ids)}::bigint[])
    order by id for update`,
  );
  return new Map(
    rows.map((r) => {
      const { id, custom_fields: custom, ...fields } = r;
      const values: ContactFieldValues = {};
      for (const [key, value] of Object.entries(fields))
        values[key] = value === null || value === undefined ? null : String(value);
      for (const [key, value] of Object.entries((custom ?? {}) as Record<string, unknown>))
        values[`${customPrefix}${key}`] = value === null ? null : String(value);
      return [Number(id), values];
    }),
  );
}

/**
 * Sets exactly the given fields of each contact (null empties one, and removes a custom field);
 * fields not named stay as they are. The import's updates and the undo both write through here.
 */
export async function patchContacts(
  db: Executor,
  accountId: number,
  rows: { id: number; values: ContactFieldValues }[],
): Promise<void> {
  if (rows.length === 0) return;
  const split = rows.map(({ values }) => {
    const fields: ContactFieldValues = {};
    const custom: ContactFieldValues = {};
    for (const [key, value] of Object.entries(values)) {
      if (key.startsWith(customPrefix)) custom[key.slice(customPrefix.length)] = value;
      else fields[key] = value;
    }
    return { fields: JSON.stringify(fields), custom: JSON.stringify(custom) };
  });
  const set = (column: string, empty: string | null = null) =>
    sql`${sql.identifier(column)} = case when u.p ? ${column} then ${
      empty === null ? sql`u.p->>${column}` : sql`coalesce(u.p->>${column}, ${empty})`
    } else c.${sql.identifier(column)} end`;
  await db.execute(sql`
    update ${contacts} as c set
      ${set('first_name', '')}, ${set('last_name', '')}, ${set('email')}, ${set('number')},
      ${set('status')}, ${set('source')}, ${set('gender', 'Unassigned')},
      birthday = case when u.p ? 'birthday' then (u.p->>'birthday')::date else c.birthday end,
      ${set('temperature')}, ${set('member_id')},
      custom_fields = jsonb_strip_nulls(c.custom_fields || u.custom), updated_at = now()
    from (select x.id, x.p::jsonb as p, x.custom::jsonb as custom
      from unnest(${list(rows.map((r) => r.id))}::bigint[], ${list(split.map((s) => s.fields))}::text[],
        ${list(split.map((s) => s.custom))}::text[]) as x(id, p, custom)) as u
    where c.id = u.id and c.account_id = ${accountId}`);
}

/** Up to `limit` live contacts an import created, deleted (soft) with a lifecycle entry; how many. */
export async function deleteImportedContacts(
  db: Executor,
  accountId: number,
  importId: number,
  userId: number,
  limit: number,
): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with batch as (
      select id from ${contacts}
      where account_id = ${accountId} and import_id = ${importId} and deleted_at is null
      order by import_row limit ${limit} for update
    ), deleted as (
      update ${contacts} c set deleted_at = now(), updated_at = now()
      from batch where c.id = batch.id and c.account_id = ${accountId}
      returning c.id
    ), logged as (
      insert into ${contactLifecycle} (account_id, contact_id, kind, user_id)
      select ${accountId}, id, 'deleted', ${userId}::int from deleted
    )
    select count(*)::int as n from deleted`,
  );
  return rows[0]?.n ?? 0;
}

export type ImportedContactRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  number: string | null;
  live: boolean;
};

const importedContactOf = (r: Record<string, unknown>): ImportedContactRow => ({
  id: Number(r.id),
  firstName: String(r.first_name),
  lastName: String(r.last_name),
  email: (r.email as string | null) ?? null,
  number: (r.number as string | null) ?? null,
  live: r.deleted_at === null,
});

/** A page of the contacts an import created, in file order, deleted ones too; and their count. */
export async function createdByImport(
  db: Executor,
  accountId: number,
  importId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: ImportedContactRow[]; total: number }> {
  const where = sql`account_id = ${accountId} and import_id = ${importId}`;
  const [rows, count] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`select id, first_name, last_name, email, number, deleted_at from ${contacts} where ${where}
      order by import_row limit ${page.limit} offset ${page.offset}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${contacts} where ${where}`),
  ]);
  return { rows: rows.map(importedContactOf), total: count[0]?.n ?? 0 };
}

/** These contacts of the account, in the order of `ids`; a missing one (moved away) is left out. */
export async function contactsByIds(
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<ImportedContactRow[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select c.id, c.first_name, c.last_name, c.email, c.number, c.deleted_at
    from unnest(${list(ids)}::bigint[]) with ordinality as o(id, n)
    join ${contacts} c on c.id = o.id and c.account_id = ${accountId}
    order by o.n`,
  );
  return rows.map(importedContactOf);
}
