import { randomBytes } from 'node:crypto';
import { apiTokenPrefix } from '@coachline/contract/automation-api';
import { type ApiToken, apiTokenMessages } from '@coachline/contract/integrations';
import { messages } from '@coachline/contract/messages';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import { sha256 } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { forbidden, unauthenticated } from '../../platform/errors';
import { ownerContext } from '../accounts/accounts.service';
import * as repo from './integrations.repository';
import type { ApiTokenRow } from './integrations.tables';

// The location's API token (issue 15 §6, `generate-zapier-token`): for automation platforms,
// which call the automation API (contract/src/automation-api.ts) with it as a bearer token. It
// is shown once when made; only its SHA-256 is kept. It acts as the location's owner.

const present = (row: ApiTokenRow): ApiToken => ({
  hint: row.hint,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

export async function currentToken(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'admin-settings');
  const row = await repo.liveApiToken(deps.db, ctx.accountId);
  return { status: 1 as const, api_token: row ? present(row) : null };
}

/** A new token for the location, the one before revoked in the same transaction. */
export async function generateToken(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'update', 'admin-settings');
  const token = `${apiTokenPrefix}${randomBytes(32).toString('base64url')}`;
  const row = await deps.db.transaction(async (tx) => {
    await repo.revokeApiTokens(tx, ctx.accountId);
    return repo.insertApiToken(tx, ctx.accountId, {
      tokenHash: sha256(token),
      hint: token.slice(-4),
      createdBy: ctx.user.id,
    });
  });
  return {
    status: 1 as const,
    message: apiTokenMessages.generated,
    token,
    api_token: present(row),
  };
}

export async function revokeToken(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'update', 'admin-settings');
  await repo.revokeApiTokens(deps.db, ctx.accountId);
  return { status: 1 as const, message: apiTokenMessages.revoked };
}

/**
 * The context a call with an API token acts in: the location's owner, marked as the token's
 * (the auth hook then allows the automation API only). 401 for an unknown or revoked token,
 * 403 while the account cannot be used.
 */
export async function contextOfApiToken(deps: Deps, token: string): Promise<RequestContext> {
  const row = await repo.apiTokenOfHash(deps.db, sha256(token));
  if (!row) throw unauthenticated();
  const owner = await ownerContext(deps.db, row.accountId);
  if (!owner) throw forbidden(messages.accountNotUsable);
  // Marked at most once a minute: the screen shows when it was last used, not each call.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000)
    await repo.touchApiToken(deps.db, row.accountId, row.id);
  return { ...owner, viaApiToken: true };
}
