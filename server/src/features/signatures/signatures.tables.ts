import type { SignatureDesign } from '@coachline/contract/signatures';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey } from '../../db/tenancy';

/**
 * A location's email signatures (001 §3 Signature): the design as the contract holds it, and
 * which one is the default. At most one per location is, and only the default carries
 * `apply_to_all` (it also closes the location's automated emails).
 */
export const signatures = pgTable(
  'signatures',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    design: jsonb('design').$type<SignatureDesign>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    applyToAll: boolean('apply_to_all').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('signatures', t),
    uniqueIndex('signatures_default_unique').on(t.accountId).where(sql`${t.isDefault}`),
    check('signatures_apply_to_all_default', sql`not ${t.applyToAll} or ${t.isDefault}`),
  ],
);
export type SignatureRow = typeof signatures.$inferSelect;
