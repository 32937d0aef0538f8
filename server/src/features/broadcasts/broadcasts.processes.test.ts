import { authEndpoints } from '@coachline/contract/auth';
import { broadcastEndpoints } from '@coachline/contract/broadcasts';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../seed/demo';
import { builtAppsOnScratch, callBuilt } from '../../test/built-app';
import { startSmtpSink } from '../../test/smtp-sink';

// A broadcast whose process is killed (SIGKILL) in the middle of its send loses nobody: the
// process that runs next resumes it, and only the batches in flight when the process died (the
// one at the mail server and the one being recorded) can reach their recipients twice. The built server, as `npm start` runs it, on a
// scratch database of the PostgreSQL server of TEST_DATABASE_URL.

const serverUrl = process.env.TEST_DATABASE_URL;
const recipients = 1_000;
/** Two of the send's batches (broadcasts.worker.ts): the most a crash may send twice. */
const inFlight = 2 * 100;

describe.skipIf(!serverUrl)(
  'a broadcast whose process is killed mid-send (needs TEST_DATABASE_URL)',
  () => {
    const sink = startSmtpSink();
    afterAll(async () => (await sink).close());
    const apps = builtAppsOnScratch(serverUrl!, async () => ({ SMTP_URL: (await sink).url }));
    const query = (text: string, values: unknown[] = []) => apps.database().query(text, values);

    it('reaches everyone after a restart, at most the batches in flight twice', async () => {
      const smtp = await sink;
      const first = await apps.start();
      const login = (
        await callBuilt(first, authEndpoints.login, {
          body: { email: 'owner@example.com', password: demoPassword },
        })
      ).body as { access_token: string; accessed_location_id: number };
      const token = login.access_token;
      const accountId = login.accessed_location_id;
      await query(
        `insert into contacts (account_id, first_name, last_name, email, status)
         select $1, 'Kai' || n, 'Lee', 'kai' || n || '@broadcast.test', 'client'
         from generate_series(1, $2) n`,
        [accountId, recipients],
      );
      // Slow enough that the kill lands mid-send, whatever the machine.
      await query('update memberships set broadcast_rate = 400');
      const saved = await callBuilt(first, broadcastEndpoints.save, {
        token,
        body: {
          title: 'Killed mid-send',
          subject: 'Hello {{first_name}}',
          body: '<p>Once, {{first_name}}.</p>',
          recipients: {},
        },
      });
      const id = (saved.body as { broadcast: { id: number } }).broadcast.id;
      await query(
        `update broadcasts set recipients = jsonb_set(recipients, '{contact_ids}',
           (select jsonb_agg(id) from contacts where email like '%@broadcast.test'))
         where id = $1`,
        [id],
      );
      const sent = await callBuilt(first, broadcastEndpoints.send, {
        token,
        params: { broadcast: id },
        body: {},
      });
      expect(sent.status).toBe(200);

      await smtp.waitFor(250, 30_000);
      expect(await first.kill()).toEqual({ code: null, signal: 'SIGKILL' });
      const atKill = smtp.received();
      expect(atKill).toBeLessThan(recipients);

      await apps.start();
      const status = async () =>
        (await query('select status, sent_count from broadcasts where id = $1', [id])).rows[0];
      await expect
        .poll(async () => (await status()).status, { timeout: 60_000, interval: 200 })
        .toBe('sent');
      const perRecipient = new Map<string, number>();
      for (const message of smtp.messages)
        for (const to of message.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
      const reached = [...perRecipient.keys()].filter((to) => to.endsWith('@broadcast.test'));
      const twice = [...perRecipient.values()].filter((n) => n > 1).length;
      console.log(
        `broadcast killed after ${atKill} of ${recipients} messages: every recipient reached; ${twice} got it twice (the batches in flight; at most ${inFlight})`,
      );
      expect(reached).toHaveLength(recipients);
      expect(twice).toBeLessThanOrEqual(inFlight);
      expect((await status()).sent_count).toBe(recipients);
      const records = await query(
        "select count(*)::int as n from message_sends where broadcast_id = $1 and status = 'sent'",
        [id],
      );
      expect(records.rows[0].n).toBe(recipients);
    }, 180_000);
  },
);
