import type { ShareableType, SharePermission } from '@coachline/contract/sharing';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { assetImports, assetShares, assetThumbnails } from './sharing.tables';

export type ShareRow = typeof assetShares.$inferSelect;
export type ImportRow = typeof assetImports.$inferSelect;

// Shares

export async function findShare(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(assetShares)
    .where(and(ofAccount(assetShares, accountId), eq(assetShares.id, id)));
  return row;
}

export async function findShareOfAsset(
  db: Executor,
  accountId: number,
  assetType: ShareableType,
  assetId: number,
) {
  const [row] = await db
    .select()
    .from(assetShares)
    .where(
      and(
        ofAccount(assetShares, accountId),
        eq(assetShares.assetType, assetType),
        eq(assetShares.assetId, assetId),
      ),
    );
  return row;
}

// unscoped: a share link names its share by its random token, whoever imports it
export async function findShareByToken(db: Executor, token: string) {
  const [row] = await db.select().from(assetShares).where(eq(assetShares.token, token));
  return row;
}

// unscoped: the short address names its share by its random code, for anyone holding it
export async function findShareByCode(db: Executor, code: string) {
  const [row] = await db.select().from(assetShares).where(eq(assetShares.shortCode, code));
  return row;
}

/** The asset's share, made when it has none (two calls at once make one). */
export async function ensureShare(
  db: Executor,
  accountId: number,
  values: Pick<ShareRow, 'assetType' | 'assetId' | 'token' | 'shortCode' | 'createdBy'>,
) {
  await db
    .insert(assetShares)
    .values({ ...values, accountId })
    .onConflictDoNothing({
      target: [assetShares.accountId, assetShares.assetType, assetShares.assetId],
    });
  return (await findShareOfAsset(db, accountId, values.assetType, values.assetId))!;
}

export async function setPermission(
  db: Executor,
  accountId: number,
  id: number,
  permission: SharePermission,
) {
  await db
    .update(assetShares)
    .set({ permission })
    .where(and(ofAccount(assetShares, accountId), eq(assetShares.id, id)));
}

export async function deleteShares(db: Executor, accountId: number, ids: number[]) {
  await db
    .delete(assetShares)
    .where(and(ofAccount(assetShares, accountId), inArray(assetShares.id, ids)));
}

/** The account's shares in their order (set ones first, then newest first), with imports. */
export async function listShares(db: Executor, accountId: number, assetType?: ShareableType) {
  const imports = db
    .select({ shareId: assetImports.shareId, total: count().as('total') })
    .from(assetImports)
    .groupBy(assetImports.shareId)
    .as('imports');
  return db
    .select({ share: assetShares, importsCount: sql<number>`coalesce(${imports.total}, 0)::int` })
    .from(assetShares)
    .leftJoin(imports, eq(imports.shareId, assetShares.id))
    .where(
      and(
        ofAccount(assetShares, accountId),
        assetType ? eq(assetShares.assetType, assetType) : undefined,
      ),
    )
    .orderBy(
      sql`${assetShares.ordering} asc nulls last`,
      desc(assetShares.createdAt),
      desc(assetShares.id),
    );
}

export async function shareIds(db: Executor, accountId: number) {
  const rows = await db
    .select({ id: assetShares.id })
    .from(assetShares)
    .where(ofAccount(assetShares, accountId));
  return rows.map((r) => r.id);
}

/** Numbers the shares in the order given, top first. */
export async function sortShares(db: Executor, accountId: number, ids: number[]) {
  await db.execute(sql`update ${assetShares} set ordering = sorted.position
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as sorted(id, position)
    where ${assetShares.accountId} = ${accountId}::int and ${assetShares.id} = sorted.id`);
}

export async function resetOrdering(db: Executor, accountId: number) {
  await db.update(assetShares).set({ ordering: null }).where(ofAccount(assetShares, accountId));
}

// Imports

export async function insertImport(
  db: Executor,
  accountId: number,
  values: Omit<typeof assetImports.$inferInsert, 'accountId'>,
) {
  const [row] = await db
    .insert(assetImports)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

export async function findImport(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(assetImports)
    .where(and(ofAccount(assetImports, accountId), eq(assetImports.id, id)));
  return row;
}

export async function updateImport(
  db: Executor,
  accountId: number,
  id: number,
  values: Pick<ImportRow, 'assetId' | 'title' | 'importedBy'>,
) {
  const [row] = await db
    .update(assetImports)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofAccount(assetImports, accountId), eq(assetImports.id, id)))
    .returning();
  return row!;
}

/** The imports into the account (its import log). */
export const importedInto = (accountId: number) => ofAccount(assetImports, accountId);

/**
 * The imports of the account's own shares by other accounts (the sharer's side of the log): the
 * rows are the importers', read only through the sharer's account id.
 */
export const importedFrom = (accountId: number, assetType?: ShareableType) =>
  and(
    eq(assetImports.fromAccountId, accountId),
    assetType ? eq(assetImports.assetType, assetType) : undefined,
  )!;

/** The imports of one share, which the caller has found to be their own. */
export const importedFromShare = (accountId: number, shareId: number) =>
  and(eq(assetImports.fromAccountId, accountId), eq(assetImports.shareId, shareId))!;

// unscoped: every condition the callers pass names the account, as importer or as sharer
export async function listImports(
  db: Executor,
  where: SQL,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(assetImports)
      .where(where)
      .orderBy(desc(assetImports.createdAt), desc(assetImports.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(assetImports).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

// Thumbnails

export async function setThumbnail(
  db: Executor,
  accountId: number,
  assetType: ShareableType,
  assetId: number,
  thumbnail: string | null,
) {
  const key = and(
    ofAccount(assetThumbnails, accountId),
    eq(assetThumbnails.assetType, assetType),
    eq(assetThumbnails.assetId, assetId),
  );
  if (thumbnail === null) {
    await db.delete(assetThumbnails).where(key);
    return;
  }
  await db
    .insert(assetThumbnails)
    .values({ accountId, assetType, assetId, thumbnail })
    .onConflictDoUpdate({
      target: [assetThumbnails.accountId, assetThumbnails.assetType, assetThumbnails.assetId],
      set: { thumbnail, updatedAt: new Date() },
    });
}

export async function thumbnailOf(
  db: Executor,
  accountId: number,
  assetType: ShareableType,
  assetId: number,
) {
  const [row] = await db
    .select({ thumbnail: assetThumbnails.thumbnail })
    .from(assetThumbnails)
    .where(
      and(
        ofAccount(assetThumbnails, accountId),
        eq(assetThumbnails.assetType, assetType),
        eq(assetThumbnails.assetId, assetId),
      ),
    );
  return row?.thumbnail;
}
