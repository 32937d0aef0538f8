import type { FolderAssetTable } from '../folders/folders.assets';
import { playbooks } from './playbooks.tables';

/** Playbooks in folders (`folderAssets`): the playbooks area describes its own table. */
export const playbookFolderAssets: FolderAssetTable = {
  table: playbooks,
  accountId: playbooks.accountId,
  id: playbooks.id,
  folderId: playbooks.folderId,
};
