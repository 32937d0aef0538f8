import type { PGlite, Results } from '@electric-sql/pglite';
import { spawnWorker } from '../platform/threads';

/** What the database thread starts from: a directory, or memory (and then maybe a snapshot). */
export type PgliteStart = {
  dataDir: string | undefined;
  snapshot: { bytes: ArrayBuffer; type: string } | undefined;
};

export type PgliteRequest = { id: number } & (
  | {
      op: 'query';
      sql: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      /** Types whose values are to stay as PostgreSQL's text (see pglite.worker.ts). */
      textTypes: number[] | undefined;
    }
  | { op: 'exec'; sql: string }
  | { op: 'close' }
);

export type PgliteReply = {
  id: number;
  result?: unknown;
  error?: { message: string } & Record<string, unknown>;
};

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

/** The statements of one transaction, sent while it holds the database. */
export type PgliteTransaction = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (sql: string) => Promise<Results[]>;
};

/** The embedded database in a thread of its own, with the part of PGlite's interface the app uses. */
export type PgliteThread = PgliteTransaction & {
  transaction: <T>(work: (tx: PgliteTransaction) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** As drizzle's PGlite driver takes it: it calls `query` and `transaction` only. */
  asPglite: () => PGlite;
};

/**
 * Starts PGlite in a worker thread (pglite.worker.ts). In the server's own thread, every
 * statement would hold the event loop while it runs, and under load the requests behind it
 * would wait unread in their sockets, out of reach of the request line (platform/admission.ts).
 *
 * PGlite is one session: a transaction has it to itself. Statements outside one are sent at
 * once (the worker carries them out in order) unless a transaction is open, when they wait for
 * its end, as PGlite's own lock makes them do.
 */
export async function startPgliteThread(options: {
  dataDir?: string | undefined;
  loadDataDir?: Blob | undefined;
}): Promise<PgliteThread> {
  const snapshot = options.loadDataDir && {
    bytes: await options.loadDataDir.arrayBuffer(),
    type: options.loadDataDir.type,
  };
  const start: PgliteStart = { dataDir: options.dataDir, snapshot };
  const worker = spawnWorker(new URL('./pglite.worker.js', import.meta.url), start);

  type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let failure: Error | undefined;
  // The thread keeps the process alive only while a statement is out, as a database
  // connection's socket would: a script that is done exits even if it never closed it.
  const refWhileBusy = () => (pending.size > 0 ? worker.ref() : worker.unref());

  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
    refWhileBusy();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', ({ id, result, error }: PgliteReply) => {
    const waiter = pending.get(id);
    if (!waiter) return;
    pending.delete(id);
    refWhileBusy();
    if (error) waiter.reject(Object.assign(new Error(error.message), error));
    else waiter.resolve(result);
  });

  const send = <T>(request: DistributiveOmit<PgliteRequest, 'id'>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    lastId += 1;
    const id = lastId;
    const answered = new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
    });
    refWhileBusy();
    worker.postMessage({ ...request, id });
    return answered;
  };

  const statements: PgliteTransaction = {
    query: (sql, params, options) =>
      send({
        op: 'query',
        sql,
        params,
        rowMode: options?.rowMode,
        textTypes: options?.parsers && Object.keys(options.parsers).map(Number),
      }),
    exec: (sql) => send({ op: 'exec', sql }),
  };

  // Settles when the open transaction, if any, has ended.
  let transactionEnded: Promise<unknown> = Promise.resolve();

  const thread: PgliteThread = {
    query: (sql, params, options) =>
      transactionEnded.then(() => statements.query(sql, params, options)),
    exec: (sql) => transactionEnded.then(() => statements.exec(sql)),
    transaction: (work) => {
      const done = transactionEnded.then(async () => {
        await statements.exec('begin');
        try {
          const result = await work(statements);
          await statements.exec('commit');
          return result;
        } catch (error) {
          await statements.exec('rollback');
          throw error;
        }
      });
      transactionEnded = done.catch(() => undefined);
      return done;
    },
    close: async () => {
      await transactionEnded;
      await send({ op: 'close' });
      await worker.terminate();
    },
    asPglite: () => thread as unknown as PGlite,
  };
  await ready;
  return thread;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
