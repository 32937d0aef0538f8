import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/server';
import { registerSpa } from './spa';

const indexHtml = '<!doctype html><title>Coachline</title><div id="root"></div>';
const script = 'export const greeting = "hello";\n'.repeat(50);

/** A built web app as `vite build` leaves it: fingerprinted assets with their compressed copies. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'coachline-spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(indexHtml));
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js'), script);
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the built web app', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = webDist();
    app = Fastify();
    const fallback = await registerSpa(app, dist);
    app.setNotFoundHandler((request, reply) => fallback(request, reply) ?? reply.code(404).send());
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('sends the brotli copy of an asset to a browser that accepts it, else gzip, else plain', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.rawPayload).toEqual(brotliCompressSync(script));
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('lets browsers keep fingerprinted assets for a year, and revalidate everything else', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': encoding });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('never lets index.html be cached, from / or from any page of the app', async () => {
    for (const url of ['/', '/contacts', '/contacts/42/edit', '/index.html']) {
      const res = await get(url, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      // Only a gzip copy of index.html was built, so that is what a brotli browser gets.
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('answers HEAD / with 200 and no body, whatever the request accepts', async () => {
    for (const accept of ['*/*', 'text/html', 'application/json']) {
      const res = await app.inject({ method: 'HEAD', url: '/', headers: { accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-type'], accept).toMatch(/^text\/html/);
      expect(res.payload).toBe('');
    }
  });

  it('does not serve the compressed copies under their own names', async () => {
    expect((await get('/assets/index-Ab12Cd34.js.br')).statusCode).toBe(404);
    expect((await get('/index.html.gz')).statusCode).toBe(404);
  });

  it('answers a missing asset with a 404, not with the app', async () => {
    expect((await get('/assets/gone-00000000.js')).statusCode).toBe(404);
  });
});

describe('the start page of the whole app', () => {
  it('answers GET and HEAD / with 200, never cached, built or not', async () => {
    const { app } = await createTestApp();
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/', headers: { accept: '*/*' } });
      expect(res.statusCode, method).toBe(200);
      expect(res.headers['content-type'], method).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], method).toBe('no-cache');
    }
  });

  it('says how to build the web app when there is no build', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'coachline-spa-'));
    const bare = Fastify();
    await registerSpa(bare, empty);
    const res = await bare.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toMatch(/npm run build/);
    await bare.close();
    rmSync(empty, { recursive: true, force: true });
  });
});
