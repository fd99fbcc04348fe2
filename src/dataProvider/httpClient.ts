import { toLanguageTag } from '../i18n/locales';
import { clearTokens, readAccessToken, readRefreshToken, storeTokens, type SessionTokens } from '../authProvider/tokens';
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
  /** Rotates the session tokens; false when the refresh token is missing or refused. */
  refreshSession(): Promise<boolean>;
}

export interface HttpClientOptions {
  baseUrl?: string;
  /** The UI locale (`es_ES`); sent as Accept-Language (`es-ES`). */
  getLocale: () => string;
}

export const createHttpClient = ({ baseUrl = API_BASE_URL, getLocale }: HttpClientOptions): HttpClient => {
  let refreshInFlight: Promise<boolean> | null = null;

  const attempt = async (path: string, request: ApiRequest): Promise<Response> => {
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': toLanguageTag(getLocale()) });
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
    const refresh = readRefreshToken();
    if (!refresh) return false;
    const response = await attempt('/token/refresh', {
      method: 'POST',
      body: { refresh },
      authenticated: false,
    }).catch(() => null);
    // Refused (expired, revoked or unknown): the token is dead, so it is forgotten; unreachable: kept for later.
    if (response && response.status >= 400 && response.status < 500) clearTokens();
    if (!response?.ok) return false;
    storeTokens((await response.json()) as SessionTokens);
    return true;
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
