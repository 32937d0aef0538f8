import { randomUUID } from 'node:crypto';
import { realtimeEvents } from '@coachline/contract/api';
import { type CanvaImport, canvaMessages } from '@coachline/contract/playbooks';
import type { FastifyBaseLogger } from 'fastify';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { lockClass } from '../../db/advisory-locks';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { keepFile, removeFile, storeFile } from '../../platform/files';
import { maxJobRuns } from '../../platform/jobs';
import { userContextIn } from '../accounts/accounts.service';
import { fileStorageQuota } from '../accounts/limits';
import { openPdf, type RenderedPage, renderImage, renderPdfPage } from './playbooks.canva-pages';
import { type CanvaZip, CanvaZipError, openCanvaZip, readPage } from './playbooks.canva-zip';
import * as repo from './playbooks.repository';
import type { CanvaPage } from './playbooks.tables';

// A Canva import's pages become steps one by one, in a job. Each page's step, the claim of its
// two images and the import's resume point are written in one transaction, and the step is
// keyed by import and page, so a run that dies part-way is resumed by the next (the job's
// retry, or any process's orphan check) from the first page not built, and no page is built
// twice even by two runs at once. The images are stored as temporary files first: a run that
// dies before its transaction leaves them to the storage cleanup.

export const canvaBuildQueue = 'playbook-canva-build';
const jobOptions = { retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 3600 };
const orphanCheckEveryMs = 5_000;
/** The uploaded zip is kept until its build ends; a build stalled this long has failed. */
export const canvaUploadLifetimeMs = 7 * 86_400_000;
/** A page image not claimed by its step within this time is the cleanup's. */
const pageImageClaimMs = 3_600_000;

type CanvaBuildJob = { importId: number; accountId: number };

export type RunOptions = {
  /** Called after each page is built (tests stop a run here to simulate a crash). */
  afterPage?: (pagesDone: number) => void | Promise<void>;
};

export const presentCanvaImport = (row: repo.CanvaImportRow): CanvaImport => ({
  id: row.id,
  playbook_id: row.playbookId,
  file_name: row.fileName,
  status: row.status,
  pages_total: row.pages.length,
  pages_done: row.pagesDone,
  error: row.error,
  created_at: row.createdAt.toISOString(),
});

export async function enqueueCanvaBuild(deps: Deps, row: repo.CanvaImportRow): Promise<void> {
  await deps.jobs?.send<CanvaBuildJob>(
    canvaBuildQueue,
    { importId: row.id, accountId: row.accountId },
    jobOptions,
  );
}

/** Registers the worker, queues what a stopped process left queued, and watches for orphans. */
export async function startCanvaBuildWorker(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.work<CanvaBuildJob>(canvaBuildQueue, (data) =>
    runCanvaBuild(deps, data.importId, data.accountId).catch((error) => {
      log.error({ err: error, importId: data.importId }, 'canva build failed; retried');
      throw error;
    }),
  );
  const resume = async (id: number) => {
    const row = await repo.findCanvaImportForJob(deps.db, id);
    if (row) await enqueueCanvaBuild(deps, row);
  };
  for (const { id } of await repo.listCanvaImportsIn(deps.db, 'queued')) await resume(id);
  jobs.repeat('resume orphaned canva builds', orphanCheckEveryMs, async () => {
    // A running build whose lock is free has no run: its process died.
    for (const { id } of await repo.listCanvaImportsIn(deps.db, 'running')) {
      if (!(await deps.locks.tryLock(lockClass.canvaBuild, id))) continue;
      await deps.locks.unlock(lockClass.canvaBuild, id);
      await resume(id);
    }
  });
}

/** Builds the import's pages unless another run holds it, in this process or another. */
export async function runCanvaBuild(
  deps: Deps,
  importId: number,
  accountId: number,
  options: RunOptions = {},
): Promise<void> {
  if (!(await deps.locks.tryLock(lockClass.canvaBuild, importId))) return;
  try {
    const row = await repo.findCanvaImportForJob(deps.db, importId);
    // The job names the account; a row of another is not this job's.
    if (!row || row.accountId !== accountId) return;
    if (row.status === 'completed' || row.status === 'failed') return;
    await runClaimed(deps, row, options);
  } finally {
    await deps.locks.unlock(lockClass.canvaBuild, importId);
  }
}

const publish = (deps: Deps, row: repo.CanvaImportRow) =>
  deps.realtime?.toUser(row.userId, realtimeEvents.canvaBuildProgress, presentCanvaImport(row));

async function end(deps: Deps, row: repo.CanvaImportRow, error: string | null) {
  const status = error === null ? 'completed' : 'failed';
  await repo.setCanvaImportStatus(deps.db, row.accountId, row.id, status, error);
  await removeFile(deps, row.accountId, row.fileKey);
  publish(deps, { ...row, status, error });
}

async function runClaimed(deps: Deps, start: repo.CanvaImportRow, options: RunOptions) {
  const ctx = await userContextIn(deps.db, start.userId, start.accountId);
  if (!ctx) return end(deps, start, canvaMessages.cannotBuild);
  const runs = await repo.startCanvaImportRun(deps.db, start.accountId, start.id);
  let row: repo.CanvaImportRow = { ...start, status: 'running', runs };
  if (runs > maxJobRuns) return end(deps, row, canvaMessages.gaveUp);
  const local = await deps.storage.localCopy(row.fileKey).catch(() => undefined);
  if (!local) return end(deps, row, canvaMessages.uploadExpired);
  const reader = new PageReader();
  try {
    await reader.open(local.path);
    for (let index = row.pagesDone; index < row.pages.length; index++) {
      const page = row.pages[index]!;
      const rendered = await reader.render(page);
      if (!rendered) throw new CanvaZipError(canvaMessages.unreadablePage(page.entry));
      // The playbook (and with it the import) may have been deleted meanwhile.
      if (!(await repo.findCanvaImport(deps.db, row.accountId, row.id))) return;
      await buildStep(deps, row, ctx.primaryAccountId, index, rendered);
      row = { ...row, pagesDone: index + 1 };
      publish(deps, row);
      await options.afterPage?.(row.pagesDone);
    }
    await end(deps, row, null);
  } catch (error) {
    // What the zip or the plan refuses ends the import with its message; anything else is retried.
    if (error instanceof CanvaZipError || error instanceof AppError)
      return end(deps, row, error.message);
    throw error;
  } finally {
    await reader.close();
    await local.release();
  }
}

/** Reads the pages of one zip in order, keeping the PDF being drawn open between its pages. */
class PageReader {
  private canva: CanvaZip | undefined;
  private pdf: { entry: string; document: PDFDocumentProxy } | undefined;

  async open(path: string) {
    this.canva = await openCanvaZip(path);
  }

  async render(page: CanvaPage): Promise<RenderedPage | null> {
    const canva = this.canva!;
    const found = canva.pages.find((p) => p.entry.fileName === page.entry);
    if (!found) return null;
    if (page.pdfPage === null) return renderImage(await readPage(canva, found.entry));
    if (this.pdf?.entry !== page.entry) {
      await this.pdf?.document.destroy();
      this.pdf = undefined;
      const document = await openPdf(await readPage(canva, found.entry));
      if (!document || page.pdfPage > document.numPages) return null;
      this.pdf = { entry: page.entry, document };
    }
    return renderPdfPage(this.pdf.document, page.pdfPage);
  }

  async close() {
    await this.pdf?.document.destroy();
    this.canva?.zip.close();
  }
}

/** Stores a page's images, then writes its step, claims the images and moves the resume point. */
async function buildStep(
  deps: Deps,
  row: repo.CanvaImportRow,
  primaryAccountId: number,
  index: number,
  rendered: RenderedPage,
) {
  const quota = fileStorageQuota(primaryAccountId);
  const store = async (body: Buffer) => {
    const key = `public/playbooks/${row.accountId}/${randomUUID()}.webp`;
    await storeFile(deps, row.accountId, quota, {
      key,
      body,
      purpose: 'playbook-page',
      claimWithinMs: pageImageClaimMs,
    });
    return key;
  };
  const imageKey = await store(rendered.image);
  const thumbnailKey = await store(rendered.thumbnail);
  const built = await deps.db.transaction(async (tx) => {
    const step = await repo.insertBuiltStep(tx, row.accountId, row.playbookId, {
      title: row.pages[index]!.title,
      content: '',
      image: deps.storage.publicUrl(imageKey),
      thumbnail: deps.storage.publicUrl(thumbnailKey),
      smartStep: null,
      isArchived: false,
      canvaImportId: row.id,
      canvaPage: index,
      isGrouped: true,
    });
    if (!step) return false;
    await keepFile(tx, row.accountId, imageKey, null);
    await keepFile(tx, row.accountId, thumbnailKey, null);
    await repo.markPageBuilt(tx, row.accountId, row.id, index);
    return true;
  });
  // Another run built the page first: these copies are not needed.
  if (!built) {
    await removeFile(deps, row.accountId, imageKey);
    await removeFile(deps, row.accountId, thumbnailKey);
  }
}
