import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey, tenantReference } from '../../db/tenancy';
import { contacts } from '../contacts/contacts.tables';

/** Tags of a location in three groups: System (1), ID (2) and Trigger (3) tags (001 §3). */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    tagType: integer('tag_type').$type<1 | 2 | 3>().notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tags_name_unique').on(t.accountId, sql`lower(${t.name})`),
    tenantKey('tags', t),
  ],
);

export const contactTagsContactKey = 'contact_tags_contact_fk';

export const contactTags = pgTable(
  'contact_tags',
  {
    ...tenantColumns(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    tagId: integer('tag_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.tagId] }),
    index('contact_tags_tag_idx').on(t.tagId, t.contactId),
    tenantReference('contact_tags_tag_fk', t, t.tagId, tags).onDelete('cascade'),
    // When a contact moves, its tags are re-pointed to the target's tags of the same name before
    // the contact itself moves: this key is DEFERRABLE (added by hand in the migration, which
    // drizzle cannot declare) and the move defers it to the commit (tags.repository).
    tenantReference(contactTagsContactKey, t, t.contactId, contacts).onDelete('cascade'),
  ],
);
