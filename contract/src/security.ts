import { z } from 'zod';
import { pageQuery, paginated } from './api';
import { statusMessageResponse } from './auth';
import { boundedDay } from './dates';
import { endpoint } from './endpoint';
import { dbIdText } from './ids';

// Security settings (issue 11 §4–5): the signed-in user's sessions, and the organization's log
// of what was done in it by account access (account/{id}/access, location/{id}/access).

/** A live session of the signed-in user, its device read from the browser's user agent. */
export const sessionRecord = z.object({
  id: z.number().int(),
  /** "Chrome 120 on macOS", or "Unknown device" when the browser sent nothing readable. */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  /** Signed in with the password, the second factor still to be given. */
  twofa_pending: z.boolean(),
});
export type SessionRecord = z.infer<typeof sessionRecord>;

export const sessionsResponse = z.object({
  status: z.literal(1),
  sessions: z.array(sessionRecord),
});

/** Sign out everywhere: every other session, or this one too. */
export const revokeSessionsBody = z.object({
  scope: z.enum(['others', 'all'], { error: 'The scope must be others or all' }),
});
export type RevokeSessionsBody = z.infer<typeof revokeSessionsBody>;

export const revokeSessionsResponse = statusMessageResponse.extend({
  revoked: z.number().int(),
});

export const sessionParam = z.object({ session: dbIdText });

/** One request made in an accessed session: who, as whom, where, what and when. */
export const auditEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The administrator who acted (the session's company_admin_id, or the user). */
  admin: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  /** The user the session acts as. */
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  account: z.object({ id: z.number().int(), businessname: z.string() }),
  method: z.string(),
  path: z.string(),
  /** Null when the request never got an answer. */
  status_code: z.number().int().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogQuery = pageQuery.extend({
  /** Only what this administrator did. */
  user_id: dbIdText.optional(),
  start_date: boundedDay('start date', 'must be a date (YYYY-MM-DD)').optional(),
  end_date: boundedDay('end date', 'must be a date (YYYY-MM-DD)').optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogResponse = paginated(auditEntry).extend({
  /** Everyone who appears in the organization's log, for the filter. */
  admins: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AuditLogResponse = z.infer<typeof auditLogResponse>;

const security = { tag: 'security' } as const;

export const securityEndpoints = {
  sessions: endpoint({
    ...security,
    method: 'GET',
    path: 'auth/sessions',
    permission: 'self',
    response: sessionsResponse,
  }),
  revokeSession: endpoint({
    ...security,
    method: 'DELETE',
    path: 'auth/session/:session/revoke',
    permission: 'self',
    params: sessionParam,
    response: statusMessageResponse,
  }),
  revokeSessions: endpoint({
    ...security,
    method: 'POST',
    path: 'auth/sessions/revoke',
    permission: 'self',
    body: revokeSessionsBody,
    response: revokeSessionsResponse,
  }),
  auditLog: endpoint({
    ...security,
    method: 'GET',
    path: 'organization/audit-log',
    permission: { area: 'admin-settings', action: 'view' },
    query: auditLogQuery,
    response: auditLogResponse,
  }),
};
