// The route permission check's cost on an authenticated list call, in process (app.inject).
//
//   node --import tsx bench/permission-check.mjs
//
// Two twins of `GET contact/list` are mounted the way the API mounts its data areas (sessions,
// compression, the usable-account hook): one declares the contacts-center view permission, the
// other only needs a member of the account. A company user holding the permission calls both,
// alternately, BENCH_SAMPLES (600) times each; the figure is the guarded call's median over the
// open one's. BENCH_CONTACTS (1000) sets the location's size. Target: ≤ 5 % (issue 11 §8).

const { startScratchApp } = await import('../server/src/test/server.ts');
const { buildOrganization, buildStaff, tokenFor, bearer } = await import(
  '../server/src/test/factories.ts'
);
const { seedBenchContacts, analyzeContacts } = await import('../server/src/seed/bench.ts');
const { contactEndpoints } = await import('../contract/src/contacts.ts');
const { canAny } = await import('../contract/src/permissions.ts');
const { handle, registerRoutes } = await import('../server/src/platform/endpoints.ts');
const { registerAuth, requireUsableAccount } = await import('../server/src/platform/auth.ts');
const { resolveContext } = await import('../server/src/features/auth/auth.service.ts');
const contacts = await import('../server/src/features/contacts/contacts.service.ts');

const samples = Number(process.env.BENCH_SAMPLES ?? 600);
const count = Number(process.env.BENCH_CONTACTS ?? 1000);
const list = contactEndpoints.list;
const twin = (path, permission) =>
  handle({ ...list, path, permission }, ({ ctx, query }) => contacts.list(deps, ctx, query));

let deps;
const { app, database, close, ...started } = await startScratchApp({
  extend: (built) => {
    deps = built.deps;
    built.app.register(
      async (scope) => {
        registerAuth(scope, (token, headers) => resolveContext(built.deps, token, headers));
        scope.addHook('onRequest', requireUsableAccount);
        registerRoutes(scope, [
          twin('guarded/contact/list', list.permission),
          twin('open/contact/list', 'member'),
        ]);
      },
      { prefix: '/bench' },
    );
  },
});
deps = started.deps;

try {
  const { account } = await buildOrganization(deps);
  await seedBenchContacts(deps.db, account.id, count);
  await analyzeContacts(database);
  const staff = await buildStaff(deps, account.id, {
    permissions: { 'contacts-center': { view: true } },
  });
  const headers = bearer(await tokenFor(deps, staff.id));

  const timed = async (url) => {
    const begun = performance.now();
    const response = await app.inject({ url, headers });
    const took = performance.now() - begun;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    return took;
  };
  const guarded = [];
  const open = [];
  for (let i = 0; i < 30; i++)
    await Promise.all([timed('/bench/guarded/contact/list'), timed('/bench/open/contact/list')]);
  for (let i = 0; i < samples; i++) {
    // Alternating which goes first keeps drift (GC, caches) off one side.
    if (i % 2) {
      guarded.push(await timed('/bench/guarded/contact/list'));
      open.push(await timed('/bench/open/contact/list'));
    } else {
      open.push(await timed('/bench/open/contact/list'));
      guarded.push(await timed('/bench/guarded/contact/list'));
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const [g, o] = [median(guarded), median(open)];

  const subject = {
    company_id: account.id,
    location_id: null,
    is_company_location: false,
    permissions: staff.permissions,
  };
  const checks = 1_000_000;
  const begun = performance.now();
  for (let i = 0; i < checks; i++) canAny(subject, list.permission);
  const perCheck = ((performance.now() - begun) / checks) * 1e6;

  console.log(
    `Coachline permission check bench: ${database.kind}, ${count} contacts, ${samples} calls each`,
  );
  console.log(`GET contact/list without the check   median ${o.toFixed(2)} ms`);
  console.log(`GET contact/list with the check      median ${g.toFixed(2)} ms`);
  console.log(
    `overhead                             ${(((g - o) / o) * 100).toFixed(1)} % (target ≤ 5 %)`,
  );
  console.log(`the check alone (canAny)             ${perCheck.toFixed(0)} ns`);
} finally {
  await close();
}
