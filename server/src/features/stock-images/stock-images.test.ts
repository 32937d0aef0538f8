import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { maxImageBytes } from '@coachline/contract/constants';
import {
  defaultFreeImageSearch,
  freeImagesResponse,
  imageLibraryMessages as say,
} from '@coachline/contract/image-library';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Resolve } from '../../platform/outbound';
import { buildSignedIn } from '../../test/factories';
import { fakePexelsTotal, startFakePexels } from '../../test/pexels-fake';
import { caller, createTestApp } from '../../test/server';
import { fetchImageByAddress } from './fetch-image';
import { photoOrigins, searchPhotos } from './pexels';
import { stockImages } from './stock-images.service';

const png = await sharp({
  create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 10, b: 10 } },
})
  .png()
  .toBuffer();

/** The addresses tests fetch from: images, pages that are not, redirects and floods. */
const origin = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://origin');
  const redirect = (to: string) => {
    res.writeHead(302, { location: to });
    res.end();
  };
  switch (url.pathname) {
    case '/photo.png':
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end(png);
    case '/page.html':
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end('<html><script>alert(1)</script></html>');
    case '/missing.png':
      res.writeHead(404);
      return res.end();
    case '/declared-huge.png':
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': maxImageBytes + 1 });
      return res.end(png);
    case '/flood.png': {
      // No length given: the cap must stop it while it streams.
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(png);
      const chunk = Buffer.alloc(1024 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < 20 && !res.destroyed) {
          sent += 1;
          if (!res.write(chunk)) return res.once('drain', more);
        }
        res.end();
      };
      return more();
    }
    case '/slow.png':
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(png);
      }, 1_500);
      return;
    case '/to-photo':
      return redirect('/photo.png');
    case '/to-private':
      return redirect('http://10.0.0.1/photo.png');
    case '/to-metadata':
      return redirect('http://169.254.169.254/latest/meta-data/');
    case '/to-other-port':
      return redirect('http://127.0.0.1:9/photo.png');
    case '/to-file':
      return redirect('file:///etc/passwd');
    case '/loop': {
      const hops = Number(url.searchParams.get('hops') ?? 0);
      return redirect(hops > 0 ? `/loop?hops=${hops - 1}` : '/photo.png');
    }
  }
  res.writeHead(404);
  res.end();
});
await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
const originPort = (origin.address() as AddressInfo).port;
const at = (path: string) => `http://127.0.0.1:${originPort}${path}`;

const pexels = await startFakePexels();
afterAll(async () => {
  await pexels.close();
  await new Promise((resolve) => origin.close(resolve));
});

const { app, deps } = await createTestApp({
  PEXELS_API_URL: pexels.url,
  PEXELS_API_KEY: pexels.apiKey,
  FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${originPort}`,
  // One turn, and a deadline shorter than a slow address takes: these calls need neither.
  REQUEST_CONCURRENCY: '1',
  REQUEST_DEADLINE_MS: '1000',
});
const call = caller(app);
const { token } = await buildSignedIn(deps);
const fetchImage = (url: string) => call('POST', '/image-library/fetch', token, { url });

describe('free images', () => {
  it('answers Pexels’ photos in the contract’s shape, paged', async () => {
    const res = await call('GET', '/image-library/free-images?search=yoga&page=2', token);
    expect(res.statusCode).toBe(200);
    const body = freeImagesResponse.parse(res.json());
    expect(body.page).toBe(2);
    expect(body.total_results).toBe(fakePexelsTotal);
    expect(body.last_page).toBe(Math.ceil(fakePexelsTotal / 12));
    expect(body.photos).toHaveLength(12);
    expect(body.photos[0]).toMatchObject({ id: 1012, alt: 'yoga 13', width: 1200, height: 800 });
    expect(body.photos[0]!.src.large2x).toBe(`${pexels.url}/photos/1012-large2x.jpeg`);
    expect(pexels.searches.at(-1)).toEqual({ query: 'yoga', page: 2, perPage: 12 });
  });

  it('looks for Fitness when the search is empty, and answers one page when nothing is found', async () => {
    await call('GET', '/image-library/free-images?search=%20%20', token);
    expect(pexels.searches.at(-1)?.query).toBe(defaultFreeImageSearch);
    const none = await call('GET', '/image-library/free-images?search=nothing', token);
    expect(none.json()).toEqual({ status: 1, photos: [], page: 1, last_page: 1, total_results: 0 });
  });

  it('asks Pexels once for the same search within a few minutes', async () => {
    const before = pexels.searches.length;
    for (const search of ['Boxing', 'boxing', 'Boxing'])
      expect(
        (await call('GET', `/image-library/free-images?search=${search}`, token)).statusCode,
      ).toBe(200);
    await call('GET', '/image-library/free-images?search=Boxing&page=2', token);
    expect(pexels.searches.slice(before).map((s) => [s.query, s.page])).toEqual([
      ['Boxing', 1],
      ['Boxing', 2],
    ]);
  });

  it('answers 502 without the key when Pexels fails', async () => {
    pexels.failWith(429);
    try {
      const res = await call('GET', '/image-library/free-images?search=rowing', token);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: say.freeImagesFailed });
      expect(res.body).not.toContain(pexels.apiKey);
    } finally {
      pexels.failWith(undefined);
    }
  });

  it('answers 503 when no key is set', async () => {
    deps.config.pexelsApiKey = undefined;
    try {
      const res = await call('GET', '/image-library/free-images?search=swim', token);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: say.freeImagesOff });
      expect(res.headers['retry-after']).toBeUndefined();
    } finally {
      deps.config.pexelsApiKey = pexels.apiKey;
    }
  });

  it('lets the page show the photos from where they are, and only with a key', async () => {
    const res = await app.inject({ url: '/login', headers: { accept: 'text/html' } });
    const imgSrc = /img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(imgSrc?.split(' ')).toEqual(["'self'", 'data:', 'blob:', pexels.url]);
    const pexelsApiUrl = 'https://api.pexels.com/v1';
    expect(photoOrigins({ pexelsApiKey: 'key', pexelsApiUrl })).toEqual([
      'https://images.pexels.com',
    ]);
    expect(photoOrigins({ pexelsApiKey: undefined, pexelsApiUrl })).toEqual([]);
  });

  it('refuses bad paging and needs a session', async () => {
    expect((await call('GET', '/image-library/free-images?page=0', token)).statusCode).toBe(422);
    expect((await call('GET', '/image-library/free-images?per_page=81', token)).statusCode).toBe(
      422,
    );
    expect((await call('GET', '/image-library/free-images')).statusCode).toBe(401);
  });

  it('gives up on a Pexels that does not answer in time', async () => {
    pexels.delay(1_000);
    try {
      await expect(
        searchPhotos(
          { apiUrl: pexels.url, apiKey: pexels.apiKey },
          { query: 'slow', page: 1, perPage: 12 },
          100,
        ),
      ).rejects.toThrow(/did not answer/);
    } finally {
      pexels.delay(0);
    }
  });

  it('keeps at most the newest searches, each for a few minutes', async () => {
    let now = 0;
    const images = stockImages(deps, { cacheEntries: 2, cacheMs: 1_000, now: () => now });
    const log = app.log;
    const search = (query: string) =>
      images.freeImages({ search: query, page: 1, per_page: 12 }, log);
    const asked = () => pexels.searches.length;
    const before = asked();
    await search('a');
    await search('b');
    await search('a');
    expect(asked() - before).toBe(2);
    await search('c');
    await search('a');
    expect(asked() - before).toBe(3);
    await search('b');
    expect(asked() - before).toBe(4);
    now = 1_001;
    await search('b');
    expect(asked() - before).toBe(5);
  });
});

describe('fetching an image by its address', () => {
  it('answers the bytes with the type they are, not the one the server claimed', async () => {
    const res = await fetchImage(at('/photo.png'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('follows up to three redirects, vetting each', async () => {
    expect((await fetchImage(at('/to-photo'))).statusCode).toBe(200);
    expect((await fetchImage(at('/loop?hops=2'))).statusCode).toBe(200);
    const tooMany = await fetchImage(at('/loop?hops=3'));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ url: [say.urlFailed] });
  });

  it.each(['/to-private', '/to-metadata', '/to-other-port', '/to-file'])(
    'refuses a redirect to a private address or another scheme (%s)',
    async (path) => {
      const res = await fetchImage(at(path));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ url: [say.urlRefused] });
    },
  );

  it.each([
    'http://127.0.0.1/photo.png',
    `http://127.0.0.1:${originPort + 1}/photo.png`,
    `http://127.0.0.2:${originPort}/photo.png`,
    'http://localhost/',
    'http://2130706433/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://0.0.0.0/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1/',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://224.0.0.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[fe80::1]/',
    'http://[fd00:ec2::254]/',
    'http://[ff02::1]/',
    'ftp://93.184.216.34/photo.png',
    'file:///etc/passwd',
    'gopher://127.0.0.1:6379/_INFO',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    'http://user:secret@93.184.216.34/photo.png',
    'http://93.184.216.34:8080/photo.png',
    'not an address',
  ])('refuses %s without connecting', async (url) => {
    const res = await fetchImage(url);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ url: [say.urlRefused] });
  });

  it('refuses an answer that is not an image, whatever its Content-Type says', async () => {
    const res = await fetchImage(at('/page.html'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ url: [say.urlFailed] });
    expect(res.body).not.toContain('<script>');
  });

  it('says the address failed when it answers an error', async () => {
    const res = await fetchImage(at('/missing.png'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ url: [say.urlFailed] });
  });

  it.each(['/declared-huge.png', '/flood.png'])(
    'stops reading past the size limit (%s)',
    async (path) => {
      const res = await fetchImage(at(path));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ url: [say.tooLarge] });
    },
  );

  it('waits on a slow address without a turn of the API’s line or its deadline, four at once', async () => {
    const slow = Promise.all(Array.from({ length: 5 }, () => fetchImage(at('/slow.png'))));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const meanwhile = await call('GET', '/file/lists', token);
    expect(meanwhile.statusCode).toBe(200);
    const statuses = (await slow).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 503]);
  });

  it('needs a session', async () => {
    expect(
      (await call('POST', '/image-library/fetch', null, { url: at('/photo.png') })).statusCode,
    ).toBe(401);
  });
});

describe('the address vetting', () => {
  const limits = (resolve: Resolve) => ({
    resolve,
    allowPrivate: [`127.0.0.1:${originPort}`],
    maxBytes: maxImageBytes,
    timeoutMs: 2_000,
    maxRedirects: 3,
  });

  it('connects to the address it vetted, never asking DNS again', async () => {
    const answers = [[{ address: '127.0.0.1', family: 4 }], [{ address: '10.0.0.1', family: 4 }]];
    const asked: string[] = [];
    const rebinding: Resolve = async (host) => {
      asked.push(host);
      return answers.shift() ?? [];
    };
    // images.test is no name any resolver knows: only the pinned address can reach the origin.
    const image = await fetchImageByAddress(
      `http://images.test:${originPort}/photo.png`,
      limits(rebinding),
    );
    expect(image.type).toBe('image/png');
    expect(asked).toEqual(['images.test']);
  });

  it('refuses a host with any private address among its public ones', async () => {
    const mixed: Resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    await expect(
      fetchImageByAddress('http://mixed.test/photo.png', limits(mixed)),
    ).rejects.toMatchObject({ fields: { url: [say.urlRefused] } });
  });

  it('refuses a public host on another port, and fails a host without addresses', async () => {
    const publicHost: Resolve = async () => [{ address: '93.184.216.34', family: 4 }];
    await expect(
      fetchImageByAddress('http://public.test:8443/photo.png', limits(publicHost)),
    ).rejects.toMatchObject({ fields: { url: [say.urlRefused] } });
    const nothing: Resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(
      fetchImageByAddress('http://gone.test/photo.png', limits(nothing)),
    ).rejects.toMatchObject({ fields: { url: [say.urlFailed] } });
  });

  it('gives up when the whole fetch takes too long', async () => {
    const slow = createServer(() => undefined);
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const port = (slow.address() as AddressInfo).port;
    try {
      await expect(
        fetchImageByAddress(`http://127.0.0.1:${port}/photo.png`, {
          ...limits(async () => []),
          allowPrivate: [`127.0.0.1:${port}`],
          timeoutMs: 200,
        }),
      ).rejects.toMatchObject({ fields: { url: [say.urlFailed] } });
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});
