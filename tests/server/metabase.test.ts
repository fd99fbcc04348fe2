import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { startTestApp, type TestApp } from './support/app';
import { twoTenants } from './support/organisation';

const SECRET = 'a-metabase-embedding-secret-key-of-64-hex-0123456789abcdef012345';

let t: TestApp;
let centerA: number;
let centerB: number;
beforeAll(async () => {
  t = await startTestApp({ metabase: { siteUrl: 'https://metabase.example', origin: 'https://metabase.example', secretKey: SECRET } });
  const tenants = await twoTenants(t);
  centerA = tenants.centerA.id;
  centerB = tenants.centerB.id;
});
afterAll(() => t.close());

/** Checks the HS256 signature the way Metabase does and answers the payload. */
function verified(token: string) {
  const [header, payload, signature] = token.split('.');
  expect(createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  return JSON.parse(Buffer.from(payload!, 'base64url').toString());
}

describe('Metabase user access', () => {
  it('says when Metabase is not configured, and then lets the app frame nothing', async () => {
    const bare = await startTestApp();
    try {
      const list = await bare.api.get('/api/metabase-user-access', { token: bare.admin.token });
      expect(list.body).toEqual({ configured: false, results: [] });
      const embed = await bare.api.get('/api/metabase/embed', { token: bare.client.token });
      expect(embed.body).toEqual({ configured: false, dashboards: [] });
      expect(String(embed.headers.get('content-security-policy'))).toContain("frame-src 'none'");
    } finally {
      await bare.close();
    }
  });

  it('signs a dashboard URL locked to the mapped center, expiring in ten minutes', async () => {
    expect(
      (await t.api.post('/api/metabase-user-access', { token: t.admin.token, json: { center_id: centerA, dashboard_id: 7 } })).status,
    ).toBe(201);
    expect(
      (await t.api.post('/api/metabase-user-access', { token: t.admin.token, json: { center_id: centerB, dashboard_id: 8 } })).status,
    ).toBe(201);
    const before = Math.floor(Date.now() / 1000);
    const embed = await t.api.get('/api/metabase/embed', { token: t.client.token });
    expect(embed.body.configured).toBe(true);
    expect(embed.body.dashboards).toHaveLength(1);
    const url = embed.body.dashboards[0].url as string;
    expect(url.startsWith('https://metabase.example/embed/dashboard/')).toBe(true);
    const payload = verified(url.slice('https://metabase.example/embed/dashboard/'.length).split('#')[0]!);
    expect(payload.resource).toEqual({ dashboard: 7 });
    expect(payload.params).toEqual({ center_id: [centerA] });
    expect(payload.exp - before).toBeGreaterThanOrEqual(599);
    expect(payload.exp - before).toBeLessThanOrEqual(601);
  });

  it('locks a user mapping to the centers the user sees, and refuses a mapping without user or center', async () => {
    await t.api.post('/api/metabase-user-access', { token: t.admin.token, json: { user_id: t.collaborator.id, dashboard_id: 9 } });
    const embed = await t.api.get('/api/metabase/embed', { token: t.collaborator.token });
    const mine = embed.body.dashboards.find((d: { dashboard_id: number }) => d.dashboard_id === 9);
    const payload = verified(mine.url.split('/embed/dashboard/')[1].split('#')[0]);
    expect(payload.params.center_id).toEqual([centerA]);
    const none = await t.api.post('/api/metabase-user-access', { token: t.admin.token, json: { dashboard_id: 3 } });
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.fields)).toEqual(['user_id']);
    expect(
      (await t.api.post('/api/metabase-user-access', { token: t.collaborator.token, json: { center_id: centerA, dashboard_id: 3 } }))
        .status,
    ).toBe(403);
  });
});

describe('the page that frames the dashboards', () => {
  it('may frame only the configured Metabase', async () => {
    const framing = await t.api.get('/api/health');
    expect(String(framing.headers.get('content-security-policy'))).toContain('frame-src https://metabase.example;');
  });

  it('reads the address and the key together from the environment, and refuses one without the other', () => {
    const env = (vars: Record<string, string>) => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'envcomply-config-')), ...vars });
    expect(loadConfig(env({ METABASE_SITE_URL: 'https://bi.example.com/metabase/', METABASE_SECRET_KEY: SECRET })).metabase).toEqual({
      siteUrl: 'https://bi.example.com/metabase',
      origin: 'https://bi.example.com',
      secretKey: SECRET,
    });
    expect(loadConfig(env({})).metabase).toBeUndefined();
    expect(() => loadConfig(env({ METABASE_SITE_URL: 'https://bi.example.com' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ METABASE_SITE_URL: 'bi.example.com', METABASE_SECRET_KEY: SECRET }))).toThrow(/METABASE_SITE_URL/);
  });
});
