import type { MapCsvFieldResponse } from '@coachline/contract/contact-import';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cleanStorage } from '../../platform/files';
import { storedFiles } from '../../platform/files.tables';
import type { Jobs } from '../../platform/jobs';
import { bearer, buildOrganization, tokenFor } from '../../test/factories';
import { createTestApp } from '../../test/server';
import { storedNames } from '../../test/storage';
import { memberships } from '../accounts/accounts.tables';
import { contactImports } from './contact-import.tables';
import {
  fixture,
  importLog,
  sharedStringsBomb,
  startImport,
  upload,
} from './contact-import.testing';
import { runImport } from './contact-import.worker';

// Uploads that cannot take the server down, and what storage keeps of them: the ledger, the
// organization's quota, the expiry of uploads never imported.

const { app, deps } = await createTestApp();

async function owner() {
  const organization = await buildOrganization(deps, { locations: ['North'] });
  return { ...organization, token: await tokenFor(deps, organization.owner.id) };
}

const filesOn = (accountId: number) => storedNames(deps.storage, `imports/${accountId}/`);

const recordsOf = (...accountIds: number[]) =>
  deps.db.select().from(storedFiles).where(inArray(storedFiles.accountId, accountIds));

const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/v3/auth/refresh', headers: bearer(token) });

describe('a workbook bomb', () => {
  it('is refused with 422 on file, nothing of it is kept, and the server goes on serving', async () => {
    const { token, account } = await owner();
    const honest = await upload(app, token, 'bomb.xlsx', sharedStringsBomb());
    expect(honest.statusCode).toBe(422);
    expect(honest.json().errors.file[0]).toBe(
      "The file could not be read: The workbook's xl/sharedStrings.xml is compressed far more than any spreadsheet is; the file cannot be imported.",
    );
    // Its directory lies about the size: inflating stops at the declared 64 KB.
    const lying = await upload(app, token, 'bomb.xlsx', sharedStringsBomb(2000, 64 * 1024));
    expect(lying.statusCode).toBe(422);
    expect(lying.json().errors.file[0]).toContain('unpacks to more than its declared size');

    expect(await filesOn(account.id)).toEqual([]);
    expect(await recordsOf(account.id)).toEqual([]);
    const after = await upload(app, token, 'bom.csv', fixture('bom.csv'));
    expect(after.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('the storage ledger and the quota', () => {
  it('records an upload as temporary, claims it for the import, keeps it for the undo window after the import ends, and drops it with the log', async () => {
    const { token, account } = await owner();
    const response = await upload(app, token, 'bom.csv', fixture('bom.csv'));
    const { import_id } = response.json() as MapCsvFieldResponse;
    const [record] = await recordsOf(account.id);
    expect(record).toMatchObject({
      accountId: account.id,
      purpose: 'import',
      bytes: fixture('bom.csv').length,
    });
    const day = record!.temporaryUntil!.getTime() - record!.createdAt.getTime();
    expect(day).toBeGreaterThan(23.9 * 3600 * 1000);
    expect(day).toBeLessThan(24.1 * 3600 * 1000);

    const [job] = await deps.db
      .select()
      .from(contactImports)
      .where(eq(contactImports.id, import_id));
    expect(record!.key).toBe(job!.filePath);
    const started = await startImport(app, token, import_id, { mapping: { Email: 'email' } });
    expect(started.statusCode).toBe(200);
    const [kept] = await recordsOf(account.id);
    const [ended] = await deps.db
      .select()
      .from(contactImports)
      .where(eq(contactImports.id, import_id));
    const week = kept!.temporaryUntil!.getTime() - ended!.finishedAt!.getTime();
    expect(week).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(week).toBeLessThan(7.1 * 24 * 3600 * 1000);
    expect(await filesOn(account.id)).toHaveLength(1);

    // Past the week the cleanup takes it; deleting the log takes it at once.
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/v3/contact/delete-csv-import-log',
      headers: bearer(token),
      payload: { id: import_id },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await recordsOf(account.id)).toEqual([]);
    expect(await filesOn(account.id)).toEqual([]);
  });

  it('counts the whole organization against the plan and refuses what would pass it, keeping nothing', async () => {
    const { token, account, owner: user, locations } = await owner();
    const csv = fixture('bom.csv');
    await deps.db
      .update(memberships)
      .set({ fileStorageLimit: csv.length * 2 - 1 })
      .where(eq(memberships.accountId, account.id));
    expect((await upload(app, token, 'bom.csv', csv)).statusCode).toBe(200);
    expect((await refresh(token)).json().file_storage).toEqual({
      used: csv.length,
      limit: csv.length * 2 - 1,
    });

    // A location's upload counts against the same plan.
    const north = await tokenFor(deps, user.id, locations[0]!.id);
    const refused = await upload(app, north, 'bom.csv', csv);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: `This file (${csv.length} bytes) does not fit in your plan's file storage: ${csv.length} bytes of ${csv.length * 2 - 1} bytes used. Delete files you no longer need or upgrade your plan.`,
      errors: {},
      limit_exceed: true,
    });
    expect(await filesOn(locations[0]!.id)).toEqual([]);
    expect(await recordsOf(account.id, locations[0]!.id)).toHaveLength(1);
    expect((await refresh(north)).json().file_storage.used).toBe(csv.length);
  });

  it('expires an upload never imported after a day: the cleanup removes it and importing it says so', async () => {
    const { token, account } = await owner();
    const response = await upload(app, token, 'bom.csv', fixture('bom.csv'));
    const { import_id, mapping } = response.json() as MapCsvFieldResponse;

    const report = await cleanStorage(deps, new Date(Date.now() + 25 * 3600 * 1000));
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(await recordsOf(account.id)).toEqual([]);
    expect(await filesOn(account.id)).toEqual([]);

    const started = await startImport(app, token, import_id, { mapping });
    expect(started.statusCode).toBe(422);
    expect(started.json().errors.import_id).toEqual([
      'This upload has expired: files are kept for 24 hours until they are imported. Upload the file again.',
    ]);
    const [job] = await deps.db
      .select()
      .from(contactImports)
      .where(eq(contactImports.id, import_id));
    expect(job!.deletedAt).not.toBeNull();
  });

  it('keeps the upload of a queued import through the cleanup until the import ends', async () => {
    const { token, account } = await owner();
    const mapped = (await upload(app, token, 'bom.csv', fixture('bom.csv'))).json();
    // With a queue the route only enqueues; the worker runs later.
    deps.jobs = { send: async () => 'job' } as unknown as Jobs;
    try {
      const started = await startImport(app, token, mapped.import_id, { mapping: mapped.mapping });
      expect(started.statusCode).toBe(200);
    } finally {
      deps.jobs = undefined;
    }
    await cleanStorage(deps, new Date(Date.now() + 25 * 3600 * 1000));
    expect(await filesOn(account.id)).toHaveLength(1);

    await runImport(deps, mapped.import_id);
    expect((await importLog(app, token, mapped.import_id)).status).toBe('completed');
    await cleanStorage(deps, new Date(Date.now() + 6 * 24 * 3600 * 1000));
    expect(await filesOn(account.id)).toHaveLength(1);
    await cleanStorage(deps, new Date(Date.now() + 8 * 24 * 3600 * 1000));
    expect(await recordsOf(account.id)).toEqual([]);
    expect(await filesOn(account.id)).toEqual([]);
  });
});
