import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Session {
  access: string;
  refresh: string;
}

const signIn = async (email: string, userAgent: string): Promise<Session> =>
  (await t.api.post('/api/login', { json: { email, password: PASSWORD }, headers: { 'user-agent': userAgent } })).body;
const sessionsOf = (session: Session) => t.api.get('/api/profile/sessions', { token: session.access });
const signedIn = async (session: Session) =>
  (await t.api.get('/api/profile', { token: session.access })).status === 200 &&
  (await t.api.post('/api/token/refresh', { json: { refresh: session.refresh } })).status === 200;

describe('GET /api/profile/sessions', () => {
  it("lists the user's open sessions with device, address, start, last use and which is this one", async () => {
    const user = await t.createUser('client');
    const [phone, laptop] = [await signIn(user.email, SAFARI_IPHONE), await signIn(user.email, FIREFOX_WINDOWS)];
    await t.api.post('/api/logout', { json: { refreshToken: (await signIn(user.email, CHROME_LINUX)).refresh } });
    const answer = await sessionsOf(laptop);
    expect(answer.status).toBe(200);
    // createUser's own sign-in, the phone and the laptop; the logged-out one is gone.
    expect(answer.body.count).toBe(3);
    const byBrowser = Object.fromEntries(answer.body.results.map((row: { browser: string | null }) => [row.browser, row]));
    expect(byBrowser.Firefox).toMatchObject({ system: 'Windows', address: '127.0.0.1', current: true });
    expect(byBrowser.Safari).toMatchObject({ system: 'iOS', current: false });
    expect(Date.parse(byBrowser.Safari.created_at)).not.toBeNaN();
    expect(answer.body.results.filter((row: { current: boolean }) => row.current)).toHaveLength(1);
    expect(await signedIn(phone)).toBe(true);
  });

  it('records the last use when the refresh token rotates', async () => {
    const user = await t.createUser('client');
    const [session, other] = [await signIn(user.email, CHROME_LINUX), await signIn(user.email, FIREFOX_WINDOWS)];
    const seenFromOther = async () =>
      (await sessionsOf(other)).body.results.find((row: { browser: string | null }) => row.browser === 'Chrome');
    const before = await seenFromOther();
    await t.api.post('/api/token/refresh', { json: { refresh: session.refresh } });
    const after = await seenFromOther();
    expect(after.id).toBe(before.id);
    expect(Date.parse(after.last_used_at)).toBeGreaterThan(Date.parse(before.last_used_at));
  });

  it('shows the session that asks as used now, not at its last token rotation', async () => {
    const user = await t.createUser('client');
    const session = await signIn(user.email, CHROME_LINUX);
    const asked = Date.now();
    const current = (await sessionsOf(session)).body.results.find((row: { current: boolean }) => row.current);
    expect(Date.parse(current.last_used_at)).toBeGreaterThanOrEqual(asked);
  });
});

describe('ending sessions', () => {
  it('ends one session of the user at once, and not another user’s', async () => {
    const user = await t.createUser('collaborator');
    const [here, there] = [await signIn(user.email, CHROME_LINUX), await signIn(user.email, SAFARI_IPHONE)];
    const other = (await sessionsOf(there)).body.results.find((row: { current: boolean }) => row.current);
    const stranger = await signIn(t.client.email, CHROME_LINUX);
    expect((await t.api.delete(`/api/profile/sessions/${other.id}`, { token: stranger.access })).status).toBe(404);
    expect((await t.api.delete(`/api/profile/sessions/${other.id}`, { token: here.access })).status).toBe(204);
    expect(await signedIn(there)).toBe(false);
    expect((await t.api.delete(`/api/profile/sessions/${other.id}`, { token: here.access })).status).toBe(404);
    expect((await t.api.delete('/api/profile/sessions/not-a-uuid', { token: here.access })).status).toBe(400);
  });

  it('ends every other session and keeps this one', async () => {
    const user = await t.createUser('client');
    const [here, there] = [await signIn(user.email, CHROME_LINUX), await signIn(user.email, FIREFOX_WINDOWS)];
    expect((await t.api.post('/api/profile/sessions/end-others', { token: here.access })).status).toBe(204);
    expect(await signedIn(there)).toBe(false);
    expect((await t.api.get('/api/profile', { token: here.access })).status).toBe(200);
    expect((await sessionsOf(here)).body.count).toBe(1);
  });

  it('lets an admin end all sessions of a user; nobody else', async () => {
    const user = await t.createUser('collaborator');
    const session = await signIn(user.email, CHROME_LINUX);
    expect((await t.api.post(`/api/user/${user.id}/end-sessions`, { token: t.collaborator.token })).status).toBe(403);
    expect((await t.api.post(`/api/user/${user.id}/end-sessions`, { token: t.admin.token })).status).toBe(204);
    expect(await signedIn(session)).toBe(false);
    expect((await t.api.post('/api/user/999999/end-sessions', { token: t.admin.token })).status).toBe(404);
  });
});

describe('a sign-in from a new device', () => {
  it('is written in the user’s history once per browser, system and address family, by the user', async () => {
    const user = await t.createUser('client');
    await signIn(user.email, FIREFOX_WINDOWS);
    await signIn(user.email, FIREFOX_WINDOWS.replace('133.0', '134.0'));
    const history = await t.api.get(`/api/history?table=app_user&id=${user.id}`, { token: t.admin.token });
    const devices = history.body.results.filter((change: { table: string }) => change.table === 'user_device');
    // createUser's sign-in (no User-Agent header but Node's) and Firefox on Windows, once whatever its version.
    expect(devices).toHaveLength(2);
    expect(devices[0]).toMatchObject({
      action: 'create',
      actor: { id: user.id },
      changes: { browser: [null, 'Firefox'], system: [null, 'Windows'], address_family: [null, 'IPv4'], address: [null, '127.0.0.1'] },
    });
    expect(devices[0].changes.device_key).toBeUndefined();
  });
});
