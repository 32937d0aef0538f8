import type { AssetType } from '@coachline/contract/folders';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fileFolderAssets } from '../files/files.folder-assets';
import { formFolderAssets } from '../forms/forms.folder-assets';
import { imageFolderAssets } from '../image-library/image-library.folder-assets';
import { journeyFolderAssets } from '../journeys/journeys.folder-assets';
import { pageFolderAssets } from '../pages/pages.folder-assets';
import { pipelineFolderAssets } from '../pipelines/pipelines.folder-assets';
import { playbookFolderAssets } from '../playbooks/playbooks.folder-assets';
import { sequenceFolderAssets } from '../sequences/sequences.folder-assets';
import { templateFolderAssets } from '../templates/templates.folder-assets';

/**
 * The asset tables that folders hold, by asset type: what `folder/add-assets` moves and what a
 * folder's `items_count` counts. Each table has `account_id`, `id` and a nullable `folder_id`
 * keyed to folders (account_id, folder_id) with ON DELETE SET NULL (folder_id). The permission
 * area of each type is the contract's (`folderAssetAreas`). A type without a table here answers
 * 422 to add-assets and null counts until its feature registers its table: a
 * `<area>.folder-assets.ts` of its own, which names its table (features never import another's
 * tables), listed here.
 */
export type FolderAssetTable = {
  table: PgTable;
  accountId: PgColumn;
  id: PgColumn;
  folderId: PgColumn;
};

export const folderAssets: Partial<Record<AssetType, FolderAssetTable>> = {
  templates: templateFolderAssets,
  files: fileFolderAssets,
  images: imageFolderAssets,
  forms: formFolderAssets,
  pages: pageFolderAssets,
  playbooks: playbookFolderAssets,
  journeys: journeyFolderAssets,
  sequences: sequenceFolderAssets,
  pipelines: pipelineFolderAssets,
};
