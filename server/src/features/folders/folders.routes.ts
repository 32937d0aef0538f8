import { folderEndpoints as api } from '@coachline/contract/folders';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as folders from './folders.service';

export const foldersRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.list, ({ ctx, params, query }) => folders.list(deps, ctx, params.asset_type, query)),
    handle(api.create, ({ ctx, body }) => folders.create(deps, ctx, body)),
    handle(api.addAssets, ({ ctx, body }) => folders.addAssets(deps, ctx, body)),
    handle(api.update, ({ ctx, body }) => folders.update(deps, ctx, body)),
    handle(api.archive, ({ ctx, body }) => folders.archive(deps, ctx, body)),
    handle(api.sort, ({ ctx, body }) => folders.sort(deps, ctx, body)),
    handle(api.remove, ({ ctx, body }) => folders.remove(deps, ctx, body.id)),
  ]);
