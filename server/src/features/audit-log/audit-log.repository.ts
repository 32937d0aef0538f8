import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ofAccount } from '../../db/tenancy';
import { accessAuditLog } from './audit-log.tables';

export type AuditLogFilter = {
  adminUserId?: number;
  /** Days (YYYY-MM-DD) in the organization's time zone, both included. */
  startDate?: string;
  endDate?: string;
  timezone: string;
  limit: number;
  offset: number;
};

export async function insertEntry(
  db: Executor,
  accountId: number,
  values: Omit<typeof accessAuditLog.$inferInsert, 'accountId'>,
): Promise<number> {
  const [row] = await db
    .insert(accessAuditLog)
    .values({ ...values, accountId })
    .returning({ id: accessAuditLog.id });
  return row!.id;
}

export async function setStatusCode(
  db: Executor,
  accountId: number,
  id: number,
  statusCode: number,
): Promise<void> {
  await db
    .update(accessAuditLog)
    .set({ statusCode })
    .where(and(ofAccount(accessAuditLog, accountId), eq(accessAuditLog.id, id)));
}

function conditions(accountId: number, filter: AuditLogFilter): SQL | undefined {
  // A day starts at its midnight in the organization's time zone.
  const midnight = (day: string) => sql`(${day}::date::timestamp at time zone ${filter.timezone})`;
  return and(
    ofAccount(accessAuditLog, accountId),
    filter.adminUserId === undefined
      ? undefined
      : eq(accessAuditLog.adminUserId, filter.adminUserId),
    filter.startDate ? gte(accessAuditLog.createdAt, midnight(filter.startDate)) : undefined,
    filter.endDate
      ? lt(accessAuditLog.createdAt, sql`${midnight(filter.endDate)} + interval '1 day'`)
      : undefined,
  );
}

/** A page of the organization's log, newest first, with the count of every match. */
export async function listEntries(db: Executor, accountId: number, filter: AuditLogFilter) {
  const where = conditions(accountId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accessAuditLog)
      .where(where)
      .orderBy(desc(accessAuditLog.createdAt), desc(accessAuditLog.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(accessAuditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Everyone who acted in the organization's log. */
export async function listAdminIds(db: Executor, accountId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: accessAuditLog.adminUserId })
    .from(accessAuditLog)
    .where(ofAccount(accessAuditLog, accountId));
  return rows.map((r) => r.id);
}
