import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Scripts only from this origin (index.html has no inline script); MUI's emotion writes <style> tags at run time,
// hence 'unsafe-inline' for styles; logos are previewed from data: and blob: URLs; the app is never framed and
// frames only the configured Metabase's embedded dashboards.
const policy = (frameOrigins: string[]) =>
  [
    "default-src 'self'",
    "base-uri 'self'",
    "connect-src 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `frame-src ${frameOrigins.length ? frameOrigins.join(' ') : "'none'"}`,
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
  ].join('; ');

/** Headers of every answer (app, API, errors). Set from one table made at start: no per-request work beyond copying it. */
export const securityHeadersFor = (frameOrigins: string[] = []) => ({
  'content-security-policy': policy(frameOrigins),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  // Files (signed links included) may be embedded by this app only.
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-permitted-cross-domain-policies': 'none',
  // Browsers ignore it over plain HTTP, so an install without TLS keeps working.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
});

export default fp(async function securityHeaders(app: FastifyInstance, options: { frameOrigins?: string[] }) {
  const SECURITY_HEADERS = securityHeadersFor(options.frameOrigins);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
});
