import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import { PASSWORD, startTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Session {
  access: string;
  refresh: string;
}

const signIn = async (email: string, password = PASSWORD): Promise<Session> =>
  (await t.api.post('/api/login', { json: { email, password } })).body;
const profileStatus = async (session: Session) => (await t.api.get('/api/profile', { token: session.access })).status;
const refreshStatus = async (session: Session) => (await t.api.post('/api/token/refresh', { json: { refresh: session.refresh } })).status;

/** A fresh user with two sessions open (two browsers). */
async function userWithTwoSessions(role: Role = 'collaborator') {
  const user = await t.createUser(role);
  return { ...user, first: await signIn(user.email), second: await signIn(user.email) };
}

const adminUpdate = (id: number, changes: { email: string; role: Role; password?: string; name?: string }, token = t.admin.token) =>
  t.api.put(`/api/user/${id}`, { token, json: { name: 'Renamed', ...changes } });

async function expectSignedOut(session: Session) {
  expect(await profileStatus(session)).toBe(401);
  expect(await refreshStatus(session)).toBe(401);
}

describe('an admin changing a user', () => {
  it('signs them out everywhere when setting a new password', async () => {
    const user = await userWithTwoSessions();
    expect((await adminUpdate(user.id, { email: user.email, role: 'collaborator', password: 'a-new-password' })).status).toBe(200);
    await expectSignedOut(user.first);
    await expectSignedOut(user.second);
    expect(await profileStatus(await signIn(user.email, 'a-new-password'))).toBe(200);
  });

  it('signs them out everywhere when changing their role; the next sign-in carries the new role', async () => {
    const user = await userWithTwoSessions('client');
    expect((await adminUpdate(user.id, { email: user.email, role: 'collaborator' })).status).toBe(200);
    await expectSignedOut(user.first);
    await expectSignedOut(user.second);
    const again = await signIn(user.email);
    expect(JSON.parse(Buffer.from(again.access.split('.')[1]!, 'base64url').toString())).toMatchObject({ role: 'collaborator' });
  });

  it('keeps them signed in when only the name or e-mail changes', async () => {
    const user = await userWithTwoSessions();
    expect((await adminUpdate(user.id, { email: `renamed-${user.email}`, role: 'collaborator', password: '' })).status).toBe(200);
    expect(await profileStatus(user.first)).toBe(200);
    expect(await refreshStatus(user.second)).toBe(200);
  });

  it('signs them out at once when deleting them', async () => {
    const user = await userWithTwoSessions();
    expect((await t.api.delete(`/api/user/${user.id}`, { token: t.admin.token })).status).toBe(204);
    await expectSignedOut(user.first);
    expect(await profileStatus({ access: user.token, refresh: '' })).toBe(401);
  });

  it('keeps the admin’s own session when they set their own password, and ends their others', async () => {
    const admin = await userWithTwoSessions('admin');
    expect(
      (await adminUpdate(admin.id, { email: admin.email, role: 'admin', password: 'a-new-password' }, admin.first.access)).status,
    ).toBe(200);
    expect(await profileStatus(admin.first)).toBe(200);
    expect(await refreshStatus(admin.first)).toBe(200);
    await expectSignedOut(admin.second);
  });
});

describe('PUT /api/profile with a new password', () => {
  it('keeps the session that changed it and ends every other one', async () => {
    const user = await userWithTwoSessions('client');
    const answer = await t.api.put('/api/profile', {
      token: user.first.access,
      form: { name: 'Me', email: user.email, password: 'a-new-password', current_password: PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(await profileStatus(user.first)).toBe(200);
    expect(await refreshStatus(user.first)).toBe(200);
    await expectSignedOut(user.second);
    expect(await profileStatus({ access: user.token, refresh: '' })).toBe(401);
  });

  it('ends no session when the password is left empty', async () => {
    const user = await userWithTwoSessions('client');
    await t.api.put('/api/profile', { token: user.first.access, form: { name: 'Me', email: user.email, password: '' } });
    expect(await profileStatus(user.second)).toBe(200);
    expect(await refreshStatus(user.second)).toBe(200);
  });
});
