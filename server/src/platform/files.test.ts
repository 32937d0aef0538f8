import { utimes } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildOrganization } from '../test/factories';
import { createTestApp, type TestApp } from '../test/server';
import { startS3Server } from '../test/storage';
import { limitExceeded } from './errors';
import {
  cleanStorage,
  keepFile,
  rangeOf,
  removeFile,
  type StorageQuota,
  sendStoredFile,
  startStorageCleanup,
  storeFile,
} from './files';
import { storedFiles } from './files.tables';
import { startJobs } from './jobs';

// The ledger on both storages: local disk, and a bucket of a test S3 server.
// A route that sends a stored file the way private downloads do.
const downloads = ({ app, deps }: App) =>
  app.get<{ Querystring: { key: string; name: string; inline?: string } }>(
    '/test/download',
    (request, reply) =>
      sendStoredFile(reply, deps, request.query.key, {
        fileName: request.query.name,
        inline: request.query.inline === 'true',
      }),
  );
const onDisk = await createTestApp({ STORAGE_URL: '' }, downloads);
const s3 = await startS3Server();
afterAll(s3.close);
const onS3 = await createTestApp({ STORAGE_URL: s3.url }, downloads);

const hour = 3600 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);
const anyRoom: StorageQuota = async () => undefined;

describe.each([
  { storage: 'local disk', scratch: onDisk },
  { storage: 'S3', scratch: onS3 },
])('on $storage', ({ storage, scratch }: { storage: string; scratch: TestApp }) => {
  const { app, deps, database } = scratch;

  async function account() {
    return (await buildOrganization(deps)).account.id;
  }

  const recordOf = async (key: string) =>
    (await deps.db.select().from(storedFiles).where(eq(storedFiles.key, key)))[0];

  /** A file written as an older version wrote them, before files were recorded (on disk only). */
  async function writtenBefore(key: string, when: Date) {
    await deps.storage.put(key, Buffer.from('old'));
    // On local disk the "copy" is the file itself.
    const { path } = await deps.storage.localCopy(key);
    await utimes(path, when, when);
  }

  describe('storeFile', () => {
    it('writes and records a file, and keeps nothing when the quota or the upload fails', async () => {
      const id = await account();
      const stored = await storeFile(deps, id, anyRoom, {
        key: `imports/${id}/a.csv`,
        body: Buffer.from('abc'),
        purpose: 'import',
      });
      expect(stored).toEqual({ key: `imports/${id}/a.csv`, bytes: 3 });
      expect(await recordOf(stored.key)).toMatchObject({
        accountId: id,
        bytes: 3,
        temporaryUntil: null,
      });

      const full: StorageQuota = async () => {
        throw limitExceeded('full');
      };
      const key = `imports/${id}/b.csv`;
      await expect(
        storeFile(deps, id, full, { key, body: Buffer.from('abc'), purpose: 'import' }),
      ).rejects.toThrow('full');
      expect(await deps.storage.exists(key)).toBe(false);
      expect(await recordOf(key)).toBeUndefined();

      const broken = new Readable({
        read() {
          this.push('part of it');
          this.destroy(new Error('connection reset'));
        },
      });
      await expect(
        storeFile(deps, id, anyRoom, { key, body: broken, purpose: 'import' }),
      ).rejects.toThrow('connection reset');
      expect(await deps.storage.exists(key)).toBe(false);
      expect(await recordOf(key)).toBeUndefined();
    });

    it('claims a temporary file only while it is there, and removes file and record together', async () => {
      const id = await account();
      const key = `imports/${id}/c.csv`;
      await storeFile(deps, id, anyRoom, {
        key,
        body: Buffer.from('c'),
        purpose: 'import',
        claimWithinMs: hour,
      });
      expect(await keepFile(deps.db, id + 1, key, null)).toBe(false);
      expect(await keepFile(deps.db, id, key, null)).toBe(true);
      expect((await recordOf(key))?.temporaryUntil).toBeNull();
      await removeFile(deps, id, key);
      expect(await recordOf(key)).toBeUndefined();
      expect(await deps.storage.exists(key)).toBe(false);
      expect(await keepFile(deps.db, id, key, null)).toBe(false);
    });
  });

  describe('the storage cleanup', () => {
    it('removes temporary files past their time with their record, and nothing else', async () => {
      const id = await account();
      const due = `imports/${id}/due.csv`;
      const kept = `imports/${id}/kept.csv`;
      const claimed = `imports/${id}/claimed.csv`;
      for (const key of [due, kept, claimed])
        await storeFile(deps, id, anyRoom, {
          key,
          body: Buffer.from(key),
          purpose: 'import',
          claimWithinMs: hour,
        });
      await deps.db
        .update(storedFiles)
        .set({ temporaryUntil: later(3 * hour) })
        .where(eq(storedFiles.key, kept));
      await keepFile(deps.db, id, claimed, null);

      const report = await cleanStorage(deps, later(2 * hour));
      expect(report.expired).toBe(1);
      expect(await recordOf(due)).toBeUndefined();
      expect(await deps.storage.exists(due)).toBe(false);
      for (const key of [kept, claimed]) {
        expect(await recordOf(key)).toBeDefined();
        expect(await deps.storage.exists(key)).toBe(true);
      }
    });

    it('removes records whose file is gone, once they are an hour old', async () => {
      const id = await account();
      const key = `public/contacts/${id}/lost.webp`;
      await storeFile(deps, id, anyRoom, { key, body: Buffer.from('x'), purpose: 'contact-photo' });
      await deps.storage.remove(key);
      expect((await cleanStorage(deps, later(30 * 60 * 1000))).missing).toBe(0);
      expect(await recordOf(key)).toBeDefined();
      expect((await cleanStorage(deps, later(2 * hour))).missing).toBe(1);
      expect(await recordOf(key)).toBeUndefined();
    });

    it('removes a file a crash left without a record once it is an hour old', async () => {
      const id = await account();
      const key = `imports/${id}/crashed.csv`;
      // S3 keeps an object's time in whole seconds: written in the ledger's first second, the
      // file would look older than the ledger and be recorded instead.
      const ledgerSecondOver = deps.storage.recordedSince.getTime() + 1000 - Date.now();
      if (ledgerSecondOver > 0) await new Promise((done) => setTimeout(done, ledgerSecondOver));
      await deps.storage.put(key, Buffer.from('written, never recorded'));
      await cleanStorage(deps, later(30 * 60 * 1000));
      expect(await deps.storage.exists(key)).toBe(true);
      const report = await cleanStorage(deps, later(2 * hour));
      expect(report.orphans).toBeGreaterThanOrEqual(1);
      expect(await deps.storage.exists(key)).toBe(false);
    });

    // An S3 object's time cannot be set back.
    it.skipIf(storage === 'S3')(
      'records the files stored before the ledger instead of removing them',
      async () => {
        const id = await account();
        const before = new Date(deps.storage.recordedSince.getTime() - 24 * hour);
        const photo = `public/contacts/${id}/old.webp`;
        const upload = `imports/${id}/old.csv`;
        const unknown = `elsewhere/${id}/old.bin`;
        for (const key of [photo, upload, unknown]) await writtenBefore(key, before);

        const now = new Date();
        const report = await cleanStorage(deps, now);
        expect(report.adopted).toBe(2);
        expect(await recordOf(photo)).toMatchObject({
          accountId: id,
          bytes: 3,
          purpose: 'contact-photo',
          temporaryUntil: null,
        });
        // An old upload gets the day any upload has to be imported.
        expect((await recordOf(upload))?.temporaryUntil).toEqual(
          new Date(now.getTime() + 24 * hour),
        );
        // A place no version stored files in is left alone.
        expect(await recordOf(unknown)).toBeUndefined();
        for (const key of [photo, upload, unknown])
          expect(await deps.storage.exists(key)).toBe(true);
      },
    );

    it('is safe to run from several processes at once', async () => {
      const id = await account();
      const keys = Array.from({ length: 12 }, (_, i) => `imports/${id}/many-${i}.csv`);
      for (const key of keys)
        await storeFile(deps, id, anyRoom, {
          key,
          body: Buffer.from(key),
          purpose: 'import',
          claimWithinMs: hour,
        });
      const reports = await Promise.all(
        Array.from({ length: 3 }, () => cleanStorage(deps, later(2 * hour))),
      );
      expect(reports.reduce((sum, r) => sum + r.expired, 0)).toBe(keys.length);
      for (const key of keys) expect(await deps.storage.exists(key)).toBe(false);
    });

    it.skipIf(storage === 'S3')(
      'is scheduled hourly on the job queue, and not at all without one',
      async () => {
        await startStorageCleanup(deps, app.log);
        const jobs = await startJobs(database, app.log);
        deps.jobs = jobs;
        try {
          await startStorageCleanup(deps, app.log);
          expect(await jobs.boss.getSchedules()).toEqual([
            expect.objectContaining({ name: 'storage-cleanup', cron: '17 * * * *' }),
          ]);
        } finally {
          deps.jobs = undefined;
          await jobs.stop();
        }
      },
    );
  });

  describe('serving', () => {
    const get = (url: string) => app.inject({ method: 'GET', url });

    it('serves public files at /uploads, images inline and anything else as a download', async () => {
      const png = Buffer.from('not really a png');
      await deps.storage.put('public/served/photo.png', png);
      await deps.storage.put('public/served/drawing.svg', Buffer.from('<svg onload="alert(1)"/>'));
      await deps.storage.put('public/served/page.html', Buffer.from('<script>alert(1)</script>'));
      await deps.storage.put('public/served/data.weird', Buffer.from('?'));

      const photo = await get('/uploads/served/photo.png');
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload).toEqual(png);
      expect(photo.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(png.length),
        'content-disposition': `inline; filename="photo.png"; filename*=UTF-8''photo.png`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      for (const [name, type] of [
        ['drawing.svg', 'image/svg+xml'],
        ['page.html', 'text/html; charset=utf-8'],
        ['data.weird', 'application/octet-stream'],
      ]) {
        const served = await get(`/uploads/served/${name}`);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['content-disposition']).toMatch(/^attachment; /);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('answers 404 for a missing file and for any path that is not a plain public name', async () => {
      await deps.storage.put('imports/1/private.csv', Buffer.from('secret'));
      for (const url of [
        '/uploads/served/missing.png',
        '/uploads/../imports/1/private.csv',
        '/uploads/%2e%2e/imports/1/private.csv',
        '/uploads/..%2fimports%2f1%2fprivate.csv',
        '/uploads/.recorded-since',
        '/uploads/a//b.png',
      ]) {
        const served = await get(url);
        expect(served.statusCode, url).toBe(404);
        expect(served.body).not.toContain('secret');
      }
    });

    it('sends a private file named in UTF-8, downloaded unless inline is asked for a safe type', async () => {
      await deps.storage.put('private/report.pdf', Buffer.from('%PDF-1.4'));
      const name = encodeURIComponent('Résumé "final".pdf');
      const download = await get(`/test/download?key=private/report.pdf&name=${name}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': '8',
        'content-disposition': `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
        'x-content-type-options': 'nosniff',
      });
      const inline = await get(`/test/download?key=private/report.pdf&name=a.pdf&inline=true`);
      expect(inline.headers['content-disposition']).toMatch(/^inline; /);
      const svg = await get(`/test/download?key=private/report.pdf&name=a.svg&inline=true`);
      expect(svg.headers['content-disposition']).toMatch(/^attachment; /);
      const missing = await get(`/test/download?key=private/none.pdf&name=a.pdf`);
      expect(missing.statusCode).toBe(404);
    });

    it('sends the byte range asked (how players seek), and 304 to a revalidation', async () => {
      const bytes = Buffer.from('0123456789');
      await deps.storage.put('public/served/clip.mp4', bytes);
      const whole = await get('/uploads/served/clip.mp4');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      const etag = whole.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);

      const ranged = (range: string, extra: Record<string, string> = {}) =>
        app.inject({
          method: 'GET',
          url: '/uploads/served/clip.mp4',
          headers: { range, ...extra },
        });
      for (const [range, body, contentRange] of [
        ['bytes=2-5', '2345', 'bytes 2-5/10'],
        ['bytes=7-', '789', 'bytes 7-9/10'],
        ['bytes=-3', '789', 'bytes 7-9/10'],
        ['bytes=8-400', '89', 'bytes 8-9/10'],
      ] as const) {
        const part = await ranged(range);
        expect(part.statusCode, range).toBe(206);
        expect(part.body, range).toBe(body);
        expect(part.headers['content-range'], range).toBe(contentRange);
        expect(part.headers['content-length'], range).toBe(String(body.length));
      }
      const past = await ranged('bytes=10-');
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe('bytes */10');
      // Several ranges, a malformed one, or a file changed since (If-Range): the whole file.
      for (const [range, extra] of [
        ['bytes=0-1,4-5', {}],
        ['bytes=5-2', {}],
        ['bytes=2-5', { 'if-range': '"older"' }],
      ] as const) {
        const full = await ranged(range, extra);
        expect(full.statusCode, range).toBe(200);
        expect(full.rawPayload).toEqual(bytes);
      }
      expect((await ranged('bytes=2-5', { 'if-range': etag })).statusCode).toBe(206);

      const again = await app.inject({
        method: 'GET',
        url: '/uploads/served/clip.mp4',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  });
});

describe('rangeOf', () => {
  it('reads one range of a Range header against the size', () => {
    expect(rangeOf(undefined, 10)).toBeUndefined();
    expect(rangeOf('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(rangeOf('bytes=-20', 10)).toEqual({ start: 0, end: 9 });
    expect(rangeOf('bytes=-0', 10)).toBe('unsatisfiable');
    expect(rangeOf('bytes=0-', 0)).toBe('unsatisfiable');
    for (const header of ['bytes=-', 'items=0-1', 'bytes=a-b', 'bytes=0-1,2-3', 'bytes=3-2'])
      expect(rangeOf(header, 10), header).toBeUndefined();
  });
});
