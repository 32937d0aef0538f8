import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, staleBuilds, startApp } from '../scripts/app-process.mjs';
import { startDnsStub } from '../server/src/test/dns-stub';
import { startFakeTwilio } from '../server/src/test/fake-twilio';
import { startFakePexels } from '../server/src/test/pexels-fake';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** An account the run's fake Twilio knows, with the number it holds. */
    twilioAccount: { sid: string; token: string; number: string };
    /** Another, for the Message Center's test: a number is connected to one location at most. */
    twilioInbox: { sid: string; token: string; number: string };
  }
}

/** `npm start` builds what is stale before it serves; the same check, then the same build. */
function buildIfNeeded(): void {
  const stale = staleBuilds();
  if (stale.length === 0) return;
  console.log(`e2e: ${stale.join(' and ')} build is stale, running npm run build`);
  // Built as a user builds: vitest's NODE_ENV=test would make a development bundle.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    env: serverEnv({}),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/** The environment of a user's shell, without what the test runner adds. */
function serverEnv(overrides: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITEST') || key === 'NODE_ENV' || value === undefined) continue;
    env[key] = value;
  }
  return { ...env, ...overrides };
}

/** Starts the built app as `npm start` runs it, on a free port with an empty data directory. */
export default async function setup(project: TestProject) {
  buildIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'coachline-e2e-'));
  // Sending domains are looked up in a DNS server of the run's own that holds no records:
  // nothing leaves the machine, and a verify finds every record missing.
  const dns = await startDnsStub();
  // Twilio is the run's own fake, which knows two accounts: the integration's screen connects
  // to one, the Message Center's test to the other, and no SMS leaves the machine.
  const twilio = await startFakeTwilio();
  const twilioNumber = '+16175550142';
  const twilioAccount = { ...twilio.addAccount([twilioNumber]), number: twilioNumber };
  const inboxNumber = '+16175550143';
  const twilioInbox = { ...twilio.addAccount([inboxNumber]), number: inboxNumber };
  // Free images come from the run's own Pexels, whose photos the app may fetch by address.
  const pexels = await startFakePexels();
  const stopFakes = () => Promise.all([dns.close(), twilio.close(), pexels.close()]);
  const app = await startApp({
    env: serverEnv({
      DATA_DIR: dataDir,
      DEV_MAILBOX: 'true',
      SEED_DEMO: 'true',
      DNS_SERVER: dns.server,
      TWILIO_API_URL: twilio.url,
      PEXELS_API_URL: pexels.url,
      PEXELS_API_KEY: pexels.apiKey,
      FETCH_ALLOW_PRIVATE_HOSTS: new URL(pexels.url).host,
      // Each test's sign-up names its own client address (X-Forwarded-For), as sign-ups from
      // many people do: the run's dozens stay under the per-address sign-up limit.
      TRUST_PROXY: '1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    }),
  }).catch(async (error: unknown) => {
    await stopFakes();
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`e2e: ${(error as Error).message}`);
  });
  project.provide('baseUrl', app.baseUrl);
  project.provide('twilioAccount', twilioAccount);
  project.provide('twilioInbox', twilioInbox);

  return async () => {
    const exit = await app.stop();
    await stopFakes();
    rmSync(dataDir, { recursive: true, force: true });
    // A clean stop is part of the product: SIGTERM drains and exits 0. Vitest only logs an
    // error thrown here, so the exit code says it too.
    if (exit?.code !== 0) {
      process.exitCode = 1;
      const how = exit ? JSON.stringify(exit) : 'no exit in time';
      throw new Error(
        `e2e: the server did not stop cleanly on SIGTERM (${how})\n--- server output ---\n${app.output()}`,
      );
    }
  };
}
