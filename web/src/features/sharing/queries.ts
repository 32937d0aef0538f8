import type { PageQuery } from '@coachline/contract/api';
import {
  type ImportShareLinkBody,
  type ShareableType,
  type SharePermission,
  type ShareToLocationBody,
  shareableKinds,
  sharingEndpoints,
} from '@coachline/contract/sharing';
import { keepPreviousData, type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastSuccess } from '../../ui/toast';

// Shares of the location's assets and imports of other locations' shares (001 §7 Asset sharing,
// 002 §7 Sharing).

export const sharingKeys = {
  all: ['sharing'] as const,
  share: (type: ShareableType, id: number) => ['sharing', 'share', type, id] as const,
  shortUrl: (shareId: number) => ['sharing', 'short-url', shareId] as const,
  importLogs: (query: PageQuery) => ['sharing', 'import-logs', query] as const,
  sorted: (type: ShareableType | undefined) => ['sharing', 'sorted', type ?? 'all'] as const,
  shareImports: (shareId: number, page: number) =>
    ['sharing', 'share-imports', shareId, page] as const,
};

/** The asset's share, made on first asking (GET asset/generate-share-link). */
export function useShare(asset: { type: ShareableType; id: number } | null) {
  return useQuery({
    queryKey: sharingKeys.share(asset?.type ?? 'forms', asset?.id ?? 0),
    enabled: asset !== null,
    queryFn: ({ signal }) =>
      api.call(
        sharingEndpoints.generateShareLink,
        { query: { type: asset?.type ?? 'forms', id: asset?.id ?? 0 } },
        { signal },
      ),
    select: (res) => res.share,
  });
}

export function useShortUrl(shareId: number | null) {
  return useQuery({
    queryKey: sharingKeys.shortUrl(shareId ?? 0),
    enabled: shareId !== null,
    queryFn: ({ signal }) =>
      api.call(sharingEndpoints.shortUrl, { query: { id: shareId ?? 0 } }, { signal }),
    select: (res) => res.url,
  });
}

export function useUpdatePermission() {
  return useMutation({
    mutationFn: (body: { id: number; permission: SharePermission }) =>
      api.call(sharingEndpoints.updatePermission, { body }),
    meta: { invalidates: [sharingKeys.all] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

/** Copies assets of the primary account into locations (POST organization/share-to-location). */
export function useShareToLocations() {
  return useMutation({
    mutationFn: (body: ShareToLocationBody) => api.call(sharingEndpoints.shareToLocation, { body }),
    // The copies land in other locations: only this location's shares change (their imports).
    meta: { invalidates: [sharingKeys.all] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

/** Imports a share link; `invalidates` names the list the copy lands in. */
export function useImportShareLink(invalidates: QueryKey[]) {
  return useMutation({
    mutationFn: (body: ImportShareLinkBody) => api.call(sharingEndpoints.importShareLink, { body }),
    meta: { invalidates: [sharingKeys.all, ...invalidates] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useImportLogs(query: PageQuery, enabled: boolean) {
  return useQuery({
    queryKey: sharingKeys.importLogs(query),
    enabled,
    queryFn: ({ signal }) => api.call(sharingEndpoints.importLogs, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The location's shares in their order, of one kind or all (GET asset/get-sorted-assets). */
export function useSortedShares(type: ShareableType | undefined) {
  return useQuery({
    queryKey: sharingKeys.sorted(type),
    queryFn: ({ signal }) =>
      api.call(sharingEndpoints.sortedAssets, { query: type ? { type } : {} }, { signal }),
    select: (res) => res.data,
  });
}

/** Orders every share of the location, top first (POST asset/sort-assets). */
export function useSortShares() {
  return useMutation({
    mutationFn: (ids: number[]) => api.call(sharingEndpoints.sortAssets, { body: { ids } }),
    meta: { invalidates: [sharingKeys.all] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useSortSharesByDefault() {
  return useMutation({
    mutationFn: () => api.call(sharingEndpoints.sortDefaultAssets, {}),
    meta: { invalidates: [sharingKeys.all] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

/** Stops sharing: the links end, the assets and the copies made stay (POST asset/delete-assets). */
export function useStopSharing() {
  return useMutation({
    mutationFn: (ids: number[]) => api.call(sharingEndpoints.deleteAssets, { body: { ids } }),
    meta: { invalidates: [sharingKeys.all] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

/** The image a share shows, or null for its asset's own cover (POST {type}/update-thumbnail). */
export function useUpdateThumbnail() {
  return useMutation({
    mutationFn: (o: { type: ShareableType; id: number; thumbnail: string | null }) =>
      api.call(sharingEndpoints.updateThumbnail, {
        params: { type: shareableKinds[o.type].segment },
        body: { id: o.id, thumbnail: o.thumbnail },
      }),
    meta: { invalidates: [sharingKeys.all] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

/** Where one share was imported, newest first (GET sharing/{id}/imports). */
export function useShareImports(shareId: number, page: number) {
  return useQuery({
    queryKey: sharingKeys.shareImports(shareId, page),
    queryFn: ({ signal }) =>
      api.call(
        sharingEndpoints.shareImports,
        { params: { share: shareId }, query: { page, perPage: 10 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
