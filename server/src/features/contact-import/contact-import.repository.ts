import type { ExportQuery } from '@coachline/contract/contacts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  ne,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { contactFilterWhere, contactOrderBy } from '../contacts/contacts.filters';
import { contactLifecycle, contacts, customFields } from '../contacts/contacts.tables';
import { contactTags, tags } from '../tags/tags.tables';
import type { RowContact } from './contact-import.mapping';
import { contactImportFailures, contactImports } from './contact-import.tables';

export type ImportRow = typeof contactImports.$inferSelect;

export async function insertImport(
  db: Executor,
  values: typeof contactImports.$inferInsert,
): Promise<ImportRow> {
  const [row] = await db.insert(contactImports).values(values).returning();
  return row!;
}

export async function findImport(
  db: Executor,
  accountId: number,
  id: number,
): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(contactImports)
    .where(
      and(
        eq(contactImports.accountId, accountId),
        eq(contactImports.id, id),
        isNull(contactImports.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Newest first; imports never started (uploaded, not mapped) are not part of the log. */
export async function listImports(
  db: Executor,
  accountId: number,
  limit: number,
): Promise<ImportRow[]> {
  return db
    .select()
    .from(contactImports)
    .where(
      and(
        eq(contactImports.accountId, accountId),
        isNull(contactImports.deletedAt),
        ne(contactImports.status, 'uploaded'),
      ),
    )
    .orderBy(desc(contactImports.createdAt), desc(contactImports.id))
    .limit(limit);
}

export async function softDeleteImport(
  db: Executor,
  accountId: number,
  id: number,
): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(contactImports)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(contactImports.accountId, accountId),
        eq(contactImports.id, id),
        isNull(contactImports.deletedAt),
      ),
    )
    .returning();
  return row;
}

/** Moves an uploaded import to the queue; false when it had already left `uploaded`. */
export async function queueImport(
  db: Executor,
  accountId: number,
  id: number,
  values: Pick<ImportRow, 'mapping' | 'options'>,
): Promise<boolean> {
  const rows = await db
    .update(contactImports)
    .set({ ...values, status: 'queued' })
    .where(
      and(
        eq(contactImports.accountId, accountId),
        eq(contactImports.id, id),
        eq(contactImports.status, 'uploaded'),
      ),
    )
    .returning({ id: contactImports.id });
  return rows.length === 1;
}

// The worker side. A job carries only the import id, and the import row carries its account:
// these look the import up by id alone and every contact query below is scoped by that account.

/** Marks the import running and counts the attempt; undefined when it is finished or unknown. */
export async function claimImport(db: Executor, id: number): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(contactImports)
    .set({
      status: 'running',
      attempts: sql`${contactImports.attempts} + 1`,
      startedAt: sql`coalesce(${contactImports.startedAt}, now())`,
    })
    .where(and(eq(contactImports.id, id), inArray(contactImports.status, ['queued', 'running'])))
    .returning();
  return row;
}

/** Imports a stopped process left behind, to enqueue again at start-up (all tenants). */
export async function listUnfinishedImports(db: Executor): Promise<{ id: number }[]> {
  return db
    .select({ id: contactImports.id })
    .from(contactImports)
    .where(inArray(contactImports.status, ['queued', 'running']))
    .orderBy(asc(contactImports.id));
}

export async function setTotal(db: Executor, id: number, totalCount: number): Promise<void> {
  await db.update(contactImports).set({ totalCount }).where(eq(contactImports.id, id));
}

export type Progress = Pick<
  ImportRow,
  'count' | 'importedCount' | 'updatedCount' | 'failedCount' | 'errors' | 'nextRow'
>;

/**
 * Saves a batch's counters, only if no other worker moved the import on meanwhile (the row is
 * still at `expectedNextRow`); false means this worker lost the race and must roll back.
 */
export async function saveProgress(
  db: Executor,
  id: number,
  expectedNextRow: number,
  progress: Progress,
) {
  const rows = await db
    .update(contactImports)
    .set(progress)
    .where(and(eq(contactImports.id, id), eq(contactImports.nextRow, expectedNextRow)))
    .returning({ id: contactImports.id });
  return rows.length === 1;
}

export async function finishImport(
  db: Executor,
  id: number,
  values: Pick<ImportRow, 'status' | 'reason'> & Partial<Progress>,
): Promise<void> {
  await db
    .update(contactImports)
    .set({ ...values, finishedAt: new Date() })
    .where(eq(contactImports.id, id));
}

export async function listFailures(
  db: Executor,
  accountId: number,
  importId: number,
  afterRow: number,
  limit: number,
) {
  return db
    .select({
      row: contactImportFailures.row,
      cells: contactImportFailures.cells,
      message: contactImportFailures.message,
    })
    .from(contactImportFailures)
    .where(
      and(
        eq(contactImportFailures.accountId, accountId),
        eq(contactImportFailures.importId, importId),
        gt(contactImportFailures.row, afterRow),
      ),
    )
    .orderBy(asc(contactImportFailures.row))
    .limit(limit);
}

export async function listCustomFields(db: Executor, accountId: number) {
  return db
    .select({ key: customFields.key, name: customFields.name })
    .from(customFields)
    .where(eq(customFields.accountId, accountId))
    .orderBy(asc(customFields.position), asc(customFields.id));
}

export type ContactMatch = { id: number; email: string | null; number: string | null };

// Bulk statements below pass one array per column through unnest(): a 1,000-row batch is a
// handful of parameters, not tens of thousands, which keeps an import at thousands of rows a second.
const list = (values: readonly unknown[]) => sql.param(values);
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

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
  const result = await db.execute(sql`
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
    ) m`);
  return rowsOf(result).map((r) => ({
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
export async function plannedContactRows(db: Executor): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`select reltuples from pg_class where oid = 'contacts'::regclass`),
  );
  return Math.max(0, Number(row?.reltuples ?? 0));
}

export async function analyzeContacts(db: Executor): Promise<void> {
  await db.execute(sql`analyze ${contacts}`);
}

export async function relaxCommit(db: Executor): Promise<void> {
  await db.execute(sql`set local synchronous_commit = off`);
}

/** What an import row sets on a contact; undefined leaves a field as it is. */
export type ImportedFields = Omit<RowContact, 'rawNumber' | 'tags'>;

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
  const result = await db.execute(sql`
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
    returning id, import_row, status`);
  return rowsOf(result).map((r) => ({
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
        eq(tags.accountId, accountId),
        sql`lower(${tags.name}) = any(${list(names.map((n) => n.toLowerCase()))}::text[])`,
      ),
    );
  for (const row of rows) ids.set(row.name.toLowerCase(), row.id);
  return ids;
}

export async function tagContacts(
  db: Executor,
  accountId: number,
  pairs: { contactId: number; tagId: number }[],
) {
  if (pairs.length === 0) return;
  await db.execute(sql`
    insert into ${contactTags} (account_id, contact_id, tag_id)
    select ${accountId}, u.contact_id, u.tag_id
    from unnest(${list(pairs.map((p) => p.contactId))}::bigint[], ${list(pairs.map((p) => p.tagId))}::int[]) as u(contact_id, tag_id)
    on conflict do nothing`);
}

/** The profile's lifecycle starts with the import. */
export async function recordCreated(
  db: Executor,
  accountId: number,
  userId: number,
  created: { id: number; status: string }[],
) {
  if (created.length === 0) return;
  await db.execute(sql`
    insert into ${contactLifecycle} (account_id, contact_id, kind, to_value, user_id)
    select ${accountId}, u.contact_id, 'created', u.status, ${userId}
    from unnest(${list(created.map((c) => c.id))}::bigint[], ${list(created.map((c) => c.status))}::text[]) as u(contact_id, status)`);
}

export async function insertFailures(
  db: Executor,
  accountId: number,
  importId: number,
  failures: { row: number; cells: string[]; message: string }[],
) {
  if (failures.length === 0) return;
  await db.execute(sql`
    insert into ${contactImportFailures} (account_id, import_id, row, cells, message)
    select ${accountId}, ${importId}, u.row, u.cells::jsonb, u.message
    from unnest(${list(failures.map((f) => f.row))}::int[], ${list(failures.map((f) => JSON.stringify(f.cells)))}::text[],
      ${list(failures.map((f) => f.message))}::text[]) as u(row, cells, message)
    on conflict do nothing`);
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
};

const utcText = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

const exportColumns = sql`${contacts.id}::text as id, ${contacts.photo} as photo, ${contacts.temperature} as temperature,
  ${contacts.starred} as starred, ${contacts.firstName} as first_name, ${contacts.lastName} as last_name,
  ${utcText(contacts.createdAt)} as date_created, ${contacts.email} as email, ${contacts.number} as number,
  ${contacts.status} as status, ${contacts.lastAction} as last_action,
  (select string_agg(${tags.name}, ', ' order by lower(${tags.name})) from ${contactTags}
     join ${tags} on ${tags.id} = ${contactTags.tagId} where ${contactTags.contactId} = ${contacts.id}) as tags,
  ${contacts.loginCount} as login_count, ${utcText(contacts.lastEmailActivity)} as last_email_activity,
  ${utcText(contacts.lastChat)} as last_chat`;

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
      and(eq(contacts.accountId, accountId), isNull(contacts.deletedAt), inArray(contacts.id, ids)),
    );
  return row?.n ?? 0;
}

/** The export's rows: the selected ids, else the list filter, in the list's order. */
function exportSelection(accountId: number, query: ExportQuery): { where: SQL; order: SQL } {
  const where = query.ids?.length
    ? (and(
        eq(contacts.accountId, accountId),
        isNull(contacts.deletedAt),
        inArray(contacts.id, query.ids),
      ) as SQL)
    : contactFilterWhere(accountId, query);
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
  batchSize = 5000,
): AsyncGenerator<ExportRow[]> {
  const { where, order } = exportSelection(accountId, query);
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
