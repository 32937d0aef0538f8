import type { EmailButtonDesign } from '@coachline/contract/email-buttons';
import { jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey } from '../../db/tenancy';

/** A location's email buttons (001 §3 "content-setting button list"), as the contract holds them. */
export const emailButtons = pgTable(
  'email_buttons',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    design: jsonb('design').$type<EmailButtonDesign>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey('email_buttons', t)],
);
export type EmailButtonRow = typeof emailButtons.$inferSelect;
