import { styleEndpoints as api } from '@coachline/contract/styles';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as styles from './styles.service';

export const stylesRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.savedStyles, ({ ctx }) => styles.list(deps, ctx)),
    handle(api.updateSavedStyle, ({ ctx, body }) => styles.update(deps, ctx, body)),
    handle(api.savedStyleOf, ({ ctx, params }) => styles.styleOf(deps, ctx, Number(params.type))),
    handle(api.favoriteColors, ({ ctx }) => styles.colors(deps, ctx)),
    handle(api.storeFavoriteColor, ({ ctx, body }) => styles.storeColor(deps, ctx, body.color)),
    handle(api.deleteFavoriteColor, ({ ctx, params }) =>
      styles.deleteColor(deps, ctx, params.color),
    ),
  ]);
