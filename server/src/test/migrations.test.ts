import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, migrationsFolder, openDatabase, type RawSql } from '../db/client';
import * as schema from '../db/schema';
import { seedDemo } from '../seed/demo';

// The migrations as they run in the field: onto a database that already holds data, and from
// several processes starting at once on one PostgreSQL.

const serverUrl = process.env.TEST_DATABASE_URL;
type Journal = { entries: { idx: number; tag: string }[] };
const journal = JSON.parse(
  readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
) as Journal;
// The last migration before the tenant keys: databases in the field are there.
const beforeKeys = journal.entries.find(
  (e) => e.tag === '0003_contact_indexes_and_import_failures',
)!;

const scratch = mkdtempSync(join(tmpdir(), 'coachline-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the migrations folder that ends with the given migration. */
function migrationsUpTo(idx: number): string {
  const folder = join(scratch, `up-to-${idx}`);
  cpSync(migrationsFolder(), folder, { recursive: true });
  const entries = journal.entries.filter((e) => e.idx <= idx);
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }, null, 2),
  );
  return folder;
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped after the file. */
async function freshPostgres(): Promise<string> {
  const name = `coachline_migrations_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  afterAll(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates to just before the keys, seeds the demo workspace plus what a move left behind before
 * this change (a contact in Downtown still naming an import of Demo Fitness), then applies the
 * rest; answers what the checks below need.
 */
async function migrateSeededDatabase(
  migrate: (folder: string) => Promise<void>,
  db: Db,
  raw: RawSql,
) {
  await migrate(migrationsUpTo(beforeKeys.idx));
  await withTodaysColumns(raw, async () => expect(await seedDemo(db)).toBe(true));
  const [demo] = (
    await raw.query(
      "select a.id, u.id as owner from accounts a join users u on u.id = a.owner_user_id where a.businessname = 'Demo Fitness'",
    )
  ).rows as { id: number; owner: number }[];
  const [upload] = (
    await raw.query(
      "insert into contact_imports (account_id, user_id, file_name, file_path, file_type) values ($1, $2, 'old.csv', 'imports/old.csv', 'csv') returning id",
      [demo!.id, demo!.owner],
    )
  ).rows as { id: number }[];
  const [moved] = (
    await raw.query(
      "update contacts set import_id = $1, import_row = 1 where id = (select c.id from contacts c join accounts a on a.id = c.account_id where a.businessname = 'Downtown' order by c.id limit 1) returning id",
      [upload!.id],
    )
  ).rows as { id: number }[];
  await migrate(migrationsFolder());
  return { demoId: demo!.id, movedId: moved!.id };
}

/**
 * Runs `work` (today's seed, whose inserts name every column of today's tables) on a database
 * of an older schema: the columns added since are there, nullable, only while it runs, so the
 * later migrations still find the schema they expect.
 */
async function withTodaysColumns(raw: RawSql, work: () => Promise<void>) {
  const present = new Set(
    (
      await raw.query(
        "select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public'",
      )
    ).rows.map((r) => String(r.name)),
  );
  const tables = Object.values(schema).filter((t) => is(t, PgTable));
  const existing = new Set([...present].map((name) => name.split('.')[0]));
  const added = tables.flatMap((table) => {
    const { name, columns } = getTableConfig(table);
    if (!existing.has(name)) return [];
    return columns
      .filter((column) => !present.has(`${name}.${column.name}`))
      .map((column) => ({ table: name, column: column.name, type: column.getSQLType() }));
  });
  for (const a of added)
    await raw.exec(`alter table "${a.table}" add column "${a.column}" ${a.type}`);
  await work();
  for (const a of added) await raw.exec(`alter table "${a.table}" drop column "${a.column}"`);
}

async function expectKeysHold(raw: RawSql, demoId: number, movedId: number) {
  const keys = await raw.query("select count(*)::int as n from pg_constraint where contype = 'f'");
  expect(keys.rows[0]!.n).toBeGreaterThanOrEqual(40);
  const moved = await raw.query('select import_id, import_row from contacts where id = $1', [
    movedId,
  ]);
  expect(moved.rows[0]).toEqual({ import_id: null, import_row: null });
  // A note of Demo Fitness naming a Downtown contact: the tenant key refuses it.
  await expect(
    raw.query("insert into contact_notes (account_id, contact_id, body) values ($1, $2, 'x')", [
      demoId,
      movedId,
    ]),
  ).rejects.toThrow(/contact_notes_contact_fk/);
}

describe('migrations', () => {
  it('add the keys to a PGlite database that already holds the demo workspace', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzlePglite(client, { schema }) as unknown as Db;
      const raw: RawSql = {
        query: async (text, values) => ({
          rows: (await client.query<Record<string, unknown>>(text, values)).rows,
        }),
        exec: async (text) => ({
          rows: ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[],
        }),
      };
      const { demoId, movedId } = await migrateSeededDatabase(
        (migrationsFolder) => migratePglite(db as never, { migrationsFolder }),
        db,
        raw,
      );
      await expectKeysHold(raw, demoId, movedId);
    } finally {
      await client.close();
    }
  });

  describe.skipIf(!serverUrl)('on PostgreSQL (needs TEST_DATABASE_URL)', () => {
    it('add the keys to a database that already holds the demo workspace', async () => {
      const pool = new pg.Pool({ connectionString: await freshPostgres(), max: 2 });
      try {
        const db = drizzleNodePg(pool, { schema }) as unknown as Db;
        const raw: RawSql = {
          query: async (text, values) => pool.query(text, values),
          exec: async (text) => pool.query(text),
        };
        const { demoId, movedId } = await migrateSeededDatabase(
          (migrationsFolder) => migrateNodePg(db as never, { migrationsFolder }),
          db,
          raw,
        );
        await expectKeysHold(raw, demoId, movedId);
      } finally {
        await pool.end();
      }
    });

    it('run once when two processes start together on a fresh database', async () => {
      const databaseUrl = await freshPostgres();
      const opened = await Promise.allSettled([
        openDatabase({ databaseUrl, poolSize: 2 }),
        openDatabase({ databaseUrl, poolSize: 2 }),
      ]);
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
      ]);
      const check = new pg.Client({ connectionString: databaseUrl });
      await check.connect();
      const applied = await check.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      await check.end();
      expect(applied.rows[0].n).toBe(journal.entries.length);
    });
  });
});
