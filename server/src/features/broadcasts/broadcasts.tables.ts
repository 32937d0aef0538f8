import type {
  BroadcastRecipients,
  BroadcastStatus,
  RecipientCounts,
} from '@coachline/contract/broadcasts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { users } from '../accounts/accounts.tables';
import { templates } from '../templates/templates.tables';

/**
 * A location's broadcast (001 §3, §4): saved as a draft, then queued when sent, at once or at
 * `scheduled_at`. The send (broadcasts.worker.ts) first writes one send record per recipient
 * (`message_sends.broadcast_id`), in one statement, and marks the broadcast `resolved`; then it
 * delivers them in batches, keeping the counts here. Deleting one only hides it
 * (`deleted_at`): what it sent stays in the contacts' logs.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    title: text('title').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    /** A sender of the organization (email_senders); null sends as the location does. */
    senderId: integer('sender_id'),
    recipients: jsonb('recipients').$type<BroadcastRecipients>().notNull(),
    status: text('status').$type<BroadcastStatus>().notNull().default('saved'),
    /**
     * The email template it was made from (add-broadcasts-draft). Deleting the template clears it
     * (ON DELETE SET NULL (template_id), written in migration 0024: drizzle cannot name the column).
     */
    templateId: integer('template_id'),
    parentId: integer('parent_id'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When the send records were written: from then on the send only delivers them. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Runs of the send that started it: one that keeps dying is given up. */
    attempts: integer('attempts').notNull().default(0),
    /** Made with the send: part of every Message-ID, so a resent message keeps its own. */
    messageKey: text('message_key'),
    /** Emails reserved against the plan's monthly limit when queued; the records, once made. */
    recipientsCount: integer('recipients_count').notNull().default(0),
    excludedCount: integer('excluded_count').notNull().default(0),
    /** Why the excluded were, counted when the records were made. */
    exclusions: jsonb('exclusions')
      .$type<Pick<RecipientCounts, 'no_email' | 'switched_off' | 'suppressed'>>()
      .notNull()
      .default({ no_email: 0, switched_off: 0, suppressed: 0 }),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    tenantKey('broadcasts', t),
    tenantIndex('broadcasts', t, t.id.desc()),
    index('broadcasts_template_idx').on(t.accountId, t.templateId),
    // The monthly limit sums what an organization's locations sent since the month began.
    index('broadcasts_queued_idx')
      .on(t.accountId, t.queuedAt)
      .where(sql`${t.queuedAt} is not null`),
    // The sweep for sends whose run died reads only the few broadcasts on their way.
    index('broadcasts_in_flight_idx').on(t.id).where(sql`${t.status} in ('queued', 'sending')`),
    tenantReference('broadcasts_template_fk', t, t.templateId, templates),
  ],
);
export type BroadcastRow = typeof broadcasts.$inferSelect;
