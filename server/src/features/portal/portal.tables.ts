import { bigint, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantReference } from '../../db/tenancy';
import { contacts } from '../contacts/contacts.tables';

const contactId = () => bigint('contact_id', { mode: 'number' }).notNull();

/**
 * A contact signed in to their client portal: only a SHA-256 of the token is kept. Apart from
 * the users' `sessions`, so neither kind of token can stand for the other. It follows its
 * contact to another location and goes with it.
 */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    contactId: contactId(),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('portal_sessions_token_unique').on(t.tokenHash),
    index('portal_sessions_contact_idx').on(t.accountId, t.contactId),
    tenantReference('portal_sessions_contact_fk', t, t.contactId, contacts)
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);
export type PortalSessionRow = typeof portalSessions.$inferSelect;

/**
 * A mailed link to set the portal password (contact/resend-login, or the portal's "forgot
 * password"): good once, until it expires; a newer link voids the older ones.
 */
export const portalLinks = pgTable(
  'portal_links',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    contactId: contactId(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portal_links_token_unique').on(t.tokenHash),
    index('portal_links_contact_idx').on(t.accountId, t.contactId),
    tenantReference('portal_links_contact_fk', t, t.contactId, contacts)
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);
