import { Worker } from 'node:worker_threads';

// Worker threads of the server's own modules. Those started by `startWorker` do work that must
// not take the server down: each has a memory cap, past which the worker dies and the process
// lives on.

/** The worker reached its memory cap and was stopped. */
export class WorkerOutOfMemoryError extends Error {}

// A few workers at a time: each may grow to its cap, and their heaps are the process's memory.
// The machine's cores would be shared by more anyway.
const maxWorkers = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function takeSlot(): Promise<() => void> {
  if (running >= maxWorkers) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    // The slot passes straight to the next in line, first come first served.
    if (next) next();
    else running -= 1;
  };
}

// From the TypeScript sources (tests, `npm run dev`, benchmarks) a worker module is its .ts file,
// loaded through tsx registered inside the worker; in the bundle (`npm start`) it is the .js file
// that server/build.mjs writes beside dist/main.js.
const fromSources = import.meta.url.endsWith('.ts');

/**
 * A worker thread on a module of the server named by its bundled URL: `new URL('./x.worker.js',
 * import.meta.url)` beside the caller, x.worker.ts in the sources and an entry point of
 * server/build.mjs.
 */
export function spawnWorker(module: URL, workerData: unknown, memoryMb?: number): Worker {
  const resourceLimits = memoryMb ? { maxOldGenerationSizeMb: memoryMb } : {};
  if (!fromSources) return new Worker(module, { workerData, resourceLimits });
  const source = module.href.replace(/\.js$/, '.ts');
  // tsx resolves from the working directory, which is the repository's when running sources.
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, workerData, resourceLimits });
}

export type WorkerThread<Reply> = {
  /** The worker's messages in order; ends when it exits, throws when it fails. */
  replies: AsyncGenerator<Reply>;
  post: (message: unknown) => void;
  /** Stops the worker (whether or not it finished) and frees its slot. */
  stop: () => Promise<void>;
};

/** Starts a worker thread (`spawnWorker`) with a memory cap, once one of the few slots is free. */
export async function startWorker<Reply>(
  module: URL,
  workerData: unknown,
  memoryMb: number,
): Promise<WorkerThread<Reply>> {
  const release = await takeSlot();
  let worker: Worker;
  try {
    worker = spawnWorker(module, workerData, memoryMb);
  } catch (error) {
    release();
    throw error;
  }
  const inbox: Reply[] = [];
  let failure: Error | undefined;
  let exited = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  worker.on('message', (message: Reply) => {
    inbox.push(message);
    notify();
  });
  worker.on('error', (error: Error & { code?: string }) => {
    failure =
      error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerOutOfMemoryError(error.message) : error;
    notify();
  });
  worker.on('exit', (code) => {
    exited = true;
    failure ??= code === 0 ? undefined : new Error(`the worker stopped with exit code ${code}`);
    release();
    notify();
  });

  async function* replies(): AsyncGenerator<Reply> {
    for (;;) {
      const next = inbox.shift();
      if (next !== undefined) yield next;
      else if (failure) throw failure;
      else if (exited) return;
      else
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
    }
  }
  return {
    replies: replies(),
    post: (message) => worker.postMessage(message),
    stop: async () => {
      await worker.terminate();
      release();
    },
  };
}
