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
import { startScheduledMessages } from './features/message-center/message-center.service';
import { startDeliveryWorker } from './features/messaging/delivery';
import { startCanvaBuildWorker } from './features/playbooks/playbooks.canva.worker';
import { portalSocketIdentity } from './features/portal/portal.service';
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

  await app.listen({ port: config.port, host: config.host });
  deps.realtime = await startRealtime({
    server: app.server,
    database,
    log: app.log,
    appVersion: config.appVersion,
    authenticate: async (token) =>
      (await socketIdentity(deps, token).catch(() => null)) ?? portalSocketIdentity(deps, token),
  });
  if (config.jobs) {
    deps.jobs = await startJobs(database, app.log);
    // Also re-enqueues imports a stopped process left queued or running: they resume.
    await startContactImportWorker(deps, app.log);
    await startContentImportWorker(deps, app.log);
    await startCanvaBuildWorker(deps, app.log);
    await startStorageCleanup(deps, app.log);
    await startDeliveryWorker(deps, app.log);
    await startBirthdayGreetings(deps, app.log);
    await startBroadcastWorker(deps, app.log);
    await startScheduledMessages(deps, app.log);
    await startTaskReminders(deps, app.log);
  }
  console.log(
    `Coachline is running at ${config.appUrl} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
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
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
