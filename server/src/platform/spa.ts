import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const apiPrefixes = ['/api/', '/healthz', '/realtime', '/dev/'];

/**
 * Serves the built SPA from web/dist; any other GET that wants HTML answers index.html so the
 * client router takes over (history fallback). API paths keep their JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const indexPath = join(webDist, 'index.html');
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : undefined;
  return (url: string, method: string, acceptsHtml: boolean): string | undefined => {
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    if (apiPrefixes.some((p) => url.startsWith(p)) || !acceptsHtml) return undefined;
    return (
      indexHtml ??
      '<!doctype html><title>Coachline</title><p>The web app is not built yet. Run <code>npm run build</code>, or start with <code>npm start</code>, which builds first.</p>'
    );
  };
}
