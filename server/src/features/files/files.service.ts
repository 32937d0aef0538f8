import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import {
  classOfExtension,
  type FileListQuery,
  type FilePermission,
  type FileStatus,
  fileMessages,
  fileName,
  listAllMax,
  maxFilesPerUpload,
  mayShareFile,
  type SendToContactInput,
  uploadFields,
} from '@coachline/contract/files';
import { can, isCompanyUser } from '@coachline/contract/permissions';
import type { PortalFile } from '@coachline/contract/portal';
import type { Multipart } from '@fastify/multipart';
import archiver from 'archiver';
import type { FastifyReply } from 'fastify';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import {
  fieldError,
  forbidden,
  notFound,
  validationError,
  zodFieldErrors,
} from '../../platform/errors';
import { contentDisposition, removeFile, sendStoredFile, storeFile } from '../../platform/files';
import { offsetOf, presentPage } from '../../platform/pagination';
import { listUsersByIds, permissionSubject, usersWhoMay } from '../accounts/accounts.service';
import { fileStorageQuota } from '../accounts/limits';
import { contactOf, countLiveContacts } from '../contacts/contacts.service';
import { assetFolder } from '../folders/folders.service';
import * as repo from './files.repository';

// What the contact centre calls inside its own authorized transactions: a contact moving to
// another location leaves its files here, a merge gives the survivor the others' files.
export { leaveFiles, reassignContactFiles } from './files.repository';

const presentFile = (row: repo.FileRow) => ({
  id: row.id,
  name: row.name,
  ext: row.ext,
  class: row.class,
  size: row.size,
  downloads: row.downloads,
  status: (row.archived ? 'archived' : 'enabled') as FileStatus,
  permission: row.permission,
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

/**
 * Staff whose permissions are per area (company users) see the files their permission lets
 * them; everyone else is an admin of the location and sees every file (contract
 * `filePermissions`).
 */
const seenByOf = (ctx: RequestContext): repo.SeenBy =>
  isCompanyUser(ctx.subject) ? ctx.user.id : undefined;

/** The account's files of the ids that the caller sees, every one of them, or 404. */
async function filesOf(deps: Deps, ctx: RequestContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.findFiles(deps.db, ctx.accountId, seenByOf(ctx), unique);
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
      seenBy: seenByOf(ctx),
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
  const downloads = await repo.countDownload(deps.db, ctx.accountId, seenByOf(ctx), id);
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

// Permissions (001 §3 file users, §6)

/** Who sees a file is decided by an admin or by the user who uploaded it, else 403. */
function assertMayShare(ctx: RequestContext, rows: repo.FileRow[]) {
  if (rows.some((row) => !mayShareFile(ctx.subject, ctx.user.id, { created_by: row.createdBy })))
    throw forbidden(fileMessages.notYours);
}

/** PATCH file/update-permission: several files' permission; their user lists stay. */
export async function updatePermission(
  deps: Deps,
  ctx: RequestContext,
  body: { ids: number[]; permission: FilePermission },
) {
  authorize(ctx, 'update', 'files');
  const rows = await filesOf(deps, ctx, body.ids);
  assertMayShare(ctx, rows);
  const updated = await repo.setPermission(
    deps.db,
    ctx.accountId,
    rows.map((r) => r.id),
    body.permission,
  );
  return { status: 1 as const, message: fileMessages.permissionUpdated, updated: updated.length };
}

/** The location's users who may view files (its owner and staff), in name order. */
async function fileStaff(deps: Deps, ctx: RequestContext) {
  return listUsersByIds(deps.db, await usersWhoMay(deps.db, ctx.accountId, 'view', 'files'));
}

/** PATCH file/{id}/change-permission: one file's permission and the users it is shared with. */
export async function changePermission(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: { permission: FilePermission; user_ids?: number[] | undefined },
) {
  authorize(ctx, 'update', 'files');
  const rows = await filesOf(deps, ctx, [id]);
  assertMayShare(ctx, rows);
  const userIds = body.user_ids && [...new Set(body.user_ids)];
  if (userIds?.length) {
    const staff = new Set((await fileStaff(deps, ctx)).map((u) => u.id));
    // Another organization's user, or one who may not see this location's files: no such user.
    if (userIds.some((userId) => !staff.has(userId))) throw notFound();
  }
  const [row] = await deps.db.transaction(async (tx) => {
    if (userIds) await repo.replaceFileUsers(tx, ctx.accountId, id, userIds);
    return repo.setPermission(tx, ctx.accountId, [id], body.permission);
  });
  return { status: 1 as const, message: fileMessages.permissionUpdated, file: presentFile(row!) };
}

/**
 * GET file/{file_id}/users: who may view files here, and whether each sees this one. Asked by
 * who may change the file's permission only: the list names the location's staff and their
 * emails.
 */
export async function users(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'files');
  const [row] = await filesOf(deps, ctx, [id]);
  assertMayShare(ctx, [row!]);
  const [staff, shared] = await Promise.all([
    fileStaff(deps, ctx),
    repo.fileUserIds(deps.db, ctx.accountId, id),
  ]);
  const sharedWith = new Set(shared);
  return {
    status: 1 as const,
    permission: row!.permission,
    users: staff.map((user) => {
      const always = !isCompanyUser(permissionSubject(user)) || user.id === row!.createdBy;
      return {
        id: user.id,
        name: `${user.fname} ${user.lname}`.trim(),
        email: user.email,
        has_access: always || row!.permission === 'everyone' || sharedWith.has(user.id),
        always,
      };
    }),
  };
}

// Files sent to contacts

/** A contact's files are read where its profile is: the files area and the contact centre. */
function authorizeContactFiles(ctx: RequestContext, action: 'view' | 'update') {
  authorize(ctx, action, 'files');
  authorize(ctx, 'view', 'contacts-center');
}

/** POST file/send-to-contact: every file to every contact, each pair once. */
export async function sendToContact(deps: Deps, ctx: RequestContext, body: SendToContactInput) {
  authorizeContactFiles(ctx, 'update');
  const rows = await filesOf(deps, ctx, body.file_ids);
  const contactIds = [...new Set(body.contact_ids)];
  if ((await countLiveContacts(deps.db, ctx.accountId, contactIds)) !== contactIds.length)
    throw notFound();
  if (rows.some((row) => row.archived)) throw fieldError('file_ids', fileMessages.archivedSend);
  const sent = await repo.sendToContacts(
    deps.db,
    ctx.accountId,
    rows.map((r) => r.id),
    contactIds,
    ctx.user.id,
  );
  return { status: 1 as const, message: fileMessages.sent, sent };
}

/** DELETE file/remove-from-contact: the files taken back from the contact; they stay here. */
export async function removeFromContact(
  deps: Deps,
  ctx: RequestContext,
  body: { contact_id: number; file_ids: number[] },
) {
  authorizeContactFiles(ctx, 'update');
  await contactOf(deps.db, ctx, body.contact_id);
  const rows = await filesOf(deps, ctx, body.file_ids);
  const removed = await repo.removeFromContact(
    deps.db,
    ctx.accountId,
    body.contact_id,
    rows.map((r) => r.id),
  );
  return { status: 1 as const, message: fileMessages.removedFromContact, removed };
}

/** GET file/{contact_id}/list: the files sent to the contact that the caller sees. */
export async function contactList(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  query: { page: number; per_page: number; search?: string | undefined },
) {
  authorizeContactFiles(ctx, 'view');
  await contactOf(deps.db, ctx, contactId);
  const { rows, total } = await repo.contactFiles(
    deps.db,
    ctx.accountId,
    contactId,
    { seenBy: seenByOf(ctx), search: query.search },
    { limit: query.per_page, offset: offsetOf(query) },
  );
  return presentPage(
    rows.map((r) => ({
      ...presentFile(r.file),
      sent_at: r.sentAt.toISOString(),
      sent_by: r.sentBy,
    })),
    total,
    query.page,
    query.per_page,
  );
}

/** GET file/list-all: every enabled file the caller sees, for pickers, bounded. */
export async function listAll(
  deps: Deps,
  ctx: RequestContext,
  query: { search?: string | undefined },
) {
  authorize(ctx, 'view', 'files');
  const rows = await repo.enabledFiles(
    deps.db,
    ctx.accountId,
    { seenBy: seenByOf(ctx), search: query.search },
    listAllMax + 1,
  );
  return {
    status: 1 as const,
    data: rows.slice(0, listAllMax).map(presentFile),
    truncated: rows.length > listAllMax,
  };
}

// The client portal: the contact's side, scoped by the portal session (no user)

/** The files a contact sees in their portal. */
export async function portalFiles(
  deps: Deps,
  accountId: number,
  contactId: number,
): Promise<PortalFile[]> {
  const rows = await repo.portalFiles(deps.db, accountId, contactId);
  return rows.map(({ file, sentAt }) => ({
    id: file.id,
    name: file.name,
    ext: file.ext,
    size: file.size,
    sent_at: sentAt.toISOString(),
  }));
}

/** A file the contact sees: the bytes, streamed. */
export async function portalFileDownload(
  deps: Deps,
  accountId: number,
  contactId: number,
  id: number,
  reply: FastifyReply,
) {
  const [row] = await repo.portalFiles(deps.db, accountId, contactId, id);
  if (!row) throw notFound();
  return sendStoredFile(reply, deps, row.file.storageKey, { fileName: downloadName(row.file) });
}
