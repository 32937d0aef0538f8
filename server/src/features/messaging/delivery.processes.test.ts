import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authEndpoints } from '@coachline/contract/auth';
import { contactEndpoints } from '@coachline/contract/contacts';
import { type Endpoint, endpointUrl } from '@coachline/contract/endpoint';
import { messagingEndpoints } from '@coachline/contract/messaging';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, buildStale, startApp } from '../../../../scripts/app-process.mjs';
import { demoPassword } from '../../seed/demo';
import { createDatabase, databaseUrl, dropDatabase } from '../../test/scratch-database';
import { startSmtpSink } from '../../test/smtp-sink';

// A message whose process is killed between writing its record and the provider accepting it
// is delivered once, by the process that runs next: the built server, as `npm start` runs it,
// on a scratch database of the PostgreSQL server of TEST_DATABASE_URL.

const serverUrl = process.env.TEST_DATABASE_URL;

async function call(app: AppProcess, endpoint: Endpoint, token: string | null, body?: unknown) {
  const response = await fetch(`${app.baseUrl}${endpointUrl(endpoint)}`, {
    method: endpoint.method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Record<string, never>;
}

describe.skipIf(!serverUrl)(
  'a send whose process is killed mid-delivery (needs TEST_DATABASE_URL)',
  () => {
    const name = `coachline_delivery_${randomBytes(6).toString('hex')}`;
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
      dataDir = mkdtempSync(join(tmpdir(), 'coachline-delivery-'));
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

    it('is delivered once after a restart', async () => {
      const smtp = await sink;
      const first = await start();
      const login = await call(first, authEndpoints.login, null, {
        email: 'owner@example.com',
        password: demoPassword,
      });
      const token = login.access_token as unknown as string;
      const contact = (
        await call(first, contactEndpoints.save, token, {
          first_name: 'Kai',
          email: 'kai.killed@example.test',
        })
      ).contact as unknown as { id: number };

      // The mail server takes the message's data and never answers: the process is mid-send.
      smtp.setMode('hold');
      const sent = await call(first, messagingEndpoints.sendEmail, token, {
        contact_id: contact.id,
        subject: 'Once',
        body: '<p>Exactly once</p>',
      });
      expect(sent.status).toBe(1);
      const claimed = async () =>
        (
          await database.query(
            "select count(*)::int as n from message_sends where claimed_at is not null and status = 'queued'",
          )
        ).rows[0].n as number;
      await expect.poll(claimed, { timeout: 20_000, interval: 50 }).toBe(1);
      expect(await first.kill()).toEqual({ code: null, signal: 'SIGKILL' });
      expect(smtp.received()).toBe(0);

      // The held connection dies with the process; the server is back, and so is the app.
      smtp.setMode('accept');
      await start();
      await smtp.waitFor(1, 30_000);
      const record = async () =>
        (await database.query('select status, attempts, message_id from message_sends')).rows[0];
      await expect.poll(async () => (await record()).status).toBe('sent');
      expect((await record()).attempts).toBe(2);
      expect(smtp.messages[0]?.parsed.messageId).toBe((await record()).message_id);
      // Given time for a second delivery to show, none comes.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      expect(smtp.received()).toBe(1);
    }, 120_000);
  },
);
