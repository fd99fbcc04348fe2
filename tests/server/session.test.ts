import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { PASSWORD, startTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(() => t.close());

const login = (email: string, password: string, headers?: Record<string, string>) =>
  t.api.post('/api/login', { json: { email, password }, headers });

describe('POST /api/login', () => {
  it('answers an access token carrying user_id and role, and a refresh token', async () => {
    const answer = await login(t.collaborator.email, PASSWORD);
    expect(answer.status).toBe(200);
    expect(decodeJwt(answer.body.access)).toMatchObject({ user_id: t.collaborator.id, role: 'collaborator' });
    expect(answer.body.refresh).toEqual(expect.any(String));
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

  it('refuses further attempts for an e-mail after five failures, even with the right password', async () => {
    const victim = await t.createUser('client');
    for (let i = 0; i < 5; i++) expect((await login(victim.email, 'guess-' + i)).status).toBe(401);
    const blocked = await login(victim.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('too_many_attempts');
  });

  it('a successful login clears the failures of that e-mail', async () => {
    const user = await t.createUser('client');
    for (let i = 0; i < 4; i++) await login(user.email, 'guess-' + i);
    expect((await login(user.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'guess-' + i)).status).toBe(401);
  });
});

describe('POST /api/token/refresh', () => {
  it('rotates: the new pair works and the old refresh token is refused', async () => {
    const first = (await login(t.admin.email, PASSWORD)).body;
    const second = await t.api.post('/api/token/refresh', { json: { refresh: first.refresh } });
    expect(second.status).toBe(200);
    expect((await t.api.get('/api/profile', { token: second.body.access })).status).toBe(200);
    const reused = await t.api.post('/api/token/refresh', { json: { refresh: first.refresh } });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('token_not_valid');
  });

  it('refuses an unknown token and names a missing one', async () => {
    expect((await t.api.post('/api/token/refresh', { json: { refresh: 'made-up' } })).status).toBe(401);
    const missing = await t.api.post('/api/token/refresh', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('refresh');
  });
});

describe('POST /api/logout', () => {
  it('revokes the refresh token', async () => {
    const pair = (await login(t.client.email, PASSWORD)).body;
    expect((await t.api.post('/api/logout', { json: { refreshToken: pair.refresh } })).status).toBe(204);
    expect((await t.api.post('/api/token/refresh', { json: { refresh: pair.refresh } })).status).toBe(401);
  });
});

describe('an access token of a user who no longer exists', () => {
  it('is refused at once', async () => {
    const gone = await t.createUser('collaborator');
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    const answer = await t.api.get('/api/profile', { token: gone.token });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('token_not_valid');
  });
});
