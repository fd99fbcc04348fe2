import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { userSessions } from '../../server/db/schema';
import { ApiClient } from './support/client';
import { PASSWORD, startTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.api.post('/api/login', { json: { email, password } });
const signIn = async (email: string) => (await login(email, PASSWORD)).body as { access: string; refresh: string };
const refresh = (token: string) => t.api.post('/api/token/refresh', { json: { refresh: token } });
const logout = (token: string) => t.api.post('/api/logout', { json: { refreshToken: token } });

describe('POST /api/login', () => {
  it('answers an access token carrying user_id, role and its session, and a refresh token', async () => {
    const answer = await login(t.collaborator.email, PASSWORD);
    expect(answer.status).toBe(200);
    expect(decodeJwt(answer.body.access)).toMatchObject({
      user_id: t.collaborator.id,
      role: 'collaborator',
      token_type: 'access',
      sid: expect.any(String),
    });
    expect(answer.body.refresh).toEqual(expect.any(String));
  });

  it('opens a new session at each login', async () => {
    const [first, second] = [await signIn(t.client.email), await signIn(t.client.email)];
    expect(decodeJwt(first.access).sid).not.toBe(decodeJwt(second.access).sid);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    expect((await login(`  ${t.client.email.toUpperCase()} `, PASSWORD)).status).toBe(200);
  });

  it('gives the same 401 for an unknown e-mail and for a wrong password', async () => {
    const unknown = await login('nobody@test.example', PASSWORD);
    const wrong = await login(t.admin.email, 'wrong-password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.code).toBe('invalid_credentials');
  });

  it('names the missing field with 400, in Spanish when no language is asked for', async () => {
    const answer = await t.api.post('/api/login', { json: { email: t.admin.email } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ password: 'Este campo es obligatorio.' });
    const english = await t.api.post('/api/login', { json: { email: t.admin.email }, headers: { 'accept-language': 'en' } });
    expect(english.body.fields).toEqual({ password: 'This field is required.' });
  });
});

describe('access tokens', () => {
  const secret = () => new TextEncoder().encode(t.config.jwtSecret);
  const claimsOf = (token: string) => decodeJwt(token);

  it('are the standard HS256 format: one signed by another JWT library with the same secret is accepted', async () => {
    const { user_id, role, sid } = claimsOf(t.admin.token);
    const foreign = await new SignJWT({ user_id, role, sid, token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(secret());
    expect((await t.api.get('/api/profile', { token: foreign })).status).toBe(200);
  });

  it('are refused when expired, of another algorithm or type, or without a session', async () => {
    const { user_id, role, sid } = claimsOf(t.admin.token);
    const signed = (claims: Record<string, unknown>, alg = 'HS256', expires: number | string = '1m') =>
      new SignJWT(claims).setProtectedHeader({ alg }).setIssuedAt().setExpirationTime(expires).sign(secret());
    const refused = [
      await signed({ user_id, role, sid, token_type: 'access' }, 'HS256', Math.floor(Date.now() / 1000) - 1),
      await signed({ user_id, role, sid, token_type: 'access' }, 'HS512'),
      await signed({ user_id, role, sid, token_type: 'refresh' }),
      await signed({ user_id, role, token_type: 'access' }),
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${t.admin.token.split('.')[1]}.`,
      `${t.admin.token}x`,
    ];
    for (const token of refused) {
      const answer = await t.api.get('/api/profile', { token });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('token_not_valid');
    }
  });
});

describe('POST /api/token/refresh', () => {
  it('rotates within the session: the new pair works, names the same session, and the old refresh token is refused', async () => {
    const first = await signIn(t.admin.email);
    const second = await refresh(first.refresh);
    expect(second.status).toBe(200);
    expect(decodeJwt(second.body.access).sid).toBe(decodeJwt(first.access).sid);
    expect((await t.api.get('/api/profile', { token: second.body.access })).status).toBe(200);
    const reused = await refresh(first.refresh);
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('token_not_valid');
  });

  it('refuses an unknown token and names a missing one', async () => {
    expect((await refresh('made-up')).status).toBe(401);
    const missing = await t.api.post('/api/token/refresh', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('refresh');
  });
});

describe('POST /api/logout', () => {
  it('ends the session: its refresh and access tokens are refused at once, the user’s other sessions go on', async () => {
    const user = await t.createUser('client');
    const session = await signIn(user.email);
    const rotated = (await refresh(session.refresh)).body;
    expect((await logout(rotated.refresh)).status).toBe(204);
    expect((await refresh(rotated.refresh)).status).toBe(401);
    for (const access of [session.access, rotated.access]) {
      const answer = await t.api.get('/api/profile', { token: access });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('token_not_valid');
    }
    expect((await t.api.get('/api/profile', { token: user.token })).status).toBe(200);
  });

  it('answers 204 for an unknown refresh token too', async () => {
    expect((await logout('made-up')).status).toBe(204);
  });
});

describe('a second app instance on the same database', () => {
  const CACHE_SECONDS = 1;
  const waitForCache = () => new Promise((resolve) => setTimeout(resolve, CACHE_SECONDS * 1000 + 100));
  let second: Awaited<ReturnType<typeof buildApp>>;
  let secondApi: ApiClient;
  beforeAll(async () => {
    second = await buildApp({ config: { ...t.config, sessionCacheSeconds: CACHE_SECONDS }, db: t.database.db, logger: false });
    secondApi = new ApiClient(await second.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(() => second.close());

  it('accepts a session opened on the first', async () => {
    expect((await secondApi.get('/api/profile', { token: (await signIn(t.client.email)).access })).status).toBe(200);
  });

  it('refuses a session ended on the first once its cache time has passed', async () => {
    const session = await signIn(t.collaborator.email);
    expect((await secondApi.get('/api/profile', { token: session.access })).status).toBe(200);
    await logout(session.refresh);
    await waitForCache();
    const answer = await secondApi.get('/api/profile', { token: session.access });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('token_not_valid');
  });

  it('refuses the tokens of a user deleted on the first once its cache time has passed', async () => {
    const gone = await t.createUser('collaborator');
    expect((await secondApi.get('/api/profile', { token: gone.token })).status).toBe(200);
    expect((await t.api.delete(`/api/user/${gone.id}`, { token: t.admin.token })).status).toBe(204);
    await waitForCache();
    expect((await secondApi.get('/api/profile', { token: gone.token })).status).toBe(401);
  });

  it('checks user and session with one statement when its cache is cold, and none when warm', async () => {
    const session = await signIn(t.admin.email);
    await waitForCache();
    const cold = await secondApi.get('/api/user?pageSize=5', { token: session.access });
    const warm = await secondApi.get('/api/user?pageSize=5', { token: session.access });
    expect(Number(cold.headers.get('x-sql-statements'))).toBe(Number(warm.headers.get('x-sql-statements')) + 1);
  });
});

describe('the clean-up job', () => {
  it('removes sessions ended long enough ago and keeps the open ones working', async () => {
    const [open, ended] = [await signIn(t.client.email), await signIn(t.client.email)];
    await logout(ended.refresh);
    const endedId = String(decodeJwt(ended.access).sid);
    await t.database.db
      .update(userSessions)
      .set({ endedAt: sql`now() - interval '1 hour'` })
      .where(eq(userSessions.id, endedId));
    await Promise.all(t.app.scheduledJobs.map((job) => job.run()));
    expect(await t.database.db.select().from(userSessions).where(eq(userSessions.id, endedId))).toEqual([]);
    expect((await t.api.get('/api/profile', { token: ended.access })).status).toBe(401);
    expect((await t.api.get('/api/profile', { token: open.access })).status).toBe(200);
    expect((await refresh(open.refresh)).status).toBe(200);
  });
});
