// The built app as `npm start` runs it, for the benchmarks that measure the server from outside
// its process: on the embedded database or on a scratch database of a PostgreSQL server,
// seeded with the demo and signed in as its owner.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from '../scripts/app-process.mjs';

const { createDatabase, dropDatabase, databaseUrl } = await import(
  '../server/src/test/scratch-database.ts'
);

/** The load average over 1, 5 and 15 minutes, as the figures are reported with. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * The CPU time a process has used so far, in milliseconds (Linux's /proc, in clock ticks of
 * 10 ms), so a figure can say what the server spent of it apart from the rest of the machine.
 * @param {number} pid
 */
function cpuMsOf(pid) {
  // The fields after the command's name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, the 14th and 15th fields of the line.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The CPU time of each PostgreSQL backend serving the database `name`, by process id: a
 * backend's title (its command line) names its database. Empty for the embedded database,
 * whose work is the server process's own.
 * @param {string | undefined} name
 * @returns {Map<number, number>}
 */
function backendCpuMs(name) {
  const backends = new Map();
  if (!name) return backends;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${name} `))
        backends.set(Number(entry), cpuMsOf(Number(entry)));
    } catch {
      // The process ended meanwhile.
    }
  }
  return backends;
}

/**
 * The CPU time the app and its database spend from now until the answer's `stop()`: the
 * server process's and, on PostgreSQL, its backends' (a backend that ended meanwhile is left
 * out).
 * @param {{ pid: number, databaseName: string | undefined }} app
 */
export function cpuMeter(app) {
  const serverBefore = cpuMsOf(app.pid);
  const backendsBefore = backendCpuMs(app.databaseName);
  return {
    stop() {
      let database = 0;
      for (const [pid, ms] of backendCpuMs(app.databaseName))
        database += ms - (backendsBefore.get(pid) ?? 0);
      return { serverMs: cpuMsOf(app.pid) - serverBefore, databaseMs: database };
    },
  };
}

/**
 * The built app on `kind` ('pglite' or 'postgres', a scratch database of `serverUrl` created
 * for it) with `env` on top, signed in as the demo owner: its base URL, process id and scratch
 * database's name, the owner's token, and `stop`, which also drops the scratch database.
 * @param {string} kind
 * @param {{ serverUrl: string, env?: Record<string, string> }} options
 */
export async function startBuiltApp(kind, { serverUrl, env: extra = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'coachline-bench-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', ...extra };
  let drop = async () => undefined;
  let databaseName;
  if (kind === 'postgres') {
    const name = `coachline_bench_${randomBytes(6).toString('hex')}`;
    databaseName = name;
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
    return { baseUrl: app.baseUrl, pid: app.pid, databaseName, token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
