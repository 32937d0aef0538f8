import type { FolderAssetTable } from '../folders/folders.assets';
import { pipelines } from './pipelines.tables';

/** Pipelines in folders (`folderAssets`): the pipelines area describes its own table. */
export const pipelineFolderAssets: FolderAssetTable = {
  table: pipelines,
  accountId: pipelines.accountId,
  id: pipelines.id,
  folderId: pipelines.folderId,
};
