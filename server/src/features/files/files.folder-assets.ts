import type { FolderAssetTable } from '../folders/folders.assets';
import { files } from './files.tables';

/** Files in folders (`folderAssets`): the files area describes its own table. */
export const fileFolderAssets: FolderAssetTable = {
  table: files,
  accountId: files.accountId,
  id: files.id,
  folderId: files.folderId,
};
