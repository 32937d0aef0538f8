import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * The most runs a resumable piece of work (an import, a build) gets: the job's retries and the
 * orphan checks' restarts together. Past it the work fails with its message instead of starting
 * again, so one that fails the same way every time does not run for ever.
 */
export const maxJobRuns = 8;

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
  /** Creates the queue unless it exists: before a statement of `jobRows` queues jobs in it. */
  declare: (queue: string) => Promise<void>;
  /** Tells this process's workers of the queue that jobs wait, as `send` does. */
  wake: (queue: string) => void;
  /**
   * Runs `task` now and then every `everyMs` after the previous run ended, until `stop`; a run
   * that throws is logged and the next one still comes.
   */
  repeat: (name: string, everyMs: number, task: () => Promise<void>) => void;
  stop: () => Promise<void>;
};

/** How a job is retried and how long one run may take, as pg-boss's send options say it. */
export type JobOptions = {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
};

/**
 * The body of a data-modifying CTE that queues a job of `queue` for each row of `rows` (an
 * earlier CTE of the same statement) with `data` (jsonb over those rows), written as pg-boss's
 * own send writes it (its insertJob for these options: no priority, delay or singleton; the
 * queue's dead letter, retention and policy). A feature so writes a row and the job that works
 * on it in one statement. The queue must exist (`declare`) and the workers are told (`wake`).
 */
export function jobRows(queue: string, rows: SQL, data: SQL, options: JobOptions): SQL {
  const retryDelay = options.retryBackoff ? Math.max(options.retryDelay, 1) : options.retryDelay;
  return sql`insert into pgboss.job (name, data, priority, start_after, dead_letter, expire_in,
      keep_until, retry_limit, retry_delay, retry_backoff, policy)
    select q.name, ${data}, 0, now(), q.dead_letter, ${options.expireInSeconds}::int * interval '1s',
      now() + cast(coalesce((q.retention_minutes * 60)::text, '14 days') as interval),
      ${options.retryLimit}::int, ${retryDelay}::int, ${options.retryBackoff}::bool, q.policy
    from ${rows} join pgboss.queue q on q.name = ${queue}::text
    on conflict do nothing`;
}

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
    declare: (queue) => ensureQueue(queue),
    wake: (queue) => {
      for (const worker of localWorkers.get(queue) ?? []) boss.notifyWorker(worker);
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
