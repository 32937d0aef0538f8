// Broadcast throughput: a broadcast to BENCH_RECIPIENTS contacts (default 10,000) sent through
// the real routes (save, send-broadcast) and the broadcast's run, to a local SMTP sink in a
// thread of its own, timed from the send to the last message the sink received; with the
// process's peak heap during the send and what stays of it after a collection, for a small
// broadcast and for the full one, so a growth with the recipient count shows. Beside it, the
// ceilings: as many messages sent by nodemailer straight to the sink over the pool the app uses,
// composed by nodemailer, and composed as the app composes them (`composeMail`).
//
//   node --import tsx bench/broadcast-throughput.mjs                    # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx bench/broadcast-throughput.mjs                  # PostgreSQL (a scratch database)
//
// BENCH_SMTP_CONNECTIONS sets the pool's connections (SMTP_URL's `maxConnections`; the app's
// default is 5).
//
// Targets: ≥ 1,000 messages/s on PostgreSQL, ≥ 300 on the embedded database; memory flat.

const { startScratchApp } = await import('../server/src/test/server.ts');
const { buildOrganization, tokenFor, bearer } = await import('../server/src/test/factories.ts');
const { pooledTransport } = await import('../server/src/platform/mail.ts');
const { composeMail } = await import('../server/src/platform/mime.ts');
const { contacts } = await import('../server/src/features/contacts/contacts.tables.ts');
const { memberships } = await import('../server/src/features/accounts/accounts.tables.ts');
const { runBroadcast } = await import('../server/src/features/broadcasts/broadcasts.worker.ts');
const { eq } = await import('drizzle-orm');
const { startSinkThread } = await import('./sink-thread.mjs');

const recipients = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const serverUrl = process.env.BENCH_DATABASE_URL;
const connections = process.env.BENCH_SMTP_CONNECTIONS;

const sink = await startSinkThread();
const smtpUrl = connections ? `${sink.url}?maxConnections=${connections}` : sink.url;
const { app, deps, database, close } = await startScratchApp({
  serverUrl,
  env: { SMTP_URL: smtpUrl, LOG_LEVEL: 'warn', MAIL_FROM: 'Coachline <mail@coachline.test>' },
});

const body = `<h1>Hi {{first_name}}</h1><p>Spring classes start Monday at {{company_name}}. ${'Bring a friend, the first week is free. '.repeat(20)}</p><p><a href="https://example.test/schedule">See the schedule</a></p>`;

/** An organization with `n` leads and no monthly limit in the way. */
async function audience(n) {
  const { account, owner } = await buildOrganization(deps);
  await deps.db
    .update(memberships)
    .set({ broadcastEmailsLimit: 1_000_000, broadcastRate: 1_000_000 })
    .where(eq(memberships.accountId, account.id));
  for (let from = 0; from < n; from += 5_000) {
    const rows = Array.from({ length: Math.min(5_000, n - from) }, (_, i) => ({
      accountId: account.id,
      firstName: `Ann${from + i}`,
      lastName: 'Lee',
      email: `ann${from + i}-${account.id}@example.test`,
      status: 'lead',
    }));
    await deps.db.insert(contacts).values(rows);
  }
  return { account, token: await tokenFor(deps, owner.id) };
}

const seconds = (started) => Number(process.hrtime.bigint() - started) / 1e9;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Saves, queues and runs a broadcast to `n` leads; answers its rate and peak memory. */
async function measure(n) {
  const { account, token } = await audience(n);
  const call = (url, payload) =>
    app.inject({ method: 'POST', url: `/api/v3/${url}`, headers: bearer(token), payload });
  const saved = await call('broadcast/save', {
    title: 'Spring classes',
    subject: 'Spring classes, {{first_name}}',
    body,
    recipients: { tabs: ['lead'] },
  });
  const id = saved.json().broadcast.id;
  globalThis.gc?.();
  const base = process.memoryUsage();
  let peak = { rss: base.rss, heap: base.heapUsed };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heapUsed) };
  }, 20);
  const before = sink.received();
  const started = process.hrtime.bigint();
  const queued = await call(`broadcast/${id}/send-broadcast`, {});
  if (queued.statusCode !== 200) throw new Error(queued.body);
  await runBroadcast(deps, account.id, id);
  await sink.waitFor(before + n);
  const s = seconds(started);
  clearInterval(sampler);
  // What the run left behind once V8 has collected: a peak alone can be garbage collected late.
  globalThis.gc?.();
  return {
    n,
    s,
    rate: n / s,
    rssGrowth: peak.rss - base.rss,
    heapGrowth: peak.heap - base.heapUsed,
    heapKept: process.memoryUsage().heapUsed - base.heapUsed,
  };
}

console.log(`database: ${database.kind}; ${recipients.toLocaleString('en-US')} recipients`);

// The ceilings: nodemailer straight to the sink over the app's pool, 100 messages in flight
// (a broadcast's batch), composing each message itself, and handed the source the app composes.
async function ceilingOf(mailOf) {
  const transport = pooledTransport(smtpUrl);
  const started = process.hrtime.bigint();
  const direct = sink.received();
  let next = 0;
  const count = Math.min(recipients, 5_000);
  await Promise.all(
    Array.from({ length: 100 }, async () => {
      while (next < count) await transport.sendMail(mailOf(next++));
    }),
  );
  await sink.waitFor(direct + count);
  transport.close();
  return count / seconds(started);
}
const ceilingMail = (i) => ({
  from: { name: 'Coachline', address: 'mail@coachline.test' },
  to: `ceiling${i}@example.test`,
  subject: `Ceiling ${i}`,
  html: body,
  text: 'Ceiling',
});
const ceiling = await ceilingOf(ceilingMail);
const composedCeiling = await ceilingOf((i) => {
  const { envelope, raw } = composeMail(ceilingMail(i));
  return { envelope, raw };
});

const small = await measure(Math.max(100, Math.round(recipients / 10)));
const full = await measure(recipients);
const row = (label, value) => console.log(`${label.padEnd(44)} ${value}`);
row('ceiling: nodemailer to the sink', `${Math.round(ceiling).toLocaleString('en-US')} messages/s`);
row(
  'ceiling: composed sources to the sink',
  `${Math.round(composedCeiling).toLocaleString('en-US')} messages/s`,
);
for (const m of [small, full])
  row(
    `broadcast to ${m.n.toLocaleString('en-US')}`,
    `${Math.round(m.rate).toLocaleString('en-US')} messages/s (${m.s.toFixed(1)} s); peak heap +${mb(m.heapGrowth)}, kept after a collection ${mb(m.heapKept)}, rss +${mb(m.rssGrowth)}`,
  );
row('ratio to the composed ceiling', (full.rate / composedCeiling).toFixed(2));

await close();
await sink.close();
