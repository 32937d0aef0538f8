import {
  billingNotification,
  disableTwofaBody,
  enableTwofaBody,
  skipTrialBody,
  statusMessageResponse,
  twofaCodesResponse,
} from '@coachline/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import * as billing from './billing.service';

const tags = ['billing'];

/** Billing calls of the main API (/api/v3, 002 §7 Billing). */
export const billingRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/billing/generate-twofa-codes',
      { schema: { tags, response: { 200: twofaCodesResponse } } },
      (request) => billing.generateTwofaCodes(deps, ctxOf(request)),
    );
    app.post(
      '/billing/enable-twofa',
      { schema: { tags, body: enableTwofaBody, response: { 200: statusMessageResponse } } },
      async (request) => ({
        status: 1 as const,
        message: await billing.enableTwofa(deps, ctxOf(request), request.body.code),
      }),
    );
    app.post(
      '/billing/disable-twofa',
      { schema: { tags, body: disableTwofaBody, response: { 200: statusMessageResponse } } },
      async (request) => ({
        status: 1 as const,
        message: await billing.disableTwofa(deps, ctxOf(request), request.body.password),
      }),
    );
    app.post(
      '/billing/activate-suspended-account',
      { schema: { tags, response: { 200: statusMessageResponse } } },
      async (request) => ({
        status: 1 as const,
        message: await billing.activateSuspendedAccount(deps, ctxOf(request)),
      }),
    );
  };

/** The separate billing service (/api/billing, 000 §7.4): the card-provider segment. */
export const billingServiceRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/stripe/skip-trial',
      { schema: { tags, body: skipTrialBody, response: { 200: statusMessageResponse } } },
      async (request) => ({
        status: 1 as const,
        message: await billing.skipTrial(deps, ctxOf(request), request.body.password),
      }),
    );
  };

/** The one call left on the legacy API (/api/v2, 000 §7.4). */
export const legacyBillingRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/stripe/billing-notifications',
      { schema: { tags, response: { 200: billingNotification } } },
      (request) => billing.billingNotifications(deps, ctxOf(request)),
    );
  };
