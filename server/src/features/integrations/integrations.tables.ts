import type { TwilioConnectionStatus } from '@coachline/contract/integrations';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
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

/**
 * A location's automation webhooks (issue 15 §6): `key` is the secret of its address, which the
 * list shows again (it is the address a funnel posts to, as secret as the address itself).
 */
export const automationWebhooks = pgTable(
  'automation_webhooks',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    /** The tab a new contact goes to; the location's first when null. */
    tab: text('tab'),
    tagIds: jsonb('tag_ids').$type<number[]>().notNull().default([]),
    receivedCount: integer('received_count').notNull().default(0),
    lastReceivedAt: timestamp('last_received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('automation_webhooks', t),
    tenantIndex('automation_webhooks', t, t.id.desc()),
    uniqueIndex('automation_webhooks_key_unique').on(t.key),
  ],
);
export type AutomationWebhookRow = typeof automationWebhooks.$inferSelect;

/**
 * A location's API token for the automation API (issue 15 §6): only its SHA-256 is kept, and its
 * last four characters for the screen. Making a new one revokes the one before.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    tokenHash: text('token_hash').notNull(),
    hint: text('hint').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_unique').on(t.tokenHash),
    uniqueIndex('api_tokens_live_unique').on(t.accountId).where(sql`${t.revokedAt} is null`),
  ],
);
export type ApiTokenRow = typeof apiTokens.$inferSelect;
