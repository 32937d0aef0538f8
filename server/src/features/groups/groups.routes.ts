import { groupEndpoints as api } from '@coachline/contract/groups';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as groups from './groups.service';

export const groupsRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.list, ({ ctx, query }) => groups.list(deps, ctx, query)),
    handle(api.contacts, ({ ctx, query }) => groups.contactList(deps, ctx, query)),
    handle(api.userGroups, ({ ctx }) => groups.userGroups(deps, ctx)),
    handle(api.create, ({ ctx, body }) => groups.create(deps, ctx, body)),
    handle(api.edit, ({ ctx, params, body }) => groups.edit(deps, ctx, params.group, body)),
    handle(api.remove, ({ ctx, params }) => groups.remove(deps, ctx, params.group)),
    handle(api.addContacts, ({ ctx, body }) =>
      groups.addContacts(deps, ctx, body.group_id, body.selection),
    ),
    handle(api.removeContacts, ({ ctx, body }) =>
      groups.removeContacts(deps, ctx, body.group_id, body.selection),
    ),
  ]);
