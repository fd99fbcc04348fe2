import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';
import { centerData, createConsultancy, createEnterprise } from './support/organisation';

// The center form's rules: the community by name in es/ca/en, province and community from the postal
// code (editable to correct), and the people a center may be assigned.
let t: TestApp;
let enterpriseId: number;
let otherEnterpriseId: number;
let consultancyId: number;
let otherClientId: number;

beforeAll(async () => {
  t = await startTestApp();
  consultancyId = (await createConsultancy(t)).id;
  enterpriseId = (await createEnterprise(t, 'Indústries Vallès SA', [t.client.id])).id;
  const other = await t.api.post('/api/user', {
    token: t.admin.token,
    json: { name: 'Otra Clienta', email: 'otra@cliente.example', password: 'correct-horse-battery', role: 'client' },
  });
  expect(other.status, JSON.stringify(other.body)).toBe(201);
  otherClientId = other.body.id;
  otherEnterpriseId = (await createEnterprise(t, 'Química del Sur SA', [otherClientId])).id;
});
afterAll(() => t.close());

const save = (overrides: Record<string, unknown>) =>
  t.api.post('/api/center', {
    token: t.admin.token,
    form: { json_data: JSON.stringify(centerData(enterpriseId, consultancyId, overrides)) },
  });

describe('autonomous_community', () => {
  for (const name of ['Catalunya', 'Cataluña', 'Catalonia', 'catalunya ', 'ES-CT']) {
    it(`accepts "${name}" and answers the code`, async () => {
      const answer = await save({ autonomous_community: name });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.autonomous_community).toBe('ES-CT');
    });
  }

  it('refuses a name that is no community, naming the field', async () => {
    const answer = await save({ autonomous_community: 'Occitània' });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields)).toEqual(['autonomous_community']);
  });
});

describe('province and community from the postal code', () => {
  it('fills both when missing: 41001 is Sevilla, Andalucía', async () => {
    const answer = await save({ postal_code: '41001', province: undefined, autonomous_community: undefined });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ province: 'Sevilla', autonomous_community: 'ES-AN' });
  });

  it('keeps a province and community given to correct them', async () => {
    const answer = await save({ postal_code: '08201', province: 'Barcelona (Vallès Occidental)', autonomous_community: 'Catalunya' });
    expect(answer.body).toMatchObject({ province: 'Barcelona (Vallès Occidental)', autonomous_community: 'ES-CT' });
  });
});

describe('the users offered for a center', () => {
  it('are the collaborators and the clients of its enterprise, never another enterprise’s clients nor admins', async () => {
    const answer = await t.api.get(`/api/user?offeredForEnterpriseId=${enterpriseId}&pageSize=100`, { token: t.admin.token });
    expect(answer.status).toBe(200);
    const ids = answer.body.results.map((user: { id: number }) => user.id);
    expect(ids).toContain(t.collaborator.id);
    expect(ids).toContain(t.client.id);
    expect(ids).not.toContain(otherClientId);
    expect(ids).not.toContain(t.admin.id);
    const other = await t.api.get(`/api/user?offeredForEnterpriseId=${otherEnterpriseId}&pageSize=100`, { token: t.admin.token });
    expect(other.body.results.map((user: { id: number }) => user.id).sort()).toEqual([t.collaborator.id, otherClientId].sort());
  });
});
