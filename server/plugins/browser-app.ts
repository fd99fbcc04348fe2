import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serveTranslations } from './translations';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'dist');
const hashedAssets = path.join(dist, 'assets') + path.sep;

// Vite names every file under dist/assets after its content: a changed file gets a new name, so a copy never goes stale.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html and the unhashed files are revalidated on each load (ETag/Last-Modified), so a release shows at once.
const REVALIDATE = 'no-cache';

/** Paths that never fall back to index.html: a missing asset must answer 404, not HTML the browser cannot run. */
const NOT_CLIENT_ROUTES = ['/api', '/assets/', '/locales/'];

/** The built SPA at / (client routes fall back to index.html) and the UI catalogues at /locales. */
export default fp(async function browserApp(app: FastifyInstance) {
  serveTranslations(app, path.join(root, 'locales'));
  const hasSpa = existsSync(path.join(dist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      // the .br and .gz copies made at build time are chosen by Accept-Encoding, never served under their own names
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', filePath.startsWith(hashedAssets) ? IMMUTABLE : REVALIDATE),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isClientRoute = (request.method === 'GET' || request.method === 'HEAD') && !NOT_CLIENT_ROUTES.some((prefix) => request.url.startsWith(prefix));
    if (hasSpa && isClientRoute) return reply.sendFile('index.html');
    return reply.status(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}.`, code: 'not_found' });
  });
});
