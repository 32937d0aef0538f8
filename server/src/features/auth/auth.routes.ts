import { authEndpoints as api } from '@coachline/contract/auth';
import { securityEndpoints } from '@coachline/contract/security';
import { clientMeta } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as auth from './auth.service';
import * as sessions from './auth.sessions';

export const authRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.login, ({ body, request }) => auth.login(deps, body, clientMeta(request))),
    handle(api.logout, async ({ ctx }) => {
      await auth.logout(deps, ctx);
      return { status: 1 as const };
    }),
    handle(api.refresh, ({ ctx }) => auth.refresh(deps, ctx)),
    handle(api.verifyTwofa, ({ ctx, body, request }) =>
      auth.verifyTwofa(deps, ctx, body.code, clientMeta(request)),
    ),
    handle(api.forgotPassword, async ({ body }) => ({
      status: 1 as const,
      message: await auth.forgotPassword(deps, body.email),
    })),
    handle(api.resetPassword, async ({ body }) => ({
      status: 1 as const,
      message: await auth.resetPassword(deps, body),
    })),
    handle(api.confirmEmailChange, async ({ body }) => ({
      status: 1 as const,
      message: await auth.confirmEmailChange(deps, body.token),
    })),
    handle(api.autoLogin, ({ body, request }) =>
      auth.tokenLogin(deps, 'auto-login', body.token, clientMeta(request)),
    ),
    handle(api.playbookLogin, ({ body, request }) =>
      auth.tokenLogin(deps, 'playbook-login', body.token, clientMeta(request)),
    ),
    handle(api.samcartLogin, ({ body, request }) =>
      auth.tokenLogin(deps, 'samcart-login', body.token, clientMeta(request)),
    ),
    handle(api.developerLogin, ({ params, request }) =>
      auth.developerLogin(deps, params.user, params.token, clientMeta(request)),
    ),
    handle(api.accountAccess, ({ ctx, params, request }) =>
      auth.accessAccount(deps, ctx, params.id, 'account', clientMeta(request)),
    ),
    handle(api.locationAccess, ({ ctx, params, request }) =>
      auth.accessAccount(deps, ctx, params.id, 'location', clientMeta(request)),
    ),
    handle(api.locations, ({ ctx }) => auth.locations(deps, ctx)),
    handle(api.locationTabs, ({ ctx, params }) => auth.locationTabs(deps, ctx, params.id)),
    handle(api.organizationTabs, ({ ctx, params }) => auth.organizationTabs(deps, ctx, params.id)),
    handle(api.markLatestVersion, ({ ctx }) => auth.markLatestVersion(deps, ctx)),
    handle(securityEndpoints.sessions, ({ ctx }) => sessions.listSessions(deps, ctx)),
    handle(securityEndpoints.revokeSession, async ({ ctx, params }) => ({
      status: 1 as const,
      message: await sessions.revokeSession(deps, ctx, params.session),
    })),
    handle(securityEndpoints.revokeSessions, ({ ctx, body }) =>
      sessions.revokeAllSessions(deps, ctx, body.scope),
    ),
  ]);
