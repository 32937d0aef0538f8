import type {
  DeliveryEventType,
  SendChannel,
  SendStatus,
  SuppressionType,
} from '@coachline/contract/messaging';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { users } from '../accounts/accounts.tables';
import { contacts } from '../contacts/contacts.tables';

/**
 * What made a message: a one-to-one send, a test to the user, a template, a member ID, a
 * birthday greeting, the Message Center's resend, a scheduled message, a broadcast, a journey,
 * a sequence, a progress or habit reminder, a workout or plan reminder.
 */
export type SendSource =
  | 'contact'
  | 'test'
  | 'template'
  | 'member-id'
  | 'birthday'
  | 'sms-center'
  | 'scheduled'
  | 'broadcast'
  | 'portal'
  | 'reward'
  | 'journey'
  | 'sequence'
  | 'progress'
  | 'habit'
  | 'workout';

/**
 * One message, written before anything is sent (the send record). A job delivers it: the job
 * claims it (`claimed_at`) under the send's lock, hands it to the provider, and records the
 * provider's acceptance (`sent`, `provider_id`). A claim whose lock is free again lost its
 * process and goes back to the queue, so a message is neither lost nor sent twice by a retry.
 */
export const messageSends = pgTable(
  'message_sends',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    contactId: bigint('contact_id', { mode: 'number' }),
    /**
     * The broadcast that made it. No key: a message follows its contact to another location,
     * where the broadcast is not. Its body is the broadcast's, rendered when it is delivered;
     * the record keeps the subject it went out with.
     */
    broadcastId: integer('broadcast_id'),
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    channel: text('channel').$type<SendChannel>().notNull(),
    source: text('source').$type<SendSource>().notNull(),
    toAddress: text('to_address').notNull(),
    /** `Name <address>`; the configured MAIL_FROM when null. */
    fromAddress: text('from_address'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull().default(''),
    /** Email: the sanitized HTML with inlined CSS; SMS: the text. */
    body: text('body').notNull(),
    /** Email: the plain-text part made from the HTML. */
    textBody: text('text_body'),
    /** Email: the Message-ID, made with the record so a retry sends the same one. */
    messageId: text('message_id'),
    status: text('status').$type<SendStatus>().notNull().default('queued'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    provider: text('provider'),
    /** The provider's id of the message (Twilio's SID, the SMTP server's queue id). */
    providerId: text('provider_id'),
    opens: integer('opens').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
  },
  (t) => [
    tenantKey('message_sends', t),
    tenantIndex('message_sends', t, t.id.desc()),
    index('message_sends_contact_idx').on(t.accountId, t.contactId, t.id.desc()),
    uniqueIndex('message_sends_message_id_unique').on(t.messageId),
    index('message_sends_provider_id_idx').on(t.providerId),
    // The sweep for claims whose process died reads only the few sends being handed over; a
    // broadcast's sends are its run's, which takes its own back.
    index('message_sends_claimed_idx')
      .on(t.id)
      .where(
        sql`${t.status} = 'queued' and ${t.claimedAt} is not null and ${t.broadcastId} is null`,
      ),
    index('message_sends_broadcast_idx')
      .on(t.accountId, t.broadcastId, t.id)
      .where(sql`${t.broadcastId} is not null`),
    // A broadcast's next batch: its queued records in order.
    index('message_sends_broadcast_queue_idx')
      .on(t.broadcastId, t.id)
      .where(sql`${t.broadcastId} is not null and ${t.status} = 'queued'`),
    // A message follows its contact to another location, and goes with it.
    tenantReference('message_sends_contact_fk', t, t.contactId, contacts)
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);

/** What happened to a message after the provider took it (001 §7 email-sent-event-logs). */
export const deliveryEvents = pgTable(
  'delivery_events',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    sendId: integer('send_id').notNull(),
    type: text('type').$type<DeliveryEventType>().notNull(),
    /** The bounce reason, the link clicked. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_events_send_idx').on(t.accountId, t.sendId, t.id.desc()),
    // The activity feed reads a location's events of one type, newest first.
    index('delivery_events_type_idx').on(t.accountId, t.type, t.id.desc()),
    tenantReference('delivery_events_send_fk', t, t.sendId, messageSends)
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);

/**
 * Addresses a location no longer sends to: bounced, complained or unsubscribed. An email
 * address is kept lower-cased, a phone number in E.164.
 */
export const suppressions = pgTable(
  'suppressions',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    type: text('type').$type<SuppressionType>().notNull(),
    address: text('address').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suppressions_address_unique').on(t.accountId, t.address, t.type),
    tenantIndex('suppressions', t, t.type, t.id.desc()),
  ],
);
