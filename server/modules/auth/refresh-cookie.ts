import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Api } from '../../lib/api';
import { httpOnlyCookie, readCookie } from '../../lib/cookies';
import { REFRESH_TOKEN_DAYS } from '../../lib/tokens';

const COOKIE = 'refresh_token';
/** The two routes that read the cookie: it is sent nowhere else. */
const COOKIE_PATHS = ['/api/token/refresh', '/api/logout'];

/**
 * Sent by this product's browser app: "keep my refresh token in an HttpOnly cookie" on the calls that start or renew a
 * session, and "read it from the cookie" on refresh and logout. A page of another site can neither send it without a
 * CORS preflight this server never grants, nor have the SameSite=Strict cookie sent along.
 */
export const REFRESH_COOKIE_HEADER = 'x-refresh-cookie';

export const wantsRefreshCookie = (request: FastifyRequest): boolean => request.headers[REFRESH_COOKIE_HEADER] === '1';

// Secure over https, and always when the app's address is https (a TLS proxy not listed in TRUST_PROXY hides the scheme).
const refreshCookies = (request: FastifyRequest, value: string, maxAgeSeconds: number, httpsApp = false) =>
  COOKIE_PATHS.map((path) =>
    httpOnlyCookie(COOKIE, value, { path, maxAgeSeconds, sameSite: 'Strict', secure: httpsApp || request.protocol === 'https' }),
  );

/** The browser app's refresh token, when it says it sends it by cookie. */
export const cookieRefreshToken = (request: FastifyRequest): string | undefined =>
  wantsRefreshCookie(request) ? readCookie(request, COOKIE) || undefined : undefined;

export const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  reply.header('set-cookie', refreshCookies(request, '', 0));
};

const isTokenPair = (payload: unknown): payload is { access: string; refresh: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { access?: unknown }).access === 'string' &&
  typeof (payload as { refresh?: unknown }).refresh === 'string';

/**
 * Every answer that carries a session's tokens (password sign-in, the two-factor step, single sign-on, refresh) gives the
 * browser app its refresh token in the cookie and an empty `refresh` in the body, so no script of the page ever holds it.
 */
export function keepRefreshTokenInCookie(app: Api, publicUrl: string): void {
  const httpsApp = publicUrl.startsWith('https:');
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!wantsRefreshCookie(request) || !isTokenPair(payload) || payload.refresh === '') return payload;
    reply.header('set-cookie', refreshCookies(request, payload.refresh, REFRESH_TOKEN_DAYS * 86_400, httpsApp));
    return { ...payload, refresh: '' };
  });
}
