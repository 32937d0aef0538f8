import { realtimeEvents } from '@coachline/contract/api';
import { type ContentUploadEvent, contentImportMessages } from '@coachline/contract/content-import';
import type { FastifyBaseLogger } from 'fastify';
import { lockClass } from '../../db/advisory-locks';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { maxJobRuns } from '../../platform/jobs';
import { userContextIn } from '../accounts/accounts.service';
import { importerOf } from './content-import.importers';
import * as repo from './content-import.repository';

// A content import runs item by item, one account at a time, in a job. Each entry records the
// item it made before filling it in and is marked done once whole, so a run that dies part-way
// is resumed by the next (the job's retry, or the orphan check of any process) from the first
// entry not done, after removing the half-made item of the one it was on.

export const contentImportQueue = 'content-import';
const jobOptions = { retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 3600 };
const orphanCheckEveryMs = 5_000;

type ContentImportJob = { importId: number };

export type RunOptions = {
  /** Called after each entry is done (tests stop a run here to simulate a crash). */
  afterEntry?: (count: number) => void | Promise<void>;
};

export async function enqueueContentImport(deps: Deps, importId: number): Promise<void> {
  await deps.jobs?.send<ContentImportJob>(contentImportQueue, { importId }, jobOptions);
}

/** Registers the worker, queues what a stopped process left queued, and watches for orphans. */
export async function startContentImportWorker(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.work<ContentImportJob>(contentImportQueue, (data) =>
    runContentImport(deps, data.importId).catch((error) => {
      log.error({ err: error, importId: data.importId }, 'content import failed; retried');
      throw error;
    }),
  );
  for (const { id } of await repo.listImportsIn(deps.db, 'queued'))
    await enqueueContentImport(deps, id);
  jobs.repeat('resume orphaned content imports', orphanCheckEveryMs, async () => {
    // A running import whose lock is free has no run: its process died.
    for (const { id } of await repo.listImportsIn(deps.db, 'running')) {
      if (!(await deps.locks.tryLock(lockClass.contentImport, id))) continue;
      await deps.locks.unlock(lockClass.contentImport, id);
      await enqueueContentImport(deps, id);
    }
  });
}

/** Runs the import unless another run holds it, in this process or another. */
export async function runContentImport(
  deps: Deps,
  importId: number,
  options: RunOptions = {},
): Promise<void> {
  if (!(await deps.locks.tryLock(lockClass.contentImport, importId))) return;
  try {
    await runClaimed(deps, importId, options);
  } finally {
    await deps.locks.unlock(lockClass.contentImport, importId);
  }
}

/** Tells the importing user how far the import is (000 §7.6 progress events). */
const publishOf =
  (deps: Deps, batch: repo.ContentImportRow) =>
  (count: number, status: ContentUploadEvent['status']) => {
    const event: ContentUploadEvent = {
      index: count,
      type: batch.kind,
      progress: batch.total === 0 ? 100 : Math.round((count / batch.total) * 100),
      icon: batch.icon,
      employer: batch.userId,
      user_id: batch.userId,
      count,
      total_count: batch.total,
      batch: batch.id,
      status,
    };
    deps.realtime?.toUser(batch.userId, realtimeEvents.contentUpload, event);
  };

async function runClaimed(deps: Deps, importId: number, options: RunOptions) {
  const batch = await repo.findImport(deps.db, importId);
  if (!batch || batch.status === 'completed' || batch.status === 'failed') return;
  if ((await repo.startRun(deps.db, importId)) > maxJobRuns) {
    await repo.setStatus(deps.db, importId, 'failed', contentImportMessages.gaveUp);
    const done = await repo.findImport(deps.db, importId);
    return publishOf(deps, batch)(done?.imported ?? 0, 'failed');
  }
  const publish = publishOf(deps, batch);
  for (const entry of await repo.pendingEntries(deps.db, importId)) {
    const count = await importEntry(deps, batch, entry);
    publish(count, 'running');
    await options.afterEntry?.(count);
  }
  await repo.setStatus(deps.db, importId, 'completed');
  const done = await repo.findImport(deps.db, importId);
  publish(done?.imported ?? batch.total, 'completed');
}

/**
 * Makes one item in one account, in the importing user's name; answers the import's count.
 * What the item's own rules refuse (a plan limit, an account that can no longer act) is
 * recorded on the entry and the import goes on; anything else stops the run for a retry.
 */
async function importEntry(
  deps: Deps,
  batch: repo.ContentImportRow,
  entry: repo.ContentImportEntryRow,
): Promise<number> {
  const ctx = await userContextIn(deps.db, batch.userId, entry.targetAccountId);
  if (!ctx)
    return repo.markDone(deps.db, entry, null, 'This account can no longer be imported into.');
  const item = batch.items[entry.itemIndex]!;
  const importer = importerOf(item);
  if (entry.createdId !== null) await importer.remove(deps, ctx, entry.createdId);
  let createdId: number | null = null;
  try {
    createdId = await importer.begin(deps, ctx, item, batch.useSavedStyling);
    await repo.markCreated(deps.db, entry.id, createdId);
    await importer.finish(deps, ctx, item, createdId);
    return await repo.markDone(deps.db, entry, createdId, null);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (createdId !== null) await importer.remove(deps, ctx, createdId);
    return repo.markDone(deps.db, entry, null, error.message);
  }
}
