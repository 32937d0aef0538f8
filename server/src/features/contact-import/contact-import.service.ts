import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Paginated } from '@coachline/contract/api';
import {
  type ImportBody,
  type ImportContactsQuery,
  type ImportedContact,
  type ImportLog,
  type ImportLogResponse,
  type ImportResponse,
  importUndoDays,
  type MapCsvFieldResponse,
} from '@coachline/contract/contact-import';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { ActivitySource } from '../../platform/activity';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, limitExceeded, notFound, validationError } from '../../platform/errors';
import { keepFile, removeFile, storeFile } from '../../platform/files';
import { offsetOf, presentPage } from '../../platform/pagination';
import { fileStorageQuota, planUsage } from '../accounts/limits';
import {
  contactsByIds,
  createdByImport,
  type ImportedContactRow,
  listCustomFields,
  tabsOf,
} from '../contacts/contacts.service';
import { csvLine } from './contact-import.csv';
import { FileLimitError } from './contact-import.errors';
import { compileMapping, suggestMapping } from './contact-import.mapping';
import {
  type DataRow,
  type ImportFileType,
  sniffFile,
  uniqueHeaders,
} from './contact-import.parsers';
import { summarizeUpload, uploadRows } from './contact-import.reader';
import * as repo from './contact-import.repository';
import { enqueueImport, runImport } from './contact-import.worker';

// A deleted user's imports stay in the log under another user (organization/user/delete).
export { handOverImports } from './contact-import.repository';

export const maxUploadBytes = 100 * 1024 * 1024;
const logSize = 100;
const hourMs = 3600 * 1000;
/** An upload not imported within a day is removed by the storage cleanup. */
const uploadLifetimeMs = 24 * hourMs;
// Once queued, the file stays until the import ends; one still not ended after a week has
// stalled for good, and its file goes then.
const importFileLifetimeMs = 7 * 24 * hourMs;

export const importMessages = {
  noFile: 'Please choose a CSV or Excel (.xlsx, .xls) file to import.',
  tooLarge: 'The file may not be greater than 100 MB.',
  notSpreadsheet: 'Please upload a CSV or Excel (.xlsx, .xls) file.',
  utf16be: 'The file is saved as UTF-16 (big-endian): save it as CSV UTF-8 and upload it again.',
  empty: 'The file is empty.',
  noRows: 'The file has column names but no rows to import.',
  headerless: (cell: string) =>
    `The first row must hold the column names (such as First Name, Email, Phone), but it looks like data: “${cell}”.`,
  unreadableHeader: (detail: string) => `The file could not be read: ${detail}.`,
  alreadyImported: 'This file has already been imported; upload it again to import it once more.',
  expired:
    'This upload has expired: files are kept for 24 hours until they are imported. Upload the file again.',
  badStatus: 'The status must be one of the tabs of this location.',
  limit: (rows: number, used: number, space: number) =>
    `Importing ${rows.toLocaleString('en-US')} contacts would go over your plan's limit of ${space.toLocaleString('en-US')} contacts (${used.toLocaleString('en-US')} used). Upgrade your plan or import fewer rows.`,
} as const;

const extensions: Record<string, ImportFileType> = {
  csv: 'csv',
  txt: 'csv',
  tsv: 'csv',
  xlsx: 'xlsx',
  xls: 'xls',
};

const extensionOf = (fileName: string) =>
  fileName.includes('.') ? fileName.toLowerCase().split('.').pop()! : '';

// Header cells never look like an address, a phone number or a date.
function looksLikeData(cell: string): boolean {
  const text = cell.trim();
  return (
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ||
    /^\+?[\d\s().-]{7,}$/.test(text) ||
    /^\d{1,4}[/-]\d{1,2}[/-]\d{1,4}$/.test(text)
  );
}

/** POST contact/map-csv-field: stores the upload, reads its columns and suggests a mapping. */
export async function mapCsvField(
  deps: Deps,
  ctx: RequestContext,
  file: MultipartFile | undefined,
): Promise<MapCsvFieldResponse> {
  authorize(ctx, 'create', 'contacts-center');
  if (file?.fieldname !== 'file' || !file.filename) {
    file?.file.resume();
    throw fieldError('file', importMessages.noFile);
  }
  const extension = extensionOf(file.filename);
  const key = `imports/${ctx.accountId}/${randomUUID()}.${extensions[extension] ? extension : 'upload'}`;
  try {
    await storeFile(deps, ctx.accountId, fileStorageQuota(ctx.primaryAccountId), {
      key,
      body: file.file,
      purpose: 'import',
      claimWithinMs: uploadLifetimeMs,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError('file', importMessages.tooLarge);
    throw error;
  }
  try {
    if (file.file.truncated) throw fieldError('file', importMessages.tooLarge);
    return await inspectUpload(deps, ctx, key, file.filename, extension);
  } catch (error) {
    // Whatever went wrong, nothing of a refused upload stays.
    await removeFile(deps, ctx.accountId, key);
    throw error;
  }
}

/** The upload read in a worker: a file past what an import reads is refused here, whole. */
async function summarize(path: string, type: ImportFileType) {
  try {
    return await summarizeUpload(path, type);
  } catch (error) {
    if (error instanceof FileLimitError)
      throw fieldError('file', importMessages.unreadableHeader(error.message));
    throw error;
  }
}

/** The spreadsheet type of a local file, refused with a field error on `file` when it is none. */
async function spreadsheetType(path: string, extension: string): Promise<ImportFileType> {
  const sniffed = await sniffFile(path);
  if (sniffed === 'empty') throw fieldError('file', importMessages.empty);
  if (sniffed === 'utf16be') throw fieldError('file', importMessages.utf16be);
  // The name must agree with the content: a .docx is a zip too, and a .pdf starts as text.
  const named = (type: ImportFileType) => extension === '' || extensions[extension] === type;
  if (sniffed === 'binary' || !named(sniffed))
    throw fieldError('file', importMessages.notSpreadsheet);
  return sniffed;
}

/** What the upload holds, read from a local copy (XLSX needs random access). */
async function readUpload(deps: Deps, key: string, extension: string) {
  const copy = await deps.storage.localCopy(key);
  try {
    const type = await spreadsheetType(copy.path, extension);
    return { type, summary: await summarize(copy.path, type) };
  } finally {
    await copy.release();
  }
}

/**
 * A small spreadsheet read whole, in the memory-capped reader an import uses: its column names
 * and its data rows, numbered from 1. Every refusal is a field error on `file`.
 */
export async function readSpreadsheet(
  path: string,
  fileName: string,
): Promise<{ headers: string[]; rows: DataRow[] }> {
  const type = await spreadsheetType(path, extensionOf(fileName));
  const summary = await summarize(path, type);
  if (summary.error !== undefined)
    throw fieldError('file', importMessages.unreadableHeader(summary.error));
  const rows: DataRow[] = [];
  for await (const row of uploadRows(path, type)) rows.push(row);
  return { headers: summary.headers.map((h) => h.trim()), rows };
}

async function inspectUpload(
  deps: Deps,
  ctx: RequestContext,
  key: string,
  fileName: string,
  extension: string,
): Promise<MapCsvFieldResponse> {
  const { type: sniffed, summary } = await readUpload(deps, key, extension);
  if (summary.headers.length === 0) {
    throw fieldError(
      'file',
      summary.error ? importMessages.unreadableHeader(summary.error) : importMessages.empty,
    );
  }
  const dataCell = summary.headers.find(looksLikeData);
  if (dataCell !== undefined) throw fieldError('file', importMessages.headerless(dataCell));
  // An unreadable file is accepted here and fails at import with the reason, importing nothing.
  if (summary.total === 0 && !summary.error) throw fieldError('file', importMessages.noRows);

  const headers = uniqueHeaders(summary.headers);
  const mapping = suggestMapping(headers, await listCustomFields(deps.db, ctx.accountId));
  const job = await repo.insertImport(deps.db, ctx.accountId, {
    userId: ctx.user.id,
    fileName: fileName.slice(0, 255),
    filePath: key,
    fileType: sniffed,
    headers,
    mapping,
    totalCount: summary.total,
    fileChecked: true,
    fileError: summary.error ?? null,
  });
  return {
    status: 1,
    import_id: job.id,
    headers,
    mapping,
    total_rows: summary.total,
    preview: summary.preview.map((cells) =>
      Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? ''])),
    ),
  };
}

/** POST contact/import: checks the mapping and the plan limit, then queues the import. */
export async function startImport(
  deps: Deps,
  ctx: RequestContext,
  body: ImportBody,
  log?: FastifyBaseLogger,
): Promise<ImportResponse> {
  authorize(ctx, 'create', 'contacts-center');
  // Rows that match an existing contact change it, unless they are skipped.
  if (body.duplicate_policy !== 'skip') authorize(ctx, 'update', 'contacts-center');
  const job = await repo.findImport(deps.db, ctx.accountId, body.import_id);
  if (!job) throw notFound();
  if (job.status !== 'uploaded') throw fieldError('import_id', importMessages.alreadyImported);

  const compiled = compileMapping(
    job.headers,
    body.mapping,
    await listCustomFields(deps.db, ctx.accountId),
  );
  if ('errors' in compiled) throw validationError(compiled.errors);
  if (body.status) {
    const tabs = await tabsOf(deps.db, ctx.accountId);
    if (!tabs.some((t) => t.value === body.status))
      throw fieldError('status', importMessages.badStatus);
  }

  // 000 §7.4: the plan's contact space covers the whole organization.
  const { contactsSpace: space, contactsCount: used } = await planUsage(
    deps.db,
    ctx.primaryAccountId,
  );
  if (used + job.totalCount > space)
    throw limitExceeded(importMessages.limit(job.totalCount, used, space));
  const until = new Date(Date.now() + importFileLifetimeMs);
  if (!(await keepFile(deps.db, ctx.accountId, job.filePath, until))) {
    // The cleanup removed the upload (or is about to): the entry goes with it.
    await repo.softDeleteImport(deps.db, ctx.accountId, job.id);
    throw fieldError('import_id', importMessages.expired);
  }

  const queued = await repo.queueImport(deps.db, ctx.accountId, job.id, {
    mapping: body.mapping,
    options: {
      ...(body.status && { status: body.status }),
      ...(body.tags?.length && { tags: body.tags }),
      duplicate_policy: body.duplicate_policy,
    },
  });
  if (!queued) throw fieldError('import_id', importMessages.alreadyImported);
  // Without a job queue (JOBS=false, route tests) the same worker runs before the answer.
  if (deps.jobs) await enqueueImport(deps, job.id);
  else await runImport(deps, job.id, { onError: 'fail', log });
  return { status: 1, import_id: job.id };
}

const dayMs = 24 * hourMs;

/** Until when the import can be undone; null when it cannot (not ended, undone, too old). */
export function undoUntil(row: repo.ImportRow): Date | null {
  if (row.status !== 'completed' && row.status !== 'failed') return null;
  if (row.undoStatus === 'undone' || !row.finishedAt) return null;
  const until = new Date(row.finishedAt.getTime() + importUndoDays * dayMs);
  return until.getTime() > Date.now() ? until : null;
}

export const presentImportLog = (row: repo.ImportRow): ImportLog => ({
  id: row.id,
  file_name: row.fileName,
  status: row.status,
  total_count: row.totalCount,
  count: row.count,
  imported_count: row.importedCount,
  updated_count: row.updatedCount,
  failed_count: row.failedCount,
  errors: row.errors,
  reason: row.reason,
  duplicate_policy: row.status === 'uploaded' ? null : (row.options.duplicate_policy ?? null),
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  // The upload is kept for as long as the import could be undone, undone or not.
  has_file: undoUntil({ ...row, undoStatus: null }) !== null,
  undo_status: row.undoStatus,
  undone_at: row.undoneAt?.toISOString() ?? null,
  undo_until: undoUntil(row)?.toISOString() ?? null,
});

/** GET contact/import-log: the location's latest imports, newest first. */
export async function importLogs(deps: Deps, ctx: RequestContext): Promise<ImportLogResponse> {
  authorize(ctx, 'view', 'contacts-center');
  const rows = await repo.listImports(deps.db, ctx.accountId, logSize);
  return { status: 1, data: rows.map(presentImportLog) };
}

/** POST contact/delete-csv-import-log: hides the log entry and drops its file; the contacts stay. */
export async function deleteImportLog(
  deps: Deps,
  ctx: RequestContext,
  id: number,
): Promise<{ status: 1 }> {
  authorize(ctx, 'create', 'contacts-center');
  const row = await repo.softDeleteImport(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  // A running import keeps its file until it ends; the cleanup takes it when its claim runs out.
  if (row.status !== 'queued' && row.status !== 'running')
    await removeFile(deps, ctx.accountId, row.filePath);
  return { status: 1 };
}

const presentImported = (row: ImportedContactRow): ImportedContact => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  number: row.number,
  live: row.live,
});

/** GET contact/import-log/{importId}/contacts: a page of the contacts it created or changed. */
export async function importedContacts(
  deps: Deps,
  ctx: RequestContext,
  importId: number,
  query: ImportContactsQuery,
): Promise<Paginated<ImportedContact>> {
  authorize(ctx, 'view', 'contacts-center');
  const job = await repo.findImport(deps.db, ctx.accountId, importId);
  if (!job) throw notFound();
  const page = { offset: offsetOf(query), limit: query.per_page };
  if (query.kind === 'created') {
    const { rows, total } = await createdByImport(deps.db, ctx.accountId, job.id, page);
    return presentPage(rows.map(presentImported), total, query.page, query.per_page);
  }
  const { ids, total } = await repo.changedContacts(deps.db, ctx.accountId, job.id, page);
  const rows = await contactsByIds(deps.db, ctx.accountId, ids);
  return presentPage(rows.map(presentImported), total, query.page, query.per_page);
}

const fileContentTypes: Record<ImportFileType, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** GET contact/import-log/{importId}/file: the upload as it was, while it is kept. */
export async function importFile(
  deps: Deps,
  ctx: RequestContext,
  importId: number,
): Promise<{ key: string; fileName: string; contentType: string }> {
  authorize(ctx, 'view', 'contacts-center');
  const job = await repo.findImport(deps.db, ctx.accountId, importId);
  if (!job) throw notFound();
  return {
    key: job.filePath,
    fileName: job.fileName,
    contentType: fileContentTypes[job.fileType],
  };
}

/** GET contact/import-log/{importId}/failed-rows: the failed rows as they were, plus row and error. */
export async function failedRows(
  deps: Deps,
  ctx: RequestContext,
  importId: number,
): Promise<{ fileName: string; body: Readable }> {
  authorize(ctx, 'view', 'contacts-center');
  const job = await repo.findImport(deps.db, ctx.accountId, importId);
  if (!job) throw notFound();
  const width = job.headers.length;
  async function* lines() {
    yield csvLine([...job!.headers, 'row', 'error']);
    let after = 0;
    for (;;) {
      const rows = await repo.listFailures(deps.db, ctx.accountId, importId, after, 1000);
      if (rows.length === 0) return;
      yield rows
        .map((r) =>
          csvLine([...Array.from({ length: width }, (_, i) => r.cells[i] ?? ''), r.row, r.message]),
        )
        .join('');
      after = rows.at(-1)!.row;
    }
  }
  const base = job.fileName.replace(/\.[^.]+$/, '') || 'import';
  return {
    fileName: `${base}-failed-rows.csv`,
    body: Readable.from(lines(), { objectMode: false }),
  };
}

/** The activity feed's imports: each ended import, with its file and counts or its reason. */
export const importActivitySource: ActivitySource = {
  key: 'imports',
  area: 'contacts-center',
  read: async (deps, accountId, window) =>
    (await repo.endedImportActivity(deps.db, accountId, window)).map((row) => ({
      id: row.id,
      kind: row.status === 'failed' ? 'import_failed' : 'import_completed',
      at: row.finishedAt ?? row.createdAt,
      contactId: null,
      detail:
        row.status === 'failed'
          ? `${row.fileName}: ${row.reason ?? 'failed'}`
          : `${row.fileName}: ${row.importedCount} added, ${row.updatedCount} updated, ${row.failedCount} failed`,
    })),
};
