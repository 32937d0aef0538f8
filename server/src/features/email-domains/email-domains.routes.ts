import {
  emailDomainEndpoints as api,
  domainEndpoints as area,
} from '@coachline/contract/email-domains';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as domains from './email-domains.service';

export const emailDomainsRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.list, ({ ctx }) => domains.list(deps, ctx)),
    handle(api.senders, ({ ctx, params }) => domains.senders(deps, ctx, params.domain)),
    handle(api.save, ({ ctx, body }) => domains.save(deps, ctx, body)),
    handle(api.saveSender, ({ ctx, body }) => domains.saveSender(deps, ctx, body)),
    handle(api.activate, ({ ctx, params }) => domains.activate(deps, ctx, params.domain)),
    handle(api.activateSender, ({ ctx, params }) =>
      domains.activateSender(deps, ctx, params.sender),
    ),
    handle(api.enableDisable, ({ ctx, body }) => domains.enableDisable(deps, ctx, body)),
    handle(api.dnsDetails, ({ ctx, query }) => domains.dnsDetails(deps, ctx, query.domain_id)),
    handle(api.verify, ({ ctx, params }) => domains.verify(deps, ctx, [params.domain])),
    handle(api.remove, ({ ctx, body }) => domains.remove(deps, ctx, body.ids)),
    handle(api.removeSenders, ({ ctx, body }) => domains.removeSenders(deps, ctx, body.ids)),
    handle(api.activateForLocations, ({ ctx, params, body }) =>
      domains.activateForLocations(deps, ctx, params.domain, body),
    ),
    handle(api.activateSenderForLocations, ({ ctx, params, body }) =>
      domains.activateSenderForLocations(deps, ctx, params.sender, body),
    ),
    // The separate domain area: the same domains, named by ids in the body.
    handle(area.list, ({ ctx }) => domains.list(deps, ctx)),
    handle(area.verify, ({ ctx, body }) => domains.verify(deps, ctx, body.ids)),
    handle(area.activate, ({ ctx, body }) => domains.activate(deps, ctx, body.id)),
    handle(area.remove, ({ ctx, body }) => domains.remove(deps, ctx, body.ids)),
    handle(area.save, ({ ctx, body }) => domains.save(deps, ctx, body)),
    handle(area.enableDisable, ({ ctx, body }) => domains.enableDisable(deps, ctx, body)),
  ]);
