import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../../db/tenancy';

/**
 * What a location's sales add to its business details (002 §3 company settings): the symbol
 * shown before amounts, the address buyers write to, the invoice's tax id and note, the words on
 * a buyer's card statement. The currency is the location's own (`account_settings`). One row per
 * location, written when first saved; until then the defaults apply.
 */
export const checkoutSettings = pgTable(
  'checkout_settings',
  {
    ...tenantColumns(),
    /** Null: the currency's own symbol. */
    symbol: text('symbol'),
    supportEmail: text('support_email'),
    taxId: text('tax_id'),
    invoiceNote: text('invoice_note'),
    statementDescriptor: text('statement_descriptor'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId] })],
);
export type CheckoutSettingsRow = typeof checkoutSettings.$inferSelect;

/** A checkout email of a location (type 1 abandoned, 2 transaction, 3 dunning), once changed. */
export const checkoutEmailSettings = pgTable(
  'checkout_email_settings',
  {
    ...tenantColumns(),
    type: integer('type').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    isEnabled: boolean('is_enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.type] })],
);
export type CheckoutEmailSettingRow = typeof checkoutEmailSettings.$inferSelect;
