import type { ShareableType, SharePermission } from '@coachline/contract/sharing';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex } from '../../db/tenancy';
import { accounts } from '../accounts/accounts.tables';

/**
 * The assets a location shares (001 §7 Asset sharing, 002 §3 Sharing): one share per asset,
 * found by its random `token` (the link) or its `short_code` (the short address). The asset
 * itself lives in its area's table (`asset_type`, `asset_id`); deleting the share stops the
 * link, never the asset.
 */
export const assetShares = pgTable(
  'asset_shares',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    assetType: text('asset_type').$type<ShareableType>().notNull(),
    assetId: integer('asset_id').notNull(),
    token: text('token').notNull().unique(),
    shortCode: text('short_code').notNull().unique(),
    permission: text('permission').$type<SharePermission>().notNull().default('limited'),
    /** The place set by sort-assets, top first; null: the default order, newest first. */
    ordering: integer('ordering'),
    /** No key, so a user's removal leaves their shares. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('asset_shares_asset_idx').on(t.accountId, t.assetType, t.assetId)],
);

/**
 * Imports of shared assets, owned by the importing location. `share_id` and the source have no
 * key: the share is another account's row (a row never points into another account) and the
 * log outlives it; `asset_id` names the copy in its area's table.
 */
export const assetImports = pgTable(
  'asset_imports',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    shareId: integer('share_id'),
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => accounts.id),
    assetType: text('asset_type').$type<ShareableType>().notNull(),
    sourceAssetId: integer('source_asset_id').notNull(),
    assetId: integer('asset_id').notNull(),
    title: text('title').notNull(),
    /** No key, so a user's removal leaves the log. */
    importedBy: integer('imported_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantIndex('asset_imports', t, t.createdAt.desc()),
    index('asset_imports_share_idx').on(t.shareId, t.createdAt.desc()),
    index('asset_imports_from_idx').on(t.fromAccountId, t.createdAt.desc()),
  ],
);

/** The image a shared asset shows, set by `{type}/update-thumbnail`; else its own cover. */
export const assetThumbnails = pgTable(
  'asset_thumbnails',
  {
    ...tenantColumns(),
    assetType: text('asset_type').$type<ShareableType>().notNull(),
    assetId: integer('asset_id').notNull(),
    thumbnail: text('thumbnail').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.assetType, t.assetId] })],
);
