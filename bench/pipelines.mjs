// Pipeline board at scale: a pipeline of five stages holding BENCH_CARDS contacts (default
// 10,000) in its first stage, added in one call through the real route (`pipeline/add-contact`
// with "all matching"). Then, through the routes the board calls: the stages with their counts
// (`{id}/stages`), the first and the last page of a column (`stage/{id}/info`, 50 cards), a
// search in a column, a card dragged to the middle of another column (`stage-change` with an
// index) and a column's loaded page re-sorted (`stage/sort-leads`), each 50 times. Figures: the
// add's time, and p50 / p95 of each call.
//
//   node --import tsx bench/pipelines.mjs                   # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx bench/pipelines.mjs                 # PostgreSQL (a scratch database)
//
// Issue 15 §4: boards stay fast at 10,000 cards (paged columns; a move writes one card).

const { startScratchApp } = await import('../server/src/test/server.ts');
const { buildOrganization, tokenFor, bearer } = await import('../server/src/test/factories.ts');
const { contacts } = await import('../server/src/features/contacts/contacts.tables.ts');
const { loadAverage } = await import('./built-app.mjs');
const { analyzeContacts } = await import('../server/src/seed/bench.ts');

const total = Number(process.env.BENCH_CARDS ?? 10_000);
const rounds = 50;
const serverUrl = process.env.BENCH_DATABASE_URL;
const kind = serverUrl ? 'PostgreSQL' : 'PGlite';

const { app, deps, database, close } = await startScratchApp({
  serverUrl,
  env: { LOG_LEVEL: 'warn' },
});
const { account, owner } = await buildOrganization(deps);
for (let from = 0; from < total; from += 5_000)
  await deps.db.insert(contacts).values(
    Array.from({ length: Math.min(5_000, total - from) }, (_, i) => ({
      accountId: account.id,
      firstName: `Ann${from + i}`,
      lastName: 'Lee',
      email: `ann${from + i}@example.test`,
      status: 'lead',
    })),
  );
// As an import leaves them: the planner knows the contacts.
await analyzeContacts(database);
const token = await tokenFor(deps, owner.id);
const call = async (method, url, payload) => {
  const res = await app.inject({ method, url: `/api/v3/${url}`, headers: bearer(token), payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

const ms = (started) => Number(process.hrtime.bigint() - started) / 1e6;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const { pipeline } = await call('POST', 'pipeline/create', {
  name: 'Sales',
  stages: ['Lead', 'Contacted', 'Trial', 'Won', 'Lost'],
});
const [lead, contacted] = pipeline.stages;
const started = process.hrtime.bigint();
const added = await call('POST', 'pipeline/add-contact', {
  pipeline_id: pipeline.id,
  selection: { filter: {} },
});
const addMs = ms(started);
if (added.affected !== total) throw new Error(`added ${added.affected} of ${total}`);
// A second column with cards to drop between.
const firstPage = await call('GET', `pipeline/${pipeline.id}/stage/${lead.id}/info?per_page=100`);
for (const card of firstPage.data.slice(50))
  await call('POST', `pipeline/${card.contact.id}/stage-change`, {
    contact_id: card.contact.id,
    pipeline: pipeline.id,
    stage_id: contacted.id,
  });

async function timed(label, run) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const at = process.hrtime.bigint();
    await run(i);
    times.push(ms(at));
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
}

console.log(
  `\nPipeline board, ${total.toLocaleString('en-US')} cards, ${kind} (load ${loadAverage()})`,
);
console.log(`add-contact, all matching: ${(addMs / 1000).toFixed(2)} s`);
await timed('stages with counts', () => call('GET', `pipeline/${pipeline.id}/stages`));
await timed('a column’s first page (50)', () =>
  call('GET', `pipeline/${pipeline.id}/stage/${lead.id}/info?per_page=50`),
);
const lastPage = Math.ceil((total - 50) / 50);
await timed('a column’s last page (50)', () =>
  call('GET', `pipeline/${pipeline.id}/stage/${lead.id}/info?per_page=50&page=${lastPage}`),
);
await timed('a column searched', (i) =>
  call('GET', `pipeline/${pipeline.id}/stage/${lead.id}/info?search=Ann${1000 + i}`),
);
const movers = firstPage.data.slice(0, rounds);
await timed('a card dragged into another column', (i) =>
  call('POST', `pipeline/${movers[i].contact.id}/stage-change`, {
    contact_id: movers[i].contact.id,
    pipeline: pipeline.id,
    stage_id: contacted.id,
    index: 25,
  }),
);
const page = await call('GET', `pipeline/${pipeline.id}/stage/${lead.id}/info?per_page=50`);
const ids = page.data.map((c) => c.contact.id);
await timed('a loaded page re-sorted (50 cards)', (i) =>
  call('POST', 'pipeline/stage/sort-leads', {
    stage: lead.id,
    sorting: i % 2 ? ids : [...ids].reverse(),
  }),
);
await close();
