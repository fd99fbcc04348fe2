import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from './support/app';
import { tinyPng } from './support/files';

const path = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

describe('headers of answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    // The download's keep-alive connection may still be busy as the app closes, and would then be waited for (72 s).
    t.app.server.closeAllConnections();
    await t.close();
  });

  it('deny camera, microphone, geolocation, payment, usb and other powerful features on every answer', async () => {
    for (const answer of [await t.api.get('/api/health'), await t.api.get('/api/area'), await t.api.get('/')]) {
      const policy = answer.headers.get('permissions-policy');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture'])
        expect(policy).toContain(`${feature}=()`);
    }
  });

  it('keep no answer carrying a token, a secret or recovery codes in any cache', async () => {
    const login = await t.api.post('/api/login', { json: { email: t.collaborator.email, password: PASSWORD } });
    const refresh = await t.api.post('/api/token/refresh', { json: { refresh: login.body.refresh } });
    const feed = await t.api.post('/api/profile/agenda-feed', { token: t.admin.token });
    const setup = await t.api.post('/api/profile/two-factor/setup', { token: t.admin.token });
    const tokenBearing = {
      'sign-in': login,
      refresh,
      'calendar link creation': feed,
      'two-factor setup (profile)': setup,
      'two-factor confirmation (recovery codes)': await t.api.post('/api/profile/two-factor', {
        token: t.admin.token,
        json: { setup: setup.body.setup, code: '000000' },
      }),
      'recovery codes': await t.api.post('/api/profile/two-factor/recovery-codes', {
        token: t.admin.token,
        json: { password: PASSWORD, code: '000000' },
      }),
      'two-factor setup (sign-in)': await t.api.post('/api/login/two-factor/setup', { json: { ticket: 'x', code: '000000' } }),
      'two-factor step (sign-in)': await t.api.post('/api/login/two-factor', { json: { ticket: 'x', code: '000000' } }),
      // Its own answer, the redirect back to the app, not the page it leads to.
      'single sign-on completion': await fetch(`${t.api.baseUrl}/api/sso/callback?code=x&state=y`, { redirect: 'manual' }),
      'single sign-on exchange': await t.api.post('/api/sso/exchange', { json: { code: 'x' } }),
      'calendar feed': await t.api.get(new URL(feed.body.url).pathname),
      'reset or invitation link': await t.api.get('/api/password/link/unknown'),
      'dashboards (signed embedding links)': await t.api.get('/api/metabase/embed', { token: t.admin.token }),
      'e-mail settings': await t.api.get('/api/consultancy/1/email-config', { token: t.admin.token }),
    };
    expect([login.status, refresh.status, feed.status, setup.status]).toEqual([200, 200, 201, 200]);
    for (const [name, answer] of Object.entries(tokenBearing))
      expect([name, answer.headers.get('cache-control')]).toEqual([name, expect.stringMatching(/\bno-store\b/)]);
  });

  it('say no-store on every API route, whatever it answers', async () => {
    const answers: { route: string; cache: string | null }[] = [];
    for (const route of t.app.apiRoutes) {
      // Redirects not followed: the answer of the route itself.
      const answer = await fetch(`${t.api.baseUrl}${path(route.url)}`, { method: route.method, redirect: 'manual' });
      await answer.arrayBuffer();
      answers.push({ route: `${route.method} ${route.url}`, cache: answer.headers.get('cache-control') });
    }
    expect(answers.filter((answer) => !/\bno-store\b/.test(answer.cache ?? ''))).toEqual([]);
  });
  it('keep a signed file download cacheable by the browser alone', async () => {
    const user = await t.createUser('collaborator');
    const profile = await t.api.put('/api/profile', {
      token: user.token,
      form: { name: 'Pic', email: user.email, profile_picture: { name: 'me.png', data: tinyPng(), type: 'image/png' } },
    });
    const download = await t.api.get(profile.body.profile_picture);
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toBe('private, max-age=3600');
  });
});
