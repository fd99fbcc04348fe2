import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultPictogram, HAZARD_CODES, isValidNima, normaliseLer } from '../../server/modules/waste/codes';
import { startTestApp, type TestApp } from './support/app';
import { minimalPdf, tinyPng } from './support/files';
import { twoTenants } from './support/organisation';
import { planForm, wasteCatalogue, type WasteCatalogue } from './support/waste';
import { centerUsers, storedFiles, wasteNotifications } from '../../server/db/schema';
import { deliverNotifications, queueDueReminders } from '../../server/modules/waste/notify';
import { startSmtpServer } from './support/smtp';
import { SecretBox } from '../../server/lib/secrets';
import { eq } from 'drizzle-orm';

const countFiles = (app: TestApp) => app.database.db.$count(storedFiles);
let tenants: Awaited<ReturnType<typeof twoTenants>>;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ outboundPrivateHosts: 'allow' });
});
afterAll(() => t.close());

const asAdmin = () => ({ token: t.admin.token });
const hp = async (code: string) => {
  const list = await t.api.get(`/api/dangerousness?pageSize=100&searchText=${code}`, asAdmin());
  return (list.body.results as { id: number; name: string }[]).find((row) => row.name.startsWith(`${code} `))!.id;
};

describe('waste codes', () => {
  it('normalises every written form of a LER code to one', () => {
    for (const text of ['150110*', '15 01 10*', '15.01.10*', ' 15-01-10 * ']) expect(normaliseLer(text)).toBe('15 01 10*');
    expect(normaliseLer('200301')).toBe('20 03 01');
    for (const text of ['15011', '1501100', 'ab0110', '15 01 10**', '']) expect(normaliseLer(text)).toBeUndefined();
  });

  it('accepts a NIMA of ten digits starting with a province code 01..52', () => {
    expect(isValidNima('0800012345')).toBe(true);
    expect(isValidNima('5200000001')).toBe(true);
    for (const nima of ['0000012345', '5300012345', '080001234', '08000123456', '08000A2345']) expect(isValidNima(nima)).toBe(false);
  });
});

describe('/api/dangerousness', () => {
  it('is seeded with HP1..HP15 named in Spanish and Catalan', async () => {
    const es = await t.api.get('/api/dangerousness?pageSize=50', { ...asAdmin(), headers: { 'accept-language': 'es' } });
    expect(es.body.count).toBe(15);
    expect(es.body.results.map((row: { code: string }) => row.code)).toEqual(Array.from({ length: 15 }, (_, i) => `HP${i + 1}`));
    expect(es.body.results[7]).toMatchObject({
      name: 'HP8 Corrosivo',
      name_spanish: 'HP8 Corrosivo',
      name_catalan: 'HP8 Corrosiu',
      pictogram: '/hazard-pictograms/HP8.svg',
      pictogram_uploaded: false,
    });
    const ca = await t.api.get('/api/dangerousness?pageSize=50', { ...asAdmin(), headers: { 'accept-language': 'ca' } });
    expect(ca.body.results[13].name).toBe('HP14 Ecotòxic');
  });

  it('takes a pictogram only when given and keeps it on an update without one', async () => {
    const created = await t.api.post('/api/dangerousness', {
      ...asAdmin(),
      form: { name_spanish: 'Prueba', name_catalan: 'Prova', pictogram: { name: 'p.png', data: tinyPng(), type: 'image/png' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.pictogram).toMatch(/^\/api\/files\//);
    const updated = await t.api.put(`/api/dangerousness/${created.body.id}`, {
      ...asAdmin(),
      form: { name_spanish: 'Prueba 2', name_catalan: 'Prova 2' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.pictogram).toMatch(/^\/api\/files\//);
    const wrongType = await t.api.post('/api/dangerousness', {
      ...asAdmin(),
      form: { name_spanish: 'X', name_catalan: 'X', pictogram: { name: 'p.png', data: Buffer.from('%PDF-1.4 nope'), type: 'image/png' } },
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.fields).toHaveProperty('pictogram');
    expect((await t.api.delete(`/api/dangerousness/${created.body.id}`, asAdmin())).status).toBe(204);
  });

  it('answers the default pictogram of each HP class until the admin uploads one, and again once the upload is removed', async () => {
    // The fifteen defaults ship with the app (public/ is served at the root of the built app).
    for (const code of HAZARD_CODES)
      expect(readFileSync(path.join('public', defaultPictogram(code)!), 'utf8')).toMatch(/^<svg[^>]*aria-label="HP\d+"/);
    const hp3 = await hp('HP3');
    const uploaded = await t.api.put(`/api/dangerousness/${hp3}`, {
      ...asAdmin(),
      form: {
        name_spanish: 'HP3 Inflamable',
        name_catalan: 'HP3 Inflamable',
        pictogram: { name: 'p.png', data: tinyPng(), type: 'image/png' },
      },
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ pictogram: expect.stringMatching(/^\/api\/files\//), pictogram_uploaded: true });
    const filesBefore = await countFiles(t);
    // Only admins remove it; then the default is back and the uploaded file is gone.
    expect((await t.api.delete(`/api/dangerousness/${hp3}/pictogram`, { token: t.collaborator.token })).status).toBe(403);
    const removed = await t.api.delete(`/api/dangerousness/${hp3}/pictogram`, asAdmin());
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ code: 'HP3', pictogram: '/hazard-pictograms/HP3.svg', pictogram_uploaded: false });
    expect(await countFiles(t)).toBe(filesBefore - 1);
    expect((await t.api.get(`/api/dangerousness/${hp3}`, asAdmin())).body.pictogram).toBe('/hazard-pictograms/HP3.svg');
    expect((await t.api.delete('/api/dangerousness/999999/pictogram', asAdmin())).status).toBe(404);
    // A class the admin adds has no default.
    const own = await t.api.post('/api/dangerousness', { ...asAdmin(), form: { name_spanish: 'Propia', name_catalan: 'Pròpia' } });
    expect(own.body).toMatchObject({ pictogram: null, pictogram_uploaded: false });
    await t.api.delete(`/api/dangerousness/${own.body.id}`, asAdmin());
  });

  it('is read by everyone and written only by admins', async () => {
    expect((await t.api.get('/api/dangerousness', { token: t.client.token })).status).toBe(200);
    expect(
      (await t.api.post('/api/dangerousness', { token: t.collaborator.token, form: { name_spanish: 'X', name_catalan: 'X' } })).status,
    ).toBe(403);
  });
});

describe('/api/residue', () => {
  it('stores the LER code normalised with its hazard classes and the four document flags', async () => {
    const [hp4, hp14] = [await hp('HP4'), await hp('HP14')];
    const created = await t.api.post('/api/residue', {
      ...asAdmin(),
      json: {
        name_spanish: 'Envases que contienen restos de sustancias peligrosas',
        name_catalan: 'Envasos que contenen restes de substàncies perilloses',
        ler_code: '150110*',
        dangerousness_ids: [hp14, hp4],
        does_collection_plan_need_previous_notification: true,
        does_collection_plan_need_treatment_contract: true,
        does_residue_collection_need_collection_document: true,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ler_code: '15 01 10*',
      is_hazardous: true,
      does_collection_plan_need_previous_notification: true,
      does_residue_collection_need_delivery_note: false,
    });
    expect(created.body.dangerousnesses.map((row: { id: number }) => row.id)).toEqual([hp4, hp14]);
    const read = await t.api.get(`/api/residue/${created.body.id}`, { token: t.client.token, headers: { 'accept-language': 'ca' } });
    expect(read.body.name).toBe('Envasos que contenen restes de substàncies perilloses');
    const found = await t.api.get('/api/residue?searchText=15%2001%2010', asAdmin());
    expect(found.body.results.map((row: { id: number }) => row.id)).toContain(created.body.id);
  });

  it('answers 400 naming ler_code for a code that is not one, and dangerousness_ids for a hazardous one without classes', async () => {
    const base = { name_spanish: 'R', name_catalan: 'R' };
    const bad = await t.api.post('/api/residue', { ...asAdmin(), json: { ...base, ler_code: '15011' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('ler_code');
    const noClass = await t.api.post('/api/residue', { ...asAdmin(), json: { ...base, ler_code: '15.01.10*', dangerousness_ids: [] } });
    expect(noClass.status).toBe(400);
    expect(noClass.body.fields).toHaveProperty('dangerousness_ids');
    const unknown = await t.api.post('/api/residue', {
      ...asAdmin(),
      json: { ...base, ler_code: '15 01 10*', dangerousness_ids: [999999] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('dangerousness_ids');
    const nonHazardous = await t.api.post('/api/residue', { ...asAdmin(), json: { ...base, ler_code: '20 03 01' } });
    expect(nonHazardous.status).toBe(201);
    expect(nonHazardous.body).toMatchObject({ ler_code: '20 03 01', is_hazardous: false, dangerousnesses: [] });
  });

  it('refuses to delete a hazard class that residues still use', async () => {
    const answer = await t.api.delete(`/api/dangerousness/${await hp('HP4')}`, asAdmin());
    expect(answer.status).toBe(409);
  });
});

describe('/api/treatment', () => {
  it('carries an R or D operation code and answers its kind', async () => {
    const created = await t.api.post('/api/treatment', { ...asAdmin(), form: { name: 'Reciclado de metales', type: 'R4' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Reciclado de metales', type: 'R4', kind: 'recovery' });
    const landfill = await t.api.post('/api/treatment', { ...asAdmin(), form: { name: 'Depósito en vertedero', type: 'D1' } });
    expect(landfill.body.kind).toBe('elimination');
    const bad = await t.api.post('/api/treatment', { ...asAdmin(), form: { name: 'X', type: 'R14' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('type');
  });
});

describe('/api/residue-carrier and /api/residue-manager', () => {
  for (const path of ['residue-carrier', 'residue-manager']) {
    it(`${path}: validates the NIMA, keeps what an update does not name and flags an expired authorisation`, async () => {
      const residue = await t.api.post('/api/residue', {
        ...asAdmin(),
        json: { name_spanish: 'Papel', name_catalan: 'Paper', ler_code: '200101' },
      });
      const created = await t.api.post(`/api/${path}`, {
        ...asAdmin(),
        json: {
          name: 'Transportes Garraf SL',
          email: 'trafic@garraf.example',
          code: 'T-08-1234',
          nima: '0812345678',
          phone_number: '938000000',
          authorisation_expiry: '2020-01-31',
          residue_ids: [residue.body.id],
        },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        nima: '0812345678',
        address: null,
        is_authorisation_expired: true,
        residues: [{ id: residue.body.id, ler_code: '20 01 01' }],
      });
      const updated = await t.api.put(`/api/${path}/${created.body.id}`, {
        ...asAdmin(),
        json: { name: 'Transportes Garraf', email: 'trafic@garraf.example', code: 'T-08-1234', authorisation_expiry: '2999-12-31' },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        name: 'Transportes Garraf',
        phone_number: '938000000',
        nima: '0812345678',
        is_authorisation_expired: false,
      });
      expect(updated.body.residues).toHaveLength(1);
      for (const nima of ['5312345678', '08123']) {
        const bad = await t.api.post(`/api/${path}`, { ...asAdmin(), json: { name: 'X', email: 'x@example.com', code: 'X', nima } });
        expect(bad.status, nima).toBe(400);
        expect(bad.body.fields).toHaveProperty('nima');
      }
      expect(
        (await t.api.post(`/api/${path}`, { token: t.collaborator.token, json: { name: 'X', email: 'x@example.com', code: 'X' } })).status,
      ).toBe(403);
    });
  }
});

describe('collection plans, collections and incidences', () => {
  let centerId: number;
  let c: WasteCatalogue;
  beforeAll(async () => {
    tenants = await twoTenants(t);
    centerId = tenants.centerA.id;
    c = await wasteCatalogue(t);
  });

  it('refuses writes while the residue module is off (409)', async () => {
    const answer = await t.api.post('/api/collection-plan', { token: t.collaborator.token, form: planForm(centerId, c) });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('module_inactive');
    await t.api.post(`/api/residue-module/${centerId}/state`, { ...asAdmin(), json: { is_active: true } });
  });

  it('creates a plan from the multipart form with its contract PDF and container photo, optional fields as empty strings', async () => {
    const answer = await t.api.post('/api/collection-plan', {
      token: t.collaborator.token,
      form: {
        ...planForm(centerId, c),
        treatment_contract_document: { name: 'contrato.pdf', data: minimalPdf(), type: 'application/pdf' },
        photo_of_container: { name: 'bidon.png', data: tinyPng(), type: 'image/png' },
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      center_id: centerId,
      type: 'PERIODIC',
      end_date: null,
      capacity_of_containers: '1000.500',
      quantity_of_persons: null,
      is_cancelled: false,
      residue: { ler_code: '13 02 05*', is_hazardous: true },
      treatment: { type: 'R9', kind: 'recovery' },
      carrier: { name: 'Transports Garraf SL', is_authorisation_expired: false },
      next_collection_date: '2026-01-05',
      // Hazardous: six months from the first deposit.
      storage_deadline: '2026-07-02',
      documents: { treatment_contract: 'present', previous_notification: 'missing' },
    });
    expect(answer.body.treatment_contract_document).toMatch(/^\/api\/files\//);
    expect(answer.body.photo_of_container).toMatch(/^\/api\/files\//);
    // The identification page shows the residue's hazard classes with their pictograms.
    const listed = await t.api.get(`/api/collection-plan?centerId=${centerId}&isCancelled=False`, { token: t.client.token });
    const row = listed.body.results.find((plan: { id: number }) => plan.id === answer.body.id);
    expect(row.residue.dangerousnesses).toEqual([
      { id: expect.any(Number), code: 'HP14', name: 'HP14 Ecotóxico', pictogram: '/hazard-pictograms/HP14.svg' },
    ]);
  });

  it('answers 400 naming the field for bad plan input, and stores no file', async () => {
    const files = await countFiles(t);
    const cases: [Record<string, string>, string][] = [
      [{ end_date: '2026-01-01' }, 'end_date'],
      [{ capacity_of_containers: '-1' }, 'capacity_of_containers'],
      [{ container_quantity: '-2' }, 'container_quantity'],
      [{ residue_id: '999999' }, 'residue_id'],
    ];
    for (const [override, field] of cases) {
      const answer = await t.api.post('/api/collection-plan', {
        ...asAdmin(),
        form: {
          ...planForm(centerId, c, override),
          treatment_contract_document: { name: 'c.pdf', data: minimalPdf(), type: 'application/pdf' },
        },
      });
      expect(answer.status, field).toBe(400);
      expect(answer.body.fields, field).toHaveProperty(field);
    }
    const other = await t.api.post('/api/residue', {
      ...asAdmin(),
      json: { name_spanish: 'Vidrio', name_catalan: 'Vidre', ler_code: '200102' },
    });
    const notCarried = await t.api.post('/api/collection-plan', {
      ...asAdmin(),
      form: planForm(centerId, c, { residue_id: String(other.body.id) }),
    });
    expect(notCarried.status).toBe(400);
    expect(notCarried.body.fields).toHaveProperty('carrier_id');
    expect(await countFiles(t)).toBe(files);
  });

  // Issue 33: one OptionalText (lib/fields.ts); under the module's own [null, string] union a too-long text was told
  // "not valid", with no word of its length.
  it('tells a too-long optional text by its length', async () => {
    const answer = await t.api.post('/api/collection-plan', {
      ...asAdmin(),
      headers: { 'accept-language': 'es' },
      form: planForm(centerId, c, { observations: 'x'.repeat(5001) }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ observations: 'Este campo no puede tener más de 5000 caracteres.' });
  });

  it('lists current plans with isCancelled=False, cancels instead of deleting a plan with collections', async () => {
    const plan = await t.api.post('/api/collection-plan', {
      ...asAdmin(),
      form: planForm(centerId, c, { residue_id: String(c.residue), treatment_id: String(c.elimination), first_deposit_date: '2026-03-31' }),
    });
    // Non-hazardous sent to elimination: one year.
    expect(plan.body.storage_deadline).toBe('2027-03-31');
    const collection = await t.api.post('/api/residue-collection', {
      token: t.collaborator.token,
      form: {
        collection_plan_id: String(plan.body.id),
        date: '2026-04-10',
        quantity: '100.5',
        unit: 'kg',
        accepted_quantity: '',
        refused_quantity: '',
      },
    });
    expect(collection.status, JSON.stringify(collection.body)).toBe(201);
    expect(collection.body).toMatchObject({
      quantity: '100.500',
      accepted_quantity: null,
      documents: { collection_document: 'not_needed' },
    });
    const read = await t.api.get(`/api/collection-plan/${plan.body.id}`, asAdmin());
    expect(read.body).toMatchObject({
      last_collection_date: '2026-04-10',
      next_collection_date: '2026-05-10',
      storage_deadline: '2027-04-10',
    });

    expect((await t.api.delete(`/api/collection-plan/${plan.body.id}`, asAdmin())).status).toBe(409);
    const cancelled = await t.api.put(`/api/collection-plan/${plan.body.id}`, {
      ...asAdmin(),
      form: {
        ...planForm(centerId, c, { residue_id: String(c.residue), treatment_id: String(c.elimination) }),
        id: String(plan.body.id),
        is_cancelled: 'true',
      },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ is_cancelled: true, next_collection_date: null });
    const current = await t.api.get(`/api/collection-plan?centerId=${centerId}&isCancelled=False`, { token: t.client.token });
    expect(current.status).toBe(200);
    expect(current.body.results.map((row: { id: number }) => row.id)).not.toContain(plan.body.id);
    const all = await t.api.get(`/api/collection-plan?centerId=${centerId}`, { token: t.client.token });
    expect(all.body.results.map((row: { id: number }) => row.id)).toContain(plan.body.id);
  });

  it('refuses accepted plus refused above the quantity delivered, and records incidences under a collection', async () => {
    const plans = await t.api.get(`/api/collection-plan?centerId=${centerId}&isCancelled=False`, asAdmin());
    const planId = plans.body.results[0].id as number;
    const bad = await t.api.post('/api/residue-collection', {
      ...asAdmin(),
      form: {
        collection_plan_id: String(planId),
        date: '2026-02-01',
        quantity: '10',
        unit: 'kg',
        accepted_quantity: '8',
        refused_quantity: '2.5',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('refused_quantity');
    const negative = await t.api.post('/api/residue-collection', {
      ...asAdmin(),
      form: { collection_plan_id: String(planId), date: '2026-02-01', quantity: '-10', unit: 'kg' },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.fields).toHaveProperty('quantity');
    const good = await t.api.post('/api/residue-collection', {
      ...asAdmin(),
      form: {
        collection_plan_id: String(planId),
        date: '2026-02-01',
        quantity: '10',
        unit: 'kg',
        accepted_quantity: '8',
        refused_quantity: '2',
        collection_document_number: 'DI-2026-7',
        collection_document: { name: 'di.pdf', data: minimalPdf(), type: 'application/pdf' },
      },
    });
    expect(good.status).toBe(201);
    expect(good.body.documents.collection_document).toBe('present');
    const incidence = await t.api.post('/api/incidence', {
      token: t.collaborator.token,
      form: { residue_collection_id: String(good.body.id), date: '2026-02-01', description: 'Dos bidones sin etiqueta' },
    });
    expect(incidence.status).toBe(201);
    const list = await t.api.get(`/api/incidence?residueCollectionId=${good.body.id}`, { token: t.client.token });
    expect(list.body.results).toEqual([expect.objectContaining({ description: 'Dos bidones sin etiqueta', center_id: centerId })]);
    expect((await t.api.get(`/api/residue-collection/${good.body.id}`, asAdmin())).body.incidence_count).toBe(1);
    expect(
      (
        await t.api.post('/api/incidence', {
          token: t.client.token,
          form: { residue_collection_id: String(good.body.id), date: '2026-02-01', description: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/residue-module/{centerId}/legal-clock', () => {
  it('lists every dated obligation soonest first, on hand-computed dates', async () => {
    const centerId = tenants.centerB.id;
    const c = await wasteCatalogue(t);
    await t.api.post(`/api/residue-module/${centerId}/state`, { ...asAdmin(), json: { is_active: true } });
    const carrier = await t.api.post('/api/residue-carrier', {
      ...asAdmin(),
      json: {
        name: 'Trans Anoia',
        email: 'anoia@example.com',
        code: 'T-1',
        authorisation_expiry: '2026-03-15',
        residue_ids: [c.hazardous],
      },
    });
    const plan = await t.api.post('/api/collection-plan', {
      ...asAdmin(),
      form: {
        ...planForm(centerId, c, { carrier_id: String(carrier.body.id), treatment_contract_expiry: '2026-06-30' }),
        treatment_contract_document: { name: 'contrato.pdf', data: minimalPdf(), type: 'application/pdf' },
      },
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    await t.api.post('/api/residue-collection', {
      ...asAdmin(),
      form: {
        collection_plan_id: String(plan.body.id),
        date: '2026-02-04',
        quantity: '200',
        unit: 'l',
        collection_document_number: 'DI-9',
      },
    });

    const clock = await t.api.get(`/api/residue-module/${centerId}/legal-clock?asOf=2026-02-20`, { token: t.admin.token });
    expect(clock.status, JSON.stringify(clock.body)).toBe(200);
    // Next transfer 2026-02-04 + 30 days = 2026-03-06; the NT is due 10 days before; hazardous storage: 6 months after the last collection.
    expect(
      clock.body.results.map((item: { kind: string; due_date: string; days_left: number }) => [item.kind, item.due_date, item.days_left]),
    ).toEqual([
      ['prior_notification', '2026-02-24', 4],
      ['yearly_report', '2026-02-28', 8],
      ['carrier_authorisation', '2026-03-15', 23],
      ['treatment_contract_expiry', '2026-06-30', 130],
      ['storage_limit', '2026-08-04', 165],
    ]);
    expect(clock.body).toMatchObject({ count: 5, overdue: 0 });

    const late = await t.api.get(`/api/residue-module/${centerId}/legal-clock?asOf=2026-08-10`, { token: t.admin.token });
    expect(late.body.overdue).toBe(4);
    expect(late.body.results.at(-1)).toMatchObject({ kind: 'yearly_report', due_date: '2027-02-28', overdue: false });
    expect(late.body.results[0]).toMatchObject({ kind: 'prior_notification', days_left: -167, overdue: true });
  });
});

describe('GET /api/residue-module/legal-clock (every center of the user)', () => {
  it("answers each visible center's obligations in one list, soonest first, naming the center", async () => {
    const [centerA, centerB] = [tenants.centerA.id, tenants.centerB.id];
    const all = await t.api.get('/api/residue-module/legal-clock?asOf=2026-02-20', { token: t.admin.token });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.centers).toBeGreaterThanOrEqual(2);
    const dates = all.body.results.map((item: { due_date: string }) => item.due_date);
    expect(dates).toEqual([...dates].sort());
    const single = await t.api.get(`/api/residue-module/${centerB}/legal-clock?asOf=2026-02-20`, { token: t.admin.token });
    type Item = { kind: string; due_date: string; overdue: boolean; center_id: number; center: { name: string } };
    const ofB = (answer: { body: { results: Item[] } }) =>
      answer.body.results
        .filter((item) => item.center_id === centerB)
        .map(({ center_id: _, center, ...item }) => {
          expect(center.name).toBe('Center B');
          return item;
        });
    // The horizon: 2026-02-20 + 90 days = 2026-05-21 (8 days of February, 31 of March, 30 of April, 21 of May).
    expect(all.body).toMatchObject({ as_of: '2026-02-20', until: '2026-05-21', previous: null });
    const withinHorizon = (until: string) => single.body.results.filter((item: Item) => item.overdue || item.due_date <= until);
    expect(ofB(all)).toEqual(withinHorizon('2026-05-21'));
    // Center B's plan of the test above: its contract expiring on 2026-06-30 (day 130) and its storage limit on
    // 2026-08-04 (day 165) are beyond the default horizon, absent; a wider `until` lists them, as the center's own clock does.
    expect(single.body.results).toContainEqual(expect.objectContaining({ kind: 'treatment_contract_expiry', due_date: '2026-06-30' }));
    expect(ofB(all)).not.toContainEqual(expect.objectContaining({ kind: 'treatment_contract_expiry', due_date: '2026-06-30' }));
    expect(ofB(all)).not.toContainEqual(expect.objectContaining({ kind: 'storage_limit', due_date: '2026-08-04' }));
    expect(ofB(all)).toContainEqual(expect.objectContaining({ kind: 'carrier_authorisation', due_date: '2026-03-15', days_left: 23 }));
    const wide = await t.api.get('/api/residue-module/legal-clock?asOf=2026-02-20&until=2026-06-30&pageSize=1000', {
      token: t.admin.token,
    });
    expect(wide.body.until).toBe('2026-06-30');
    expect(ofB(wide)).toEqual(withinHorizon('2026-06-30'));
    expect(ofB(wide)).toContainEqual(
      expect.objectContaining({ kind: 'treatment_contract_expiry', due_date: '2026-06-30', days_left: 130 }),
    );
    expect(ofB(wide)).not.toContainEqual(expect.objectContaining({ kind: 'storage_limit', due_date: '2026-08-04' }));
    expect(wide.body.count).toBeGreaterThan(all.body.count);
    expect(all.body.overdue).toBe(all.body.results.filter((item: { overdue: boolean }) => item.overdue).length);

    // Overdue always: on 2026-08-10 the plan's NT (2026-02-24), carrier (2026-03-15), contract (2026-06-30) and storage
    // limit (2026-08-04) are overdue, listed whatever the horizon; next yearly report (2027-02-28, day 202) is beyond it.
    const late = await t.api.get('/api/residue-module/legal-clock?asOf=2026-08-10&until=2026-08-10&pageSize=1000', {
      token: t.admin.token,
    });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    const lateSingle = await t.api.get(`/api/residue-module/${centerB}/legal-clock?asOf=2026-08-10`, { token: t.admin.token });
    expect(ofB(late)).toEqual(lateSingle.body.results.filter((item: Item) => item.overdue || item.due_date <= '2026-08-10'));
    expect(
      ofB(late)
        .filter((item) => item.overdue)
        .map((item) => [item.kind, item.due_date]),
    ).toEqual(
      expect.arrayContaining([
        ['prior_notification', '2026-02-24'],
        ['carrier_authorisation', '2026-03-15'],
        ['treatment_contract_expiry', '2026-06-30'],
        ['storage_limit', '2026-08-04'],
      ]),
    );
    expect(ofB(late)).not.toContainEqual(expect.objectContaining({ kind: 'yearly_report' }));
    expect(late.body.overdue).toBe(late.body.count);

    // Paged: count and overdue are the horizon's, a page is a slice of the same order.
    const first = await t.api.get('/api/residue-module/legal-clock?asOf=2026-02-20&pageSize=2', { token: t.admin.token });
    expect(first.body).toMatchObject({ count: all.body.count, overdue: all.body.overdue, previous: null });
    expect(first.body.results).toEqual(all.body.results.slice(0, 2));
    expect(first.body.next).toContain('page=2');
    const second = await t.api.get('/api/residue-module/legal-clock?asOf=2026-02-20&pageSize=2&page=2', { token: t.admin.token });
    expect(second.body.results).toEqual(all.body.results.slice(2, 4));

    // A bad horizon is a 400 naming the field.
    for (const until of ['2026-13-45', 'soon', '2026-02-19']) {
      const bad = await t.api.get(`/api/residue-module/legal-clock?asOf=2026-02-20&until=${until}`, { token: t.admin.token });
      expect(bad.status, until).toBe(400);
      expect(JSON.stringify(bad.body), until).toContain('until');
    }
    expect(Number(all.headers.get('x-sql-statements'))).toBeLessThanOrEqual(6);

    // The collaborator is assigned to center A only.
    const own = await t.api.get('/api/residue-module/legal-clock?asOf=2026-02-20', { token: t.collaborator.token });
    expect(own.status).toBe(200);
    expect(own.body.count).toBeGreaterThan(0);
    expect(new Set(own.body.results.map((item: { center_id: number }) => item.center_id))).toEqual(new Set([centerA]));
  });
});

describe('reports and the archivo cronológico', () => {
  it('lists next collections and missing documents, each also as a workbook', async () => {
    const centerId = tenants.centerB.id;
    const next = await t.api.get(`/api/residue-module/${centerId}/reports/next-collections`, { token: t.admin.token });
    expect(next.status).toBe(200);
    expect(next.body.results[0]).toMatchObject({ next_collection_date: '2026-03-06', ler_code: '13 02 05*', carrier: 'Trans Anoia' });
    const expired = await t.api.get(`/api/residue-module/${centerId}/reports/expired-documents`, { token: t.admin.token });
    // Today is past the contract's 2026-06-30 and the carrier's 2026-03-15: both expired; the NT was never filed.
    expect(expired.body.results.map((row: { document: string; state: string }) => [row.document, row.state])).toEqual([
      ['treatment_contract', 'expired'],
      ['previous_notification', 'missing'],
      ['carrier_authorisation', 'expired'],
    ]);
    const sheet = await t.api.get(`/api/residue-module/${centerId}/reports/next-collections?format=xlsx`, {
      token: t.admin.token,
      headers: { 'accept-language': 'es' },
    });
    expect(sheet.headers.get('content-disposition')).toMatch(/proximas-recogidas_/);
    // A collection past its day is marked overdue in the workbook, as on the screen (issue 34).
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.bytes as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!;
    expect(rows.getRow(1).getCell(2).value).toBe('Estado');
    expect(rows.getRow(2).getCell(1).value).toEqual(new Date('2026-03-06T00:00:00Z'));
    expect(rows.getRow(2).getCell(2).value).toBe('Vencida');
  });

  it('streams the chronological record of a date range as .xlsx: date, LER, quantity, carrier, manager, treatment, DI', async () => {
    const centerId = tenants.centerB.id;
    const answer = await t.api.get(`/api/residue-module/${centerId}/chronological-record?startDate=2026-01-01&endDate=2026-12-31`, {
      token: t.admin.token,
      headers: { 'accept-language': 'es' },
    });
    expect(answer.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Código LER');
    const row = sheet.getRow(2);
    expect([
      row.getCell(2).value,
      row.getCell(4).value,
      row.getCell(5).value,
      row.getCell(9).value,
      row.getCell(10).value,
      row.getCell(11).value,
      row.getCell(12).value,
    ]).toEqual(['13 02 05*', 200, 'L', 'Trans Anoia', 'Gestió Residus Penedès SA', 'R9 Regeneración de aceites', 'DI-9']);
    expect(sheet.rowCount).toBe(2);
    const backwards = await t.api.get(`/api/residue-module/${centerId}/chronological-record?startDate=2026-12-31&endDate=2026-01-01`, {
      token: t.admin.token,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toHaveProperty('endDate');
  });
});

describe('GET /api/residue-module/{centerId}/files', () => {
  it('lists every file of the module with its kind, residue and download address, filterable by kind and residue', async () => {
    const centerId = tenants.centerA.id;
    const c = await wasteCatalogue(t);
    const all = await t.api.get(`/api/residue-module/${centerId}/files?pageSize=100`, {
      token: t.client.token,
      headers: { 'accept-language': 'ca' },
    });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const kinds = new Set(all.body.results.map((row: { kind: string }) => row.kind));
    expect([...kinds].sort()).toEqual(['collection_document', 'container_photo', 'treatment_contract']);
    expect(all.body.count).toBe(all.body.results.length);
    const di = all.body.results.find((row: { kind: string }) => row.kind === 'collection_document');
    expect(di).toMatchObject({
      name: 'di.pdf',
      content_type: 'application/pdf',
      date: '2026-02-01',
      residue: { id: c.hazardous, ler_code: '13 02 05*', name: 'Olis minerals usats' },
    });
    expect(di.residue_collection_id).toEqual(expect.any(Number));
    // Newest day first.
    const days = all.body.results.map((row: { date: string }) => row.date);
    expect(days).toEqual([...days].sort().reverse());
    const download = await t.api.get(di.url, { token: t.client.token });
    expect(download.status).toBe(200);
    expect(download.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const photos = await t.api.get(`/api/residue-module/${centerId}/files?kind=container_photo`, { token: t.client.token });
    expect(photos.body.count).toBeGreaterThan(0);
    expect(
      photos.body.results.every(
        (row: { kind: string; content_type: string }) => row.kind === 'container_photo' && row.content_type === 'image/png',
      ),
    ).toBe(true);
    const ofPaper = await t.api.get(`/api/residue-module/${centerId}/files?residueId=${c.residue}`, { token: t.client.token });
    expect(ofPaper.body).toMatchObject({ count: 0, results: [] });
    const page2 = await t.api.get(`/api/residue-module/${centerId}/files?pageSize=1&page=2`, { token: t.client.token });
    expect(page2.body.count).toBe(all.body.count);
    expect(page2.body.results).toHaveLength(1);
    const bad = await t.api.get(`/api/residue-module/${centerId}/files?kind=secret`, { token: t.client.token });
    expect(bad.status).toBe(400);
  });
});

describe('GET/PUT /api/residue-module/{centerId}/config', () => {
  it('answers the defaults, saves default carrier, reminder days and recipients, and lets clients only read', async () => {
    const centerId = tenants.centerA.id;
    const c = await wasteCatalogue(t);
    const defaults = await t.api.get(`/api/residue-module/${centerId}/config`, { token: t.client.token });
    expect(defaults.body).toEqual({
      center_id: centerId,
      default_carrier_id: null,
      default_manager_id: null,
      reminder_days_before: 7,
      reminder_recipients: [],
    });
    const saved = await t.api.put(`/api/residue-module/${centerId}/config`, {
      token: t.collaborator.token,
      json: { centerId, default_carrier_id: c.carrier, reminder_days_before: 3, reminder_recipients: ['Medi.Ambient@example.com'] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      default_carrier_id: c.carrier,
      default_manager_id: null,
      reminder_days_before: 3,
      reminder_recipients: ['medi.ambient@example.com'],
    });
    expect(
      (
        await t.api.put(`/api/residue-module/${centerId}/config`, {
          token: t.client.token,
          json: { reminder_days_before: 3, reminder_recipients: [] },
        })
      ).status,
    ).toBe(403);
    const bad = await t.api.put(`/api/residue-module/${centerId}/config`, {
      token: t.admin.token,
      json: { reminder_days_before: -1, reminder_recipients: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('reminder_days_before');
  });
});

describe('statements per read', () => {
  it('the plan list, the collection list, next collections and the legal clock (one center and all) cost the same statements for 1 or 13 plans', async () => {
    const centerId = tenants.centerB.id;
    const c = await wasteCatalogue(t);
    const count = async (path: string) => {
      const answer = await t.api.get(path, { token: t.collaborator.token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return Number(answer.headers.get('x-sql-statements'));
    };
    const paths = [
      `/api/collection-plan?centerId=${centerId}&isCancelled=False`,
      `/api/residue-collection?centerId=${centerId}`,
      `/api/residue-module/${centerId}/legal-clock`,
      `/api/residue-module/${centerId}/reports/next-collections`,
      // The clock of every center the user sees: the same statements whatever the plans and centers behind it.
      '/api/residue-module/legal-clock',
    ];
    // Read as a collaborator (the tenancy clause in every statement): assign them to center B for this test.
    await t.database.db.insert(centerUsers).values({ centerId, userId: t.collaborator.id }).onConflictDoNothing();
    const before = await Promise.all(paths.map(count));
    for (let i = 0; i < 12; i++) {
      const plan = await t.api.post('/api/collection-plan', {
        ...asAdmin(),
        form: planForm(centerId, c, { residue_id: String(c.residue) }),
      });
      await t.api.post('/api/residue-collection', {
        ...asAdmin(),
        form: { collection_plan_id: String(plan.body.id), date: '2026-03-01', quantity: '5', unit: 'kg' },
      });
    }
    expect(await Promise.all(paths.map(count))).toEqual(before);
    expect(before.every((n) => n > 0 && n <= 6)).toBe(true);
  });
});

describe('e-mails to carriers and managers', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let c: WasteCatalogue;
  const notify = () => ({ db: t.database.db, secrets: new SecretBox(t.config.encryptionKey), mail: t.config, log: t.app.log });
  /** The message as a reader sees it: quoted-printable and encoded-word subjects decoded. */
  const readable = (raw: string) =>
    Buffer.from(
      raw
        .replace(/\r?\n(?=[ \t])/g, '')
        .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
        .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) => word.replace(/_/g, ' '))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => readable(mail.raw));
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(check()).toBe(true);
  };
  const configureMail = (port: number) =>
    t.api.post(`/api/consultancy/${tenants.consultancy.id}/email-config`, {
      token: t.admin.token,
      json: { host: '127.0.0.1', port, username: 'residus@verda.example', use_tls: false, use_ssl: false },
    });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    c = await wasteCatalogue(t);
    expect((await configureMail(smtp.port)).status).toBe(200);
  });
  afterAll(() => smtp.close());

  it('mails the carrier and the manager a saved plan once each, in the center language, and says what changed', async () => {
    const centerId = tenants.centerA.id;
    const started = Date.now();
    const created = await t.api.post('/api/collection-plan', {
      token: t.collaborator.token,
      form: planForm(centerId, c, { notify_carrier: 'true', notify_manager: 'true', observations: 'Accés pel moll 3' }),
    });
    expect(created.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    await until(() => mailsTo('rutas@recigarraf.example').length === 1 && mailsTo('planta@penedes.example').length === 1);
    const carrierMail = mailsTo('rutas@recigarraf.example')[0]!;
    expect(carrierMail).toContain('Center A: nou pla de recollida de 13 02 05* Olis minerals usats');
    expect(carrierMail).toContain('El centre Center A ha creat un pla de recollida de residus en què hi figureu com a transportista.');
    for (const line of [
      'Residu: 13 02 05* Olis minerals usats (perillós)',
      'Tractament: R9 Regeneración de aceites',
      'Inici: 05/01/2026',
      'Cada 30 dies',
      'Propera recollida: 05/01/2026',
      // The capacity as Catalan writes a number (issue 33: through the field kinds; it read 1000.5 before).
      'Contenidors: 2 × 1.000,5',
      'Observacions: Accés pel moll 3',
    ]) {
      expect(carrierMail).toContain(line);
    }
    expect(mailsTo('planta@penedes.example')[0]).toContain('hi figureu com a gestor');
    // The job finds nothing left to send: never twice.
    expect(await deliverNotifications(notify())).toBe(0);

    const form = { ...planForm(centerId, c, { notify_carrier: 'true', notify_manager: 'false' }), id: String(created.body.id) };
    expect((await t.api.put(`/api/collection-plan/${created.body.id}`, { token: t.collaborator.token, form })).status).toBe(200);
    await until(() => mailsTo('rutas@recigarraf.example').length === 2);
    expect(mailsTo('rutas@recigarraf.example')[1]).toContain('Center A: canvis en el pla de recollida');
    expect(
      (await t.api.put(`/api/collection-plan/${created.body.id}`, { token: t.collaborator.token, form: { ...form, is_cancelled: 'true' } }))
        .status,
    ).toBe(200);
    await until(() => mailsTo('rutas@recigarraf.example').length === 3);
    const cancelled = mailsTo('rutas@recigarraf.example')[2]!;
    expect(cancelled).toContain('ha cancel·lat un pla de recollida');
    expect(cancelled).not.toContain('Propera recollida');
    // Saving a plan that stays cancelled is no news; the manager was never told about changes once unticked.
    expect(
      (
        await t.api.put(`/api/collection-plan/${created.body.id}`, {
          token: t.collaborator.token,
          form: { ...form, is_cancelled: 'true', observations: 'x' },
        })
      ).status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo('rutas@recigarraf.example')).toHaveLength(3);
    expect(mailsTo('planta@penedes.example')).toHaveLength(1);
  });

  it('saves the plan when the SMTP server is down, and the job sends the mail later, once, in Spanish', async () => {
    const centerId = tenants.centerB.id;
    expect((await configureMail(1)).status).toBe(200);
    const before = smtp.received.length;
    const created = await t.api.post('/api/collection-plan', {
      token: t.admin.token,
      form: planForm(centerId, c, { notify_manager: 'true' }),
    });
    expect(created.status).toBe(201);
    const outbox = () => t.database.db.select().from(wasteNotifications).where(eq(wasteNotifications.collectionPlanId, created.body.id));
    for (let i = 0; i < 100 && !(await outbox())[0]?.lastError; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const [failed] = await outbox();
    expect(failed).toMatchObject({ party: 'manager', email: 'planta@penedes.example', event: 'created', sentAt: null, attempts: 1 });
    expect(failed!.lastError).toBeTruthy();

    expect((await configureMail(smtp.port)).status).toBe(200);
    // Two runs at once (two processes): the claim lets one of them send it.
    const runs = await Promise.all([deliverNotifications(notify()), deliverNotifications(notify())]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(smtp.received.length).toBe(before + 1);
    const mail = readable(smtp.received.at(-1)!.raw);
    expect(smtp.received.at(-1)!.to).toEqual(['planta@penedes.example']);
    expect(mail).toContain('Center B: nuevo plan de recogida de 13 02 05* Aceites minerales usados');
    expect(mail).toContain('El centro Center B ha creado un plan de recogida de residuos en el que figura como gestor.');
    expect(mail).toContain('Cada 30 días');
    expect((await outbox())[0]!.sentAt).not.toBeNull();
    expect(await deliverNotifications(notify())).toBe(0);
  });

  it('reminds carrier, manager and the configured recipients of a collection due within the configured days, once', async () => {
    const centerId = tenants.centerB.id;
    expect(
      (
        await t.api.put(`/api/residue-module/${centerId}/config`, {
          token: t.admin.token,
          json: { reminder_days_before: 5, reminder_recipients: ['jefa.planta@example.com'] },
        })
      ).status,
    ).toBe(200);
    const plan = await t.api.post('/api/collection-plan', {
      token: t.admin.token,
      form: planForm(centerId, c, { start_date: '2027-06-10', first_deposit_date: '', notify_carrier: 'true' }),
    });
    expect(plan.status).toBe(201);
    await until(() => mailsTo('rutas@recigarraf.example').some((mail) => mail.includes('Inicio: 10/06/2027')));
    // Six days before: outside the five configured; five days before: due.
    expect(await queueDueReminders(notify(), new Date('2027-06-04T10:00:00Z'))).toBe(0);
    expect(await queueDueReminders(notify(), new Date('2027-06-05T10:00:00Z'))).toBe(2);
    expect(await queueDueReminders(notify(), new Date('2027-06-06T10:00:00Z'))).toBe(0);
    expect(await deliverNotifications(notify())).toBe(2);
    const reminder = mailsTo('jefa.planta@example.com');
    expect(reminder).toHaveLength(1);
    expect(reminder[0]).toContain('Center B: próxima recogida de 13 02 05* Aceites minerales usados');
    expect(reminder[0]).toContain('El centro Center B tiene prevista una recogida de residuos el 10/06/2027.');
    expect(reminder[0]).toContain(`/center/residue-module/${centerId}/collection-plan/${plan.body.id}`);
    expect(mailsTo('rutas@recigarraf.example').at(-1)).toContain('próxima recogida');
    expect(mailsTo('rutas@recigarraf.example').at(-1)).not.toContain('/center/residue-module/');
  });
});
