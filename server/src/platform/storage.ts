import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, opendir, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StoredObject = { key: string; size: number; modifiedAt: Date };

/**
 * File storage on local disk under DATA_DIR/files. Keys are relative paths such as
 * `imports/12/contacts.csv`; public keys (under `public/`) are served at /uploads/. Features
 * store through platform/files.ts, which records every file; this is the disk underneath.
 */
export type Storage = {
  root: string;
  /**
   * When this storage was first opened by a version that records its files: anything older
   * was stored before the ledger (platform/files.ts) and is recorded by the cleanup, not removed.
   */
  recordedSince: Date;
  put: (key: string, body: Buffer | Readable) => Promise<{ key: string; size: number }>;
  read: (key: string) => Readable;
  exists: (key: string) => Promise<boolean>;
  /** Every file (names starting with a dot are the storage's own). */
  list: () => AsyncGenerator<StoredObject>;
  remove: (key: string) => Promise<void>;
  /** Absolute path of a key (local disk only): parsers that need random access read it. */
  pathOf: (key: string) => string;
  publicUrl: (key: string) => string;
};

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

export function createStorage(dataDir: string): Storage {
  const root = resolve(dataDir, 'files');
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    // A key can never climb out of the storage root.
    if (!path.startsWith(root + sep)) throw new Error(`invalid storage key ${key}`);
    return path;
  };
  return {
    root,
    recordedSince: recordedSince(root),
    pathOf,
    put: async (key, body) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      if (Buffer.isBuffer(body)) {
        await pipeline(async function* () {
          yield body;
        }, createWriteStream(path));
      } else {
        // A stream closed before it is read (a multipart part whose body was cut short while
        // the caller was busy) would never end the pipeline: refuse it.
        if (body.destroyed)
          throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
        await pipeline(body, createWriteStream(path));
      }
      return { key, size: (await stat(path)).size };
    },
    read: (key) => createReadStream(pathOf(key)),
    exists: (key) =>
      stat(pathOf(key)).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      ),
    list: () => filesUnder(root, root),
    remove: (key) => rm(pathOf(key), { force: true }),
    publicUrl: (key) => `/uploads/${key.replace(/^public\//, '')}`,
  };
}
