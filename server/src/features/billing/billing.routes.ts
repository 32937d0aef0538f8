import { billingEndpoints as api } from '@coachline/contract/billing';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as billing from './billing.service';

/** Billing calls of the main API (/api/v3, 002 §7 Billing). */
export const billingRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.generateTwofaCodes, ({ ctx }) => billing.generateTwofaCodes(deps, ctx)),
    handle(api.enableTwofa, async ({ ctx, body }) => ({
      status: 1 as const,
      message: await billing.enableTwofa(deps, ctx, body.code),
    })),
    handle(api.disableTwofa, async ({ ctx, body }) => ({
      status: 1 as const,
      message: await billing.disableTwofa(deps, ctx, body),
    })),
    handle(api.changeEmail, async ({ ctx, body }) => ({
      status: 1 as const,
      message: await billing.changeEmail(deps, ctx, body),
    })),
    handle(api.activateSuspendedAccount, async ({ ctx }) => ({
      status: 1 as const,
      message: await billing.activateSuspendedAccount(deps, ctx),
    })),
  ]);

/** The separate billing service (/api/billing, 000 §7.4): the card-provider segment. */
export const billingServiceRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.skipTrial, async ({ ctx, body }) => ({
      status: 1 as const,
      message: await billing.skipTrial(deps, ctx, body.password),
    })),
  ]);

/** The one call left on the legacy API (/api/v2, 000 §7.4). */
export const legacyBillingRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.billingNotifications, ({ ctx }) => billing.billingNotifications(deps, ctx)),
  ]);
