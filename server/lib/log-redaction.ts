import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

// Paths whose last segment is a bearer secret: reset and invitation links (API and browser page), calendar links.
const SECRET_PATHS: [RegExp, string][] = [
  [/^(\/api\/password\/link\/)[^/?#]+/, `$1${REDACTED}`],
  [/^(\/set-password\/)[^/?#]+/, `$1${REDACTED}`],
  [/^(\/api\/agenda\/feed\/)[^/?#]+?(\.ics)?(?=$|[/?#])/, `$1${REDACTED}$2`],
];

// Query parameters that authorise by themselves: file signatures, single-sign-on codes and state, any token or secret.
const SECRET_PARAMETER = /^(signature|code|state|token|id_token|access_token|refresh_token|secret|password|key)$|token|secret|password/i;

// A path segment that looks like a random token (32 bytes in base64url and longer), wherever it appears.
const TOKEN_LIKE = /(?<=\/)[A-Za-z0-9_-]{40,}(?=$|[/?#.])/g;

/** A request's URL fit for the log: secrets in its path and query are replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt < 0 ? url : url.slice(0, queryAt);
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  path = path.replace(TOKEN_LIKE, REDACTED);
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as sent
      }
      return SECRET_PARAMETER.test(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer (what "incoming request" and error lines show), with the URL redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
