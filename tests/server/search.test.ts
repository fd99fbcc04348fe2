import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { searchCondition } from '../../server/lib/paging';
import { startTestApp, type TestApp } from './support/app';
import { configureCenter } from './support/legal-module';
import { createCenter, createConsultancy, createEnterprise } from './support/organisation';
import { registerBranch } from './support/register';

const names = (body: { results: Record<string, unknown>[] }, field = 'name') => body.results.map((row) => row[field]);

describe('searchText ignores case and accents', () => {
  let t: TestApp;
  let centerId: number;
  beforeAll(async () => {
    t = await startTestApp();
    await t.createUser('client', 'nuria.autorizacion@test.example');
    await t.database.db
      .update(users)
      .set({ name: 'Núria Ferrer' })
      .where(sql`${users.email} = 'nuria.autorizacion@test.example'`);
    const branch = await registerBranch(t);
    const consultancy = await createConsultancy(t);
    const enterprise = await createEnterprise(t);
    centerId = (await createCenter(t, enterprise.id, consultancy.id)).id;
    await configureCenter(t, centerId, branch);
    const [evidence] = (await t.api.get(`/api/evidence?centerId=${centerId}`, { token: t.admin.token })).body.results;
    const renamed = await t.api.put(`/api/evidence/${evidence.id}`, {
      token: t.admin.token,
      json: { name: 'Autorización AMBIENTAL', state: 'IN_PROCESS' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  });
  afterAll(() => t.close());

  it('finds users whatever the accents and capitals of the name or of the search', async () => {
    for (const text of ['nuria', 'NÚRIA', 'núria fer', 'Nuria FERRER']) {
      const found = await t.api.get(`/api/user?searchText=${encodeURIComponent(text)}`, { token: t.admin.token });
      expect(names(found.body), text).toEqual(['Núria Ferrer']);
    }
    expect(names((await t.api.get('/api/user?searchText=AUTORIZACION', { token: t.admin.token })).body)).toEqual(['Núria Ferrer']);
  });

  it('finds a register level by its Catalan name without the accent or the capital', async () => {
    const ambits = await t.api.get('/api/legal-ambit?searchText=abocament', { token: t.admin.token });
    expect(names(ambits.body, 'name_catalan')).toEqual(['Abocaments']);
    const areas = await t.api.get('/api/area?searchText=AIGUES', { token: t.admin.token });
    expect(names(areas.body, 'name_catalan')).toEqual(['Aigües']);
  });

  it('finds evidences by their name without accents', async () => {
    const found = await t.api.get(`/api/evidence?centerId=${centerId}&searchText=autorizacion ambiental`, { token: t.admin.token });
    expect(names(found.body)).toEqual(['Autorización AMBIENTAL']);
    const byRequirement = await t.api.get(`/api/evidence?centerId=${centerId}&searchText=PERMIS D'ABOCAMENT`, { token: t.admin.token });
    expect(byRequirement.body.count).toBe(1);
  });

  it('takes % and _ in the search literally', async () => {
    expect((await t.api.get('/api/user?searchText=%25', { token: t.admin.token })).body.count).toBe(0);
    expect((await t.api.get('/api/user?searchText=n_ria', { token: t.admin.token })).body.count).toBe(0);
  });
});

describe('user search at 10,000 users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.database.db.execute(sql`
      insert into app_user (name, email, role, password_hash)
      select 'Usuari ' || n || ' ' || (array['García', 'Puig', 'Martínez', 'Vidal', 'Núñez'])[n % 5 + 1], 'user' || n || '@bulk.example', 'client', 'x'
      from generate_series(1, 10000) as n`);
    await t.database.db.execute(sql`analyze app_user`);
  });
  afterAll(() => t.close());

  it('is served by the trigram indexes', async () => {
    const where = searchCondition('nunez 4321', [users.name, users.email]);
    const plan = await t.database.db.execute(sql`explain select count(*) from ${users} where ${where}`);
    const text = (plan as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('app_user_name_search_idx');
    const found = await t.api.get('/api/user?searchText=NUNEZ', { token: t.admin.token });
    expect(found.body.count).toBe(2000);
  });
});
