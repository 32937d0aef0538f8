import type { AssetType, FolderListQuery } from '@coachline/contract/folders';

// Query keys of the folders of every asset type.

export const folderKeys = {
  all: ['folders'] as const,
  list: (type: AssetType, query: FolderListQuery) => ['folders', type, query] as const,
};
