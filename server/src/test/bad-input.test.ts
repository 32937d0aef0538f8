import { type Endpoint, endpointUrl } from '@coachline/contract/endpoint';
import { allEndpoints } from '@coachline/contract/endpoints';
import { messages } from '@coachline/contract/messages';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggableError, registerErrorHandler } from '../platform/errors';
import {
  bearer,
  buildContact,
  buildPortalSession,
  buildSignedIn,
  checkoutTokenFor,
} from './factories';
import { createTestApp } from './server';
import { overSocket } from './socket';

/**
 * Bad input never becomes a 500: a NUL character, which PostgreSQL text cannot store, answers
 * 422 in any query or body of any endpoint (404 in a path, which then names no row); so do
 * bodies that break their own format (nested past any schema, multipart cut short).
 */
const { app, deps } = await createTestApp();
const { token, locations } = await buildSignedIn(deps, { locations: ['Home'] });
const headers = bearer(token, { 'accessed-location-id': locations[0]!.id });
// The checkout API takes a checkout token, made from the same session.
const checkoutHeaders = bearer(await checkoutTokenFor(deps, token), {
  'accessed-location-id': locations[0]!.id,
});
const send = await overSocket(app, 5_000);
const contact = await buildContact(deps, { accountId: locations[0]!.id });
// A contact's portal calls take a portal session, not a user's.
const portal = await buildPortalSession(deps, locations[0]!.id);
const portalHeaders = bearer(portal.token);

/** Every path param filled with a plausible id. */
const filled = (path: string) =>
  Object.fromEntries([...path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => [name!, 1]));

/** The caller's headers for the endpoint's API and access. */
const headersFor = (endpoint: Endpoint) =>
  endpoint.access === 'contact'
    ? portalHeaders
    : endpoint.base === 'checkout'
      ? checkoutHeaders
      : headers;

describe('a NUL character', () => {
  it.each(allEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s answers 422 for it in the query or body',
    async (_key, endpoint) => {
      const url = endpointUrl(endpoint, filled(endpoint.path));
      const res = await app.inject({
        method: endpoint.method,
        url: `${url}?search=a%00b`,
        headers: headersFor(endpoint),
        ...(endpoint.method === 'GET' ? {} : { payload: { name: 'a\u0000b' } }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ search: ['must not contain NUL characters'] });
      if (endpoint.method === 'GET') return;
      const inBody = await app.inject({
        method: endpoint.method,
        url,
        headers: headersFor(endpoint),
        payload: { name: 'a\u0000b' },
      });
      expect(inBody.statusCode).toBe(422);
      expect(inBody.json().errors).toEqual({ name: ['must not contain NUL characters'] });
    },
  );

  it('in a path names no row', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v3/contact/1%00/fetch', headers });
    expect(res.statusCode).toBe(404);
  });
});

describe('database errors', () => {
  it('answers 422 for text the database cannot store', async () => {
    const bare = Fastify();
    registerErrorHandler(bare);
    bare.get('/', () => {
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code: '22021',
      });
    });
    const res = await bare.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(422);
    await bare.close();
  });

  it('are logged without the statement’s parameters', () => {
    const cause = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const error = new DrizzleQueryError(
      'insert into users (email, password_hash) values ($1, $2)',
      ['coach@example.test', '$argon2id$secret-hash'],
      cause,
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('insert into users');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('coach@example.test');
    expect(logged).not.toContain('secret-hash');
  });
});

describe('a body that breaks its own format', () => {
  it('answers 422 for JSON nested a hundred thousand levels deep', async () => {
    const depth = 100_000;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/contact/save',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    });
    expect(res.statusCode).toBe(422);
  });

  const uploads = [
    ['PATCH', `/api/v3/contact/${contact.id}/update-photo`, 'photo'],
    ['POST', '/api/v3/contact/map-csv-field', 'file'],
    ['POST', '/api/v3/file/upload', 'files'],
    ['POST', '/api/v3/image-library/upload', 'image'],
    ['POST', '/api/v3/image-library/bulk-upload', 'images'],
  ] as const;
  const boundary = 'cut-short';
  const multipart = { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` };
  const filePart = (field: string, name = 'contacts.csv', content = 'Email\nann@example.test') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
    `Content-Type: text/csv\r\n\r\n${content}\r\n`;

  // Over a real socket: `app.inject` never finishes a multipart body cut short.
  it.each(uploads)(
    '%s %s answers 422 for a multipart body cut short',
    async (method, url, field) => {
      const res = await send(method, url, multipart, filePart(field));
      expect(res.status).toBe(422);
      expect(JSON.parse(res.body).errors).toEqual({ body: [messages.brokenUpload] });
    },
  );

  it.each(uploads)(
    '%s %s answers 422 for multipart without a boundary',
    async (method, url, field) => {
      const res = await send(
        method,
        url,
        { ...headers, 'content-type': 'multipart/form-data' },
        `${filePart(field)}--${boundary}--\r\n`,
      );
      expect(res.status).toBe(422);
      expect(JSON.parse(res.body).errors).toEqual({ body: [messages.brokenUpload] });
    },
  );

  it.each(uploads)(
    '%s %s leaves the connection usable when parts follow the file it reads',
    async (method, url, field) => {
      const rest = filePart('more', 'more.csv', 'x'.repeat(1_000_000));
      const res = await send(
        method,
        url,
        multipart,
        `${filePart(field)}${rest}--${boundary}--\r\n`,
      );
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(500);
      expect(await send('GET', '/healthz')).toMatchObject({ status: 200 });
    },
  );
});
