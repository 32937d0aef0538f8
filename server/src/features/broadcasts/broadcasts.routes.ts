import { broadcastEndpoints as api } from '@coachline/contract/broadcasts';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as broadcasts from './broadcasts.service';

export const broadcastsRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.list, ({ ctx, query }) => broadcasts.list(deps, ctx, query)),
    handle(api.save, ({ ctx, body }) => broadcasts.save(deps, ctx, body)),
    handle(api.rename, ({ ctx, body }) => broadcasts.rename(deps, ctx, body)),
    handle(api.duplicate, ({ ctx, body }) => broadcasts.duplicate(deps, ctx, body.id)),
    handle(api.remove, ({ ctx, body }) => broadcasts.remove(deps, ctx, body.id)),
    handle(api.countRecipients, ({ ctx, body }) => broadcasts.countRecipients(deps, ctx, body)),
    handle(api.send, ({ ctx, params, body }) => broadcasts.send(deps, ctx, params.broadcast, body)),
    handle(api.recipients, ({ ctx, params, query }) =>
      broadcasts.recipients(deps, ctx, params.broadcast, query),
    ),
    handle(api.logs, ({ ctx, query }) => broadcasts.logs(deps, ctx, query)),
    handle(api.activity, ({ ctx, params }) => broadcasts.activity(deps, ctx, params.broadcast)),
    handle(api.suppressed, ({ ctx, query }) => broadcasts.suppressed(deps, ctx, query)),
    handle(api.resendUnopens, ({ ctx, body }) => broadcasts.resendUnopens(deps, ctx, body.id)),
    handle(api.unopened, ({ ctx, query }) => broadcasts.unopened(deps, ctx, query)),
    handle(api.applyUnopenedTag, ({ ctx, body }) => broadcasts.applyUnopenedTag(deps, ctx, body)),
    handle(api.contactLogs, ({ ctx, query }) => broadcasts.contactLogs(deps, ctx, query)),
  ]);

/** "View in browser": a sent broadcast, for anyone with its address. */
export const broadcastPublicRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.publicView, ({ params }) => broadcasts.publicView(deps, params.broadcast)),
  ]);
