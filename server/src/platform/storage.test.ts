import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startS3Server, storedNames } from '../test/storage';
import { createLocalStorage, type Storage } from './storage';
import { createS3Storage } from './storage.s3';

// The same tests on both storages: local disk, and a bucket of a real S3 API (s3rver).

const dataDir = mkdtempSync(join(tmpdir(), 'coachline-storage-'));
const s3 = await startS3Server();
const onDisk = createLocalStorage(dataDir);
// Listing pages of two keys, so that every listing below takes several pages.
const onS3 = await createS3Storage(loadConfig({ STORAGE_URL: s3.url }).storage!, 2);
afterAll(async () => {
  onS3.close();
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const text = async (storage: Storage, key: string) => {
  const found = await storage.read(key);
  return found && { size: found.size, text: Buffer.concat(await found.body.toArray()).toString() };
};

const mb = 1024 * 1024;

/** `total` bytes made on the fly, one reused megabyte at a time, and their SHA-256. */
function generated(total: number) {
  const block = Buffer.alloc(mb);
  for (let i = 0; i < mb; i += 1) block[i] = (i * 31) % 251;
  const hash = createHash('sha256');
  for (let sent = 0; sent < total; sent += mb) hash.update(block);
  return {
    sha256: hash.digest('hex'),
    stream: Readable.from(
      (function* () {
        for (let sent = 0; sent < total; sent += mb) yield block;
      })(),
    ),
  };
}

/** Runs `work` while sampling the heap; answers the most it grew above where it started. */
async function heapGrowth(work: () => Promise<void>): Promise<number> {
  global.gc?.();
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage().heapUsed) - start;
}

describe.each([
  { name: 'local disk', storage: onDisk },
  { name: 'S3', storage: onS3 },
])('storage on $name', ({ storage }: { storage: Storage }) => {
  it('writes from a buffer or a stream, reads, tells what exists and removes', async () => {
    expect(await storage.put('a/one.txt', Buffer.from('one'))).toEqual({
      key: 'a/one.txt',
      size: 3,
    });
    expect(
      await storage.put('a/b/two.txt', Readable.from([Buffer.from('tw'), Buffer.from('o')])),
    ).toEqual({ key: 'a/b/two.txt', size: 3 });
    expect(await text(storage, 'a/one.txt')).toEqual({ size: 3, text: 'one' });
    expect(await text(storage, 'a/b/two.txt')).toEqual({ size: 3, text: 'two' });
    expect(await storage.exists('a/one.txt')).toBe(true);

    await storage.remove('a/one.txt');
    await storage.remove('a/one.txt');
    expect(await storage.exists('a/one.txt')).toBe(false);
    expect(await storage.read('a/one.txt')).toBeUndefined();
    expect(await storage.read('nowhere/at/all.txt')).toBeUndefined();
  });

  it('lists every file under a prefix, page after page, without its own files', async () => {
    for (const name of ['1', '2', '3', '4', '5'])
      await storage.put(`list/${name}.txt`, Buffer.from(name));
    await storage.put('list/deeper/6.txt', Buffer.from('6'));
    await storage.put('listed-elsewhere.txt', Buffer.from('7'));
    expect((await storedNames(storage, 'list/')).sort()).toEqual([
      '1.txt',
      '2.txt',
      '3.txt',
      '4.txt',
      '5.txt',
      'deeper/6.txt',
    ]);
    const everything = [];
    for await (const file of storage.list()) everything.push(file);
    expect(everything.map((file) => file.key)).toContain('listed-elsewhere.txt');
    expect(everything.some((file) => file.key.includes('.recorded-since'))).toBe(false);
    const one = everything.find((file) => file.key === 'list/1.txt');
    expect(one?.size).toBe(1);
    expect(Math.abs(one!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(storage.recordedSince.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('refuses keys that are not plain relative paths', async () => {
    for (const key of ['../escape.txt', 'a/../../escape.txt', '/rooted.txt', 'a//b.txt', 'a\\b'])
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
  });

  it('gives a local copy for random access, and fails for a file that is not there', async () => {
    await storage.put('imports/1/book.xlsx', Buffer.from('a workbook'));
    const copy = await storage.localCopy('imports/1/book.xlsx');
    expect(readFileSync(copy.path, 'utf8')).toBe('a workbook');
    await copy.release();
    // The file itself stays; only a temporary copy goes.
    expect(await storage.exists('imports/1/book.xlsx')).toBe(true);
    await expect(storage.localCopy('imports/1/gone.xlsx')).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('streams 200 MB up and down without holding it in memory', { timeout: 240_000 }, async () => {
    const total = 200 * mb;
    const { stream, sha256 } = generated(total);
    const up = await heapGrowth(async () => {
      expect(await storage.put('big/200mb.bin', stream)).toEqual({
        key: 'big/200mb.bin',
        size: total,
      });
    });
    const hash = createHash('sha256');
    let size = 0;
    const down = await heapGrowth(async () => {
      const found = await storage.read('big/200mb.bin');
      expect(found?.size).toBe(total);
      for await (const chunk of found!.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        hash.update(chunk);
      }
    });
    expect(size).toBe(total);
    expect(hash.digest('hex')).toBe(sha256);
    expect(up).toBeLessThan(64 * mb);
    expect(down).toBeLessThan(64 * mb);
    await storage.remove('big/200mb.bin');
  });
});

describe('a local copy on S3', () => {
  it('is a temporary file that release removes', async () => {
    await onS3.put('imports/2/list.csv', Buffer.from('email\n'));
    const copy = await onS3.localCopy('imports/2/list.csv');
    await copy.release();
    await expect(access(copy.path)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('STORAGE_URL', () => {
  it('reads a bucket, a prefix and the options', () => {
    expect(
      loadConfig({
        STORAGE_URL:
          's3://my-files/coachline/?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true',
      }).storage,
    ).toEqual({
      bucket: 'my-files',
      prefix: 'coachline/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE_URL: 's3://my-files' }).storage).toEqual({
      bucket: 'my-files',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(loadConfig({}).storage).toBeUndefined();
  });

  it('stops start-up with a message naming the variable', () => {
    for (const wrong of [
      'https://my-files',
      's3://x',
      's3://my-files?endpoint=ftp://host',
      's3://my-files?forcePathStyle=yes',
      's3://my-files?bucket=other',
      's3://key:secret@my-files',
    ])
      expect(() => loadConfig({ STORAGE_URL: wrong })).toThrow(
        /STORAGE_URL: must be s3:\/\/bucket/,
      );
  });
});
