import { expect } from 'vitest';
import type { TestApp } from './app';

export interface WasteCatalogue {
  residue: number;
  hazardous: number;
  recovery: number;
  elimination: number;
  carrier: number;
  manager: number;
}
const catalogues = new WeakMap<TestApp, Promise<WasteCatalogue>>();

const created = async (answer: Promise<{ status: number; body: { id: number } }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(201);
  return body.id;
};

/** One set of waste catalogues per test app: a plain and a hazardous residue, two treatments, a carrier and a manager of both. */
export function wasteCatalogue(t: TestApp): Promise<WasteCatalogue> {
  let made = catalogues.get(t);
  if (!made) {
    made = (async () => {
      const token = t.admin.token;
      const list = await t.api.get('/api/dangerousness?pageSize=50', { token });
      const hp14 = (list.body.results as { id: number; code: string }[]).find((row) => row.code === 'HP14')!.id;
      const residue = await created(
        t.api.post('/api/residue', {
          token,
          json: {
            name_spanish: 'Papel y cartón',
            name_catalan: 'Paper i cartró',
            ler_code: '200101',
            does_residue_collection_need_collection_document: false,
          },
        }),
      );
      const hazardous = await created(
        t.api.post('/api/residue', {
          token,
          json: {
            name_spanish: 'Aceites minerales usados',
            name_catalan: 'Olis minerals usats',
            ler_code: '13 02 05*',
            dangerousness_ids: [hp14],
            does_collection_plan_need_previous_notification: true,
            does_collection_plan_need_treatment_contract: true,
            does_residue_collection_need_collection_document: true,
          },
        }),
      );
      const recovery = await created(t.api.post('/api/treatment', { token, form: { name: 'Regeneración de aceites', type: 'R9' } }));
      const elimination = await created(t.api.post('/api/treatment', { token, form: { name: 'Depósito en vertedero', type: 'D1' } }));
      const party = { email: 'rutas@recigarraf.example', code: 'E-123', nima: '0812345678', residue_ids: [residue, hazardous] };
      const carrier = await created(t.api.post('/api/residue-carrier', { token, json: { ...party, name: 'Transports Garraf SL' } }));
      const manager = await created(
        t.api.post('/api/residue-manager', {
          token,
          json: { ...party, name: 'Gestió Residus Penedès SA', email: 'planta@penedes.example' },
        }),
      );
      return { residue, hazardous, recovery, elimination, carrier, manager };
    })();
    catalogues.set(t, made);
  }
  return made;
}

export const planForm = (centerId: number, c: WasteCatalogue, overrides: Record<string, string> = {}) => ({
  center_id: String(centerId),
  type: 'PERIODIC',
  start_date: '2026-01-05',
  end_date: '',
  first_deposit_date: '2026-01-02',
  residue_id: String(c.hazardous),
  treatment_id: String(c.recovery),
  carrier_id: String(c.carrier),
  manager_id: String(c.manager),
  collection_frequency: '30',
  observations: '',
  is_cancelled: 'false',
  container_quantity: '2',
  capacity_of_containers: '1000.5',
  notify_carrier: 'false',
  notify_manager: 'false',
  quantity_of_persons: '',
  residue_generation_ratio: '',
  quantity_of_days: '',
  ...overrides,
});

/** The residue module on, with a plan, a collection and an incidence in the center (tenancy test fixtures). */
export async function wasteFixture(t: TestApp, centerId: number) {
  const token = t.admin.token;
  const c = await wasteCatalogue(t);
  expect((await t.api.post(`/api/residue-module/${centerId}/state`, { token, json: { is_active: true } })).status).toBe(200);
  const plan = await created(t.api.post('/api/collection-plan', { token, form: planForm(centerId, c) }));
  const collection = await created(
    t.api.post('/api/residue-collection', {
      token,
      form: {
        collection_plan_id: String(plan),
        date: '2026-02-04',
        quantity: '800',
        unit: 'kg',
        accepted_quantity: '790',
        refused_quantity: '10',
        collection_document_number: 'DI-1',
      },
    }),
  );
  const incidence = await created(
    t.api.post('/api/incidence', {
      token,
      form: { residue_collection_id: String(collection), date: '2026-02-04', description: 'Un bidón llegó abierto' },
    }),
  );
  return { catalogue: c, plan, collection, incidence };
}
