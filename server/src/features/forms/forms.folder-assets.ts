import type { FolderAssetTable } from '../folders/folders.assets';
import { forms } from './forms.tables';

/** Forms in folders (`folderAssets`): the forms area describes its own table. */
export const formFolderAssets: FolderAssetTable = {
  table: forms,
  accountId: forms.accountId,
  id: forms.id,
  folderId: forms.folderId,
};
