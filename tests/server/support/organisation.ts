import { expect } from 'vitest';
import type { TestApp } from './app';

/** json_data of a center (spec §7) with believable Catalan defaults. */
export const centerData = (enterpriseId: number, consultancyId: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Planta de Sabadell',
  postal_code: '08201',
  autonomous_community: 'ES-CT',
  province: 'Barcelona',
  municipality: 'Sabadell',
  address: 'Carrer de la Indústria 12',
  used_language: 'ca',
  enterpriseId,
  consultancyId,
  userIdList: [] as number[],
  ...overrides,
});

async function created(answer: Promise<{ status: number; body: { id: number } & Record<string, unknown> }>) {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

let consultancies = 0;
// A domain belongs to one consultancy: each made here has its own.
export const createConsultancy = (t: TestApp, name = 'EcoAssessors SL') =>
  created(
    t.api.post('/api/consultancy', {
      token: t.admin.token,
      form: { name, domain_name: `consultancy-${++consultancies}.example` },
    }),
  );

export const createEnterprise = (t: TestApp, name = 'Indústries Vallès SA', userIdList: number[] = []) =>
  created(t.api.post('/api/enterprise', { token: t.admin.token, form: { json_data: JSON.stringify({ name, userIdList }) } }));

export const createCenter = (t: TestApp, enterpriseId: number, consultancyId: number, overrides: Record<string, unknown> = {}) =>
  created(
    t.api.post('/api/center', {
      token: t.admin.token,
      form: { json_data: JSON.stringify(centerData(enterpriseId, consultancyId, overrides)) },
    }),
  );

/**
 * Two tenants: center A (collaborator assigned to it, client through its enterprise) and
 * center B of another enterprise, which neither may see.
 */
export async function twoTenants(t: TestApp) {
  const consultancy = await createConsultancy(t);
  const enterpriseA = await createEnterprise(t, 'Enterprise A', [t.client.id]);
  const enterpriseB = await createEnterprise(t, 'Enterprise B');
  const centerA = await createCenter(t, enterpriseA.id, consultancy.id, { name: 'Center A', userIdList: [t.collaborator.id] });
  const centerB = await createCenter(t, enterpriseB.id, consultancy.id, {
    name: 'Center B',
    postal_code: '28001',
    autonomous_community: 'ES-MD',
    province: 'Madrid',
    used_language: 'es',
  });
  return { consultancy, enterpriseA, enterpriseB, centerA, centerB };
}
