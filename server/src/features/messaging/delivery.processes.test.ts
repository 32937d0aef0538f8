import { authEndpoints } from '@coachline/contract/auth';
import { contactEndpoints } from '@coachline/contract/contacts';
import { messagingEndpoints } from '@coachline/contract/messaging';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../seed/demo';
import { builtAppsOnScratch, callBuilt } from '../../test/built-app';
import { startSmtpSink } from '../../test/smtp-sink';

// A message whose process is killed between writing its record and the provider accepting it
// is delivered once, by the process that runs next: the built server, as `npm start` runs it,
// on a scratch database of the PostgreSQL server of TEST_DATABASE_URL.

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(
  'a send whose process is killed mid-delivery (needs TEST_DATABASE_URL)',
  () => {
    const sink = startSmtpSink();
    afterAll(async () => (await sink).close());
    const apps = builtAppsOnScratch(serverUrl!, async () => ({ SMTP_URL: (await sink).url }));
    const database = { query: (text: string) => apps.database().query(text) };

    it('is delivered once after a restart', async () => {
      const smtp = await sink;
      const first = await apps.start();
      const login = await callBuilt(first, authEndpoints.login, {
        body: { email: 'owner@example.com', password: demoPassword },
      });
      const token = (login.body as { access_token: string }).access_token;
      const saved = await callBuilt(first, contactEndpoints.save, {
        token,
        body: { first_name: 'Kai', email: 'kai.killed@example.test' },
      });
      const contact = (saved.body as { contact: { id: number } }).contact;

      // The mail server takes the message's data and never answers: the process is mid-send.
      smtp.setMode('hold');
      const sent = await callBuilt(first, messagingEndpoints.sendEmail, {
        token,
        body: { contact_id: contact.id, subject: 'Once', body: '<p>Exactly once</p>' },
      });
      expect((sent.body as { status: number }).status).toBe(1);
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
      await apps.start();
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
