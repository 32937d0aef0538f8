import { utimes } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOrganization } from '../test/factories';
import { createTestApp } from '../test/server';
import { limitExceeded } from './errors';
import {
  cleanStorage,
  keepFile,
  removeFile,
  type StorageQuota,
  startStorageCleanup,
  storeFile,
} from './files';
import { storedFiles } from './files.tables';
import { startJobs } from './jobs';

const { app, deps, database } = await createTestApp();

const hour = 3600 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);
const anyRoom: StorageQuota = async () => undefined;

async function account() {
  return (await buildOrganization(deps)).account.id;
}

const recordOf = async (key: string) =>
  (await deps.db.select().from(storedFiles).where(eq(storedFiles.key, key)))[0];

/** A file written as an older version wrote them, before files were recorded. */
async function writtenBefore(key: string, when: Date) {
  await deps.storage.put(key, Buffer.from('old'));
  await utimes(deps.storage.pathOf(key), when, when);
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
    await deps.storage.put(key, Buffer.from('written, never recorded'));
    await cleanStorage(deps, later(30 * 60 * 1000));
    expect(await deps.storage.exists(key)).toBe(true);
    const report = await cleanStorage(deps, later(2 * hour));
    expect(report.orphans).toBeGreaterThanOrEqual(1);
    expect(await deps.storage.exists(key)).toBe(false);
  });

  it('records the files stored before the ledger instead of removing them', async () => {
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
    expect((await recordOf(upload))?.temporaryUntil).toEqual(new Date(now.getTime() + 24 * hour));
    // A place no version stored files in is left alone.
    expect(await recordOf(unknown)).toBeUndefined();
    for (const key of [photo, upload, unknown]) expect(await deps.storage.exists(key)).toBe(true);
  });

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

  it('is scheduled hourly on the job queue, and not at all without one', async () => {
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
  });
});
