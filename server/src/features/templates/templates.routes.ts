import { templateEndpoints as api } from '@coachline/contract/templates';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as templates from './templates.service';

export const templatesRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.categories, ({ ctx, query }) => templates.categories(deps, ctx, query.type)),
    handle(api.categoryTemplates, ({ ctx, params, query }) =>
      templates.categoryTemplates(deps, ctx, params.category, query),
    ),
    handle(api.list, ({ ctx, query }) => templates.list(deps, ctx, query)),
    handle(api.picker, ({ ctx, query }) => templates.picker(deps, ctx, query)),
    handle(api.logs, ({ ctx, query }) => templates.logs(deps, ctx, query)),
    handle(api.sendToContact, ({ ctx, body }) => templates.sendToContact(deps, ctx, body)),
    handle(api.duplicate, ({ ctx, body }) => templates.duplicate(deps, ctx, body)),
    handle(api.addBroadcastDraft, ({ ctx, body }) =>
      templates.addBroadcastDraft(deps, ctx, body.template_id),
    ),
    handle(api.createCategory, ({ ctx, body }) => templates.createCategory(deps, ctx, body)),
    handle(api.create, ({ ctx, body }) => templates.create(deps, ctx, body)),
    handle(api.changeCategory, ({ ctx, body }) => templates.changeCategory(deps, ctx, body)),
    handle(api.rename, ({ ctx, body }) => templates.rename(deps, ctx, body)),
    handle(api.edit, ({ ctx, body }) => templates.edit(deps, ctx, body)),
    handle(api.editCategory, ({ ctx, params, body }) =>
      templates.editCategory(deps, ctx, params.category, body),
    ),
    handle(api.remove, ({ ctx, body }) => templates.remove(deps, ctx, body.template_id)),
    handle(api.removeCategory, ({ ctx, params }) =>
      templates.removeCategory(deps, ctx, params.category),
    ),
  ]);
