// Contact list latency at scale, in process through the real routes (app.inject).
//
//   node --import tsx bench/contacts-list.mjs                           # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx bench/contacts-list.mjs                         # PostgreSQL (a scratch database)
//
// BENCH_CONTACTS sets the location's size (default 100000), BENCH_SAMPLES the timed calls per
// case (default 30). Prints p50 and p95 per case: page 1 of a tab, a 3-letter search, deep pages,
// the tab counts and the worst list the contract allows (bench/README.md, Security).

const { startScratchApp } = await import('../server/src/test/server.ts');
const { buildOrganization, tokenFor, bearer } = await import('../server/src/test/factories.ts');
const { seedBenchContacts, analyzeContacts } = await import('../server/src/seed/bench.ts');
const { memberships } = await import('../server/src/features/accounts/accounts.tables.ts');
const { contacts } = await import('../server/src/features/contacts/contacts.tables.ts');
const { contactTags, tags } = await import('../server/src/features/tags/tags.tables.ts');
const { arrayParam } = await import('../server/src/db/rows.ts');
const { eq, sql } = await import('drizzle-orm');

const count = Number(process.env.BENCH_CONTACTS ?? 100_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 30);
const serverUrl = process.env.BENCH_DATABASE_URL;

// Seeding is not request work: no statement timeout, and the list's own times are measured whole.
const { app, deps, database, close } = await startScratchApp({
  serverUrl,
  env: { STATEMENT_TIMEOUT_MS: '0' },
});

const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** 95 more tags, each on one contact in a hundred: with the bench's five, 100 to ask for. */
async function seedWorstCaseTags(accountId) {
  await deps.db
    .insert(tags)
    .values(Array.from({ length: 95 }, (_, i) => ({ accountId, name: `Worst ${i + 1}` })));
  const all = await deps.db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(eq(tags.accountId, accountId));
  const extra = all.filter((t) => t.name.startsWith('Worst ')).map((t) => t.id);
  await deps.db.execute(sql`insert into ${contactTags} (account_id, contact_id, tag_id)
    select c.account_id, c.id, t.id from ${contacts} c, ${tags} t
    where c.account_id = ${accountId} and c.id % 100 = 0 and t.id = any(${arrayParam(extra)})
    on conflict do nothing`);
  await analyzeContacts(database);
  return all.map((t) => t.id).slice(0, 100);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  // A neighbour tenant of the same size, so every query must really use the account in its index.
  const neighbour = await buildOrganization(deps);
  const organization = await buildOrganization(deps);
  await deps.db
    .update(memberships)
    .set({ contactsSpace: count * 4 })
    .where(eq(memberships.accountId, organization.account.id));
  const token = await tokenFor(deps, organization.owner.id);

  const seeded = performance.now();
  await seedBenchContacts(deps.db, neighbour.account.id, count);
  await seedBenchContacts(deps.db, organization.account.id, count);
  await analyzeContacts(database);
  console.log(
    `Coachline contact list bench: ${database.kind}, ${count.toLocaleString('en-US')} contacts in the location (and as many next door), seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  // The worst list the contract allows: 100 tags that must all be present (5 on a third of the
  // contacts each, 95 on one in a hundred), a search, a date range and a sort, with its counts.
  const worstTags = await seedWorstCaseTags(organization.account.id);
  const worstList = `/contact/list?tags=${worstTags.join(',')}&tag_match=all&search=ann&start_date=${daysAgo(300)}&end_date=${daysAgo(10)}&sort_by=last_email_activity&sort_dir=asc`;

  const deepPage = Math.floor(count / 2 / 25);
  const cases = [
    ['page 1, tab filter', '/contact/list?status=client'],
    ['page 1, 3-letter search', '/contact/list?search=oli'],
    ['page 1, tab + 3-letter search', '/contact/list?status=lead&search=ame'],
    ['page 1, sort by last name', '/contact/list?sort_by=last_name&sort_dir=asc'],
    [`deep page ${deepPage} (offset ${(deepPage - 1) * 25})`, `/contact/list?page=${deepPage}`],
    [
      `deep page ${deepPage}, tab filter`,
      `/contact/list?page=${Math.floor(deepPage / 3)}&status=client`,
    ],
    [
      `deep page ${deepPage}, sort by email desc`,
      `/contact/list?page=${deepPage}&sort_by=email&sort_dir=desc`,
    ],
    ['tab counts (contact/tabs/list)', '/contact/tabs/list'],
    ['worst allowed: 100 tags (all), search, dates, sort', worstList],
  ];
  console.log(`${'case'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  for (const [label, url] of cases) {
    const call = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v3${url}`,
        headers: bearer(token),
      });
      if (response.statusCode !== 200)
        throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      return response;
    };
    const first = (await call()).json();
    if (url.startsWith('/contact/list') && url !== worstList && first.data.length === 0)
      throw new Error(`${url} answered no rows`);
    for (let i = 0; i < 3; i++) await call();
    const timings = [];
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      await call();
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(40)} ${percentile(timings, 50).toFixed(1).padStart(8)} ${percentile(timings, 95).toFixed(1).padStart(8)}`,
    );
  }
} finally {
  await close();
}
