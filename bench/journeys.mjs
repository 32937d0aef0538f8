// Journey engine throughput: BENCH_CONTACTS contacts (default 100,000) bulk-started on a journey
// whose first action adds a tag and whose second sends an email, through the real routes
// (`journey/start` with "all matching"), the steps run by the engine's own loop
// (`runDueSteps`) while the delivery worker hands the emails to a local SMTP sink in a thread
// of its own. Figures: steps run a second (start to the last walk completed), the process's
// peak memory at 10,000 and at the full count (flat when they are close), and the lag from a
// trigger (a tag added through `tag/add-contact`) to the journey's first action with the engine
// at rest, 50 times.
//
//   node --expose-gc --import tsx bench/journeys.mjs                   # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --expose-gc --import tsx bench/journeys.mjs                 # PostgreSQL (a scratch database)
//
// Targets (issue 15 §8): ≥ 2,000 steps/s on PostgreSQL, ≥ 500 embedded; trigger to first action
// p95 ≤ 1 s at rest; memory flat.

const { startScratchApp } = await import('../server/src/test/server.ts');
const { buildOrganization, tokenFor, bearer } = await import('../server/src/test/factories.ts');
const { contacts } = await import('../server/src/features/contacts/contacts.tables.ts');
const { tags } = await import('../server/src/features/tags/tags.tables.ts');
const { journeyHistories } = await import('../server/src/features/journeys/journeys.tables.ts');
const { startJobs } = await import('../server/src/platform/jobs.ts');
const { startDeliveryWorker } = await import('../server/src/features/messaging/delivery.ts');
const { startJourneyEngine } = await import('../server/src/features/journeys/journeys.service.ts');
const { and, eq, sql } = await import('drizzle-orm');
const { startSinkThread } = await import('./sink-thread.mjs');
const { loadAverage } = await import('./built-app.mjs');

const total = Number(process.env.BENCH_CONTACTS ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL;
const kind = serverUrl ? 'PostgreSQL' : 'PGlite';

const sink = await startSinkThread();
const { app, deps, database, close } = await startScratchApp({
  serverUrl,
  env: { SMTP_URL: sink.url, LOG_LEVEL: 'warn', MAIL_FROM: 'Coachline <mail@coachline.test>' },
});
deps.jobs = await startJobs(database, app.log);
await startDeliveryWorker(deps, app.log);
await startJourneyEngine(deps, app.log);

const seconds = (started) => Number(process.hrtime.bigint() - started) / 1e9;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A location with `n` leads, a tag and a journey (trigger: that tag; add a tag, send an email). */
async function location(n) {
  const { account, owner } = await buildOrganization(deps);
  for (let from = 0; from < n; from += 5_000)
    await deps.db.insert(contacts).values(
      Array.from({ length: Math.min(5_000, n - from) }, (_, i) => ({
        accountId: account.id,
        firstName: `Ann${from + i}`,
        lastName: 'Lee',
        email: `ann${from + i}-${account.id}@example.test`,
        status: 'lead',
      })),
    );
  const [trigger, added] = await deps.db
    .insert(tags)
    .values([
      { accountId: account.id, name: 'Lead', tagType: 1 },
      { accountId: account.id, name: 'Welcomed', tagType: 1 },
    ])
    .returning();
  const token = await tokenFor(deps, owner.id);
  const call = async (method, url, payload) => {
    const res = await app.inject({
      method,
      url: `/api/v3/${url}`,
      headers: bearer(token),
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const { journey } = await call('POST', 'journey/create', { name: 'Welcome' });
  await call('POST', `journey/${journey.id}/create-trigger`, {
    type: 'tag_added',
    settings: { tag_id: trigger.id },
  });
  await call('POST', `journey/${journey.id}/create-action`, {
    type: 'add_tag',
    settings: { tag_id: added.id },
  });
  await call('POST', `journey/${journey.id}/create-action`, {
    type: 'send_email',
    settings: { subject: 'Welcome, {{first_name}}', body: 'Glad to have you with us.' },
  });
  await call('PATCH', `journey/${journey.id}/change-status`, { status: 'enabled' });
  return { account, journey, trigger, call };
}

const completed = async (accountId, journeyId) =>
  Number(
    (
      await deps.db.execute(
        sql`select count(*)::int as n from journey_enrolments
          where account_id = ${accountId} and journey_id = ${journeyId} and status = 'completed'`,
      )
    ).rows[0].n,
  );

/** Starts every contact of a fresh location on the journey; the rate and the peak memory. */
async function throughput(n) {
  const { account, journey, call } = await location(n);
  globalThis.gc?.();
  const base = process.memoryUsage();
  let peak = base.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = process.hrtime.bigint();
  await call('POST', 'journey/start', { journey_id: journey.id, selection: { filter: {} } });
  while ((await completed(account.id, journey.id)) < n)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const s = seconds(started);
  clearInterval(sampler);
  // Each walk runs the tag's step and the email's, the last one ending it.
  return { n, s, rate: (2 * n) / s, rssGrowth: peak - base.rss };
}

/** Tags one contact at a time with the trigger's tag; how long until its first step ran. */
async function lag(samples) {
  const { account, journey, trigger, call } = await location(samples);
  const ids = (
    await deps.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.accountId, account.id))
  ).map((r) => r.id);
  const lags = [];
  for (const id of ids) {
    const tagged = Date.now();
    await call('PATCH', 'tag/add-contact', { tag_ids: [trigger.id], selection: { ids: [id] } });
    for (;;) {
      const [step] = await deps.db
        .select({ at: journeyHistories.createdAt })
        .from(journeyHistories)
        .where(
          and(
            eq(journeyHistories.journeyId, journey.id),
            eq(journeyHistories.contactId, id),
            eq(journeyHistories.event, 'action'),
          ),
        )
        .limit(1);
      if (step) {
        lags.push(step.at.getTime() - tagged);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // At rest between triggers.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return lags.sort((a, b) => a - b);
}

console.log(`Journey engine on ${kind}, ${new Date().toISOString().slice(0, 10)}`);
console.log(`load average before: ${loadAverage()}`);
const small = await throughput(Math.min(10_000, total));
const full = total > small.n ? await throughput(total) : small;
const lags = await lag(50);
const row = (label, value) => console.log(`${label.padEnd(52)}${value}`);
row(
  `steps, ${small.n.toLocaleString('en-US')} contacts`,
  `${Math.round(small.rate).toLocaleString('en-US')} steps/s (${small.s.toFixed(1)} s), RSS +${mb(small.rssGrowth)}`,
);
row(
  `steps, ${full.n.toLocaleString('en-US')} contacts`,
  `${Math.round(full.rate).toLocaleString('en-US')} steps/s (${full.s.toFixed(1)} s), RSS +${mb(full.rssGrowth)}`,
);
row(
  'trigger to first action, 50 at rest: p50 / p95',
  `${percentile(lags, 50)} / ${percentile(lags, 95)} ms`,
);
console.log(`emails received by the sink: ${sink.received().toLocaleString('en-US')}`);
console.log(`load average after: ${loadAverage()}`);
await deps.jobs.stop();
await close();
await sink.close();
