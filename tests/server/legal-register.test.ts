import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';
import { registerBranch } from './support/register';

let t: TestApp;
let branch: Awaited<ReturnType<typeof registerBranch>>;
beforeAll(async () => {
  t = await startTestApp();
  branch = await registerBranch(t);
});
afterAll(() => t.close());

const asAdmin = (language?: string) => ({ token: t.admin.token, headers: language ? { 'accept-language': language } : undefined });

describe('levels of the register', () => {
  it('answer nested names in the language of Accept-Language', async () => {
    const ca = (await t.api.get(`/api/legal-requirement/${branch.requirement.id}`, asAdmin('ca-ES'))).body;
    expect(ca).toMatchObject({
      name: "Disposar de permís d'abocament",
      name_spanish: 'Disponer de permiso de vertido',
      evidence_name_spanish: 'Permiso de vertido',
      evidence_name_catalan: "Permís d'abocament",
      order: 1,
      area: { id: branch.area.id, name: 'Aigües' },
      legal_ambit: { id: branch.ambit.id, name: 'Abocaments' },
      subambit: { id: branch.subambit.id, name: 'Abocament a col·lector' },
      legal_scope: { id: branch.scope.id, name: 'Catalunya' },
      legal_text: { id: branch.text.id, name: 'Decreto 130/2003' },
    });
    const es = (await t.api.get(`/api/subambit?legalAmbitId=${branch.ambit.id}`, asAdmin('es-ES'))).body.results[0];
    expect(es).toMatchObject({ name: 'Vertido a colector', area: { name: 'Aguas' }, legal_ambit: { name: 'Vertidos' } });
  });

  it('creates a legal text from JSON and answers its articles and references', () => {
    expect(branch.text).toMatchObject({
      name: 'Decreto 130/2003',
      texts: ['Art. 5', 'Art. 9'],
      subambit: { id: branch.subambit.id },
      area: { id: branch.area.id },
    });
  });

  it('lists in order, then id, and searches both languages with trimmed text', async () => {
    for (const [es, ca, order] of [
      ['Ruido', 'Soroll', '3'],
      ['Residuos', 'Residus', '2'],
      ['Atmósfera', 'Atmosfera', '2'],
    ]) {
      await t.api.post('/api/area', { ...asAdmin(), form: { name_spanish: es!, name_catalan: ca!, order: order! } });
    }
    const names = (await t.api.get('/api/area', asAdmin())).body.results.map((a: { name_spanish: string }) => a.name_spanish);
    expect(names).toEqual(['Aguas', 'Residuos', 'Atmósfera', 'Ruido']);
    const found = await t.api.get('/api/area?searchText=%20soroll%20', asAdmin());
    expect(found.body.results.map((a: { name_catalan: string }) => a.name_catalan)).toEqual(['Soroll']);
  });

  it('answers 400 naming an unknown parent', async () => {
    const ambit = await t.api.post('/api/legal-ambit', { ...asAdmin(), form: { name_spanish: 'X', name_catalan: 'X', area_id: '999999' } });
    expect(ambit.status).toBe(400);
    expect(ambit.body.fields).toHaveProperty('area_id');
    const text = await t.api.post('/api/legal-text', {
      ...asAdmin(),
      json: { name: 'X', texts: [], legal_scope_id: 999999, subambit_id: branch.subambit.id },
    });
    expect(text.body.fields).toHaveProperty('legal_scope_id');
    const requirement = await t.api.post('/api/legal-requirement', {
      ...asAdmin(),
      form: { name_spanish: 'X', name_catalan: 'X', evidence_name_spanish: 'X', evidence_name_catalan: 'X', legal_text_id: '999999' },
    });
    expect(requirement.body.fields).toHaveProperty('legal_text_id');
  });

  it('names missing bilingual fields and a bad scope kind', async () => {
    const answer = await t.api.post('/api/legal-scope', { ...asAdmin(), form: { name_spanish: 'Sabadell', scope: 'CITY' } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual(['name_catalan', 'scope']);
  });

  it('refuses to delete a level that still has children, naming them, and deletes from the bottom up', async () => {
    const b = await registerBranch(t, ' (borrable)');
    const blocked: [string, number, string][] = [
      ['area', b.area.id, '1 legal ambit'],
      ['legal-ambit', b.ambit.id, '1 subambit'],
      ['subambit', b.subambit.id, '1 legal text'],
      ['legal-scope', b.scope.id, '1 legal text'],
      ['legal-text', b.text.id, '1 legal requirement'],
    ];
    for (const [path, id, what] of blocked) {
      const answer = await t.api.delete(`/api/${path}/${id}`, asAdmin());
      expect(answer.status, path).toBe(409);
      expect(answer.body.detail).toContain(`still has ${what}`);
    }
    for (const [path, id] of [
      ['legal-requirement', b.requirement.id],
      ['legal-text', b.text.id],
      ['legal-scope', b.scope.id],
      ['subambit', b.subambit.id],
      ['legal-ambit', b.ambit.id],
      ['area', b.area.id],
    ] as const) {
      expect((await t.api.delete(`/api/${path}/${id}`, asAdmin())).status, path).toBe(204);
    }
  });

  it('is read by every role and written by admins only', async () => {
    expect((await t.api.get('/api/legal-requirement', { token: t.client.token })).status).toBe(200);
    expect((await t.api.post('/api/area', { token: t.collaborator.token, form: { name_spanish: 'X', name_catalan: 'X' } })).status).toBe(
      403,
    );
  });
});

describe('GET /api/legal-requirement filters', () => {
  it('filters by subambit, ambit, area and scope', async () => {
    const other = await registerBranch(t, ' 2');
    for (const [filter, id, expected] of [
      ['subambitId', branch.subambit.id, branch.requirement.id],
      ['legalAmbitId', other.ambit.id, other.requirement.id],
      ['areaId', branch.area.id, branch.requirement.id],
      ['legalScopeId', other.scope.id, other.requirement.id],
    ] as const) {
      const ids = (await t.api.get(`/api/legal-requirement?${filter}=${id}`, asAdmin())).body.results.map((r: { id: number }) => r.id);
      expect(ids, filter).toEqual([expected]);
    }
  });

  it('costs the same number of SQL statements for 2 or 100 rows', async () => {
    for (let i = 0; i < 12; i++) {
      await t.api.post('/api/legal-requirement', {
        ...asAdmin(),
        form: {
          name_spanish: `R${i}`,
          name_catalan: `R${i}`,
          evidence_name_spanish: 'E',
          evidence_name_catalan: 'E',
          legal_text_id: String(branch.text.id),
        },
      });
    }
    const small = await t.api.get(`/api/legal-requirement?subambitId=${branch.subambit.id}&pageSize=2`, asAdmin());
    const large = await t.api.get(`/api/legal-requirement?subambitId=${branch.subambit.id}&pageSize=100`, asAdmin());
    expect(large.body.results.length).toBe(13);
    expect(large.headers.get('x-sql-statements')).toBe(small.headers.get('x-sql-statements'));
    // The page with its total and the levels above the page's texts; the signed-in user comes from the session cache.
    expect(small.headers.get('x-sql-statements')).toBe('2');
  });
});

describe('GET /api/legal-register/tree', () => {
  it('nests ambits and subambits under areas in order, named in the asked language', async () => {
    const tree = (await t.api.get('/api/legal-register/tree', asAdmin('ca-ES'))).body;
    const aigues = tree.find((area: { id: number }) => area.id === branch.area.id);
    expect(aigues).toMatchObject({
      name: 'Aigües',
      legal_ambits: [{ name: 'Abocaments', subambits: [{ name: 'Abocament a col·lector' }] }],
    });
    expect(Number((await t.api.get('/api/legal-register/tree', asAdmin())).headers.get('x-sql-statements'))).toBe(3);
  });
});
