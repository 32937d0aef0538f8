import type { FolderAssetTable } from '../folders/folders.assets';
import { pages } from './pages.tables';

/** Pages in folders (`folderAssets`): the pages area describes its own table. */
export const pageFolderAssets: FolderAssetTable = {
  table: pages,
  accountId: pages.accountId,
  id: pages.id,
  folderId: pages.folderId,
};
