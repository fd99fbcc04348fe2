import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';
import { tinyPng } from './support/files';
import { centerData, createCenter, createConsultancy, createEnterprise } from './support/organisation';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const asAdmin = () => ({ token: t.admin.token });
const logo = () => ({ name: 'logo.png', data: tinyPng(), type: 'image/png' });

describe('/api/consultancy', () => {
  it('creates with a logo served behind a signed link, and keeps the logo when an update sends none', async () => {
    const created = await t.api.post('/api/consultancy', {
      ...asAdmin(),
      form: { name: 'Verda Consultors', domain_name: 'Verda.example', logo: logo() },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Verda Consultors', domain_name: 'verda.example', centerList: [] });
    expect((await t.api.get(created.body.logo)).bytes.equals(tinyPng())).toBe(true);
    const updated = await t.api.put(`/api/consultancy/${created.body.id}`, {
      ...asAdmin(),
      form: { name: 'Verda Consultors SL', domain_name: 'verda.example' },
    });
    expect(updated.body.name).toBe('Verda Consultors SL');
    expect(updated.body.logo).toBe(created.body.logo);
  });

  it('names a bad domain and a missing name', async () => {
    const answer = await t.api.post('/api/consultancy', { ...asAdmin(), form: { domain_name: 'not a domain' } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual(['domain_name', 'name']);
  });

  it('refuses to delete a consultancy that still has centers, saying how many', async () => {
    const consultancy = await createConsultancy(t, 'Busy Consultancy');
    const enterprise = await createEnterprise(t);
    await createCenter(t, enterprise.id, consultancy.id);
    await createCenter(t, enterprise.id, consultancy.id, { name: 'Magatzem de Terrassa' });
    const answer = await t.api.delete(`/api/consultancy/${consultancy.id}`, asAdmin());
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toContain('still has 2 centers');
    expect((await t.api.get(`/api/consultancy/${consultancy.id}`, asAdmin())).body.centerList).toHaveLength(2);
  });

  it('deletes an empty consultancy together with its logo', async () => {
    const created = await t.api.post('/api/consultancy', {
      ...asAdmin(),
      form: { name: 'Short-lived', domain_name: 'short.example', logo: logo() },
    });
    expect((await t.api.delete(`/api/consultancy/${created.body.id}`, asAdmin())).status).toBe(204);
    expect((await t.api.get(created.body.logo)).status).toBe(404);
  });
});

describe('/api/enterprise', () => {
  it('takes json_data with its people and answers userList and centerList', async () => {
    const answer = await t.api.post('/api/enterprise', {
      ...asAdmin(),
      form: { json_data: JSON.stringify({ name: 'Cartonajes del Ebro', userIdList: [t.client.id] }), logo: logo() },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Cartonajes del Ebro',
      centerList: [],
      userList: [{ id: t.client.id, email: t.client.email, role: 'client' }],
    });
    expect(answer.body.logo).toMatch(/^\/api\/files\//);
    const user = await t.api.get(`/api/user/${t.client.id}`, asAdmin());
    expect(user.body.enterpriseList).toEqual([{ id: answer.body.id, name: 'Cartonajes del Ebro' }]);
  });

  it('answers 400 naming json_data when it is not JSON, and userIdList for an unknown user', async () => {
    const broken = await t.api.post('/api/enterprise', { ...asAdmin(), form: { json_data: '{name:' } });
    expect(broken.status).toBe(400);
    expect(broken.body.fields).toHaveProperty('json_data');
    const unknown = await t.api.post('/api/enterprise', {
      ...asAdmin(),
      form: { json_data: JSON.stringify({ name: 'X', userIdList: [999999] }) },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.userIdList).toContain('999999');
    expect(
      (await t.api.get('/api/enterprise?searchText=X', asAdmin())).body.results.filter((e: { name: string }) => e.name === 'X'),
    ).toEqual([]);
  });

  it('accepts a JSON body with json_data as an object', async () => {
    const answer = await t.api.post('/api/enterprise', { ...asAdmin(), json: { json_data: { name: 'Aceites del Sur' } } });
    expect(answer.status).toBe(201);
    expect(answer.body.userList).toEqual([]);
  });

  it('refuses to delete an enterprise with centers (409) and nothing is lost', async () => {
    const consultancy = await createConsultancy(t);
    const enterprise = await createEnterprise(t, 'With one center');
    await createCenter(t, enterprise.id, consultancy.id);
    const answer = await t.api.delete(`/api/enterprise/${enterprise.id}`, asAdmin());
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toContain('still has 1 center');
  });
});

describe('/api/center', () => {
  let consultancyId: number;
  let enterpriseId: number;
  beforeAll(async () => {
    consultancyId = (await createConsultancy(t)).id;
    enterpriseId = (await createEnterprise(t, 'Química Tarragona SA')).id;
  });

  it('creates from json_data and a logo, storing empty municipality and address as null', async () => {
    const data = centerData(enterpriseId, consultancyId, { municipality: '', address: '  ', userIdList: [t.collaborator.id] });
    const answer = await t.api.post('/api/center', { ...asAdmin(), form: { json_data: JSON.stringify(data), logo: logo() } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Planta de Sabadell',
      postal_code: '08201',
      autonomous_community: 'ES-CT',
      province: 'Barcelona',
      municipality: null,
      address: null,
      used_language: 'ca',
      enterprise: { id: enterpriseId, name: 'Química Tarragona SA', logo: null },
      consultancy: { id: consultancyId, name: 'EcoAssessors SL', logo: null },
      userList: [{ id: t.collaborator.id, email: t.collaborator.email, role: 'collaborator' }],
    });
    expect(answer.body.logo).toMatch(/^\/api\/files\//);
    const user = await t.api.get(`/api/user/${t.collaborator.id}`, asAdmin());
    expect(user.body.centerList).toContainEqual({ id: answer.body.id, name: 'Planta de Sabadell' });
  });

  it('names each bad field inside json_data', async () => {
    const data = centerData(enterpriseId, consultancyId, {
      postal_code: '8201',
      autonomous_community: 'Occitània',
      used_language: 'fr',
      name: '',
    });
    const answer = await t.api.post('/api/center', {
      ...asAdmin(),
      headers: { 'accept-language': 'en' },
      form: { json_data: JSON.stringify(data) },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual(['autonomous_community', 'name', 'postal_code', 'used_language']);
    expect(answer.body.fields.postal_code).toBe('Enter a Spanish postal code: five digits, starting 01 to 52.');
    const spanish = await t.api.post('/api/center', {
      ...asAdmin(),
      headers: { 'accept-language': 'es-ES' },
      form: { json_data: JSON.stringify(data) },
    });
    expect(spanish.body.fields.postal_code).toBe('Introduce un código postal español: cinco cifras, empezando por 01 a 52.');
  });

  it('answers 400 naming enterpriseId or consultancyId when they do not exist', async () => {
    for (const [field, data] of [
      ['enterpriseId', centerData(999999, consultancyId)],
      ['consultancyId', centerData(enterpriseId, 999999)],
    ] as const) {
      const answer = await t.api.post('/api/center', { ...asAdmin(), form: { json_data: JSON.stringify(data) } });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toHaveProperty(field);
    }
  });

  it('replaces the assigned users on update and filters the list by enterprise', async () => {
    const center = await createCenter(t, enterpriseId, consultancyId, { name: 'Oficines Reus', userIdList: [t.collaborator.id] });
    const updated = await t.api.put(`/api/center/${center.id}`, {
      ...asAdmin(),
      form: { json_data: JSON.stringify(centerData(enterpriseId, consultancyId, { name: 'Oficines Reus', userIdList: [t.client.id] })) },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.userList.map((u: { id: number }) => u.id)).toEqual([t.client.id]);
    const list = await t.api.get(`/api/center?enterpriseId=${enterpriseId}&ordering=name`, asAdmin());
    expect(list.body.results.map((c: { name: string }) => c.name)).toEqual(['Oficines Reus', 'Planta de Sabadell']);
  });

  it('deletes a center', async () => {
    const center = await createCenter(t, enterpriseId, consultancyId, { name: 'Temporal' });
    expect((await t.api.delete(`/api/center/${center.id}`, asAdmin())).status).toBe(204);
    expect((await t.api.get(`/api/center/${center.id}`, asAdmin())).status).toBe(404);
  });
});

describe('module activation', () => {
  it('is off by default, switches on and off, and the center home lists every module', async () => {
    const center = await createCenter(t, (await createEnterprise(t)).id, (await createConsultancy(t)).id);
    expect((await t.api.get(`/api/legal-requirement-module/${center.id}/state`, asAdmin())).body).toEqual({ is_active: false });
    expect(
      (await t.api.post(`/api/legal-requirement-module/${center.id}/state`, { ...asAdmin(), json: { is_active: true } })).body,
    ).toEqual({ is_active: true });
    expect((await t.api.post(`/api/residue-module/${center.id}/state`, { ...asAdmin(), json: { is_active: true } })).body).toEqual({
      is_active: true,
    });
    await t.api.post(`/api/residue-module/${center.id}/state`, { ...asAdmin(), json: { is_active: false } });
    const modules = await t.api.get(`/api/center/${center.id}/modules`, asAdmin());
    expect(modules.body.filter((m: { is_active: boolean }) => m.is_active).map((m: { module: string }) => m.module)).toEqual([
      'legal-requirement',
    ]);
    expect(modules.body).toHaveLength(8);
  });

  it('names a missing is_active', async () => {
    const center = await createCenter(t, (await createEnterprise(t)).id, (await createConsultancy(t)).id);
    const answer = await t.api.post(`/api/ddd-module/${center.id}/state`, { ...asAdmin(), json: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('is_active');
  });
});
