import {
  type AddAssetsBody,
  type AssetType,
  type CreateFolderBody,
  type FolderListQuery,
  folderEndpoints,
  type UpdateFolderBody,
} from '@coachline/contract/folders';
import { type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { folderKeys } from './keys';

// The folders of one asset type (001 §7 Folders). A write refreshes the folders and the asset
// list beside them (`assetKeys`), whose counts and contents it changes.

export function useFolders(type: AssetType, query: FolderListQuery, enabled = true) {
  return useQuery({
    queryKey: folderKeys.list(type, query),
    queryFn: ({ signal }) =>
      api.call(folderEndpoints.list, { params: { asset_type: type }, query }, { signal }),
    enabled,
  });
}

const toastMessage = (res: { message: string }) => toastSuccess(res.message);

export function useFolderWrites(assetKeys: QueryKey) {
  const meta = { invalidates: [folderKeys.all, assetKeys] };
  const onSuccess = toastMessage;
  return {
    create: useMutation({
      mutationFn: (body: CreateFolderBody) => api.call(folderEndpoints.create, { body }),
      meta,
      onSuccess,
    }),
    rename: useMutation({
      mutationFn: (body: UpdateFolderBody) => api.call(folderEndpoints.update, { body }),
      meta,
      onSuccess,
    }),
    archive: useMutation({
      mutationFn: (body: { id: number; archived: 0 | 1 }) =>
        api.call(folderEndpoints.archive, { body }),
      meta,
      onSuccess,
    }),
    sort: useMutation({
      mutationFn: (body: { asset_type: AssetType; ids: number[] }) =>
        api.call(folderEndpoints.sort, { body }),
      meta,
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.call(folderEndpoints.remove, { body: { id } }),
      meta,
      onSuccess,
    }),
    addAssets: useMutation({
      mutationFn: (body: AddAssetsBody) => api.call(folderEndpoints.addAssets, { body }),
      meta,
      onSuccess,
    }),
  };
}
export type FolderWrites = ReturnType<typeof useFolderWrites>;
