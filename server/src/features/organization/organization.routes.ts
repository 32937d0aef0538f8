import { organizationEndpoints as api } from '@coachline/contract/organization';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as organization from './organization.service';

export const organizationRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.locations, ({ ctx }) => organization.listLocations(deps, ctx)),
    handle(api.createLocation, ({ ctx, body }) => organization.createLocation(deps, ctx, body)),
    handle(api.updateLocation, ({ ctx, params, body }) =>
      organization.updateLocation(deps, ctx, params.location, body),
    ),
    handle(api.deleteLocation, ({ ctx, params, body }) =>
      organization.deleteLocation(deps, ctx, params.location, body),
    ),
    handle(api.restoreLocation, ({ ctx, params }) =>
      organization.restoreLocation(deps, ctx, params.location),
    ),
    handle(api.suspendLocation, ({ ctx, params, body }) =>
      organization.suspendLocation(deps, ctx, params.location, body),
    ),
    handle(api.addUsers, ({ ctx, params, body }) =>
      organization.addUsers(deps, ctx, params.location, body),
    ),
    handle(api.users, ({ ctx, query }) => organization.listUsers(deps, ctx, query)),
    handle(api.superUsers, ({ ctx, params }) => organization.superUsers(deps, ctx, params.account)),
    handle(api.permissions, ({ ctx }) => organization.permissionList(ctx)),
    handle(api.userPermissions, ({ ctx, params }) =>
      organization.userPermissions(deps, ctx, params.user),
    ),
    handle(api.saveUser, ({ ctx, body }) => organization.saveUser(deps, ctx, body)),
    handle(api.deleteUser, ({ ctx, params }) => organization.deleteUser(deps, ctx, params.user)),
    handle(api.resendCredentials, ({ ctx, params }) =>
      organization.resendCredentials(deps, ctx, params.user),
    ),
  ]);
