import { maxImageBytes } from '@coachline/contract/constants';
import {
  defaultFreeImageSearch,
  type freeImageQuery,
  type freeImagesResponse,
  imageLibraryMessages as say,
} from '@coachline/contract/image-library';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { badGateway, notConfigured, unavailable } from '../../platform/errors';
import { offlineResolve, systemResolve } from '../../platform/outbound';
import { fetchImageByAddress } from './fetch-image';
import { type PhotoPage, searchPhotos } from './pexels';

// The image uploader's Free Images tab and its "fetch an image from a URL" (000 §2.5). Nothing
// here is stored: a search answers Pexels' photos, a fetch answers the bytes for the browser to
// crop and upload like any other image.

type FreeImages = z.output<typeof freeImagesResponse>;

/** How long and how many searches are kept: Pexels allows 200 requests an hour. */
type SearchCacheOptions = { cacheMs?: number; cacheEntries?: number; now?: () => number };

const pexelsTimeoutMs = 5_000;
/** Fetches at once in this process; each may hold up to 15 MB until it is sent. */
const maxFetches = 4;

/** The two calls, with the searches of the last few minutes kept in memory. */
export function stockImages(deps: Deps, options: SearchCacheOptions = {}) {
  const { cacheMs = 5 * 60_000, cacheEntries = 200, now = Date.now } = options;
  const resolve = deps.config.dnsOffline ? offlineResolve : systemResolve;
  let fetching = 0;
  const cache = new Map<string, { page: PhotoPage; until: number }>();

  /** A page for a search, from the cache while it is fresh; the least recently asked goes first. */
  async function search(apiKey: string, query: string, page: number, perPage: number) {
    const key = JSON.stringify([query.toLowerCase(), page, perPage]);
    const kept = cache.get(key);
    // Out and back in: a Map keeps insertion order, so the least recently asked is first.
    cache.delete(key);
    if (kept && kept.until > now()) {
      cache.set(key, kept);
      return kept.page;
    }
    const found = await searchPhotos(
      { apiUrl: deps.config.pexelsApiUrl, apiKey },
      { query, page, perPage },
      pexelsTimeoutMs,
    );
    cache.set(key, { page: found, until: now() + cacheMs });
    for (const oldest of cache.keys()) {
      if (cache.size <= cacheEntries) break;
      cache.delete(oldest);
    }
    return found;
  }

  return {
    async freeImages(
      query: z.output<typeof freeImageQuery>,
      log: FastifyBaseLogger,
    ): Promise<FreeImages> {
      const apiKey = deps.config.pexelsApiKey;
      if (!apiKey) throw notConfigured(say.freeImagesOff);
      const perPage = query.per_page;
      let found: PhotoPage;
      try {
        found = await search(apiKey, query.search || defaultFreeImageSearch, query.page, perPage);
      } catch (error) {
        // The reason (a status, a timeout) for the operator; never the key.
        log.warn({ reason: (error as Error).message }, 'free image search failed');
        throw badGateway(say.freeImagesFailed);
      }
      return {
        status: 1,
        photos: found.photos,
        page: found.page,
        last_page: Math.max(1, Math.ceil(found.totalResults / perPage)),
        total_results: found.totalResults,
      };
    },

    async fetchImage(url: string, reply: FastifyReply): Promise<FastifyReply> {
      // These hold no turn of the API's line (admission.ts): this is their own.
      if (fetching >= maxFetches) throw unavailable();
      fetching += 1;
      const image = await fetchImageByAddress(url, {
        resolve,
        allowPrivate: deps.config.fetchAllowPrivateHosts,
        maxBytes: maxImageBytes,
        timeoutMs: 10_000,
        maxRedirects: 3,
      }).finally(() => {
        fetching -= 1;
      });
      return reply
        .type(image.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(image.bytes);
    },
  };
}
