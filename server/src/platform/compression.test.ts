import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer, buildContact, buildSignedIn } from '../test/factories';
import { createTestApp } from '../test/server';

const { app, deps } = await createTestApp();
const { accountId, token } = await buildSignedIn(deps);
for (let i = 0; i < 10; i++) await buildContact(deps, { accountId });

const list = (acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v3/contact/list',
    headers: { ...bearer(token), ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
  });

describe('compressed API answers', () => {
  it('compresses an answer past a kilobyte with brotli or gzip, as the client accepts', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a short answer as it is', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v3/notification/unread-count',
      headers: { ...bearer(token), 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
