import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey, tenantReference } from '../../db/tenancy';

/**
 * Folders of one asset type (001 §3 Folder). `parent_id` nests them; deleting a folder deletes
 * its subfolders by the key (ON DELETE CASCADE), and the assets' own keys to it
 * (`folder_id`, ON DELETE SET NULL (folder_id)) put every asset of those folders back in the
 * main folder: a folder's deletion never deletes an asset. The depth limit is the service's
 * (folderDepthMax); the check below and the API (no call moves a folder under another) keep
 * the tree free of cycles.
 */
export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    assetType: text('asset_type').notNull(),
    title: text('title').notNull(),
    parentId: integer('parent_id'),
    /** 0 main, 1 archived; archiving a folder archives its subfolders with it. */
    archived: integer('archived').notNull().default(0),
    /** Lists show the highest first (001 §8); a new folder goes on top. */
    ordering: integer('ordering').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('folders', t),
    index('folders_account_idx').on(t.accountId, t.assetType, t.parentId),
    // One live title per place: the spec's "The folder name has already been taken!".
    uniqueIndex('folders_title_unique')
      .on(t.accountId, t.assetType, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.title})`)
      .where(sql`${t.archived} = 0`),
    tenantReference('folders_parent_fk', t, t.parentId, t).onDelete('cascade'),
    check('folders_not_own_parent', sql`${t.parentId} <> ${t.id}`),
    check('folders_archived_flag', sql`${t.archived} in (0, 1)`),
  ],
);
