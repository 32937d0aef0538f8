import type { MemberIdDelivery } from '@coachline/contract/member-id';
import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../../db/tenancy';

/**
 * A location's member-ID page and messages (001 §7 Member ID), one row per location, written
 * the first time the setting is read. `next_number` is the counter new member IDs are cut
 * from; `access_code` is the secret part of the page's address.
 */
export const memberIdSettings = pgTable(
  'member_id_settings',
  {
    ...tenantColumns(),
    isEnabled: boolean('is_enabled').notNull(),
    pageTitle: text('page_title').notNull(),
    pageDescription: text('page_description').notNull(),
    buttonText: text('button_text').notNull(),
    idPrefix: text('id_prefix').notNull(),
    nextNumber: integer('next_number').notNull(),
    delivery: text('delivery').$type<MemberIdDelivery>().notNull(),
    emailSubject: text('email_subject').notNull(),
    emailBody: text('email_body').notNull(),
    smsMessage: text('sms_message').notNull(),
    accessCode: text('access_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId] })],
);
export type MemberIdSettingRow = typeof memberIdSettings.$inferSelect;
