import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { users } from '../accounts/accounts.tables';

export type ImportMapping = Record<string, string | null>;
export type ImportRowError = { row: number; message: string };

/**
 * A contact import (001 §7 map-csv-field, import, import-log). The uploaded file stays on
 * disk until the import ends; `next_row` is the resume point after a crash.
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
    fileType: text('file_type').$type<'csv' | 'xlsx'>().notNull(),
    headers: jsonb('headers').$type<string[]>().notNull().default([]),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull().default({}),
    options: jsonb('options')
      .$type<{ status?: string; tags?: string[]; duplicate_policy?: 'update' | 'skip' }>()
      .notNull()
      .default({}),
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
