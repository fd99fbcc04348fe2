import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { askedLanguage } from './errors';
import { serveTranslations } from './translations';
import { projectRoot } from '../lib/project-root';
import { message, word } from '../lib/messages';

const dist = path.join(projectRoot, 'dist');
const hashedAssets = path.join(dist, 'assets') + path.sep;

// Vite names every file under dist/assets after its content: a changed file gets a new name, so a copy never goes stale.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html and the unhashed files are revalidated on each load (ETag/Last-Modified), so a release shows at once.
const REVALIDATE = 'no-cache';
const COMPRESSED_COPY = /\.(br|gz)$/;

/** Paths that never fall back to index.html: a missing asset must answer 404, not HTML the browser cannot run. */
const NOT_CLIENT_ROUTES = ['/api', '/assets/', '/locales/'];

/** The built SPA at / (client routes fall back to index.html) and the UI catalogues at /locales. */
export default fp(async function browserApp(app: FastifyInstance) {
  serveTranslations(app, path.join(projectRoot, 'locales'));
  const hasSpa = existsSync(path.join(dist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      // One route that looks the file up on request, rather than a route per built file globbed at start-up;
      // a missing file falls through to the not-found handler below.
      wildcard: true,
      // the .br and .gz copies made at build time are chosen by Accept-Encoding, never served under their own names
      preCompressed: true,
      allowedPath: (pathName) => !COMPRESSED_COPY.test(pathName),
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', filePath.startsWith(hashedAssets) ? IMMUTABLE : REVALIDATE),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isClientRoute =
      (request.method === 'GET' || request.method === 'HEAD') && !NOT_CLIENT_ROUTES.some((prefix) => request.url.startsWith(prefix));
    if (hasSpa && isClientRoute) return reply.sendFile('index.html');
    const detail = message('request.noRoute', { method: request.method, path: request.url.split('?')[0]! });
    return reply.status(404).send({ detail: word(askedLanguage(request) ?? 'en', detail), code: 'not_found' });
  });
});
