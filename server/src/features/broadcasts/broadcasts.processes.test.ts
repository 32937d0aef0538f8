import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authEndpoints } from '@coachline/contract/auth';
import { broadcastEndpoints } from '@coachline/contract/broadcasts';
import { type Endpoint, endpointUrl } from '@coachline/contract/endpoint';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, buildStale, startApp } from '../../../../scripts/app-process.mjs';
import { demoPassword } from '../../seed/demo';
import { createDatabase, databaseUrl, dropDatabase } from '../../test/scratch-database';
import { startSmtpSink } from '../../test/smtp-sink';

// A broadcast whose process is killed (SIGKILL) in the middle of its send loses nobody: the
// process that runs next resumes it, and only the batch that was at the mail server when the
// process died can reach its recipients twice. The built server, as `npm start` runs it, on a
// scratch database of the PostgreSQL server of TEST_DATABASE_URL.

const serverUrl = process.env.TEST_DATABASE_URL;
const recipients = 1_000;
/** The send's batch (broadcasts.worker.ts): the most a crash may send twice. */
const batchSize = 100;

async function call(
  app: AppProcess,
  endpoint: Endpoint,
  token: string | null,
  input: { body?: unknown; params?: Record<string, string | number> } = {},
) {
  const response = await fetch(`${app.baseUrl}${endpointUrl(endpoint, input.params)}`, {
    method: endpoint.method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(input.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  return (await response.json()) as Record<string, never>;
}

describe.skipIf(!serverUrl)(
  'a broadcast whose process is killed mid-send (needs TEST_DATABASE_URL)',
  () => {
    const name = `coachline_broadcast_${randomBytes(6).toString('hex')}`;
    let dataDir: string;
    let database: pg.Pool;
    const sink = startSmtpSink();
    const started: AppProcess[] = [];

    const start = async () => {
      const app = await startApp({
        env: {
          DATABASE_URL: databaseUrl(serverUrl!, name),
          DATA_DIR: dataDir,
          SEED_DEMO: 'true',
          JOBS: 'true',
          LOG_LEVEL: 'warn',
          SMTP_URL: (await sink).url,
        },
      });
      started.push(app);
      return app;
    };

    beforeAll(async () => {
      buildStale(['server']);
      dataDir = mkdtempSync(join(tmpdir(), 'coachline-broadcast-'));
      await createDatabase(serverUrl!, name);
      database = new pg.Pool({ connectionString: databaseUrl(serverUrl!, name), max: 1 });
    }, 60_000);

    afterAll(async () => {
      for (const app of started) await app.stop().catch(() => undefined);
      await database?.end();
      await dropDatabase(serverUrl!, name);
      await (await sink).close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('reaches everyone after a restart, at most one batch twice', async () => {
      const smtp = await sink;
      const first = await start();
      const login = await call(first, authEndpoints.login, null, {
        body: { email: 'owner@example.com', password: demoPassword },
      });
      const token = login.access_token as unknown as string;
      const accountId = login.accessed_location_id as unknown as number;
      await database.query(
        `insert into contacts (account_id, first_name, last_name, email, status)
         select $1, 'Kai' || n, 'Lee', 'kai' || n || '@broadcast.test', 'client'
         from generate_series(1, $2) n`,
        [accountId, recipients],
      );
      // Slow enough that the kill lands mid-send, whatever the machine.
      await database.query('update memberships set broadcast_rate = 400');
      const saved = await call(first, broadcastEndpoints.save, token, {
        body: {
          title: 'Killed mid-send',
          subject: 'Hello {{first_name}}',
          body: '<p>Once, {{first_name}}.</p>',
          recipients: {},
        },
      });
      const id = (saved.broadcast as unknown as { id: number }).id;
      await database.query(
        `update broadcasts set recipients = jsonb_set(recipients, '{contact_ids}',
           (select jsonb_agg(id) from contacts where email like '%@broadcast.test'))
         where id = $1`,
        [id],
      );
      const sent = await call(first, broadcastEndpoints.send, token, {
        params: { broadcast: id },
        body: {},
      });
      expect(sent.status).toBe(1);

      await smtp.waitFor(250, 30_000);
      expect(await first.kill()).toEqual({ code: null, signal: 'SIGKILL' });
      const atKill = smtp.received();
      expect(atKill).toBeLessThan(recipients);

      await start();
      const status = async () =>
        (await database.query('select status, sent_count from broadcasts where id = $1', [id]))
          .rows[0];
      await expect
        .poll(async () => (await status()).status, { timeout: 60_000, interval: 200 })
        .toBe('sent');
      const perRecipient = new Map<string, number>();
      for (const message of smtp.messages)
        for (const to of message.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
      const reached = [...perRecipient.keys()].filter((to) => to.endsWith('@broadcast.test'));
      const twice = [...perRecipient.values()].filter((n) => n > 1).length;
      console.log(
        `broadcast killed after ${atKill} of ${recipients} messages: every recipient reached; ${twice} got it twice (the batch in flight; at most ${batchSize})`,
      );
      expect(reached).toHaveLength(recipients);
      expect(twice).toBeLessThanOrEqual(batchSize);
      expect((await status()).sent_count).toBe(recipients);
      const records = await database.query(
        "select count(*)::int as n from message_sends where broadcast_id = $1 and status = 'sent'",
        [id],
      );
      expect(records.rows[0].n).toBe(recipients);
    }, 180_000);
  },
);
