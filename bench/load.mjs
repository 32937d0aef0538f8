// The load bench: many clients at once on the contact list, against the built app on the
// embedded database and on a PostgreSQL server, as `npm start` runs it.
//
//   npm run build && node --import tsx bench/load.mjs
//
//   LOAD_CONNECTIONS=200  clients at once
//   LOAD_DURATION=60      seconds per database
//   LOAD_DATABASES=pglite,postgres
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   the server for a scratch
//                         database, created for the run and dropped after it
//   LOG_LEVEL=warn        the server's log level while measured
//
// Signed in as the demo owner, every client asks `GET /api/v3/contact/list?search=ann` again as
// soon as it has its answer (autocannon, 10 s timeout). Prints requests/s, latency, answers
// other than 2xx (503s apart) and timeouts, with the targets of bench/README.md (Load).
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { loadAverage, startBuiltApp } from './built-app.mjs';

const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const duration = Number(process.env.LOAD_DURATION ?? 60);
const kinds = (process.env.LOAD_DATABASES ?? 'pglite,postgres').split(',');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const logLevel = process.env.LOG_LEVEL ?? 'warn';
const path = '/api/v3/contact/list?search=ann';
// The targets (bench/README.md, Load).
const longestMs = 2_000;
const postgresP99Ms = 250;

/** The built app on `kind`, signed in as the demo owner, its contact list checked. */
async function started(kind) {
  const app = await startBuiltApp(kind, { serverUrl, env: { LOG_LEVEL: logLevel } });
  try {
    const first = await fetch(`${app.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${app.token}` },
    });
    const page = await first.json();
    if (!first.ok || page.data.length === 0)
      throw new Error(`${path} answered ${first.status} with ${page.data?.length} rows`);
    return app;
  } catch (error) {
    await app.stop();
    throw error;
  }
}

async function measure(kind) {
  const app = await started(kind);
  try {
    const headers = { authorization: `Bearer ${app.token}` };
    // A short warm-up, so the JIT and the database's caches are not what is measured.
    await autocannon({ url: `${app.baseUrl}${path}`, connections: 10, duration: 3, headers });
    const loadBefore = loadAverage();
    const result = await autocannon({
      url: `${app.baseUrl}${path}`,
      connections,
      duration,
      headers,
      timeout: 10,
    });
    const unavailable = result.statusCodeStats['503']?.count ?? 0;
    return {
      kind,
      rps: result.requests.average,
      total: result.requests.total,
      ok: result['2xx'],
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      unavailable,
      otherNon2xx: result.non2xx - unavailable,
      errors: result.errors - result.timeouts,
      timeouts: result.timeouts,
      loadBefore,
      loadAfter: loadAverage(),
    };
  } finally {
    await app.stop();
  }
}

const verdict = (ok) => (ok ? 'ok' : 'MISSED');

console.log(
  `Coachline load bench, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}`,
);
console.log(`GET ${path}, ${connections} clients for ${duration} s; LOG_LEVEL=${logLevel}\n`);
for (const kind of kinds) {
  const r = await measure(kind);
  console.log(`${kind} (load average ${r.loadBefore} before, ${r.loadAfter} after)`);
  console.log(`  requests/s          ${Math.round(r.rps)} (${r.total} answered, ${r.ok} 2xx)`);
  console.log(`  latency p50/p99/max ${r.p50} / ${r.p99} / ${r.max} ms`);
  console.log(`  503 (busy)          ${r.unavailable}`);
  console.log(`  other non-2xx       ${r.otherNon2xx}`);
  console.log(`  errors              ${r.errors}`);
  console.log(`  timeouts (10 s)     ${r.timeouts}  target 0: ${verdict(r.timeouts === 0)}`);
  console.log(`  longest request     target <= ${longestMs} ms: ${verdict(r.max <= longestMs)}`);
  if (kind === 'postgres')
    console.log(
      `  p99                 target <= ${postgresP99Ms} ms: ${verdict(r.p99 <= postgresP99Ms)}`,
    );
  console.log('');
}
