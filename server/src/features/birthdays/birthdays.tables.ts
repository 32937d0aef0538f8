import {
  bigint,
  boolean,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantReference } from '../../db/tenancy';
import { contacts } from '../contacts/contacts.tables';

/** A location's birthday greeting (001 §7 Common), one row, written the first time it is read. */
export const birthdaySettings = pgTable(
  'birthday_settings',
  {
    ...tenantColumns(),
    /** 1: greetings go out; 0: terminated. */
    status: smallint('status').$type<0 | 1>().notNull(),
    sendEmail: boolean('send_email').notNull(),
    sendSms: boolean('send_sms').notNull(),
    emailSubject: text('email_subject').notNull(),
    emailBody: text('email_body').notNull(),
    smsMessage: text('sms_message').notNull(),
    /** The hour of the location's day the greetings go out. */
    sendHour: smallint('send_hour').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId] })],
);
export type BirthdaySettingRow = typeof birthdaySettings.$inferSelect;

/**
 * One contact's birthday of one year: greeted (its greeting queued, in the same transaction as
 * this row, so a year's greeting goes out once whatever restarts happen) and celebrated (a
 * coach's mark). It follows the contact.
 */
export const birthdayGreetings = pgTable(
  'birthday_greetings',
  {
    ...tenantColumns(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    year: integer('year').notNull(),
    greetedAt: timestamp('greeted_at', { withTimezone: true }),
    celebratedAt: timestamp('celebrated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.contactId, t.year] }),
    tenantReference('birthday_greetings_contact_fk', t, t.contactId, contacts)
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);
