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
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startApp } from '../scripts/app-process.mjs';

const { createDatabase, dropDatabase, databaseUrl } = await import(
  '../server/src/test/scratch-database.ts'
);

const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const duration = Number(process.env.LOAD_DURATION ?? 60);
const kinds = (process.env.LOAD_DATABASES ?? 'pglite,postgres').split(',');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const logLevel = process.env.LOG_LEVEL ?? 'warn';
const path = '/api/v3/contact/list?search=ann';
// The targets (bench/README.md, Load).
const longestMs = 2_000;
const postgresP99Ms = 250;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The built app on `kind`, signed in as the demo owner; `stop` also drops a scratch database. */
async function started(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'coachline-load-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: logLevel, SEED_DEMO: 'true' };
  let drop = async () => undefined;
  if (kind === 'postgres') {
    const name = `coachline_load_${randomBytes(6).toString('hex')}`;
    await createDatabase(serverUrl, name);
    env.DATABASE_URL = databaseUrl(serverUrl, name);
    drop = () => dropDatabase(serverUrl, name);
  }
  // A fresh embedded database (initdb, migrations, the demo seed) is slow on a busy machine.
  const app = await startApp({ env, healthyWithinMs: 300_000 }).catch(async (error) => {
    await drop();
    throw error;
  });
  const stop = async () => {
    const exit = await app.stop();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
    if (exit?.code !== 0)
      throw new Error(`the server did not stop cleanly: ${JSON.stringify(exit)}`);
  };
  try {
    const login = await fetch(`${app.baseUrl}/api/v3/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'coachline-demo' }),
    });
    if (!login.ok) throw new Error(`demo sign-in failed (${login.status})`);
    const { access_token: token } = await login.json();
    const first = await fetch(`${app.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const page = await first.json();
    if (!first.ok || page.data.length === 0)
      throw new Error(`${path} answered ${first.status} with ${page.data?.length} rows`);
    return { baseUrl: app.baseUrl, token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function measure(kind) {
  const app = await started(kind);
  try {
    const headers = { authorization: `Bearer ${app.token}` };
    // A short warm-up, so the JIT and the database's caches are not what is measured.
    await autocannon({ url: `${app.baseUrl}${path}`, connections: 10, duration: 3, headers });
    const loadBefore = load();
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
      loadAfter: load(),
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
