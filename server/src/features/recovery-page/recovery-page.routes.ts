import { recoveryPageEndpoints as api } from '@coachline/contract/recovery-page';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as recovery from './recovery-page.service';

export const recoveryPageRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.get, ({ ctx }) => recovery.getSetting(deps, ctx)),
    handle(api.save, ({ ctx, body }) => recovery.saveSetting(deps, ctx, body)),
  ]);

/** The public recovery page's calls: no session, the send's signed token instead. */
export const recoveryPagePublicRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.publicSetting, ({ params, query }) =>
      recovery.publicSetting(deps, params.account, query.token),
    ),
    handle(api.unsubscribe, ({ params, body, request }) =>
      recovery.unsubscribe(deps, params.account, body.token, request.ip),
    ),
    handle(api.resubscribe, ({ params, body, request }) =>
      recovery.resubscribe(deps, params.account, body.token, request.ip),
    ),
  ]);
