import { statusResponse } from '@coachline/contract/api';
import {
  accessResponse,
  forgotPasswordBody,
  idParam,
  latestVersionResponse,
  locationsResponse,
  loginBody,
  loginResponse,
  refreshResponse,
  resetPasswordBody,
  statusMessageResponse,
  tabsResponse,
  tokenBody,
  verifyTwofaBody,
} from '@coachline/contract/auth';
import { dbIdText } from '@coachline/contract/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientMeta, ctxOf } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import * as auth from './auth.service';

const tags = ['auth'];

export const authRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/login',
      {
        config: { public: true },
        schema: { tags, body: loginBody, response: { 200: loginResponse } },
      },
      (request) => auth.login(deps, request.body, clientMeta(request)),
    );
    app.post(
      '/auth/logout',
      { config: { allowPendingTwofa: true }, schema: { tags, response: { 200: statusResponse } } },
      async (request) => {
        await auth.logout(deps, ctxOf(request));
        return { status: 1 as const };
      },
    );
    // Not before the second factor: the session holds the account's data.
    app.post('/auth/refresh', { schema: { tags, response: { 200: refreshResponse } } }, (request) =>
      auth.refresh(deps, ctxOf(request)),
    );
    app.post(
      '/auth/verify-twofa',
      {
        config: { allowPendingTwofa: true },
        schema: { tags, body: verifyTwofaBody, response: { 200: loginResponse } },
      },
      (request) => auth.verifyTwofa(deps, ctxOf(request), request.body.code),
    );
    app.post(
      '/auth/forgot-password',
      {
        config: { public: true },
        schema: { tags, body: forgotPasswordBody, response: { 200: statusMessageResponse } },
      },
      async (request) => ({
        status: 1 as const,
        message: await auth.forgotPassword(deps, request.body.email),
      }),
    );
    app.post(
      '/auth/reset-password',
      {
        config: { public: true },
        schema: { tags, body: resetPasswordBody, response: { 200: statusMessageResponse } },
      },
      async (request) => ({
        status: 1 as const,
        message: await auth.resetPassword(deps, request.body),
      }),
    );
    const tokenLogins = [
      ['/auth/auto-login', 'auto-login'],
      ['/auth/login-with-playbook-token', 'playbook-login'],
      ['/auth/login-with-samcart-token', 'samcart-login'],
    ] as const;
    for (const [path, purpose] of tokenLogins) {
      app.post(
        path,
        {
          config: { public: true },
          schema: { tags, body: tokenBody, response: { 200: loginResponse } },
        },
        (request) => auth.tokenLogin(deps, purpose, request.body.token, clientMeta(request)),
      );
    }
    app.post(
      '/developer/:user/:token/login',
      {
        config: { public: true },
        schema: {
          tags,
          params: z.object({ user: dbIdText, token: z.string().min(1) }),
          response: { 200: loginResponse },
        },
      },
      (request) =>
        auth.developerLogin(deps, request.params.user, request.params.token, clientMeta(request)),
    );
    for (const kind of ['account', 'location'] as const) {
      app.post(
        `/${kind}/:id/access`,
        { schema: { tags, params: idParam, response: { 200: accessResponse } } },
        (request) =>
          auth.accessAccount(deps, ctxOf(request), request.params.id, kind, clientMeta(request)),
      );
    }
    app.get(
      '/auth/locations',
      { schema: { tags, response: { 200: locationsResponse } } },
      (request) => auth.locations(deps, ctxOf(request)),
    );
    app.get(
      '/auth/location/:id/tabs',
      { schema: { tags, params: idParam, response: { 200: tabsResponse } } },
      (request) => auth.locationTabs(deps, ctxOf(request), request.params.id),
    );
    app.get(
      '/auth/organization/:id/tabs',
      { schema: { tags, params: idParam, response: { 200: tabsResponse } } },
      (request) => auth.organizationTabs(deps, ctxOf(request), request.params.id),
    );
    app.patch(
      '/app/latest-version',
      { schema: { tags, response: { 200: latestVersionResponse } } },
      (request) => auth.markLatestVersion(deps, ctxOf(request)),
    );
  };
