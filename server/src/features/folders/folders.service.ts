import {
  type AssetType,
  type Folder,
  folderAssetAreas,
  folderDepthMax,
  folderMessages,
} from '@coachline/contract/folders';
import type { PermissionAction } from '@coachline/contract/permissions';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { folderAssets } from './folders.assets';
import * as repo from './folders.repository';

// Folders of every asset type (001 §7 Folders). The route lets in a caller with the action on
// any folder area; each call checks the area of its own asset type here, where the type is
// known (from the body, the path or the folder's row).

const authorizeFor = (ctx: RequestContext, action: PermissionAction, type: AssetType) =>
  authorize(ctx, action, folderAssetAreas[type]);

const isAssetType = (type: string): type is AssetType => type in folderAssetAreas;

/** The folder of the account, 404 otherwise, with the area of its type checked. */
async function folderOf(deps: Deps, ctx: RequestContext, id: number, action: PermissionAction) {
  const row = await repo.findFolder(deps.db, ctx.accountId, id);
  if (!row || !isAssetType(row.assetType)) throw notFound();
  authorizeFor(ctx, action, row.assetType);
  return { ...row, assetType: row.assetType };
}

/**
 * For an asset feature that puts new assets in a folder (an upload into it): the folder of the
 * type in the caller's account, 404 otherwise. The caller's own call checked its area.
 */
export async function assetFolder(deps: Deps, ctx: RequestContext, type: AssetType, id: number) {
  const row = await repo.findFolder(deps.db, ctx.accountId, id);
  if (row?.assetType !== type) throw notFound();
  return { id: row.id, archived: row.archived === 1 };
}

type Counts = { subfolders: Map<number, number>; items: Map<number, number> | null };

async function countsOf(
  deps: Deps,
  ctx: RequestContext,
  type: AssetType,
  ids: number[],
  archived: 0 | 1,
): Promise<Counts> {
  const assets = folderAssets[type];
  const [subfolders, items] = await Promise.all([
    repo.subfolderCounts(deps.db, ctx.accountId, ids, archived),
    assets ? repo.assetCounts(deps.db, ctx.accountId, assets, ids) : null,
  ]);
  return { subfolders, items };
}

const present = (
  row: repo.FolderRow & { assetType: AssetType },
  parentPath: repo.Crumb[],
  counts: Counts,
): Folder => ({
  id: row.id,
  title: row.title,
  parent_id: row.parentId,
  archived: row.archived === 1 ? 1 : 0,
  asset_type: row.assetType,
  ordering: row.ordering,
  breadcrumb: [...parentPath, { id: row.id, title: row.title }],
  subfolders_count: counts.subfolders.get(row.id) ?? 0,
  items_count: counts.items ? (counts.items.get(row.id) ?? 0) : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

async function answer(deps: Deps, ctx: RequestContext, id: number, message: string) {
  const row = await repo.findFolder(deps.db, ctx.accountId, id);
  if (!row || !isAssetType(row.assetType)) throw notFound();
  const path = await repo.pathOf(deps.db, ctx.accountId, id);
  const counts = await countsOf(deps, ctx, row.assetType, [id], row.archived === 1 ? 1 : 0);
  const folder = present({ ...row, assetType: row.assetType }, path.slice(0, -1), counts);
  return { status: 1 as const, message, folder };
}

const taken = () => fieldError('title', folderMessages.nameTaken);

/** GET folder/{asset_type}/list. */
export async function list(
  deps: Deps,
  ctx: RequestContext,
  type: AssetType,
  query: { parent_id?: number | undefined; archived: number },
) {
  authorizeFor(ctx, 'view', type);
  const archived = query.archived === 1 ? 1 : 0;
  let breadcrumb: repo.Crumb[] = [];
  if (query.parent_id !== undefined) {
    const parent = await repo.findFolder(deps.db, ctx.accountId, query.parent_id);
    if (!parent || parent.assetType !== type) throw notFound();
    breadcrumb = await repo.pathOf(deps.db, ctx.accountId, parent.id);
  }
  const rows = await repo.listFolders(deps.db, ctx.accountId, {
    assetType: type,
    archived,
    parentId: query.parent_id ?? null,
  });
  const ids = rows.map((r) => r.id);
  const counts = await countsOf(deps, ctx, type, ids, archived);
  // At the top of the archived folders each may sit under a live parent: its own path.
  const paths =
    query.parent_id === undefined
      ? await Promise.all(
          rows.map((r) =>
            r.parentId === null ? [] : repo.pathOf(deps.db, ctx.accountId, r.parentId),
          ),
        )
      : rows.map(() => breadcrumb);
  return {
    status: 1 as const,
    folders: rows.map((r, i) => present({ ...r, assetType: type }, paths[i]!, counts)),
    breadcrumb,
  };
}

/** POST folder/create: on top of its place, under a live parent of its type, not too deep. */
export async function create(
  deps: Deps,
  ctx: RequestContext,
  body: { asset_type: AssetType; title: string; parent_id?: number | null | undefined },
) {
  authorizeFor(ctx, 'create', body.asset_type);
  const parentId = body.parent_id ?? null;
  if (parentId !== null) {
    const parent = await repo.findFolder(deps.db, ctx.accountId, parentId);
    if (!parent || parent.assetType !== body.asset_type) throw notFound();
    if (parent.archived === 1) throw fieldError('parent_id', folderMessages.archivedParent);
    const depth = (await repo.pathOf(deps.db, ctx.accountId, parentId)).length;
    if (depth >= folderDepthMax) throw fieldError('parent_id', folderMessages.tooDeep);
  }
  const place = { assetType: body.asset_type, parentId };
  if (await repo.titleTaken(deps.db, ctx.accountId, place, body.title)) throw taken();
  const row = await repo.insertFolder(deps.db, ctx.accountId, { ...place, title: body.title });
  if (!row) throw taken();
  return answer(deps, ctx, row.id, folderMessages.created);
}

/** PATCH folder/update: renames; the asset type must be the folder's. */
export async function update(
  deps: Deps,
  ctx: RequestContext,
  body: { id: number; title: string; asset_type: AssetType },
) {
  const row = await folderOf(deps, ctx, body.id, 'update');
  if (row.assetType !== body.asset_type) throw notFound();
  const place = { assetType: row.assetType, parentId: row.parentId };
  if (
    row.archived === 0 &&
    (await repo.titleTaken(deps.db, ctx.accountId, place, body.title, row.id))
  )
    throw taken();
  await repo.updateFolder(deps.db, ctx.accountId, [row.id], { title: body.title });
  return answer(deps, ctx, row.id, folderMessages.updated);
}

/**
 * PATCH folder/archive: archives (1) or restores (0) the folder with every subfolder. A folder
 * restored while its parent stays archived comes back at the top, where it can be seen.
 */
export async function archive(
  deps: Deps,
  ctx: RequestContext,
  body: { id: number; archived: 0 | 1 },
) {
  const row = await folderOf(deps, ctx, body.id, 'update');
  const ids = await repo.subtreeIds(deps.db, ctx.accountId, row.id);
  let parentId = row.parentId;
  if (body.archived === 0 && parentId !== null) {
    const parent = await repo.findFolder(deps.db, ctx.accountId, parentId);
    if (parent?.archived === 1) parentId = null;
  }
  if (
    body.archived === 0 &&
    (await repo.titleTaken(deps.db, ctx.accountId, { ...row, parentId }, row.title, row.id))
  )
    throw taken();
  await deps.db.transaction(async (tx) => {
    await repo.updateFolder(tx, ctx.accountId, ids, { archived: body.archived });
    if (parentId !== row.parentId)
      await repo.updateFolder(tx, ctx.accountId, [row.id], { parentId });
  });
  const message = body.archived === 1 ? folderMessages.archived : folderMessages.restored;
  return answer(deps, ctx, row.id, message);
}

/** PATCH folder/sort: the folders of one list, first shown first. */
export async function sort(
  deps: Deps,
  ctx: RequestContext,
  body: { asset_type: AssetType; ids: number[] },
) {
  authorizeFor(ctx, 'update', body.asset_type);
  const ids = [...new Set(body.ids)];
  if ((await repo.countFolders(deps.db, ctx.accountId, body.asset_type, ids)) !== ids.length)
    throw notFound();
  await repo.sortFolders(deps.db, ctx.accountId, ids);
  return { status: 1 as const, message: folderMessages.sorted };
}

/**
 * DELETE folder/delete: the folder and its subfolders go; every asset in any of them goes back
 * to the main folder (the assets' keys clear folder_id), never deleted.
 */
export async function remove(deps: Deps, ctx: RequestContext, id: number) {
  const row = await folderOf(deps, ctx, id, 'delete');
  const ids = await repo.subtreeIds(deps.db, ctx.accountId, row.id);
  await repo.deleteFolder(deps.db, ctx.accountId, row.id);
  return { status: 1 as const, message: folderMessages.deleted, deleted_folders: ids.length };
}

/** POST folder/add-assets: the assets of the type into a folder, or the main one with 0. */
export async function addAssets(
  deps: Deps,
  ctx: RequestContext,
  body: { asset_type: AssetType; assets_id: number[]; folder_id: number },
) {
  authorizeFor(ctx, 'update', body.asset_type);
  const assets = folderAssets[body.asset_type];
  if (!assets) throw fieldError('asset_type', folderMessages.notFolderable(body.asset_type));
  const folderId = body.folder_id === 0 ? null : body.folder_id;
  if (folderId !== null) {
    const folder = await repo.findFolder(deps.db, ctx.accountId, folderId);
    if (!folder || folder.assetType !== body.asset_type) throw notFound();
    if (folder.archived === 1) throw fieldError('folder_id', folderMessages.archivedParent);
  }
  const ids = [...new Set(body.assets_id)];
  if ((await repo.countAssets(deps.db, ctx.accountId, assets, ids)) !== ids.length)
    throw notFound();
  await repo.moveAssets(deps.db, ctx.accountId, assets, ids, folderId);
  return { status: 1 as const, message: folderMessages.assetsAdded, moved: ids.length };
}
