import {
  contentImportEndpoints as api,
  contentImportMaxBytes,
} from '@coachline/contract/content-import';
import multipart from '@fastify/multipart';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin, uploadedParts } from '../../platform/endpoints';
import * as contentImport from './content-import.service';

export const contentImportRoutes = (deps: Deps) =>
  routesPlugin(
    [
      handle(api.locations, ({ ctx }) => contentImport.locations(deps, ctx)),
      handle(api.verifyCsv, ({ ctx, request }) =>
        contentImport.verifyCsv(deps, ctx, uploadedParts(request)),
      ),
      handle(api.importContents, ({ ctx, request }) =>
        contentImport.importContents(deps, ctx, uploadedParts(request)),
      ),
      handle(api.histories, ({ ctx, query }) => contentImport.histories(deps, ctx, query.batch)),
    ],
    async (app) => {
      await app.register(multipart, {
        limits: { fileSize: contentImportMaxBytes, files: 1, fields: 120, parts: 121 },
      });
    },
  );
