import type { TextStyle } from '@coachline/contract/styles';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { favoriteColors, savedStyles } from './styles.tables';

export async function listSavedStyles(db: Executor, accountId: number) {
  return db.select().from(savedStyles).where(ofAccount(savedStyles, accountId));
}

export async function saveStyle(
  db: Executor,
  accountId: number,
  contentType: number,
  style: { headline: TextStyle; subheadline: TextStyle },
) {
  await db
    .insert(savedStyles)
    .values({ accountId, contentType, ...style })
    .onConflictDoUpdate({
      target: [savedStyles.accountId, savedStyles.contentType],
      set: { ...style, updatedAt: sql`now()` },
    });
}

export async function listFavoriteColors(db: Executor, accountId: number) {
  return db
    .select({ id: favoriteColors.id, color: favoriteColors.color })
    .from(favoriteColors)
    .where(ofAccount(favoriteColors, accountId))
    .orderBy(asc(favoriteColors.createdAt), asc(favoriteColors.id));
}

export async function findFavoriteColor(db: Executor, accountId: number, color: string) {
  const [row] = await db
    .select({ id: favoriteColors.id, color: favoriteColors.color })
    .from(favoriteColors)
    .where(and(ofAccount(favoriteColors, accountId), eq(favoriteColors.color, color)));
  return row;
}

export async function countFavoriteColors(db: Executor, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(favoriteColors)
    .where(ofAccount(favoriteColors, accountId));
  return row?.n ?? 0;
}

/** The colour kept, or the one a concurrent request kept first. */
export async function insertFavoriteColor(db: Executor, accountId: number, color: string) {
  const [row] = await db
    .insert(favoriteColors)
    .values({ accountId, color })
    .onConflictDoNothing()
    .returning({ id: favoriteColors.id, color: favoriteColors.color });
  return row ?? (await findFavoriteColor(db, accountId, color))!;
}

export async function deleteFavoriteColor(db: Executor, accountId: number, id: number) {
  const rows = await db
    .delete(favoriteColors)
    .where(and(ofAccount(favoriteColors, accountId), eq(favoriteColors.id, id)))
    .returning({ id: favoriteColors.id });
  return rows.length > 0;
}
