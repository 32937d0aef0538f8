import {
  checkoutUserEndpoints as api,
  checkoutSettingEndpoints as settings,
} from '@coachline/contract/checkout';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import { locations } from '../auth/auth.service';
import * as checkout from './checkout.service';

/** The checkout API's token, made without one (/api/checkout, 002 §7 Checkout API). */
export const checkoutTokenRoutes = (deps: Deps) =>
  routesPlugin([handle(api.createToken, ({ body }) => checkout.createToken(deps, body))]);

/** The calls that carry a checkout token. */
export const checkoutRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.locations, ({ ctx }) => locations(deps, ctx)),
    handle(settings.companySettings, ({ ctx }) => checkout.companySettings(deps, ctx)),
    handle(settings.updateCompanySettings, ({ ctx, body }) =>
      checkout.updateCompanySettings(deps, ctx, body),
    ),
    handle(settings.updateCurrency, ({ ctx, body }) => checkout.updateCurrency(deps, ctx, body)),
    handle(settings.emailSettings, ({ ctx }) => checkout.emailSettings(deps, ctx)),
    handle(settings.updateEmailSettings, ({ ctx, body }) =>
      checkout.updateEmailSettings(deps, ctx, body),
    ),
  ]);
