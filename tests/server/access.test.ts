import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A path for the route with its parameters filled in with values that exist or look plausible. */
const concrete = (url: string) => url.replace(/:(\w*[iI]d)\b/g, '1').replace(/:\w+/g, '1');

describe('every /api route declares who may call it', () => {
  it('lists the platform routes', () => {
    const urls = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(expect.arrayContaining(['POST /api/login', 'GET /api/user', 'PUT /api/profile', 'DELETE /api/project-ambit/:id']));
  });

  it('answers 401 {detail, code} without a token on every non-public route', async () => {
    const closed = t.app.apiRoutes.filter((route) => route.access !== 'public');
    expect(closed.length).toBeGreaterThan(5);
    for (const route of closed) {
      const answer = await t.api.request(route.method, concrete(route.url), {
        json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(answer.status, `${route.method} ${route.url}`).toBe(401);
      expect(answer.body).toEqual({ detail: expect.any(String), code: 'not_authenticated' });
    }
  });

  it('answers 401 token_not_valid for a forged or garbled token', async () => {
    const forged = t.admin.token.slice(0, -4) + 'AAAA';
    for (const token of [forged, 'not-a-jwt']) {
      const answer = await t.api.get('/api/user', { token });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('token_not_valid');
    }
  });

  it('answers 403 to every role a route does not list', async () => {
    const restricted = t.app.apiRoutes.filter((route) => Array.isArray(route.access));
    expect(restricted.length).toBeGreaterThan(5);
    for (const route of restricted) {
      for (const who of [t.admin, t.collaborator, t.client]) {
        const role = who === t.admin ? 'admin' : who === t.collaborator ? 'collaborator' : 'client';
        if ((route.access as readonly string[]).includes(role)) continue;
        const answer = await t.api.request(route.method, concrete(route.url), {
          token: who.token,
          json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(answer.status, `${role} ${route.method} ${route.url}`).toBe(403);
        expect(answer.body.code).toBe('permission_denied');
      }
    }
  });

  it('refuses to register a route that does not declare access', async () => {
    const { buildApp } = await import('../../server/app');
    const app = await buildApp({ config: t.config, db: t.database.db, logger: false });
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/does not declare config.access/);
    await app.close();
  });
});
