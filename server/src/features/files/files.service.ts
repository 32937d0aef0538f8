import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import {
  classOfExtension,
  type FileListQuery,
  type FileStatus,
  fileMessages,
  fileName,
  maxFilesPerUpload,
  uploadFields,
} from '@coachline/contract/files';
import { can } from '@coachline/contract/permissions';
import type { Multipart } from '@fastify/multipart';
import archiver from 'archiver';
import type { FastifyReply } from 'fastify';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound, validationError, zodFieldErrors } from '../../platform/errors';
import { contentDisposition, removeFile, sendStoredFile, storeFile } from '../../platform/files';
import { offsetOf, presentPage } from '../../platform/pagination';
import { fileStorageQuota } from '../accounts/limits';
import { assetFolder } from '../folders/folders.service';
import * as repo from './files.repository';

const presentFile = (row: repo.FileRow) => ({
  id: row.id,
  name: row.name,
  ext: row.ext,
  class: row.class,
  size: row.size,
  downloads: row.downloads,
  status: (row.archived ? 'archived' : 'enabled') as FileStatus,
  folder_id: row.folderId,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A files folder of the account (404 otherwise); 0 is the main folder (null). */
async function fileFolder(deps: Deps, ctx: RequestContext, folderId: number, adding: boolean) {
  if (folderId === 0) return null;
  const folder = await assetFolder(deps, ctx, 'files', folderId);
  if (adding && folder.archived) throw fieldError('folder_id', fileMessages.archivedFolder);
  return folder.id;
}

/** The account's files of the ids, every one of them, or 404. */
async function filesOf(deps: Deps, ctx: RequestContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.findFiles(deps.db, ctx.accountId, unique);
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

/** GET file/lists. */
export async function list(deps: Deps, ctx: RequestContext, query: FileListQuery) {
  authorize(ctx, 'view', 'files');
  const { rows, total } = await repo.listFiles(
    deps.db,
    ctx.accountId,
    {
      folderId: query.folder_id === 0 ? null : query.folder_id,
      class: query.class,
      archived: query.status === 'archived',
      search: query.search,
    },
    { limit: query.per_page, offset: offsetOf(query) },
  );
  return presentPage(rows.map(presentFile), total, query.page, query.per_page);
}

type Stored = {
  key: string;
  bytes: number;
  name: string;
  ext: string;
  class: repo.FileRow['class'];
};

/** A part's file name split into a checked name and an allowed extension, or a 422 naming it. */
function nameOf(filename: string) {
  const dot = filename.lastIndexOf('.');
  const ext = dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
  const fileClass = classOfExtension(ext);
  if (!fileClass) throw fieldError('files', fileMessages.refusedType(filename, ext));
  const name = fileName.safeParse(filename.slice(0, dot));
  if (!name.success) throw fieldError('files', `“${filename}”: ${name.error.issues[0]!.message}`);
  return { name: name.data, ext, class: fileClass };
}

/** Stores one part's bytes under a key of ours, refusing an empty or oversized file. */
async function storePart(deps: Deps, ctx: RequestContext, part: Multipart & { type: 'file' }) {
  let checked: ReturnType<typeof nameOf>;
  try {
    checked = nameOf(part.filename);
  } catch (error) {
    // Drained, so the request's body still reaches its end and the refusal goes out.
    part.file.resume();
    throw error;
  }
  const key = `files/${ctx.accountId}/${randomUUID()}`;
  let bytes: number;
  try {
    ({ bytes } = await storeFile(deps, ctx.accountId, fileStorageQuota(ctx.primaryAccountId), {
      key,
      body: part.file,
      purpose: 'file',
    }));
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError('files', fileMessages.tooLarge(part.filename));
    throw error;
  }
  const stored: Stored = { key, bytes, ...checked };
  if (part.file.truncated || bytes === 0) {
    await removeFile(deps, ctx.accountId, key);
    throw fieldError(
      'files',
      bytes === 0 ? fileMessages.empty(part.filename) : fileMessages.tooLarge(part.filename),
    );
  }
  return stored;
}

/**
 * The first of name, name (2), name (3)… (each followed by `suffix`) that is not in `taken`,
 * which then holds it too. Case aside, as people read names.
 */
function freeName(name: string, taken: Set<string>, suffix = '') {
  let candidate = `${name}${suffix}`;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${name} (${n})${suffix}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * POST file/upload: the `folder_id` field, then the files, each streamed to storage inside the
 * account's quota. All are kept or none: any refusal removes what this upload stored.
 */
export async function upload(deps: Deps, ctx: RequestContext, parts: AsyncIterable<Multipart>) {
  authorize(ctx, 'create', 'files');
  const stored: Stored[] = [];
  let folderId: number | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'folder_id') continue;
        const fields = uploadFields.safeParse({ folder_id: part.value });
        if (!fields.success) throw validationError(zodFieldErrors(fields.error.issues));
        folderId = await fileFolder(deps, ctx, fields.data.folder_id, true);
        continue;
      }
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      if (stored.length === maxFilesPerUpload) {
        part.file.resume();
        throw fieldError('files', fileMessages.tooMany);
      }
      stored.push(await storePart(deps, ctx, part));
    }
    if (stored.length === 0) throw fieldError('files', fileMessages.noFiles);
    const rows = await deps.db.transaction(async (tx) => {
      const taken = new Map<string, Set<string>>();
      const values: repo.NewFile[] = [];
      for (const file of stored) {
        let names = taken.get(file.ext);
        if (!names) {
          names = await repo.takenNames(tx, ctx.accountId, { folderId, ext: file.ext });
          taken.set(file.ext, names);
        }
        values.push({
          name: freeName(file.name, names),
          ext: file.ext,
          class: file.class,
          size: file.bytes,
          storageKey: file.key,
          folderId,
          createdBy: ctx.user.id,
        });
      }
      return repo.insertFiles(tx, ctx.accountId, values);
    });
    return { status: 1 as const, message: fileMessages.added, files: rows.map(presentFile) };
  } catch (error) {
    for (const file of stored) await removeFile(deps, ctx.accountId, file.key);
    throw error;
  }
}

/** 422 when another file of its extension in the folder has the name (case aside). */
async function assertNameFree(
  deps: Deps,
  ctx: RequestContext,
  row: repo.FileRow,
  name: string,
  folderId: number | null,
) {
  const taken = await repo.takenNames(deps.db, ctx.accountId, {
    folderId,
    ext: row.ext,
    except: row.id,
  });
  if (taken.has(name.toLowerCase())) throw fieldError('name', fileMessages.nameTaken);
}

/** PUT file/validate-name (001 §5): the name's rules, and free in the folder. */
export async function validateName(
  deps: Deps,
  ctx: RequestContext,
  body: { id: number; name: string; folder_id?: number | undefined },
) {
  if (!can(ctx.subject, 'update', 'files')) authorize(ctx, 'create', 'files');
  const [row] = await filesOf(deps, ctx, [body.id]);
  const folderId =
    body.folder_id === undefined
      ? row!.folderId
      : await fileFolder(deps, ctx, body.folder_id, false);
  await assertNameFree(deps, ctx, row!, body.name, folderId);
  return { status: 1 as const, valid: true as const };
}

/** PATCH file/{id}/rename: the name only; the extension stays. */
export async function rename(deps: Deps, ctx: RequestContext, id: number, name: string) {
  authorize(ctx, 'update', 'files');
  const [row] = await filesOf(deps, ctx, [id]);
  await assertNameFree(deps, ctx, row!, name, row!.folderId);
  const renamed = await repo.renameFile(deps.db, ctx.accountId, id, name);
  return { status: 1 as const, message: fileMessages.renamed, file: presentFile(renamed!) };
}

/** PATCH file/archive-unarchive (001 §4): the files archived or enabled. */
export async function archive(
  deps: Deps,
  ctx: RequestContext,
  body: { ids: number[]; status: FileStatus },
) {
  authorize(ctx, 'update', 'files');
  const rows = await filesOf(deps, ctx, body.ids);
  const archived = body.status === 'archived';
  await repo.setArchived(
    deps.db,
    ctx.accountId,
    rows.map((r) => r.id),
    archived,
  );
  return {
    status: 1 as const,
    message: archived ? fileMessages.archived : fileMessages.enabled,
  };
}

/** PATCH file/update-stats: one more download. */
export async function updateStats(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'files');
  const downloads = await repo.countDownload(deps.db, ctx.accountId, id);
  if (downloads === undefined) throw notFound();
  return { status: 1 as const, downloads };
}

/** 001 §4: a downloaded name carries a random prefix. */
const downloadName = (row: repo.FileRow) =>
  `${randomBytes(3).toString('hex')}_${row.name}.${row.ext}`;

/** GET file/{id}/download: the bytes, streamed. */
export async function download(deps: Deps, ctx: RequestContext, id: number, reply: FastifyReply) {
  authorize(ctx, 'view', 'files');
  const [row] = await filesOf(deps, ctx, [id]);
  return sendStoredFile(reply, deps, row!.storageKey, { fileName: downloadName(row!) });
}

/** Names unique within a zip: a repeated one gets (2), (3)… before its extension. */
function zipNames(rows: repo.FileRow[]) {
  const taken = new Set<string>();
  return rows.map((row) => freeName(row.name, taken, `.${row.ext}`));
}

/**
 * GET file/download-zip: the files as one files.zip, streamed. Entries are added one at a time
 * (the next file is opened once the last is in), so one storage stream is open at a time and
 * nothing is held whole. A file whose bytes are gone is left out.
 */
export async function downloadZip(
  deps: Deps,
  ctx: RequestContext,
  ids: number[],
  reply: FastifyReply,
) {
  authorize(ctx, 'view', 'files');
  if (ids.length === 0) throw fieldError('ids', 'Please choose at least one file');
  const rows = await filesOf(deps, ctx, ids);
  const names = zipNames(rows);
  // Stored without compression: most of what people upload is compressed already.
  const zip = archiver('zip', { store: true });
  const fill = async () => {
    for (const [i, row] of rows.entries()) {
      const found = await deps.storage.read(row.storageKey);
      if (!found) continue;
      const added = once(zip, 'entry');
      zip.append(found.body, { name: names[i]! });
      await added;
    }
    await zip.finalize();
  };
  fill().catch((error: unknown) => {
    reply.log.error({ err: error }, 'files.zip broke off');
    zip.destroy(error as Error);
  });
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition('files.zip'))
    .header('x-content-type-options', 'nosniff')
    .send(zip);
}

/** DELETE file/delete (001 §5): only with DELETE typed in capitals; the bytes go too. */
export async function remove(
  deps: Deps,
  ctx: RequestContext,
  body: { ids: number[]; confirmation: string },
) {
  authorize(ctx, 'delete', 'files');
  if (body.confirmation !== 'DELETE')
    throw fieldError(
      'confirmation',
      body.confirmation.trim().toUpperCase() === 'DELETE'
        ? fileMessages.capitals
        : fileMessages.typeDelete,
    );
  const rows = await filesOf(deps, ctx, body.ids);
  const deleted = await repo.deleteFiles(
    deps.db,
    ctx.accountId,
    rows.map((r) => r.id),
  );
  for (const { storageKey } of deleted) await removeFile(deps, ctx.accountId, storageKey);
  return { status: 1 as const, message: fileMessages.deleted, deleted: deleted.length };
}
