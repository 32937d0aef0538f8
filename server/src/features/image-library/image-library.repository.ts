import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { libraryImages } from './image-library.tables';

export type ImageRow = typeof libraryImages.$inferSelect;
export type NewImage = Omit<typeof libraryImages.$inferInsert, 'id' | 'accountId'>;
/** What a new picture changes in a record it replaces. */
export type Picture = Pick<
  NewImage,
  'type' | 'width' | 'height' | 'bytes' | 'isCropped' | 'storageKey'
>;

export type ImageFilter = {
  /** A folder's images; null the main folder's; undefined every image. */
  folderId?: number | null | undefined;
  /** The sizes to show; undefined every size. */
  types?: string[] | undefined;
};

function filtered(accountId: number, filter: ImageFilter): SQL | undefined {
  return and(
    ofAccount(libraryImages, accountId),
    filter.folderId === undefined
      ? undefined
      : filter.folderId === null
        ? isNull(libraryImages.folderId)
        : eq(libraryImages.folderId, filter.folderId),
    filter.types ? inArray(libraryImages.type, filter.types) : undefined,
  );
}

export async function listImages(
  db: Executor,
  accountId: number,
  filter: ImageFilter,
  page: { limit: number; offset: number },
) {
  const where = filtered(accountId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(libraryImages)
      .where(where)
      .orderBy(desc(libraryImages.createdAt), desc(libraryImages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(libraryImages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findImage(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(libraryImages)
    .where(and(ofAccount(libraryImages, accountId), eq(libraryImages.id, id)));
  return row;
}

export async function insertImages(db: Executor, accountId: number, values: NewImage[]) {
  return db
    .insert(libraryImages)
    .values(values.map((v) => ({ ...v, accountId })))
    .returning();
}

export async function replacePicture(
  db: Executor,
  accountId: number,
  id: number,
  picture: Picture,
) {
  const [row] = await db
    .update(libraryImages)
    .set({ ...picture, updatedAt: new Date() })
    .where(and(ofAccount(libraryImages, accountId), eq(libraryImages.id, id)))
    .returning();
  return row;
}

export async function deleteImage(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .delete(libraryImages)
    .where(and(ofAccount(libraryImages, accountId), eq(libraryImages.id, id)))
    .returning({ storageKey: libraryImages.storageKey });
  return row;
}
