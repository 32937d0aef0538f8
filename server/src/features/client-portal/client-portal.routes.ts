import {
  clientPortalEndpoints as api,
  rewardEndpoints as rewards,
} from '@coachline/contract/client-portal';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as portal from './client-portal.service';

export const clientPortalRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.get, ({ ctx }) => portal.get(deps, ctx)),
    handle(api.updateSettings, ({ ctx, body }) => portal.updateSettings(deps, ctx, body)),
    handle(api.renameTab, ({ ctx, body }) => portal.renameTab(deps, ctx, body)),
    handle(api.updateCalendarTitle, ({ ctx, body }) => portal.updateCalendarTitle(deps, ctx, body)),
    handle(api.updateWelcome, ({ ctx, body }) => portal.updateWelcome(deps, ctx, body)),
    handle(api.addAnnouncement, ({ ctx, params, body }) =>
      portal.addAnnouncement(deps, ctx, params.account, body),
    ),
    handle(api.updateAnnouncement, ({ ctx, body }) => portal.updateAnnouncement(deps, ctx, body)),
    handle(api.sortAnnouncements, ({ ctx, body }) => portal.sortAnnouncements(deps, ctx, body.ids)),
    handle(api.deleteAnnouncement, ({ ctx, params }) =>
      portal.deleteAnnouncement(deps, ctx, params.announcement),
    ),
    handle(api.updateNavigation, ({ ctx, body }) => portal.updateNavigation(deps, ctx, body)),
    handle(api.sortNavigation, ({ ctx, body }) => portal.sortNavigation(deps, ctx, body.ids)),
    handle(api.deleteNavigation, ({ ctx, params }) =>
      portal.deleteNavigation(deps, ctx, params.navigation),
    ),
    handle(rewards.getSetting, ({ ctx }) => portal.getRewardSetting(deps, ctx)),
    handle(rewards.updatePointName, ({ ctx, body }) =>
      portal.updatePointName(deps, ctx, body.point_name),
    ),
    handle(rewards.updatePointCurrency, ({ ctx, body }) =>
      portal.updatePointCurrency(deps, ctx, body.point_currency),
    ),
    handle(rewards.updateNotification, ({ ctx, body }) =>
      portal.updateRewardNotification(deps, ctx, body.notification),
    ),
  ]);
