import { authEndpoints } from '@coachline/contract/auth';
import { journeyEndpoints } from '@coachline/contract/journeys';
import { sequenceEndpoints } from '@coachline/contract/sequences';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../seed/demo';
import { builtAppsOnScratch, callBuilt } from '../../test/built-app';

// Contacts walking a journey, or getting a sequence's messages, whose process is killed
// (SIGKILL) mid-run: the next process goes on where they stand, and every step ran exactly once,
// none twice and none skipped. Each step's effects and the advance commit together, so a kill
// leaves a step done or not at all. The built server, as `npm start` runs it, on a scratch database of the PostgreSQL
// server of TEST_DATABASE_URL.

const serverUrl = process.env.TEST_DATABASE_URL;
const walkers = 2_000;
const subscribers = 1_000;

describe.skipIf(!serverUrl)(
  'automations whose process is killed mid-run (needs TEST_DATABASE_URL)',
  () => {
    const apps = builtAppsOnScratch(serverUrl!, async () => ({}));
    const query = (text: string, values: unknown[] = []) => apps.database().query(text, values);
    const count = async (text: string, values: unknown[]) =>
      Number((await query(text, values)).rows[0].n);

    /** A process of the built server, the demo owner signed in, and `n` new contacts. */
    async function signedIn(n: number, domain: string) {
      await apps.stopAll();
      const app = await apps.start();
      const login = (
        await callBuilt(app, authEndpoints.login, {
          body: { email: 'owner@example.com', password: demoPassword },
        })
      ).body as { access_token: string; accessed_location_id: number };
      const accountId = login.accessed_location_id;
      const ids = (
        await query(
          `insert into contacts (account_id, first_name, last_name, email, status)
         select $1, 'Kai' || n, 'Lee', 'kai' || n || '@' || $3, 'client'
         from generate_series(1, $2) n returning id`,
          [accountId, n, domain],
        )
      ).rows.map((r: { id: string }) => Number(r.id));
      return { app, token: login.access_token, accountId, ids };
    }

    it('runs every step of every walk once across the kill and a restart', async () => {
      const { app: first, token, accountId, ids } = await signedIn(walkers, 'journey.test');
      const tags = (
        await query(
          `insert into tags (account_id, name, tag_type) values ($1, 'Step one', 1), ($1, 'Step three', 1)
         returning id`,
          [accountId],
        )
      ).rows.map((r: { id: number }) => r.id);

      const created = await callBuilt(first, journeyEndpoints.create, {
        token,
        body: { name: 'Killed mid-run' },
      });
      const journeyId = (created.body as { journey: { id: number } }).journey.id;
      for (const body of [
        { type: 'add_tag', settings: { tag_id: tags[0] } },
        { type: 'send_email', settings: { subject: 'Hello {{first_name}}', body: 'Once.' } },
        { type: 'add_tag', settings: { tag_id: tags[1] } },
      ]) {
        const added = await callBuilt(first, journeyEndpoints.createAction, {
          token,
          params: { journey: journeyId },
          body,
        });
        expect(added.status).toBe(200);
      }
      const enabled = await callBuilt(first, journeyEndpoints.changeStatus, {
        token,
        params: { journey: journeyId },
        body: { status: 'enabled' },
      });
      expect(enabled.status).toBe(200);
      const started = await callBuilt(first, journeyEndpoints.start, {
        token,
        body: { journey_id: journeyId, selection: { ids } },
      });
      expect(started.body).toMatchObject({ affected: walkers });

      const stepsRun = async () =>
        Number(
          (
            await query(
              "select count(*)::int as n from journey_histories where journey_id = $1 and event = 'action'",
              [journeyId],
            )
          ).rows[0].n,
        );
      await expect
        .poll(stepsRun, { timeout: 60_000, interval: 20 })
        .toBeGreaterThanOrEqual(walkers / 2);
      expect(await first.kill()).toEqual({ code: null, signal: 'SIGKILL' });
      const atKill = await stepsRun();
      expect(atKill).toBeLessThan(3 * walkers);

      await apps.start();
      await expect
        .poll(
          async () =>
            Number(
              (
                await query(
                  "select count(*)::int as n from journey_enrolments where journey_id = $1 and status = 'completed'",
                  [journeyId],
                )
              ).rows[0].n,
            ),
          { timeout: 120_000, interval: 200 },
        )
        .toBe(walkers);
      console.log(
        `journey killed after ${atKill} of ${3 * walkers} steps; the restart ran the rest`,
      );

      // Every walk ran steps 0, 1 and 2 once each, and every contact got one email and both tags.
      const steps = await query(
        `select step, count(*)::int as n from journey_histories
       where journey_id = $1 and event = 'action' group by step order by step`,
        [journeyId],
      );
      expect(steps.rows).toEqual([
        { step: 0, n: walkers },
        { step: 1, n: walkers },
        { step: 2, n: walkers },
      ]);
      const emails = await query(
        `select count(*)::int as n, count(distinct contact_id)::int as contacts from message_sends
       where account_id = $1 and source = 'journey'`,
        [accountId],
      );
      expect(emails.rows[0]).toEqual({ n: walkers, contacts: walkers });
      const tagged = await query(
        'select count(*)::int as n from contact_tags where tag_id = any($1::int[])',
        [tags],
      );
      expect(tagged.rows[0].n).toBe(2 * walkers);
    }, 240_000);

    it('sends every message of a sequence once to each contact across the kill and a restart', async () => {
      const { app: first, token, accountId, ids } = await signedIn(subscribers, 'sequence.test');
      const created = await callBuilt(first, sequenceEndpoints.create, {
        token,
        body: { title: 'Killed mid-drip' },
      });
      const sequenceId = (created.body as { sequence: { id: number } }).sequence.id;
      for (const subject of ['One {{first_name}}', 'Two', 'Three']) {
        const added = await callBuilt(first, sequenceEndpoints.addMessage, {
          token,
          params: { sequence: sequenceId },
          body: { type: 'email', subject, body: 'Once.' },
        });
        expect(added.status).toBe(200);
      }
      const added = await callBuilt(first, sequenceEndpoints.addContact, {
        token,
        body: { sequence_id: sequenceId, selection: { ids } },
      });
      expect(added.body).toMatchObject({ affected: subscribers });

      const sent = () =>
        count('select count(*)::int as n from sequence_deliveries where sequence_id = $1', [
          sequenceId,
        ]);
      await expect
        .poll(sent, { timeout: 60_000, interval: 20 })
        .toBeGreaterThanOrEqual(subscribers / 2);
      expect(await first.kill()).toEqual({ code: null, signal: 'SIGKILL' });
      const atKill = await sent();
      expect(atKill).toBeLessThan(3 * subscribers);

      await apps.start();
      await expect
        .poll(
          () =>
            count(
              "select count(*)::int as n from sequence_subscribers where sequence_id = $1 and status = 'completed'",
              [sequenceId],
            ),
          { timeout: 120_000, interval: 200 },
        )
        .toBe(subscribers);
      console.log(
        `sequence killed after ${atKill} of ${3 * subscribers} messages; the restart sent the rest`,
      );
      const steps = await query(
        `select step, count(*)::int as n, count(send_id)::int as sends from sequence_deliveries
       where sequence_id = $1 group by step order by step`,
        [sequenceId],
      );
      expect(steps.rows).toEqual(
        [0, 1, 2].map((step) => ({ step, n: subscribers, sends: subscribers })),
      );
      const emails = await query(
        `select count(*)::int as n, count(distinct contact_id)::int as contacts from message_sends
       where account_id = $1 and source = 'sequence'`,
        [accountId],
      );
      expect(emails.rows[0]).toEqual({ n: 3 * subscribers, contacts: subscribers });
    }, 240_000);
  },
);
