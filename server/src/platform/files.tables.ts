import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex } from '../db/tenancy';

/** What a file is for; the media area adds its own. */
export type FilePurpose =
  | 'import'
  | 'contact-photo'
  | 'email-image'
  | 'library-image'
  | 'file'
  | 'form-answer'
  | 'progress-proof'
  | 'page-download'
  | 'playbook-page'
  | 'habit-proof';

/**
 * The ledger of storage (platform/files.ts): every stored file with its account, size and
 * purpose, so an organization's usage is known and orphans can be found. A file that must be
 * claimed, such as an import upload, is temporary until a time; past it the cleanup removes it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    ...tenantColumns(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    temporaryUntil: timestamp('temporary_until', { withTimezone: true }),
  },
  (t) => [
    // The usage sum reads only this index.
    tenantIndex('stored_files', t, t.bytes),
    index('stored_files_temporary_idx')
      .on(t.temporaryUntil)
      .where(sql`${t.temporaryUntil} is not null`),
  ],
);
