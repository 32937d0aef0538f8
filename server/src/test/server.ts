import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { bearer } from './factories';

/**
 * A fresh app on a fresh database: in-memory PGlite by default, or a new scratch database on
 * the PostgreSQL server at `serverUrl` (dropped by `close`). Tests and benchmarks share it.
 */
export async function startScratchApp(
  options: { serverUrl?: string | undefined; env?: Record<string, string> } = {},
) {
  const { serverUrl, env = {} } = options;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `coachline_scratch_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Pools closed a moment ago may still be saying goodbye: wait for them rather than
      // terminating them, which would surface as an uncaught error in their process.
      for (let attempt = 0; ; attempt++) {
        const { rows } = await client.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0 || attempt === 50) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'coachline-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JOBS: 'false',
    DATA_DIR: dataDir,
    ...env,
  });
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  const { app, deps, routes } = await buildApp(config, database);
  await app.ready();
  const close = async () => {
    await deps.realtime?.close();
    await deps.jobs?.stop();
    await app.close();
    await database.close();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, deps, routes, database, close };
}

/** The scratch app of one test file, on TEST_DATABASE_URL when set, closed after the file. */
export async function createTestApp(env: Record<string, string> = {}) {
  const scratch = await startScratchApp({ serverUrl: process.env.TEST_DATABASE_URL, env });
  afterAll(scratch.close);
  return scratch;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Requests to the app under `prefix`, with the user's bearer token when one is given. */
export const caller =
  (app: TestApp['app'], prefix = '/api/v3') =>
  (method: Method, url: string, token?: string | null, payload?: unknown) =>
    app.inject({
      method,
      url: `${prefix}${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

/** Has the app record what it would publish to users instead of sending it, until `stop`. */
export function recordRealtime(deps: TestApp['deps']) {
  const events: { userId: number; event: string; payload: unknown }[] = [];
  deps.realtime = {
    toUser: (userId, event, payload) => events.push({ userId, event, payload }),
    toSession: () => undefined,
    endSession: () => undefined,
    close: async () => undefined,
  };
  return {
    events,
    stop: () => {
      deps.realtime = undefined;
    },
  };
}
