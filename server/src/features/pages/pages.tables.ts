import type { TextStyle } from '@coachline/contract/styles';
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
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { contacts } from '../contacts/contacts.tables';
import { folders } from '../folders/folders.tables';

/** A location's pages (001 §2 PageIndex, PageEdit): headlines, cover and rich content. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    title: text('title').notNull(),
    /**
     * Its folder (asset type pages); null in the main folder. Deleting the folder puts it back
     * there (ON DELETE SET NULL (folder_id), written in the migration).
     */
    folderId: integer('folder_id'),
    /** Lists show the highest first (001 §9); a new page goes on top. */
    ordering: integer('ordering').notNull().default(0),
    headline: text('headline').notNull().default(''),
    subheadline: text('subheadline').notNull().default(''),
    /** The location's saved style for pages (content_type 2) when the page was made. */
    headlineStyle: jsonb('headline_style').$type<TextStyle>(),
    subheadlineStyle: jsonb('subheadline_style').$type<TextStyle>(),
    coverImage: text('cover_image'),
    /** Sanitized HTML (pages.content.ts): only what the editor makes. */
    content: text('content').notNull().default(''),
    /** Hidden from every contact (page-disable), who sees the message instead. */
    isDisabled: boolean('is_disabled').notNull().default(false),
    disableMessage: text('disable_message')
      .notNull()
      .default('This page is not available right now.'),
    /** No key, so a user's removal leaves their pages. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('pages', t),
    index('pages_folder_idx').on(t.accountId, t.folderId),
    tenantReference('pages_folder_fk', t, t.folderId, folders),
    tenantIndex('pages', t, t.ordering.desc(), t.id.desc()),
  ],
);

/**
 * Pages sent to contacts (001 §4): enabled for the contact or not, shown in their client portal
 * or not. The contact leaves its pages when it moves to another location.
 */
export const pageContacts = pgTable(
  'page_contacts',
  {
    ...tenantColumns(),
    pageId: integer('page_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    clientPortal: boolean('client_portal').notNull().default(true),
    /** Who sent it; no key, so a user's removal leaves what they sent. */
    sentBy: integer('sent_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.pageId] }),
    index('page_contacts_page_idx').on(t.pageId),
    tenantIndex('page_contacts', t, t.contactId, t.sentAt.desc()),
    tenantReference('page_contacts_page_fk', t, t.pageId, pages).onDelete('cascade'),
    tenantReference('page_contacts_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);

/** Files attached to a page for contacts to download; the bytes are in the ledger. */
export const pageDownloads = pgTable(
  'page_downloads',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    pageId: integer('page_id').notNull(),
    name: text('name').notNull(),
    ext: text('ext').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** `pages/{account}/{uuid}`. */
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('page_downloads', t),
    tenantIndex('page_downloads', t, t.pageId, t.id),
    tenantReference('page_downloads_page_fk', t, t.pageId, pages).onDelete('cascade'),
  ],
);
