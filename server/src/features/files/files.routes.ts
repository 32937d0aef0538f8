import { fileEndpoints as api, maxFileBytes, maxFilesPerUpload } from '@coachline/contract/files';
import multipart from '@fastify/multipart';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as files from './files.service';

export const filesRoutes = (deps: Deps) =>
  routesPlugin(
    [
      handle(api.list, ({ ctx, query }) => files.list(deps, ctx, query)),
      handle(api.upload, ({ ctx, request }) =>
        files.upload(deps, ctx, request.isMultipart() ? request.parts() : emptyParts()),
      ),
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

/** No parts: a request that is not multipart uploads nothing (the service says so). */
async function* emptyParts() {}
