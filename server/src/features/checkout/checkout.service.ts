import {
  type CheckoutTokenResponse,
  type CreateCheckoutTokenBody,
  checkoutMessages,
  checkoutTokenLifetimeSeconds,
} from '@coachline/contract/checkout';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError, notFound, unauthenticated } from '../../platform/errors';
import * as accounts from '../accounts/accounts.service';
import { resolveContext, resolveSessionContext } from '../auth/auth.service';
import { issueCheckoutToken, sessionOfCheckoutToken } from './checkout.tokens';

// The checkout API's door (002 §7, 000 §3): tokens made from a signed-in user's session, and
// the context of every later call, open only where the organization sells (checkout_enabled,
// else not found, as the web's guard sends the user to Error-404).

const refused = () => new AppError('unauthenticated', checkoutMessages.tokenRefused);

async function requireCheckoutEnabled(deps: Deps, ctx: RequestContext) {
  const primary = await accounts.findAccount(deps.db, ctx.primaryAccountId);
  if (!primary?.checkoutEnabled) throw notFound();
}

/** A checkout token for the session of `access_token`, if its user is `email` and may act in `account_id`. */
export async function createToken(
  deps: Deps,
  body: CreateCheckoutTokenBody,
): Promise<CheckoutTokenResponse> {
  const ctx = await resolveContext(deps, body.access_token, {
    accessedLocationId: body.account_id,
    companyAdminId: undefined,
  }).catch((error: unknown) => {
    if (error instanceof AppError && ['unauthenticated', 'forbidden'].includes(error.code))
      throw refused();
    throw error;
  });
  // An automation API token or a sign-in still waiting for its second factor sells nothing.
  if (ctx.viaApiToken || ctx.twofaState === 'pending') throw refused();
  if (ctx.user.email.toLowerCase() !== body.email) throw refused();
  await requireCheckoutEnabled(deps, ctx);
  return {
    status: 1,
    token: issueCheckoutToken(deps, ctx.sessionId),
    expires_in: checkoutTokenLifetimeSeconds,
  };
}

/** The context of a checkout call: its checkout token's session, with the usual headers. */
export async function resolveCheckoutContext(
  deps: Deps,
  token: string,
  headers: { accessedLocationId: number | undefined; companyAdminId: number | undefined },
): Promise<RequestContext> {
  const sessionId = sessionOfCheckoutToken(deps, token);
  if (sessionId === undefined) throw unauthenticated();
  const ctx = await resolveSessionContext(deps, sessionId, headers);
  await requireCheckoutEnabled(deps, ctx);
  return ctx;
}
