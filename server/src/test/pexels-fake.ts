import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// A local stand-in for Pexels' photo search (PEXELS_API_URL points here): the key as the
// Authorization header, `search?query=&page=&per_page=` answered with deterministic photos in
// Pexels' shape, whose `src` addresses are small JPEGs this server makes. It keeps the searches
// it was asked. No test reaches Pexels. `npm run fake-pexels` starts one for the dev server.

export type FakePexelsSearch = { query: string; page: number; perPage: number };

/** Every search finds this many photos, but one: a query of `nothing` finds none. */
export const fakePexelsTotal = 30;
const sizes = { large: 94, large2x: 188, medium: 35, tiny: 28 } as const;

function answer(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A colour of its own for each photo, so two photos never look alike. */
const colourOf = (id: number) => ({ r: (id * 53) % 256, g: (id * 97) % 256, b: (id * 151) % 256 });

export async function startFakePexels(apiKey = randomBytes(16).toString('hex')) {
  const searches: FakePexelsSearch[] = [];
  const state = { delayMs: 0, failWith: undefined as number | undefined };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-pexels');
    const image = /^\/photos\/(\d+)-(large|large2x|medium|tiny)\.jpeg$/.exec(url.pathname);
    if (req.method === 'GET' && image) {
      const height = sizes[image[2] as keyof typeof sizes];
      const bytes = await sharp({
        create: {
          width: Math.round(height * 1.5),
          height,
          channels: 3,
          background: colourOf(Number(image[1])),
        },
      })
        .jpeg()
        .toBuffer();
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length });
      return res.end(bytes);
    }
    if (req.method !== 'GET' || url.pathname !== '/search')
      return answer(res, 404, { error: 'Not found' });
    if (req.headers.authorization !== apiKey) return answer(res, 401, { error: 'Unauthorized' });
    const query = url.searchParams.get('query') ?? '';
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Math.min(80, Number(url.searchParams.get('per_page') ?? 15));
    searches.push({ query, page, perPage });
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.failWith) return answer(res, state.failWith, { error: 'Failure' });
    const total = query === 'nothing' ? 0 : fakePexelsTotal;
    const first = (page - 1) * perPage;
    const count = Math.max(0, Math.min(perPage, total - first));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const photos = Array.from({ length: count }, (_, i) => {
      const id = 1000 + first + i;
      const src = (size: string) => `${base}/photos/${id}-${size}.jpeg`;
      return {
        id,
        width: 1200,
        height: 800,
        url: `${base}/photo/${id}`,
        photographer: `Photographer ${id}`,
        photographer_url: `${base}/@photographer-${id}`,
        photographer_id: id,
        avg_color: '#7A7A7A',
        src: {
          original: src('large2x'),
          large2x: src('large2x'),
          large: src('large'),
          medium: src('medium'),
          small: src('medium'),
          portrait: src('large'),
          landscape: src('large'),
          tiny: src('tiny'),
        },
        liked: false,
        alt: `${query} ${first + i + 1}`,
      };
    });
    return answer(res, 200, {
      page,
      per_page: perPage,
      photos,
      total_results: total,
      ...(first + count < total ? { next_page: `${base}/search?page=${page + 1}` } : {}),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    searches,
    /** Answers searches this much later (a slow Pexels). */
    delay(ms: number) {
      state.delayMs = ms;
    },
    /** Answers searches with this status (429, 500…), or normally again with undefined. */
    failWith(status: number | undefined) {
      state.failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fake = await startFakePexels();
  const host = new URL(fake.url).host;
  console.log(
    `A fake Pexels is listening. Start the server with:\n  PEXELS_API_URL=${fake.url} PEXELS_API_KEY=${fake.apiKey} FETCH_ALLOW_PRIVATE_HOSTS=${host} npm run dev`,
  );
}
