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

/** Contact groups (lists) of a location (001 §3 Group). */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('groups_name_unique').on(t.accountId, sql`lower(${t.name})`)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    accountId: integer('account_id').notNull(),
    groupId: integer('group_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.contactId] }),
    index('group_members_contact_idx').on(t.contactId),
  ],
);

/** Staff users who may work with a group (GET /group/user-groups). */
export const groupUsers = pgTable(
  'group_users',
  {
    accountId: integer('account_id').notNull(),
    groupId: integer('group_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);
