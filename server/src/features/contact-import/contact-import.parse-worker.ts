import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { FileLimitError, UnreadableFileError } from './contact-import.errors';
import { type DataRow, dataRows, summarizeFile } from './contact-import.parsers';
import type { ParseFailure, ParseReply, ParseTask } from './contact-import.reader';

// The worker thread that reads an upload (started by contact-import.reader.ts): the summary in
// one answer, or the data rows in batches, each after the server asked for more.

const batchRows = 1000;
const port = parentPort!;
const send = (reply: ParseReply) => port.postMessage(reply);

function failureOf(error: unknown): ParseFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof FileLimitError) return { kind: 'limit', message };
  if (error instanceof UnreadableFileError) return { kind: 'unreadable', message };
  const code = (error as { code?: unknown }).code;
  return { kind: 'other', message, ...(typeof code === 'string' && { code }) };
}

async function run({ path, type, task }: ParseTask) {
  if (task === 'summary') {
    send({ kind: 'summary', summary: await summarizeFile(path, type) });
    return;
  }
  let batch: DataRow[] = [];
  for await (const row of dataRows(path, type)) {
    batch.push(row);
    if (batch.length < batchRows) continue;
    send({ kind: 'rows', rows: batch });
    batch = [];
    await once(port, 'message');
  }
  if (batch.length > 0) send({ kind: 'rows', rows: batch });
  send({ kind: 'end' });
}

await run(workerData as ParseTask).catch((error: unknown) =>
  send({ kind: 'failed', failure: failureOf(error) }),
);
