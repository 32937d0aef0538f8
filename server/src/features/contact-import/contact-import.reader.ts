import { startWorker, WorkerOutOfMemoryError } from '../../platform/threads';
import { FileLimitError, fileLimitMessages, UnreadableFileError } from './contact-import.errors';
import type { DataRow, FileSummary, ImportFileType } from './contact-import.parsers';

// Uploaded files are read in a worker thread with a memory cap, never on the request path: a
// file that needs more memory than the cap kills its worker, and the upload or the import fails
// with a message, while the server goes on serving everyone.

export type ParseTask = { path: string; type: ImportFileType; task: 'summary' | 'rows' };

export type ParseFailure = {
  kind: 'limit' | 'unreadable' | 'other';
  message: string;
  code?: string;
};

/**
 * What the worker answers: the summary; or batches of data rows, each sent after the previous
 * one was asked for ('more'), then the end; or why it failed.
 */
export type ParseReply =
  | { kind: 'summary'; summary: FileSummary }
  | { kind: 'rows'; rows: DataRow[] }
  | { kind: 'end' }
  | { kind: 'failed'; failure: ParseFailure };

/**
 * The heap a parse may use. CSV streams in constant memory; the most a workbook holds is its
 * shared strings, at most a million texts of 32 million characters in all (about 100 MB as
 * JavaScript strings), which leaves room for the parsers' own buffers.
 */
const parseMemoryMb = 256;

const parseWorker = new URL('./contact-import.parse-worker.js', import.meta.url);

function errorOf(failure: ParseFailure): Error {
  if (failure.kind === 'limit') return new FileLimitError(failure.message);
  if (failure.kind === 'unreadable') return new UnreadableFileError(failure.message);
  return Object.assign(new Error(failure.message), { code: failure.code });
}

/** The worker's replies until the end, its failures thrown as the errors they were. */
async function* parse(task: ParseTask, memoryMb: number): AsyncGenerator<ParseReply, void> {
  const worker = await startWorker<ParseReply>(parseWorker, task, memoryMb);
  try {
    for await (const reply of worker.replies) {
      if (reply.kind === 'failed') throw errorOf(reply.failure);
      if (reply.kind === 'end') return;
      // The next batch is parsed while this one is used.
      if (reply.kind === 'rows') worker.post('more');
      yield reply;
    }
    throw new Error('the file reader stopped before it finished');
  } catch (error) {
    if (error instanceof WorkerOutOfMemoryError) throw new FileLimitError(fileLimitMessages.memory);
    throw error;
  } finally {
    await worker.stop();
  }
}

/** One pass over the upload: its header, a preview and the row count (see summarizeFile). */
export async function summarizeUpload(
  path: string,
  type: ImportFileType,
  memoryMb = parseMemoryMb,
): Promise<FileSummary> {
  for await (const reply of parse({ path, type, task: 'summary' }, memoryMb)) {
    if (reply.kind === 'summary') return reply.summary;
  }
  throw new Error('the file reader gave no summary');
}

/** The upload's data rows: throws UnreadableFileError if any of it is malformed. */
export async function countUploadRows(path: string, type: ImportFileType): Promise<number> {
  const summary = await summarizeUpload(path, type);
  if (summary.error !== undefined) throw new UnreadableFileError(summary.error);
  return summary.total;
}

/** The upload's data rows in order, numbered from 1, read a batch ahead. */
export async function* uploadRows(path: string, type: ImportFileType): AsyncGenerator<DataRow> {
  for await (const reply of parse({ path, type, task: 'rows' }, parseMemoryMb)) {
    if (reply.kind === 'rows') yield* reply.rows;
  }
}
