import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { refreshTokens, userSessions } from '../../server/db/schema';
import { hashToken } from '../../server/lib/tokens';
import { ApiClient, type Answer } from './support/client';
import { PASSWORD, startTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The header with which this product's browser app asks for (and presents) the refresh token in a cookie. */
const BROWSER_APP = { 'x-refresh-cookie': '1' };

const cookiesOf = (answer: Answer) => answer.headers.getSetCookie();
/** The refresh token a browser would now hold: the value of the Set-Cookie for the refresh route. */
const refreshCookieOf = (answer: Answer) =>
  cookiesOf(answer)
    .find((cookie) => cookie.includes('Path=/api/token/refresh'))
    ?.split(';')[0]!
    .split('=')[1];

const signInBrowser = (email: string) => t.api.post('/api/login', { json: { email, password: PASSWORD }, headers: BROWSER_APP });
const signInApi = async (email: string) =>
  (await t.api.post('/api/login', { json: { email, password: PASSWORD } })).body as { access: string; refresh: string };
const refreshWithCookie = (token: string, headers: Record<string, string> = BROWSER_APP) =>
  t.api.post('/api/token/refresh', { json: {}, headers: { ...headers, cookie: `refresh_token=${token}` } });
const refresh = (token: string) => t.api.post('/api/token/refresh', { json: { refresh: token } });
const profileWith = (access: string) => t.api.get('/api/profile', { token: access });

describe('the browser app’s refresh token, in an HttpOnly cookie', () => {
  it('is set on the two token routes only, HttpOnly and SameSite=Strict, and the body carries an empty refresh', async () => {
    const answer = await signInBrowser(t.collaborator.email);
    expect(answer.status).toBe(200);
    expect(answer.body.refresh).toBe('');
    expect((await profileWith(answer.body.access)).status).toBe(200);
    const cookies = cookiesOf(answer);
    expect(cookies.map((cookie) => /Path=([^;]+)/.exec(cookie)![1]).sort()).toEqual(['/api/logout', '/api/token/refresh']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^refresh_token=[\w-]{40,};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).not.toContain('Secure');
    }
  });

  it('is Secure when the request came over https (through a trusted proxy), or whenever the app’s address is https', async () => {
    const behindProxy = await buildApp({ config: { ...t.config, trustProxy: ['127.0.0.1'] }, db: t.database.db, logger: false });
    try {
      const answer = await behindProxy.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...BROWSER_APP, 'x-forwarded-proto': 'https' },
        payload: { email: t.client.email, password: PASSWORD },
      });
      expect(answer.statusCode).toBe(200);
      const cookies = [answer.headers['set-cookie']].flat();
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) expect(cookie).toContain('Secure');
    } finally {
      await behindProxy.close();
    }
    const httpsApp = await buildApp({ config: { ...t.config, publicUrl: 'https://app.test' }, db: t.database.db, logger: false });
    try {
      const answer = await httpsApp.inject({
        method: 'POST',
        url: '/api/login',
        headers: BROWSER_APP,
        payload: { email: t.client.email, password: PASSWORD },
      });
      const cookies = [answer.headers['set-cookie']].flat();
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) expect(cookie).toContain('Secure');
    } finally {
      await httpsApp.close();
    }
  });

  it('stays in the body for API clients that do not ask for the cookie', async () => {
    const answer = await t.api.post('/api/login', { json: { email: t.client.email, password: PASSWORD } });
    expect(answer.body.refresh).toMatch(/^[\w-]{40,}$/);
    expect(cookiesOf(answer)).toEqual([]);
  });

  it('renews the session from the cookie, with a new cookie and an empty refresh in the body', async () => {
    const first = await signInBrowser(t.admin.email);
    const renewed = await refreshWithCookie(refreshCookieOf(first)!);
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh).toBe('');
    expect(decodeJwt(renewed.body.access).sid).toBe(decodeJwt(first.body.access).sid);
    const next = refreshCookieOf(renewed);
    expect(next).toBeTruthy();
    expect(next).not.toBe(refreshCookieOf(first));
    expect((await refreshWithCookie(next!)).status).toBe(200);
  });

  it('is read only with the custom header (a cross-site form cannot send it): without it the field is asked for', async () => {
    const session = await signInBrowser(t.admin.email);
    const forged = await refreshWithCookie(refreshCookieOf(session)!, {});
    expect(forged.status).toBe(400);
    expect(forged.body.fields).toHaveProperty('refresh');
    const noCookie = await t.api.post('/api/token/refresh', { json: {}, headers: BROWSER_APP });
    expect(noCookie.status).toBe(401);
    expect(noCookie.body.code).toBe('token_not_valid');
  });

  it('ends the session at logout and clears the cookie on both paths', async () => {
    const session = await signInBrowser(t.collaborator.email);
    const token = refreshCookieOf(session)!;
    const out = await t.api.post('/api/logout', { json: {}, headers: { ...BROWSER_APP, cookie: `refresh_token=${token}` } });
    expect(out.status).toBe(204);
    const cleared = cookiesOf(out);
    expect(cleared).toHaveLength(2);
    for (const cookie of cleared) expect(cookie).toMatch(/^refresh_token=;.*Max-Age=0/);
    expect((await refreshWithCookie(token)).status).toBe(401);
    expect((await profileWith(session.body.access)).status).toBe(401);
  });

  it('does not sign out without the header: the logout asks for the token', async () => {
    const session = await signInBrowser(t.collaborator.email);
    const token = refreshCookieOf(session)!;
    const forged = await t.api.post('/api/logout', { json: {}, headers: { cookie: `refresh_token=${token}` } });
    expect(forged.status).toBe(400);
    expect(forged.body.fields).toHaveProperty('refreshToken');
    expect((await refreshWithCookie(token)).status).toBe(200);
  });
});

describe('a rotated refresh token presented again', () => {
  /** Moves a rotated token's rotation into the past, as if its reuse came that much later. */
  const rotatedAgo = (token: string, seconds: number) =>
    t.database.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(refreshTokens.tokenHash, hashToken(token)));

  it('ends its whole session: the newer refresh token and every access token stop working', async () => {
    const user = await t.createUser('collaborator');
    const first = await signInApi(user.email);
    const second = (await refresh(first.refresh)).body as { access: string; refresh: string };
    await rotatedAgo(first.refresh, 60);
    const reused = await refresh(first.refresh);
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('token_not_valid');
    expect((await refresh(second.refresh)).status).toBe(401);
    for (const access of [first.access, second.access]) expect((await profileWith(access)).status).toBe(401);
    // The user's other sessions go on.
    expect((await profileWith(user.token)).status).toBe(200);
  });

  it('within a few seconds (two tabs refreshing at once) is refused, and the session goes on', async () => {
    const first = await signInBrowser(t.client.email);
    const token = refreshCookieOf(first)!;
    const [one, other] = await Promise.all([refreshWithCookie(token), refreshWithCookie(token)]);
    expect([one.status, other.status].sort()).toEqual([200, 401]);
    const winner = one.status === 200 ? one : other;
    expect((await profileWith(winner.body.access)).status).toBe(200);
    expect((await refreshWithCookie(refreshCookieOf(winner)!)).status).toBe(200);
  });
});

describe('the absolute session lifetime (SESSION_MAX_DAYS, 30 by default)', () => {
  const startedDaysAgo = (access: string, days: number) =>
    t.database.db
      .update(userSessions)
      .set({ createdAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(userSessions.id, String(decodeJwt(access).sid)));

  it('refuses to refresh a session signed in longer ago, however recently it was refreshed, and its access tokens stop', async () => {
    // A process that has not read the session yet (no cache), as another instance behind the load balancer.
    const fresh = await buildApp({ config: { ...t.config, sessionCacheSeconds: 0 }, db: t.database.db, logger: false });
    const freshApi = new ApiClient(await fresh.listen({ port: 0, host: '127.0.0.1' }));
    try {
      const old = await signInApi(t.collaborator.email);
      const renewed = (await refresh(old.refresh)).body as { access: string; refresh: string };
      await startedDaysAgo(old.access, 31);
      const refused = await refresh(renewed.refresh);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('token_not_valid');
      expect((await freshApi.get('/api/profile', { token: renewed.access })).status).toBe(401);

      const recent = await signInApi(t.collaborator.email);
      await startedDaysAgo(recent.access, 29);
      expect((await freshApi.get('/api/profile', { token: recent.access })).status).toBe(200);
      expect((await refresh(recent.refresh)).status).toBe(200);
      const listed = await t.api.get('/api/profile/sessions?pageSize=100', { token: recent.access });
      const ids = listed.body.results.map((row: { id: string }) => row.id);
      expect(ids).toContain(decodeJwt(recent.access).sid);
      expect(ids).not.toContain(decodeJwt(old.access).sid);
    } finally {
      await fresh.close();
    }
  });

  it('follows the setting', async () => {
    const strict = await buildApp({ config: { ...t.config, sessionMaxDays: 1 }, db: t.database.db, logger: false });
    const strictApi = new ApiClient(await strict.listen({ port: 0, host: '127.0.0.1' }));
    try {
      const session = await signInApi(t.client.email);
      await startedDaysAgo(session.access, 2);
      expect((await strictApi.post('/api/token/refresh', { json: { refresh: session.refresh } })).status).toBe(401);
    } finally {
      await strict.close();
    }
  });
});
