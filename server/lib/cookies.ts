import type { FastifyRequest } from 'fastify';

/** The value of one cookie the browser sent, or undefined. */
export const readCookie = (request: FastifyRequest, name: string): string | undefined =>
  request.headers.cookie
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  sameSite: 'Strict' | 'Lax';
  secure: boolean;
}

/** A Set-Cookie value that scripts cannot read (HttpOnly); an empty value with no age removes the cookie. */
export const httpOnlyCookie = (name: string, value: string, { path, maxAgeSeconds, sameSite, secure }: CookieOptions): string =>
  [`${name}=${value}`, `Path=${path}`, 'HttpOnly', `SameSite=${sameSite}`, `Max-Age=${maxAgeSeconds}`]
    .concat(secure ? ['Secure'] : [])
    .join('; ');
