import type { ConversationChannel, MessageDirection } from '@coachline/contract/message-center';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantReference } from '../../db/tenancy';
import { users } from '../accounts/accounts.tables';
import { contacts } from '../contacts/contacts.tables';

/**
 * A message of the client portal's chat (001 §7 Portal chat): written by a coach to the contact
 * (outbound) or by the contact in their portal (inbound). It follows its contact.
 */
export const portalMessages = pgTable(
  'portal_messages',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    direction: text('direction').$type<MessageDirection>().notNull(),
    body: text('body').notNull(),
    /** The coach who wrote an outbound message. */
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the other side read it: the contact an outbound message, the coaches an inbound one. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    tenantIndex('portal_messages', t, t.id.desc()),
    index('portal_messages_contact_idx').on(t.accountId, t.contactId, t.createdAt.desc()),
    tenantReference('portal_messages_contact_fk', t, t.contactId, contacts)
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);

/**
 * A conversation's state for the location's coaches, per contact and channel: read up to a
 * moment (inbound messages after it are unread), marked unread by hand, archived at a moment (a
 * message from the contact after it brings the conversation back to the inbox). No row: nothing
 * read, not archived.
 */
export const conversationStates = pgTable(
  'conversation_states',
  {
    ...tenantColumns(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    channel: text('channel').$type<ConversationChannel>().notNull(),
    readUntil: timestamp('read_until', { withTimezone: true }),
    markedUnread: boolean('marked_unread').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.contactId, t.channel] }),
    tenantReference('conversation_states_contact_fk', t, t.contactId, contacts)
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);

/**
 * A message waiting for its time, SMS or portal. The sweep takes it (`sent_at`) in the
 * transaction that sends it, so it goes once whatever restarts happen, and leaves the list.
 */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    channel: text('channel').$type<ConversationChannel>().notNull(),
    body: text('body').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** What came of it: the refusal of an SMS that could not go (no number, delivery off…). */
    outcome: text('outcome'),
  },
  (t) => [
    tenantIndex('scheduled_messages', t, t.channel, t.sendAt),
    // The sweep reads only the messages still waiting.
    index('scheduled_messages_due_idx').on(t.sendAt).where(sql`${t.sentAt} is null`),
    tenantReference('scheduled_messages_contact_fk', t, t.contactId, contacts)
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);
export type ScheduledMessageRow = typeof scheduledMessages.$inferSelect;
