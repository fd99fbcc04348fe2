import { toLanguageTag } from '../i18n/locales';
import { clearTokens, hasFreshAccessToken, hasSession, readAccessToken, storeTokens, type SessionTokens } from '../authProvider/tokens';
import { apiErrorFromResponse, noResponseError } from './apiError';
import { toRequestBody, type Payload } from './requestBody';

export const API_BASE_URL = '/api';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: URLSearchParams;
  body?: Payload;
  /** Send the body as a multipart form even without a file (endpoints that take forms). */
  multipart?: boolean;
  /** False for calls made without a session (login, refresh). */
  authenticated?: boolean;
  signal?: AbortSignal;
}

export interface HttpClient {
  /** The successful Response; any other answer is thrown as an ApiError. */
  send(path: string, request?: ApiRequest): Promise<Response>;
  /** The parsed JSON answer (undefined for 204). */
  json<T>(path: string, request?: ApiRequest): Promise<T>;
  /** Renews the access token with the refresh cookie; false when there is no session or the server refuses it. */
  refreshSession(): Promise<boolean>;
}

export interface HttpClientOptions {
  baseUrl?: string;
  /** The UI locale (`es_ES`); sent as Accept-Language (`es-ES`). */
  getLocale: () => string;
}

/** One tab renews the session at a time (Web Locks): the tabs share one refresh cookie, and a rotated one works once. */
const inTurn = (work: () => Promise<boolean>): Promise<boolean> =>
  'locks' in navigator ? navigator.locks.request('session-refresh', work).then((renewed) => renewed) : work();

export const createHttpClient = ({ baseUrl = API_BASE_URL, getLocale }: HttpClientOptions): HttpClient => {
  let refreshInFlight: Promise<boolean> | null = null;

  const attempt = async (path: string, request: ApiRequest): Promise<Response> => {
    // X-Refresh-Cookie: the refresh token travels in the server's HttpOnly cookie; a cross-site page cannot send this header.
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': toLanguageTag(getLocale()), 'X-Refresh-Cookie': '1' });
    const access = readAccessToken();
    if (request.authenticated !== false && access) headers.set('Authorization', `Bearer ${access}`);
    const body = request.body ? toRequestBody(request.body, { multipart: request.multipart }) : undefined;
    // FormData sets its own multipart boundary header.
    if (typeof body === 'string') headers.set('Content-Type', 'application/json');
    const query = request.query?.toString();
    try {
      return await fetch(`${baseUrl}${path}${query ? `?${query}` : ''}`, {
        method: request.method ?? 'GET',
        headers,
        body,
        signal: request.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw noResponseError();
    }
  };

  const refreshOnce = async (): Promise<boolean> => {
    const stale = readAccessToken();
    // Renewed by another tab while this one waited (or was refused the cookie that tab had just rotated).
    const renewedElsewhere = () => readAccessToken() !== stale && hasFreshAccessToken();
    return inTurn(async () => {
      if (renewedElsewhere()) return true;
      if (!hasSession()) return false;
      const response = await attempt('/token/refresh', { method: 'POST', body: {}, authenticated: false }).catch(() => null);
      if (response?.ok) {
        storeTokens((await response.json()) as SessionTokens);
        return true;
      }
      if (renewedElsewhere()) return true;
      // Refused (expired, revoked or unknown): the session is over here, so it is forgotten; unreachable: kept for later.
      if (response && response.status >= 400 && response.status < 500) clearTokens();
      return false;
    });
  };

  // Parallel 401s share one refresh: the server revokes a refresh token once it is used.
  const refreshSession = (): Promise<boolean> => {
    refreshInFlight ??= refreshOnce().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  };

  const send = async (path: string, request: ApiRequest = {}): Promise<Response> => {
    let response = await attempt(path, request);
    if (response.status === 401 && request.authenticated !== false && (await refreshSession())) {
      response = await attempt(path, request);
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    return response;
  };

  const json = async <T>(path: string, request?: ApiRequest): Promise<T> => {
    const response = await send(path, request);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };

  return { send, json, refreshSession };
};
