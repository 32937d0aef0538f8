import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startJobs } from '../../platform/jobs';
import { buildContact, buildSignedIn } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { runDueSteps, startWebhookWorker } from './journeys.service';

// A journey's webhook card: one signed POST per walk and step, a job that pg-boss retries when
// the receiver fails.

type Received = { headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
/** The receiver fails its first answer, as a receiver that is down for a moment does. */
let failuresLeft = 1;
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    response.statusCode = failuresLeft-- > 0 ? 503 : 200;
    response.end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const port = (receiver.address() as AddressInfo).port;

const { app, deps } = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${port}` });
const call = caller(app);
deps.jobs = await startJobs(deps.database, app.log);
await startWebhookWorker(deps, app.log);
afterAll(async () => {
  await deps.jobs?.stop();
  receiver.close();
});

describe('a journey’s webhook card', () => {
  it('POSTs the contact signed with the journey’s secret, and is retried when the receiver fails', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const ann = await buildContact(deps, { accountId, firstName: 'Ann', email: 'ann@hook.test' });
    const journey = (await call('POST', '/journey/create', token, { name: 'Hooked' })).json()
      .journey;
    const url = `http://127.0.0.1:${port}/hooks/coachline`;
    await call('POST', `/journey/${journey.id}/create-action`, token, {
      type: 'webhook',
      settings: { url },
    });
    await call('PATCH', `/journey/${journey.id}/change-status`, token, { status: 'enabled' });
    await call('POST', '/journey/start', token, {
      journey_id: journey.id,
      selection: { ids: [ann.id] },
    });
    await runDueSteps(deps, new Date(Date.now() + 1000));

    await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    // The receiver failed that answer: the job waits for its retry (30 s on, doubling).
    await expect
      .poll(
        async () =>
          (
            (await deps.database.raw.query(
              "select state from pgboss.job where name = 'journey-webhook'",
            )) as { rows: { state: string }[] }
          ).rows.map((r) => r.state),
        { timeout: 10_000 },
      )
      .toEqual(['retry']);
    const first = received[0]!;
    const secret = (await call('GET', `/journey/${journey.id}/details`, token)).json().journey
      .webhook_secret as string;
    expect(first.headers['x-coachline-delivery']).toMatch(/^\d+-0$/);
    const expected = createHmac('sha256', secret).update(first.body).digest('hex');
    expect(first.headers['x-coachline-signature']).toBe(`sha256=${expected}`);
    expect(first.headers['content-type']).toBe('application/json');
    expect(JSON.parse(first.body)).toMatchObject({
      event: 'journey.step',
      journey_id: journey.id,
      contact: { id: ann.id, first_name: 'Ann', email: 'ann@hook.test' },
    });
    const history = (await call('GET', `/journey/${journey.id}/histories`, token)).json().data;
    expect(history.map((h: { event: string }) => h.event)).toContain('action');
  });

  it('refuses a private address without calling it', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const ann = await buildContact(deps, { accountId });
    const journey = (await call('POST', '/journey/create', token, { name: 'Private' })).json()
      .journey;
    await call('POST', `/journey/${journey.id}/create-action`, token, {
      type: 'webhook',
      settings: { url: 'http://10.0.0.1/inside' },
    });
    await call('PATCH', `/journey/${journey.id}/change-status`, token, { status: 'enabled' });
    await call('POST', '/journey/start', token, {
      journey_id: journey.id,
      selection: { ids: [ann.id] },
    });
    const before = received.length;
    await runDueSteps(deps, new Date(Date.now() + 1000));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(received.length).toBe(before);
  });
});
