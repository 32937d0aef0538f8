import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { realtimeEvents } from '@coachline/contract/api';
import { authEndpoints } from '@coachline/contract/auth';
import { billingEndpoints } from '@coachline/contract/billing';
import {
  contactImportEndpoints,
  type MapCsvFieldResponse,
} from '@coachline/contract/contact-import';
import { contactEndpoints } from '@coachline/contract/contacts';
import { userEndpoints } from '@coachline/contract/users';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, buildStale, startApp } from '../../../scripts/app-process.mjs';
import { lockClass } from '../db/advisory-locks';
import { migrationsFolder } from '../db/client';
import { clusterApplicationName } from '../platform/cluster';
import { demoPassword } from '../seed/demo';
import { callBuilt } from './built-app';
import { createDatabase, databaseUrl, dropDatabase } from './scratch-database';

// Two server processes, started as `npm start` starts one (the built server/dist/main.js), on
// one fresh database of the PostgreSQL server of TEST_DATABASE_URL, and one shared DATA_DIR (the
// uploaded files): they behave as one app. Everything is asked through the API and Socket.IO;
// the database is read only to see what the API does not show (the migration journal, the job
// queue, which process holds an import).

const serverUrl = process.env.TEST_DATABASE_URL;
// The bound the processes must keep: a revocation on one is effective on the other within it.
const revocationBoundMs = 1_000;

const call = callBuilt;

async function signIn(app: AppProcess, email: string, password = demoPassword): Promise<string> {
  const answer = await call(app, authEndpoints.login, { body: { email, password } });
  expect(answer.status).toBe(200);
  return (answer.body as { access_token: string }).access_token;
}

/** Asks until `check` holds; answers how long that took, or Infinity once `giveUpMs` passed. */
async function msUntil(check: () => Promise<boolean>, giveUpMs: number): Promise<number> {
  const startedAt = performance.now();
  for (;;) {
    if (await check()) return performance.now() - startedAt;
    if (performance.now() - startedAt > giveUpMs) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Answers whether `app` refuses `token` now. */
const refuses = async (app: AppProcess, token: string) =>
  (await call(app, authEndpoints.locations, { token })).status === 401;

/** A socket on `app` for `token`, once the server has greeted it. */
async function openSocket(app: AppProcess, token: string): Promise<Socket> {
  const socket = connect(app.baseUrl, {
    path: '/realtime',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise((resolve, reject) => {
    socket.once(realtimeEvents.appVersion, resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const csvOf = (rows: number, label: string) =>
  [
    'First Name,Email',
    ...Array.from({ length: rows }, (_, i) => `${label} ${i + 1},${label}-${i + 1}@example.test`),
  ].join('\n');

/** Uploads a CSV and starts its import with the suggested mapping; answers the import's id. */
async function importCsv(app: AppProcess, token: string, name: string, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), name);
  const uploaded = await call(app, contactImportEndpoints.mapCsvField, { token, form });
  expect(uploaded.status).toBe(200);
  const mapped = uploaded.body as MapCsvFieldResponse;
  const started = await call(app, contactImportEndpoints.start, {
    token,
    body: { import_id: mapped.import_id, mapping: mapped.mapping, duplicate_policy: 'skip' },
  });
  expect(started.status).toBe(200);
  return mapped.import_id;
}

describe.skipIf(!serverUrl)(
  'two server processes on one PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    const name = `coachline_processes_${randomBytes(6).toString('hex')}`;
    const sockets: Socket[] = [];
    let dataDir: string;
    let a: AppProcess;
    let b: AppProcess;
    let killed: AppProcess | undefined;
    let database: pg.Pool;

    const one = async <T>(text: string, values: unknown[] = []) =>
      (await database.query(text, values)).rows[0] as T;

    beforeAll(async () => {
      buildStale(['server']);
      dataDir = mkdtempSync(join(tmpdir(), 'coachline-processes-'));
      await createDatabase(serverUrl!, name);
      const env = {
        DATABASE_URL: databaseUrl(serverUrl!, name),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        JOBS: 'true',
        LOG_LEVEL: 'warn',
      };
      // Together, on an empty database: both migrate, seed and create the job queue at once.
      [a, b] = await Promise.all([startApp({ env }), startApp({ env })]);
      // Healthy means listening; the job workers start a moment later, then this line.
      for (const app of [a, b]) {
        const running = async () => app.output().includes('Coachline is running');
        if ((await msUntil(running, 30_000)) === Number.POSITIVE_INFINITY)
          throw new Error(`a server did not start its workers:\n${app.output()}`);
      }
      database = new pg.Pool({ connectionString: databaseUrl(serverUrl!, name), max: 2 });
    }, 120_000);

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.end();
      await dropDatabase(serverUrl!, name);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('start together on a fresh database: each migration, the demo workspace and the job queue once', async () => {
      const journal = JSON.parse(
        readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(
        await one(
          'select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
        ),
      ).toEqual({ n: journal.entries.length, hashes: journal.entries.length });
      expect(
        await one("select count(*)::int as n from users where email = 'owner@example.com'"),
      ).toEqual({ n: 1 });
      expect(
        await one("select count(*)::int as n from pgboss.queue where name = 'contact-import'"),
      ).toEqual({ n: 1 });
    });

    /** Signs in on A, uses the token on B (which caches the session), signs out on A: how long until B refuses it. */
    async function signOutReachingB(): Promise<number> {
      const token = await signIn(a, 'owner@example.com');
      expect(await refuses(b, token)).toBe(false);
      expect((await call(a, authEndpoints.logout, { token })).status).toBe(200);
      return msUntil(() => refuses(b, token), revocationBoundMs);
    }

    it('refuse on one process a token signed out on the other, within a second', async () => {
      expect(await signOutReachingB()).toBeLessThan(revocationBoundMs);
    });

    it('sign the other sessions out on every process when the password changes on one', async () => {
      const here = await signIn(a, 'other@example.com');
      const there = await signIn(b, 'other@example.com');
      expect(await refuses(b, there)).toBe(false);
      const changed = await call(a, userEndpoints.changePassword, {
        token: here,
        body: {
          current_password: demoPassword,
          password: 'a-new-password-1',
          password_confirmation: 'a-new-password-1',
        },
      });
      expect(changed.status).toBe(200);
      expect(await msUntil(() => refuses(b, there), revocationBoundMs)).toBeLessThan(
        revocationBoundMs,
      );
      expect(await refuses(b, here)).toBe(false);
    });

    it('see an account flag changed on one process on the other within a second', async () => {
      // Billing hibernated the organization (set here directly): its data areas are closed.
      await database.query(
        "update accounts set hibernated = true where businessname = 'Demo Fitness'",
      );
      const token = await signIn(a, 'owner@example.com');
      const listsOnB = async () => (await call(b, contactEndpoints.list, { token })).status;
      expect(await listsOnB()).toBe(403);
      // The owner wakes it on A; B, which has the hibernated account cached, opens up.
      const woken = await call(a, billingEndpoints.activateSuspendedAccount, { token });
      expect(woken.status).toBe(200);
      expect(await msUntil(async () => (await listsOnB()) === 200, revocationBoundMs)).toBeLessThan(
        revocationBoundMs,
      );
    });

    it('deliver an event caused on one process to a socket on the other', async () => {
      const token = await signIn(a, 'owner@example.com');
      const socket = await openSocket(b, token);
      sockets.push(socket);
      const expired = new Promise((resolve) => socket.once(realtimeEvents.sessionExpired, resolve));
      expect((await call(a, authEndpoints.logout, { token })).status).toBe(200);
      await expect(expired).resolves.toEqual({});
    });

    it('listen again when the listening connection drops, and keep the bound', async () => {
      const listener = (otherThan = 0) =>
        one<{ pid: number; query: string } | undefined>(
          'select pid, query from pg_stat_activity where application_name = $1 and pid <> $2',
          [clusterApplicationName(b.pid), otherThan],
        );
      const dropped = await listener();
      expect(dropped).toBeDefined();
      await database.query('select pg_terminate_backend($1)', [dropped!.pid]);
      // A new connection of B's, which has listened again.
      await expect
        .poll(
          async () => {
            const now = await listener(dropped!.pid);
            return now?.query.startsWith('LISTEN') === true;
          },
          { timeout: 10_000, interval: 50 },
        )
        .toBe(true);
      expect(await signOutReachingB()).toBeLessThan(revocationBoundMs);
    });

    describe('imports', () => {
      let token: string;
      beforeAll(async () => {
        // Room for the big import below.
        await database.query('update memberships set contacts_space = 1000000');
        token = await signIn(a, 'owner@example.com');
      });

      /** The import's counters and the contacts it wrote: `rows` and `distinct_rows` both equal to the count is every row once. */
      const outcome = (importId: number) =>
        one<Record<string, number | string>>(
          `select i.status, i.attempts, i.count, i.imported_count, i.failed_count,
           (select count(*)::int from contacts c where c.import_id = i.id) as rows,
           (select count(distinct c.import_row)::int from contacts c where c.import_id = i.id) as distinct_rows
         from contact_imports i where i.id = $1`,
          [importId],
        );
      const status = async (importId: number) => (await outcome(importId)).status;

      it('run each job once, whichever process takes it', async () => {
        const ids = await Promise.all(
          [a, b, a, b].map((app, i) =>
            importCsv(app, token, `once-${i}.csv`, csvOf(300, `once${i}`)),
          ),
        );
        for (const id of ids)
          await expect.poll(() => status(id), { timeout: 30_000, interval: 100 }).toBe('completed');
        for (const id of ids) {
          expect(await outcome(id)).toEqual({
            status: 'completed',
            attempts: 1,
            count: 300,
            imported_count: 300,
            failed_count: 0,
            rows: 300,
            distinct_rows: 300,
          });
        }
        expect(
          await one(
            "select count(*)::int as n, count(*) filter (where state = 'completed' and retry_count = 0)::int as once from pgboss.job where name = 'contact-import'",
          ),
        ).toEqual({ n: ids.length, once: ids.length });
      }, 60_000);

      it('finish on the other process an import whose process was killed mid-run', async () => {
        const total = 20_000; // four batches: the kill lands with most of them unwritten
        const importId = await importCsv(a, token, 'big.csv', csvOf(total, 'big'));
        // Mid-run: a batch is written and the rest is not.
        await expect
          .poll(async () => (await outcome(importId)).count, { timeout: 30_000, interval: 20 })
          .toBeGreaterThan(0);
        const holder = await one<{ application_name: string } | undefined>(
          `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and l.classid = $1 and l.objid = $2 and l.granted`,
          [lockClass.contactImport, importId],
        );
        const runner = [a, b].find(
          (app) => holder?.application_name === clusterApplicationName(app.pid),
        );
        const survivor = runner === a ? b : a;
        expect(runner).toBeDefined();
        killed = runner;
        expect(await runner!.kill()).toEqual({ code: null, signal: 'SIGKILL' });
        const left = await outcome(importId);
        expect(left.attempts).toBe(1);
        expect(left.count).toBeLessThan(total);

        // Found within seconds, not after the job's four-hour expiry.
        await expect
          .poll(() => status(importId), { timeout: 30_000, interval: 100 })
          .toBe('completed');
        expect(await outcome(importId)).toEqual({
          status: 'completed',
          attempts: 2,
          count: total,
          imported_count: total,
          failed_count: 0,
          rows: total,
          distinct_rows: total,
        });
        // And the survivor still answers.
        expect((await call(survivor, authEndpoints.locations, { token })).status).toBe(200);
      }, 60_000);
    });

    it('stop cleanly on SIGTERM, with the listening connection and the locks', async () => {
      for (const app of [a, b].filter((app) => app !== killed))
        expect(await app.stop()).toEqual({ code: 0, signal: null });
    });
  },
);
