import { z } from 'zod';
import { endpoint } from './endpoint';
import { dbId, dbIdText, idArray, maxDbId, requiredId } from './ids';
import { messages } from './messages';
import type { PermissionAction, PermissionArea } from './permissions';

// Folders for every kind of asset (001 §3 Folder, §7 Folders; 000 §4.4, §4.6, §5.2): nested,
// main (archived 0) or archived (1), ordered by `ordering` descending (001 §8). One set of calls
// serves every asset type; the type names the permission area that guards it.

/**
 * The asset types that keep folders, with the permission area of 000 §6 that guards each. The
 * names are the route table's `folderModule`s (contract/src/routes.ts) and the list.
 * Where no area is the asset's own: images live in the file manager's library (files),
 * pipelines move contacts (contacts-center), products are sold through checkouts, newsletters
 * are bulk emails (broadcasts). Broadcasts themselves keep no folders (001 §9 lists them by id).
 */
export const folderAssetAreas = {
  images: 'files',
  files: 'files',
  forms: 'forms',
  pages: 'pages',
  playbooks: 'playbooks',
  journeys: 'journeys',
  pipelines: 'contacts-center',
  sequences: 'sequences',
  workouts: 'workouts',
  products: 'checkouts',
  newsletters: 'broadcasts',
  templates: 'templates',
  'opt-ins': 'opt-ins',
} as const satisfies Record<string, PermissionArea>;
export type AssetType = keyof typeof folderAssetAreas;
export const assetTypes = Object.keys(folderAssetAreas) as AssetType[];
export const assetType = z.enum(assetTypes as [AssetType, ...AssetType[]], {
  error: 'Please choose a valid asset type',
});

/** Every area some asset type is guarded by: the route-level check of the shared calls. */
const folderAreas = [...new Set(Object.values(folderAssetAreas))] as PermissionArea[];

/** 000 §5.2: a folder title is non-empty and shorter than 25 characters. */
export const folderTitleMax = 24;
/** How deep folders nest: a folder at this depth takes no subfolders. */
export const folderDepthMax = 5;

export const folderCrumb = z.object({ id: z.number().int(), title: z.string() });
export type FolderCrumb = z.infer<typeof folderCrumb>;

export const folder = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Null for a folder at the top of its asset type. */
  parent_id: z.number().int().nullable(),
  archived: z.union([z.literal(0), z.literal(1)]),
  asset_type: assetType,
  ordering: z.number().int(),
  /** From the top down to this folder itself. */
  breadcrumb: z.array(folderCrumb),
  subfolders_count: z.number().int(),
  /** The assets directly in it; null where the asset type has no table yet. */
  items_count: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Folder = z.infer<typeof folder>;

const title = z
  .string({ error: 'The title field is required' })
  .trim()
  .min(1, 'The title field is required')
  .max(folderTitleMax, `The title must be shorter than ${folderTitleMax + 1} characters`);
const folderId = requiredId('id');
const archivedFlag = z.union([z.literal(0), z.literal(1)], {
  error: 'The archived field must be 0 or 1',
});

/** The title alone, as the inline create and rename forms hold it (000 §5.2). */
export const folderTitleBody = z.object({ title });

export const folderListQuery = z.object({
  /** Absent for the top level of the main or archived folders. */
  parent_id: dbIdText.optional(),
  archived: z.coerce.number().pipe(archivedFlag).default(0),
});
export type FolderListQuery = z.input<typeof folderListQuery>;
export const createFolderBody = z.object({
  asset_type: assetType,
  title,
  parent_id: dbId.nullable().optional(),
});
export type CreateFolderBody = z.input<typeof createFolderBody>;
export const updateFolderBody = z.object({ id: folderId, title, asset_type: assetType });
export type UpdateFolderBody = z.input<typeof updateFolderBody>;
export const archiveFolderBody = z.object({ id: folderId, archived: archivedFlag });
export const deleteFolderBody = z.object({ id: folderId });
/** The folders of one list in their new order, first shown first. */
export const sortFolderBody = z.object({
  asset_type: assetType,
  ids: idArray('Please choose the folders to sort', dbId).max(500),
});
/** 001 §7: folder_id 0 is the main folder (no folder). */
export const addAssetsBody = z.object({
  asset_type: assetType,
  assets_id: idArray(messages.selectFilesForFolder, dbId),
  folder_id: z.number({ error: 'The folder id field is required' }).int().min(0).max(maxDbId),
});
export type AddAssetsBody = z.input<typeof addAssetsBody>;

export const folderMessages = {
  created: messages.folderCreated,
  updated: messages.folderUpdated,
  sorted: messages.foldersSorted,
  assetsAdded: messages.folderAssetsAdded,
  archived: messages.folderArchived,
  restored: messages.folderRestored,
  deleted: messages.folderDeleted,
  nameTaken: messages.folderNameTaken,
  selectAssets: messages.selectFilesForFolder,
  tooDeep: `Folders can be nested at most ${folderDepthMax} deep.`,
  archivedParent: 'Restore the parent folder before adding to it.',
  notFolderable: (type: AssetType) => `Items of type ${type} cannot be added to folders yet.`,
} as const;

export const folderResponse = z.object({ status: z.literal(1), message: z.string(), folder });
const statusMessage = z.object({ status: z.literal(1), message: z.string() });

const folders = { tag: 'folders' } as const;
const may = (action: PermissionAction) => ({ permission: { area: folderAreas, action } }) as const;

export const folderEndpoints = {
  list: endpoint({
    ...folders,
    ...may('view'),
    method: 'GET',
    path: 'folder/:asset_type/list',
    description:
      'The main or archived folders of an asset type under a parent (the top without one), by ordering descending, with the parent’s breadcrumb.',
    params: z.object({ asset_type: assetType }),
    query: folderListQuery,
    response: z.object({
      status: z.literal(1),
      folders: z.array(folder),
      breadcrumb: z.array(folderCrumb),
    }),
  }),
  create: endpoint({
    ...folders,
    ...may('create'),
    method: 'POST',
    path: 'folder/create',
    body: createFolderBody,
    response: folderResponse,
  }),
  addAssets: endpoint({
    ...folders,
    ...may('update'),
    method: 'POST',
    path: 'folder/add-assets',
    description: 'Moves assets of one type into a folder, or back to the main folder with 0.',
    body: addAssetsBody,
    response: statusMessage.extend({ moved: z.number().int() }),
  }),
  update: endpoint({
    ...folders,
    ...may('update'),
    method: 'PATCH',
    path: 'folder/update',
    description: 'Renames a folder.',
    body: updateFolderBody,
    response: folderResponse,
  }),
  archive: endpoint({
    ...folders,
    ...may('update'),
    method: 'PATCH',
    path: 'folder/archive',
    description:
      'Archives (1) or restores (0) a folder with its subfolders; a folder restored under an archived parent returns to the top.',
    body: archiveFolderBody,
    response: folderResponse,
  }),
  sort: endpoint({
    ...folders,
    ...may('update'),
    method: 'PATCH',
    path: 'folder/sort',
    body: sortFolderBody,
    response: statusMessage,
  }),
  remove: endpoint({
    ...folders,
    ...may('delete'),
    method: 'DELETE',
    path: 'folder/delete',
    description:
      'Deletes a folder with its subfolders; every asset in them goes back to the main folder.',
    body: deleteFolderBody,
    response: statusMessage.extend({ deleted_folders: z.number().int() }),
  }),
};
