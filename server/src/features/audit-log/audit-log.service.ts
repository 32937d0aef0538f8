import type { AuditLogQuery, AuditLogResponse } from '@coachline/contract/security';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import { offsetOf, presentPage } from '../../platform/pagination';
import * as accounts from '../accounts/accounts.service';
import * as repo from './audit-log.repository';

// The organization's log of what administrators did in it by account access (issue 11 §5).
// Recorded by one hook (audit-log.hook.ts) for every changing request of such a session;
// read by the organization's own administrators.

/** The user's own organization: where they belong, whatever account they act in now. */
const ownOrganizationOf = (user: RequestContext['user']) => user.companyId ?? user.accountId;

/**
 * Who acts by account access in this request, or undefined for an ordinary session: the
 * session's administrator (company_admin_id), or the user when acting in another organization
 * (a platform administrator naming it in accessed-location-id).
 */
export function auditedAdminOf(ctx: RequestContext): number | undefined {
  if (ctx.companyAdminId) return ctx.companyAdminId;
  return ctx.primaryAccountId === ownOrganizationOf(ctx.user) ? undefined : ctx.user.id;
}

export type AccessRecord = { method: string; path: string; ip: string };

/** One changing request of an accessed session, before it acts: answers the entry's id. */
export function recordAccess(
  deps: Deps,
  ctx: RequestContext,
  adminUserId: number,
  record: AccessRecord,
): Promise<number> {
  return repo.insertEntry(deps.db, ctx.primaryAccountId, {
    locationId: ctx.accountId,
    adminUserId,
    userId: ctx.user.id,
    sessionId: ctx.sessionId,
    method: record.method,
    path: record.path.slice(0, 500),
    ip: record.ip,
  });
}

/** The answer the recorded request got. */
export function recordOutcome(deps: Deps, ctx: RequestContext, entryId: number, status: number) {
  return repo.setStatusCode(deps.db, ctx.primaryAccountId, entryId, status);
}

const fullName = (u: { fname: string; lname: string; email: string }) =>
  `${u.fname} ${u.lname}`.trim() || u.email;

/**
 * GET organization/audit-log: the organization's own administrators read it (from any of its
 * locations); an administrator of another organization acting in it by account access does not,
 * nor a company location user, who acts in one location only.
 */
export async function auditLog(
  deps: Deps,
  ctx: RequestContext,
  query: AuditLogQuery,
): Promise<AuditLogResponse> {
  authorize(ctx, 'view', 'admin-settings');
  if (ctx.user.isCompanyLocation || ownOrganizationOf(ctx.user) !== ctx.primaryAccountId) {
    throw forbidden();
  }
  const organization = await accounts.findAccount(deps.db, ctx.primaryAccountId);
  if (!organization) throw notFound();
  const [{ rows, total }, adminIds] = await Promise.all([
    repo.listEntries(deps.db, organization.id, {
      adminUserId: query.user_id,
      startDate: query.start_date,
      endDate: query.end_date,
      timezone: organization.timezone,
      limit: query.per_page,
      offset: offsetOf(query),
    }),
    repo.listAdminIds(deps.db, organization.id),
  ]);
  const people = new Map(
    (await accounts.listUsersByIds(deps.db, [...adminIds, ...rows.map((r) => r.userId)])).map(
      (u) => [u.id, u],
    ),
  );
  const locationIds = [...new Set(rows.map((r) => r.locationId))];
  const locations = new Map(
    (await Promise.all(locationIds.map((id) => accounts.findAccount(deps.db, id))))
      .filter((a) => a !== undefined)
      .map((a) => [a.id, a.businessname]),
  );
  const person = (id: number) => {
    const u = people.get(id);
    return { id, name: u ? fullName(u) : `Deleted user #${id}`, email: u?.email ?? null };
  };
  const data = rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    admin: person(row.adminUserId),
    user: person(row.userId),
    account: { id: row.locationId, businessname: locations.get(row.locationId) ?? '' },
    method: row.method,
    path: row.path,
    status_code: row.statusCode,
    ip: row.ip,
  }));
  return {
    ...presentPage(data, total, query.page, query.per_page),
    admins: adminIds
      .map((id) => ({ id, name: person(id).name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
