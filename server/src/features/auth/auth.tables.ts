import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/accounts.tables';

/** Access tokens: only a SHA-256 of the token is stored; revoked at logout. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    // A session is only access: it goes with its user or its account.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    accessedLocationId: integer('accessed_location_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // The acting administrator's user id, 0 when none: no key (0 names no user).
    companyAdminId: integer('company_admin_id').notNull().default(0),
    // 'pending' until the second factor is verified, when the user has two-factor on.
    twofaState: text('twofa_state')
      .$type<'none' | 'pending' | 'verified'>()
      .notNull()
      .default('none'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;

export const oneTimeTokenPurposes = [
  'password-reset',
  'auto-login',
  'playbook-login',
  'samcart-login',
  'email-change',
] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

/** Single-use tokens for links sent by mail or by other systems. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash)],
);
