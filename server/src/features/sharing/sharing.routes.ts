import { sharingEndpoints as api } from '@coachline/contract/sharing';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import { notFound } from '../../platform/errors';
import * as sharing from './sharing.service';

export const sharingRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.generateShareLink, ({ ctx, query }) =>
      sharing.generateShareLink(deps, ctx, query.type, query.id),
    ),
    handle(api.shortUrl, ({ ctx, query }) => sharing.shortUrl(deps, ctx, query.id)),
    handle(api.importLogs, ({ ctx, query }) => sharing.importLogs(deps, ctx, query)),
    handle(api.updatePermission, ({ ctx, body }) =>
      sharing.updatePermission(deps, ctx, body.id, body.permission),
    ),
    handle(api.deleteAssets, ({ ctx, body }) => sharing.deleteAssets(deps, ctx, body.ids)),
    handle(api.importShareLink, ({ ctx, body }) => sharing.importShareLink(deps, ctx, body.link)),
    handle(api.sortedAssets, ({ ctx, query }) => sharing.sortedAssets(deps, ctx, query.type)),
    handle(api.sortAssets, ({ ctx, body }) => sharing.sortAssets(deps, ctx, body.ids)),
    handle(api.sortDefaultAssets, ({ ctx }) => sharing.sortDefaultAssets(deps, ctx)),
    handle(api.shareToLocation, ({ ctx, body }) =>
      sharing.organizationShareToLocation(deps, ctx, body),
    ),
    handle(api.updateThumbnail, ({ ctx, params, body }) =>
      sharing.updateThumbnail(deps, ctx, params.type, body.id, body.thumbnail),
    ),
    handle(api.assetShares, ({ ctx, params, query }) =>
      sharing.sharesOfAsset(deps, ctx, query.type, params.asset),
    ),
    handle(api.shareImports, ({ ctx, params, query }) =>
      sharing.importsOfShare(deps, ctx, params.share, query),
    ),
    handle(api.imports, ({ ctx, body }) => sharing.importsOfShares(deps, ctx, body)),
    handle(api.shareLocations, ({ ctx, params, body }) =>
      sharing.shareToLocations(deps, ctx, params.share, body.location_ids),
    ),
    handle(api.updateImport, ({ ctx, params }) => sharing.updateImport(deps, ctx, params.import)),
  ]);

/**
 * The short address of a share, `/s/{code}`, outside the API: it redirects to the share link,
 * which opens the import dialog in the visitor's own location once signed in.
 */
export function serveShortLinks(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { code: string } }>(
    `${sharing.shortPath}:code`,
    { schema: { hide: true } },
    async (request, reply) => {
      const code = request.params.code;
      const link = /^[\w-]{1,32}$/.test(code)
        ? await sharing.linkOfShortCode(deps, code)
        : undefined;
      if (!link) throw notFound();
      return reply.redirect(link, 302);
    },
  );
}
