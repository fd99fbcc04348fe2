import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';
import { aspectLinksFixture, aspectsFixture, SEED } from './support/aspects';
import { activateRiskModules } from './support/risks';
import { tinyPng } from './support/files';
import { createCenter, createEnterprise, twoTenants } from './support/organisation';
import { aspectEvaluations, aspectSettings, goodPracticeEvaluations } from '../../server/db/schema';
import { guideRows } from '../../server/modules/aspects/guide';
import { inventoryRows } from '../../server/modules/aspects/inventory';

let t: TestApp;
let centerId: number;
let otherCenterId: number;
let fixture: Awaited<ReturnType<typeof aspectsFixture>>;
const admin = () => t.admin.token;
const collaborator = () => t.collaborator.token;

beforeAll(async () => {
  t = await startTestApp();
  const tenants = await twoTenants(t);
  // The consultancy's logo heads both documents.
  const logo = await t.api.put(`/api/consultancy/${tenants.consultancy.id}`, {
    token: admin(),
    form: { name: 'EcoAssessors SL', domain_name: 'ecoassessors.example', logo: { name: 'logo.png', data: tinyPng(), type: 'image/png' } },
  });
  expect(logo.status, JSON.stringify(logo.body)).toBe(200);
  centerId = tenants.centerA.id;
  otherCenterId = tenants.centerB.id;
  fixture = await aspectsFixture(t, centerId);
  await aspectsFixture(t, otherCenterId);
});
afterAll(() => t.close());

const NORMAL = (magnitude: number, frequency: number, severity: number, legal: number, stakeholder: number) => ({
  condition: 'NORMAL',
  scores: { magnitude, frequency, severity, legal_requirement: legal, stakeholder_concern: stakeholder },
});

async function openEvaluation(date: string, center = centerId) {
  const answer = await t.api.post('/api/aspect-evaluations', { token: collaborator(), json: { center_id: center, date } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const rows = (await t.api.get(`/api/aspect-evaluations/${answer.body.id}/evaluated-aspects`, { token: collaborator() })).body.results as {
    id: number;
    center_aspect_id: number;
  }[];
  const of = (centerAspectId: number) => rows.find((row) => row.center_aspect_id === centerAspectId)!;
  return { evaluation: answer.body, electricity: of(fixture.electricity.id), combustion: of(fixture.combustion.id) };
}

describe('catalogues', () => {
  it('are seeded in Spanish and Catalan and answer in the request language', async () => {
    const es = await t.api.get('/api/aspect?vectorId=7', { token: collaborator(), headers: { 'accept-language': 'es-ES' } });
    expect(es.body.results.map((row: { name: string }) => row.name)).toContain('Consumo de energía eléctrica');
    const ca = await t.api.get(`/api/aspect/${SEED.electricity}`, { token: collaborator(), headers: { 'accept-language': 'ca-ES' } });
    expect(ca.body).toMatchObject({ name: "Consum d'energia elèctrica", vector: { id: 7, name: 'Energia' } });
    const practices = await t.api.get(`/api/good-practice?aspectId=${SEED.electricity}`, { token: collaborator() });
    expect(practices.body.results.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining([SEED.lightsOff, SEED.led]));
  });

  it('are written by admins only, name the missing vector, and refuse deleting a vector with aspects', async () => {
    expect((await t.api.post('/api/vector', { token: collaborator(), json: { name_spanish: 'Luz', name_catalan: 'Llum' } })).status).toBe(
      403,
    );
    const vector = await t.api.post('/api/vector', {
      token: admin(),
      json: { name_spanish: 'Contaminación lumínica', name_catalan: 'Contaminació lumínica', order: 8 },
    });
    expect(vector.status).toBe(201);
    const bad = await t.api.post('/api/aspect', { token: admin(), json: { name_spanish: 'x', name_catalan: 'x', vector_id: 99999 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['vector_id']);
    const aspect = await t.api.post('/api/aspect', {
      token: admin(),
      json: { name_spanish: 'Iluminación exterior nocturna', name_catalan: 'Il·luminació exterior nocturna', vector_id: vector.body.id },
    });
    expect(aspect.status).toBe(201);
    const practice = await t.api.post('/api/good-practice', {
      token: admin(),
      json: { name_spanish: 'Apagar rótulos de noche', name_catalan: 'Apagar els rètols de nit', aspect_ids: [aspect.body.id] },
    });
    expect(practice.body.aspects).toEqual([{ id: aspect.body.id, name: 'Iluminación exterior nocturna' }]);
    expect((await t.api.delete(`/api/vector/${vector.body.id}`, { token: admin() })).status).toBe(409);
  });
});

describe('the center tree', () => {
  it('builds stage > zone > aspects > practices, clients read only', async () => {
    const stages = await t.api.get(`/api/life-cycle-stage?centerId=${centerId}`, { token: t.client.token });
    expect(stages.body.results).toEqual([{ id: fixture.stage.id, center_id: centerId, name: 'Producció', order: 1 }]);
    expect((await t.api.post('/api/life-cycle-stage', { token: t.client.token, json: { center_id: centerId, name: 'x' } })).status).toBe(
      403,
    );
    const aspects = await t.api.get(`/api/zone/${fixture.zone.id}/aspects`, {
      token: t.client.token,
      headers: { 'accept-language': 'ca' },
    });
    expect(aspects.body.results.map((row: { aspect: { name: string } }) => row.aspect.name)).toEqual([
      'Emissions de gasos de combustió',
      "Consum d'energia elèctrica",
    ]);
    const practices = await t.api.get(`/api/center-aspect/${fixture.electricity.id}/practices`, { token: t.client.token });
    expect(practices.body.results.map((row: { practice: { id: number } }) => row.practice.id)).toEqual([SEED.lightsOff, SEED.led]);
  });

  it('refuses a practice the catalogue does not link to the aspect, and removing an evaluated aspect', async () => {
    const wrong = await t.api.put(`/api/center-aspect/${fixture.electricity.id}/practices`, {
      token: collaborator(),
      json: { good_practice_ids: [SEED.boilers, SEED.lightsOff] },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields)).toEqual(['good_practice_ids']);
    const removing = await t.api.put(`/api/zone/${fixture.zone.id}/aspects`, {
      token: collaborator(),
      json: { aspect_ids: [SEED.electricity] },
    });
    expect(removing.status).toBe(409);
    expect((await t.api.get(`/api/zone/${fixture.zone.id}/aspects`, { token: collaborator() })).body.count).toBe(2);
  });

  it('refuses writes while the module is off', async () => {
    const enterprise = await createEnterprise(t, 'Off SA');
    const center = await createCenter(t, enterprise.id, (await t.api.get('/api/consultancy', { token: admin() })).body.results[0].id, {
      name: 'Sense mòdul',
    });
    const answer = await t.api.post('/api/life-cycle-stage', { token: admin(), json: { center_id: center.id, name: 'x' } });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('module_inactive');
  });
});

describe('aspect evaluation', () => {
  it('computes significance with the default method (sum >= 11; emergency probability x consequence >= 12), by hand', async () => {
    const { evaluation, electricity, combustion } = await openEvaluation('2025-09-01');
    const base = `/api/aspect-evaluations/${evaluation.id}/evaluated-aspects`;
    // 3+3+2+2+1 = 11 reaches 11; 1+2+1+2+1 = 7 does not.
    const eleven = await t.api.put(`${base}/${electricity.id}`, { token: collaborator(), json: NORMAL(3, 3, 2, 2, 1) });
    expect(eleven.body).toMatchObject({ score: 11, threshold: 11, reaches_threshold: true });
    const seven = await t.api.put(`${base}/${combustion.id}`, { token: collaborator(), json: NORMAL(1, 2, 1, 2, 1) });
    expect(seven.body).toMatchObject({ score: 7, reaches_threshold: false });
    // Emergency: 4 x 4 = 16 >= 12; 2 x 5 = 10 < 12.
    const fire = await t.api.post(base, {
      token: collaborator(),
      json: { center_aspect_id: fixture.combustion.id, condition: 'EMERGENCY', scores: { probability: 4, consequence: 4 } },
    });
    expect(fire.status, JSON.stringify(fire.body)).toBe(201);
    expect(fire.body).toMatchObject({ condition: 'EMERGENCY', score: 16, threshold: 12, reaches_threshold: true });
    const spill = await t.api.post(base, {
      token: collaborator(),
      json: { center_aspect_id: fixture.electricity.id, condition: 'EMERGENCY', scores: { probability: 2, consequence: 5 } },
    });
    expect(spill.body).toMatchObject({ score: 10, reaches_threshold: false });

    const preselected = await t.api.get(`/api/aspect-evaluations/${evaluation.id}/significant-aspects`, { token: collaborator() });
    expect(preselected.body.results.map((row: { id: number }) => row.id).sort()).toEqual([electricity.id, fire.body.id].sort());

    // The user keeps the emergency only; the closure stores exactly that choice.
    const closed = await t.api.post(`/api/aspect-evaluations/${evaluation.id}/closure`, {
      token: collaborator(),
      json: { significant_evaluated_aspect_ids: [fire.body.id] },
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ is_open: false, significant_evaluated_aspect_ids: [fire.body.id] });
    expect(
      (await t.api.get(`/api/aspect-evaluations/${evaluation.id}`, { token: t.client.token })).body.significant_evaluated_aspect_ids,
    ).toEqual([fire.body.id]);
    const stored = await t.api.get(`/api/aspect-evaluations/${evaluation.id}/significant-aspects`, { token: t.client.token });
    expect(stored.body.results.map((row: { id: number }) => row.id)).toEqual([fire.body.id]);

    // Closed: no second closure, no writes; reopening lets them in again.
    const twice = await t.api.post(`/api/aspect-evaluations/${evaluation.id}/closure`, {
      token: collaborator(),
      json: { significant_evaluated_aspect_ids: [] },
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'evaluation_closed']);
    const write = await t.api.put(`${base}/${electricity.id}`, { token: collaborator(), json: NORMAL(1, 1, 1, 1, 1) });
    expect([write.status, write.body.code]).toEqual([409, 'evaluation_closed']);
    expect((await t.api.post(`/api/aspect-evaluations/${evaluation.id}/reopening`, { token: collaborator() })).body.is_open).toBe(true);
    expect((await t.api.post(`/api/aspect-evaluations/${evaluation.id}/reopening`, { token: collaborator() })).status).toBe(409);
    expect((await t.api.put(`${base}/${electricity.id}`, { token: collaborator(), json: NORMAL(1, 1, 1, 1, 1) })).body.score).toBe(5);
  });

  it('keeps the method it opened with after the center changes its method', async () => {
    const { evaluation, electricity } = await openEvaluation('2025-10-01');
    const method = (await t.api.get(`/api/center/${centerId}/aspect-evaluation-method`, { token: collaborator() })).body.method;
    const product = { ...method, formula: 'PRODUCT', threshold: 50, criteria: method.criteria.map((c: object) => ({ ...c, max: 5 })) };
    expect(
      (await t.api.put(`/api/center/${centerId}/aspect-evaluation-method`, { token: collaborator(), json: { method: product } })).status,
    ).toBe(200);
    // The open evaluation still sums on 1..3 scales: 3+3+3+3+3 = 15 >= 11; a 5 is out of its range.
    const old = await t.api.put(`/api/aspect-evaluations/${evaluation.id}/evaluated-aspects/${electricity.id}`, {
      token: collaborator(),
      json: NORMAL(3, 3, 3, 3, 3),
    });
    expect(old.body).toMatchObject({ score: 15, threshold: 11, reaches_threshold: true });
    const outOfRange = await t.api.put(`/api/aspect-evaluations/${evaluation.id}/evaluated-aspects/${electricity.id}`, {
      token: collaborator(),
      json: NORMAL(5, 3, 3, 3, 3),
    });
    expect(outOfRange.status).toBe(400);
    expect(Object.keys(outOfRange.body.fields)).toEqual(['scores.magnitude']);
    // A new evaluation multiplies on 1..5: 2*2*2*3*3 = 72 >= 50.
    const fresh = await openEvaluation('2025-11-01');
    const multiplied = await t.api.put(`/api/aspect-evaluations/${fresh.evaluation.id}/evaluated-aspects/${fresh.electricity.id}`, {
      token: collaborator(),
      json: NORMAL(2, 2, 2, 3, 3),
    });
    expect(multiplied.body).toMatchObject({ score: 72, threshold: 50, reaches_threshold: true });
    expect((await t.api.put(`/api/center/${centerId}/aspect-evaluation-method`, { token: collaborator(), json: { method } })).status).toBe(
      200,
    );
    for (const id of [evaluation.id, fresh.evaluation.id])
      expect((await t.api.delete(`/api/aspect-evaluations/${id}`, { token: collaborator() })).status).toBe(204);
  });

  it('keeps a closed evaluation whole after a criterion is removed from the center method', async () => {
    const method = (await t.api.get(`/api/center/${centerId}/aspect-evaluation-method`, { token: collaborator() })).body.method;
    const before = (await t.api.get(`/api/aspect-evaluations/${fixture.previous.id}/evaluated-aspects`, { token: collaborator() })).body
      .results;
    const fewer = { ...method, threshold: 9, criteria: method.criteria.filter((c: { key: string }) => c.key !== 'stakeholder_concern') };
    expect(
      (await t.api.put(`/api/center/${centerId}/aspect-evaluation-method`, { token: collaborator(), json: { method: fewer } })).status,
    ).toBe(200);
    const closed = await t.api.get(`/api/aspect-evaluations/${fixture.previous.id}`, { token: t.client.token });
    expect(closed.body.method.criteria.map((c: { key: string }) => c.key)).toContain('stakeholder_concern');
    expect(
      (await t.api.get(`/api/aspect-evaluations/${fixture.previous.id}/evaluated-aspects`, { token: collaborator() })).body.results,
    ).toEqual(before);
    const inventory = await t.api.get(`/api/aspect-evaluations/${fixture.previous.id}/inventory`, { token: t.client.token });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(inventory.bytes as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]!.getRow(5).values).toEqual(expect.arrayContaining(['Parts interessades']));
    // A new evaluation scores without it.
    const fresh = await openEvaluation('2025-12-01');
    const scored = await t.api.put(`/api/aspect-evaluations/${fresh.evaluation.id}/evaluated-aspects/${fresh.electricity.id}`, {
      token: collaborator(),
      json: { condition: 'NORMAL', scores: { magnitude: 3, frequency: 2, severity: 2, legal_requirement: 2 } },
    });
    expect(scored.body).toMatchObject({ score: 9, threshold: 9, reaches_threshold: true });
    expect((await t.api.put(`/api/center/${centerId}/aspect-evaluation-method`, { token: collaborator(), json: { method } })).status).toBe(
      200,
    );
    expect((await t.api.delete(`/api/aspect-evaluations/${fresh.evaluation.id}`, { token: collaborator() })).status).toBe(204);
  });

  it('names the criteria in the request language, keys new criteria and refuses a method that does not make sense, naming the field', async () => {
    const url = `/api/center/${otherCenterId}/aspect-evaluation-method`;
    const ca = await t.api.get(url, { token: admin(), headers: { 'accept-language': 'ca-ES' } });
    expect(ca.body.method.criteria.map((c: { name: string }) => c.name)).toEqual([
      'Magnitud',
      'Freqüència',
      'Gravetat',
      'Requisit legal',
      'Parts interessades',
    ]);
    const es = await t.api.get(url, { token: admin(), headers: { 'accept-language': 'es-ES' } });
    expect(es.body.method.criteria[1]).toEqual({
      key: 'frequency',
      name: 'Frecuencia',
      name_spanish: 'Frecuencia',
      name_catalan: 'Freqüència',
      min: 1,
      max: 3,
    });
    const method = es.body.method;
    const added = {
      ...method,
      threshold: 13,
      criteria: [
        ...method.criteria,
        { name_spanish: ' Proximidad a zonas sensibles ', name_catalan: 'Proximitat a zones sensibles', min: 0, max: 3 },
      ],
    };
    const saved = await t.api.put(url, { token: admin(), json: { method: added }, headers: { 'accept-language': 'ca-ES' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.method.criteria[5]).toEqual({
      key: 'c1',
      name: 'Proximitat a zones sensibles',
      name_spanish: 'Proximidad a zonas sensibles',
      name_catalan: 'Proximitat a zones sensibles',
      min: 0,
      max: 3,
    });
    // A new evaluation scores the added criterion; a sixth score is required.
    const opened = await t.api.post('/api/aspect-evaluations', { token: admin(), json: { center_id: otherCenterId, date: '2026-01-10' } });
    expect(opened.body.method.criteria.map((c: { key: string }) => c.key)).toContain('c1');
    const [row] = (await t.api.get(`/api/aspect-evaluations/${opened.body.id}/evaluated-aspects`, { token: admin() })).body.results;
    const five = await t.api.put(`/api/aspect-evaluations/${opened.body.id}/evaluated-aspects/${row.id}`, {
      token: admin(),
      json: NORMAL(3, 3, 3, 3, 3),
    });
    expect(Object.keys(five.body.fields)).toEqual(['scores.c1']);
    const six = await t.api.put(`/api/aspect-evaluations/${opened.body.id}/evaluated-aspects/${row.id}`, {
      token: admin(),
      json: { ...NORMAL(3, 3, 3, 3, 3), scores: { ...NORMAL(3, 3, 3, 3, 3).scores, c1: 0 } },
    });
    expect(six.body).toMatchObject({ score: 15, threshold: 13, reaches_threshold: true });
    expect((await t.api.delete(`/api/aspect-evaluations/${opened.body.id}`, { token: admin() })).status).toBe(204);

    const refused = async (changed: object, field: string) => {
      const answer = await t.api.put(url, { token: admin(), json: { method: changed }, headers: { 'accept-language': 'es-ES' } });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields)).toEqual([field]);
      return answer.body.fields[field] as string;
    };
    await refused(
      { ...method, criteria: method.criteria.map((c: object, i: number) => (i === 2 ? { ...c, name_catalan: '  ' } : c)) },
      'method.criteria.2.name_catalan',
    );
    await refused(
      { ...method, criteria: method.criteria.map((c: object, i: number) => (i === 0 ? { ...c, min: 4 } : c)) },
      'method.criteria.0.max',
    );
    expect(await refused({ ...method, threshold: 16 }, 'method.threshold')).toBe(
      'El umbral no se puede alcanzar: la puntuación más alta es 15.',
    );
    await refused({ ...method, emergency: { ...method.emergency, threshold: 26 } }, 'method.emergency.threshold');
    await refused({ ...method, criteria: [] }, 'method.criteria');
    // Nothing of the refused methods was kept.
    expect((await t.api.get(url, { token: admin() })).body.method.criteria).toHaveLength(6);
    expect((await t.api.put(url, { token: admin(), json: { method } })).status).toBe(200);
  });

  it('migrates "Spanish / Catalan" criterion names of saved methods and evaluation snapshots to both fields', async () => {
    const { db } = t.database;
    const old = {
      criteria: [
        { key: 'magnitude', name: 'Magnitud / Magnitud', min: 1, max: 3 },
        { key: 'frequency', name: 'Frecuencia / Freqüència', min: 1, max: 3 },
        { key: 'noise', name: 'Ruido', min: 1, max: 3 },
      ],
      formula: 'SUM',
      threshold: 5,
      emergency: { probability: { min: 1, max: 5 }, consequence: { min: 1, max: 5 }, threshold: 12 },
    };
    await db.execute(
      sql`insert into aspect_center_settings (center_id, method) values (${otherCenterId}, ${JSON.stringify(old)}::jsonb) on conflict (center_id) do update set method = excluded.method`,
    );
    const [evaluation] = await db
      .insert(aspectEvaluations)
      .values({ centerId: otherCenterId, date: '2019-01-01', method: old as never, isOpen: false })
      .returning();
    const migration = readFileSync(new URL('../../server/db/migrations/0024_aspect_criteria_bilingual.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const expected = [
      { key: 'magnitude', name_spanish: 'Magnitud', name_catalan: 'Magnitud', min: 1, max: 3 },
      { key: 'frequency', name_spanish: 'Frecuencia', name_catalan: 'Freqüència', min: 1, max: 3 },
      { key: 'noise', name_spanish: 'Ruido', name_catalan: 'Ruido', min: 1, max: 3 },
    ];
    const [settings] = await db.select().from(aspectSettings).where(eq(aspectSettings.centerId, otherCenterId));
    expect(settings!.method.criteria).toEqual(expected);
    expect(settings!.method.threshold).toBe(5);
    const snapshot = await t.api.get(`/api/aspect-evaluations/${evaluation!.id}`, {
      token: admin(),
      headers: { 'accept-language': 'ca-ES' },
    });
    expect(snapshot.body.method.criteria.map((c: { name: string }) => c.name)).toEqual(['Magnitud', 'Freqüència', 'Ruido']);
    await t.api.delete(`/api/aspect-evaluations/${evaluation!.id}`, { token: admin() });
  });

  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    const { evaluation, electricity } = await openEvaluation('2025-12-01');
    const missing = await t.api.put(`/api/aspect-evaluations/${evaluation.id}/evaluated-aspects/${electricity.id}`, {
      token: collaborator(),
      json: { condition: 'NORMAL', scores: { magnitude: 1 } },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toContain('scores.frequency');
    const foreignAspect = (await t.api.get(`/api/life-cycle-stage?centerId=${otherCenterId}`, { token: admin() })).body.results[0];
    expect(foreignAspect).toBeDefined();
    const otherZone = (await t.api.get(`/api/zone?stageId=${foreignAspect.id}`, { token: admin() })).body.results[0];
    const otherCenterAspect = (await t.api.get(`/api/zone/${otherZone.id}/aspects`, { token: admin() })).body.results[0];
    const notInCenter = await t.api.post(`/api/aspect-evaluations/${evaluation.id}/evaluated-aspects`, {
      token: admin(),
      json: { center_aspect_id: otherCenterAspect.id, ...NORMAL(1, 1, 1, 1, 1) },
    });
    expect(notInCenter.status).toBe(400);
    expect(Object.keys(notInCenter.body.fields)).toEqual(['center_aspect_id']);
    const badDate = await t.api.post('/api/aspect-evaluations', {
      token: collaborator(),
      json: { center_id: centerId, date: '01/12/2025' },
    });
    expect(badDate.status).toBe(400);
    expect(Object.keys(badDate.body.fields)).toEqual(['date']);
    const foreignId = await t.api.post(`/api/aspect-evaluations/${evaluation.id}/closure`, {
      token: collaborator(),
      json: { significant_evaluated_aspect_ids: [fixture.previous.id * 1000] },
    });
    expect(foreignId.status).toBe(400);
    expect(Object.keys(foreignId.body.fields)).toEqual(['significant_evaluated_aspect_ids']);
    expect((await t.api.get(`/api/aspect-evaluations/${evaluation.id}`, { token: collaborator() })).body.is_open).toBe(true);
    expect((await t.api.delete(`/api/aspect-evaluations/${evaluation.id}`, { token: collaborator() })).status).toBe(204);
  });

  it('shows the previous evaluation of the same center aspect, and 404 when there is none', async () => {
    const previous = await t.api.get(
      `/api/aspect-evaluations/${fixture.current.id}/last-evaluated-aspects-from-same-center-aspect/${fixture.electricity.id}`,
      { token: t.client.token },
    );
    expect(previous.status).toBe(200);
    expect(previous.body.evaluation).toEqual({ id: fixture.previous.id, date: '2024-06-01' });
    expect(previous.body.results[0]).toMatchObject({ center_aspect_id: fixture.electricity.id, score: 11 });
    const none = await t.api.get(
      `/api/aspect-evaluations/${fixture.previous.id}/last-evaluated-aspects-from-same-center-aspect/${fixture.electricity.id}`,
      { token: t.client.token },
    );
    expect(none.status).toBe(404);
  });

  it('lists evaluations by centerId and isOpen, 50 a page', async () => {
    const created: number[] = [];
    for (let i = 0; i < 51; i++) {
      const answer = await t.api.post('/api/aspect-evaluations', {
        token: admin(),
        json: { center_id: otherCenterId, date: `2020-01-${String((i % 28) + 1).padStart(2, '0')}` },
      });
      created.push(answer.body.id);
    }
    const first = await t.api.get(`/api/aspect-evaluations?centerId=${otherCenterId}&isOpen=true&page=1&pageSize=50`, { token: admin() });
    expect(first.body.count).toBe(52);
    expect(first.body.results).toHaveLength(50);
    expect(first.body.next).toContain('page=2');
    const second = await t.api.get(`/api/aspect-evaluations?centerId=${otherCenterId}&isOpen=true&page=2&pageSize=50`, { token: admin() });
    expect(second.body.results).toHaveLength(2);
    expect(second.body.next).toBeNull();
    const closed = await t.api.get(`/api/aspect-evaluations?centerId=${otherCenterId}&isOpen=false&page=1&pageSize=1`, { token: admin() });
    expect(closed.body.results.map((row: { date: string }) => row.date)).toEqual(['2024-06-01']);
    for (const id of created) await t.api.delete(`/api/aspect-evaluations/${id}`, { token: admin() });
  });

  it('answers a page of evaluated aspects in a constant number of statements, however many rows', async () => {
    const statements = async (pageSize: number) => {
      const answer = await t.api.get(`/api/aspect-evaluations/${fixture.current.id}/evaluated-aspects?pageSize=${pageSize}`, {
        token: collaborator(),
      });
      expect(answer.body.results).toHaveLength(pageSize);
      return Number(answer.headers.get('x-sql-statements'));
    };
    const one = await statements(1);
    expect(await statements(2)).toBe(one);
    expect(one).toBeLessThanOrEqual(5);
  });

  it('downloads the inventory as .xlsx in the center language with the logo', async () => {
    const answer = await t.api.get(`/api/aspect-evaluations/${fixture.previous.id}/inventory`, { token: t.client.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getImages()).toHaveLength(1);
    expect(sheet.getCell('C2').value).toBe('Center A · 01/06/2024');
    const header = sheet.getRow(5).values as unknown[];
    expect(header).toEqual(
      expect.arrayContaining(['Etapa', 'Zona', 'Vector', 'Aspecte', 'Freqüència', 'Requisit legal', 'Puntuació', 'Significatiu']),
    );
    const rows = [6, 7].map((n) => sheet.getRow(n).values as unknown[]);
    expect(rows.map((row) => row[4])).toEqual(['Emissions de gasos de combustió', "Consum d'energia elèctrica"]);
    expect(rows.map((row) => row[15])).toEqual(['Sí', 'No']);
  });

  it('reads the inventory rows a batch at a time in the tree order of the list', async () => {
    const [evaluation] = await t.database.db.select().from(aspectEvaluations).where(eq(aspectEvaluations.id, fixture.current.id));
    const listed = (
      await t.api.get(`/api/aspect-evaluations/${fixture.current.id}/evaluated-aspects?pageSize=50`, { token: admin() })
    ).body.results.map((row: { id: number }) => row.id);
    expect(listed.length).toBeGreaterThan(1);
    const batches: number[][] = [];
    for await (const batch of inventoryRows(t.database.db, evaluation!, 'ca', 1)) batches.push(batch.map((entry) => entry.id));
    expect(batches).toHaveLength(listed.length);
    expect(batches.flat()).toEqual(listed);
  });
});

describe('improvement actions from significant aspects', () => {
  it('starts an action from a significant evaluated aspect with origin ASPECT_EVALUATION, and finds it by its source', async () => {
    await activateRiskModules(t, centerId);
    const [significant] = (await t.api.get(`/api/aspect-evaluations/${fixture.previous.id}/significant-aspects`, { token: admin() })).body
      .results as { id: number }[];
    expect(significant).toBeDefined();
    // The action links back to the aspect: one call answers it with its evaluation.
    const source = await t.api.get(`/api/evaluated-aspects/${significant!.id}`, {
      token: t.client.token,
      headers: { 'accept-language': 'ca-ES' },
    });
    expect(source.body).toMatchObject({
      id: significant!.id,
      is_significant: true,
      aspect: { name: 'Emissions de gasos de combustió' },
      evaluation: { id: fixture.previous.id, date: '2024-06-01', is_open: false },
    });
    expect((await t.api.get('/api/evaluated-aspects/999999', { token: admin() })).status).toBe(404);

    const action = (extra: object) => ({
      type: 'IMPROVEMENT',
      origin: 'ASPECT_EVALUATION',
      source_table: 'evaluated_aspect',
      source_id: significant!.id,
      description: 'Aspecte significatiu',
      action: 'Substituir la il·luminació per LED',
      due_date: '2099-01-01',
      ...extra,
    });
    const created = await t.api.post(`/api/improvement-module/${centerId}/action`, { token: admin(), json: action({}) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      origin: 'ASPECT_EVALUATION',
      source_table: 'evaluated_aspect',
      source_id: significant!.id,
      status: 'OPEN',
    });
    const wrongOrigin = await t.api.post(`/api/improvement-module/${centerId}/action`, {
      token: admin(),
      json: action({ origin: 'RISK' }),
    });
    expect([wrongOrigin.status, Object.keys(wrongOrigin.body.fields)]).toEqual([400, ['origin']]);
    const otherCenter = (await t.api.get(`/api/aspect-evaluations?centerId=${otherCenterId}&isOpen=false`, { token: admin() })).body
      .results[0];
    const foreign = await t.api.post(`/api/improvement-module/${centerId}/action`, {
      token: admin(),
      json: action({ source_id: otherCenter.significant_evaluated_aspect_ids[0] }),
    });
    expect([foreign.status, Object.keys(foreign.body.fields)]).toEqual([400, ['source_id']]);
    // Only a significant aspect of a closed evaluation starts one: not the other aspect, not one of an open evaluation.
    const notSignificant = (
      await t.api.get(`/api/aspect-evaluations/${fixture.previous.id}/evaluated-aspects`, { token: admin() })
    ).body.results.find((row: { is_significant: boolean }) => !row.is_significant);
    const plain = await t.api.post(`/api/improvement-module/${centerId}/action`, {
      token: admin(),
      json: action({ source_id: notSignificant.id }),
    });
    expect([plain.status, Object.keys(plain.body.fields)]).toEqual([400, ['source_id']]);
    const [open] = (await t.api.get(`/api/aspect-evaluations/${fixture.current.id}/evaluated-aspects`, { token: admin() })).body.results;
    const fromOpen = await t.api.post(`/api/improvement-module/${centerId}/action`, {
      token: admin(),
      json: action({ source_id: open.id }),
    });
    expect([fromOpen.status, Object.keys(fromOpen.body.fields)]).toEqual([400, ['source_id']]);
    const listed = await t.api.get(`/api/improvement-module/${centerId}/action?sourceTable=evaluated_aspect&open=true`, { token: admin() });
    expect(listed.body.results.map((row: { id: number }) => row.id)).toEqual([created.body.id]);
  });
});

describe('good-practice evaluation', () => {
  const vectorBase = () =>
    `/api/good-practice-evaluations/${fixture.practiceEvaluation.id}/zones/${fixture.zone.id}/vectors/${SEED.energy}`;

  it('verifies practices per zone and vector, closes and reopens with is_open', async () => {
    const vectors = await t.api.get(`/api/good-practice-evaluations/${fixture.practiceEvaluation.id}/zones/${fixture.zone.id}/vectors`, {
      token: t.client.token,
    });
    expect(vectors.body.results.map((row: { id: number }) => row.id)).toEqual([SEED.atmosphere, SEED.energy]);
    const [lights, led] = fixture.practices;
    const saved = await t.api.post(`${vectorBase()}/evaluated-practice-verification`, {
      token: collaborator(),
      json: {
        evaluated_practices: [
          { center_practice_id: lights.id, state: 'NOT_FULFILLED', comment: 'Llums enceses al migdia' },
          { center_practice_id: led.id, state: 'NOT_APPLICABLE' },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.results.map((row: { evaluated_practice: { state: string } }) => row.evaluated_practice.state)).toEqual([
      'NOT_FULFILLED',
      'NOT_APPLICABLE',
    ]);
    const elsewhere = await t.api.post(
      `/api/good-practice-evaluations/${fixture.practiceEvaluation.id}/zones/${fixture.zone.id}/vectors/${SEED.atmosphere}/evaluated-practice-verification`,
      {
        token: collaborator(),
        json: { evaluated_practices: [{ center_practice_id: lights.id, state: 'FULFILLED' }] },
      },
    );
    expect(elsewhere.status).toBe(400);
    expect(Object.keys(elsewhere.body.fields)).toEqual(['evaluated_practices.0.center_practice_id']);
    expect(
      (
        await t.api.post(`/api/good-practice-evaluations/${fixture.practiceEvaluation.id}/open`, {
          token: collaborator(),
          json: { is_open: false },
        })
      ).body.is_open,
    ).toBe(false);
    const closed = await t.api.post(`${vectorBase()}/evaluated-practice-verification`, {
      token: collaborator(),
      json: { evaluated_practices: [{ center_practice_id: lights.id, state: 'FULFILLED' }] },
    });
    expect([closed.status, closed.body.code]).toEqual([409, 'evaluation_closed']);
    // A closed evaluation keeps its date too (the declaration's updatable condition).
    const redated = await t.api.put(`/api/good-practice-evaluations/${fixture.practiceEvaluation.id}`, {
      token: collaborator(),
      json: { date: '2024-06-02' },
    });
    expect([redated.status, redated.body.code]).toEqual([409, 'evaluation_closed']);
    expect(
      (
        await t.api.post(`/api/good-practice-evaluations/${fixture.practiceEvaluation.id}/open`, {
          token: collaborator(),
          json: { is_open: true },
        })
      ).body.is_open,
    ).toBe(true);
  });

  it('finds the last fulfilment before a date, 404 when there is none', async () => {
    const body = { zone_id: fixture.zone.id, aspect_id: SEED.electricity, good_practice_id: SEED.lightsOff };
    const found = await t.api.post('/api/good-practice-fulfillment-on-zone-and-aspect-of-last-evaluation-before-date', {
      token: t.client.token,
      json: { ...body, before_date: '2025-01-01' },
    });
    expect(found.body).toEqual({ evaluation_date: '2024-06-01' });
    const before = await t.api.post('/api/good-practice-fulfillment-on-zone-and-aspect-of-last-evaluation-before-date', {
      token: t.client.token,
      json: { ...body, before_date: '2024-06-01' },
    });
    expect(before.status).toBe(404);
    const never = await t.api.post('/api/good-practice-fulfillment-on-zone-and-aspect-of-last-evaluation-before-date', {
      token: t.client.token,
      json: { ...body, good_practice_id: SEED.led, before_date: '2030-01-01' },
    });
    expect(never.status).toBe(404);
  });

  it('downloads the guide as .docx, blank or with the fulfilled fields, in the center language', async () => {
    const text = async (withFulfilledFields: boolean) => {
      const answer = await t.api.get(
        `/api/good-practice-evaluations/${fixture.pastPractices.id}/guide?withFulfilledFields=${withFulfilledFields}`,
        { token: t.client.token },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('wordprocessingml');
      const zip = await JSZip.loadAsync(answer.bytes);
      expect(Object.keys(zip.files).filter((name) => name.startsWith('word/media/'))).toHaveLength(1);
      return zip.file('word/document.xml')!.async('string');
    };
    const filled = await text(true);
    expect(filled).toContain('Guia de bones pràctiques');
    expect(filled).toContain('Apagar llums i equips al final de la jornada');
    expect(filled).toContain('Complerta');
    expect(filled).toContain('Cartell al costat de la porta');
    const blank = await text(false);
    expect(blank).toContain('Apagar llums i equips al final de la jornada');
    expect(blank).not.toContain('Cartell al costat de la porta');
    // The body is written as text: every table closed, every heading style defined by the package.
    expect(filled.split('<w:tbl>').length).toBe(filled.split('</w:tbl>').length);
    expect(() => new SaxesParser({ xmlns: true }).write(filled).close()).not.toThrow();
    const answer = await t.api.get(`/api/good-practice-evaluations/${fixture.pastPractices.id}/guide`, { token: t.client.token });
    const styles = await (await JSZip.loadAsync(answer.bytes)).file('word/styles.xml')!.async('string');
    for (const style of ['Title', 'Heading1', 'Heading2', 'Heading3']) expect(styles).toContain(`w:styleId="${style}"`);
  });

  it('reads the guide rows a batch at a time in the tree order', async () => {
    const [evaluation] = await t.database.db
      .select()
      .from(goodPracticeEvaluations)
      .where(eq(goodPracticeEvaluations.id, fixture.pastPractices.id));
    const whole: number[] = [];
    for await (const batch of guideRows(t.database.db, evaluation!)) whole.push(...batch.map((row) => row.centerPractice.id));
    const single: number[][] = [];
    for await (const batch of guideRows(t.database.db, evaluation!, 1)) single.push(batch.map((row) => row.centerPractice.id));
    expect(whole.length).toBeGreaterThan(1);
    expect(single).toHaveLength(whole.length);
    expect(single.flat()).toEqual(whole);
  });
});

let links: Awaited<ReturnType<typeof aspectLinksFixture>>;
describe('practice actions', () => {
  let foreign: Awaited<ReturnType<typeof aspectLinksFixture>>;
  beforeAll(async () => {
    links = await aspectLinksFixture(t, centerId);
    foreign = await aspectLinksFixture(t, otherCenterId);
  });
  const body = (extra: object = {}) => ({
    center_practice_id: links.boilers.id,
    evaluated_practice_id: links.verified.id,
    description: 'Revisar la caldera',
    responsible: 'Manteniment',
    due_date: '2099-01-31',
    ...extra,
  });

  it('start from a practice verified not fulfilled, carry its place in the tree and evaluation, and are read by clients', async () => {
    expect(links.action).toMatchObject({
      center_id: centerId,
      center_practice_id: links.boilers.id,
      evaluated_practice_id: links.verified.id,
      state: 'OPEN',
      closing_date: null,
      is_overdue: false,
      zone: { id: fixture.zone.id },
      stage: { id: fixture.stage.id },
      evaluation: { id: links.evaluation.id, date: '2025-06-01' },
    });
    const read = await t.api.get(`/api/practice-actions/${links.action.id}`, {
      token: t.client.token,
      headers: { 'accept-language': 'ca-ES' },
    });
    expect(read.body.aspect.name).toBe('Emissions de gasos de combustió');
    const listed = await t.api.get(`/api/practice-actions?centerId=${centerId}&goodPracticeEvaluationId=${links.evaluation.id}`, {
      token: t.client.token,
    });
    expect(listed.body.results.map((row: { id: number }) => row.id)).toEqual([links.action.id]);
    expect(
      (
        await t.api.get(`/api/practice-actions?centerId=${centerId}&goodPracticeEvaluationId=${fixture.pastPractices.id}`, {
          token: t.client.token,
        })
      ).body.count,
    ).toBe(0);
    expect((await t.api.post('/api/practice-actions', { token: t.client.token, json: body() })).status).toBe(403);
    expect((await t.api.delete(`/api/practice-actions/${links.action.id}`, { token: t.client.token })).status).toBe(403);
  });

  it('answer 400 naming the field for bad input, and write nothing', async () => {
    const before = (await t.api.get(`/api/practice-actions?centerId=${centerId}`, { token: admin() })).body.count;
    const fulfilled = (
      await t.api.get(
        `/api/good-practice-evaluations/${fixture.pastPractices.id}/zones/${fixture.zone.id}/vectors/${SEED.energy}/practices`,
        { token: admin() },
      )
    ).body.results.find((row: { evaluated_practice: unknown }) => row.evaluated_practice).evaluated_practice.id;
    const cases: [object, string][] = [
      [{ description: '  ' }, 'description'],
      [{ responsible: undefined }, 'responsible'],
      [{ due_date: '31/01/2099' }, 'due_date'],
      [{ state: 'DONE' }, 'state'],
      [{ state: 'CLOSED' }, 'closing_date'],
      [{ closing_date: '2025-01-01' }, 'closing_date'],
      [{ state: 'CLOSED', closing_date: '2099-01-01' }, 'closing_date'],
      [{ evaluated_practice_id: fulfilled, center_practice_id: fixture.practices[0].id }, 'evaluated_practice_id'],
      [{ center_practice_id: fixture.practices[0].id }, 'evaluated_practice_id'],
    ];
    for (const [extra, field] of cases) {
      const answer = await t.api.post('/api/practice-actions', { token: collaborator(), json: body(extra) });
      expect([answer.status, Object.keys(answer.body.fields ?? {})], JSON.stringify(extra)).toEqual([400, [field]]);
    }
    const foreignPractice = await t.api.post('/api/practice-actions', {
      token: collaborator(),
      json: body({ center_practice_id: foreign.boilers.id, evaluated_practice_id: null }),
    });
    expect(foreignPractice.status).toBe(404);
    expect((await t.api.get(`/api/practice-actions?centerId=${centerId}`, { token: admin() })).body.count).toBe(before);
  });

  it('move from open to in progress to closed with a closing date, keep their history, and hold their practice in the tree', async () => {
    const created = await t.api.post('/api/practice-actions', {
      token: collaborator(),
      json: body({ evaluated_practice_id: null, due_date: '2020-01-01' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ evaluated_practice_id: null, evaluation: null, is_overdue: true });
    const id = created.body.id;
    const update = (extra: object) =>
      t.api.put(`/api/practice-actions/${id}`, {
        token: collaborator(),
        json: { description: 'Revisar la caldera', responsible: 'Manteniment', due_date: '2020-01-01', ...extra },
      });
    expect((await update({ state: 'IN_PROGRESS' })).body.state).toBe('IN_PROGRESS');
    const closed = await update({ state: 'CLOSED', closing_date: '2025-02-01' });
    expect(closed.body).toMatchObject({ state: 'CLOSED', closing_date: '2025-02-01', is_overdue: false });
    const open = await t.api.get(`/api/practice-actions?centerId=${centerId}&open=true`, { token: admin() });
    expect(open.body.results.map((row: { id: number }) => row.id)).not.toContain(id);
    const history = await t.api.get(`/api/history?table=practice_action&id=${id}`, { token: t.client.token });
    expect(history.status).toBe(200);
    expect(history.body.count).toBe(3);
    // The practice has actions: the tree keeps it (and its aspect).
    const removing = await t.api.put(`/api/center-aspect/${links.combustion.id}/practices`, {
      token: collaborator(),
      json: { good_practice_ids: [] },
    });
    expect([removing.status, Object.keys(removing.body.fields)]).toEqual([409, ['good_practice_ids']]);
    expect((await t.api.delete(`/api/practice-actions/${id}`, { token: collaborator() })).status).toBe(204);
    expect((await t.api.get(`/api/practice-actions/${id}`, { token: admin() })).status).toBe(404);
  });

  it('list a page in a constant number of statements, however many rows', async () => {
    const extra = await t.api.post('/api/practice-actions', { token: collaborator(), json: body() });
    const statements = async (pageSize: number) => {
      const answer = await t.api.get(`/api/practice-actions?centerId=${centerId}&pageSize=${pageSize}`, { token: collaborator() });
      expect(answer.body.results).toHaveLength(pageSize);
      return Number(answer.headers.get('x-sql-statements'));
    };
    const one = await statements(1);
    expect(await statements(2)).toBe(one);
    await t.api.delete(`/api/practice-actions/${extra.body.id}`, { token: collaborator() });
  });
});

describe('environmental indicators', () => {
  // The links fixture ran with the practice actions above: one indicator linked to the electricity aspect.
  it('link an indicator of the indicator module to a center aspect, shown on the aspect and on the indicator', async () => {
    expect(links.link).toMatchObject({
      center_id: centerId,
      center_aspect_id: fixture.electricity.id,
      zone: { id: fixture.zone.id },
      indicator: { id: links.indicator, unit: 'kWh/t', last_period: null, last_value: null },
    });
    expect(
      (await t.api.post(`/api/indicator/${links.indicator}/measurement`, { token: admin(), json: { period: '2024-01', value: 812.5 } }))
        .status,
    ).toBe(201);
    const onAspect = await t.api.get(`/api/environmental-indicators?centerId=${centerId}&centerAspectId=${fixture.electricity.id}`, {
      token: t.client.token,
      headers: { 'accept-language': 'ca-ES' },
    });
    expect(onAspect.body.results).toHaveLength(1);
    expect(onAspect.body.results[0]).toMatchObject({
      aspect: { name: "Consum d'energia elèctrica" },
      vector: { id: SEED.energy },
      indicator: { name: 'Consum elèctric', last_period: '2024-01', last_value: 812.5 },
    });
    const onIndicator = await t.api.get(`/api/environmental-indicators?centerId=${centerId}&indicatorId=${links.indicator}`, {
      token: t.client.token,
    });
    expect(onIndicator.body.results.map((row: { center_aspect_id: number }) => row.center_aspect_id)).toEqual([fixture.electricity.id]);
    const second = await t.api.post('/api/environmental-indicators', {
      token: collaborator(),
      json: { center_aspect_id: fixture.combustion.id, indicator_id: links.indicator },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect((await t.api.get(`/api/environmental-indicators/${second.body.id}`, { token: t.client.token })).body.aspect.id).toBe(
      SEED.combustion,
    );
    expect((await t.api.get(`/api/history?table=environmental_indicator&id=${second.body.id}`, { token: t.client.token })).body.count).toBe(
      1,
    );
    expect((await t.api.delete(`/api/environmental-indicators/${second.body.id}`, { token: collaborator() })).status).toBe(204);
  });

  it('refuse a second link of the same pair, an indicator of another center and client writes, naming the field', async () => {
    const twice = await t.api.post('/api/environmental-indicators', {
      token: collaborator(),
      json: { center_aspect_id: fixture.electricity.id, indicator_id: links.indicator },
    });
    expect([twice.status, Object.keys(twice.body.fields)]).toEqual([409, ['indicator_id']]);
    const [otherLink] = (await t.api.get(`/api/environmental-indicators?centerId=${otherCenterId}`, { token: admin() })).body.results;
    const foreign = await t.api.post('/api/environmental-indicators', {
      token: collaborator(),
      json: { center_aspect_id: fixture.electricity.id, indicator_id: otherLink.indicator.id },
    });
    expect([foreign.status, Object.keys(foreign.body.fields)]).toEqual([400, ['indicator_id']]);
    const missing = await t.api.post('/api/environmental-indicators', {
      token: collaborator(),
      json: { center_aspect_id: fixture.electricity.id, indicator_id: 'x' },
    });
    expect([missing.status, Object.keys(missing.body.fields)]).toEqual([400, ['indicator_id']]);
    expect(
      (
        await t.api.post('/api/environmental-indicators', {
          token: t.client.token,
          json: { center_aspect_id: fixture.combustion.id, indicator_id: links.indicator },
        })
      ).status,
    ).toBe(403);
  });

  it('list a page in a constant number of statements, however many rows', async () => {
    const extra = await t.api.post('/api/environmental-indicators', {
      token: collaborator(),
      json: { center_aspect_id: fixture.combustion.id, indicator_id: links.indicator },
    });
    const statements = async (pageSize: number) => {
      const answer = await t.api.get(`/api/environmental-indicators?centerId=${centerId}&pageSize=${pageSize}`, { token: collaborator() });
      expect(answer.body.results).toHaveLength(pageSize);
      return Number(answer.headers.get('x-sql-statements'));
    };
    const one = await statements(1);
    expect(await statements(2)).toBe(one);
    const aspectsList = await t.api.get(`/api/center-aspect?centerId=${centerId}&pageSize=1`, { token: t.client.token });
    expect([aspectsList.body.count, Number(aspectsList.headers.get('x-sql-statements'))]).toEqual([2, one]);
    await t.api.delete(`/api/environmental-indicators/${extra.body.id}`, { token: collaborator() });
  });
});

describe('next evaluation date', () => {
  it('is last closed + period, both null until known', async () => {
    const empty = await t.api.get(`/api/center/${centerId}/good-practice-evaluations/next-evaluation-date`, { token: t.client.token });
    expect(empty.body).toEqual({ last_evaluation_date: '2024-06-01', next_evaluation_date: null });
    expect(
      (
        await t.api.put(`/api/center/${centerId}/evaluation-periodicity`, {
          token: collaborator(),
          json: { aspect_evaluation_months: 12, good_practice_evaluation_months: 6 },
        })
      ).status,
    ).toBe(200);
    expect((await t.api.get(`/api/center/${centerId}/aspect-evaluations/next-evaluation-date`, { token: t.client.token })).body).toEqual({
      last_evaluation_date: '2024-06-01',
      next_evaluation_date: '2025-06-01',
    });
    expect(
      (await t.api.get(`/api/center/${centerId}/good-practice-evaluations/next-evaluation-date`, { token: t.client.token })).body,
    ).toEqual({ last_evaluation_date: '2024-06-01', next_evaluation_date: '2024-12-01' });
    // The center home shows these through the agenda card alone: the agenda lists the same dates to the same viewers.
    const agenda = await t.api.get(`/api/agenda?centerId=${centerId}&pageSize=100`, { token: t.client.token });
    expect(agenda.status, JSON.stringify(agenda.body)).toBe(200);
    const due = (agenda.body.results as { kind: string; due_date: string }[])
      .filter((item) => item.kind.endsWith('_evaluation'))
      .map((item) => [item.kind, item.due_date]);
    expect(due).toEqual([
      ['practice_evaluation', '2024-12-01'],
      ['aspect_evaluation', '2025-06-01'],
    ]);
    const enterprise = await createEnterprise(t, 'Nova SA');
    const consultancy = (await t.api.get('/api/consultancy', { token: admin() })).body.results[0].id;
    const fresh = await createCenter(t, enterprise.id, consultancy, { name: 'Nova' });
    expect((await t.api.get(`/api/center/${fresh.id}/aspect-evaluations/next-evaluation-date`, { token: admin() })).body).toEqual({
      last_evaluation_date: null,
      next_evaluation_date: null,
    });
  });
});
