import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { contacts } from '../contacts/contacts.tables';
import { folders } from '../folders/folders.tables';

/** Sequences (issue 15 §3): drip messages of a location. */
export const sequences = pgTable(
  'sequences',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    title: text('title').notNull(),
    status: text('status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    /** Lists show the highest first (002 §9); new ones on top. */
    ordering: integer('ordering').notNull().default(0),
    /** Its folder (asset type sequences); ON DELETE SET NULL (folder_id) in the migration. */
    folderId: integer('folder_id'),
    /** When it starts: the first message of those added before counts from then. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('sequences', t),
    tenantIndex('sequences', t, t.ordering.desc(), t.id.desc()),
    index('sequences_folder_idx').on(t.accountId, t.folderId),
    tenantReference('sequences_folder_fk', t, t.folderId, folders),
  ],
);
export type SequenceRow = typeof sequences.$inferSelect;

/**
 * A sequence's messages in `position` order, each with its schedule: `delay_days` after the
 * message before (the first: after the subscriber joined) at `send_time` of the location's day
 * (null: as soon as the days pass), or on `send_on` at `send_time` (`schedule_mode` fixed).
 */
export const sequenceMessages = pgTable(
  'sequence_messages',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    sequenceId: integer('sequence_id').notNull(),
    position: integer('position').notNull(),
    type: text('type', { enum: ['email', 'sms'] }).notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    scheduleMode: text('schedule_mode', { enum: ['delay', 'fixed'] })
      .notNull()
      .default('delay'),
    delayDays: integer('delay_days').notNull().default(0),
    sendTime: text('send_time'),
    sendOn: date('send_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('sequence_messages', t),
    index('sequence_messages_sequence_idx').on(t.accountId, t.sequenceId, t.position),
    tenantReference('sequence_messages_sequence_fk', t, t.sequenceId, sequences).onDelete(
      'cascade',
    ),
  ],
);
export type SequenceMessageRow = typeof sequenceMessages.$inferSelect;

/**
 * A contact on a sequence: the engine's durable state, as a journey's walk is. `message_id` is
 * the next message (null once finished); `wake_at` when it goes, counted from `anchor_at` (the
 * start, then each send); `steps` counts the messages sent, the idempotency key of the next (a
 * delivery is unique per subscriber and step). One active row per contact and sequence.
 */
export const sequenceSubscribers = pgTable(
  'sequence_subscribers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    sequenceId: integer('sequence_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['active', 'completed', 'removed', 'failed'] }).notNull(),
    /** No key: a message deleted moves its subscribers on first (the service does). */
    messageId: integer('message_id'),
    steps: integer('steps').notNull().default(0),
    anchorAt: timestamp('anchor_at', { withTimezone: true }).notNull().defaultNow(),
    wakeAt: timestamp('wake_at', { withTimezone: true }).notNull().defaultNow(),
    detail: text('detail').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    tenantKey('sequence_subscribers', t),
    uniqueIndex('sequence_subscribers_active_idx')
      .on(t.sequenceId, t.contactId)
      .where(sql`${t.status} = 'active'`),
    // The engine's sweep reads only the active subscribers, by when they are due.
    index('sequence_subscribers_due_idx').on(t.wakeAt).where(sql`${t.status} = 'active'`),
    index('sequence_subscribers_sequence_idx').on(t.accountId, t.sequenceId, t.id.desc()),
    index('sequence_subscribers_message_idx')
      .on(t.accountId, t.messageId)
      .where(sql`${t.status} = 'active'`),
    index('sequence_subscribers_contact_idx').on(t.accountId, t.contactId, t.id.desc()),
    tenantReference('sequence_subscribers_sequence_fk', t, t.sequenceId, sequences).onDelete(
      'cascade',
    ),
    tenantReference('sequence_subscribers_contact_fk', t, t.contactId, contacts).onDelete(
      'cascade',
    ),
  ],
);
export type SequenceSubscriberRow = typeof sequenceSubscribers.$inferSelect;

/**
 * Each message a subscriber was sent (`step` unique with the subscriber: sent once), or
 * resent (`step` null), with its send record: what the analytics read. A skipped one (no
 * address, suppressed) has no send and says why.
 */
export const sequenceDeliveries = pgTable(
  'sequence_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantColumns(),
    sequenceId: integer('sequence_id').notNull(),
    messageId: integer('message_id').notNull(),
    subscriberId: bigint('subscriber_id', { mode: 'number' }).notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    step: integer('step'),
    /** The send record (message_sends); no key: the record follows its contact on a move. */
    sendId: integer('send_id'),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sequence_deliveries_step_idx').on(t.subscriberId, t.step),
    index('sequence_deliveries_message_idx').on(t.accountId, t.messageId, t.id.desc()),
    index('sequence_deliveries_sequence_idx').on(t.accountId, t.sequenceId, t.createdAt),
    tenantReference('sequence_deliveries_message_fk', t, t.messageId, sequenceMessages).onDelete(
      'cascade',
    ),
    tenantReference(
      'sequence_deliveries_subscriber_fk',
      t,
      t.subscriberId,
      sequenceSubscribers,
    ).onDelete('cascade'),
  ],
);
export type SequenceDeliveryRow = typeof sequenceDeliveries.$inferSelect;
