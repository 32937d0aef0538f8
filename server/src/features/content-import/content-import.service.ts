import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type ContentHistoriesResponse,
  importContentsFields,
  contentImportMessages as m,
  type VerifyContentResponse,
} from '@coachline/contract/content-import';
import { messages } from '@coachline/contract/messages';
import type { Multipart } from '@fastify/multipart';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, forbidden, validationError, zodFieldErrors } from '../../platform/errors';
import { accessibleAccounts, accountForUser } from '../accounts/accounts.service';
import { readSpreadsheet } from '../contact-import/contact-import.service';
import { kindOf, type ReadContent, readContent } from './content-import.file';
import { linkOf } from './content-import.importers';
import * as repo from './content-import.repository';
import { enqueueContentImport } from './content-import.worker';

/** The batches the history panel offers. */
const historyBatches = 50;

/**
 * Only the organization's owner imports content (000 §2.7: into the primary account and its
 * locations), and only where the Content Machine is on (the integration flag fit_funnels).
 */
async function assertImporter(deps: Deps, ctx: RequestContext) {
  if (!ctx.user.isOrganizationOwner || ctx.user.companyId !== null) throw forbidden(m.notOwner);
  const primary = await accountForUser(deps.db, ctx.user, ctx.primaryAccountId);
  if (!primary?.fitFunnels) throw forbidden(messages.contentMachineBlocked);
}

/** GET content-upload/locations. */
export async function locations(deps: Deps, ctx: RequestContext) {
  await assertImporter(deps, ctx);
  const rows = await accessibleAccounts(deps.db, ctx.user);
  return {
    status: 1 as const,
    locations: rows.map((row) => ({
      id: row.id,
      businessname: row.businessname,
      is_primary: row.parentId === null,
    })),
  };
}

type Upload = { fields: Record<string, string[]>; file?: { path: string; name: string } };

/** The parts of an upload: its one file written to a temporary path, its fields by name. */
async function receive(parts: AsyncIterable<Multipart>): Promise<Upload> {
  const upload: Upload = { fields: {} };
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        upload.fields[part.fieldname] = [
          ...(upload.fields[part.fieldname] ?? []),
          String(part.value),
        ];
        continue;
      }
      if (part.fieldname !== 'file' || upload.file) {
        part.file.resume();
        continue;
      }
      const path = join(tmpdir(), `content-import-${randomUUID()}`);
      upload.file = { path, name: part.filename };
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw fieldError('file', m.tooLarge);
    }
    if (!upload.file) throw fieldError('file', m.noFile);
    return upload;
  } catch (error) {
    if (upload.file) await rm(upload.file.path, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError('file', m.tooLarge);
    throw error;
  }
}

async function readFile(file: NonNullable<Upload['file']>): Promise<ReadContent> {
  const { headers, rows } = await readSpreadsheet(file.path, file.name);
  return readContent(headers, rows);
}

const incorrect = (read: ReadContent): VerifyContentResponse => ({
  status: 0,
  message: m.incorrectFormat,
  errors: read.errors,
});

/** POST content-upload/verify-csv: reads the file, imports nothing. */
export async function verifyCsv(
  deps: Deps,
  ctx: RequestContext,
  parts: AsyncIterable<Multipart>,
): Promise<VerifyContentResponse> {
  await assertImporter(deps, ctx);
  const { file } = await receive(parts);
  try {
    const read = await readFile(file!);
    if (read.errors.length > 0) return incorrect(read);
    const kind = kindOf(read.items);
    return {
      status: 1,
      response: read.items.length,
      type: { type: kind.plural, icon: kind.icon },
    };
  } finally {
    await rm(file!.path, { force: true });
  }
}

/** `user_ids` as repeated fields or one JSON array; `use_default_styling` as 0 or 1. */
function importFields(fields: Upload['fields']): z.output<typeof importContentsFields> {
  const ids = (fields.user_ids ?? fields['user_ids[]'] ?? []).flatMap((value) => {
    const text = value.trim();
    if (!text.startsWith('[')) return [Number(text)];
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.map(Number) : [Number.NaN];
    } catch {
      return [Number.NaN];
    }
  });
  const styling = fields.use_default_styling?.[0];
  const parsed = importContentsFields.safeParse({
    user_ids: ids,
    use_default_styling: styling === undefined ? 0 : Number(styling),
  });
  if (!parsed.success) throw validationError(zodFieldErrors(parsed.error.issues));
  return parsed.data;
}

/** POST content-upload/import-contents: checks the file and the accounts, then queues it. */
export async function importContents(
  deps: Deps,
  ctx: RequestContext,
  parts: AsyncIterable<Multipart>,
) {
  await assertImporter(deps, ctx);
  const { fields, file } = await receive(parts);
  try {
    const { user_ids, use_default_styling } = importFields(fields);
    const allowed = new Set((await accessibleAccounts(deps.db, ctx.user)).map((a) => a.id));
    if (user_ids.some((id) => !allowed.has(id))) throw fieldError('user_ids', m.unknownAccount);
    const read = await readFile(file!);
    if (read.errors.length > 0) {
      throw validationError({
        file: read.errors.map((e) => (e.row === 0 ? e.message : `Row ${e.row}: ${e.message}`)),
      });
    }
    const kind = kindOf(read.items);
    const row = await repo.insertImport(deps.db, ctx.primaryAccountId, {
      userId: ctx.user.id,
      fileName: file!.name.slice(0, 255),
      kind: kind.plural,
      icon: kind.icon,
      items: read.items,
      useSavedStyling: use_default_styling === 1,
      targetAccountIds: user_ids,
    });
    await enqueueContentImport(deps, row.id);
    return { status: 1 as const, message: m.started, batch: row.id, total: row.total };
  } finally {
    await rm(file!.path, { force: true });
  }
}

/** GET content-upload/histories: the user's batches, and the items of one. */
export async function histories(
  deps: Deps,
  ctx: RequestContext,
  batch: number | undefined,
): Promise<ContentHistoriesResponse> {
  await assertImporter(deps, ctx);
  const batches = await repo.listImports(
    deps.db,
    ctx.primaryAccountId,
    ctx.user.id,
    historyBatches,
  );
  const shown = batch === undefined ? batches[0] : batches.find((b) => b.id === batch);
  const entries = shown ? await repo.listEntries(deps.db, ctx.primaryAccountId, shown.id) : [];
  const names = new Map(
    (await accessibleAccounts(deps.db, ctx.user)).map((a) => [a.id, a.businessname]),
  );
  return {
    status: 1,
    histories: entries
      .filter((entry) => entry.done)
      .map((entry) => ({
        id: entry.id,
        type: entry.type,
        names: entry.title,
        link: entry.createdId === null ? null : linkOf(entry.type, entry.createdId),
        account_id: entry.targetAccountId,
        location: names.get(entry.targetAccountId) ?? m.deletedLocation,
        error: entry.error,
      })),
    batches: batches.map((b) => ({
      batch: b.id,
      date: b.createdAt.toISOString(),
      type: b.kind,
      icon: b.icon,
      status: b.status,
      imported: b.imported,
      total: b.total,
    })),
  };
}
