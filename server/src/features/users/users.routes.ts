import { userEndpoints as api } from '@coachline/contract/users';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as users from './users.service';

export const usersRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.updateProfile, ({ ctx, body }) => users.updateProfile(deps, ctx, body)),
    handle(api.changePassword, async ({ ctx, body }) => ({
      status: 1 as const,
      message: await users.changePassword(deps, ctx, body),
    })),
    handle(api.updatePrimaryAccount, ({ ctx, body }) =>
      users.updatePrimaryAccount(deps, ctx, body),
    ),
    handle(api.updateKillStatus, ({ ctx, body }) => users.updateKillStatus(deps, ctx, body)),
    handle(api.unreadCount, ({ ctx }) => users.unreadCounts(deps, ctx)),
    handle(api.planLimit, ({ ctx }) => users.planLimit(deps, ctx)),
  ]);
