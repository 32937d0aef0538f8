import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/**
 * A sign-up in progress (000 §7.2). The URL token is a secret: only its hash is kept.
 * Codes are 6 digits, hashed, and expire; activation turns the row into a user and account.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    businessname: text('businessname').notNull(),
    businessType: text('business_type'),
    timezone: text('timezone'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    planId: text('plan_id'),
    referralToken: text('referral_token'),
    emailCodeHash: text('email_code_hash'),
    emailCodeExpiresAt: timestamp('email_code_expires_at', { withTimezone: true }),
    phoneCodeHash: text('phone_code_hash'),
    phoneCodeExpiresAt: timestamp('phone_code_expires_at', { withTimezone: true }),
    lastCodeSentAt: timestamp('last_code_sent_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    businessVerifiedAt: timestamp('business_verified_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    // The owner the activated registration became.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registrations_token_unique').on(t.tokenHash),
    index('registrations_email_idx').on(t.email),
  ],
);

export type RegistrationRow = typeof registrations.$inferSelect;
