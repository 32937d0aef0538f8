import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex } from '../../db/tenancy';

/**
 * An account is a primary account (parent_id null) or one of its locations (sub accounts).
 * The state flags of 000 §3 live on the primary account; a location carries its own
 * suspension flag and copies nothing else.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => accounts.id),
    // Set once the owner exists, right after the account (the two point at each other).
    ownerUserId: integer('owner_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    businessname: text('businessname').notNull(),
    businessType: text('business_type'),
    timezone: text('timezone').notNull().default('UTC'),
    phone: text('phone'),
    // ISO 3166-1 alpha-2: the country of phone numbers typed without one.
    phoneCountryCode: text('phone_country_code').notNull().default('US'),
    module: text('module').notNull().default('contacts'),
    isAccountActive: boolean('is_account_active').notNull().default(true),
    hibernated: boolean('hibernated').notNull().default(false),
    isAccountSuspended: boolean('is_account_suspended').notNull().default(false),
    isLocationSuspended: boolean('is_location_suspended').notNull().default(false),
    // A deleted location is kept (and can be restored) for 30 days; nobody acts in it meanwhile.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hasTrialPeriod: boolean('has_trial_period').notNull().default(false),
    checkoutEnabled: boolean('checkout_enabled').notNull().default(false),
    emailStatus: boolean('email_status').notNull().default(true),
    // The organization's SMS switch, beside the email one (user/update-kill-status).
    smsStatus: boolean('sms_status').notNull().default(true),
    emailDnsMissing: boolean('email_dns_missing').notNull().default(false),
    whiteLabel: boolean('white_label').notNull().default(false),
    fitFunnels: boolean('fit_funnels').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accounts_parent_idx').on(t.parentId),
    check('accounts_phone_country_code_alpha2', sql`${t.phoneCountryCode} ~ '^[A-Z]{2}$'`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fname: text('fname').notNull().default(''),
    lname: text('lname').notNull().default(''),
    phone: text('phone'),
    profilePic: text('profile_pic'),
    // The primary account this user belongs to (its owner's or, for staff, the employer's).
    ...tenantColumns(),
    // Set for company users (staff of a primary account) and company location users.
    companyId: integer('company_id').references((): AnyPgColumn => accounts.id),
    locationId: integer('location_id').references((): AnyPgColumn => accounts.id),
    isCompanyLocation: boolean('is_company_location').notNull().default(false),
    isOrganizationOwner: boolean('is_organization_owner').notNull().default(false),
    // Platform administrators may access any account (000 §6).
    isAdmin: boolean('is_admin').notNull().default(false),
    permissions: jsonb('permissions')
      .$type<Record<string, Record<string, boolean>>>()
      .notNull()
      .default({}),
    hasLatestVersion: boolean('has_latest_version').notNull().default(true),
    hasTooltip: boolean('has_tooltip').notNull().default(true),
    isSuspended: boolean('is_suspended').notNull().default(false),
    contactPreferences: jsonb('contact_preferences').$type<Record<string, boolean>>(),
    mailgunEmail: text('mailgun_email'),
    // Sealed with the app key (platform/secrets.ts), never stored in the clear.
    twofaSecret: text('twofa_secret'),
    twofaPendingSecret: text('twofa_pending_secret'),
    twofaEnabled: boolean('twofa_enabled').notNull().default(false),
    // Argon2id hashes (each with its own salt) of the unused recovery codes.
    twofaRecoveryCodes: jsonb('twofa_recovery_codes').$type<string[]>().notNull().default([]),
    // The time step of the last TOTP code accepted: a code is good once only.
    twofaLastStep: integer('twofa_last_step'),
    developerTokenHash: text('developer_token_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), tenantIndex('users', t)],
);

/** Locations a company user may act in, beyond their own (000 §6 location grants). */
export const locationGrants = pgTable(
  'location_grants',
  {
    // A grant only links the two: it goes with either.
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references((): AnyPgColumn => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] })],
);

/** Plan limits of a primary account (000 §3 Membership). */
export const memberships = pgTable('memberships', {
  // Part of the account itself (one row each): it goes with the account.
  accountId: integer('account_id')
    .primaryKey()
    .references((): AnyPgColumn => accounts.id, { onDelete: 'cascade' }),
  contactsSpace: integer('contacts_space').notNull().default(1000),
  fileStorageLimit: integer('file_storage_limit').notNull().default(1_073_741_824),
  /** Broadcast emails a calendar month across the organization; null: ten per contact of the space. */
  broadcastEmailsLimit: integer('broadcast_emails_limit'),
  /** Broadcast emails a second, per send. */
  broadcastRate: integer('broadcast_rate').notNull().default(2_000),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The account's subscription (000 §3 Subscription and billing notification). */
export const subscriptions = pgTable('subscriptions', {
  accountId: integer('account_id')
    .primaryKey()
    .references((): AnyPgColumn => accounts.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  interval: text('interval').$type<'month' | 'year'>().notNull().default('month'),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull().default('0'),
  status: text('status').notNull().default('trialing'),
  hasFunnels: boolean('has_funnels').notNull().default(false),
  hasStripeSubscription: boolean('has_stripe_subscription').notNull().default(false),
  isSpecialPlan: boolean('is_special_plan').notNull().default(false),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  cardExpiresAt: timestamp('card_expires_at', { withTimezone: true }),
  isPaymentFailed: boolean('is_payment_failed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AccountRow = typeof accounts.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
