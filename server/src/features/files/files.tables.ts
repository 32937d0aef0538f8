import type { FileClass, FilePermission } from '@coachline/contract/files';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { users } from '../accounts/accounts.tables';
import { contacts } from '../contacts/contacts.tables';
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
    /** Who among the staff sees it (contract `filePermissions`); `selected`: its file_users. */
    permission: text('permission').$type<FilePermission>().notNull().default('everyone'),
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

/** The users a file with the `selected` permission is shared with (001 §3 file users). */
export const fileUsers = pgTable(
  'file_users',
  {
    ...tenantColumns(),
    fileId: integer('file_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.userId] }),
    tenantReference('file_users_file_fk', t, t.fileId, files).onDelete('cascade'),
  ],
);

/** The files sent to contacts (their profile's Files section, and later the client portal). */
export const fileContacts = pgTable(
  'file_contacts',
  {
    ...tenantColumns(),
    fileId: integer('file_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    /** Who sent it; no key, so a user's removal leaves what they sent. */
    sentBy: integer('sent_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.fileId] }),
    index('file_contacts_file_idx').on(t.fileId),
    tenantIndex('file_contacts', t, t.contactId, t.sentAt.desc()),
    tenantReference('file_contacts_file_fk', t, t.fileId, files).onDelete('cascade'),
    // A file belongs to one location, so a contact is taken off its files before it moves to
    // another; no cascade on update, which would point the pair across locations.
    tenantReference('file_contacts_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);
