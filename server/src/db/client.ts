import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { startPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: repositories accept both. */
export type Executor = Db | Tx;

/** Raw SQL access for the job queue and tests; one shape over PGlite and pg. */
export type RawSql = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs one or more statements without parameters; answers the rows of the last one. */
  exec: (text: string) => Promise<{ rows: Record<string, unknown>[] }>;
};

export type Database = {
  db: Db;
  raw: RawSql;
  kind: 'pglite' | 'postgres';
  /** Connection string when on a PostgreSQL server (the job queue and realtime adapter open their own pools). */
  url: string | undefined;
  pool: pg.Pool | undefined;
  /**
   * Runs start-up work that processes starting together on one PostgreSQL must do one after the
   * other (seeding, creating what a library keeps in the database), under the lock migrations
   * take. Not to be nested: the inner call would wait for the outer one forever.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** The server package's root, found from this file whether it runs from src/ or a dist bundle. */
export function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle.config.ts')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export const migrationsFolder = (): string => join(serverRoot(), 'drizzle');

type OpenOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /**
   * PostgreSQL only: statements on the pool's connections longer than this are cut off
   * (SQLSTATE 57014); 0 or unset, never. Migrations and import batches lift it for themselves.
   */
  statementTimeoutMs?: number | undefined;
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster, as tests do. */
  loadDataDir?: Blob | undefined;
};

// Any fixed key: the single-key advisory lock space is used for nothing else (the two-key
// form is advisory-locks.ts's).
const startupLock = 7_406_311_210;

// The default (4) prices a random read as on a spinning disk, so the planner sorts a whole
// location of contacts rather than walk the index that already holds a page's order, 10-20
// times slower for a deep page. Index pages are cached or on SSD: every connection says so.
const randomPageCost = 1.1;

/**
 * Holds the start-up lock, a session-level advisory lock, on one connection of the pool while
 * `work` runs, so processes that start together on one PostgreSQL take turns.
 */
async function holdingStartupLock<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    // Neither the wait for another process's start-up nor start-up work (a migration building
    // an index on a big table) is cut by request work's statement timeout; the connection goes
    // back to the pool with it again.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [startupLock]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [startupLock]);
      await client.query('reset statement_timeout');
    }
  } finally {
    client.release();
  }
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite under DATA_DIR
 * (or in memory when no directory is given, as in tests), and applies migrations.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: [
        `-c random_page_cost=${randomPageCost}`,
        options.statementTimeoutMs ? `-c statement_timeout=${options.statementTimeoutMs}` : '',
      ]
        .join(' ')
        .trim(),
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    // The first of several processes starting together applies the migrations; the others
    // then find nothing pending. PGlite has one process and needs no lock.
    await holdingStartupLock(pool, (client) =>
      migrateNodePg(drizzleNodePg(client) as never, { migrationsFolder: migrationsFolder() }),
    );
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      pool,
      exclusively: (work) => holdingStartupLock(pool, work),
      raw: {
        query: async (text, values) => pool.query(text, values as unknown[]),
        exec: async (text) => {
          const result = (await pool.query(text)) as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(result) ? result.at(-1) : result;
          return { rows: last?.rows ?? [] };
        },
      },
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = resolve(options.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = await startPgliteThread({ dataDir: dataPath, loadDataDir: options.loadDataDir });
  await client.exec(`set random_page_cost = ${randomPageCost}`);
  const db = drizzlePglite(client.asPglite(), { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    url: undefined,
    pool: undefined,
    exclusively: (work) => work(),
    raw: {
      query: async (text, values) => {
        const result = await client.query<Record<string, unknown>>(text, values as unknown[]);
        return { rows: result.rows };
      },
      exec: async (text) => {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
    },
    close: () => client.close(),
  };
}
