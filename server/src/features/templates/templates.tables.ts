import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { folders } from '../folders/folders.tables';

/** A location's template categories (001 §3 Template category); the kind is `is_content`. */
export const templateCategories = pgTable(
  'template_categories',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    /** 1 email, 2 content, 3 sms, 4 voice: the kind of every template in the category. */
    isContent: integer('is_content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('template_categories_name_unique').on(
      t.accountId,
      t.isContent,
      sql`lower(${t.name})`,
    ),
    tenantKey('template_categories', t),
  ],
);

/** A reusable email, SMS, voice script or content page; its kind is its category's. */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    /**
     * Its folder (asset type templates); null in the main folder. Deleting the folder puts it
     * back there (ON DELETE SET NULL (folder_id), written in the migration: drizzle cannot name
     * the column).
     */
    folderId: integer('folder_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('templates', t),
    index('templates_folder_idx').on(t.accountId, t.folderId),
    tenantReference('templates_folder_fk', t, t.folderId, folders),
    tenantIndex('templates', t, t.createdAt.desc(), t.id.desc()),
    index('templates_category_idx').on(t.accountId, t.categoryId),
    // Deleting a category deletes its templates (001 §7 delete-category).
    tenantReference('templates_category_fk', t, t.categoryId, templateCategories).onDelete(
      'cascade',
    ),
  ],
);

/**
 * The messages sent from a template: the template log. The message itself is the messaging
 * feature's send record; `send_id` has no key, because a message follows its contact to another
 * location, where this template is not. An entry whose message is gone shows without it.
 */
export const templateSends = pgTable(
  'template_sends',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    templateId: integer('template_id').notNull(),
    sendId: integer('send_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantIndex('template_sends', t, t.id.desc()),
    index('template_sends_template_idx').on(t.accountId, t.templateId, t.id.desc()),
    tenantReference('template_sends_template_fk', t, t.templateId, templates).onDelete('cascade'),
  ],
);
