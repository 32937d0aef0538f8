import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { sessionCacheChannel, sessionCacheSharing } from './session-cache';

/**
 * Locks a process holds while it runs something (an import), so no other run, in this process
 * or another, does the same work at the same time. Keys are the two-key advisory lock form
 * (`lockClass` of db/advisory-locks.ts, and an id).
 */
export type Locks = {
  /** False when another run holds the lock, here or in another process. */
  tryLock: (lockClass: number, id: number) => Promise<boolean>;
  unlock: (lockClass: number, id: number) => Promise<void>;
};

const keyOf = (lockClass: number, id: number) => `${lockClass}:${id}`;

/** One process alone on its database (PGlite, route tests): the locks are a set in memory. */
export function localLocks(): Locks {
  const held = new Set<string>();
  return {
    tryLock: async (lockClass, id) => {
      const key = keyOf(lockClass, id);
      if (held.has(key)) return false;
      held.add(key);
      return true;
    },
    unlock: async (lockClass, id) => {
      held.delete(keyOf(lockClass, id));
    },
  };
}

export type Cluster = { locks: Locks; close: () => Promise<void> };

const firstRetryMs = 250;
const lastRetryMs = 5_000;

/** How tests and operators find a process's cluster connection in pg_stat_activity. */
export const clusterApplicationName = (pid = process.pid) => `coachline-cluster-${pid}`;

/**
 * The process's own connection to PostgreSQL for what the processes on one database share. It
 * LISTENs for the session cache's invalidations, and it holds the session advisory locks of
 * the runs this process owns, which PostgreSQL frees the moment the process dies, so another
 * process can tell an orphan from a run in progress.
 *
 * When the connection drops, the session cache stops caching (it would miss invalidations) and
 * the locks are gone (PostgreSQL freed them); the connection is opened again, retrying with a
 * growing delay. A run that lost its lock that way goes on: another process may resume the
 * same import meanwhile, and the import's resume point lets only one of them write each batch.
 */
export async function joinCluster(url: string, log: FastifyBaseLogger): Promise<Cluster> {
  const held = new Set<string>();
  let client: pg.Client | undefined;
  let closing = false;
  let retryMs = firstRetryMs;
  let retry: NodeJS.Timeout | undefined;

  const lost = (from: pg.Client, error?: Error) => {
    if (client !== from) return;
    client = undefined;
    held.clear();
    sessionCacheSharing.deaf();
    if (closing) return;
    log.warn({ err: error, retryInMs: retryMs }, 'cluster connection lost');
    retry = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, lastRetryMs);
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      application_name: clusterApplicationName(),
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === sessionCacheChannel) sessionCacheSharing.heard(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${sessionCacheChannel}`);
    } catch (error) {
      lost(next, error as Error);
      return;
    }
    if (client !== next) return;
    retryMs = firstRetryMs;
    sessionCacheSharing.listening();
  };

  const connected = () => {
    if (!client) throw new Error('The cluster connection is down; try again shortly.');
    return client;
  };

  sessionCacheSharing.deaf();
  await connect();
  return {
    locks: {
      tryLock: async (lockClass, id) => {
        const key = keyOf(lockClass, id);
        // PostgreSQL would grant a session its own lock again: one run per process too.
        if (held.has(key)) return false;
        const connection = connected();
        held.add(key);
        const locked = await connection
          .query<{ locked: boolean }>('select pg_try_advisory_lock($1::int, $2::int) as locked', [
            lockClass,
            id,
          ])
          .then(
            ({ rows }) => rows[0]?.locked === true,
            (error: unknown) => {
              held.delete(key);
              throw error;
            },
          );
        if (!locked) held.delete(key);
        return locked;
      },
      unlock: async (lockClass, id) => {
        if (!held.delete(keyOf(lockClass, id))) return;
        // A connection that fails now took the lock with it.
        await client
          ?.query('select pg_advisory_unlock($1::int, $2::int)', [lockClass, id])
          .catch(() => undefined);
      },
    },
    close: async () => {
      closing = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      held.clear();
      sessionCacheSharing.alone();
      await last?.end();
    },
  };
}
