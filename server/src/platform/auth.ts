import { automationApiEndpoints } from '@coachline/contract/automation-api';
import { endpointKey } from '@coachline/contract/endpoint';
import { apiTokenMessages } from '@coachline/contract/integrations';
import { messages } from '@coachline/contract/messages';
import type { PermissionAction, PermissionArea } from '@coachline/contract/permissions';
import { can } from '@coachline/contract/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PortalContext, RequestContext } from './context';
import { forbidden, unauthenticated } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext | null;
    /** The contact of a client-portal call (`access: 'contact'`). */
    portal: PortalContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** Reachable while the second factor is still to be verified. */
    allowPendingTwofa?: boolean;
    /** Reachable with a contact's portal session only. */
    contact?: boolean;
  }
}

export type ContextResolver = (
  token: string,
  headers: { accessedLocationId: number | undefined; companyAdminId: number | undefined },
) => Promise<RequestContext>;

const automationApi = new Set(automationApiEndpoints.map(endpointKey));

const headerId = (value: string | string[] | undefined): number | undefined => {
  const n = Number.parseInt(Array.isArray(value) ? (value[0] ?? '') : (value ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header?.toLowerCase().startsWith('bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
};

/** The contact of a portal session token; 401 for any other token. */
export type PortalResolver = (token: string) => Promise<PortalContext>;

/**
 * Resolves `request.ctx` for every route of this scope unless the route is public, or
 * `request.portal` on a contact's route: a user token never resolves as a contact, nor the
 * other way round, since each resolver looks only in its own sessions.
 */
export function registerAuth(
  app: FastifyInstance,
  resolve: ContextResolver,
  resolvePortal: PortalResolver,
) {
  app.decorateRequest('ctx', null);
  app.decorateRequest('portal', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    if (config.contact) {
      request.portal = await resolvePortal(token);
      return;
    }
    request.ctx = await resolve(token, {
      accessedLocationId: headerId(request.headers['accessed-location-id']),
      companyAdminId: headerId(request.headers['company-admin-id']),
    });
    if (request.ctx.twofaState === 'pending' && !config.allowPendingTwofa) {
      throw forbidden(messages.twofaRequired);
    }
    if (
      request.ctx.viaApiToken &&
      !(config.endpoint && automationApi.has(endpointKey(config.endpoint)))
    )
      throw forbidden(apiTokenMessages.outsideApi);
  });
}

/** The context of an authenticated route; routes marked public never call this. */
export function ctxOf(request: FastifyRequest): RequestContext {
  if (!request.ctx) throw unauthenticated();
  return request.ctx;
}

/** The contact of a portal route. */
export function portalOf(request: FastifyRequest): PortalContext {
  if (!request.portal) throw unauthenticated();
  return request.portal;
}

/** 403 when the user lacks the permission inside their own account (000 §6). */
export function authorize(ctx: RequestContext, action: PermissionAction, area: PermissionArea) {
  if (!can(ctx.subject, action, area)) throw forbidden();
}

export const clientMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * For the data areas: an inactive, hibernated or suspended account reaches only the account
 * screens (sign-in, billing, activation) until it is usable again (000 §4.4 on the server), and
 * a suspended location's data stays closed while it is suspended (switching away stays open).
 */
export async function requireUsableAccount(request: FastifyRequest) {
  await requireUsableOrganization(request);
  if (ctxOf(request).locationSuspended) throw forbidden(messages.locationSuspended);
}

/**
 * For the organization's administration: open while the account is usable, from any of its
 * locations, a suspended one included (the owner reactivates it from there).
 */
export async function requireUsableOrganization(request: FastifyRequest) {
  if (!ctxOf(request).accountUsable) throw forbidden(messages.accountNotUsable);
}
