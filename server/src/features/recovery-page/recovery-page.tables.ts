import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../../db/tenancy';

/**
 * A location's recovery page (001 §7 Common, RecoveryPageDashboard): its words and whether an
 * unsubscribed contact may resubscribe there. One row per location, written when first saved;
 * until then the page reads the defaults.
 */
export const recoveryPageSettings = pgTable(
  'recovery_page_settings',
  {
    ...tenantColumns(),
    isEnabled: boolean('is_enabled').notNull(),
    pageTitle: text('page_title').notNull(),
    unsubscribeMessage: text('unsubscribe_message').notNull(),
    unsubscribeButtonText: text('unsubscribe_button_text').notNull(),
    unsubscribedMessage: text('unsubscribed_message').notNull(),
    resubscribeButtonText: text('resubscribe_button_text').notNull(),
    resubscribedMessage: text('resubscribed_message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId] })],
);
export type RecoveryPageRow = typeof recoveryPageSettings.$inferSelect;
