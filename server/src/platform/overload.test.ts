import { endpoint } from '@coachline/contract/endpoint';
import { messages } from '@coachline/contract/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { App } from '../app';
import { openDatabase } from '../db/client';
import { relaxBackgroundTransaction } from '../db/rows';
import { createDatabase, databaseUrl, dropDatabase } from '../test/scratch-database';
import { createTestApp, type TestApp } from '../test/server';
import { handle, routesPlugin } from './endpoints';

// Requests the database cannot serve in time: the admission line, the request deadline and the
// statement timeout answer them 503 with Retry-After, fast, instead of letting them hang.

const slowEndpoint = endpoint({
  tag: 'test',
  method: 'GET',
  path: 'test/slow',
  access: 'public',
  response: z.object({ ok: z.boolean() }),
});
const statementEndpoint = endpoint({
  tag: 'test',
  method: 'GET',
  path: 'test/statement',
  access: 'public',
  query: z.object({ sql: z.enum(['sleep', 'cancelled', 'batch']) }),
  response: z.object({ ok: z.boolean() }),
});

/** A route that answers when the test opens its gate, counting how many run at once. */
function gatedRoute() {
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = { calls: 0, running: 0, mostAtOnce: 0 };
  const extend = ({ app, deps }: App) => {
    void app.register(
      routesPlugin([
        handle(slowEndpoint, async () => {
          state.calls += 1;
          state.running += 1;
          state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
          await gate;
          state.running -= 1;
          return { ok: true };
        }),
        handle(statementEndpoint, async ({ query }) => {
          if (query.sql === 'sleep') await deps.db.execute(sql`select pg_sleep(1)`);
          if (query.sql === 'cancelled')
            throw Object.assign(new Error('canceling statement due to user request'), {
              code: '57014',
            });
          if (query.sql === 'batch')
            await deps.db.transaction(async (tx) => {
              await relaxBackgroundTransaction(tx);
              await tx.execute(sql`select pg_sleep(0.3)`);
            });
          return { ok: true };
        }),
      ]),
      { prefix: '/api/v3' },
    );
  };
  return {
    state,
    extend,
    open: () => open(),
    close: () => {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
  };
}

const expectBusy = (response: Awaited<ReturnType<TestApp['app']['inject']>>) => {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ message: messages.serverBusy });
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
};

describe('a flood of requests on a slow route', () => {
  const route = gatedRoute();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { REQUEST_CONCURRENCY: '1', REQUEST_QUEUE_WAIT_MS: '200', REQUEST_DEADLINE_MS: '60000' },
      route.extend,
    );
  });

  it('answers every request: the line turns the surplus away with 503 while one is served', async () => {
    const answers: Awaited<ReturnType<TestApp['app']['inject']>>[] = [];
    const flood = Array.from({ length: 60 }, () =>
      t.app.inject({ method: 'GET', url: '/api/v3/test/slow' }).then((response) => {
        answers.push(response);
        return response;
      }),
    );
    // The first request holds the only turn until the gate opens: everyone else is answered
    // before that, at once or after the longest wait, and none of them reached the route.
    await vi.waitFor(() => expect(answers).toHaveLength(59), { timeout: 10_000 });
    for (const response of answers) expectBusy(response);
    expect(route.state.calls).toBe(1);
    // Health checks pass by the line.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    route.open();
    const all = await Promise.all(flood);
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(route.state.mostAtOnce).toBe(1);
    // The turn was given back: the next request is served.
    const next = await t.app.inject({ method: 'GET', url: '/api/v3/test/slow' });
    expect(next.statusCode).toBe(200);
  });
});

describe('the request deadline', () => {
  const route = gatedRoute();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_DEADLINE_MS: '300' }, route.extend);
  });

  it('answers 503 with Retry-After when a request cannot finish in time, and drops its late answer', async () => {
    route.close();
    expectBusy(await t.app.inject({ method: 'GET', url: '/api/v3/test/slow' }));
    route.open();
    await vi.waitFor(() => expect(route.state.running).toBe(0));
    const next = await t.app.inject({ method: 'GET', url: '/api/v3/test/slow' });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toEqual({ ok: true });
  });

  it('answers a cancelled statement (SQLSTATE 57014) with the 503, never a 500', async () => {
    expectBusy(await t.app.inject({ method: 'GET', url: '/api/v3/test/statement?sql=cancelled' }));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the statement timeout (PostgreSQL)', () => {
  const route = gatedRoute();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STATEMENT_TIMEOUT_MS: '100' }, route.extend);
  });

  it('cuts a long statement of request work off and answers 503', async () => {
    expectBusy(await t.app.inject({ method: 'GET', url: '/api/v3/test/statement?sql=sleep' }));
  });

  it('does not cut an import batch', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/test/statement?sql=batch' });
    expect(response.statusCode).toBe(200);
  });

  it('does not cut migrations, and leaves the pool with the timeout', async () => {
    const server = process.env.TEST_DATABASE_URL as string;
    const name = `coachline_timeout_${process.pid}`;
    await createDatabase(server, name);
    try {
      const database = await openDatabase({
        databaseUrl: databaseUrl(server, name),
        poolSize: 1,
        statementTimeoutMs: 1,
      });
      try {
        const { rows } = await database.raw.query('show statement_timeout');
        expect(rows[0]?.statement_timeout).toBe('1ms');
      } finally {
        await database.close();
      }
    } finally {
      await dropDatabase(server, name);
    }
  });
});
