import type { FolderAssetTable } from '../folders/folders.assets';
import { journeys } from './journeys.tables';

/** Journeys in folders (`folderAssets`): the journeys area describes its own table. */
export const journeyFolderAssets: FolderAssetTable = {
  table: journeys,
  accountId: journeys.accountId,
  id: journeys.id,
  folderId: journeys.folderId,
};
