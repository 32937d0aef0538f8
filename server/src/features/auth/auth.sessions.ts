import { messages } from '@coachline/contract/messages';
import type { RevokeSessionsBody, SessionRecord } from '@coachline/contract/security';
import Bowser from 'bowser';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import * as repo from './auth.repository';
import { revokeSessions } from './auth.service';

// The signed-in user's own sessions (issue 11 §4): listed with their device and last use, and
// signed out one by one or all at once. Only ever the caller's: another user's session is 404.

const unknownDevice = 'Unknown device';

/** "Chrome 120 on macOS" from a user agent; what the browser did not say is left out. */
export function deviceOf(userAgent: string | null): string {
  // The parser throws on an empty agent.
  if (!userAgent?.trim()) return unknownDevice;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = browser.name ? [browser.name, major].filter(Boolean).join(' ') : '';
  const system = os.name ?? platform.model ?? '';
  if (name && system) return `${name} on ${system}`;
  return name || system || unknownDevice;
}

export async function listSessions(deps: Deps, ctx: RequestContext) {
  const rows = await repo.listLiveSessions(deps.db, ctx.user.id);
  const sessions: SessionRecord[] = rows.map((row) => ({
    id: row.id,
    device: deviceOf(row.userAgent),
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === ctx.sessionId,
    twofa_pending: row.twofaState === 'pending',
  }));
  return { status: 1 as const, sessions };
}

/** Signs one of the user's sessions out, the current one included (that is a logout). */
export async function revokeSession(deps: Deps, ctx: RequestContext, sessionId: number) {
  if (!(await repo.revokeSessionOf(deps.db, ctx.user.id, sessionId))) throw notFound();
  // Open tabs of that session learn at once that it is gone.
  deps.realtime?.endSession(sessionId);
  return messages.sessionRevoked;
}

/** "Sign out everywhere": every other session, or this one too. */
export async function revokeAllSessions(
  deps: Deps,
  ctx: RequestContext,
  scope: RevokeSessionsBody['scope'],
) {
  const revoked = await revokeSessions(
    deps,
    ctx.user.id,
    scope === 'others' ? ctx.sessionId : undefined,
  );
  return { status: 1 as const, message: messages.sessionsRevoked(revoked), revoked };
}
