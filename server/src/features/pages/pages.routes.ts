import { pageEndpoints as api, maxPageDownloadBytes } from '@coachline/contract/pages';
import multipart from '@fastify/multipart';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin, uploadedParts } from '../../platform/endpoints';
import * as pages from './pages.service';

export const pagesRoutes = (deps: Deps) =>
  routesPlugin(
    [
      handle(api.list, ({ ctx, query }) => pages.list(deps, ctx, query)),
      handle(api.listAll, ({ ctx, query }) => pages.listAll(deps, ctx, query.search)),
      handle(api.create, ({ ctx, body }) => pages.create(deps, ctx, body)),
      handle(api.rename, ({ ctx, body }) => pages.rename(deps, ctx, body.page_id, body.title)),
      handle(api.duplicate, ({ ctx, body }) =>
        pages.duplicate(deps, ctx, body.page_id, body.title),
      ),
      handle(api.remove, ({ ctx, body }) => pages.remove(deps, ctx, body.page_id)),
      handle(api.details, ({ ctx, params }) => pages.details(deps, ctx, params.page)),
      handle(api.update, ({ ctx, params, body }) => pages.update(deps, ctx, params.page, body)),
      handle(api.pageDisable, ({ ctx, body }) => pages.pageDisable(deps, ctx, body)),
      handle(api.sendToContact, ({ ctx, body }) => pages.sendToContact(deps, ctx, body)),
      handle(api.restrictFromContact, ({ ctx, body }) =>
        pages.restrictFromContact(deps, ctx, body),
      ),
      handle(api.enableDisable, ({ ctx, body }) => pages.enableDisable(deps, ctx, body)),
      handle(api.assignedMembers, ({ ctx, params, query }) =>
        pages.assignedMembers(deps, ctx, params.page, query),
      ),
      handle(api.deleteAssignedMembers, ({ ctx, body }) =>
        pages.deleteAssignedMembers(deps, ctx, body),
      ),
      handle(api.downloads, ({ ctx, params }) => pages.downloads(deps, ctx, params.page)),
      handle(api.uploadDownload, ({ ctx, params, request }) =>
        pages.uploadDownload(deps, ctx, params.page, uploadedParts(request)),
      ),
      handle(api.fileOfDownload, ({ ctx, params, reply }) =>
        pages.fileOfDownload(deps, ctx, params.download, reply),
      ),
      handle(api.renameDownload, ({ ctx, params, body }) =>
        pages.renameDownload(deps, ctx, params.download, body.name),
      ),
      handle(api.deleteDownload, ({ ctx, body }) =>
        pages.deleteDownload(deps, ctx, body.download_id),
      ),
      handle(api.contactPages, ({ ctx, params, query }) =>
        pages.contactPages(deps, ctx, params.contact, query),
      ),
      handle(api.contactEnableDisable, ({ ctx, body }) =>
        pages.contactEnableDisable(deps, ctx, body),
      ),
    ],
    // Multipart only for the downloads' upload: one file, streamed to storage.
    async (app) => {
      await app.register(multipart, {
        preservePath: true,
        limits: { fileSize: maxPageDownloadBytes, files: 1, fields: 5 },
      });
    },
  );
