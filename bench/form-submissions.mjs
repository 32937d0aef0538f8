// Public forms: submissions per second through `POST form/public/:key/submit`, and the time of
// `GET form/public/:key`, against the built app in its own process, as `npm start` runs it.
//
//   npm run build && node --import tsx bench/form-submissions.mjs       # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx bench/form-submissions.mjs                      # PostgreSQL (a scratch database)
//
// A form of eight questions (text, a date, choices, a rating, a number, yes/no) is built through
// the signed-in calls in the demo location. BENCH_CLIENTS (16) HTTP clients (autocannon) then
// submit it, each sending its next as soon as it has its answer, BENCH_SUBMISSIONS (1000) times
// a case: anonymously, then with the email add-on and a new email each time (a new lead,
// "Recorded as Submitted A Form"). Every submission comes from an address of its own
// (X-Forwarded-For, the server trusting one proxy), as from many visitors: the per-address limit
// is not what is measured. The public page is then read BENCH_SAMPLES (500) times, one at a
// time over HTTP, for its p50 and p95.
// Each case also prints the CPU time a submission cost the server process and, on PostgreSQL,
// the database's backends: on a shared machine the rate says how busy the machine was, the CPU
// what a submission costs.
//
// Targets (issue 13 §7): ≥ 500 submissions/s on PostgreSQL; the public page's p95 ≤ 50 ms.
import autocannon from 'autocannon';
import { cpuMeter, loadAverage, startBuiltApp } from './built-app.mjs';

const { formEndpoints } = await import('../contract/src/forms.ts');
const { endpointUrl } = await import('../contract/src/endpoint.ts');

const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const submissions = Number(process.env.BENCH_SUBMISSIONS ?? 1000);
const samples = Number(process.env.BENCH_SAMPLES ?? 500);
const serverUrl = process.env.BENCH_DATABASE_URL;
const kind = serverUrl ? 'postgres' : 'pglite';

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

// The demo's plan has room for the leads of one run (2,500 contacts, 212 taken).
const app = await startBuiltApp(kind, {
  serverUrl: serverUrl ?? '',
  env: { LOG_LEVEL: 'warn', TRUST_PROXY: '1' },
});
try {
  const signedIn = async (endpoint, input = {}) => {
    const response = await fetch(`${app.baseUrl}${endpointUrl(endpoint, input.params)}`, {
      method: endpoint.method,
      headers: { authorization: `Bearer ${app.token}`, 'content-type': 'application/json' },
      ...(input.body ? { body: JSON.stringify(input.body) } : {}),
    });
    if (response.status !== 200)
      throw new Error(
        `${endpoint.path}: ${response.status} ${(await response.text()).slice(0, 300)}`,
      );
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
  const submitPath = endpointUrl(formEndpoints.publicSubmit, { key });
  const pageUrl = `${app.baseUrl}${endpointUrl(formEndpoints.publicForm, { key })}`;

  let next = 0;
  /** Submission `n`: its answers, and a visitor of its own, 10.x.y.z from its number. */
  const submission = (n, withEmail) => ({
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      answers: Object.fromEntries(questions.map((q, i) => [String(ids[i]), sample[q.type](n)])),
      fname: 'Ann',
      lname: `Lee ${n}`,
      ...(withEmail ? { email: `visitor${n}@example.test` } : {}),
    }),
  });
  /** `count` submissions by `clients` clients at once: their rate and the load around it. */
  const run = async (count, withEmail) => {
    const loadBefore = loadAverage();
    const cpu = cpuMeter(app);
    const result = await autocannon({
      url: app.baseUrl,
      connections: clients,
      amount: count,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          path: submitPath,
          setupRequest: (request) => ({ ...request, ...submission(next++, withEmail) }),
        },
      ],
    });
    if (result['2xx'] !== count) {
      // One more, to show why: autocannon keeps no answers.
      const probe = await fetch(`${app.baseUrl}${submitPath}`, {
        method: 'POST',
        ...submission(next++, withEmail),
      });
      throw new Error(
        `${count - result['2xx']} of ${count} submissions failed: ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors; another answers ${probe.status} ${(await probe.text()).slice(0, 300)}`,
      );
    }
    const { serverMs, databaseMs } = cpu.stop();
    return {
      rate: count / result.duration,
      serverCpuMs: serverMs / count,
      databaseCpuMs: databaseMs / count,
      loadBefore,
      loadAfter: loadAverage(),
    };
  };

  // Warm-up: the first statements are planned and the code paths compiled.
  await run(200, false);
  const anonymous = await run(submissions, false);
  // The form asks for an email now: each submission names a new one.
  await signedIn(formEndpoints.update, {
    params: { form: formId },
    body: { add_ons: ['fname', 'lname', 'email'] },
  });
  const leads = await run(submissions, true);

  const timings = [];
  for (let i = 0; i < 20; i++) await (await fetch(pageUrl)).arrayBuffer();
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await fetch(pageUrl);
    await response.arrayBuffer();
    timings.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`public form: ${response.status}`);
  }
  timings.sort((a, b) => a - b);

  const figure = (r) =>
    `${r.rate.toFixed(0)}/s; CPU each: server ${r.serverCpuMs.toFixed(2)} ms` +
    (kind === 'postgres' ? `, PostgreSQL ${r.databaseCpuMs.toFixed(2)} ms` : '') +
    ` (load average ${r.loadBefore} before, ${r.loadAfter} after)`;
  console.log(
    `Coachline form submissions bench: ${kind}, ${questions.length} questions, ${clients} clients, ${submissions} submissions a case`,
  );
  console.log(`anonymous submissions       ${figure(anonymous)} (target ≥ 500/s on PostgreSQL)`);
  console.log(`submissions making a lead   ${figure(leads)}`);
  console.log(
    `GET form/public/:key        p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms (target p95 ≤ 50 ms)`,
  );
} finally {
  await app.stop();
}
