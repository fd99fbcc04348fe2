import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseAcceptLanguage, type Language } from '../lib/language';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

export default fp(async function language(app: FastifyInstance) {
  app.decorateRequest('language', 'es');
  app.addHook('onRequest', async (request) => {
    request.language = parseAcceptLanguage(request.headers['accept-language']);
  });
}, { name: 'language' });
