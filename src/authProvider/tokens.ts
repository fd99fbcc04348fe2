import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { isRole, type Role } from '../../contract/roles';

const ACCESS_COOKIE = 'access_token';
const REFRESH_COOKIE = 'refresh_token';

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

export const storeTokens = ({ access, refresh }: SessionTokens): void => {
  Cookies.set(ACCESS_COOKIE, access, cookieAttributes());
  Cookies.set(REFRESH_COOKIE, refresh, cookieAttributes());
};

export const clearTokens = (): void => {
  Cookies.remove(ACCESS_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_COOKIE, { path: '/' });
};

export const readAccessToken = (): string | undefined => Cookies.get(ACCESS_COOKIE);
export const readRefreshToken = (): string | undefined => Cookies.get(REFRESH_COOKIE);

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
