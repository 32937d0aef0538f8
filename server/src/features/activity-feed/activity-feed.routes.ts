import { activityFeedEndpoints as api } from '@coachline/contract/activity-feed';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as activity from './activity-feed.service';

export const activityFeedRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.module, ({ ctx, query }) => activity.feed(deps, ctx, query)),
    handle(api.notification, ({ ctx, query }) => activity.notification(deps, ctx, query.since)),
  ]);
