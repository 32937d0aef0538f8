import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, mkdtemp, opendir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageLocation } from '../config';
import { createS3Storage } from './storage.s3';

export type StoredObject = { key: string; size: number; modifiedAt: Date };

/** A stored file being read: its bytes as a stream, and its size. */
/** A stream of a stored file's bytes (all of them, or the range asked) and how many it holds. */
export type StoredBody = { body: Readable; size: number };
/** Bytes `start` to `end` of a file, both included (as HTTP's Range counts them). */
export type ByteRange = { start: number; end: number };

/** A file on local disk holding a stored file's bytes, until `release`. */
export type LocalCopy = { path: string; release: () => Promise<void> };

/**
 * Where files are kept: local disk under DATA_DIR/files (the default), or an S3-compatible
 * bucket when STORAGE_URL is set (storage.s3.ts). Keys are relative paths such as
 * `imports/12/contacts.csv`, always made by the application, never taken from a request;
 * public keys (under `public/`) are served at /uploads/. Features store through
 * platform/files.ts, which records every file; this is the place underneath.
 */
export type Storage = {
  /**
   * When this storage was first opened by a version that records its files: anything older
   * was stored before the ledger (platform/files.ts) and is recorded by the cleanup, not removed.
   */
  recordedSince: Date;
  /** Writes a file from a buffer or a stream (streamed through, never held whole). */
  put: (key: string, body: Buffer | Readable) => Promise<{ key: string; size: number }>;
  /** The file (or the range of it, which must lie inside it) as a stream; undefined when none. */
  read: (key: string, range?: ByteRange) => Promise<StoredBody | undefined>;
  /** The file's size in bytes, or undefined when there is none. */
  sizeOf: (key: string) => Promise<number | undefined>;
  exists: (key: string) => Promise<boolean>;
  /** Every file whose key starts with `prefix` (names starting with a dot are the storage's own). */
  list: (prefix?: string) => AsyncGenerator<StoredObject>;
  /** Removes a file; nothing happens when it is already gone. */
  remove: (key: string) => Promise<void>;
  /**
   * The file on local disk, for parsers that need random access (XLSX): the file itself on
   * disk, a temporary copy on S3. Release it when done. Fails with ENOENT when there is none.
   */
  localCopy: (key: string) => Promise<LocalCopy>;
  publicUrl: (key: string) => string;
  close: () => void;
};

/** A key's parts are plain names: no empty part, no `.` or `..`, no backslash. */
export function checkKey(key: string): string {
  const parts = key.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\')))
    throw new Error(`invalid storage key ${key}`);
  return key;
}

/** A stream closed before it is read would never end a pipeline: refused right before it. */
export function refuseClosed(body: Buffer | Readable) {
  // (A multipart part whose body was cut short while the caller was busy.)
  if (!Buffer.isBuffer(body) && body.destroyed)
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
}

export const publicUrl = (key: string) => `/uploads/${key.replace(/^public\//, '')}`;

/** Whether a key (or a part of it) names one of the storage's own files, such as its marker. */
export const isOwnFile = (key: string) => key.split('/').some((part) => part.startsWith('.'));

export const missingFile = (key: string) =>
  Object.assign(new Error(`no stored file ${key}`), { code: 'ENOENT' });

/** A temporary directory for copies of stored files, removed with everything in it. */
export async function temporaryDirectory() {
  const path = await mkdtemp(join(tmpdir(), 'coachline-file-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** The time kept in the root's `.recorded-since`, written when the storage is first opened. */
function recordedSince(root: string): Date {
  const marker = join(root, '.recorded-since');
  mkdirSync(root, { recursive: true });
  try {
    writeFileSync(marker, new Date().toISOString(), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new Date(readFileSync(marker, 'utf8'));
}

async function* filesUnder(root: string, dir: string): AsyncGenerator<StoredObject> {
  let entries: Awaited<ReturnType<typeof opendir>>;
  try {
    entries = await opendir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, path);
    else if (entry.isFile()) {
      const { size, mtime } = await stat(path);
      yield { key: relative(root, path).split(sep).join('/'), size, modifiedAt: mtime };
    }
  }
}

const orMissing =
  <T>(value: T) =>
  (error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return value;
    throw error;
  };

const fileStat = async (path: string) => {
  const found = await stat(path).catch(orMissing(undefined));
  return found?.isFile() ? found : undefined;
};

/** Files on local disk under `dataDir/files`. */
export function createLocalStorage(dataDir: string): Storage {
  const root = resolve(dataDir, 'files');
  const pathOf = (key: string) => {
    const path = normalize(join(root, checkKey(key)));
    // A key can never climb out of the storage root.
    if (!path.startsWith(root + sep)) throw new Error(`invalid storage key ${key}`);
    return path;
  };
  return {
    recordedSince: recordedSince(root),
    put: async (key, body) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // After the wait, not before: the body may be cut short while the folder is made.
      refuseClosed(body);
      await pipeline(
        Buffer.isBuffer(body)
          ? async function* () {
              yield body;
            }
          : body,
        createWriteStream(path),
      );
      return { key, size: (await stat(path)).size };
    },
    read: async (key, range) => {
      const path = pathOf(key);
      const found = await fileStat(path);
      if (!found) return undefined;
      return range
        ? { body: createReadStream(path, range), size: range.end - range.start + 1 }
        : { body: createReadStream(path), size: found.size };
    },
    sizeOf: async (key) => (await fileStat(pathOf(key)))?.size,
    exists: (key) => stat(pathOf(key)).then(() => true, orMissing(false)),
    // A prefix narrows the walk to its folder (`imports/12/`), then to the names it starts.
    list: async function* (prefix = '') {
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      const start = folder === '' ? root : pathOf(folder.slice(0, -1));
      for await (const file of filesUnder(root, start)) if (file.key.startsWith(prefix)) yield file;
    },
    remove: (key) => rm(pathOf(key), { force: true }),
    localCopy: async (key) => {
      const path = pathOf(key);
      await stat(path).catch(() => {
        throw missingFile(key);
      });
      return { path, release: async () => undefined };
    },
    publicUrl,
    close: () => undefined,
  };
}

/** The storage the configuration names: its S3 bucket, or local disk under DATA_DIR. */
export function openStorage(config: { dataDir: string; storage: StorageLocation | undefined }) {
  return config.storage
    ? createS3Storage(config.storage)
    : Promise.resolve(createLocalStorage(config.dataDir));
}
