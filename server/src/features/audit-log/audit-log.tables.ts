import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantIndex } from '../../db/tenancy';
import { accounts } from '../accounts/accounts.tables';

/**
 * What was done in an organization by account access (issue 11 §5): one row per changing
 * request of a session opened by account/{id}/access or location/{id}/access for an
 * administrator (company_admin_id), or acting in another organization. `account_id` is the
 * organization (its primary account), whose owner reads the log; `location_id` the account
 * acted in. The user ids have no key: the log outlives the users it names.
 */
export const accessAuditLog = pgTable(
  'access_audit_log',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    locationId: integer('location_id')
      .notNull()
      .references(() => accounts.id),
    // Who acted: the session's company_admin_id, or its user when acting in another organization.
    adminUserId: integer('admin_user_id').notNull(),
    // As whom: the session's user.
    userId: integer('user_id').notNull(),
    sessionId: integer('session_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    // Filled in when the answer is ready; null if the request never got one.
    statusCode: integer('status_code'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantIndex('access_audit_log', t, t.createdAt.desc()),
    index('access_audit_log_admin_idx').on(t.accountId, t.adminUserId, t.createdAt.desc()),
  ],
);
