import type { FolderAssetTable } from '../folders/folders.assets';
import { sequences } from './sequences.tables';

/** Sequences in folders (`folderAssets`): the sequences area describes its own table. */
export const sequenceFolderAssets: FolderAssetTable = {
  table: sequences,
  accountId: sequences.accountId,
  id: sequences.id,
  folderId: sequences.folderId,
};
