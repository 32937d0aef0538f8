import { randomUUID } from 'node:crypto';
import { classOfExtension, fileMessages, fileName } from '@coachline/contract/files';
import {
  type ContactPage,
  type contactEnableDisablePageBody,
  maxPageDownloads,
  type Page,
  type PageDetails,
  type PageDownload,
  type PageMember,
  type PageSettings,
  pageListAllMax,
  type pageListQuery,
  pageMessages,
  type SendPagesBody,
  type updatePageBody,
} from '@coachline/contract/pages';
import type { PortalPage, PortalPageDetails } from '@coachline/contract/portal';
import { defaultHeadline, defaultSubheadline, styledContent } from '@coachline/contract/styles';
import type { Multipart } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AssetCopy } from '../../platform/asset-copy';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { removeFile, sendStoredFile, storeFile } from '../../platform/files';
import { offsetOf, presentPage } from '../../platform/pagination';
import { fileStorageQuota } from '../accounts/limits';
import { switchableSentAssets } from '../contacts/contact-assets';
import { contactOf, contactRowsByIds } from '../contacts/contacts.service';
import { assetFolder } from '../folders/folders.service';
import { styleOf } from '../styles/styles.service';
import { mapOwnImages, sanitizePageContent } from './pages.content';
import * as repo from './pages.repository';
import { pageContacts, pages } from './pages.tables';

// Pages (docs/architecture.md §8l): a location's lesson pages with their headlines, cover,
// sanitized rich content and downloads, kept in folders and sent to contacts.

// Presenting

export const presentSettings = (row: repo.PageRow): PageSettings => ({
  headline: row.headline,
  subheadline: row.subheadline,
  headline_style: row.headlineStyle ?? defaultHeadline,
  subheadline_style: row.subheadlineStyle ?? defaultSubheadline,
  cover_image: row.coverImage,
  content: row.content,
});

export const presentPageRow = (row: repo.ListedPage): Page => ({
  id: row.id,
  title: row.title,
  asset_type: 'pages',
  folder_id: row.folderId,
  ordering: row.ordering,
  is_disabled: row.isDisabled,
  disable_message: row.disableMessage,
  cover_image: row.coverImage,
  members_count: row.membersCount,
  downloads_count: row.downloadsCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const presentDetails = (row: repo.ListedPage): PageDetails => ({
  ...presentPageRow(row),
  settings: presentSettings(row),
});

const presentDownload = (row: repo.DownloadRow): PageDownload => ({
  id: row.id,
  page_id: row.pageId,
  name: row.name,
  ext: row.ext,
  size: row.size,
  created_at: row.createdAt.toISOString(),
});

// Pages

/** A page of the accessed location, or 404. */
async function pageOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findPage(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

async function answer(deps: Deps, ctx: RequestContext, id: number, message: string) {
  return { status: 1 as const, message, page: presentDetails(await pageOf(deps, ctx, id)) };
}

/** A folder of pages to put a page in: 0 the main folder; 404 for another's, 422 archived. */
async function pageFolder(deps: Deps, ctx: RequestContext, folderId: number | undefined) {
  if (!folderId) return null;
  const folder = await assetFolder(deps, ctx, 'pages', folderId);
  if (folder.archived) throw fieldError('folder_id', pageMessages.archivedFolder);
  return folder.id;
}

/** GET page/list. */
export async function list(deps: Deps, ctx: RequestContext, query: z.output<typeof pageListQuery>) {
  authorize(ctx, 'view', 'pages');
  const { page, per_page: perPage } = query;
  const { rows, total } = await repo.listPages(
    deps.db,
    ctx.accountId,
    {
      search: query.search,
      mode: query.mode,
      folderId:
        query.folder_id === undefined ? undefined : query.folder_id === 0 ? null : query.folder_id,
    },
    { by: query.order_by, dir: query.order },
    { limit: perPage, offset: offsetOf({ page, per_page: perPage }) },
  );
  return presentPage(rows.map(presentPageRow), total, page, perPage);
}

/** GET page/list-all: every page by title, for pickers. */
export async function listAll(deps: Deps, ctx: RequestContext, search: string | undefined) {
  authorize(ctx, 'view', 'pages');
  const rows = await repo.pickPages(deps.db, ctx.accountId, { search }, pageListAllMax + 1);
  return {
    status: 1 as const,
    data: rows.slice(0, pageListAllMax).map(presentPageRow),
    truncated: rows.length > pageListAllMax,
  };
}

/** POST page/create: a page on top of its list, headlines in the location's saved style. */
export async function create(
  deps: Deps,
  ctx: RequestContext,
  body: { title: string; folder_id?: number | undefined },
) {
  authorize(ctx, 'create', 'pages');
  const folderId = await pageFolder(deps, ctx, body.folder_id);
  const { style } = await styleOf(deps, ctx, styledContent.pages);
  const row = await repo.insertPage(deps.db, ctx.accountId, {
    title: body.title,
    folderId,
    headline: body.title,
    headlineStyle: style.headline,
    subheadlineStyle: style.subheadline,
    createdBy: ctx.user.id,
  });
  return answer(deps, ctx, row.id, pageMessages.created);
}

/** PATCH page/rename. */
export async function rename(deps: Deps, ctx: RequestContext, id: number, title: string) {
  authorize(ctx, 'update', 'pages');
  await pageOf(deps, ctx, id);
  await repo.updatePage(deps.db, ctx.accountId, id, { title });
  return answer(deps, ctx, id, pageMessages.renamed);
}

/** The columns a copy of a page takes from it (not its id, place in the list or counts). */
function copiedColumns(source: repo.ListedPage) {
  const {
    id: _id,
    accountId: _account,
    ordering: _ordering,
    createdAt: _created,
    updatedAt: _updated,
    membersCount: _members,
    downloadsCount: _downloads,
    createdBy: _createdBy,
    ...copied
  } = source;
  return copied;
}

/** Stores a copy of a stored file's bytes under a new key of the account, inside its quota. */
async function copyStored(deps: Deps, ctx: RequestContext, key: string) {
  const object = await deps.storage.read(key);
  if (!object) throw notFound();
  const copy = `pages/${ctx.accountId}/${randomUUID()}`;
  await storeFile(deps, ctx.accountId, fileStorageQuota(ctx.primaryAccountId), {
    key: copy,
    body: object.body,
    purpose: 'page-download',
  });
  return copy;
}

/**
 * POST page/duplicate: content and downloads (their files copied, so each page owns its own),
 * in the same folder, on top of the list; not its contacts.
 */
export async function duplicate(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  title: string | undefined,
) {
  authorize(ctx, 'create', 'pages');
  const source = await pageOf(deps, ctx, id);
  const downloads = await repo.listDownloads(deps.db, ctx.accountId, id);
  const copiedKeys: string[] = [];
  try {
    for (const download of downloads)
      copiedKeys.push(await copyStored(deps, ctx, download.storageKey));
    const row = await deps.db.transaction(async (tx) => {
      const copy = await repo.insertPage(tx, ctx.accountId, {
        ...copiedColumns(source),
        title: title ?? pageMessages.copyTitle(source.title),
        createdBy: ctx.user.id,
      });
      for (const [i, download] of downloads.entries())
        await repo.insertDownload(tx, ctx.accountId, copy.id, {
          name: download.name,
          ext: download.ext,
          size: download.size,
          storageKey: copiedKeys[i]!,
        });
      return copy;
    });
    return answer(deps, ctx, row.id, pageMessages.duplicated);
  } catch (error) {
    for (const key of copiedKeys) await removeFile(deps, ctx.accountId, key);
    throw error;
  }
}

/** DELETE page/delete: the page, its downloads and their stored files. */
export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'delete', 'pages');
  await pageOf(deps, ctx, id);
  const downloads = await repo.listDownloads(deps.db, ctx.accountId, id);
  await repo.deletePage(deps.db, ctx.accountId, id);
  for (const download of downloads) await removeFile(deps, ctx.accountId, download.storageKey);
  return { status: 1 as const, message: pageMessages.deleted };
}

/** GET page/{id}/details. */
export async function details(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'pages');
  return { status: 1 as const, page: presentDetails(await pageOf(deps, ctx, id)) };
}

/** PATCH page/{id}/update: the title and any of the editor's fields; content sanitized. */
export async function update(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  body: z.output<typeof updatePageBody>,
) {
  authorize(ctx, 'update', 'pages');
  await pageOf(deps, ctx, id);
  await repo.updatePage(deps.db, ctx.accountId, id, {
    title: body.title,
    headline: body.headline,
    subheadline: body.subheadline,
    headlineStyle: body.headline_style,
    subheadlineStyle: body.subheadline_style,
    coverImage: body.cover_image,
    content: body.content === undefined ? undefined : sanitizePageContent(body.content),
  });
  return answer(deps, ctx, id, pageMessages.updated);
}

/** PATCH page/page-disable: hidden from every contact (with its message), or shown again. */
export async function pageDisable(
  deps: Deps,
  ctx: RequestContext,
  body: {
    page_id: number;
    is_disabled: boolean;
    disable_content?: { message: string } | undefined;
  },
) {
  authorize(ctx, 'update', 'pages');
  await pageOf(deps, ctx, body.page_id);
  await repo.updatePage(deps.db, ctx.accountId, body.page_id, {
    isDisabled: body.is_disabled,
    disableMessage: body.disable_content?.message,
  });
  return answer(
    deps,
    ctx,
    body.page_id,
    body.is_disabled ? pageMessages.disabled : pageMessages.enabled,
  );
}

// Downloads

/** GET page/{id}/downloads. */
export async function downloads(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'view', 'pages');
  await pageOf(deps, ctx, id);
  const rows = await repo.listDownloads(deps.db, ctx.accountId, id);
  return { status: 1 as const, downloads: rows.map(presentDownload) };
}

/** A part's file name split into a checked name and an allowed extension, or a 422. */
function nameOf(filename: string) {
  const dot = filename.lastIndexOf('.');
  const ext = dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
  if (!classOfExtension(ext)) throw fieldError('file', fileMessages.refusedType(filename, ext));
  const name = fileName.safeParse(filename.slice(0, dot));
  if (!name.success) throw fieldError('file', name.error.issues[0]!.message);
  return { name: name.data, ext };
}

/** POST page/{id}/upload-download: one file, streamed to storage inside the account's quota. */
export async function uploadDownload(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  parts: AsyncIterable<Multipart>,
) {
  authorize(ctx, 'update', 'pages');
  const page = await pageOf(deps, ctx, id);
  if (page.downloadsCount >= maxPageDownloads)
    throw fieldError('file', pageMessages.tooManyDownloads);
  for await (const part of parts) {
    if (part.type !== 'file' || part.fieldname !== 'file') {
      if (part.type === 'file') part.file.resume();
      continue;
    }
    let checked: ReturnType<typeof nameOf>;
    try {
      checked = nameOf(part.filename);
    } catch (error) {
      // Drained, so the request's body still reaches its end and the refusal goes out.
      part.file.resume();
      throw error;
    }
    const key = `pages/${ctx.accountId}/${randomUUID()}`;
    let bytes: number;
    try {
      ({ bytes } = await storeFile(deps, ctx.accountId, fileStorageQuota(ctx.primaryAccountId), {
        key,
        body: part.file,
        purpose: 'page-download',
      }));
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw fieldError('file', pageMessages.tooLarge);
      throw error;
    }
    if (part.file.truncated || bytes === 0) {
      await removeFile(deps, ctx.accountId, key);
      throw fieldError('file', bytes === 0 ? pageMessages.emptyFile : pageMessages.tooLarge);
    }
    const row = await repo.insertDownload(deps.db, ctx.accountId, id, {
      ...checked,
      size: bytes,
      storageKey: key,
    });
    await repo.updatePage(deps.db, ctx.accountId, id, {});
    return {
      status: 1 as const,
      message: pageMessages.downloadAdded,
      download: presentDownload(row),
    };
  }
  throw fieldError('file', pageMessages.noFile);
}

async function downloadOf(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findDownload(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  return row;
}

/** GET page/download/{id}/file: the bytes, as an attachment named by the download. */
export async function fileOfDownload(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  reply: FastifyReply,
) {
  authorize(ctx, 'view', 'pages');
  const row = await downloadOf(deps, ctx, id);
  return sendStoredFile(reply, deps, row.storageKey, { fileName: `${row.name}.${row.ext}` });
}

/** PATCH page/download/{id}/rename. */
export async function renameDownload(deps: Deps, ctx: RequestContext, id: number, name: string) {
  authorize(ctx, 'update', 'pages');
  await downloadOf(deps, ctx, id);
  const row = await repo.renameDownload(deps.db, ctx.accountId, id, name);
  return {
    status: 1 as const,
    message: pageMessages.downloadRenamed,
    download: presentDownload(row),
  };
}

/** DELETE page/delete-download: the download and its stored file. */
export async function deleteDownload(deps: Deps, ctx: RequestContext, id: number) {
  authorize(ctx, 'update', 'pages');
  const row = await downloadOf(deps, ctx, id);
  await repo.deleteDownload(deps.db, ctx.accountId, id);
  await removeFile(deps, ctx.accountId, row.storageKey);
  return { status: 1 as const, message: pageMessages.downloadDeleted };
}

// Pages sent to contacts (001 §4, §7 Contact)

/** Pages sent to contacts: the pages area and the contact centre's view. */
const sentPages = switchableSentAssets({
  area: 'pages',
  assets: pages,
  sent: pageContacts,
  assetColumn: pageContacts.pageId,
  messages: pageMessages,
});

/** POST page/send-to-contact. */
export const sendToContact = (deps: Deps, ctx: RequestContext, body: SendPagesBody) =>
  sentPages.send(deps, ctx, body.page_ids, body.contact_ids);

/** POST page/restrict-from-contact. */
export const restrictFromContact = (deps: Deps, ctx: RequestContext, body: SendPagesBody) =>
  sentPages.restrict(deps, ctx, body.page_ids, body.contact_ids);

/** PATCH page/enable-disable: the page enabled or disabled for contacts it was sent to. */
export const enableDisable = (
  deps: Deps,
  ctx: RequestContext,
  body: { page_id: number; contact_ids: number[]; enabled: boolean },
) => sentPages.enable(deps, ctx, body.page_id, body.contact_ids, body.enabled);

/** GET page/{id}/assigned-members: the contacts it was sent to, last sent first. */
export async function assignedMembers(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  query: { page: number; per_page: number },
) {
  sentPages.authorize(ctx, 'view');
  await pageOf(deps, ctx, id);
  const { rows, total } = await repo.members(deps.db, ctx.accountId, id, {
    limit: query.per_page,
    offset: offsetOf(query),
  });
  const contacts = new Map(
    (
      await contactRowsByIds(
        deps.db,
        ctx.accountId,
        rows.map((r) => r.contactId),
      )
    ).map((c) => [c.id, c]),
  );
  const data: PageMember[] = rows.map((r) => {
    const contact = contacts.get(r.contactId);
    return {
      id: r.contactId,
      name: contact ? `${contact.firstName} ${contact.lastName}`.trim() : '',
      email: contact?.email ?? null,
      enabled: r.enabled,
      client_portal: r.clientPortal,
      sent_at: r.sentAt.toISOString(),
    };
  });
  return presentPage(data, total, query.page, query.per_page);
}

/** DELETE page/delete-assigned-members: the page taken back from the contacts named. */
export async function deleteAssignedMembers(
  deps: Deps,
  ctx: RequestContext,
  body: { page_id: number; contact_ids: number[] },
) {
  const { restricted } = await sentPages.restrict(deps, ctx, [body.page_id], body.contact_ids);
  return { status: 1 as const, message: pageMessages.membersRemoved, removed: restricted };
}

const presentContactPage = (row: repo.ContactPageRow): ContactPage => ({
  ...presentPageRow(row),
  enabled: row.enabled,
  client_portal: row.clientPortal,
  sent_at: row.sentAt.toISOString(),
});

/** GET contact/{id}/pages: the pages sent to the contact, last sent first. */
export async function contactPages(
  deps: Deps,
  ctx: RequestContext,
  contactId: number,
  query: { page: number; per_page: number; search?: string | undefined },
) {
  sentPages.authorize(ctx, 'view');
  await contactOf(deps.db, ctx, contactId);
  const { rows, total } = await repo.contactPages(
    deps.db,
    ctx.accountId,
    contactId,
    { search: query.search },
    { limit: query.per_page, offset: offsetOf(query) },
  );
  return presentPage(rows.map(presentContactPage), total, query.page, query.per_page);
}

/** PATCH contact/enable-disable-page: enabled for the contact, shown in their portal. */
export async function contactEnableDisable(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof contactEnableDisablePageBody>,
) {
  await sentPages.setForContact(deps, ctx, body.page_id, body.contact_id, {
    enabled: body.enabled,
    clientPortal: body.client_portal,
  });
  const { rows } = await repo.contactPages(
    deps.db,
    ctx.accountId,
    body.contact_id,
    { pageId: body.page_id },
    { limit: 1, offset: 0 },
  );
  const row = rows[0]!;
  return {
    status: 1 as const,
    message: row.enabled ? pageMessages.enabled : pageMessages.disabled,
    page: presentContactPage(row),
  };
}

// Sharing between locations (the sharing area's registry of kinds calls these).

/** The location's own uploads, as the image uploader writes their addresses. */
const isOwnUpload = (deps: Pick<Deps, 'config'>) => (url: string) =>
  url.startsWith('/uploads/') || url.startsWith(`${deps.config.appUrl}/uploads/`);

/**
 * A deep copy of a page into another account: its settings, content and downloads, every image
 * of the location's uploads and every download's file copied through `copy.copyFile`; not its
 * contacts. In no folder, with the same title, created by `copy.userId`. Null when the page is
 * not one of `copy.fromAccountId`'s.
 */
export async function copyToAccount(
  deps: Deps,
  id: number,
  copy: AssetCopy,
): Promise<number | null> {
  const source = await repo.findPage(deps.db, copy.fromAccountId, id);
  if (!source) return null;
  const own = isOwnUpload(deps);
  const coverImage =
    source.coverImage && own(source.coverImage)
      ? await copy.copyFile(source.coverImage)
      : source.coverImage;
  const content = await mapOwnImages(source.content, own, copy.copyFile);
  const downloads = await repo.listDownloads(deps.db, copy.fromAccountId, id);
  const keys: string[] = [];
  for (const download of downloads) keys.push(await copy.copyFile(download.storageKey));
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertPage(tx, copy.toAccountId, {
      ...copiedColumns(source),
      folderId: null,
      coverImage,
      content,
      createdBy: copy.userId,
    });
    for (const [i, download] of downloads.entries())
      await repo.insertDownload(tx, copy.toAccountId, row.id, {
        name: download.name,
        ext: download.ext,
        size: download.size,
        storageKey: keys[i]!,
      });
    return row.id;
  });
}

/** A page's title and thumbnail (its cover) for a share, or null when it is not the account's. */
export async function describeForSharing(
  deps: Deps,
  accountId: number,
  id: number,
): Promise<{ title: string; thumbnail: string | null } | null> {
  const row = await repo.findPage(deps.db, accountId, id);
  return row ? { title: row.title, thumbnail: row.coverImage } : null;
}

/** A contact's move and merge (contacts service) take its pages along. */
export const leavePages = sentPages.leave;
export const reassignContactPages = sentPages.reassign;

// The client portal: the contact's side, scoped by the portal session (no user)

const presentPortalPage = (row: repo.PageRow & { sentAt: Date }): PortalPage => ({
  id: row.id,
  title: row.title,
  cover_image: row.coverImage,
  sent_at: row.sentAt.toISOString(),
});

/** The pages a contact sees in their portal. */
export async function portalPages(deps: Deps, accountId: number, contactId: number) {
  const rows = await repo.portalPages(deps.db, accountId, contactId);
  return rows.map(presentPortalPage);
}

async function portalPageRow(deps: Deps, accountId: number, contactId: number, id: number) {
  const [row] = await repo.portalPages(deps.db, accountId, contactId, id);
  if (!row) throw notFound();
  return row;
}

/** A page as its contact reads it, with its downloads. */
export async function portalPage(
  deps: Deps,
  accountId: number,
  contactId: number,
  id: number,
): Promise<PortalPageDetails> {
  const row = await portalPageRow(deps, accountId, contactId, id);
  const downloads = await repo.listDownloads(deps.db, accountId, id);
  return {
    ...presentPortalPage(row),
    headline: row.headline,
    subheadline: row.subheadline,
    content: row.content,
    downloads: downloads.map((d) => ({ id: d.id, name: d.name, ext: d.ext, size: d.size })),
  };
}

/** A download of a page the contact sees: the bytes, as an attachment. */
export async function portalPageDownload(
  deps: Deps,
  accountId: number,
  contactId: number,
  ids: { page: number; download: number },
  reply: FastifyReply,
) {
  await portalPageRow(deps, accountId, contactId, ids.page);
  const row = await repo.findDownload(deps.db, accountId, ids.download);
  if (row?.pageId !== ids.page) throw notFound();
  return sendStoredFile(reply, deps, row.storageKey, { fileName: `${row.name}.${row.ext}` });
}
