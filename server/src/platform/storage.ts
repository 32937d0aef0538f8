import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * File storage on local disk under DATA_DIR/files. Keys are relative paths such as
 * `imports/12/contacts.csv`; public keys (under `public/`) are served at /uploads/.
 */
export type Storage = {
  root: string;
  put: (key: string, body: Buffer | Readable) => Promise<{ key: string; size: number }>;
  read: (key: string) => Readable;
  remove: (key: string) => Promise<void>;
  /** Absolute path of a key (local disk only): parsers that need random access read it. */
  pathOf: (key: string) => string;
  publicUrl: (key: string) => string;
};

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
    remove: (key) => rm(pathOf(key), { force: true }),
    publicUrl: (key) => `/uploads/${key.replace(/^public\//, '')}`,
  };
}
