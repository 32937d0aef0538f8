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
import { users } from '../accounts/accounts.tables';
import { contacts } from '../contacts/contacts.tables';

/** Contact groups (lists) of a location (001 §3 Group). */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('groups_name_unique').on(t.accountId, sql`lower(${t.name})`),
    tenantKey('groups', t),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    ...tenantColumns(),
    groupId: integer('group_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.contactId] }),
    index('group_members_contact_idx').on(t.contactId),
    tenantReference('group_members_group_fk', t, t.groupId, groups).onDelete('cascade'),
    // A group belongs to one location, so a contact leaves its groups before it moves to
    // another; no cascade on update, which would point the membership across locations.
    tenantReference('group_members_contact_fk', t, t.contactId, contacts).onDelete('cascade'),
  ],
);

/** Staff users who may work with a group (GET /group/user-groups). */
export const groupUsers = pgTable(
  'group_users',
  {
    ...tenantColumns(),
    groupId: integer('group_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    tenantReference('group_users_group_fk', t, t.groupId, groups).onDelete('cascade'),
  ],
);
