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

const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * API answers carry tokens, secrets, recovery codes, signed file links and personal data: no cache keeps them
 * (browser, proxy, back button). A route that means to be cached says so itself (signed file downloads).
 */
const NO_STORE = { 'cache-control': 'no-store' };

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
  // Powerful features the app never uses, off for it and for any frame (clipboard and fullscreen keep their defaults).
  'permissions-policy': PERMISSIONS_POLICY,
});

export default fp(async function securityHeaders(app: FastifyInstance, options: { frameOrigins?: string[] }) {
  const SECURITY_HEADERS = securityHeadersFor(options.frameOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (request.url.startsWith('/api/')) reply.headers(NO_STORE);
    done();
  });
});
