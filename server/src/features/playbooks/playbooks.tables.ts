import type { ButtonKind } from '@coachline/contract/playbooks';
import type { TextStyle } from '@coachline/contract/styles';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { contacts } from '../contacts/contacts.tables';
import { folders } from '../folders/folders.tables';

/** A location's playbook categories (001 §3 Playbook categories); names unique per location. */
export const playbookCategories = pgTable(
  'playbook_categories',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('playbook_categories', t),
    uniqueIndex('playbook_categories_name_idx').on(t.accountId, sql`lower(${t.name})`),
  ],
);

/**
 * A location's playbooks (001 §3 Playbook). The settings columns carry the contract's
 * `playbookDefaults`. `folder_id` and `category_id` go back to null when their folder or
 * category is deleted (ON DELETE SET NULL (column), in the playbooks_extra migration).
 */
export const playbooks = pgTable(
  'playbooks',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    title: text('title').notNull(),
    folderId: integer('folder_id'),
    categoryId: integer('category_id'),
    /** Lists show pinned ones first, then the highest ordering (001 §9); new ones on top. */
    ordering: integer('ordering').notNull().default(0),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** Shown to every client of the location, sent or not (001 §4). */
    allClients: boolean('all_clients').notNull().default(false),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail'),
    bannerImage: text('banner_image'),
    accentColor: text('accent_color').notNull().default('#2C3E50'),
    /** Null: the defaults (the saved style is copied in at creation). */
    headlineStyle: jsonb('headline_style').$type<TextStyle>(),
    subheadlineStyle: jsonb('subheadline_style').$type<TextStyle>(),
    sequential: boolean('sequential').notNull().default(false),
    showFaq: boolean('show_faq').notNull().default(true),
    showDownloads: boolean('show_downloads').notNull().default(true),
    showActionSidebar: boolean('show_action_sidebar').notNull().default(true),
    actionSidebarTitle: text('action_sidebar_title').notNull().default('Actions'),
    allowQuestions: boolean('allow_questions').notNull().default(true),
    /** No key, so a user's removal leaves their playbooks. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('playbooks', t),
    tenantIndex('playbooks', t, t.isPinned.desc(), t.ordering.desc(), t.id.desc()),
    index('playbooks_folder_idx').on(t.accountId, t.folderId),
    index('playbooks_category_idx').on(t.accountId, t.categoryId),
    tenantReference('playbooks_folder_fk', t, t.folderId, folders),
    tenantReference('playbooks_category_fk', t, t.categoryId, playbookCategories),
  ],
);

/** A page of a Canva zip: an image entry, or one page of a PDF entry (from 1). */
export type CanvaPage = { entry: string; pdfPage: number | null; title: string };

/**
 * An upload of a Canva zip into a playbook (issue 13 §3): the zip stays in storage (`file_key`)
 * until its pages are built; `pages` lists them in the order they become steps, and
 * `pages_done` counts the steps built so far.
 */
export const playbookCanvaImports = pgTable(
  'playbook_canva_imports',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    playbookId: integer('playbook_id').notNull(),
    /** Who uploaded it: the progress goes to their channel. No key, like `created_by`. */
    userId: integer('user_id').notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    pages: jsonb('pages').$type<CanvaPage[]>().notNull(),
    status: text('status').$type<'queued' | 'running' | 'completed' | 'failed'>().notNull(),
    pagesDone: integer('pages_done').notNull().default(0),
    /** Runs started; past `maxJobRuns` the build fails instead of starting again. */
    runs: integer('runs').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    tenantKey('playbook_canva_imports', t),
    index('playbook_canva_imports_playbook_idx').on(t.accountId, t.playbookId, t.id),
    index('playbook_canva_imports_status_idx').on(t.status),
    tenantReference('playbook_canva_imports_playbook_fk', t, t.playbookId, playbooks).onDelete(
      'cascade',
    ),
  ],
);

/**
 * A playbook's steps, by `ordering` from the lowest up. A written step has HTML `content`; a
 * step built from an imported page (Canva) has its page `image` and `thumbnail`, and
 * `canva_import_id` with `canva_page` (the page's index in the import) as the key that builds
 * each page once; `is_grouped` keeps it in its import's group until degrouped. Archived steps
 * stay in the editor and are hidden from contacts.
 */
export const playbookSteps = pgTable(
  'playbook_steps',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    playbookId: integer('playbook_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    image: text('image'),
    thumbnail: text('thumbnail'),
    smartStep: text('smart_step'),
    isArchived: boolean('is_archived').notNull().default(false),
    ordering: integer('ordering').notNull(),
    canvaImportId: integer('canva_import_id'),
    canvaPage: integer('canva_page'),
    isGrouped: boolean('is_grouped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('playbook_steps', t),
    index('playbook_steps_playbook_idx').on(t.accountId, t.playbookId, t.ordering),
    tenantReference('playbook_steps_playbook_fk', t, t.playbookId, playbooks).onDelete('cascade'),
    tenantReference('playbook_steps_canva_import_fk', t, t.canvaImportId, playbookCanvaImports),
    uniqueIndex('playbook_steps_canva_page_idx')
      .on(t.accountId, t.canvaImportId, t.canvaPage)
      .where(sql`${t.canvaImportId} is not null`),
  ],
);

/** A step's tabs, each with its own content, by `ordering`. */
export const playbookStepTabs = pgTable(
  'playbook_step_tabs',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    stepId: integer('step_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    ordering: integer('ordering').notNull(),
  },
  (t) => [
    tenantKey('playbook_step_tabs', t),
    index('playbook_step_tabs_step_idx').on(t.accountId, t.stepId, t.ordering),
    tenantReference('playbook_step_tabs_step_fk', t, t.stepId, playbookSteps).onDelete('cascade'),
  ],
);

/** Files or links offered with a playbook, by `ordering`. */
export const playbookDownloads = pgTable(
  'playbook_downloads',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    playbookId: integer('playbook_id').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    ordering: integer('ordering').notNull(),
  },
  (t) => [
    tenantKey('playbook_downloads', t),
    index('playbook_downloads_playbook_idx').on(t.accountId, t.playbookId, t.ordering),
    tenantReference('playbook_downloads_playbook_fk', t, t.playbookId, playbooks).onDelete(
      'cascade',
    ),
  ],
);

export const playbookFaqs = pgTable(
  'playbook_faqs',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    playbookId: integer('playbook_id').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    ordering: integer('ordering').notNull(),
  },
  (t) => [
    tenantKey('playbook_faqs', t),
    index('playbook_faqs_playbook_idx').on(t.accountId, t.playbookId, t.ordering),
    tenantReference('playbook_faqs_playbook_fk', t, t.playbookId, playbooks).onDelete('cascade'),
  ],
);

/** Custom buttons (under a step's content) and action buttons (the action sidebar). */
export const playbookButtons = pgTable(
  'playbook_buttons',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    playbookId: integer('playbook_id').notNull(),
    kind: text('kind').$type<ButtonKind>().notNull(),
    label: text('label').notNull(),
    url: text('url').notNull(),
    color: text('color').notNull(),
    openInNewTab: boolean('open_in_new_tab').notNull().default(true),
    ordering: integer('ordering').notNull(),
  },
  (t) => [
    tenantKey('playbook_buttons', t),
    index('playbook_buttons_playbook_idx').on(t.accountId, t.playbookId, t.kind, t.ordering),
    tenantReference('playbook_buttons_playbook_fk', t, t.playbookId, playbooks).onDelete('cascade'),
  ],
);

/** Playbooks sent to contacts; `resent_at` when sent again (it shows as new to them). */
export const playbookContacts = pgTable(
  'playbook_contacts',
  {
    ...tenantColumns(),
    playbookId: integer('playbook_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    /** Who sent it; no key, so a user's removal leaves what they sent. */
    sentBy: integer('sent_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    resentAt: timestamp('resent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.playbookId] }),
    index('playbook_contacts_playbook_idx').on(t.accountId, t.playbookId),
    tenantIndex('playbook_contacts', t, t.contactId, t.sentAt.desc()),
    tenantReference('playbook_contacts_playbook_fk', t, t.playbookId, playbooks).onDelete(
      'cascade',
    ),
    tenantReference('playbook_contacts_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);

/**
 * One view of a playbook (of a step, when `step_id` is set) by a contact, recorded by the
 * client portal; the analytics count them. One row a view, so views per day are SQL.
 */
export const playbookViews = pgTable(
  'playbook_views',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    playbookId: integer('playbook_id').notNull(),
    stepId: integer('step_id'),
    contactId: bigint('contact_id', { mode: 'number' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('playbook_views_playbook_idx').on(t.accountId, t.playbookId, t.viewedAt),
    index('playbook_views_step_idx').on(t.accountId, t.stepId),
    tenantReference('playbook_views_playbook_fk', t, t.playbookId, playbooks).onDelete('cascade'),
    tenantReference('playbook_views_step_fk', t, t.stepId, playbookSteps).onDelete('cascade'),
    tenantReference('playbook_views_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);

/** A step a contact completed: once per contact and step. */
export const playbookStepCompletions = pgTable(
  'playbook_step_completions',
  {
    ...tenantColumns(),
    playbookId: integer('playbook_id').notNull(),
    stepId: integer('step_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.stepId, t.contactId] }),
    index('playbook_step_completions_playbook_idx').on(t.accountId, t.playbookId, t.contactId),
    tenantReference('playbook_step_completions_playbook_fk', t, t.playbookId, playbooks).onDelete(
      'cascade',
    ),
    tenantReference('playbook_step_completions_step_fk', t, t.stepId, playbookSteps).onDelete(
      'cascade',
    ),
    tenantReference('playbook_step_completions_contact_fk', t, t.contactId, contacts).onDelete(
      'cascade',
    ),
  ],
);

/**
 * A question a contact asked from a playbook (from a step, when `step_id` is set), recorded by
 * the client portal. `faq_id` is the FAQ entry it became; the step, contact and FAQ entry go
 * back to null when deleted (ON DELETE SET NULL (column), in the playbooks_extra migration).
 */
export const playbookQuestions = pgTable(
  'playbook_questions',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    playbookId: integer('playbook_id').notNull(),
    stepId: integer('step_id'),
    contactId: bigint('contact_id', { mode: 'number' }),
    question: text('question').notNull(),
    faqId: integer('faq_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('playbook_questions', t),
    tenantIndex('playbook_questions', t, t.playbookId, t.createdAt.desc(), t.id.desc()),
    index('playbook_questions_contact_idx')
      .on(t.accountId, t.contactId)
      .where(sql`${t.contactId} is not null`),
    tenantReference('playbook_questions_playbook_fk', t, t.playbookId, playbooks).onDelete(
      'cascade',
    ),
    tenantReference('playbook_questions_step_fk', t, t.stepId, playbookSteps),
    tenantReference('playbook_questions_contact_fk', t, t.contactId, contacts),
    tenantReference('playbook_questions_faq_fk', t, t.faqId, playbookFaqs),
  ],
);
