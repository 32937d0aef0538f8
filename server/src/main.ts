import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { socketIdentity } from './features/auth/auth.service';
import { sealStoredSecrets } from './features/auth/auth.twofa';
import { startBirthdayGreetings } from './features/birthdays/birthdays.service';
import { startBroadcastWorker } from './features/broadcasts/broadcasts.worker';
import { startContactImportWorker } from './features/contact-import/contact-import.worker';
import { startContentImportWorker } from './features/content-import/content-import.worker';
import { startHabitReminderEngine } from './features/habit-tracking/habit-tracking.engine';
import { startJourneyEngine, startWebhookWorker } from './features/journeys/journeys.service';
import { startScheduledMessages } from './features/message-center/message-center.service';
import { startDeliveryWorker } from './features/messaging/delivery';
import { startCanvaBuildWorker } from './features/playbooks/playbooks.canva.worker';
import { portalSocketIdentity } from './features/portal/portal.service';
import { startProgressReminderEngine } from './features/progress-tracking/progress-tracking.engine';
import { startSequenceEngine } from './features/sequences/sequences.service';
import { startTaskReminders } from './features/tasks/tasks.service';
import { joinCluster } from './platform/cluster';
import { startStorageCleanup } from './platform/files';
import { startJobs } from './platform/jobs';
import { startRealtime } from './platform/realtime';
import { demoLogins, demoPassword, seedDemo } from './seed/demo';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  const { app, deps } = await buildApp(config, database);
  const sealed = await sealStoredSecrets(deps);
  if (sealed > 0) app.log.info({ users: sealed }, 'two-factor secrets sealed with the app key');
  // Several processes may share a PostgreSQL: before the first request, the session cache
  // listens to the others and the runs' locks move to PostgreSQL.
  const cluster = database.url ? await joinCluster(database.url, app.log) : undefined;
  if (cluster) deps.locks = cluster.locks;

  if (config.seedDemo && (await database.exclusively(() => seedDemo(deps.db)))) {
    app.log.info('Demo workspace created');
    console.log(
      `\nDemo workspace (password for all: ${demoPassword}):\n${demoLogins.map((l) => `  ${l.email}  ${l.role}`).join('\n')}\n`,
    );
  }

  // The signals are heard from before the port opens: one that comes while the workers start
  // waits for them, then stops them with the rest, so the process always exits cleanly.
  let stopping = false;
  let startup: Promise<void> = Promise.resolve();
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await startup.catch(() => undefined);
    // Drop realtime clients, drain HTTP, then stop workers, then close the database they use.
    await deps.realtime?.close();
    await app.close();
    await deps.jobs?.stop();
    await cluster?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  startup = startBackground(config, database, { app, deps });
  await startup;
  console.log(
    `Coachline is running at ${config.appUrl} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

/** Realtime and, where this process runs them, the job workers. */
async function startBackground(
  config: ReturnType<typeof loadConfig>,
  database: Awaited<ReturnType<typeof openDatabase>>,
  { app, deps }: Pick<Awaited<ReturnType<typeof buildApp>>, 'app' | 'deps'>,
) {
  const { log } = app;
  deps.realtime = await startRealtime({
    server: app.server,
    database,
    log,
    appVersion: config.appVersion,
    authenticate: async (token) =>
      (await socketIdentity(deps, token).catch(() => null)) ?? portalSocketIdentity(deps, token),
  });
  if (config.jobs) {
    deps.jobs = await startJobs(database, log);
    // Also re-enqueues imports a stopped process left queued or running: they resume.
    await startContactImportWorker(deps, log);
    await startContentImportWorker(deps, log);
    await startCanvaBuildWorker(deps, log);
    await startStorageCleanup(deps, log);
    await startDeliveryWorker(deps, log);
    await startBirthdayGreetings(deps, log);
    await startBroadcastWorker(deps, log);
    await startScheduledMessages(deps, log);
    await startTaskReminders(deps, log);
    await startWebhookWorker(deps, log);
    await startJourneyEngine(deps, log);
    startSequenceEngine(deps, log);
    startProgressReminderEngine(deps, log);
    startHabitReminderEngine(deps, log);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
