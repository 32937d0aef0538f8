import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { folders } from '../folders/folders.tables';

/**
 * A location's image library (000 §2.5, §3 Library image): each picture written anew by the
 * server at its size, in storage under `storage_key` (`public/media/{user}/{size}/…`, served at
 * /uploads/media/…) and in the ledger (stored_files) for the quota.
 */
export const libraryImages = pgTable(
  'library_images',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    /** The size it was made for (`WxH`), or `all`. */
    type: text('type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    isCropped: boolean('is_cropped').notNull(),
    storageKey: text('storage_key').notNull(),
    /**
     * Its folder (asset type images); null in the main folder. Deleting the folder puts it back
     * there (ON DELETE SET NULL (folder_id), written in the migration).
     */
    folderId: integer('folder_id'),
    /** The user who uploaded it; no key, so a user's removal leaves their images. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('library_images', t),
    index('library_images_folder_idx').on(t.accountId, t.folderId),
    tenantReference('library_images_folder_fk', t, t.folderId, folders),
    tenantIndex('library_images', t, t.createdAt.desc(), t.id.desc()),
  ],
);
