// The built app as a process: what `npm start`, the browser tests and the benchmarks share —
// which builds are stale, how the server is started, and when it counts as up (the first 200
// from /healthz) or cleanly stopped (exit 0 after SIGTERM).
// @ts-check
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** How the server starts: the bundle, with source maps for readable stack traces. */
export const serverArgs = ['--enable-source-maps', join(repoRoot, 'server/dist/main.js')];

/** @param {string} path */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}

/** @param {string} file */
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const targets = [
  {
    name: 'web',
    output: 'web/dist/index.html',
    sources: [
      'web/src',
      'web/index.html',
      'web/portal.html',
      'web/public',
      'web/build',
      'web/vite.config.ts',
    ],
  },
  { name: 'server', output: 'server/dist/main.js', sources: ['server/src', 'server/drizzle'] },
];

/** The workspaces whose build is missing or older than their sources (or the contract's). */
export function staleBuilds() {
  const contract = newest(join(repoRoot, 'contract/src'));
  return targets
    .filter((target) => {
      const sources = Math.max(contract, ...target.sources.map((s) => newest(join(repoRoot, s))));
      return builtAt(join(repoRoot, target.output)) < sources;
    })
    .map((target) => target.name);
}

/**
 * Builds every stale workspace, or those of `names` only; throws when a build fails.
 * @param {string[]} [names]
 */
export function buildStale(names) {
  for (const name of staleBuilds()) {
    if (names && !names.includes(name)) continue;
    console.log(`Building ${name}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', name], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (result.status !== 0)
      throw new Error(`npm run build -w ${name} failed (exit ${result.status})`);
  }
}

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// The server's output is kept (its tail) for the error that explains a failed start or stop.
const keptOutputChars = 20_000;

/**
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Exit
 * @typedef {{
 *   baseUrl: string,
 *   pid: number,
 *   startupMs: number,
 *   output: () => string,
 *   stop: (withinMs?: number) => Promise<Exit | undefined>,
 *   kill: () => Promise<Exit>,
 * }} AppProcess
 */

/**
 * Starts the built server on a free port of 127.0.0.1 with `env` (on top of the caller's own
 * environment, whose DATABASE_URL is left out: the embedded database unless `env` names one)
 * and answers once /healthz says ok; throws with the server's output when it exits first or is
 * not healthy in time.
 * @param {{ env?: Record<string, string>, healthyWithinMs?: number }} [options]
 * @returns {Promise<AppProcess>}
 */
export async function startApp(options = {}) {
  const { env = {}, healthyWithinMs = 60_000 } = options;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  /** @type {NodeJS.ProcessEnv} */
  const childEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  // Links in mail point at the app as the caller reaches it.
  Object.assign(childEnv, { PORT: String(port), HOST: '127.0.0.1', APP_URL: baseUrl }, env);
  const startedAt = performance.now();
  const child = spawn(process.execPath, serverArgs, {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-keptOutputChars);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  /** @type {Promise<Exit>} */
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  /** @type {Exit | undefined} */
  let gone;
  void exited.then((exit) => {
    gone = exit;
  });

  for (;;) {
    const failure = gone
      ? `the server exited before it was healthy (${JSON.stringify(gone)})`
      : performance.now() - startedAt > healthyWithinMs
        ? `the server was not healthy within ${healthyWithinMs / 1000} s`
        : undefined;
    if (failure) {
      child.kill('SIGKILL');
      throw new Error(`${failure}\n--- server output ---\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }

  return {
    baseUrl,
    pid: /** @type {number} */ (child.pid),
    startupMs: performance.now() - startedAt,
    output: () => output,
    /** SIGTERM, then the exit, or undefined (and SIGKILL) when none came within the time. */
    async stop(withinMs = 20_000) {
      child.kill('SIGTERM');
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const late = new Promise((resolve) => {
        timer = setTimeout(resolve, withinMs);
      });
      const exit = await Promise.race([exited, late]);
      clearTimeout(timer);
      if (!exit) child.kill('SIGKILL');
      return /** @type {Exit | undefined} */ (exit);
    },
    /** SIGKILL, as a crash or an out-of-memory killer ends it: no shutdown of any kind. */
    async kill() {
      child.kill('SIGKILL');
      return exited;
    },
  };
}
