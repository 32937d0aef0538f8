import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { bearer } from './factories';
import { createDatabase, dropDatabase, databaseUrl as urlOf } from './scratch-database';
import { startS3Server } from './storage';

/**
 * A fresh app on a fresh database: in-memory PGlite by default, or a new scratch database on
 * the PostgreSQL server at `serverUrl` (dropped by `close`). Tests and benchmarks share it.
 * Either starts empty, or from a migrated copy when `pgliteSnapshot` (a `dumpDataDir` of PGlite)
 * or `templateDatabase` (a database on that server) is given; migrations run on top either way.
 */
export async function startScratchApp(
  options: {
    serverUrl?: string | undefined;
    env?: Record<string, string>;
    pgliteSnapshot?: Blob | undefined;
    templateDatabase?: string | undefined;
    /** Adds to the built app before it is ready (routes only a test needs). */
    extend?: ((built: App) => void) | undefined;
  } = {},
) {
  const { serverUrl, env = {} } = options;
  let databaseUrl: string | undefined;
  let dropScratch: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `coachline_scratch_${randomBytes(6).toString('hex')}`;
    await createDatabase(serverUrl, name, options.templateDatabase);
    databaseUrl = urlOf(serverUrl, name);
    dropScratch = () => dropDatabase(serverUrl, name);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'coachline-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JOBS: 'false',
    DATA_DIR: dataDir,
    // Nothing listens there: a test that does not start the fake Twilio never reaches Twilio.
    TWILIO_API_URL: 'http://127.0.0.1:9',
    ...env,
  });
  const database = await openDatabase({
    databaseUrl,
    poolSize: 4,
    statementTimeoutMs: config.statementTimeoutMs,
    loadDataDir: serverUrl ? undefined : options.pgliteSnapshot,
  });
  const built = await buildApp(config, database);
  options.extend?.(built);
  const { app, deps, routes } = built;
  await app.ready();
  const close = async () => {
    await deps.realtime?.close();
    await deps.jobs?.stop();
    await app.close();
    await database.close();
    await dropScratch?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, deps, routes, database, close };
}

// What global-setup.ts provides to every test file of the run.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped PGlite data directory with every migration applied (PGlite runs). */
    pgliteSnapshot: string | null;
    /** A migrated database on the TEST_DATABASE_URL server to copy (PostgreSQL runs). */
    templateDatabase: string | null;
  }
}

let snapshot: { file: string; data: Blob } | undefined;

/** The migrated starting point that global-setup.ts made for this run, when it ran. */
function migratedStart() {
  const file = inject('pgliteSnapshot');
  if (file && snapshot?.file !== file) snapshot = { file, data: new Blob([readFileSync(file)]) };
  return {
    pgliteSnapshot: file ? snapshot?.data : undefined,
    templateDatabase: inject('templateDatabase') ?? undefined,
  };
}

/**
 * The scratch app of one test file, on TEST_DATABASE_URL when set, closed after the file. Its
 * files are on local disk, or in a bucket of a test S3 server of its own with TEST_STORAGE=s3.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extend?: (built: App) => void,
) {
  const s3 =
    process.env.TEST_STORAGE === 's3' && !('STORAGE_URL' in env)
      ? await startS3Server()
      : undefined;
  const scratch = await startScratchApp({
    serverUrl: process.env.TEST_DATABASE_URL,
    env: s3 ? { STORAGE_URL: s3.url, ...env } : env,
    extend,
    ...migratedStart(),
  });
  afterAll(async () => {
    await scratch.close();
    await s3?.close();
  });
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

/**
 * Has the app record what it would publish to users (and to contacts' portals) instead of
 * sending it, until `stop`.
 */
export function recordRealtime(deps: TestApp['deps']) {
  const events: { userId: number; event: string; payload: unknown }[] = [];
  const contactEvents: { contactId: number; event: string; payload: unknown }[] = [];
  deps.realtime = {
    toUser: (userId, event, payload) => events.push({ userId, event, payload }),
    toContact: (contactId, event, payload) => contactEvents.push({ contactId, event, payload }),
    toSession: () => undefined,
    endSession: () => undefined,
    close: async () => undefined,
  };
  return {
    events,
    contactEvents,
    stop: () => {
      deps.realtime = undefined;
    },
  };
}
