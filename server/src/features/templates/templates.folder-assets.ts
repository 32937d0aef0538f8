import type { FolderAssetTable } from '../folders/folders.assets';
import { templates } from './templates.tables';

/** Templates in folders (`folderAssets`): the templates area describes its own table. */
export const templateFolderAssets: FolderAssetTable = {
  table: templates,
  accountId: templates.accountId,
  id: templates.id,
  folderId: templates.folderId,
};
