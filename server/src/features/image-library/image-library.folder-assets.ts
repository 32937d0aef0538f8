import type { FolderAssetTable } from '../folders/folders.assets';
import { libraryImages } from './image-library.tables';

/** Images in folders (`folderAssets`): the image library describes its own table. */
export const imageFolderAssets: FolderAssetTable = {
  table: libraryImages,
  accountId: libraryImages.accountId,
  id: libraryImages.id,
  folderId: libraryImages.folderId,
};
