import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPREADSHEET_CONTENT_TYPE } from '../../contract/paging';
import { PASSWORD, startTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const asAdmin = () => ({ token: t.admin.token });
const newUser = (overrides: Record<string, string> = {}) => ({
  name: 'Marta Puig',
  email: `marta.${Math.random().toString(36).slice(2)}@consultora.example`,
  password: 'una-clau-segura',
  role: 'collaborator',
  ...overrides,
});

describe('POST /api/user', () => {
  it('creates a user who can then sign in', async () => {
    const body = newUser();
    const created = await t.api.post('/api/user', { ...asAdmin(), json: body });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Marta Puig',
      email: body.email,
      role: 'collaborator',
      cost_per_hour: null,
      consultancy_id: null,
      enterpriseList: [],
      centerList: [],
    });
    expect(created.body).not.toHaveProperty('password');
    expect((await t.api.post('/api/login', { json: { email: body.email, password: body.password } })).status).toBe(200);
  });

  it('answers 409 email_taken for an e-mail already in use, whatever its case', async () => {
    const answer = await t.api.post('/api/user', { ...asAdmin(), json: newUser({ email: t.client.email.toUpperCase() }) });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('email_taken');
    expect(answer.body.detail).toContain(t.client.email);
    expect(answer.body.fields).toEqual({ email: 'A user with this e-mail already exists.' });
  });

  it('names every bad field with 400', async () => {
    const answer = await t.api.post('/api/user', {
      ...asAdmin(),
      json: { name: '  ', email: 'not-an-email', password: 'short', role: 'owner' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_error');
    expect(Object.keys(answer.body.fields).sort()).toEqual(['email', 'name', 'password', 'role']);
  });

  it('words field messages in the language of Accept-Language', async () => {
    const body = { name: ' ', email: 'x', password: 'short', role: 'owner' };
    const ca = await t.api.post('/api/user', { ...asAdmin(), json: body, headers: { 'accept-language': 'ca-ES' } });
    expect(ca.body.fields).toEqual({
      name: 'Aquest camp no pot estar en blanc.',
      email: 'Introduïu una adreça de correu electrònic vàlida.',
      password: 'Aquest camp ha de tenir com a mínim 12 caràcters.',
      role: "Ha de ser un d'aquests: admin, collaborator, client.",
    });
    const es = await t.api.post('/api/user', {
      ...asAdmin(),
      json: { ...body, name: undefined },
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(es.body.fields.name).toBe('Este campo es obligatorio.');
  });

  it('refuses a commonly used password, or one that is the e-mail, naming the field, and creates nobody', async () => {
    const common = await t.api.post('/api/user', {
      ...asAdmin(),
      json: { ...newUser(), password: 'Qwerty123456' },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(common.status).toBe(400);
    expect(common.body.fields.password).toBe('Esta contraseña es de las más utilizadas: elija otra.');
    const own = { ...newUser(), email: 'marta.casals.puig@eco.example', password: 'marta.casals.puig' };
    const answer = await t.api.post('/api/user', { ...asAdmin(), json: own, headers: { 'accept-language': 'ca' } });
    expect(answer.body.fields.password).toBe('La contrasenya no pot ser la vostra adreça de correu.');
    const listed = await t.api.get('/api/user?searchText=marta.casals', asAdmin());
    expect(listed.body.count).toBe(0);
  });

  it('is refused to collaborators and clients', async () => {
    for (const who of [t.collaborator, t.client]) {
      expect((await t.api.post('/api/user', { token: who.token, json: newUser() })).status).toBe(403);
    }
  });
});

describe('GET /api/user', () => {
  beforeAll(async () => {
    for (let i = 0; i < 12; i++) {
      await t.api.post('/api/user', {
        ...asAdmin(),
        json: newUser({ name: `Paging ${String(i).padStart(2, '0')}`, role: i % 2 ? 'client' : 'collaborator' }),
      });
    }
  });

  it('pages with absolute next/previous links', async () => {
    const first = await t.api.get('/api/user?searchText=Paging&pageSize=5&ordering=name', asAdmin());
    expect(first.body.count).toBe(12);
    expect(first.body.results.map((u: { name: string }) => u.name)).toEqual([
      'Paging 00',
      'Paging 01',
      'Paging 02',
      'Paging 03',
      'Paging 04',
    ]);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/user\?.*page=2/);
    const last = await t.api.get(
      new URL(first.body.next).pathname + new URL(first.body.next).search.replace('page=2', 'page=3'),
      asAdmin(),
    );
    expect(last.body.results).toHaveLength(2);
    expect(last.body.next).toBeNull();
    expect(last.body.previous).toContain('page=2');
  });

  it('costs the same number of SQL statements whatever the page size', async () => {
    const small = await t.api.get('/api/user?pageSize=2', asAdmin());
    const large = await t.api.get('/api/user?pageSize=1000', asAdmin());
    expect(large.body.results.length).toBeGreaterThan(10);
    expect(Number(large.headers.get('x-sql-statements'))).toBe(Number(small.headers.get('x-sql-statements')));
    // The page with its total, enterprise and center memberships: the signed-in admin comes from the session cache.
    expect(Number(small.headers.get('x-sql-statements'))).toBe(3);
  });

  it('trims the search text and ignores a blank one', async () => {
    const padded = await t.api.get('/api/user?searchText=%20%20paging%2011%20', asAdmin());
    expect(padded.body.results.map((u: { name: string }) => u.name)).toEqual(['Paging 11']);
    const blank = await t.api.get('/api/user?searchText=%20%20', asAdmin());
    expect(blank.body.count).toBe((await t.api.get('/api/user', asAdmin())).body.count);
  });

  it('filters by role and orders descending', async () => {
    const clients = await t.api.get('/api/user?role=client&searchText=Paging&ordering=-name', asAdmin());
    expect(clients.body.count).toBe(6);
    expect(clients.body.results[0].name).toBe('Paging 11');
    expect(clients.body.results.every((u: { role: string }) => u.role === 'client')).toBe(true);
  });

  it('answers an empty page past the end and 400 for a bad page or ordering', async () => {
    const beyond = await t.api.get('/api/user?page=99', asAdmin());
    expect(beyond.body.results).toEqual([]);
    expect((await t.api.get('/api/user?page=0', asAdmin())).body.fields).toHaveProperty('page');
    const ordering = await t.api.get('/api/user?ordering=password_hash', asAdmin());
    expect(ordering.status).toBe(400);
    expect(ordering.body.fields).toHaveProperty('ordering');
  });

  it('exports the filtered list as a workbook with headers in the asked language', async () => {
    const answer = await t.api.get('/api/user?format=xlsx&searchText=Paging', { ...asAdmin(), headers: { 'accept-language': 'ca-ES' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(SPREADSHEET_CONTENT_TYPE);
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="usuaris_\d{4}-\d{2}-\d{2}_\d{4}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(13);
    expect(sheet.getRow(1).getCell(1).value).toBe('Nom');
    expect(sheet.getRow(2).getCell(1).value).toBe('Paging 00');
  });
});

describe('GET/PUT/DELETE /api/user/:id', () => {
  it('reads one user and 404s an unknown id', async () => {
    expect((await t.api.get(`/api/user/${t.client.id}`, asAdmin())).body.email).toBe(t.client.email);
    const missing = await t.api.get('/api/user/999999', asAdmin());
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'User not found.', code: 'not_found' });
  });

  it('keeps the password when the update leaves it empty, and changes it when filled', async () => {
    const user = await t.createUser('client');
    const keep = await t.api.put(`/api/user/${user.id}`, {
      ...asAdmin(),
      json: { name: 'Renamed', email: user.email, password: '', role: 'collaborator' },
    });
    expect(keep.body).toMatchObject({ name: 'Renamed', role: 'collaborator' });
    expect((await t.api.post('/api/login', { json: { email: user.email, password: PASSWORD } })).status).toBe(200);
    await t.api.put(`/api/user/${user.id}`, {
      ...asAdmin(),
      json: { name: 'Renamed', email: user.email, password: 'brand-new-secret', role: 'collaborator' },
    });
    expect((await t.api.post('/api/login', { json: { email: user.email, password: PASSWORD } })).status).toBe(401);
    expect((await t.api.post('/api/login', { json: { email: user.email, password: 'brand-new-secret' } })).status).toBe(200);
  });

  it('does not let an admin demote or delete their own account', async () => {
    const demote = await t.api.put(`/api/user/${t.admin.id}`, { ...asAdmin(), json: { name: 'Me', email: t.admin.email, role: 'client' } });
    expect(demote.status).toBe(409);
    expect((await t.api.delete(`/api/user/${t.admin.id}`, asAdmin())).status).toBe(409);
  });

  it('deletes a user, who can no longer sign in', async () => {
    const user = await t.createUser('collaborator');
    expect((await t.api.delete(`/api/user/${user.id}`, asAdmin())).status).toBe(204);
    expect((await t.api.get(`/api/user/${user.id}`, asAdmin())).status).toBe(404);
    expect((await t.api.post('/api/login', { json: { email: user.email, password: PASSWORD } })).status).toBe(401);
  });

  it('answers 409 when the new e-mail belongs to someone else', async () => {
    const user = await t.createUser('client');
    const answer = await t.api.put(`/api/user/${user.id}`, {
      ...asAdmin(),
      json: { name: 'X', email: t.collaborator.email, role: 'client' },
    });
    expect(answer.status).toBe(409);
  });
});
