import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@dsb/core';
import { DEFAULT_WEB_DIST_DIR } from '../../platform/config/paths';

const API_PREFIXES = ['/api/', '/auth/'];

/** Relative paths of every file in the built web app; anything else falls back to index.html. */
function listFiles(root: string, dir = root, out = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) listFiles(root, full, out);
    else out.add('/' + path.relative(root, full).split(path.sep).join('/'));
  }
  return out;
}

/** Serves the built single-page app, with client routes (/grid, /tool ...) answered by index.html. */
export default async function webRoutes(app: FastifyInstance) {
  const root = app.config.webDistDir ?? DEFAULT_WEB_DIST_DIR;
  const built = existsSync(path.join(root, 'index.html'));
  if (built) await app.register(fastifyStatic, { root, serve: false });
  const files = built ? listFiles(root) : new Set<string>();

  // Never shed under load: a page whose scripts were refused cannot show "busy, retrying".
  app.get('/*', { config: { access: 'public', neverShed: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (
      API_PREFIXES.some((p) => urlPath.startsWith(p)) ||
      urlPath === '/api' ||
      urlPath === '/auth'
    ) {
      return reply.status(404).send({ error: MESSAGES.notFound });
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build`, then restart the server.');
    }
    // A missing script or stylesheet must be a 404, not the app's HTML with status 200.
    if (urlPath.startsWith('/assets/') && !files.has(urlPath)) {
      return reply.status(404).send({ error: MESSAGES.notFound });
    }
    if (files.has(urlPath) && urlPath !== '/index.html') {
      const immutable = urlPath.startsWith('/assets/');
      return reply.sendFile(urlPath.slice(1), {
        maxAge: immutable ? 365 * 24 * 3600 * 1000 : 0,
        immutable,
      });
    }
    // cacheControl: false, or send replaces our no-cache with its own `public, max-age=0`.
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });
}
