import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Endpoint, endpointUrl } from '@coachline/contract/endpoint';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type AppProcess, buildStale, startApp } from '../../../scripts/app-process.mjs';
import { createDatabase, databaseUrl, dropDatabase } from './scratch-database';

// The built server as `npm start` runs it, for the tests that kill or run several processes:
// its API by contract endpoint, and its processes on a scratch database of TEST_DATABASE_URL.

export type Answer = { status: number; body: unknown };

/** One call of the API of `app`, by its contract endpoint; answers the status and the body. */
export async function callBuilt(
  app: AppProcess,
  endpoint: Endpoint,
  input: {
    token?: string;
    body?: unknown;
    form?: FormData;
    params?: Record<string, string | number>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (input.token) headers.Authorization = `Bearer ${input.token}`;
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${app.baseUrl}${endpointUrl(endpoint, input.params)}`, {
    method: endpoint.method,
    headers,
    body: input.form ?? (input.body === undefined ? undefined : JSON.stringify(input.body)),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * Processes of the built server (jobs on, the demo seeded) on one scratch database of the
 * PostgreSQL server `serverUrl`, made before the file's tests and dropped after them, with a
 * pool of the test's own on it.
 */
export function builtAppsOnScratch(serverUrl: string, env: () => Promise<Record<string, string>>) {
  const name = `coachline_built_${randomBytes(6).toString('hex')}`;
  const started: AppProcess[] = [];
  let dataDir = '';
  let pool: pg.Pool | undefined;

  beforeAll(async () => {
    buildStale(['server']);
    dataDir = mkdtempSync(join(tmpdir(), 'coachline-built-'));
    await createDatabase(serverUrl, name);
    pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, name), max: 1 });
  }, 60_000);

  afterAll(async () => {
    for (const app of started) await app.stop().catch(() => undefined);
    await pool?.end();
    await dropDatabase(serverUrl, name);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    database: () => pool!,
    async start() {
      const app = await startApp({
        env: {
          DATABASE_URL: databaseUrl(serverUrl, name),
          DATA_DIR: dataDir,
          SEED_DEMO: 'true',
          JOBS: 'true',
          LOG_LEVEL: 'warn',
          ...(await env()),
        },
      });
      started.push(app);
      return app;
    },
    /** Stops every process started so far, so that none goes on with a later test's work. */
    async stopAll() {
      for (const app of started.splice(0)) await app.stop().catch(() => undefined);
    },
  };
}
