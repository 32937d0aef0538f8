import type { ContentImportType } from '@coachline/contract/content-import';
import type { QuestionType } from '@coachline/contract/forms';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { accounts } from '../accounts/accounts.tables';

/** One item of a content file, as the reader checked it (content-import.file.ts). */
export type ContentItem =
  | {
      type: 'form';
      row: number;
      title: string;
      subheadline: string;
      questions: {
        title: string;
        type: QuestionType;
        is_required: boolean;
        options: string[];
      }[];
    }
  | { type: 'email_template'; row: number; title: string; subject: string; body: string }
  /** `content` is HTML (plain text in the file is made paragraphs); the service sanitizes it. */
  | { type: 'page'; row: number; title: string; subheadline: string; content: string }
  | {
      type: 'playbook';
      row: number;
      title: string;
      /** The `subheadline` column: what the portal shows under the title. */
      description: string;
      /** Each step's content is HTML, as a page's. */
      steps: { title: string; content: string }[];
    };

/**
 * A content import (000 §2.6): one file, checked and kept here as its items, imported by the
 * organization's owner into one or more of its accounts. The account is the primary account.
 */
export const contentImports = pgTable(
  'content_imports',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    userId: integer('user_id').notNull(),
    fileName: text('file_name').notNull(),
    /** The kind shown for the whole file (plural) and its icon. */
    kind: text('kind').notNull(),
    icon: text('icon').notNull(),
    items: jsonb('items').$type<ContentItem[]>().notNull(),
    useSavedStyling: boolean('use_saved_styling').notNull(),
    status: text('status').$type<'queued' | 'running' | 'completed' | 'failed'>().notNull(),
    /** Entries done, of items × accounts. */
    imported: integer('imported').notNull().default(0),
    total: integer('total').notNull(),
    /** Runs started; past `maxJobRuns` the import fails instead of starting again. */
    runs: integer('runs').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [tenantKey('content_imports', t), tenantIndex('content_imports', t, t.id.desc())],
);

/**
 * One item to import into one account. `created_id` is written as soon as the item exists and
 * `done` once it is whole, so a worker that stops between the two removes the half-made item
 * and makes it again: a crash leaves no half item behind and the import resumes where it was.
 */
export const contentImportEntries = pgTable(
  'content_import_entries',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    importId: integer('import_id').notNull(),
    /** The item's place in the file's items. */
    itemIndex: integer('item_index').notNull(),
    targetAccountId: integer('target_account_id')
      .notNull()
      .references(() => accounts.id),
    type: text('type').$type<ContentImportType>().notNull(),
    title: text('title').notNull(),
    createdId: integer('created_id'),
    done: boolean('done').notNull().default(false),
    /** Why the item was not made (a plan limit, an account that can no longer act). */
    error: text('error'),
  },
  (t) => [
    tenantReference('content_import_entries_import_fk', t, t.importId, contentImports).onDelete(
      'cascade',
    ),
    uniqueIndex('content_import_entries_item_idx').on(t.importId, t.targetAccountId, t.itemIndex),
    index('content_import_entries_pending_idx').on(t.importId, t.id).where(sql`NOT ${t.done}`),
  ],
);
