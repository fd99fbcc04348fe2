import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { isRole, type Role } from '../../contract/roles';

const ACCESS_COOKIE = 'access_token';
// The refresh token is the server's HttpOnly cookie, out of scripts' reach; this one only says a session may be renewed.
const SESSION_COOKIE = 'session';
const SESSION_DAYS = 14;
/** Where this app kept its refresh token before it moved to the server's cookie. */
const LEGACY_REFRESH_COOKIE = 'refresh_token';

/** A session answer: the app asks for the refresh token in the cookie (X-Refresh-Cookie), so `refresh` comes empty. */
export interface SessionTokens {
  access: string;
  refresh: string;
}

export interface AccessClaims {
  user_id: number;
  role: Role;
  exp?: number;
}

// A browser refuses Secure cookies over plain http, so only https pages can ask for them.
const cookieAttributes = (): Cookies.CookieAttributes => ({
  path: '/',
  secure: window.location.protocol === 'https:',
  sameSite: 'strict',
});

export const storeTokens = ({ access }: Pick<SessionTokens, 'access'>): void => {
  Cookies.set(ACCESS_COOKIE, access, cookieAttributes());
  Cookies.set(SESSION_COOKIE, '1', { ...cookieAttributes(), expires: SESSION_DAYS });
  Cookies.remove(LEGACY_REFRESH_COOKIE, { path: '/' });
};

export const clearTokens = (): void => {
  for (const name of [ACCESS_COOKIE, SESSION_COOKIE, LEGACY_REFRESH_COOKIE]) Cookies.remove(name, { path: '/' });
};

export const readAccessToken = (): string | undefined => Cookies.get(ACCESS_COOKIE);
/** A session this browser may still use or renew (the server decides whether its refresh cookie still works). */
export const hasSession = (): boolean => readAccessToken() !== undefined || Cookies.get(SESSION_COOKIE) !== undefined;

/** The claims of the stored access token, or null when it is missing or unreadable. */
export const readClaims = (): AccessClaims | null => {
  const access = readAccessToken();
  if (!access) return null;
  try {
    const claims = jwtDecode<Partial<AccessClaims>>(access);
    if (typeof claims.user_id !== 'number' || !isRole(claims.role)) return null;
    return { user_id: claims.user_id, role: claims.role, exp: claims.exp };
  } catch {
    return null;
  }
};

/** True while the access token exists and has not expired (exp is in seconds). */
export const hasFreshAccessToken = (now: number = Date.now()): boolean => {
  const claims = readClaims();
  return claims !== null && (claims.exp === undefined || claims.exp * 1000 > now);
};
