import type { AssetType } from '@coachline/contract/folders';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam, rowsOf } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import type { FolderAssetTable } from './folders.assets';
import { folders } from './folders.tables';

export type FolderRow = typeof folders.$inferSelect;
export type Crumb = { id: number; title: string };

export async function findFolder(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(folders)
    .where(and(ofAccount(folders, accountId), eq(folders.id, id)));
  return row;
}

/** The folder and its ancestors, from the top down: its breadcrumb, and its depth. */
export async function pathOf(db: Executor, accountId: number, id: number): Promise<Crumb[]> {
  const rows = await rowsOf<Crumb & { depth: number }>(
    db,
    sql`with recursive up as (
      select id, title, parent_id, 0 as depth from ${folders}
        where account_id = ${accountId} and id = ${id}
      union all
      select f.id, f.title, f.parent_id, up.depth + 1 from ${folders} f
        join up on f.account_id = ${accountId} and f.id = up.parent_id
        where up.depth < 64
    ) select id, title, depth from up order by depth desc`,
  );
  return rows.map(({ id: crumb, title }) => ({ id: crumb, title }));
}

/** The folder and every folder under it. */
export async function subtreeIds(db: Executor, accountId: number, id: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`with recursive down as (
      select id, 0 as depth from ${folders} where account_id = ${accountId} and id = ${id}
      union all
      select f.id, down.depth + 1 from ${folders} f
        join down on f.account_id = ${accountId} and f.parent_id = down.id
        where down.depth < 64
    ) select id from down`,
  );
  return rows.map((r) => r.id);
}

export type FolderPlace = {
  assetType: AssetType;
  archived: 0 | 1;
  /** Null for the top of the main or archived folders. */
  parentId: number | null;
};

/**
 * The folders shown in one place. The top of the archived folders holds those archived under
 * a live parent (or none): the subtrees archived on their own.
 */
function placeWhere(accountId: number, place: FolderPlace): SQL | undefined {
  const shown = and(
    ofAccount(folders, accountId),
    eq(folders.assetType, place.assetType),
    eq(folders.archived, place.archived),
  );
  if (place.parentId !== null) return and(shown, eq(folders.parentId, place.parentId));
  return and(
    shown,
    sql`(${folders.parentId} is null or exists (select 1 from ${folders} p
      where p.account_id = ${accountId} and p.id = ${folders.parentId}
      and p.archived <> ${place.archived}))`,
  );
}

export async function listFolders(db: Executor, accountId: number, place: FolderPlace) {
  return db
    .select()
    .from(folders)
    .where(placeWhere(accountId, place))
    .orderBy(desc(folders.ordering), desc(folders.id));
}

/** How many subfolders of the same flag each folder holds. */
export async function subfolderCounts(
  db: Executor,
  accountId: number,
  ids: number[],
  archived: 0 | 1,
) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ parentId: folders.parentId, n: count() })
    .from(folders)
    .where(
      and(
        ofAccount(folders, accountId),
        inArray(folders.parentId, ids),
        eq(folders.archived, archived),
      ),
    )
    .groupBy(folders.parentId);
  return new Map(rows.map((r) => [r.parentId!, r.n]));
}

/** How many assets each folder holds directly. */
export async function assetCounts(
  db: Executor,
  accountId: number,
  assets: FolderAssetTable,
  ids: number[],
) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ folderId: assets.folderId, n: count() })
    .from(assets.table)
    .where(and(eq(assets.accountId, accountId), inArray(assets.folderId, ids)))
    .groupBy(assets.folderId);
  return new Map(rows.map((r) => [r.folderId as number, r.n]));
}

/** Whether a live folder of the place already has the title (case aside). */
export async function titleTaken(
  db: Executor,
  accountId: number,
  place: { assetType: string; parentId: number | null },
  title: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(
      and(
        ofAccount(folders, accountId),
        eq(folders.assetType, place.assetType),
        eq(folders.archived, 0),
        place.parentId === null ? isNull(folders.parentId) : eq(folders.parentId, place.parentId),
        sql`lower(${folders.title}) = ${title.toLowerCase()}`,
        exceptId === undefined ? undefined : sql`${folders.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A new folder on top of its place (the highest ordering), or nothing when its title went first. */
export async function insertFolder(
  db: Executor,
  accountId: number,
  values: { assetType: AssetType; title: string; parentId: number | null },
) {
  const [row] = await db
    .insert(folders)
    .values({
      ...values,
      accountId,
      ordering: sql`(select coalesce(max(ordering), 0) + 1 from ${folders}
        where account_id = ${accountId} and asset_type = ${values.assetType})`,
    })
    .onConflictDoNothing()
    .returning({ id: folders.id });
  return row;
}

export async function updateFolder(
  db: Executor,
  accountId: number,
  ids: number[],
  values: Partial<Pick<FolderRow, 'title' | 'archived' | 'parentId' | 'ordering'>>,
) {
  await db
    .update(folders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(ofAccount(folders, accountId), inArray(folders.id, ids)));
}

/** The given folders of one asset type in the account, as many as exist. */
export async function countFolders(
  db: Executor,
  accountId: number,
  assetType: AssetType,
  ids: number[],
) {
  const [row] = await db
    .select({ n: count() })
    .from(folders)
    .where(
      and(
        ofAccount(folders, accountId),
        eq(folders.assetType, assetType),
        inArray(folders.id, ids),
      ),
    );
  return row?.n ?? 0;
}

/** Orders the folders as listed, the first highest. */
export async function sortFolders(db: Executor, accountId: number, ids: number[]) {
  await db.execute(sql`update ${folders} f set ordering = s.ordering, updated_at = now()
    from (select id, ${ids.length} - (n - 1)::int as ordering
      from unnest(${arrayParam(ids)}::int[]) with ordinality as u(id, n)) s
    where f.account_id = ${accountId} and f.id = s.id`);
}

/** Deletes the folder; its subfolders go by their key, their assets' keys clear folder_id. */
export async function deleteFolder(db: Executor, accountId: number, id: number) {
  await db.delete(folders).where(and(ofAccount(folders, accountId), eq(folders.id, id)));
}

/** How many of the ids are assets of the account. */
export async function countAssets(
  db: Executor,
  accountId: number,
  assets: FolderAssetTable,
  ids: number[],
) {
  const [row] = await db
    .select({ n: count() })
    .from(assets.table)
    .where(and(eq(assets.accountId, accountId), inArray(assets.id, ids)));
  return row?.n ?? 0;
}

export async function moveAssets(
  db: Executor,
  accountId: number,
  assets: FolderAssetTable,
  ids: number[],
  folderId: number | null,
) {
  // Raw: the column is only known by the registry, not as a property of one table's type.
  await db.execute(sql`update ${assets.table} set ${sql.identifier(assets.folderId.name)} = ${folderId}
    where ${assets.accountId} = ${accountId} and ${assets.id} = any(${arrayParam(ids)}::int[])`);
}
