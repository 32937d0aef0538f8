import { z } from 'zod';
import { pageQuery, paginated } from './api';
import { statusMessageResponse } from './auth';
import { endpoint } from './endpoint';
import { dbId, dbIdText, idArray } from './ids';
import { type ShareableType, shareableAreas, shareableKinds, shareableTypes } from './shareable';

export { type ShareableType, shareableKinds, shareableTypes };

// Sharing assets between locations (001 §7 Asset sharing; 002 §3 Sharing, §7 Sharing and
// Organization `share-to-location`). A location shares one of its assets through a link; any
// location the link allows imports it as a deep copy (its images and files copied into the
// importer's storage, never a reference), and the import is logged on both sides. The
// documents name the calls, not their shapes: these are ours, with their paths and verbs.

const thumbnailSegments = shareableTypes.map((type) => shareableKinds[type].segment) as [
  string,
  ...string[],
];

/**
 * 002 §3: a share is limited or unlimited. Limited: only the locations of the sharer's own
 * organization may import it. Unlimited: any account holding the link may.
 */
export const sharePermissions = ['limited', 'unlimited'] as const;
export type SharePermission = (typeof sharePermissions)[number];

export const sharingMessages = {
  unknown: 'Unknown error',
  linkRequired: 'The share link field is required',
  linkInvalid: 'This share link is not valid or is no longer shared.',
  limited: 'This asset is shared with the locations of its organization only.',
  imported: (label: string) => `The ${label} has been imported successfully!`,
  updated: (label: string) => `The ${label} has been updated from its share successfully!`,
  permissionUpdated: 'Share permission has been updated successfully!',
  deleted: 'Shared assets have been deleted successfully!',
  sorted: 'Shared assets have been sorted successfully!',
  sortedDefault: 'Shared assets are back in their default order!',
  sharedToLocations: 'Assets have been shared to the locations successfully!',
  thumbnailUpdated: 'Thumbnail has been updated successfully!',
  chooseShares: 'Please select a shared asset',
  chooseLocations: 'Please select a location',
  chooseAssets: 'Please select an asset',
  primaryOnly: 'Only the primary account shares to its locations.',
  locationInvalid: 'This location is not one of your organization’s locations.',
  sortPartial: 'Send every shared asset of the list, in its new order.',
  sourceGone: 'The shared asset is no longer available.',
} as const;

/** A shared asset of the location, with its link. */
export const share = z.object({
  id: z.number().int(),
  asset_type: z.enum(shareableTypes),
  asset_id: z.number().int(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  permission: z.enum(sharePermissions),
  /** `{APP_URL}/{list page}?import={token}`: opens the import dialog in the importer's location. */
  share_link: z.string(),
  imports_count: z.number().int(),
  created_at: z.string(),
});
export type Share = z.infer<typeof share>;

/** One import of a shared asset: the copy made in the importing location. */
export const assetImport = z.object({
  id: z.number().int(),
  share_id: z.number().int().nullable(),
  asset_type: z.enum(shareableTypes),
  /** The copy's id in the importing location. */
  asset_id: z.number().int(),
  title: z.string(),
  /** The sharing location's name. */
  from_location: z.string(),
  /** The importing location's name. */
  to_location: z.string(),
  imported_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssetImport = z.infer<typeof assetImport>;

const shareId = z.number({ error: 'The share id field is required' }).pipe(dbId);
const assetType = z.enum(shareableTypes, { error: 'The type field is required' });
const shareParams = z.object({ share: dbIdText });
const importParams = z.object({ import: dbIdText });
const assetParams = z.object({ asset: dbIdText });

export const generateShareLinkQuery = z.object({ type: assetType, id: dbIdText });
export const shareResponse = z.object({ status: z.literal(1), share });
export const shortUrlQuery = z.object({ id: dbIdText });
export const updatePermissionBody = z.object({
  id: shareId,
  permission: z.enum(sharePermissions, { error: 'The permission must be limited or unlimited' }),
});
export const deleteAssetsBody = z.object({ ids: idArray(sharingMessages.chooseShares, dbId) });
export const importShareLinkBody = z.object({
  link: z
    .string({ error: sharingMessages.linkRequired })
    .trim()
    .min(1, sharingMessages.linkRequired)
    .max(2000, sharingMessages.linkInvalid),
});
export type ImportShareLinkBody = z.input<typeof importShareLinkBody>;
export const importResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  import: assetImport,
});
export const sortedAssetsQuery = z.object({ type: assetType.optional() });
export const sortAssetsBody = z.object({ ids: idArray(sharingMessages.chooseShares, dbId) });
export const shareToLocationBody = z.object({
  type: assetType,
  asset_ids: idArray(sharingMessages.chooseAssets, dbId).max(100),
  location_ids: idArray(sharingMessages.chooseLocations, dbId).max(100),
});
export type ShareToLocationBody = z.input<typeof shareToLocationBody>;
export const shareLocationsBody = z.object({
  location_ids: idArray(sharingMessages.chooseLocations, dbId).max(100),
});
export const sharedToLocationsResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  imports: z.array(assetImport),
});
export const updateThumbnailBody = z.object({
  id: z.number({ error: 'The id field is required' }).pipe(dbId),
  /** An image URL (the image library's), or null for the asset's own cover. */
  thumbnail: z.string().trim().min(1).max(2000).nullable(),
});
export const shareImportsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export const importsListBody = pageQuery.extend({ type: assetType.optional() });

const sharing = { tag: 'sharing' } as const;
const onShares = (action: 'view' | 'create' | 'update' | 'delete') =>
  ({ permission: { area: shareableAreas, action } }) as const;

export const sharingEndpoints = {
  generateShareLink: endpoint({
    ...sharing,
    ...onShares('view'),
    method: 'GET',
    path: 'asset/generate-share-link',
    description:
      'The share of an asset of the location (made, limited, on the first call), with its link.',
    query: generateShareLinkQuery,
    response: shareResponse,
  }),
  shortUrl: endpoint({
    ...sharing,
    ...onShares('view'),
    method: 'GET',
    path: 'asset/get-short-url',
    description: 'A short address of a share (`{APP_URL}/s/{code}`) that redirects to its link.',
    query: shortUrlQuery,
    response: z.object({ status: z.literal(1), url: z.string() }),
  }),
  importLogs: endpoint({
    ...sharing,
    ...onShares('view'),
    method: 'GET',
    path: 'asset/get-import-logs',
    description: 'The log of the assets imported into this location, newest first.',
    query: pageQuery,
    response: paginated(assetImport),
  }),
  updatePermission: endpoint({
    ...sharing,
    ...onShares('update'),
    method: 'POST',
    path: 'asset/update-permission',
    description:
      'Limited: only the locations of this organization may import the share; unlimited: anyone with the link.',
    body: updatePermissionBody,
    response: shareResponse.extend({ message: z.string() }),
  }),
  deleteAssets: endpoint({
    ...sharing,
    ...onShares('delete'),
    method: 'POST',
    path: 'asset/delete-assets',
    description:
      'Stops sharing the assets (their links and short addresses stop working); the assets and the copies already imported stay.',
    body: deleteAssetsBody,
    response: statusMessageResponse,
  }),
  importShareLink: endpoint({
    ...sharing,
    ...onShares('create'),
    method: 'POST',
    path: 'asset/import-share-link',
    description:
      'Imports a share link (or its short address) into this location: a deep copy with its images and files, inside this organization’s storage.',
    body: importShareLinkBody,
    response: importResponse,
  }),
  sortedAssets: endpoint({
    ...sharing,
    ...onShares('view'),
    method: 'GET',
    path: 'asset/get-sorted-assets',
    description: 'The shared assets of this location in their order (newest first by default).',
    query: sortedAssetsQuery,
    response: z.object({ status: z.literal(1), data: z.array(share) }),
  }),
  sortAssets: endpoint({
    ...sharing,
    ...onShares('update'),
    method: 'POST',
    path: 'asset/sort-assets',
    description: 'Orders the shared assets: every share of the location, top first.',
    body: sortAssetsBody,
    response: statusMessageResponse,
  }),
  sortDefaultAssets: endpoint({
    ...sharing,
    ...onShares('update'),
    method: 'POST',
    path: 'asset/sort-default-assets',
    description: 'Puts the shared assets back in their default order, newest first.',
    response: statusMessageResponse,
  }),
  shareToLocation: endpoint({
    ...sharing,
    ...onShares('create'),
    method: 'POST',
    path: 'organization/share-to-location',
    description:
      'From the primary account: copies its assets into the chosen locations of the organization.',
    body: shareToLocationBody,
    response: sharedToLocationsResponse,
  }),
  updateThumbnail: endpoint({
    ...sharing,
    ...onShares('update'),
    method: 'POST',
    path: ':type/update-thumbnail',
    description: `The image a shared asset shows (type: ${thumbnailSegments.join(', ')}).`,
    params: z.object({ type: z.enum(thumbnailSegments) }),
    body: updateThumbnailBody,
    response: statusMessageResponse,
  }),
  assetShares: endpoint({
    ...sharing,
    ...onShares('view'),
    method: 'GET',
    path: 'sharing/:asset/shares',
    description: 'The shares of one asset of the location (none or one).',
    params: assetParams,
    query: z.object({ type: assetType }),
    response: z.object({ status: z.literal(1), data: z.array(share) }),
  }),
  shareImports: endpoint({
    ...sharing,
    ...onShares('view'),
    method: 'GET',
    path: 'sharing/:share/imports',
    description: 'Where one share of the location was imported, newest first.',
    params: shareParams,
    query: shareImportsQuery,
    response: paginated(assetImport),
  }),
  imports: endpoint({
    ...sharing,
    ...onShares('view'),
    method: 'POST',
    path: 'sharing/imports',
    description: 'The imports of this location’s shares by other locations, newest first.',
    body: importsListBody,
    response: paginated(assetImport),
  }),
  shareLocations: endpoint({
    ...sharing,
    ...onShares('create'),
    method: 'POST',
    path: 'sharing/:share/locations',
    description: 'Copies a shared asset into the chosen locations of this organization.',
    params: shareParams,
    body: shareLocationsBody,
    response: sharedToLocationsResponse,
  }),
  updateImport: endpoint({
    ...sharing,
    ...onShares('create'),
    method: 'POST',
    path: 'sharing/imports/:import/update',
    description:
      'Imports the shared asset again as it is now (a new copy; the earlier one stays) and points the import at it.',
    params: importParams,
    response: importResponse,
  }),
};
