import { journeyEndpoints as api } from '@coachline/contract/journeys';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as journeys from './journeys.service';

export const journeysRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.listAll, ({ ctx }) => journeys.listAll(deps, ctx)),
    handle(api.lists, ({ ctx, query }) => journeys.lists(deps, ctx, query)),
    handle(api.links, ({ ctx, query }) => journeys.links(deps, ctx, query.journey_id)),
    handle(api.start, ({ ctx, body }) =>
      journeys.start(deps, ctx, body.journey_id, body.selection),
    ),
    handle(api.terminate, ({ ctx, body }) =>
      journeys.terminate(deps, ctx, body.journey_id, body.selection),
    ),
    handle(api.duplicate, ({ ctx, body }) => journeys.duplicate(deps, ctx, body.journey_id)),
    handle(api.create, ({ ctx, body }) => journeys.create(deps, ctx, body)),
    handle(api.remove, ({ ctx, body }) => journeys.remove(deps, ctx, body.journey_id)),
    handle(api.changeStatus, ({ ctx, params, body }) =>
      journeys.changeStatus(deps, ctx, params.journey, body.status),
    ),
    handle(api.rename, ({ ctx, params, body }) =>
      journeys.rename(deps, ctx, params.journey, body.name),
    ),
    handle(api.users, ({ ctx, params, query }) => journeys.users(deps, ctx, params.journey, query)),
    handle(api.details, ({ ctx, params }) => journeys.details(deps, ctx, params.journey)),
    handle(api.histories, ({ ctx, params, query }) =>
      journeys.histories(deps, ctx, params.journey, query),
    ),
    handle(api.createTrigger, ({ ctx, params, body }) =>
      journeys.createTrigger(deps, ctx, params.journey, body),
    ),
    handle(api.createAction, ({ ctx, params, body }) =>
      journeys.createAction(deps, ctx, params.journey, body),
    ),
    handle(api.conditionActions, ({ ctx, params }) =>
      journeys.conditionActions(deps, ctx, params.action),
    ),
    handle(api.updateTrigger, ({ ctx, params, body }) =>
      journeys.updateTrigger(deps, ctx, params.trigger, body.settings),
    ),
    handle(api.updateAction, ({ ctx, params, body }) =>
      journeys.updateAction(deps, ctx, params.action, body),
    ),
    handle(api.deleteTrigger, ({ ctx, params }) =>
      journeys.deleteTrigger(deps, ctx, params.trigger),
    ),
    handle(api.deleteAction, ({ ctx, params }) => journeys.deleteAction(deps, ctx, params.action)),
    handle(api.refreshAction, ({ ctx, params }) =>
      journeys.refreshAction(deps, ctx, params.action),
    ),
    handle(api.contactJourneys, ({ ctx, params, query }) =>
      journeys.contactJourneys(deps, ctx, params.contact, query),
    ),
  ]);
