// Exercise library search at scale: a location's library (the 873 seeded exercises) grown to
// BENCH_EXERCISES (default 10,000) with its own exercises, each with three to five of the
// library's attributes. Then, through the route the library screen calls (`workout/exercises`,
// 25 a page), each 50 times: a name searched, one attribute, two attributes at once, a name
// with an attribute, and a page deep in the unfiltered list. Figures: p50 / p95 of each.
//
//   node --import tsx bench/workouts.mjs                    # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx bench/workouts.mjs                  # PostgreSQL (a scratch database)
//
// Issue 16 §1: search and filter by any attribute, p95 ≤ 30 ms over 10,000 exercises.

const { startScratchApp } = await import('../server/src/test/server.ts');
const { buildOrganization, tokenFor, bearer } = await import('../server/src/test/factories.ts');
const { exercises, exerciseAttributeLinks } = await import(
  '../server/src/features/workouts/workouts.tables.ts'
);
const { loadAverage } = await import('./built-app.mjs');

const total = Number(process.env.BENCH_EXERCISES ?? 10_000);
const rounds = 50;
const serverUrl = process.env.BENCH_DATABASE_URL;
const kind = serverUrl ? 'PostgreSQL' : 'PGlite';

const { app, deps, database, close } = await startScratchApp({
  serverUrl,
  env: { LOG_LEVEL: 'warn' },
});
const { account, owner } = await buildOrganization(deps);
const token = await tokenFor(deps, owner.id);
const call = async (url) => {
  const res = await app.inject({ method: 'GET', url: `/api/v3/${url}`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

// The first read copies the library into the location.
const seeded = await call('workout/exercises?per_page=1');
const attributes = (await call('workout/custom-attribute-types')).data;
const byName = (typeId, name) =>
  attributes.find((a) => a.attribute_type_id === typeId && a.name === name);
const words = ['Press', 'Row', 'Squat', 'Curl', 'Lunge', 'Pull', 'Raise', 'Carry', 'Hold', 'Jump'];
const own = total - seeded.total;
for (let from = 0; from < own; from += 2_000) {
  const rows = await deps.db
    .insert(exercises)
    .values(
      Array.from({ length: Math.min(2_000, own - from) }, (_, i) => ({
        accountId: account.id,
        name: `Studio ${words[(from + i) % words.length]} ${from + i}`,
      })),
    )
    .returning({ id: exercises.id });
  const links = rows.flatMap((row, i) => {
    const picked = new Set();
    for (let k = 0; k < 3 + ((from + i) % 3); k++)
      picked.add(attributes[(from + i) * 7 + k * 13 * (k + 1)] ?? attributes[k]);
    return [...picked].map((a) => ({
      accountId: account.id,
      exerciseId: row.id,
      attributeId: a.id,
    }));
  });
  await deps.db.insert(exerciseAttributeLinks).values(links);
}
// As a bulk load leaves them: the planner knows the tables.
for (const table of ['exercises', 'exercise_attribute_links', 'exercise_attributes'])
  await database.raw.query(`analyze ${table}`);

const ms = (started) => Number(process.hrtime.bigint() - started) / 1e6;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(label, run) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const at = process.hrtime.bigint();
    await run(i);
    times.push(ms(at));
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(40)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
}

const listed = await call('workout/exercises?per_page=1');
console.log(
  `\nExercise library, ${listed.total.toLocaleString('en-US')} exercises, ${kind} (load ${loadAverage()})`,
);
const barbell = byName(5, 'Barbell');
const quads = byName(3, 'Quadriceps');
const strength = byName(1, 'Strength');
await timed('a name searched', (i) => call(`workout/exercises?search=${words[i % words.length]}`));
await timed('one attribute (Barbell)', () => call(`workout/exercises?attribute_ids=${barbell.id}`));
await timed('two attributes (Barbell, Quadriceps)', () =>
  call(`workout/exercises?attribute_ids=${barbell.id},${quads.id}`),
);
await timed('a name with an attribute (Strength)', (i) =>
  call(`workout/exercises?search=${words[i % words.length]}&attribute_ids=${strength.id}`),
);
await timed('page 200 of the whole library', () => call('workout/exercises?page=200'));
await close();
