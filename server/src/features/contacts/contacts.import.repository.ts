import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam as list, rowsOf } from '../../db/rows';
import type { NewContact } from './contacts.repository';
import { contacts } from './contacts.tables';

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

/** New contacts of an import; a row an earlier attempt already wrote is skipped (import_id, import_row). */
export async function insertImportedContacts(
  db: Executor,
  accountId: number,
  source: { importId: number; userId: number },
  rows: { row: number; fields: ImportedFields & { status: string } }[],
): Promise<{ id: number; row: number; status: string }[]> {
  if (rows.length === 0) return [];
  const c = fieldColumns(rows.map((r) => r.fields));
  const created = await rowsOf<Record<string, unknown>>(
    db,
    sql`
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
    returning id, import_row, status`,
  );
  return created.map((r) => ({
    id: Number(r.id),
    row: Number(r.import_row),
    status: String(r.status),
  }));
}

/** Sets what each row says on its contact (one row per contact) and leaves the rest as it is. */
export async function updateImportedContacts(
  db: Executor,
  accountId: number,
  rows: { id: number; fields: ImportedFields }[],
): Promise<void> {
  if (rows.length === 0) return;
  const c = fieldColumns(rows.map((r) => r.fields));
  await db.execute(sql`
    update ${contacts} as c set
      first_name = coalesce(u.first_name, c.first_name), last_name = coalesce(u.last_name, c.last_name),
      email = coalesce(u.email, c.email), number = coalesce(u.number, c.number), status = coalesce(u.status, c.status),
      source = coalesce(u.source, c.source), gender = coalesce(u.gender, c.gender),
      birthday = coalesce(u.birthday::date, c.birthday), temperature = coalesce(u.temperature, c.temperature),
      member_id = coalesce(u.member_id, c.member_id), custom_fields = c.custom_fields || u.custom::jsonb,
      updated_at = now()
    from unnest(${list(rows.map((r) => r.id))}::bigint[], ${list(c.firstName)}::text[], ${list(c.lastName)}::text[],
      ${list(c.email)}::text[], ${list(c.number)}::text[], ${list(c.status)}::text[], ${list(c.source)}::text[],
      ${list(c.gender)}::text[], ${list(c.birthday)}::text[], ${list(c.temperature)}::text[], ${list(c.memberId)}::text[],
      ${list(c.custom)}::text[])
      as u(id, first_name, last_name, email, number, status, source, gender, birthday, temperature, member_id, custom)
    where c.id = u.id and c.account_id = ${accountId}`);
}
