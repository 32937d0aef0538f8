import { calendarEndpoints as api } from '@coachline/contract/calendar';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as calendar from './calendar.service';

/** The coach's calendar of the client portal. */
export const calendarRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.events, ({ ctx, query }) => calendar.events(deps, ctx, query)),
    handle(api.eventsByDate, ({ ctx, query }) => calendar.eventsByDate(deps, ctx, query)),
    handle(api.create, ({ ctx, body }) => calendar.create(deps, ctx, body)),
    handle(api.update, ({ ctx, params, body }) => calendar.update(deps, ctx, params.event, body)),
    handle(api.delete, ({ ctx, params }) => calendar.remove(deps, ctx, params.event)),
  ]);
