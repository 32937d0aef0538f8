import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

export type JobHandler<T> = (
  data: T,
  job: { id: string; retryCount: number; retryLimit: number },
) => Promise<void>;

export type Jobs = {
  boss: PgBoss;
  /**
   * Declares a queue and its worker; idempotent handlers only, since jobs are retried. With
   * `parallel`, the jobs of a batch run together and each one that throws fails (and is
   * retried) alone.
   */
  work: <T extends object>(
    queue: string,
    handler: JobHandler<T>,
    options?: { batchSize?: number; parallel?: boolean },
  ) => Promise<void>;
  /**
   * Runs a handler on a cron schedule (UTC). pg-boss makes one job per tick whatever the number
   * of processes, and the queue lets one run at a time.
   */
  schedule: (queue: string, cron: string, handler: () => Promise<void>) => Promise<void>;
  send: <T extends object>(
    queue: string,
    data: T,
    options?: PgBoss.SendOptions,
  ) => Promise<string | null>;
  /**
   * Runs `task` now and then every `everyMs` after the previous run ended, until `stop`; a run
   * that throws is logged and the next one still comes.
   */
  repeat: (name: string, everyMs: number, task: () => Promise<void>) => void;
  stop: () => Promise<void>;
};

/**
 * pg-boss over the same database. On PGlite it runs through a small executeSql adapter:
 * parameterless SQL (pg-boss's multi-statement migrations) goes through `exec`, the rest
 * through `query`. PGlite has a single connection, so polling stays modest there.
 */
export async function startJobs(database: Database, log: FastifyBaseLogger): Promise<Jobs> {
  const polling = { pollingIntervalSeconds: database.kind === 'pglite' ? 1 : 2 };
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({ connectionString: database.url, max: 4, application_name: 'coachline-jobs' })
      : new PgBoss({
          db: {
            executeSql: (text: string, values: unknown[]) =>
              values && values.length > 0
                ? database.raw.query(text, values)
                : database.raw.exec(text),
          },
          // Maintenance and monitoring intervals far apart: one embedded connection is shared.
          maintenanceIntervalSeconds: 300,
          monitorStateIntervalSeconds: 300,
        });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  // pg-boss creates a queue in a statement that deadlocks when two processes starting together
  // create the same one: each process creates each queue once, taking turns with the others.
  const queues = new Map<string, Promise<void>>();
  const ensureQueue = (name: string, options?: Omit<PgBoss.Queue, 'name'>) => {
    let created = queues.get(name);
    if (!created) {
      created = database.exclusively(async () => {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...options });
      });
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  };

  // A job sent by this process wakes its own workers of that queue instead of waiting for
  // their next poll.
  const localWorkers = new Map<string, string[]>();
  let stopping = false;
  const repeating = new Set<{ timer: NodeJS.Timeout | undefined; running: Promise<void> }>();

  return {
    boss,
    work: async (queue, handler, options) => {
      await ensureQueue(queue);
      const run = (job: PgBoss.JobWithMetadata<object>) =>
        handler(job.data as never, {
          id: job.id,
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
        });
      const batchSize = options?.batchSize ?? 1;
      let worker = '';
      const runBatch = async (jobs: PgBoss.JobWithMetadata<object>[]) => {
        if (!options?.parallel) {
          for (const job of jobs) await run(job);
          return;
        }
        const results = await Promise.allSettled(jobs.map(run));
        // Failed alone: the rest of the batch is completed when the handler returns.
        for (const [i, result] of results.entries()) {
          if (result.status === 'fulfilled') continue;
          const reason = result.reason as { message?: unknown } | undefined;
          await boss.fail(queue, jobs[i]!.id, { message: String(reason?.message ?? reason) });
        }
      };
      worker = await boss.work<object>(
        queue,
        { ...polling, batchSize, includeMetadata: true },
        async (jobs) => {
          await runBatch(jobs);
          // A full batch says more are waiting: fetch again at once rather than after the poll.
          if (jobs.length === batchSize) boss.notifyWorker(worker);
        },
      );
      localWorkers.set(queue, [...(localWorkers.get(queue) ?? []), worker]);
    },
    schedule: async (queue, cron, handler) => {
      await ensureQueue(queue, { policy: 'singleton' });
      await boss.schedule(queue, cron);
      await boss.work(queue, polling, async (jobs) => {
        for (const _ of jobs) await handler();
      });
    },
    send: async (queue, data, options) => {
      await ensureQueue(queue);
      const id = await boss.send(queue, data, options ?? {});
      for (const worker of localWorkers.get(queue) ?? []) boss.notifyWorker(worker);
      return id;
    },
    repeat: (name, everyMs, task) => {
      const loop = { timer: undefined as NodeJS.Timeout | undefined, running: Promise.resolve() };
      const run = () => {
        loop.running = task()
          .catch((error: unknown) => log.error({ err: error, task: name }, 'repeated task failed'))
          .finally(() => {
            if (!stopping) loop.timer = setTimeout(run, everyMs);
          });
      };
      repeating.add(loop);
      run();
    },
    stop: async () => {
      stopping = true;
      for (const loop of repeating) clearTimeout(loop.timer);
      await Promise.all([...repeating].map((loop) => loop.running));
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
