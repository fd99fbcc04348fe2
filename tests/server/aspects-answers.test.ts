import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_METHOD } from '../../contract/aspects';
import { seedAspectsDemo } from '../../server/demo/aspects';
import { startTestApp, type TestApp } from './support/app';
import { createCenter, createConsultancy, createEnterprise } from './support/organisation';

// The aspects answers go through declared response schemas (server/modules/aspects/schemas.ts), which drop
// whatever they do not name. These are the nested fields the browser pages read, checked whole on the
// demo tree (closed evaluation with an emergency, verifications with comments) as a client sees it.

let t: TestApp;
let centerId: number;
const id = expect.any(Number);
const ref = (name: string) => ({ id, name });

beforeAll(async () => {
  t = await startTestApp();
  const consultancy = await createConsultancy(t);
  const enterprise = await createEnterprise(t, 'Enterprise A', [t.client.id]);
  centerId = (await createCenter(t, enterprise.id, consultancy.id, { name: 'Center A' })).id;
  await seedAspectsDemo(t.database.db, centerId);
});
afterAll(() => t.close());

const get = async (path: string) => {
  const answer = await t.api.get(path, { token: t.client.token, headers: { 'accept-language': 'es-ES' } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const spanishMethod = {
  ...DEFAULT_METHOD,
  criteria: DEFAULT_METHOD.criteria.map((criterion) => ({ ...criterion, name: criterion.name_spanish })),
};

describe('aspects answers keep every field the pages read', () => {
  it('the tree: stages, zones with their stage, center aspects and their practices', async () => {
    const stages = await get(`/api/life-cycle-stage?centerId=${centerId}&pageSize=1`);
    expect(stages).toStrictEqual({
      count: 3,
      next: expect.stringContaining('page=2'),
      previous: null,
      results: [{ id, center_id: centerId, name: 'Recepció de matèries primeres', order: 1 }],
    });
    const [zone] = (await get(`/api/zone?stageId=${stages.results[0].id}`)).results;
    expect(zone).toStrictEqual({
      id,
      center_id: centerId,
      name: 'Moll de càrrega',
      order: 1,
      stage: { id: stages.results[0].id, name: 'Recepció de matèries primeres' },
    });
    const aspect = (await get(`/api/center-aspect?centerId=${centerId}`)).results.find(
      (row: { aspect: { id: number } }) => row.aspect.id === 15,
    );
    expect(aspect).toStrictEqual({
      id,
      center_id: centerId,
      zone: { id: zone.id, name: 'Moll de càrrega' },
      aspect: ref('Ruido del tráfico de vehículos'),
      vector: ref('Ruido y vibraciones'),
    });
    expect(await get(`/api/center-aspect/${aspect.id}`)).toStrictEqual(aspect);
    expect((await get(`/api/center-aspect/${aspect.id}/practices`)).results).toStrictEqual([
      { id, center_id: centerId, center_aspect_id: aspect.id, practice: ref('Limitar la velocidad de los vehículos dentro del recinto') },
    ]);
  });

  it('the settings: method with its criteria and scales, periods, next dates', async () => {
    expect(await get(`/api/center/${centerId}/aspect-evaluation-method`)).toStrictEqual({ center_id: centerId, method: spanishMethod });
    expect(await get(`/api/center/${centerId}/evaluation-periodicity`)).toStrictEqual({
      center_id: centerId,
      aspect_evaluation_months: 12,
      good_practice_evaluation_months: 6,
    });
    expect(await get(`/api/center/${centerId}/aspect-evaluations/next-evaluation-date`)).toStrictEqual({
      last_evaluation_date: '2025-03-15',
      next_evaluation_date: '2026-03-15',
    });
    expect(await get(`/api/center/${centerId}/good-practice-evaluations/next-evaluation-date`)).toStrictEqual({
      last_evaluation_date: '2025-09-20',
      next_evaluation_date: '2026-03-20',
    });
  });

  it('a closed aspect evaluation: its method snapshot, significance, criteria scores, the emergency, the tree counts', async () => {
    const [evaluation] = (await get(`/api/aspect-evaluations?centerId=${centerId}`)).results;
    expect(evaluation).toStrictEqual({
      id,
      center_id: centerId,
      date: '2025-03-15',
      is_open: false,
      method: spanishMethod,
      significant_evaluated_aspect_ids: expect.any(Array),
    });
    expect(evaluation.significant_evaluated_aspect_ids.length).toBeGreaterThan(0);
    expect(await get(`/api/aspect-evaluations/${evaluation.id}`)).toStrictEqual(evaluation);

    const [emergency] = (await get(`/api/aspect-evaluations/${evaluation.id}/evaluated-aspects?condition=EMERGENCY`)).results;
    const expected = {
      id,
      evaluation_id: evaluation.id,
      center_id: centerId,
      center_aspect_id: id,
      stage: ref('Recepció de matèries primeres'),
      zone: ref('Magatzem de productes químics'),
      aspect: ref('Derrame de productos químicos'),
      vector: ref('Suelo'),
      condition: 'EMERGENCY',
      scores: { probability: 3, consequence: 5 },
      score: 15,
      threshold: 12,
      reaches_threshold: true,
      is_significant: true,
      observations: 'Vessament al magatzem de productes químics',
    };
    expect(emergency).toStrictEqual(expected);
    expect(evaluation.significant_evaluated_aspect_ids).toContain(emergency.id);
    expect(await get(`/api/aspect-evaluations/${evaluation.id}/evaluated-aspects/${emergency.id}`)).toStrictEqual(expected);
    expect(await get(`/api/evaluated-aspects/${emergency.id}`)).toStrictEqual({
      ...expected,
      evaluation: { id: evaluation.id, date: '2025-03-15', is_open: false },
    });
    const significant = (await get(`/api/aspect-evaluations/${evaluation.id}/significant-aspects`)).results;
    expect(significant).toContainEqual(expected);
    const [normal] = (await get(`/api/aspect-evaluations/${evaluation.id}/aspects/15/evaluated-aspects`)).results;
    expect(normal).toMatchObject({
      condition: 'NORMAL',
      scores: { magnitude: 3, frequency: 3, severity: 2, legal_requirement: 2, stakeholder_concern: 2 },
      score: 12,
      threshold: 11,
      reaches_threshold: true,
      is_significant: true,
      observations: null,
    });

    const stages = (await get(`/api/aspect-evaluations/${evaluation.id}/stages`)).results;
    expect(stages[0]).toStrictEqual({
      id,
      name: 'Recepció de matèries primeres',
      zones: [
        { id, name: 'Moll de càrrega', evaluated_aspect_count: 3, scored_count: 3 },
        { id, name: 'Magatzem de productes químics', evaluated_aspect_count: 4, scored_count: 4 },
      ],
    });
    expect((await get(`/api/aspect-evaluations/${evaluation.id}/zones/${stages[0].zones[1].id}/vectors`)).results).toContainEqual({
      id: 3,
      name: 'Suelo',
      evaluated_aspect_count: 3,
      scored_count: 3,
    });
  });

  it("an open evaluation finds the previous evaluation's values of an aspect", async () => {
    const opened = await t.api.post('/api/aspect-evaluations', { token: t.admin.token, json: { center_id: centerId, date: '2026-03-01' } });
    expect(opened.status).toBe(201);
    expect(opened.body).toStrictEqual({
      id,
      center_id: centerId,
      date: '2026-03-01',
      is_open: true,
      method: expect.objectContaining({ criteria: expect.any(Array) }),
      significant_evaluated_aspect_ids: [],
    });
    const [closed] = (await get(`/api/aspect-evaluations?centerId=${centerId}&isOpen=false`)).results;
    const [emergency] = (await get(`/api/aspect-evaluations/${closed.id}/evaluated-aspects?condition=EMERGENCY`)).results;
    const previous = await get(
      `/api/aspect-evaluations/${opened.body.id}/last-evaluated-aspects-from-same-center-aspect/${emergency.center_aspect_id}`,
    );
    expect(previous).toMatchObject({ evaluation: { id: closed.id, date: '2025-03-15' }, count: 2, next: null, previous: null });
    expect(Object.keys(previous.evaluation)).toEqual(['id', 'date']);
    expect(previous.results).toContainEqual(emergency);
    const [unscored] = (await get(`/api/aspect-evaluations/${opened.body.id}/evaluated-aspects?pageSize=1`)).results;
    expect(unscored).toMatchObject({ scores: null, score: null, reaches_threshold: false, is_significant: false, observations: null });
  });

  it('a closed good-practice evaluation: tree counts and each verification with its comment', async () => {
    const [evaluation] = (await get(`/api/good-practice-evaluations?centerId=${centerId}`)).results;
    expect(evaluation).toStrictEqual({ id, center_id: centerId, date: '2025-09-20', is_open: false });
    expect(await get(`/api/good-practice-evaluations/${evaluation.id}`)).toStrictEqual(evaluation);
    const [stage] = (await get(`/api/good-practice-evaluations/${evaluation.id}/stages`)).results;
    expect(stage).toStrictEqual({
      id,
      name: 'Recepció de matèries primeres',
      zones: [
        { id, name: 'Moll de càrrega', practice_count: 5, verified_count: 5 },
        { id, name: 'Magatzem de productes químics', practice_count: 4, verified_count: 4 },
      ],
    });
    const zoneId = stage.zones[0].id;
    expect((await get(`/api/good-practice-evaluations/${evaluation.id}/zones/${zoneId}/vectors`)).results).toContainEqual({
      id: 7,
      name: 'Energía',
      practice_count: 2,
      verified_count: 2,
    });
    expect((await get(`/api/good-practice-evaluations/${evaluation.id}/zones/${zoneId}/vectors/7/practices`)).results).toStrictEqual([
      {
        center_practice_id: id,
        center_aspect_id: id,
        practice: ref('Limitar la velocidad de los vehículos dentro del recinto'),
        aspect: ref('Consumo de combustible de vehículos'),
        evaluated_practice: { id, state: 'FULFILLED', comment: null },
      },
      {
        center_practice_id: id,
        center_aspect_id: id,
        practice: ref('Planificar las rutas y practicar la conducción eficiente'),
        aspect: ref('Consumo de combustible de vehículos'),
        evaluated_practice: { id, state: 'NOT_FULFILLED', comment: 'Cal recordar-ho al personal del torn de nit' },
      },
    ]);
  });
});
