import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const apiPrefixes = ['/api/', '/healthz', '/realtime', '/dev/'];

// Vite names every file under assets/ after a hash of its content: a new build means new names.
const fingerprinted = '/assets/';
const cacheControlOf = (path: string): string =>
  path.includes(fingerprinted) ? 'public, max-age=31536000, immutable' : 'no-cache';

const notBuiltPage =
  '<!doctype html><title>Coachline</title><p>The web app is not built yet. Run <code>npm run build</code>, or start with <code>npm start</code>, which builds first.</p>';

const portalPage = /^\/portal(\/|\?|$)/;

/**
 * Serves the built SPA from web/dist. The build writes a brotli (.br) and a gzip (.gz) copy
 * beside each file worth compressing, and the one the browser accepts is sent. `/` and any
 * other GET that wants HTML answer index.html so the client router takes over (history
 * fallback), or portal.html under /portal; API paths keep their JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own cache-control (setHeaders) instead of `send`'s `public, max-age=0`.
      cacheControl: false,
      // The compressed copies are served in place of their file, never under their own name.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, path) => {
        res.setHeader('cache-control', cacheControlOf(path));
        // A shared cache must keep the brotli, gzip and plain answers apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const sendIndex = (reply: FastifyReply, page = 'index.html') =>
    hasBuild
      ? reply.sendFile(page)
      : reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(notBuiltPage);

  // The start page answers any GET or HEAD, whatever it accepts: uptime checks ask for it.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  /** Answers a request no route took with index.html when it is a page of the app. */
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (apiPrefixes.some((p) => request.url.startsWith(p))) return undefined;
    if (!(request.headers.accept ?? '').includes('text/html')) return undefined;
    // The contacts' client portal is an app of its own, light enough for a slow phone.
    return sendIndex(reply, portalPage.test(request.url) ? 'portal.html' : 'index.html');
  };
}
