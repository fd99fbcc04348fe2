import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidences } from '../../server/db/schema';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { startTestApp, type TestApp } from './support/app';
import { createCenter, createConsultancy, createEnterprise } from './support/organisation';
import { registerBranch } from './support/register';

// The home figures counted by hand: center A (the client's enterprise, the collaborator assigned) has
// five evidences, center C (the client's enterprise too) none, center B (another enterprise) one.
let t: TestApp;
let centerA: number;
let centerB: number;
let centerC: number;
const today = todayInSpain();

beforeAll(async () => {
  t = await startTestApp();
  const branch = await registerBranch(t);
  const consultancy = await createConsultancy(t);
  const enterprise = await createEnterprise(t, 'Indústries Vallès SA', [t.client.id]);
  const other = await createEnterprise(t, 'Química del Sur SA');
  centerA = (await createCenter(t, enterprise.id, consultancy.id, { name: 'A Planta de Sabadell', userIdList: [t.collaborator.id] })).id;
  centerB = (
    await createCenter(t, other.id, consultancy.id, {
      name: 'B Planta de Sevilla',
      postal_code: '41001',
      autonomous_community: 'ES-AN',
      province: 'Sevilla',
      used_language: 'es',
    })
  ).id;
  centerC = (await createCenter(t, enterprise.id, consultancy.id, { name: 'C Almacén de Terrassa' })).id;
  expect(
    (await t.api.post(`/api/legal-requirement-module/${centerA}/state`, { token: t.admin.token, json: { is_active: true } })).status,
  ).toBe(200);
  const requirement = branch.requirement.id;
  await t.database.db.insert(evidences).values([
    {
      centerId: centerA,
      legalRequirementId: requirement,
      name: 'Caducada hace 5 días',
      state: 'FULFILLED',
      expirationDate: addDays(today, -5),
    },
    { centerId: centerA, legalRequirementId: requirement, name: 'Sin fecha', state: 'FULFILLED' },
    {
      centerId: centerA,
      legalRequirementId: requirement,
      name: 'Caduca en 10 días',
      state: 'IN_PROCESS',
      expirationDate: addDays(today, 10),
    },
    { centerId: centerA, legalRequirementId: requirement, name: 'Caduca hoy', state: 'NOT_FULFILLED', expirationDate: today },
    {
      centerId: centerA,
      legalRequirementId: requirement,
      name: 'Caduca en 100 días',
      state: 'NOT_FULFILLED',
      expirationDate: addDays(today, 100),
    },
    { centerId: centerB, legalRequirementId: requirement, name: 'De otra empresa', state: 'FULFILLED', expirationDate: addDays(today, -1) },
  ]);
});
afterAll(() => t.close());

const home = async (who: 'admin' | 'collaborator' | 'client', query = '') => {
  const answer = await t.api.get(`/api/home${query}`, { token: t[who].token });
  return answer;
};

describe('GET /api/home', () => {
  it('counts each center by state, expired and expiring within its warning window (monthly digest: 60 days)', async () => {
    const answer = await home('admin');
    expect(answer.status).toBe(200);
    expect(answer.body.today).toBe(today);
    expect(answer.body.results.map((c: { center: { name: string } }) => c.center.name)).toEqual([
      'A Planta de Sabadell',
      'B Planta de Sevilla',
      'C Almacén de Terrassa',
    ]);
    expect(answer.body.count).toBe(3);
    expect(answer.body.results[0]).toEqual({
      center: { id: centerA, name: 'A Planta de Sabadell' },
      enterprise: { id: expect.any(Number), name: 'Indústries Vallès SA' },
      warning_days: 60,
      active_modules: ['legal-requirement'],
      evidences: { total: 5, FULFILLED: 2, IN_PROCESS: 1, NOT_FULFILLED: 2 },
      compliance: 40,
      // Expired whatever its state; today's and the one in 10 days are inside the window, 100 days is not.
      expired: 1,
      expiring: 2,
    });
    expect(answer.body.results[1]).toMatchObject({
      center: { id: centerB },
      evidences: { total: 1, FULFILLED: 1 },
      compliance: 100,
      expired: 1,
      expiring: 0,
      active_modules: [],
    });
    expect(answer.body.results[2]).toMatchObject({
      center: { id: centerC },
      evidences: { total: 0, FULFILLED: 0, IN_PROCESS: 0, NOT_FULFILLED: 0 },
      compliance: null,
      expired: 0,
      expiring: 0,
    });
  });

  it('a daily digest narrows the window to 7 days', async () => {
    const saved = await t.api.post('/api/evidence-mail-notification-periodicity', {
      token: t.admin.token,
      json: { center_id: centerA, periodicity: 'DAILY' },
    });
    expect(saved.status).toBe(200);
    const answer = await home('admin', `?centerId=${centerA}`);
    expect(answer.body.results).toEqual([
      expect.objectContaining({ center: expect.objectContaining({ id: centerA }), warning_days: 7, expired: 1, expiring: 1 }),
    ]);
    await t.api.post('/api/evidence-mail-notification-periodicity', {
      token: t.admin.token,
      json: { center_id: centerA, periodicity: 'MONTHLY' },
    });
  });

  it('each role sees only its centers: the client both of its enterprise, the collaborator the assigned one', async () => {
    expect((await home('client')).body.results.map((c: { center: { id: number } }) => c.center.id)).toEqual([centerA, centerC]);
    expect((await home('collaborator')).body.results.map((c: { center: { id: number } }) => c.center.id)).toEqual([centerA]);
    const mine = await home('client', `?centerId=${centerA}`);
    expect(mine.body.results).toEqual([
      expect.objectContaining({ center: expect.objectContaining({ id: centerA }), compliance: 40, expired: 1 }),
    ]);
  });

  it('one center the user may not see answers 404, not empty figures', async () => {
    const answer = await home('client', `?centerId=${centerB}`);
    expect(answer.status).toBe(404);
    expect((await home('collaborator', `?centerId=${centerC}`)).status).toBe(404);
    expect((await home('admin', '?centerId=999999')).status).toBe(404);
  });

  it('refuses a malformed center id with 400', async () => {
    expect((await home('admin', '?centerId=abc')).status).toBe(400);
  });
});
