import { imageLibraryEndpoints as api } from '@coachline/contract/image-library';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import { stockImages } from './stock-images.service';

export const stockImagesRoutes = (deps: Deps) => {
  const images = stockImages(deps);
  return routesPlugin([
    handle(api.freeImages, ({ query, request }) => images.freeImages(query, request.log), {
      outbound: true,
    }),
    handle(api.fetchImage, ({ body, reply }) => images.fetchImage(body.url, reply), {
      outbound: true,
    }),
  ]);
};
