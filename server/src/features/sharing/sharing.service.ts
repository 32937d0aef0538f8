import { randomBytes } from 'node:crypto';
import type { PageQuery } from '@coachline/contract/api';
import { findRoute } from '@coachline/contract/routes';
import {
  type AssetImport,
  type ShareableType,
  type SharePermission,
  shareableKinds,
  shareableTypes,
  sharingMessages,
} from '@coachline/contract/sharing';
import type { SQL } from 'drizzle-orm';
import type { AssetCopy } from '../../platform/asset-copy';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, forbidden, notFound } from '../../platform/errors';
import { fileCopier } from '../../platform/files';
import { offsetOf, presentPage } from '../../platform/pagination';
import {
  accessibleAccounts,
  findAccount,
  listAccountsByIds,
  ownerContext,
  primaryIdOf,
  userNames,
} from '../accounts/accounts.service';
import { fileStorageQuota } from '../accounts/limits';
import { shareableKindsOf } from './sharing.kinds';
import * as repo from './sharing.repository';

// Sharing assets between locations (docs/architecture.md §8n): a share per asset with its
// link and short address, imports as deep copies through each kind's copyToAccount, and the
// log of imports on both sides.

const areaOf = (type: ShareableType) => shareableKinds[type].area;
const labelOf = (type: ShareableType) => shareableKinds[type].label;

/** `{APP_URL}/{list page}?import={token}`: the importer's list page opens the import dialog. */
const shareLinkOf = (deps: Pick<Deps, 'config'>, share: repo.ShareRow) =>
  `${deps.config.appUrl}${findRoute(shareableKinds[share.assetType].route).path}?import=${share.token}`;

export const shortPath = '/s/';
const shortUrlOf = (deps: Pick<Deps, 'config'>, share: repo.ShareRow) =>
  `${deps.config.appUrl}${shortPath}${share.shortCode}`;

async function describe(deps: Deps, accountId: number, type: ShareableType, id: number) {
  const described = await shareableKindsOf[type].describeForSharing(deps, accountId, id);
  if (!described) return null;
  const thumbnail = await repo.thumbnailOf(deps.db, accountId, type, id);
  return { ...described, thumbnail: thumbnail ?? described.thumbnail };
}

async function presentShare(deps: Deps, row: repo.ShareRow, importsCount: number) {
  const described = await describe(deps, row.accountId, row.assetType, row.assetId);
  if (!described) return null;
  return {
    id: row.id,
    asset_type: row.assetType,
    asset_id: row.assetId,
    title: described.title,
    thumbnail: described.thumbnail,
    permission: row.permission,
    share_link: shareLinkOf(deps, row),
    imports_count: importsCount,
    created_at: row.createdAt.toISOString(),
  };
}

async function presentOne(deps: Deps, row: repo.ShareRow) {
  const [listed] = (await repo.listShares(deps.db, row.accountId, row.assetType)).filter(
    (r) => r.share.id === row.id,
  );
  const share = await presentShare(deps, row, listed?.importsCount ?? 0);
  if (!share) throw notFound();
  return share;
}

async function presentImports(deps: Deps, rows: repo.ImportRow[]): Promise<AssetImport[]> {
  const accountIds = [...new Set(rows.flatMap((r) => [r.accountId, r.fromAccountId]))];
  const [accounts, users] = await Promise.all([
    listAccountsByIds(deps.db, accountIds),
    userNames(
      deps.db,
      rows.flatMap((r) => (r.importedBy ? [r.importedBy] : [])),
    ),
  ]);
  const names = new Map(accounts.map((a) => [a.id, a.businessname]));
  return rows.map((r) => {
    const user = r.importedBy ? users.get(r.importedBy) : undefined;
    return {
      id: r.id,
      share_id: r.shareId,
      asset_type: r.assetType,
      asset_id: r.assetId,
      title: r.title,
      from_location: names.get(r.fromAccountId) ?? '',
      to_location: names.get(r.accountId) ?? '',
      imported_by: user ? `${user.fname} ${user.lname}`.trim() : '',
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

async function pageOfImports(deps: Deps, where: SQL, page: PageQuery) {
  const { rows, total } = await repo.listImports(deps.db, where, {
    limit: page.per_page,
    offset: offsetOf(page),
  });
  return presentPage(await presentImports(deps, rows), total, page.page, page.per_page);
}

/** A share of the accessed location, or 404; the caller may `action` its kind. */
async function shareOf(deps: Deps, ctx: RequestContext, id: number, action: 'view' | 'update') {
  const row = await repo.findShare(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  authorize(ctx, action, areaOf(row.assetType));
  return row;
}

const newToken = () => randomBytes(24).toString('base64url');
const newShortCode = () => randomBytes(6).toString('base64url');

async function ensureShare(deps: Deps, ctx: RequestContext, type: ShareableType, id: number) {
  if (!(await describe(deps, ctx.accountId, type, id))) throw notFound();
  return repo.ensureShare(deps.db, ctx.accountId, {
    assetType: type,
    assetId: id,
    token: newToken(),
    shortCode: newShortCode(),
    createdBy: ctx.user.id,
  });
}

/** GET asset/generate-share-link: the asset's share, made limited on the first call. */
export async function generateShareLink(
  deps: Deps,
  ctx: RequestContext,
  type: ShareableType,
  id: number,
) {
  authorize(ctx, 'view', areaOf(type));
  const row = await ensureShare(deps, ctx, type, id);
  return { status: 1 as const, share: await presentOne(deps, row) };
}

/** GET asset/get-short-url. */
export async function shortUrl(deps: Deps, ctx: RequestContext, id: number) {
  const row = await shareOf(deps, ctx, id, 'view');
  return { status: 1 as const, url: shortUrlOf(deps, row) };
}

/** The share link a short address stands for; undefined for an unknown code. */
export async function linkOfShortCode(deps: Deps, code: string) {
  const row = await repo.findShareByCode(deps.db, code);
  return row && shareLinkOf(deps, row);
}

/** POST asset/update-permission. */
export async function updatePermission(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  permission: SharePermission,
) {
  const row = await shareOf(deps, ctx, id, 'update');
  await repo.setPermission(deps.db, ctx.accountId, id, permission);
  return {
    status: 1 as const,
    message: sharingMessages.permissionUpdated,
    share: await presentOne(deps, { ...row, permission }),
  };
}

/** POST asset/delete-assets: stops sharing them, all or none (another's id is a 404). */
export async function deleteAssets(deps: Deps, ctx: RequestContext, ids: number[]) {
  for (const type of shareableTypes) authorize(ctx, 'delete', areaOf(type));
  const own = new Set(await repo.shareIds(deps.db, ctx.accountId));
  if (ids.some((id) => !own.has(id))) throw notFound();
  await repo.deleteShares(deps.db, ctx.accountId, ids);
  return { status: 1 as const, message: sharingMessages.deleted };
}

/** GET asset/get-sorted-assets: the location's shares in their order. */
export async function sortedAssets(deps: Deps, ctx: RequestContext, type?: ShareableType) {
  const types = type ? [type] : shareableTypes;
  for (const t of types) authorize(ctx, 'view', areaOf(t));
  const rows = await repo.listShares(deps.db, ctx.accountId, type);
  const shares = await Promise.all(
    rows.map(({ share, importsCount }) => presentShare(deps, share, importsCount)),
  );
  return { status: 1 as const, data: shares.filter((s) => s !== null) };
}

/** POST asset/sort-assets: every share of the location, top first. */
export async function sortAssets(deps: Deps, ctx: RequestContext, ids: number[]) {
  for (const type of shareableTypes) authorize(ctx, 'update', areaOf(type));
  const own = new Set(await repo.shareIds(deps.db, ctx.accountId));
  if (ids.some((id) => !own.has(id))) throw notFound();
  if (new Set(ids).size !== own.size || ids.length !== own.size)
    throw fieldError('ids', sharingMessages.sortPartial);
  await repo.sortShares(deps.db, ctx.accountId, ids);
  return { status: 1 as const, message: sharingMessages.sorted };
}

/** POST asset/sort-default-assets: back to newest first. */
export async function sortDefaultAssets(deps: Deps, ctx: RequestContext) {
  for (const type of shareableTypes) authorize(ctx, 'update', areaOf(type));
  await repo.resetOrdering(deps.db, ctx.accountId);
  return { status: 1 as const, message: sharingMessages.sortedDefault };
}

/** POST {type}/update-thumbnail. */
export async function updateThumbnail(
  deps: Deps,
  ctx: RequestContext,
  segment: string,
  id: number,
  thumbnail: string | null,
) {
  const type = shareableTypes.find((t) => shareableKinds[t].segment === segment);
  if (!type) throw notFound();
  authorize(ctx, 'update', areaOf(type));
  if (!(await describe(deps, ctx.accountId, type, id))) throw notFound();
  await repo.setThumbnail(deps.db, ctx.accountId, type, id, thumbnail);
  return { status: 1 as const, message: sharingMessages.thumbnailUpdated };
}

// Importing

/** The share a link names: a share link (`?import=`), a short address (`/s/{code}`), or a token. */
async function shareOfLink(deps: Deps, link: string) {
  let url: URL | undefined;
  try {
    url = new URL(link, deps.config.appUrl);
  } catch {
    url = undefined;
  }
  const token = url?.searchParams.get('import');
  if (token) return repo.findShareByToken(deps.db, token);
  const code = url?.pathname.startsWith(shortPath) && url.pathname.slice(shortPath.length);
  if (code) return repo.findShareByCode(deps.db, code);
  return /^[\w-]{16,64}$/.test(link) ? repo.findShareByToken(deps.db, link) : undefined;
}

/**
 * Copies the shared asset into the location `ctx` acts in, if the share allows it: a limited
 * share only into its own organization, and only while the sharing location can act.
 */
async function copyShared(deps: Deps, ctx: RequestContext, share: repo.ShareRow) {
  authorize(ctx, 'create', areaOf(share.assetType));
  const source = await findAccount(deps.db, share.accountId);
  if (!source || !(await ownerContext(deps.db, share.accountId)))
    throw fieldError('link', sharingMessages.linkInvalid);
  if (share.permission === 'limited' && primaryIdOf(source) !== ctx.primaryAccountId)
    throw fieldError('link', sharingMessages.limited);
  const files = fileCopier(
    deps,
    share.accountId,
    ctx.accountId,
    fileStorageQuota(ctx.primaryAccountId),
  );
  const copy: AssetCopy = {
    fromAccountId: share.accountId,
    toAccountId: ctx.accountId,
    userId: ctx.user.id,
    copyFile: files.copy,
  };
  const kind = shareableKindsOf[share.assetType];
  const thumbnail = await repo.thumbnailOf(
    deps.db,
    share.accountId,
    share.assetType,
    share.assetId,
  );
  let thumbnailCopy: string | undefined;
  let assetId: number | null;
  try {
    thumbnailCopy = thumbnail && (await copy.copyFile(thumbnail));
    assetId = await kind.copyToAccount(deps, share.assetId, copy);
  } catch (error) {
    // The asset's rows are written in one transaction once its files are copied: a failure
    // leaves only files, taken back here.
    await files.discard();
    throw error;
  }
  if (assetId === null) {
    await files.discard();
    throw fieldError('link', sharingMessages.sourceGone);
  }
  if (thumbnailCopy)
    await repo.setThumbnail(deps.db, ctx.accountId, share.assetType, assetId, thumbnailCopy);
  const described = await kind.describeForSharing(deps, ctx.accountId, assetId);
  return { assetId, title: described?.title ?? '' };
}

async function importInto(deps: Deps, ctx: RequestContext, share: repo.ShareRow) {
  const { assetId, title } = await copyShared(deps, ctx, share);
  return repo.insertImport(deps.db, ctx.accountId, {
    shareId: share.id,
    fromAccountId: share.accountId,
    assetType: share.assetType,
    sourceAssetId: share.assetId,
    assetId,
    title,
    importedBy: ctx.user.id,
  });
}

/** POST asset/import-share-link: a deep copy of the shared asset into this location. */
export async function importShareLink(deps: Deps, ctx: RequestContext, link: string) {
  const share = await shareOfLink(deps, link);
  if (!share) throw fieldError('link', sharingMessages.linkInvalid);
  const row = await importInto(deps, ctx, share);
  const [present] = await presentImports(deps, [row]);
  return {
    status: 1 as const,
    message: sharingMessages.imported(labelOf(share.assetType)),
    import: present!,
  };
}

/** POST sharing/imports/{id}/update: the shared asset copied again as it is now. */
export async function updateImport(deps: Deps, ctx: RequestContext, id: number) {
  const row = await repo.findImport(deps.db, ctx.accountId, id);
  if (!row) throw notFound();
  const share = row.shareId ? await repo.findShare(deps.db, row.fromAccountId, row.shareId) : null;
  if (!share) throw fieldError('import', sharingMessages.linkInvalid);
  const { assetId, title } = await copyShared(deps, ctx, share);
  const updated = await repo.updateImport(deps.db, ctx.accountId, id, {
    assetId,
    title,
    importedBy: ctx.user.id,
  });
  const [present] = await presentImports(deps, [updated]);
  return {
    status: 1 as const,
    message: sharingMessages.updated(labelOf(share.assetType)),
    import: present!,
  };
}

/**
 * Copies shares into locations of the caller's organization they may act in (never the
 * sharing location itself): a location outside them is a 422 naming it.
 */
async function pushToLocations(
  deps: Deps,
  ctx: RequestContext,
  shares: repo.ShareRow[],
  locationIds: number[],
) {
  const allowed = await accessibleAccounts(deps.db, ctx.user);
  const locations = [...new Set(locationIds)].map((id) => {
    const location = allowed.find(
      (a) => a.id === id && a.parentId === ctx.primaryAccountId && a.id !== ctx.accountId,
    );
    if (!location || location.isLocationSuspended)
      throw fieldError('location_ids', sharingMessages.locationInvalid);
    return location;
  });
  const imports: repo.ImportRow[] = [];
  for (const location of locations)
    for (const share of shares)
      imports.push(await importInto(deps, { ...ctx, accountId: location.id }, share));
  return {
    status: 1 as const,
    message: sharingMessages.sharedToLocations,
    imports: await presentImports(deps, imports),
  };
}

/** POST sharing/{id}/locations. */
export async function shareToLocations(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  locationIds: number[],
) {
  const share = await shareOf(deps, ctx, id, 'view');
  return pushToLocations(deps, ctx, [share], locationIds);
}

/** POST organization/share-to-location: from the primary account only. */
export async function organizationShareToLocation(
  deps: Deps,
  ctx: RequestContext,
  body: { type: ShareableType; asset_ids: number[]; location_ids: number[] },
) {
  authorize(ctx, 'create', areaOf(body.type));
  if (ctx.accountId !== ctx.primaryAccountId) throw forbidden(sharingMessages.primaryOnly);
  const shares = [];
  for (const id of new Set(body.asset_ids))
    shares.push(await ensureShare(deps, ctx, body.type, id));
  return pushToLocations(deps, ctx, shares, body.location_ids);
}

// The logs

/** GET asset/get-import-logs: what this location imported. */
export async function importLogs(deps: Deps, ctx: RequestContext, page: PageQuery) {
  for (const type of shareableTypes) authorize(ctx, 'view', areaOf(type));
  return pageOfImports(deps, repo.importedInto(ctx.accountId), page);
}

/** POST sharing/imports: who imported this location's shares. */
export async function importsOfShares(
  deps: Deps,
  ctx: RequestContext,
  body: PageQuery & { type?: ShareableType | undefined },
) {
  for (const type of body.type ? [body.type] : shareableTypes) authorize(ctx, 'view', areaOf(type));
  return pageOfImports(deps, repo.importedFrom(ctx.accountId, body.type), body);
}

/** GET sharing/{id}/imports. */
export async function importsOfShare(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  page: { page: number; perPage: number },
) {
  await shareOf(deps, ctx, id, 'view');
  return pageOfImports(deps, repo.importedFromShare(ctx.accountId, id), {
    page: page.page,
    per_page: page.perPage,
  });
}

/** GET sharing/{id}/shares: the asset's share, if it is shared. */
export async function sharesOfAsset(
  deps: Deps,
  ctx: RequestContext,
  type: ShareableType,
  assetId: number,
) {
  authorize(ctx, 'view', areaOf(type));
  if (!(await describe(deps, ctx.accountId, type, assetId))) throw notFound();
  const row = await repo.findShareOfAsset(deps.db, ctx.accountId, type, assetId);
  return { status: 1 as const, data: row ? [await presentOne(deps, row)] : [] };
}
