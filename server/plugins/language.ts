import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseAcceptLanguage, type Language } from '../lib/language';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

export default fp(
  async function language(app: FastifyInstance) {
    app.decorateRequest('language', 'es');
    // Hooks on every request are synchronous: an async one costs a promise and a microtask each time.
    app.addHook('onRequest', (request, _reply, done) => {
      request.language = parseAcceptLanguage(request.headers['accept-language']);
      done();
    });
  },
  { name: 'language' },
);
