import { registrationEndpoints as api } from '@coachline/contract/registration';
import { clientMeta } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as registration from './registration.service';

export const registrationRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.subscriptionPlans, () => registration.plans()),
    handle(api.create, ({ body, request }) =>
      registration.createAccount(deps, body, clientMeta(request)),
    ),
    handle(api.verifyEmail, ({ params, body }) =>
      registration.verifyEmail(deps, params.token, body.code),
    ),
    handle(api.verifyPhone, ({ params, body }) =>
      registration.verifyPhone(deps, params.token, body.code),
    ),
    handle(api.changeEmail, ({ params, body, request }) =>
      registration.changeEmail(deps, params.token, body.email, request.ip),
    ),
    handle(api.changePhone, ({ params, body, request }) =>
      registration.changePhone(deps, params.token, body.phone, request.ip),
    ),
    handle(api.verifyBusiness, ({ params, body }) =>
      registration.verifyBusiness(deps, params.token, body),
    ),
    handle(api.activate, ({ params, request }) =>
      registration.activate(deps, params.token, clientMeta(request)),
    ),
    handle(api.resendEmailCode, async ({ params, request }) => ({
      status: 1 as const,
      message: await registration.resendEmailCode(deps, params.id, request.ip),
    })),
    handle(api.resendPhoneCode, async ({ params, request }) => ({
      status: 1 as const,
      message: await registration.resendPhoneCode(deps, params.id, request.ip),
    })),
    handle(api.details, ({ params }) => registration.details(deps, params.token)),
  ]);
