import { type ImportLogItemResponse, importUndoDays } from '@coachline/contract/contact-import';
import { lockClass } from '../../db/advisory-locks';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import * as contacts from '../contacts/contacts.service';
import { untagContacts } from '../tags/tags.service';
import { restoreOf } from './contact-import.changes';
import * as repo from './contact-import.repository';
import { presentImportLog, undoUntil } from './contact-import.service';

// Undo of an import (POST contact/import-log/{importId}/undo): the fields it changed get back
// their earlier values and the tags it added go, then the contacts it created are deleted. Each
// batch is one transaction that also marks its work done (changes restored, contacts deleted),
// so an undo cut short by a crash resumes where it stopped when it is asked again, and never
// does anything twice.

const batchSize = 1000;

export const undoMessages = {
  undone: 'This import has already been undone.',
  notEnded: 'This import has not ended yet; it can be undone once it has.',
  expired: `An import can be undone for ${importUndoDays} days after it ends; this one is older.`,
  busy: 'This import is being undone already.',
} as const;

export type UndoOptions = {
  batchSize?: number;
  /** Called after each committed batch (tests stop an undo here to simulate a crash). */
  afterBatch?: () => void | Promise<void>;
};

export async function undoImport(
  deps: Deps,
  ctx: RequestContext,
  importId: number,
  options: UndoOptions = {},
): Promise<ImportLogItemResponse> {
  authorize(ctx, 'delete', 'contacts-center');
  const job = await repo.findImport(deps.db, ctx.accountId, importId);
  if (!job) throw notFound();
  if (job.undoStatus === 'undone') throw fieldError('import_id', undoMessages.undone);
  if (job.status !== 'completed' && job.status !== 'failed')
    throw fieldError('import_id', undoMessages.notEnded);
  if (!undoUntil(job)) throw fieldError('import_id', undoMessages.expired);
  // Putting back the fields of existing contacts changes them.
  if (job.updatedCount > 0) authorize(ctx, 'update', 'contacts-center');
  // The import's own lock: no run of it, and no other undo, goes on meanwhile.
  if (!(await deps.locks.tryLock(lockClass.contactImport, job.id)))
    throw fieldError('import_id', undoMessages.busy);
  try {
    if (!(await repo.startUndo(deps.db, ctx.accountId, job.id)))
      throw fieldError('import_id', undoMessages.undone);
    const size = options.batchSize ?? batchSize;
    while (await restoreBatch(deps, ctx.accountId, job.id, size)) await options.afterBatch?.();
    for (;;) {
      const deleted = await deps.db.transaction((tx) =>
        contacts.deleteImportedContacts(tx, ctx.accountId, job.id, ctx.user.id, size),
      );
      if (deleted === 0) break;
      await options.afterBatch?.();
    }
    await repo.finishUndo(deps.db, ctx.accountId, job.id);
  } finally {
    await deps.locks.unlock(lockClass.contactImport, job.id);
  }
  const undone = await repo.findImport(deps.db, ctx.accountId, job.id);
  if (!undone) throw notFound();
  return { status: 1, data: presentImportLog(undone) };
}

/** Puts back one batch of changed contacts; false when none was left. */
async function restoreBatch(deps: Deps, accountId: number, importId: number, size: number) {
  return deps.db.transaction(async (tx) => {
    const changes = await repo.pendingChanges(tx, accountId, importId, size);
    if (changes.length === 0) return false;
    // A contact deleted or moved away since is not found here and is left as it is.
    const current = await contacts.importableFieldsOf(
      tx,
      accountId,
      changes.map((c) => c.contactId),
    );
    await contacts.patchContacts(
      tx,
      accountId,
      changes.flatMap((change) => {
        const now = current.get(change.contactId);
        const values = now ? restoreOf(now, change) : {};
        return Object.keys(values).length > 0 ? [{ id: change.contactId, values }] : [];
      }),
    );
    await untagContacts(
      tx,
      accountId,
      changes.flatMap((c) =>
        current.has(c.contactId)
          ? c.addedTagIds.map((tagId) => ({ contactId: c.contactId, tagId }))
          : [],
      ),
    );
    await repo.markRestored(
      tx,
      accountId,
      importId,
      changes.map((c) => c.contactId),
    );
    return true;
  });
}
