// `npm run bench`: builds, then measures the figures bench/README.md lists, each with its
// target. Figures are printed, never asserted: timings belong here, not in tests.
//
//   BENCH_RUNS=3       start-ups per kind (the median is reported)
//   BENCH_DURATION=10  seconds per autocannon run
//   BENCH_CONNECTIONS=10
//   LOG_LEVEL=warn     the server's log level while measured
// @ts-check
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startApp } from '../scripts/app-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const logLevel = process.env.LOG_LEVEL ?? 'warn';
const mainJs = join(root, 'server/dist/main.js');
const indexHtml = join(root, 'web/dist/index.html');
const portalHtml = join(root, 'web/dist/portal.html');

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * The built server as `npm start` runs it, on an embedded database in `dataDir`.
 * @param {string} dataDir
 */
async function startServer(dataDir) {
  const app = await startApp({ env: { DATA_DIR: dataDir, LOG_LEVEL: logLevel } });
  return {
    baseUrl: app.baseUrl,
    startupMs: app.startupMs,
    async stop() {
      const exit = await app.stop();
      if (exit?.code !== 0)
        throw new Error(`the server did not stop cleanly: ${JSON.stringify(exit)}`);
    },
  };
}

async function startupFigures() {
  const fresh = [];
  const reused = [];
  const dirs = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'coachline-bench-'));
    dirs.push(dir);
    const server = await startServer(dir);
    fresh.push(server.startupMs);
    await server.stop();
  }
  // The last directory now holds a migrated, seeded database: start on it again.
  const used = dirs[dirs.length - 1] ?? mkdtempSync(join(tmpdir(), 'coachline-bench-'));
  for (let i = 0; i < runs; i++) {
    const server = await startServer(used);
    reused.push(server.startupMs);
    await server.stop();
  }
  for (const dir of [...dirs, used]) rmSync(dir, { recursive: true, force: true });
  return { fresh, reused };
}

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
async function cannon(url, headers = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${url}: ${bad} of ${result.requests.total} requests failed`);
  return { rps: result.requests.average, p99Ms: result.latency.p99 };
}

async function throughputFigures() {
  const dir = mkdtempSync(join(tmpdir(), 'coachline-bench-'));
  const server = await startServer(dir);
  try {
    const login = await fetch(`${server.baseUrl}/api/v3/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'coachline-demo' }),
    });
    if (!login.ok) throw new Error(`demo sign-in failed (${login.status}); is SEED_DEMO off?`);
    const { access_token: token } = /** @type {{ access_token: string }} */ (await login.json());
    // A short warm-up, so the JIT and the database caches are not what is measured.
    await autocannon({ url: `${server.baseUrl}/healthz`, connections, duration: 2 });
    const health = await cannon(`${server.baseUrl}/healthz`);
    const bearer = { authorization: `Bearer ${token}` };
    // The ratio measures what authentication adds to a request: a call that reads nothing else.
    const authenticated = await cannon(
      `${server.baseUrl}/api/v3/notification/unread-count`,
      bearer,
    );
    const locations = await cannon(`${server.baseUrl}/api/v3/auth/locations`, bearer);
    return { health, authenticated, locations, ratio: authenticated.rps / health.rps };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The entry script and its modulepreload links of a page of web/dist (index.html, the app's;
 * portal.html, the client portal's), each gzipped, and with `pageModule`'s lazy chunk.
 * @param {string} htmlFile
 * @param {string} pageModule
 */
function initialJsFigure(htmlFile, pageModule) {
  const html = readFileSync(htmlFile, 'utf8');
  /** @type {Set<string>} */
  const files = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src && /type="module"/.test(tag)) files.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (href && /rel="modulepreload"/.test(tag)) files.add(href);
  }
  if (files.size === 0) throw new Error(`${htmlFile} names no module script`);
  // The stylesheets the page waits for before it paints.
  const styles = new Set();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (href && /rel="stylesheet"/.test(tag)) styles.add(href);
  }
  // The first screen may be a lazy chunk: with Vite's manifest, add it and its static imports.
  const withPage = new Set(files);
  const manifestPath = join(root, 'web/dist/.vite/manifest.json');
  if (existsSync(manifestPath)) {
    /** @type {Record<string, { file: string, imports?: string[] }>} */
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const pending = Object.keys(manifest).filter((key) => key.endsWith(pageModule));
    const seen = new Set();
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      withPage.add(`/${chunk.file}`);
      pending.push(...(chunk.imports ?? []));
    }
  }
  return {
    files: files.size,
    kb: gzipKb(files),
    withPageFiles: withPage.size,
    withPageKb: withPage.size > files.size ? gzipKb(withPage) : null,
    cssKb: gzipKb(styles),
  };
}

/** @param {Iterable<string>} files paths under web/dist */
function gzipKb(files) {
  let bytes = 0;
  for (const file of files) {
    bytes += gzipSync(readFileSync(join(root, 'web/dist', file.replace(/^\//, '')))).length;
  }
  return bytes / 1024;
}

/** @param {number} ms */
const fmtS = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  for (const file of [mainJs, indexHtml]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: run npm run build (npm run bench does)`);
  }
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}`;
  console.log(`Coachline benchmarks, ${new Date().toISOString().slice(0, 10)}, ${machine}`);
  // Other work on the machine skews every figure: the load average says how busy it was.
  const load1 = () => loadavg()[0]?.toFixed(2) ?? '?';
  console.log(`load average before: ${load1()}`);
  console.log(
    `start-ups: ${runs} per kind; autocannon: ${connections} connections x ${duration} s; LOG_LEVEL=${logLevel}\n`,
  );

  const js = initialJsFigure(indexHtml, '/LoginPage.tsx');
  const portalJs = initialJsFigure(portalHtml, '/PortalShell.tsx');
  const startup = await startupFigures();
  const load = await throughputFigures();

  /** @type {Array<[string, string, string, boolean | null]>} */
  const rows = [
    [
      'start-up, fresh DATA_DIR (median)',
      fmtS(median(startup.fresh)),
      '< 3 s',
      median(startup.fresh) < 3000,
    ],
    [
      'start-up, reused DATA_DIR (median)',
      fmtS(median(startup.reused)),
      '< 3 s',
      median(startup.reused) < 3000,
    ],
    [
      'GET /healthz',
      `${Math.round(load.health.rps)} req/s (p99 ${load.health.p99Ms} ms)`,
      '',
      null,
    ],
    [
      'GET /api/v3/notification/unread-count (bearer)',
      `${Math.round(load.authenticated.rps)} req/s (p99 ${load.authenticated.p99Ms} ms)`,
      '',
      null,
    ],
    [
      'GET /api/v3/auth/locations (bearer, 4 more queries)',
      `${Math.round(load.locations.rps)} req/s (p99 ${load.locations.p99Ms} ms)`,
      '',
      null,
    ],
    ['authenticated / healthz', load.ratio.toFixed(2), '>= 0.5', load.ratio >= 0.5],
    [
      `initial JS of /login (${js.files} files, gzip)`,
      `${js.kb.toFixed(1)} KB`,
      '< 150 KB',
      js.kb < 150,
    ],
  ];
  if (js.withPageKb !== null) {
    const name = `  with the LoginPage chunk (${js.withPageFiles} files)`;
    rows.push([name, `${js.withPageKb.toFixed(1)} KB`, '', null]);
  }
  rows.push(['initial CSS of /login (gzip)', `${js.cssKb.toFixed(1)} KB`, '', null]);
  rows.push([
    `initial JS of /portal (${portalJs.files} files, gzip)`,
    `${portalJs.kb.toFixed(1)} KB`,
    '<= 120 KB',
    portalJs.kb <= 120,
  ]);
  if (portalJs.withPageKb !== null) {
    const name = `  with the signed-in portal's chunk (${portalJs.withPageFiles} files)`;
    rows.push([name, `${portalJs.withPageKb.toFixed(1)} KB`, '', null]);
  }
  const width = (/** @type {0 | 1 | 2} */ i) => Math.max(...rows.map((r) => r[i].length));
  for (const [name, value, target, ok] of rows) {
    const cells = [name.padEnd(width(0)), value.padEnd(width(1)), target.padEnd(width(2))];
    const verdict = ok === null ? '' : ok ? 'ok' : 'MISSED';
    console.log(`${cells.join('  ')}  ${verdict}`.trimEnd());
  }
  console.log(`load average after: ${load1()}`);
  console.log(
    `\nstart-up runs: fresh ${startup.fresh.map(fmtS).join(', ')}; reused ${startup.reused.map(fmtS).join(', ')}`,
  );

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const results = {
    date: new Date().toISOString(),
    machine,
    startup,
    load,
    initialJs: js,
    portalInitialJs: portalJs,
  };
  writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
