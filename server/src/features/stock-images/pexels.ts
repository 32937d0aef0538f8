import type { FreePhoto } from '@coachline/contract/image-library';
import { z } from 'zod';
import type { Config } from '../../config';

// Pexels' photo search (https://www.pexels.com/api/documentation/#photos-search): GET
// {api}/search?query=&page=&per_page= with the key as the Authorization header. Only the fields
// the Free Images tab shows are read; Pexels sends more.

const pexelsPhoto = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string().nullish(),
  photographer: z.string(),
  photographer_url: z.string(),
  src: z.object({ large: z.string(), large2x: z.string(), medium: z.string(), tiny: z.string() }),
});
const pexelsSearch = z.object({
  page: z.number().int(),
  total_results: z.number().int().min(0),
  photos: z.array(pexelsPhoto),
});

const pexelsApi = 'https://api.pexels.com';

/**
 * Where the photos a search answers are shown from, for the page's img-src: Pexels' image host,
 * or the API's own origin when it is elsewhere (the local fake serves its photos itself).
 */
export function photoOrigins(config: Pick<Config, 'pexelsApiKey' | 'pexelsApiUrl'>): string[] {
  if (!config.pexelsApiKey) return [];
  const origin = new URL(config.pexelsApiUrl).origin;
  return [origin === pexelsApi ? 'https://images.pexels.com' : origin];
}

export type PexelsAccount = { apiUrl: string; apiKey: string };
export type PhotoSearch = { query: string; page: number; perPage: number };
export type PhotoPage = { photos: FreePhoto[]; page: number; totalResults: number };

/** Why a search has no answer; the message never holds the key or the request. */
export class PexelsError extends Error {}

/** One page of Pexels' photos for a search, or a PexelsError within `timeoutMs`. */
export async function searchPhotos(
  account: PexelsAccount,
  search: PhotoSearch,
  timeoutMs: number,
): Promise<PhotoPage> {
  const url = new URL(`${account.apiUrl}/search`);
  url.search = new URLSearchParams({
    query: search.query,
    page: String(search.page),
    per_page: String(search.perPage),
  }).toString();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: account.apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new PexelsError(`Pexels did not answer: ${(error as Error).name}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PexelsError(`Pexels answered ${response.status}`);
  }
  const parsed = pexelsSearch.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new PexelsError('Pexels answered something else than a photo search');
  return {
    page: parsed.data.page,
    totalResults: parsed.data.total_results,
    photos: parsed.data.photos.map((photo) => ({ ...photo, alt: photo.alt ?? '' })),
  };
}
