import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ensureFirstAdmin } from '../../server/bootstrap';
import { ConfigError, loadConfig } from '../../server/config';
import { parseAcceptLanguage } from '../../server/lib/language';
import { startTestApp, type TestApp } from './support/app';
import { freshDatabase } from './support/database';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 with the database reachable', async () => {
    expect((await t.api.get('/api/health')).body).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const database = await freshDatabase();
    const app = await buildApp({ config: t.config, db: database.db, logger: false });
    await database.close();
    const answer = await app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ detail: 'The database is not reachable.', code: 'database_unavailable' });
    await app.close();
  });
});

describe('the error handler', () => {
  it('answers malformed JSON with 400 parse_error', async () => {
    const answer = await t.api.request('POST', '/api/login', { headers: { 'content-type': 'application/json' }, json: undefined });
    expect(answer.status).toBe(400);
    const broken = await fetch(`${t.api.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ detail: 'The request body is not valid JSON.', code: 'parse_error' });
  });

  it('answers an unsupported body type with 415', async () => {
    const answer = await fetch(`${t.api.baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<a/>' });
    expect(answer.status).toBe(415);
    expect((await answer.json()).code).toBe('unsupported_media_type');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const answer = await t.api.get('/api/no-such-thing');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('not_found');
  });

  it('hides the internals of an unexpected failure', async () => {
    const database = await freshDatabase();
    const app = await buildApp({ config: t.config, db: database.db, logger: false });
    app.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret connection string postgres://u:p@h');
    });
    const answer = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ detail: 'Internal server error.', code: 'server_error' });
    await app.close();
    await database.close();
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const doc = (await t.api.get('/api/docs/json')).body;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/user/{id}'].put.requestBody.content).toHaveProperty('multipart/form-data');
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
  });
});

describe('Accept-Language', () => {
  it.each([
    ['ca-ES', 'ca'],
    ['es-ES', 'es'],
    ['ca', 'ca'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR, ca;q=0.5', 'ca'],
    ['es;q=0.2, ca;q=0.8', 'ca'],
    ['de-DE', 'es'],
    [undefined, 'es'],
    ['', 'es'],
  ])('%s -> %s', (header, language) => {
    expect(parseAcceptLanguage(header)).toBe(language);
  });
});

describe('configuration', () => {
  const dataDir = () => t.config.dataDir;

  it('names the variable of a bad value in one line', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(
      new ConfigError('PORT must be an integer between 1 and 65535 (got "eighty")'),
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(/^DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'admin' })).toThrow(/^ADMIN_EMAIL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(/^JWT_SECRET/);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir() });
    const second = loadConfig({ DATA_DIR: dataDir() });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(first).toMatchObject({ port: 3000, databaseUrl: undefined, logLevel: 'info' });
  });
});

describe('first admin', () => {
  it('is created once on an empty database, with a generated password when none is given', async () => {
    const database = await freshDatabase();
    const config = { ...t.config, adminEmail: undefined, adminPassword: undefined };
    const created = await ensureFirstAdmin(database.db, config);
    expect(created).toEqual({ email: 'admin@example.com', generatedPassword: expect.stringMatching(/^.{12,}$/) });
    expect(await ensureFirstAdmin(database.db, config)).toBeUndefined();
    const app = await buildApp({ config, db: database.db, logger: false });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@example.com', password: created!.generatedPassword },
    });
    expect(login.statusCode).toBe(200);
    await app.close();
    await database.close();
  });
});
