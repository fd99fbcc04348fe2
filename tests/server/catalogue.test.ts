import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';

// The catalogue factory, proven on /api/project-ambit.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const asAdmin = () => ({ token: t.admin.token });

describe('POST /api/project-ambit', () => {
  it('creates from a multipart form and from JSON', async () => {
    const form = await t.api.post('/api/project-ambit', { ...asAdmin(), form: { name: '  Auditoría ISO 14001 ' } });
    expect(form.status).toBe(201);
    expect(form.body).toEqual({ id: expect.any(Number), name: 'Auditoría ISO 14001' });
    const json = await t.api.post('/api/project-ambit', { ...asAdmin(), json: { name: 'Gestió de residus' } });
    expect(json.status).toBe(201);
  });

  it('names a blank or missing name', async () => {
    for (const form of [{ name: '   ' }, {}] as Record<string, string>[]) {
      const answer = await t.api.post('/api/project-ambit', { ...asAdmin(), form });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toHaveProperty('name');
    }
  });

  it('refuses other roles with 403 and a missing token with 401', async () => {
    expect((await t.api.post('/api/project-ambit', { token: t.collaborator.token, form: { name: 'X' } })).status).toBe(403);
    expect((await t.api.post('/api/project-ambit', { form: { name: 'X' } })).status).toBe(401);
  });
});

describe('GET /api/project-ambit', () => {
  beforeAll(async () => {
    for (const name of ['Legionella', 'Residuos', 'Energía', 'Ruido', 'Aguas'])
      await t.api.post('/api/project-ambit', { ...asAdmin(), json: { name } });
  });

  it('lists by name, pages and searches case-insensitively', async () => {
    const page = await t.api.get('/api/project-ambit?pageSize=1&searchText=%20RESID%20', asAdmin());
    expect(page.body.count).toBe(2);
    expect(page.body.results.map((a: { name: string }) => a.name)).toEqual(['Gestió de residus']);
    expect(page.body.next).toContain('page=2');
  });

  it('exports the filtered list as a workbook, one row per record', async () => {
    const answer = await t.api.get('/api/project-ambit?format=xlsx&searchText=resid', asAdmin());
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="ambitos-de-proyecto_/); // named in the request's language (Spanish by default)
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const names = workbook.worksheets[0]!.getColumn(1).values.slice(2);
    expect(names).toEqual(['Gestió de residus', 'Residuos']);
  });

  it('treats % and _ in the search text as plain characters', async () => {
    expect((await t.api.get('/api/project-ambit?searchText=%25', asAdmin())).body.count).toBe(0);
  });
});

describe('GET/PUT/DELETE /api/project-ambit/:id', () => {
  it('reads, renames and deletes; then 404', async () => {
    const { id } = (await t.api.post('/api/project-ambit', { ...asAdmin(), json: { name: 'Suelos' } })).body;
    expect((await t.api.get(`/api/project-ambit/${id}`, asAdmin())).body).toEqual({ id, name: 'Suelos' });
    const renamed = await t.api.put(`/api/project-ambit/${id}`, { ...asAdmin(), form: { name: 'Sòls' } });
    expect(renamed.body).toEqual({ id, name: 'Sòls' });
    expect((await t.api.delete(`/api/project-ambit/${id}`, asAdmin())).status).toBe(204);
    for (const answer of [
      await t.api.get(`/api/project-ambit/${id}`, asAdmin()),
      await t.api.put(`/api/project-ambit/${id}`, { ...asAdmin(), json: { name: 'X' } }),
      await t.api.delete(`/api/project-ambit/${id}`, asAdmin()),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('not_found');
    }
  });

  it('answers 400 naming the id when it is not a number', async () => {
    const answer = await t.api.get('/api/project-ambit/abc', asAdmin());
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('id');
  });
});
