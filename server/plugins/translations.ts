import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Not hashed: a short freshness spares reloads a request, then the ETag answers 304.
const CACHE_CONTROL = 'public, max-age=60';

interface Translation {
  mtimeMs: number;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** True when Accept-Encoding lists the encoding without q=0. */
const accepts = (header: string | undefined, encoding: string) =>
  (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    return name === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });

/**
 * The UI catalogues at /locales/{language}/{namespace}.json, brotli or gzip by Accept-Encoding. They are read and
 * compressed once, again only when the file changes, so an edited catalogue shows without a build or a restart.
 */
export function serveTranslations(app: FastifyInstance, folder: string) {
  // Only the files present at start are served: a URL never reaches the file system unchecked.
  const files = new Map<string, string>();
  for (const language of readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const name of readdirSync(path.join(folder, language.name)).filter((file) => file.endsWith('.json'))) {
      files.set(`${language.name}/${name}`, path.join(folder, language.name, name));
    }
  }
  const loaded = new Map<string, Translation>();
  const load = async (file: string): Promise<Translation> => {
    const { mtimeMs } = await stat(file);
    const known = loaded.get(file);
    if (known?.mtimeMs === mtimeMs) return known;
    const identity = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const translation = { mtimeMs, etag: `"${createHash('sha256').update(identity).digest('base64url')}"`, identity, br, gzip: gz };
    loaded.set(file, translation);
    return translation;
  };

  app.get<{ Params: { language: string; name: string } }>(
    '/locales/:language/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = files.get(`${request.params.language}/${request.params.name}`);
      if (!file) return reply.callNotFound();
      const translation = await load(file);
      reply.header('cache-control', CACHE_CONTROL).header('etag', translation.etag).header('vary', 'accept-encoding');
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === translation.etag)) {
        return reply.code(304).send();
      }
      reply.type('application/json; charset=utf-8');
      const acceptEncoding = request.headers['accept-encoding'];
      if (accepts(acceptEncoding, 'br')) return reply.header('content-encoding', 'br').send(translation.br);
      if (accepts(acceptEncoding, 'gzip')) return reply.header('content-encoding', 'gzip').send(translation.gzip);
      return reply.send(translation.identity);
    },
  );
}
