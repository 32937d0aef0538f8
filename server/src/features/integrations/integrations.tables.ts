import type { TwilioConnectionStatus } from '@coachline/contract/integrations';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantReference } from '../../db/tenancy';
import { contacts } from '../contacts/contacts.tables';

/**
 * A location's own Twilio account (002 §7 Integrations), one per location. The auth token is
 * sealed with the app key (platform/secrets.ts). Connected, the location's SMS go through it and
 * an SMS to its number reaches the location, so a number is connected to one location at most.
 */
export const twilioConnections = pgTable(
  'twilio_connections',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    accountSid: text('account_sid').notNull(),
    authTokenSealed: text('auth_token_sealed').notNull(),
    /** E.164. */
    fromNumber: text('from_number').notNull(),
    status: text('status').$type<TwilioConnectionStatus>().notNull().default('pending'),
    /** Twilio's answer the last time it refused the credentials. */
    lastError: text('last_error'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('twilio_connections_account_unique').on(t.accountId),
    uniqueIndex('twilio_connections_connected_number_unique')
      .on(t.fromNumber)
      .where(sql`${t.status} = 'connected'`),
  ],
);

/** An SMS a contact (or anyone) sent to a location's connected Twilio number. */
export const smsInbound = pgTable(
  'sms_inbound',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    /** The contact of the location with the sender's number, when there is one. */
    contactId: bigint('contact_id', { mode: 'number' }),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    /** Twilio's id of the message: a webhook Twilio sends again stores nothing twice. */
    messageSid: text('message_sid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_inbound_message_sid_unique').on(t.messageSid),
    tenantIndex('sms_inbound', t, t.id.desc()),
    index('sms_inbound_contact_idx').on(t.accountId, t.contactId, t.id.desc()),
    // A message follows its contact to another location, and goes with it, as its sends do.
    tenantReference('sms_inbound_contact_fk', t, t.contactId, contacts)
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);
