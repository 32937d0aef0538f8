import { fileEndpoints as api, maxFileBytes, maxFilesPerUpload } from '@coachline/contract/files';
import multipart from '@fastify/multipart';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin, uploadedParts } from '../../platform/endpoints';
import * as files from './files.service';

export const filesRoutes = (deps: Deps) =>
  routesPlugin(
    [
      handle(api.list, ({ ctx, query }) => files.list(deps, ctx, query)),
      handle(api.upload, ({ ctx, request }) => files.upload(deps, ctx, uploadedParts(request))),
      handle(api.validateName, ({ ctx, body }) => files.validateName(deps, ctx, body)),
      handle(api.rename, ({ ctx, params, body }) =>
        files.rename(deps, ctx, params.file, body.name),
      ),
      handle(api.archive, ({ ctx, body }) => files.archive(deps, ctx, body)),
      handle(api.updateStats, ({ ctx, body }) => files.updateStats(deps, ctx, body.id)),
      handle(api.download, ({ ctx, params, reply }) =>
        files.download(deps, ctx, params.file, reply),
      ),
      handle(api.downloadZip, ({ ctx, query, reply }) =>
        files.downloadZip(deps, ctx, query.ids, reply),
      ),
      handle(api.remove, ({ ctx, body }) => files.remove(deps, ctx, body)),
      handle(api.updatePermission, ({ ctx, body }) => files.updatePermission(deps, ctx, body)),
      handle(api.changePermission, ({ ctx, params, body }) =>
        files.changePermission(deps, ctx, params.file, body),
      ),
      handle(api.users, ({ ctx, params }) => files.users(deps, ctx, params.file)),
      handle(api.sendToContact, ({ ctx, body }) => files.sendToContact(deps, ctx, body)),
      handle(api.removeFromContact, ({ ctx, body }) => files.removeFromContact(deps, ctx, body)),
      handle(api.contactList, ({ ctx, params, query }) =>
        files.contactList(deps, ctx, params.contact, query),
      ),
      handle(api.listAll, ({ ctx, query }) => files.listAll(deps, ctx, query)),
    ],
    // Multipart only here: each file streams to storage and is never buffered whole.
    async (app) => {
      await app.register(multipart, {
        // preservePath: a name with a path is seen (and refused), not cut to its last part.
        preservePath: true,
        limits: { fileSize: maxFileBytes, files: maxFilesPerUpload + 1, fields: 5 },
      });
    },
  );
