import { vi } from 'vitest';

/** A request as the fake server received it. */
export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: BodyInit | null | undefined;
}

export type FakeServer = (request: ReceivedRequest) => Response | Promise<Response>;

/** Replaces the global fetch with `server`; returns the requests it receives, in order. */
export const installFakeApi = (server: FakeServer): ReceivedRequest[] => {
  const received: ReceivedRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const request = {
      method: init.method ?? 'GET',
      url: new URL(input, window.location.origin),
      headers: new Headers(init.headers),
      body: init.body,
    };
    received.push(request);
    return server(request);
  });
  return received;
};

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** An unsigned JWT: the browser only decodes tokens, the server verifies them. */
export const fakeJwt = (claims: Record<string, unknown>): string => {
  const encode = (part: object) => btoa(JSON.stringify(part)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
};

export const accessToken = (role: 'admin' | 'collaborator' | 'client' = 'admin', userId = 1): string =>
  fakeJwt({ user_id: userId, role, exp: Math.floor(Date.now() / 1000) + 900 });
