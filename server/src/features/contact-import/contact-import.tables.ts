import type { DuplicatePolicy } from '@coachline/contract/contact-import';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { users } from '../accounts/accounts.tables';

export type ImportMapping = Record<string, string | null>;
export type ImportRowError = { row: number; message: string };
/** Contact fields by column name (custom fields as `custom.<key>`), as text; null is empty. */
export type FieldValues = Record<string, string | null>;

/**
 * A contact import (001 §7 map-csv-field, import, import-log). The uploaded file stays on
 * disk until the import can no longer be undone; `next_row` is the resume point after a crash.
 */
export const contactImports = pgTable(
  'contact_imports',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status')
      .$type<'uploaded' | 'queued' | 'running' | 'completed' | 'failed'>()
      .notNull()
      .default('uploaded'),
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull(),
    fileType: text('file_type').$type<'csv' | 'xlsx' | 'xls'>().notNull(),
    headers: jsonb('headers').$type<string[]>().notNull().default([]),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull().default({}),
    options: jsonb('options')
      .$type<{ status?: string; tags?: string[]; duplicate_policy?: DuplicatePolicy }>()
      .notNull()
      .default({}),
    // Read whole once at upload: the row count, and why the file cannot be imported (null: it
    // reads whole). An import uploaded before the upload kept this is read once more.
    fileChecked: boolean('file_checked').notNull().default(false),
    fileError: text('file_error'),
    totalCount: integer('total_count').notNull().default(0),
    count: integer('count').notNull().default(0),
    importedCount: integer('imported_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    reason: text('reason'),
    nextRow: integer('next_row').notNull().default(0),
    // Worker starts, counted so an import that keeps killing its worker ends as failed.
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Set when an undo starts; 'undoing' stays if it is cut short, and undoing again resumes.
    undoStatus: text('undo_status').$type<'undoing' | 'undone'>(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [tenantIndex('contact_imports', t, t.createdAt.desc()), tenantKey('contact_imports', t)],
);

/**
 * The failed rows of an import with their original cells, written in the same transaction as
 * the batch they belong to, so the failed-rows CSV is exact even after the upload is deleted.
 */
export const contactImportFailures = pgTable(
  'contact_import_failures',
  {
    ...tenantColumns(),
    importId: integer('import_id').notNull(),
    row: integer('row').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    message: text('message').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.row] }),
    tenantReference('contact_import_failures_import_fk', t, t.importId, contactImports).onDelete(
      'cascade',
    ),
  ],
);

/**
 * What an import changed on an existing contact, written in the batch's transaction: the
 * fields' values before and after, and the tags it added, so an undo can put them back.
 * `contact_id` has no key to contacts: a contact may move to another location, where the
 * import's changes no longer apply (the undo then finds it gone and leaves it).
 */
export const contactImportChanges = pgTable(
  'contact_import_changes',
  {
    ...tenantColumns(),
    importId: integer('import_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    /** The file row that changed the contact, for the result list's order. */
    row: integer('row').notNull(),
    before: jsonb('before').$type<FieldValues>().notNull(),
    after: jsonb('after').$type<FieldValues>().notNull(),
    addedTagIds: jsonb('added_tag_ids').$type<number[]>().notNull().default([]),
    restored: boolean('restored').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.contactId] }),
    tenantReference('contact_import_changes_import_fk', t, t.importId, contactImports).onDelete(
      'cascade',
    ),
  ],
);
