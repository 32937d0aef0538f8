// The benchmark's SMTP sink in a worker thread of its own: a mail server is another machine,
// so it must not take turns on the app's event loop. Posts its address, then its count as it
// grows (at most every 50 ms).
import { parentPort } from 'node:worker_threads';

import { startSmtpSink } from '../server/src/test/smtp-sink';

const sink = await startSmtpSink({ parse: false });
let reported = 0;
const report = () => {
  if (sink.received() !== reported) {
    reported = sink.received();
    parentPort?.postMessage({ received: reported });
  }
};
const timer = setInterval(report, 50);
parentPort?.postMessage({ url: sink.url });
parentPort?.on('message', async (message: unknown) => {
  if (message === 'close') {
    clearInterval(timer);
    await sink.close();
    parentPort?.close();
  }
});
