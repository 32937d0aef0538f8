import { memberIdEndpoints as api } from '@coachline/contract/member-id';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as memberIds from './member-id.service';

export const memberIdRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.getSetting, ({ ctx }) => memberIds.getSetting(deps, ctx)),
    handle(api.storeSetting, ({ ctx, body }) => memberIds.storeSetting(deps, ctx, body)),
  ]);

/** The public member-ID page's calls: no session, the page's access code instead. */
export const memberIdPageRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.publicSetting, ({ params, query }) =>
      memberIds.publicSetting(deps, params.account, query.access_code),
    ),
    handle(api.send, ({ params, body, request }) =>
      memberIds.send(deps, params.account, body, request.ip),
    ),
  ]);
