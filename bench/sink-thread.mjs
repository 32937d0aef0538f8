// The benchmarks' SMTP sink in a worker thread of its own (`smtp-sink-worker.ts`): a mail
// server is another machine, so it must not take turns on the app's event loop.

const { spawnWorker } = await import('../server/src/platform/threads.ts');

/** The sink in its own thread (`smtp-sink-worker.ts`): its address, count and a wait. */
export async function startSinkThread() {
  const worker = spawnWorker(new URL('./smtp-sink-worker.js', import.meta.url), undefined);
  let received = 0;
  const waiters = new Set();
  const url = await new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message) => {
      if (message.url) resolve(message.url);
      if (message.received === undefined) return;
      received = message.received;
      for (const waiter of waiters) if (received >= waiter.count) waiter.resolve();
    });
  });
  return {
    url,
    received: () => received,
    waitFor: (count) =>
      new Promise((resolve) => {
        if (received >= count) return resolve(undefined);
        const waiter = {
          count,
          resolve: () => {
            waiters.delete(waiter);
            resolve(undefined);
          },
        };
        waiters.add(waiter);
      }),
    close: () => worker.postMessage('close'),
  };
}
