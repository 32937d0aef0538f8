import { randomUUID } from 'node:crypto';
import {
  canvaBuildFields,
  canvaMaxPages,
  canvaMessages,
  maxSteps,
  type PlaybookStepsResponse,
  stepTitleMax,
} from '@coachline/contract/playbooks';
import type { Multipart } from '@fastify/multipart';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound, validationError, zodFieldErrors } from '../../platform/errors';
import { removeFile, storeFile } from '../../platform/files';
import { fileStorageQuota } from '../accounts/limits';
import {
  canvaUploadLifetimeMs,
  enqueueCanvaBuild,
  presentCanvaImport,
} from './playbooks.canva.worker';
import { isPageImage, openPdf } from './playbooks.canva-pages';
import { CanvaZipError, openCanvaZip, pageTitle, readPage } from './playbooks.canva-zip';
import * as repo from './playbooks.repository';
import { playbookOf, stepsOf } from './playbooks.service';
import type { CanvaPage } from './playbooks.tables';

// The Canva import (docs/architecture.md §8m): `build` checks a zip at once and queues its
// pages to be built into steps (playbooks.canva.worker.ts); the steps it built form a group
// until degrouped, and any step can be archived and restored.

/**
 * Every page of the zip in the order they become steps, every entry inflated within the
 * limits (so a bomb is refused here, not in the job) and every page read as an image or PDF.
 */
async function pagesOfZip(path: string): Promise<CanvaPage[]> {
  const canva = await openCanvaZip(path);
  try {
    const pages: CanvaPage[] = [];
    for (const { entry, kind } of canva.pages) {
      const bytes = await readPage(canva, entry);
      const unreadable = () => new CanvaZipError(canvaMessages.unreadablePage(entry.fileName));
      if (kind === 'image') {
        if (!(await isPageImage(bytes))) throw unreadable();
        pages.push({
          entry: entry.fileName,
          pdfPage: null,
          title: pageTitle(entry.fileName, pages.length + 1, stepTitleMax),
        });
      } else {
        const document = await openPdf(bytes);
        if (!document) throw unreadable();
        for (let page = 1; page <= document.numPages && pages.length <= canvaMaxPages; page++)
          pages.push({ entry: entry.fileName, pdfPage: page, title: `Page ${pages.length + 1}` });
        await document.destroy();
      }
      // Counting stops past the limit: the message only needs to say there are too many.
      if (pages.length > canvaMaxPages) break;
    }
    return pages;
  } finally {
    canva.zip.close();
  }
}

/** The playbook a build names, once its field is read. */
async function buildTarget(deps: Deps, ctx: RequestContext, fields: Record<string, string>) {
  const parsed = canvaBuildFields.safeParse(fields);
  if (!parsed.success) throw validationError(zodFieldErrors(parsed.error.issues));
  return playbookOf(deps, ctx, parsed.data.playbook_id);
}

/** POST playbook/build: the zip checked and stored, its pages queued to become steps. */
export async function build(deps: Deps, ctx: RequestContext, parts: AsyncIterable<Multipart>) {
  authorize(ctx, 'update', 'playbooks');
  const fields: Record<string, string> = {};
  let stored: { key: string; fileName: string } | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        continue;
      }
      // A playbook named before the file is checked first: an outsider stores nothing.
      if (fields.playbook_id !== undefined) {
        try {
          await buildTarget(deps, ctx, fields);
        } catch (error) {
          part.file.resume();
          throw error;
        }
      }
      const key = `imports/${ctx.accountId}/${randomUUID()}.zip`;
      try {
        await storeFile(deps, ctx.accountId, fileStorageQuota(ctx.primaryAccountId), {
          key,
          body: part.file,
          purpose: 'import',
          claimWithinMs: canvaUploadLifetimeMs,
        });
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw fieldError('file', canvaMessages.tooLarge);
        throw error;
      }
      stored = { key, fileName: part.filename };
      if (part.file.truncated) throw fieldError('file', canvaMessages.tooLarge);
    }
    if (!stored) throw fieldError('file', canvaMessages.noFile);
    const playbook = await buildTarget(deps, ctx, fields);
    const local = await deps.storage.localCopy(stored.key);
    let pages: CanvaPage[];
    try {
      pages = await pagesOfZip(local.path);
    } catch (error) {
      if (error instanceof CanvaZipError) throw fieldError('file', error.message);
      throw error;
    } finally {
      await local.release();
    }
    if (pages.length === 0) throw fieldError('file', canvaMessages.empty);
    const room = Math.min(canvaMaxPages, maxSteps - playbook.stepsCount);
    if (pages.length > room)
      throw fieldError('file', canvaMessages.tooManyPages(pages.length, room));
    const row = await repo.insertCanvaImport(deps.db, ctx.accountId, {
      playbookId: playbook.id,
      userId: ctx.user.id,
      fileName: stored.fileName.slice(0, 255),
      fileKey: stored.key,
      pages,
    });
    stored = undefined;
    await enqueueCanvaBuild(deps, row);
    return {
      status: 1 as const,
      message: canvaMessages.building,
      canva_import: presentCanvaImport(row),
    };
  } finally {
    // A refused upload leaves nothing behind; an accepted one is the job's until it ends.
    if (stored) await removeFile(deps, ctx.accountId, stored.key);
  }
}

/** GET playbook/steps: the steps, and the latest import's progress (the fallback of events). */
export async function steps(
  deps: Deps,
  ctx: RequestContext,
  playbookId: number,
): Promise<PlaybookStepsResponse> {
  authorize(ctx, 'view', 'playbooks');
  await playbookOf(deps, ctx, playbookId);
  const latest = await repo.latestCanvaImport(deps.db, ctx.accountId, playbookId);
  return {
    status: 1,
    steps: await stepsOf(deps, ctx.accountId, playbookId),
    canva_import: latest ? presentCanvaImport(latest) : null,
  };
}

/** PATCH playbook/archive and playbook/restore: steps of the playbook, each a 404 if not. */
export async function setArchived(
  deps: Deps,
  ctx: RequestContext,
  body: { playbook_id: number; step_ids: number[] },
  isArchived: boolean,
) {
  authorize(ctx, 'update', 'playbooks');
  await playbookOf(deps, ctx, body.playbook_id);
  const known = new Set(
    (await repo.listSteps(deps.db, ctx.accountId, body.playbook_id)).map((s) => s.id),
  );
  if (body.step_ids.some((id) => !known.has(id))) throw notFound();
  await repo.setStepsArchived(deps.db, ctx.accountId, body.playbook_id, body.step_ids, isArchived);
  await repo.updatePlaybook(deps.db, ctx.accountId, body.playbook_id, {});
  return {
    status: 1 as const,
    message: isArchived ? canvaMessages.archived : canvaMessages.restored,
    steps: await stepsOf(deps, ctx.accountId, body.playbook_id),
  };
}

/** PATCH playbook/degroup: an import's steps become ordinary steps, once it has ended. */
export async function degroup(
  deps: Deps,
  ctx: RequestContext,
  body: { playbook_id: number; canva_import_id: number },
) {
  authorize(ctx, 'update', 'playbooks');
  await playbookOf(deps, ctx, body.playbook_id);
  const row = await repo.findCanvaImport(deps.db, ctx.accountId, body.canva_import_id);
  if (!row || row.playbookId !== body.playbook_id) throw notFound();
  if (row.status === 'queued' || row.status === 'running')
    throw fieldError('canva_import_id', canvaMessages.stillBuilding);
  await repo.degroupSteps(deps.db, ctx.accountId, body.playbook_id, row.id);
  await repo.updatePlaybook(deps.db, ctx.accountId, body.playbook_id, {});
  return {
    status: 1 as const,
    message: canvaMessages.degrouped,
    steps: await stepsOf(deps, ctx.accountId, body.playbook_id),
  };
}
