import { tagEndpoints as api } from '@coachline/contract/tags';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as tags from './tags.service';

export const tagsRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.list, ({ ctx }) => tags.list(deps, ctx)),
    handle(api.create, ({ ctx, body }) => tags.create(deps, ctx, body)),
    handle(api.edit, ({ ctx, body }) => tags.edit(deps, ctx, body)),
    handle(api.remove, ({ ctx, params }) => tags.remove(deps, ctx, params.tag)),
    handle(api.addToContacts, ({ ctx, body }) =>
      tags.changeContactTags(deps, ctx, 'add', body.tag_ids, body.selection),
    ),
    handle(api.removeFromContacts, ({ ctx, body }) =>
      tags.changeContactTags(deps, ctx, 'remove', body.tag_ids, body.selection),
    ),
    handle(api.contacts, ({ ctx, query }) => tags.contacts(deps, ctx, query)),
  ]);
