import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgliteReply, PgliteRequest, PgliteStart } from './pglite-thread';

// The worker thread that owns the embedded database (started by pglite-thread.ts). PGlite runs
// its statements synchronously in WebAssembly: here they take this thread, not the server's
// event loop, which goes on reading sockets and answering meanwhile. Requests are carried out
// in the order they come; PGlite's own lock keeps one statement at a time.

const port = parentPort!;
const { dataDir, snapshot } = workerData as PgliteStart;

// What PGlite's errors carry (SQLSTATE `code`, `constraint`, `detail`, …) as plain fields: an
// Error's own properties do not survive the copy between threads. Only text and numbers go:
// PGlite also hangs the query's options on its errors, parsers (functions) included.
function plain(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(
    ([, value]) => typeof value === 'string' || typeof value === 'number',
  );
  return {
    ...Object.fromEntries(fields),
    name: error.name,
    message: error.message,
    stack: error.stack,
  };
}

// Only drizzle passes parsers, and only to keep dates and intervals as the text PostgreSQL
// sent: functions cannot cross threads, so the caller names the types and they stay text here.
const asText = (value: string) => value;

async function carryOut(pglite: PGlite, request: PgliteRequest) {
  switch (request.op) {
    case 'query': {
      const parsers = Object.fromEntries((request.textTypes ?? []).map((oid) => [oid, asText]));
      const { rows, fields, affectedRows } = await pglite.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers,
      });
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await pglite.exec(request.sql)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }));
    case 'close':
      await pglite.close();
      return undefined;
  }
}

const pglite = await PGlite.create({
  dataDir,
  extensions: { pg_trgm },
  loadDataDir: snapshot ? new Blob([snapshot.bytes], { type: snapshot.type }) : undefined,
});
port.on('message', async (request: PgliteRequest) => {
  let reply: PgliteReply;
  try {
    reply = { id: request.id, result: await carryOut(pglite, request) };
  } catch (error) {
    reply = { id: request.id, error: plain(error) };
  }
  try {
    port.postMessage(reply);
  } catch (error) {
    // A value that cannot be copied between threads fails its own request, not the thread.
    port.postMessage({ id: request.id, error: plain(error) } satisfies PgliteReply);
  }
});
port.postMessage({ id: 0, result: 'ready' } satisfies PgliteReply);
