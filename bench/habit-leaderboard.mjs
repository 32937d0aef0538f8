// The habit leaderboard at scale: one habit tracking (its three default habits) with
// BENCH_HABIT_CONTACTS (default 10,000) active contacts and 90 days of check-ins each (about
// seven habits in ten done), seeded with set-based SQL, the kept figures counted by the route
// the coach's refresh calls (`refresh-contact-scores`). Then, through the route the leaderboard
// screen calls (`habit-tracking/leaderboard`, 25 a page), each 50 times: the first page and a
// page deep in the board (page 200), and the same on a new tracking where all 10,000 tie at 0.
// Figures: p50 / p95 of each.
//
//   node --import tsx bench/habit-leaderboard.mjs                 # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx bench/habit-leaderboard.mjs               # PostgreSQL (a scratch database)
//
// Issue 16 §5: the leaderboard reads kept scores, p95 ≤ 50 ms at 10,000 active contacts.

const { startScratchApp } = await import('../server/src/test/server.ts');
const { buildOrganization, tokenFor, bearer } = await import('../server/src/test/factories.ts');
const { contacts } = await import('../server/src/features/contacts/contacts.tables.ts');
const { loadAverage } = await import('./built-app.mjs');

const total = Number(process.env.BENCH_HABIT_CONTACTS ?? 10_000);
const days = 90;
const rounds = 50;
const serverUrl = process.env.BENCH_DATABASE_URL;
const kind = serverUrl ? 'PostgreSQL' : 'PGlite';

const { app, deps, database, close } = await startScratchApp({
  serverUrl,
  env: { LOG_LEVEL: 'warn' },
});
const { account, owner } = await buildOrganization(deps);
const token = await tokenFor(deps, owner.id);
const call = async (method, url, payload) => {
  const res = await app.inject({
    method,
    url: `/api/v3/${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const { sql: rawSql } = await import('drizzle-orm');
const { relaxBackgroundTransaction } = await import('../server/src/db/rows.ts');
const sql = (text) => database.raw.query(text);
/** A seeding statement, without the request statement timeout (a bulk load is no request). */
const seed = (text) =>
  deps.db.transaction(async (tx) => {
    await relaxBackgroundTransaction(tx);
    await tx.execute(rawSql.raw(text));
  });

const tracking = (await call('POST', 'habit-tracking/create', { name: 'Bench habits' }))
  .habit_tracking;
const first = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'];
for (let from = 0; from < total; from += 2_000)
  await deps.db.insert(contacts).values(
    Array.from({ length: Math.min(2_000, total - from) }, (_, i) => ({
      accountId: account.id,
      firstName: first[(from + i) % first.length],
      lastName: `Bench ${from + i}`,
      email: `bench-${from + i}@example.test`,
      status: 'client',
    })),
  );
const seeding = process.hrtime.bigint();
await seed(`insert into habit_contacts (account_id, tracking_id, contact_id, added_at)
  select account_id, ${tracking.id}, id, now() - interval '${days} days'
  from contacts where account_id = ${account.id}`);
// About seven habits in ten done, scattered over contacts, days and habits (a hash of the three).
await seed(`insert into habit_checkins (account_id, tracking_id, habit_id, contact_id, date, done)
  select c.account_id, c.tracking_id, h.id, c.contact_id, current_date - d, true
  from habit_contacts c
  cross join generate_series(0, ${days - 1}) d
  join habits h on h.account_id = c.account_id and h.tracking_id = c.tracking_id
  where c.tracking_id = ${tracking.id}
    and abs(hashtext(c.contact_id || ':' || d || ':' || h.id)) % 10 < 7`);
await seed(`update habits set completions = n, score = n * points from (
    select habit_id, count(*)::int n from habit_checkins where tracking_id = ${tracking.id} group by habit_id
  ) c where c.habit_id = habits.id`);
for (const table of ['contacts', 'habit_contacts', 'habit_checkins', 'habits'])
  await sql(`analyze ${table}`);
const seeded = Number(process.hrtime.bigint() - seeding) / 1e6;

const ms = (started) => Number(process.hrtime.bigint() - started) / 1e6;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(label, times, run) {
  const taken = [];
  for (let i = 0; i < times; i++) {
    const at = process.hrtime.bigint();
    await run(i);
    taken.push(ms(at));
  }
  taken.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(taken, 50).toFixed(1)} ms   p95 ${percentile(taken, 95).toFixed(1)} ms`,
  );
}

const checkins = (
  await sql(`select count(*)::int n from habit_checkins where tracking_id = ${tracking.id}`)
).rows[0].n;
console.log(
  `\nHabit leaderboard, ${total.toLocaleString('en-US')} active contacts, ${checkins.toLocaleString('en-US')} check-ins, ${kind} (load ${loadAverage()}); seeded in ${(seeded / 1000).toFixed(1)} s`,
);
await timed('refresh-contact-scores (every contact)', 1, () =>
  call('GET', `habit-tracking/refresh-contact-scores?habit_tracking_id=${tracking.id}`),
);
await sql('analyze habit_contacts');
const board = `habit-tracking/leaderboard?habit_tracking_id=${tracking.id}`;
const top = await call('GET', board);
if (top.total !== total || top.data[0].rank !== 1) throw new Error('the board is not as seeded');
await timed('leaderboard, first page', rounds, () => call('GET', board));
await timed('leaderboard, page 200', rounds, () => call('GET', `${board}&page=200`));
// A new tracking: every contact on it, none checked in yet, so all of them tie at 0.
const fresh = (await call('POST', 'habit-tracking/create', { name: 'Bench ties' })).habit_tracking;
await seed(`insert into habit_contacts (account_id, tracking_id, contact_id, added_at)
  select account_id, ${fresh.id}, id, now() from contacts where account_id = ${account.id}`);
await sql('analyze habit_contacts');
const tied = `habit-tracking/leaderboard?habit_tracking_id=${fresh.id}`;
await timed('leaderboard, all tied, first page', rounds, () => call('GET', tied));
await timed('leaderboard, all tied, page 200', rounds, () => call('GET', `${tied}&page=200`));
// A check-in counts the contact's figures again in its transaction (the service the portal and
// the personal link call; the link's route is throttled per address).
const { checkInFor } = await import(
  '../server/src/features/habit-tracking/habit-tracking.service.ts'
);
const habitIds = (
  await call('GET', `habit-tracking/habit-categories?habit_tracking_id=${tracking.id}`)
).data.flatMap((c) => c.habits.map((h) => h.id));
await timed('one check-in (kept figures counted)', rounds, (i) =>
  checkInFor(deps, account.id, tracking.id, top.data[i % 25].contact_id, {
    habits: habitIds.map((habit_id) => ({ habit_id, done: i % 2 === 0, note: '' })),
  }),
);
await close();
