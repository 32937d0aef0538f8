// Public forms: submissions per second through `POST form/public/:key/submit`, and the server
// time of `GET form/public/:key`, in process through the real routes (app.inject).
//
//   node --import tsx bench/form-submissions.mjs                        # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx bench/form-submissions.mjs                      # PostgreSQL (a scratch database)
//
// A form of eight questions (text, a date, choices, a rating, a number, yes/no) is built through
// the signed-in calls. BENCH_CLIENTS (8) clients then submit it, each waiting for its answer
// before sending the next, BENCH_SUBMISSIONS (1000) times a case: anonymously, then with the
// email add-on and a new email each time (a new lead, "Recorded as Submitted A Form"). Every
// submission comes from an address of its own, as from many visitors: the per-address limit is
// not what is measured.
// The public page is then read BENCH_SAMPLES (500) times, one at a time, for its p50 and p95.
//
// Targets (issue 13 §7): ≥ 500 submissions/s on PostgreSQL; the public page's p95 ≤ 50 ms.

const { startScratchApp } = await import('../server/src/test/server.ts');
const { buildOrganization, tokenFor, bearer } = await import('../server/src/test/factories.ts');
const { memberships } = await import('../server/src/features/accounts/accounts.tables.ts');
const { formEndpoints } = await import('../contract/src/forms.ts');
const { endpointUrl } = await import('../contract/src/endpoint.ts');
const { eq } = await import('drizzle-orm');

const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const submissions = Number(process.env.BENCH_SUBMISSIONS ?? 1000);
const samples = Number(process.env.BENCH_SAMPLES ?? 500);
const serverUrl = process.env.BENCH_DATABASE_URL;

const { app, deps, database, close } = await startScratchApp({ serverUrl });

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const questions = [
  { type: 'short_text', title: 'Your main goal', is_required: true },
  { type: 'long_text', title: 'Tell us about your training' },
  { type: 'date', title: 'Start date' },
  { type: 'single_choice', title: 'Best time', options: ['Morning', 'Noon', 'Evening'] },
  { type: 'multiple_choice', title: 'Interests', options: ['Yoga', 'Running', 'Lifting'] },
  { type: 'rating', title: 'Fitness today', max: 5 },
  { type: 'number', title: 'Age' },
  { type: 'yes_no', title: 'Any injuries?' },
];

/** A sample answer for each question type. */
const sample = {
  short_text: () => 'Run a half marathon',
  long_text: () => 'Three runs a week, one long. '.repeat(8),
  date: () => '2026-12-01',
  single_choice: () => 'Evening',
  multiple_choice: () => ['Yoga', 'Running'],
  rating: (n) => 1 + (n % 5),
  number: (n) => 20 + (n % 50),
  yes_no: (n) => n % 2 === 0,
};

try {
  const { account, owner } = await buildOrganization(deps);
  // Room for every lead the bench makes.
  await deps.db
    .update(memberships)
    .set({ contactsSpace: submissions * 4 })
    .where(eq(memberships.accountId, account.id));
  const headers = bearer(await tokenFor(deps, owner.id));
  const signedIn = async (endpoint, input = {}) => {
    const response = await app.inject({
      method: endpoint.method,
      url: endpointUrl(endpoint, input.params),
      headers,
      ...(input.body ? { payload: input.body } : {}),
    });
    if (response.statusCode !== 200)
      throw new Error(`${endpoint.path}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response.json();
  };
  const created = await signedIn(formEndpoints.create, { body: { title: 'Intake' } });
  const formId = created.form.id;
  const ids = [];
  for (const question of questions) {
    const saved = await signedIn(formEndpoints.saveQuestion, {
      params: { form: formId },
      body: question,
    });
    ids.push(saved.question.id);
  }
  const key = created.form.public_url.split('/').at(-1);
  const submitUrl = endpointUrl(formEndpoints.publicSubmit, { key });
  const pageUrl = endpointUrl(formEndpoints.publicForm, { key });

  let next = 0;
  const submit = async (n, withEmail) => {
    const answers = Object.fromEntries(
      questions.map((q, i) => [String(ids[i]), sample[q.type](n)]),
    );
    const response = await app.inject({
      method: 'POST',
      url: submitUrl,
      // A visitor of their own: 10.x.y.z from the submission's number.
      remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      payload: {
        answers,
        fname: 'Ann',
        lname: `Lee ${n}`,
        ...(withEmail ? { email: `visitor${n}-${account.id}@example.test` } : {}),
      },
    });
    if (response.statusCode !== 200)
      throw new Error(`submit: ${response.statusCode} ${response.body.slice(0, 300)}`);
  };
  /** `count` submissions by `clients` clients at once; answers their rate. */
  const run = async (count, withEmail) => {
    const end = next + count;
    const started = performance.now();
    const client = async () => {
      while (next < end) await submit(next++, withEmail);
    };
    await Promise.all(Array.from({ length: clients }, client));
    return count / ((performance.now() - started) / 1000);
  };

  // Warm-up: the first statements are planned and the code paths compiled.
  await run(100, false);
  const anonymousRate = await run(submissions, false);
  // The form asks for an email now: each submission names a new one.
  await signedIn(formEndpoints.update, {
    params: { form: formId },
    body: { add_ons: ['fname', 'lname', 'email'] },
  });
  const leadRate = await run(submissions, true);

  const timings = [];
  for (let i = 0; i < 20; i++) await app.inject({ url: pageUrl });
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await app.inject({ url: pageUrl });
    timings.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`public form: ${response.statusCode}`);
  }
  timings.sort((a, b) => a - b);

  console.log(
    `Coachline form submissions bench: ${database.kind}, ${questions.length} questions, ${clients} clients, ${submissions} submissions a case`,
  );
  console.log(
    `anonymous submissions       ${anonymousRate.toFixed(0)}/s (target ≥ 500/s on PostgreSQL)`,
  );
  console.log(`submissions making a lead   ${leadRate.toFixed(0)}/s`);
  console.log(
    `GET form/public/:key        p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms (target p95 ≤ 50 ms)`,
  );
} finally {
  await close();
}
