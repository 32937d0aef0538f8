import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { TestProject } from 'vitest/node';
import { repoRoot, staleBuilds } from './support/build';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const healthyWithinMs = 60_000;
const stopWithinMs = 20_000;
// The server's output is kept (its tail) and printed only when start-up or shutdown fails.
const keptOutputChars = 20_000;

function freePort(): Promise<number> {
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

/** `npm start` builds what is stale before it serves; the same check, then the same build. */
function buildIfNeeded(): void {
  const stale = staleBuilds();
  if (stale.length === 0) return;
  console.log(`e2e: ${stale.join(' and ')} build is stale, running npm run build`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/** The environment of a user's shell, without what the test runner adds or a CI database. */
function serverEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITEST') || key === 'NODE_ENV' || key === 'DATABASE_URL') continue;
    env[key] = value;
  }
  return { ...env, ...overrides };
}

type Exit = { code: number | null; signal: NodeJS.Signals | null };

function exitOf(child: ChildProcess): Promise<Exit> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

const sleep = (ms: number) => delay(ms);
// A deadline that does not keep the test runner alive once the race is decided.
const deadline = (ms: number) => delay(ms, undefined, { ref: false });

async function waitHealthy(baseUrl: string, exited: Promise<Exit>): Promise<void> {
  let gone: Exit | undefined;
  void exited.then((exit) => {
    gone = exit;
  });
  const deadline = Date.now() + healthyWithinMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before it was healthy (${JSON.stringify(gone)})`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`the server was not healthy within ${healthyWithinMs / 1000} s`);
}

/** Starts the built app as `npm start` runs it, on a free port with an empty data directory. */
export default async function setup(project: TestProject) {
  buildIfNeeded();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'coachline-e2e-'));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keptOutputChars);
  };

  const child = spawn(
    process.execPath,
    ['--enable-source-maps', join(repoRoot, 'server/dist/main.js')],
    {
      cwd: repoRoot,
      env: serverEnv({
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseUrl,
        DATA_DIR: dataDir,
        DEV_MAILBOX: 'true',
        SEED_DEMO: 'true',
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = exitOf(child);

  try {
    await waitHealthy(baseUrl, exited);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`e2e: ${(error as Error).message}\n--- server output ---\n${output}`);
  }
  project.provide('baseUrl', baseUrl);

  return async () => {
    child.kill('SIGTERM');
    const exit = await Promise.race([exited, deadline(stopWithinMs)]);
    if (!exit) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    // A clean stop is part of the product: SIGTERM drains and exits 0. Vitest only logs an
    // error thrown here, so the exit code says it too.
    if (exit?.code !== 0) {
      process.exitCode = 1;
      const how = exit ? JSON.stringify(exit) : `no exit within ${stopWithinMs / 1000} s`;
      throw new Error(
        `e2e: the server did not stop cleanly on SIGTERM (${how})\n--- server output ---\n${output}`,
      );
    }
  };
}
