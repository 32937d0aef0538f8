import { maxImageBytes } from '@coachline/contract/constants';
import {
  imageLibraryEndpoints as api,
  imageUploadFields,
  maxImagesPerBulkUpload,
} from '@coachline/contract/image-library';
import multipart from '@fastify/multipart';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin, uploadedParts } from '../../platform/endpoints';
import * as images from './image-library.service';

// freeImages and fetchImage (Pexels and fetch-by-address) are served by their own routes.
export const imageLibraryRoutes = (deps: Deps) =>
  routesPlugin(
    [
      handle(api.types, () => images.types(deps)),
      handle(api.list, ({ ctx, query }) => images.list(deps, ctx, query)),
      handle(api.upload, ({ ctx, request }) => images.upload(deps, ctx, uploadedParts(request))),
      handle(api.bulkUpload, ({ ctx, request }) =>
        images.bulkUpload(deps, ctx, uploadedParts(request)),
      ),
      handle(api.remove, ({ ctx, params }) => images.remove(deps, ctx, params.image)),
    ],
    // Multipart only here; a picture is read whole by sharp, so each part is at most 15 MB.
    async (app) => {
      await app.register(multipart, {
        limits: {
          fileSize: maxImageBytes,
          files: maxImagesPerBulkUpload + 1,
          fields: Object.keys(imageUploadFields.shape).length,
        },
      });
    },
  );
