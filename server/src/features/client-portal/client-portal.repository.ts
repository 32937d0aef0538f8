import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayParam } from '../../db/rows';
import { ofAccount } from '../../db/tenancy';
import {
  type AnnouncementRow,
  type ClientPortalSettingRow,
  clientPortalAnnouncements,
  clientPortalNavigationItems,
  clientPortalSettings,
  type NavigationItemRow,
} from './client-portal.tables';

export type SettingValues = Omit<
  typeof clientPortalSettings.$inferInsert,
  'accountId' | 'createdAt' | 'updatedAt'
>;
export type AnnouncementValues = Pick<AnnouncementRow, 'title' | 'body' | 'enabled'>;
export type NavigationValues = Pick<
  NavigationItemRow,
  'label' | 'url' | 'openInNewTab' | 'enabled'
>;

export async function findSetting(
  db: Executor,
  accountId: number,
): Promise<ClientPortalSettingRow | undefined> {
  const [row] = await db
    .select()
    .from(clientPortalSettings)
    .where(ofAccount(clientPortalSettings, accountId));
  return row;
}

/** The location's row, written with `defaults` when it has none yet (two first reads agree). */
export async function ensureSetting(
  db: Executor,
  accountId: number,
  defaults: SettingValues,
): Promise<ClientPortalSettingRow> {
  await db
    .insert(clientPortalSettings)
    .values({ accountId, ...defaults })
    .onConflictDoNothing({ target: clientPortalSettings.accountId });
  return (await findSetting(db, accountId))!;
}

export async function updateSetting(
  db: Executor,
  accountId: number,
  values: Partial<SettingValues>,
): Promise<ClientPortalSettingRow> {
  const [row] = await db
    .update(clientPortalSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(ofAccount(clientPortalSettings, accountId))
    .returning();
  return row!;
}

// Announcements

export const listAnnouncements = (db: Executor, accountId: number) =>
  db
    .select()
    .from(clientPortalAnnouncements)
    .where(ofAccount(clientPortalAnnouncements, accountId))
    .orderBy(asc(clientPortalAnnouncements.sortOrder), asc(clientPortalAnnouncements.id));

export async function countAnnouncements(db: Executor, accountId: number, ids?: number[]) {
  const [row] = await db
    .select({ n: count() })
    .from(clientPortalAnnouncements)
    .where(
      and(
        ofAccount(clientPortalAnnouncements, accountId),
        ids ? inArray(clientPortalAnnouncements.id, ids) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Adds the announcement last in the list. */
export async function insertAnnouncement(
  db: Executor,
  accountId: number,
  values: AnnouncementValues,
): Promise<AnnouncementRow> {
  const [row] = await db
    .insert(clientPortalAnnouncements)
    .values({
      accountId,
      ...values,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from ${clientPortalAnnouncements} where account_id = ${accountId})`,
    })
    .returning();
  return row!;
}

export async function updateAnnouncement(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<AnnouncementValues>,
): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .update(clientPortalAnnouncements)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(ofAccount(clientPortalAnnouncements, accountId), eq(clientPortalAnnouncements.id, id)),
    )
    .returning();
  return row;
}

export async function deleteAnnouncement(db: Executor, accountId: number, id: number) {
  const rows = await db
    .delete(clientPortalAnnouncements)
    .where(
      and(ofAccount(clientPortalAnnouncements, accountId), eq(clientPortalAnnouncements.id, id)),
    )
    .returning({ id: clientPortalAnnouncements.id });
  return rows.length > 0;
}

/** Orders the announcements as listed, the first first. */
export async function sortAnnouncements(db: Executor, accountId: number, ids: number[]) {
  await db.execute(sql`update ${clientPortalAnnouncements} a set sort_order = s.n, updated_at = now()
    from (select id, n::int from unnest(${arrayParam(ids)}::int[]) with ordinality as u(id, n)) s
    where a.account_id = ${accountId} and a.id = s.id`);
}

// Navigation menu

export const listNavigation = (db: Executor, accountId: number) =>
  db
    .select()
    .from(clientPortalNavigationItems)
    .where(ofAccount(clientPortalNavigationItems, accountId))
    .orderBy(asc(clientPortalNavigationItems.sortOrder), asc(clientPortalNavigationItems.id));

export async function countNavigation(db: Executor, accountId: number, ids?: number[]) {
  const [row] = await db
    .select({ n: count() })
    .from(clientPortalNavigationItems)
    .where(
      and(
        ofAccount(clientPortalNavigationItems, accountId),
        ids ? inArray(clientPortalNavigationItems.id, ids) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Adds the link last in the menu. */
export async function insertNavigation(
  db: Executor,
  accountId: number,
  values: NavigationValues,
): Promise<NavigationItemRow> {
  const [row] = await db
    .insert(clientPortalNavigationItems)
    .values({
      accountId,
      ...values,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from ${clientPortalNavigationItems} where account_id = ${accountId})`,
    })
    .returning();
  return row!;
}

export async function updateNavigation(
  db: Executor,
  accountId: number,
  id: number,
  values: NavigationValues,
): Promise<NavigationItemRow | undefined> {
  const [row] = await db
    .update(clientPortalNavigationItems)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        ofAccount(clientPortalNavigationItems, accountId),
        eq(clientPortalNavigationItems.id, id),
      ),
    )
    .returning();
  return row;
}

export async function deleteNavigation(db: Executor, accountId: number, id: number) {
  const rows = await db
    .delete(clientPortalNavigationItems)
    .where(
      and(
        ofAccount(clientPortalNavigationItems, accountId),
        eq(clientPortalNavigationItems.id, id),
      ),
    )
    .returning({ id: clientPortalNavigationItems.id });
  return rows.length > 0;
}

/** Orders the menu's links as listed, the first first. */
export async function sortNavigation(db: Executor, accountId: number, ids: number[]) {
  await db.execute(sql`update ${clientPortalNavigationItems} m set sort_order = s.n, updated_at = now()
    from (select id, n::int from unnest(${arrayParam(ids)}::int[]) with ordinality as u(id, n)) s
    where m.account_id = ${accountId} and m.id = s.id`);
}
