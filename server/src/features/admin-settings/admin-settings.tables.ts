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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from '../../db/tenancy';
import { users } from '../accounts/accounts.tables';

/**
 * A location's settings beyond the columns of `accounts` (name, type, phone, time zone stay
 * there): its currency, contact details and address, and the opt-in confirmation mail. One row
 * per location, written when first saved; until then the defaults apply.
 */
export const accountSettings = pgTable(
  'account_settings',
  {
    ...tenantColumns(),
    currency: text('currency').notNull().default('USD'),
    businessEmail: text('business_email'),
    website: text('website'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country'),
    confirmOptin: boolean('confirm_optin').notNull().default(false),
    // Null until saved: the contract's default mail applies.
    confirmOptinSubject: text('confirm_optin_subject'),
    confirmOptinBody: text('confirm_optin_body'),
    accountUpdatedAt: timestamp('account_updated_at', { withTimezone: true }),
    confirmOptinUpdatedAt: timestamp('confirm_optin_updated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId] })],
);
export type AccountSettingRow = typeof accountSettings.$inferSelect;

/** A location's client portal: its name, address (subdomain, unique app-wide) and branding. */
export const portalSettings = pgTable(
  'portal_settings',
  {
    ...tenantColumns(),
    portalName: text('portal_name').notNull(),
    subdomain: text('subdomain').notNull(),
    logoUrl: text('logo_url'),
    brandColor: text('brand_color').notNull(),
    welcomeMessage: text('welcome_message').notNull(),
    supportEmail: text('support_email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId] }),
    uniqueIndex('portal_settings_subdomain_unique').on(sql`lower(${t.subdomain})`),
  ],
);
export type PortalSettingRow = typeof portalSettings.$inferSelect;

/** A location's API access key: only its SHA-256 hash and last characters are kept. */
export const accessKeys = pgTable(
  'access_keys',
  {
    ...tenantColumns(),
    keyHash: text('key_hash').notNull(),
    lastFour: text('last_four').notNull(),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId] }),
    unique('access_keys_key_hash_unique').on(t.keyHash),
  ],
);

/**
 * A user's contact-profile layout: the items they hide (absent means shown). The account is the
 * user's own (users.account_id); the row goes with the user.
 */
export const contactProfileSettings = pgTable('contact_profile_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  ...tenantColumns(),
  setting: jsonb('setting').$type<Record<string, boolean>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The client portal's teasers (tease settings, 000 §3): one per kind and location. */
export const teaseSettings = pgTable(
  'tease_settings',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    kind: text('kind').notNull(),
    // JSON text, as the spec keeps it; the service writes only what the contract parsed.
    settingValue: text('setting_value').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  // Led by account_id: the index of the location's list too.
  (t) => [unique('tease_settings_account_kind_unique').on(t.accountId, t.kind)],
);
export type TeaseSettingRow = typeof teaseSettings.$inferSelect;

/** A user's landing page token for the funnel builder (000 §2.4): kept only as a hash. */
export const landingTokens = pgTable('landing_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  ...tenantColumns(),
  tokenHash: text('token_hash').notNull().unique('landing_tokens_token_hash_unique'),
  lastFour: text('last_four').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
