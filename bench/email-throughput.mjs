// One-to-one email throughput: POST contact/send-email through the real routes (app.inject),
// the send records queued, the delivery job handing each to a local SMTP sink (smtp-server),
// timed from the first request to the last message the sink received.
//
//   node --import tsx bench/email-throughput.mjs                        # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx bench/email-throughput.mjs                      # PostgreSQL (a scratch database)
//
// BENCH_EMAILS sets the count (default 2000), BENCH_CONCURRENCY the requests in flight (20).
// Beside it, the ceiling: the same count sent by nodemailer straight to the sink over the
// pool the app uses (5 connections). The sink runs in a worker thread of its own, as a mail
// server runs elsewhere. Target: ≥ 300 emails/s on PostgreSQL.

const { startScratchApp } = await import('../server/src/test/server.ts');
const { buildOrganization, buildContact, tokenFor, bearer } = await import(
  '../server/src/test/factories.ts'
);
const { startJobs } = await import('../server/src/platform/jobs.ts');
const { pooledTransport } = await import('../server/src/platform/mail.ts');
const { startDeliveryWorker } = await import('../server/src/features/messaging/delivery.ts');
const { startSinkThread } = await import('./sink-thread.mjs');

const emails = Number(process.env.BENCH_EMAILS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const serverUrl = process.env.BENCH_DATABASE_URL;

const sink = await startSinkThread();
const { app, deps, database, close } = await startScratchApp({
  serverUrl,
  env: { SMTP_URL: sink.url, LOG_LEVEL: 'warn' },
});
deps.jobs = await startJobs(database, app.log);
await startDeliveryWorker(deps, app.log);

const { account, owner } = await buildOrganization(deps);
const token = await tokenFor(deps, owner.id);
const contacts = [];
for (let i = 0; i < 50; i++) contacts.push(await buildContact(deps, { accountId: account.id }));

const body = (i) => ({
  contact_id: contacts[i % contacts.length].id,
  subject: `Your week, {{first_name}} (#${i})`,
  body: '<h1>Hi {{first_name}}</h1><p>Here is your plan for the week: <a href="https://example.test/plan">open it</a>.</p><ul><li>Mon: squats</li><li>Wed: run</li><li>Fri: yoga</li></ul>',
});

const seconds = (started) => Number(process.hrtime.bigint() - started) / 1e9;
const line = (label, count, s) =>
  console.log(
    `${label.padEnd(36)} ${String(count).padStart(6)} emails  ${s.toFixed(2).padStart(6)} s  ${Math.round(
      count / s,
    )
      .toLocaleString('en-US')
      .padStart(6)} emails/s`,
  );

console.log(`database: ${database.kind}; ${emails} emails, ${concurrency} requests in flight`);

// The ceiling: nodemailer straight to the sink, as the app's pool sends.
const transport = pooledTransport(sink.url);
let started = process.hrtime.bigint();
const direct = sink.received();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < emails) {
      const i = next++;
      await transport.sendMail({
        from: 'Coachline <mail@coachline.test>',
        to: `ceiling${i}@example.test`,
        subject: `Ceiling ${i}`,
        html: '<p>Ceiling</p>',
        text: 'Ceiling',
      });
    }
  }),
);
await sink.waitFor(direct + emails);
const ceiling = seconds(started);
transport.close();
line('ceiling: nodemailer to the sink', emails, ceiling);

// Through the app: every request writes a send record and a job; workers deliver.
const before = sink.received();
const loopBefore = performance.eventLoopUtilization();
started = process.hrtime.bigint();
next = 0;
let refused = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < emails) {
      const i = next++;
      const res = await app.inject({
        method: 'POST',
        url: '/api/v3/contact/send-email',
        headers: bearer(token),
        payload: body(i),
      });
      if (res.statusCode !== 200 || res.json().status !== 1) refused += 1;
    }
  }),
);
const queued = seconds(started);
await sink.waitFor(before + emails - refused);
const delivered = seconds(started);
const loop = performance.eventLoopUtilization(loopBefore);
line('queued (requests answered)', emails, queued);
line('delivered through the queue', emails, delivered);
// The server's one event loop is what a send spends: its busy time per email, requests and
// delivery together, varies less than the rate on a machine others share.
console.log(
  `event loop: ${(loop.active / emails).toFixed(2)} ms busy per email (${Math.round(
    loop.utilization * 100,
  )}% of the time)`,
);
console.log(
  `ratio to the ceiling: ${(ceiling / delivered).toFixed(2)}${refused ? `; ${refused} refused` : ''}`,
);

await deps.jobs.stop();
await close();
await sink.close();
