import { realtimeEvents } from '@coachline/contract/api';
import type { MapCsvFieldResponse } from '@coachline/contract/contact-import';
import { contactMessages } from '@coachline/contract/contacts';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localLocks } from '../../platform/cluster';
import type { Jobs } from '../../platform/jobs';
import { startJobs } from '../../platform/jobs';
import { buildOrganization, tokenFor } from '../../test/factories';
import { createTestApp, recordRealtime } from '../../test/server';
import { memberships } from '../accounts/accounts.tables';
import { contacts } from '../contacts/contacts.tables';
import { contactImports } from './contact-import.tables';
import { fixture, importLog, startImport, upload } from './contact-import.testing';
import { runImport, startContactImportWorker } from './contact-import.worker';

const { app, deps, database } = await createTestApp();

async function owner() {
  const organization = await buildOrganization(deps);
  return { ...organization, token: await tokenFor(deps, organization.owner.id) };
}

// 20 rows: row 7 has no email or phone, row 16 repeats row 2's email (across a batch boundary).
const twentyRows = [
  'First Name,Email',
  ...Array.from({ length: 20 }, (_, i) => {
    const row = i + 1;
    if (row === 7) return 'Nobody,';
    if (row === 16) return 'Again,p2@example.test';
    return `Person ${row},p${row}@example.test`;
  }),
].join('\n');

/** Uploads and queues the file without running it: the route only enqueues when a queue exists. */
async function queued(token: string, name = 'twenty.csv', content: string | Buffer = twentyRows) {
  const mapped = (await upload(app, token, name, content)).json() as MapCsvFieldResponse;
  const sent: object[] = [];
  deps.jobs = {
    send: async (_queue: string, data: object) => {
      sent.push(data);
      return 'job';
    },
  } as unknown as Jobs;
  try {
    const response = await startImport(app, token, mapped.import_id, {
      mapping: mapped.mapping,
      tags: ['Batch'],
    });
    expect(response.statusCode).toBe(200);
  } finally {
    deps.jobs = undefined;
  }
  expect(sent).toEqual([{ importId: mapped.import_id }]);
  return mapped.import_id;
}

const importedRows = (accountId: number) =>
  deps.db
    .select({ row: contacts.importRow, email: contacts.email })
    .from(contacts)
    .where(eq(contacts.accountId, accountId))
    .orderBy(asc(contacts.importRow));

class Crash extends Error {}

/** A promise and the function that resolves it. */
function latch() {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('resuming after a crash', () => {
  it('continues from next_row and ends with every row once and the exact counts', async () => {
    const { token, account } = await owner();
    const importId = await queued(token);
    expect((await importLog(app, token, importId)).status).toBe('queued');

    // The process "dies" after two batches of 6 rows.
    const crash = runImport(deps, importId, {
      batchSize: 6,
      afterBatch: (n) => {
        if (n === 2) throw new Crash('killed');
      },
    });
    await expect(crash).rejects.toBeInstanceOf(Crash);
    const half = await importLog(app, token, importId);
    expect(half).toMatchObject({
      status: 'running',
      count: 12,
      imported_count: 11,
      failed_count: 1,
    });
    expect(await importedRows(account.id)).toHaveLength(11);

    await runImport(deps, importId, { batchSize: 6 });
    const done = await importLog(app, token, importId);
    expect(done).toMatchObject({
      status: 'completed',
      total_count: 20,
      count: 20,
      imported_count: 18,
      updated_count: 0,
      failed_count: 2,
      errors: [
        { row: 7, message: 'The row has no email and no phone number: one of them is needed.' },
        { row: 16, message: 'The email “p2@example.test” repeats row 2.' },
      ],
    });
    const rows = await importedRows(account.id);
    expect(rows.map((r) => r.row)).toEqual([
      1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20,
    ]);
    // Finished imports are not run again.
    await runImport(deps, importId);
    expect(await importedRows(account.id)).toHaveLength(18);
  });

  it('starts no second run of an import while one holds it', async () => {
    const { token, account } = await owner();
    const importId = await queued(token);
    const resumed = latch();
    const firstBatch = latch();
    const first = runImport(deps, importId, {
      batchSize: 5,
      afterBatch: async (n) => {
        if (n !== 1) return;
        firstBatch.open();
        await resumed.opened;
      },
    });
    await firstBatch.opened;
    await runImport(deps, importId, { batchSize: 5 });
    expect(await importLog(app, token, importId)).toMatchObject({ status: 'running', count: 5 });
    resumed.open();
    await first;
    const [row] = await deps.db
      .select({ attempts: contactImports.attempts })
      .from(contactImports)
      .where(eq(contactImports.id, importId));
    expect(row?.attempts).toBe(1);
    expect(await importedRows(account.id)).toHaveLength(18);
  });

  it('lets only one of two concurrent runs of the same import write each batch', async () => {
    const { token, account } = await owner();
    const importId = await queued(token);
    // Each as if in a process whose lock went with its dropped connection: only the import's
    // resume point keeps them apart.
    await Promise.all([
      runImport({ ...deps, locks: localLocks() }, importId, { batchSize: 4 }),
      runImport({ ...deps, locks: localLocks() }, importId, { batchSize: 4 }),
    ]);
    expect(await importLog(app, token, importId)).toMatchObject({
      status: 'completed',
      count: 20,
      imported_count: 18,
    });
    expect(await importedRows(account.id)).toHaveLength(18);
  });

  it('fails an import whose worker keeps dying, keeping what it wrote', async () => {
    const { token, owner: user } = await owner();
    const importId = await queued(token);
    await runImport(deps, importId, {
      batchSize: 6,
      afterBatch: (n) => {
        if (n === 1) throw new Crash('killed');
      },
    }).catch(() => undefined);
    await deps.db
      .update(contactImports)
      .set({ attempts: 8 })
      .where(eq(contactImports.id, importId));
    const { events, stop } = recordRealtime(deps);
    try {
      await runImport(deps, importId);
    } finally {
      stop();
    }
    const log = await importLog(app, token, importId);
    expect(log.status).toBe('failed');
    expect(log.reason).toContain('stopped unexpectedly 8 times');
    // The failure reaches the importing user at once, with the counts the log holds.
    expect(events).toEqual([
      {
        userId: user.id,
        event: realtimeEvents.importProgress,
        payload: {
          user_id: user.id,
          import_id: importId,
          count: 6,
          total_count: 20,
          status: 'failed',
        },
      },
    ]);
  });
});

describe('the plan limit', () => {
  it('stops the import where the space runs out, counting only new contacts, and keeps the rows before', async () => {
    const { token, account } = await owner();
    const importId = await queued(token);
    // After the queue-time check: another writer adds p3 (row 3 now updates it) and the plan
    // shrinks to 9 contacts, so 8 of the file's new contacts fit.
    await deps.db
      .insert(contacts)
      .values({ accountId: account.id, status: 'lead', email: 'p3@example.test' });
    await deps.db
      .update(memberships)
      .set({ contactsSpace: 9 })
      .where(eq(memberships.accountId, account.id));

    const { events, stop } = recordRealtime(deps);
    try {
      await runImport(deps, importId, { batchSize: 6 });
    } finally {
      stop();
    }
    const log = await importLog(app, token, importId);
    // Rows 1–6 (row 3 an update), then rows 7–10 of the second batch; row 11 would be the 10th.
    expect(log).toMatchObject({
      status: 'failed',
      count: 10,
      imported_count: 8,
      updated_count: 1,
      failed_count: 1,
    });
    expect(log.reason).toContain(contactMessages.contactsLimit(9));
    expect(log.reason).toContain('stopped at row 11');
    const rows = await importedRows(account.id);
    expect(rows).toHaveLength(9);
    expect(rows.flatMap((r) => (r.row === null ? [] : [r.row]))).toEqual([1, 2, 4, 5, 6, 8, 9, 10]);
    expect(events.at(-1)?.payload).toMatchObject({ count: 10, status: 'failed' });
  });
});

describe('the file', () => {
  const removeUpload = async (importId: number) => {
    const [job] = await deps.db
      .select({ filePath: contactImports.filePath })
      .from(contactImports)
      .where(eq(contactImports.id, importId));
    await deps.storage.remove(job!.filePath);
  };

  it('fails an import the upload found malformed, without reading the file again', async () => {
    const { token, account } = await owner();
    const importId = await queued(token, 'malformed.csv', fixture('malformed.csv'));
    // Gone, the file would give another reason: the one given is what the upload found.
    await removeUpload(importId);
    await runImport(deps, importId);
    const log = await importLog(app, token, importId);
    expect(log).toMatchObject({ status: 'failed', count: 0, imported_count: 0 });
    expect(log.reason).toMatch(/^The file could not be read: .*Quote Not Closed/);
    expect(await importedRows(account.id)).toEqual([]);
  });

  it('reads a file the upload did not check whole before writing anything', async () => {
    const { token, account } = await owner();
    const importId = await queued(token, 'malformed.csv', fixture('malformed.csv'));
    await deps.db
      .update(contactImports)
      .set({ fileChecked: false, fileError: null })
      .where(eq(contactImports.id, importId));
    await runImport(deps, importId, { batchSize: 1 });
    const log = await importLog(app, token, importId);
    expect(log).toMatchObject({ status: 'failed', imported_count: 0 });
    expect(log.reason).toMatch(/^The file could not be read: .*Nothing was imported/);
    expect(await importedRows(account.id)).toEqual([]);
  });

  it('ends the import with the reason when the uploaded file is gone', async () => {
    const { token, account } = await owner();
    const importId = await queued(token);
    await removeUpload(importId);
    await runImport(deps, importId);
    const log = await importLog(app, token, importId);
    expect(log).toMatchObject({
      status: 'failed',
      reason: 'The uploaded file is no longer available; upload it again.',
    });
    expect(await importedRows(account.id)).toEqual([]);
  });
});

describe('the job queue', () => {
  it('runs queued imports, and on start resumes the ones a stopped process left running', async () => {
    const { token, account } = await owner();
    // An import left half done by a process that died.
    const leftOver = await queued(token);
    await expect(
      runImport(deps, leftOver, {
        batchSize: 5,
        afterBatch: () => {
          throw new Crash('killed');
        },
      }),
    ).rejects.toBeInstanceOf(Crash);
    expect((await importLog(app, token, leftOver)).status).toBe('running');

    const jobs = await startJobs(database, app.log);
    deps.jobs = jobs;
    try {
      await startContactImportWorker(deps, app.log);
      await expect
        .poll(async () => (await importLog(app, token, leftOver)).status, {
          timeout: 20_000,
          interval: 200,
        })
        .toBe('completed');
      expect(await importLog(app, token, leftOver)).toMatchObject({
        count: 20,
        imported_count: 18,
        failed_count: 2,
      });

      // A new import through the queue: the route answers before the work is done.
      const other = await owner();
      const mapped = (
        await upload(app, other.token, 'twenty.csv', twentyRows)
      ).json() as MapCsvFieldResponse;
      const response = await startImport(app, other.token, mapped.import_id, {
        mapping: mapped.mapping,
      });
      expect(response.json()).toEqual({ status: 1, import_id: mapped.import_id });
      await expect
        .poll(async () => (await importLog(app, other.token, mapped.import_id)).status, {
          timeout: 20_000,
          interval: 200,
        })
        .toBe('completed');
      const [count] = await deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(contacts)
        .where(eq(contacts.accountId, other.account.id));
      expect(count?.n).toBe(18);
    } finally {
      await jobs.stop();
      deps.jobs = undefined;
    }
    expect(await importedRows(account.id)).toHaveLength(18);
  });
});
