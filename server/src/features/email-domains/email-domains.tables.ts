import type { DnsRecordPurpose } from '@coachline/contract/email-domains';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex, tenantKey, tenantReference } from '../../db/tenancy';
import { accounts } from '../accounts/accounts.tables';

/**
 * The organization's own domains to send from (002 §3 Custom email domain), kept on its primary
 * account, each with the DKIM key its mail is signed with.
 */
export const emailDomains = pgTable(
  'email_domains',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    domain: text('domain').notNull(),
    dkimSelector: text('dkim_selector').notNull(),
    // The public key as the DKIM record's p= holds it: base64 of the DER SubjectPublicKeyInfo.
    dkimPublicKey: text('dkim_public_key').notNull(),
    // PKCS#8 PEM, sealed with the app key (platform/secrets.ts).
    dkimPrivateKey: text('dkim_private_key').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    // What the last verify found per record; a record not looked up yet is absent.
    recordChecks: jsonb('record_checks')
      .$type<Partial<Record<DnsRecordPurpose, boolean>>>()
      .notNull()
      .default({}),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_domains_domain_unique').on(t.accountId, t.domain),
    // One domain of an organization sends for it.
    uniqueIndex('email_domains_active_unique').on(t.accountId).where(sql`${t.isActive}`),
    tenantKey('email_domains', t),
  ],
);

/** The addresses an organization sends as; each belongs to one of its domains. */
export const emailSenders = pgTable(
  'email_senders',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    emailDomainId: integer('email_domain_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_senders_email_unique').on(t.accountId, t.email),
    // One sender of a domain is the one it sends as.
    uniqueIndex('email_senders_active_unique')
      .on(t.accountId, t.emailDomainId)
      .where(sql`${t.isActive}`),
    tenantIndex('email_senders', t, t.emailDomainId),
    tenantKey('email_senders', t),
    tenantReference('email_senders_domain_fk', t, t.emailDomainId, emailDomains).onDelete(
      'cascade',
    ),
  ],
);

/**
 * A location that sends from a domain of its organization other than the active one: one domain
 * per location. The row belongs to the organization, as the domain does.
 */
export const emailDomainLocations = pgTable(
  'email_domain_locations',
  {
    ...tenantColumns(),
    emailDomainId: integer('email_domain_id').notNull(),
    // An activation only links the two: it goes with either.
    locationId: integer('location_id')
      .notNull()
      .references((): AnyPgColumn => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.locationId] }),
    tenantReference('email_domain_locations_domain_fk', t, t.emailDomainId, emailDomains).onDelete(
      'cascade',
    ),
  ],
);

/** A location that sends as a given sender: one sender per location. */
export const emailSenderLocations = pgTable(
  'email_sender_locations',
  {
    ...tenantColumns(),
    emailSenderId: integer('email_sender_id').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references((): AnyPgColumn => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.locationId] }),
    tenantReference('email_sender_locations_sender_fk', t, t.emailSenderId, emailSenders).onDelete(
      'cascade',
    ),
  ],
);

export type EmailDomainRow = typeof emailDomains.$inferSelect;
export type EmailSenderRow = typeof emailSenders.$inferSelect;
