import type { FileClass } from '@coachline/contract/files';
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
 * A location's uploaded files (001 §3 File). The bytes are in storage under `storage_key`, made
 * by the server (`files/{account}/{uuid}`), never from the upload's name; the ledger
 * (stored_files) holds the same key with its size for the account's quota.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    /** Without the extension, which never changes (a rename cannot change the type). */
    name: text('name').notNull(),
    ext: text('ext').notNull(),
    class: text('class').$type<FileClass>().notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    archived: boolean('archived').notNull().default(false),
    downloads: integer('downloads').notNull().default(0),
    /**
     * Its folder (asset type files); null in the main folder. Deleting the folder puts it back
     * there (ON DELETE SET NULL (folder_id), written in the migration).
     */
    folderId: integer('folder_id'),
    /** The user who uploaded it; no key, so a user's removal leaves their files. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('files', t),
    index('files_folder_idx').on(t.accountId, t.folderId),
    tenantReference('files_folder_fk', t, t.folderId, folders),
    tenantIndex('files', t, t.createdAt.desc(), t.id.desc()),
  ],
);
