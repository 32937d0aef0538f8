import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import { ofAccount } from '../db/tenancy';
import { accounts } from '../features/accounts/accounts.tables';
import type { Deps } from './deps';
import { notFound } from './errors';
import { type FilePurpose, storedFiles } from './files.tables';
import type { ByteRange, StoredObject } from './storage';

// Files as the application stores them: every file goes through storeFile, which writes it to
// storage and records it in the ledger (files.tables.ts) inside its organization's quota, and
// leaves nothing behind when it fails. The cleanup keeps disk and ledger in step.

/**
 * Checks, inside the transaction that records a file, that `bytes` more fit the owner's
 * storage, and throws when they do not (features/accounts/limits.ts fileStorageQuota).
 */
export type StorageQuota = (tx: Executor, bytes: number) => Promise<void>;

export type StoreRequest = {
  key: string;
  body: Buffer | Readable;
  purpose: FilePurpose;
  /** A file that must be claimed (keepFile) within this time, else the cleanup removes it. */
  claimWithinMs?: number;
};

/**
 * Writes a file and records it for its account, after the quota accepted its size. On any
 * failure (the upload breaks off, the quota refuses it, the database fails) the bytes are
 * removed and the error thrown.
 */
export async function storeFile(
  deps: Deps,
  accountId: number,
  quota: StorageQuota,
  request: StoreRequest,
): Promise<{ key: string; bytes: number }> {
  const { key, body, purpose, claimWithinMs } = request;
  try {
    const { size } = await deps.storage.put(key, body);
    await deps.db.transaction(async (tx) => {
      await quota(tx, size);
      await tx.insert(storedFiles).values({
        key,
        accountId,
        bytes: size,
        purpose,
        temporaryUntil: claimWithinMs === undefined ? null : new Date(Date.now() + claimWithinMs),
      });
    });
    return { key, bytes: size };
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
}

/**
 * Claims a temporary file, keeping it until `until` (null: for good). False when it is no
 * longer there: removed, or past its time even if the cleanup has not run yet.
 */
export async function keepFile(
  db: Executor,
  accountId: number,
  key: string,
  until: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(storedFiles)
    .set({ temporaryUntil: until })
    .where(
      and(
        ofAccount(storedFiles, accountId),
        eq(storedFiles.key, key),
        or(isNull(storedFiles.temporaryUntil), gt(storedFiles.temporaryUntil, sql`now()`)),
      ),
    )
    .returning({ key: storedFiles.key });
  return rows.length === 1;
}

/** Removes a file and its record; nothing happens when either is already gone. */
export async function removeFile(deps: Deps, accountId: number, key: string): Promise<void> {
  // The record goes first: a crash in between leaves an orphan file, which the cleanup finds.
  await deps.db
    .delete(storedFiles)
    .where(and(ofAccount(storedFiles, accountId), eq(storedFiles.key, key)));
  await deps.storage.remove(key);
}

/** A key as content writes it: the storage key itself, or its public address `/uploads/…`. */
function keyOfStored(keyOrUrl: string): { key: string; asUrl: boolean } {
  const uploads = /^(?:https?:\/\/[^/]+)?\/uploads\/(.+)$/.exec(keyOrUrl);
  return uploads ? { key: `public/${uploads[1]}`, asUrl: true } : { key: keyOrUrl, asUrl: false };
}

/**
 * Copies a stored file of one account into another inside the target's quota, with the
 * source's purpose, and answers the copy in the form it was given (a key, or a public URL).
 * A value that is not a file of the source account (an outside address, a stock image, a file
 * of another account) is answered as it is: only the source's own files are copied, so
 * sharing never reads another tenant's storage.
 */
export async function copyStoredFile(
  deps: Deps,
  fromAccountId: number,
  toAccountId: number,
  quota: StorageQuota,
  keyOrUrl: string,
): Promise<string> {
  const { key, asUrl } = keyOfStored(keyOrUrl);
  const [source] = await deps.db
    .select({ purpose: storedFiles.purpose })
    .from(storedFiles)
    .where(and(ofAccount(storedFiles, fromAccountId), eq(storedFiles.key, key)));
  if (!source) return keyOrUrl;
  const found = await deps.storage.read(key);
  if (!found) return keyOrUrl;
  const extension = /\.[a-z0-9]+$/i.exec(key)?.[0] ?? '';
  const name = `${randomBytes(16).toString('hex')}${extension}`;
  const copyKey = key.startsWith('public/')
    ? `public/shared/${toAccountId}/${name}`
    : `shared/${toAccountId}/${name}`;
  await storeFile(deps, toAccountId, quota, {
    key: copyKey,
    body: found.body,
    purpose: source.purpose,
  });
  return asUrl ? deps.storage.publicUrl(copyKey) : copyKey;
}

/**
 * `copyStoredFile` for one deep copy, which remembers what it copied: `discard` removes every
 * copy made, so a copy that fails part-way (the quota full at its third file) leaves no files.
 */
export function fileCopier(
  deps: Deps,
  fromAccountId: number,
  toAccountId: number,
  quota: StorageQuota,
) {
  const copies: string[] = [];
  return {
    copy: async (keyOrUrl: string) => {
      const copied = await copyStoredFile(deps, fromAccountId, toAccountId, quota, keyOrUrl);
      if (copied !== keyOrUrl) copies.push(keyOfStored(copied).key);
      return copied;
    },
    discard: async () => {
      for (const key of copies.splice(0)) await removeFile(deps, toAccountId, key);
    },
  };
}

/** The bytes the given accounts (a subquery of ids, such as an organization's) have stored. */
export async function storedBytes(db: Executor, accountIds: SQL): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${storedFiles.bytes}), 0)::float8` })
    .from(storedFiles)
    .where(sql`${storedFiles.accountId} in ${accountIds}`);
  return Number(row?.bytes ?? 0);
}

// Serving files

/** Types a browser may show in the page: images (no SVG: it runs scripts), PDF, audio, video. */
const inlineTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Known types that are only ever downloaded: what a browser would run or render as a page. */
const attachmentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const extensionOf = (fileName: string) =>
  /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** A Content-Disposition that survives any file name: an ASCII fallback plus the UTF-8 name (RFC 5987). */
export function contentDisposition(fileName: string, kind: 'attachment' | 'inline' = 'attachment') {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export type SendOptions = {
  /** The name the browser gives the file; its extension also gives the type. */
  fileName: string;
  /** Shown in the page when the type allows it (images, PDF); anything else is downloaded. */
  inline?: boolean;
  /** The type, when the name's extension does not tell it. */
  contentType?: string;
};

/**
 * The one range a Range header asks of a file of `size` bytes: undefined when the header is
 * absent, malformed or asks several ranges (the whole file is sent then, as RFC 9110 allows),
 * 'unsatisfiable' when it starts past the end.
 */
export function rangeOf(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    // The last n bytes.
    const last = Number(match[2]);
    if (last === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(match[1]);
  const asked = match[2] === '' ? Number.POSITIVE_INFINITY : Number(match[2]);
  if (asked < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(asked, size - 1) };
}

/**
 * Streams a stored file as the answer (404 when there is none), with its type, its length, a
 * Content-Disposition naming it and `nosniff`. Only images, PDF, audio and video are ever shown
 * inline, and only when asked for: SVG, HTML and anything unknown are downloaded. A key is
 * written once, so the key and size make its ETag (a revalidation answers 304), and one byte
 * range may be asked (206), which is how players seek in audio and video.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  deps: Pick<Deps, 'storage'>,
  key: string,
  options: SendOptions,
): Promise<FastifyReply> {
  const size = await deps.storage.sizeOf(key);
  if (size === undefined) throw notFound();
  const etag = `"${createHash('sha256').update(`${key}:${size}`).digest('base64url').slice(0, 27)}"`;
  const extension = extensionOf(options.fileName);
  const safe = inlineTypes[extension];
  const contentType =
    options.contentType ?? safe ?? attachmentTypes[extension] ?? 'application/octet-stream';
  const inline = options.inline === true && safe !== undefined && contentType === safe;
  reply
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff');
  const { headers } = reply.request;
  if (headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
  const ifRange = headers['if-range'];
  const range =
    ifRange === undefined || ifRange === etag ? rangeOf(headers.range, size) : undefined;
  if (range === 'unsatisfiable')
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  const found = await deps.storage.read(key, range);
  if (!found) throw notFound();
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  return reply
    .header('content-type', contentType)
    .header('content-length', found.size)
    .header(
      'content-disposition',
      contentDisposition(options.fileName, inline ? 'inline' : 'attachment'),
    )
    .send(found.body);
}

/** A public path as /uploads/ takes it: plain names, none starting with a dot (so no `..`). */
const publicPath = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

/**
 * Serves public keys (`public/…`) at /uploads/… from either storage, streamed through the app:
 * the page and its CSP keep one origin, e-mailed image links never expire, and every answer
 * gets the headers above. Their names are never reused, so browsers may keep them for good.
 */
export function servePublicUploads(app: FastifyInstance, deps: Pick<Deps, 'storage'>) {
  app.get<{ Params: { '*': string } }>(
    '/uploads/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const path = request.params['*'];
      if (!publicPath.test(path)) throw notFound();
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return sendStoredFile(reply, deps, `public/${path}`, {
        fileName: path.split('/').at(-1)!,
        inline: true,
      });
    },
  );
}

// The cleanup

/** A file on disk without a record is taken for a crash's leftover only once it is this old. */
const orphanAfterMs = 3600 * 1000;
const batchSize = 500;

export type CleanupReport = { expired: number; missing: number; orphans: number; adopted: number };

/** Temporary files past their time: the record, then the file. */
async function removeExpired(deps: Deps, now: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const due = deps.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(lte(storedFiles.temporaryUntil, now))
      .limit(batchSize);
    const rows = await deps.db
      .delete(storedFiles)
      .where(and(inArray(storedFiles.key, due), lte(storedFiles.temporaryUntil, now)))
      .returning({ key: storedFiles.key });
    if (rows.length === 0) return removed;
    for (const { key } of rows) await deps.storage.remove(key);
    removed += rows.length;
  }
}

/** Records whose file is gone, once they are old enough not to be a write in progress. */
async function removeMissing(deps: Deps, settled: Date): Promise<number> {
  let removed = 0;
  let after = '';
  for (;;) {
    const rows = await deps.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(and(gt(storedFiles.key, after), lte(storedFiles.createdAt, settled)))
      .orderBy(asc(storedFiles.key))
      .limit(batchSize);
    if (rows.length === 0) return removed;
    after = rows.at(-1)!.key;
    const present = await Promise.all(rows.map(({ key }) => deps.storage.exists(key)));
    const gone = rows.filter((_, i) => !present[i]).map(({ key }) => key);
    if (gone.length === 0) continue;
    const deleted = await deps.db
      .delete(storedFiles)
      .where(inArray(storedFiles.key, gone))
      .returning({ key: storedFiles.key });
    removed += deleted.length;
  }
}

// The places files had before the ledger existed, and what they were for.
const earlierLayouts: { pattern: RegExp; purpose: FilePurpose; claimWithinMs?: number }[] = [
  { pattern: /^imports\/(\d+)\//, purpose: 'import', claimWithinMs: 24 * 3600 * 1000 },
  { pattern: /^public\/contacts\/(\d+)\//, purpose: 'contact-photo' },
];

/** Records a file stored before the ledger; false when its place names no account. */
async function adopt(deps: Deps, file: StoredObject, now: Date): Promise<boolean> {
  const layout = earlierLayouts.find(({ pattern }) => pattern.test(file.key));
  if (!layout) return false;
  const accountId = Number(layout.pattern.exec(file.key)![1]);
  const until = layout.claimWithinMs && new Date(now.getTime() + layout.claimWithinMs);
  const rows = await rowsOf<{ key: string }>(
    deps.db,
    sql`insert into ${storedFiles} (key, account_id, bytes, purpose, temporary_until)
      select ${file.key}, ${accounts.id}, ${file.size}, ${layout.purpose}, ${until ?? null}::timestamptz
      from ${accounts} where ${accounts.id} = ${accountId}
      on conflict do nothing returning key`,
  );
  return rows.length === 1;
}

async function* batches<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length < size) continue;
    yield batch;
    batch = [];
  }
  if (batch.length > 0) yield batch;
}

/** Files without a record: removed once old enough, or recorded when they predate the ledger. */
async function sweepDisk(deps: Deps, now: Date, settled: Date) {
  let orphans = 0;
  let adopted = 0;
  for await (const files of batches(deps.storage.list(), batchSize)) {
    const old = files.filter((file) => file.modifiedAt <= settled);
    if (old.length === 0) continue;
    const recorded = await deps.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.key,
          old.map((file) => file.key),
        ),
      );
    const known = new Set(recorded.map(({ key }) => key));
    for (const file of old) {
      if (known.has(file.key)) continue;
      if (file.modifiedAt < deps.storage.recordedSince) {
        if (await adopt(deps, file, now)) adopted += 1;
        continue;
      }
      await deps.storage.remove(file.key);
      orphans += 1;
    }
  }
  return { orphans, adopted };
}

/**
 * One pass of the storage cleanup at `now`: temporary files past their time go with their
 * record, records whose file is gone go, and files without a record go once older than an
 * hour (a crash between writing and recording), unless they predate the ledger, which then
 * records them. Safe when several processes run it at once: each removal is one statement
 * that one of them wins, and removing a file twice is harmless.
 */
export async function cleanStorage(deps: Deps, now = new Date()): Promise<CleanupReport> {
  const settled = new Date(now.getTime() - orphanAfterMs);
  const expired = await removeExpired(deps, now);
  const missing = await removeMissing(deps, settled);
  return { expired, missing, ...(await sweepDisk(deps, now, settled)) };
}

export const storageCleanupQueue = 'storage-cleanup';

/** Schedules the cleanup every hour (pg-boss runs each tick once, whichever process takes it). */
export async function startStorageCleanup(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  await deps.jobs?.schedule(storageCleanupQueue, '17 * * * *', async () => {
    const report = await cleanStorage(deps);
    log.info({ ...report }, 'storage cleanup');
  });
}
