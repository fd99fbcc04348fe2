import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { connectPostgres } from '../../server/db/client';
import type { Api } from '../../server/lib/api';
import { startTestApp, type TestApp } from './support/app';
import { freshDatabase } from './support/database';

// Real failures of the real database reach the error handler through a route, as a race between two requests would.
let t: TestApp;
let app: Api;
const statements: Record<string, SQL[]> = {
  duplicateEmail: [
    sql`insert into app_user (name, email, role, password_hash) values ('A', 'same@example.com', 'client', 'x')`,
    sql`insert into app_user (name, email, role, password_hash) values ('B', 'same@example.com', 'client', 'x')`,
  ],
  missingParent: [sql`insert into legal_ambit (name_spanish, name_catalan, area_id) values ('a', 'a', 999999)`],
  parentInUse: [
    sql`insert into area (id, name_spanish, name_catalan) values (500, 'a', 'a')`,
    sql`insert into legal_ambit (name_spanish, name_catalan, area_id) values ('a', 'a', 500)`,
    sql`delete from area where id = 500`,
  ],
  missingValue: [sql`insert into area (name_spanish, name_catalan) values (null, 'a')`],
  failedCheck: [sql`insert into legal_scope (name_spanish, name_catalan, scope) values ('a', 'a', 'GALACTIC')`],
  nulCharacter: [sql`select ${'a\u0000b'}::text`],
  outOfRange: [sql`select '99999999999999999999'::integer`],
  ...Object.fromEntries(
    ['40001', '40P01', '57P01', '08006', '53300'].map((code) => [
      code,
      [sql.raw(`do $$ begin raise exception 'simulated' using errcode = '${code}'; end $$`)],
    ]),
  ),
};

beforeAll(async () => {
  t = await startTestApp();
  app = await buildApp({ config: t.config, db: t.database.db, logger: false });
  app.post<{ Params: { name: string } }>('/api/test-sql/:name', { config: { access: 'public' } }, async (request) => {
    await t.database.db.transaction(async (tx) => {
      for (const statement of statements[request.params.name]!) await tx.execute(statement);
    });
    return {};
  });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const run = (name: string) => app.inject({ method: 'POST', url: `/api/test-sql/${name}`, headers: { 'accept-language': 'es-ES' } });

describe('integrity violations', () => {
  it.each([
    ['duplicateEmail', 409, 'conflict', { email: 'Otro registro ya tiene este valor.' }],
    ['missingParent', 409, 'conflict', { area_id: 'Hace referencia a un registro que no existe.' }],
    ['parentInUse', 409, 'has_children', undefined],
    ['missingValue', 400, 'validation_error', { name_spanish: 'Este campo es obligatorio.' }],
    ['failedCheck', 400, 'validation_error', { scope: 'Este valor no es válido.' }],
  ])('%s answers %i %s naming the field', async (name, status, code, fields) => {
    const answer = await run(name);
    expect(answer.statusCode).toBe(status);
    expect(answer.json().code).toBe(code);
    expect(answer.json().fields).toEqual(fields);
  });
});

describe('values the database cannot store', () => {
  it.each(['nulCharacter', 'outOfRange'])('%s answers 400', async (name) => {
    const answer = await run(name);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('validation_error');
  });
});

describe('concurrency failures', () => {
  it.each(['40001', '40P01'])('%s answers 409 asking to try again', async (code) => {
    const answer = await run(code);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      code: 'conflict',
      detail: 'Otra petición ha modificado los mismos registros a la vez: vuelva a intentarlo.',
    });
  });
});

describe('an unavailable database', () => {
  it.each(['57P01', '08006', '53300'])('%s answers 503 with Retry-After', async (code) => {
    const answer = await run(code);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('3');
    expect(answer.json().code).toBe('service_unavailable');
  });

  it('answers 503 with Retry-After once the connection is gone', async () => {
    const database = await freshDatabase();
    const closed = await buildApp({ config: t.config, db: database.db, logger: false });
    await database.close();
    const answer = await closed.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@example.com', password: 'whatever-password' },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('3');
    expect(answer.json()).toEqual({
      code: 'service_unavailable',
      detail: 'The database is not reachable right now; try again in a few seconds.',
    });
    await closed.close();
  });

  it('answers 503 when the PostgreSQL server refuses connections', async () => {
    const nowhere = connectPostgres('postgres://postgres@127.0.0.1:3319/none', 1);
    const refused = await buildApp({ config: t.config, db: nowhere.db, logger: false });
    const answer = await refused.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@example.com', password: 'whatever-password' },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('3');
    await refused.close();
    await nowhere.close();
  });
});
