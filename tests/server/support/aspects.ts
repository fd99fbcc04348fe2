import { expect } from 'vitest';
import type { TestApp } from './app';

/** Seeded catalogue ids (migration aspects_seed): vector 7 Energy > aspect 19 electricity; practice 15 lights off, 16 LED. */
export const SEED = {
  energy: 7,
  electricity: 19,
  gas: 20,
  water: 16,
  lightsOff: 15,
  led: 16,
  waterVector: 6,
  atmosphere: 1,
  combustion: 1,
  boilers: 1,
};

const ok = (answer: { status: number; body: unknown }, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/**
 * A center with the module on, one stage > zone with two aspects (electricity, combustion gases) and
 * practices on each; an open aspect evaluation created first (the tenancy tests use it as "the"
 * evaluation), then an earlier closed one with scores, so the previous-evaluation lookup answers; an
 * open good-practice evaluation, then an earlier closed one with a fulfilled practice.
 */
export async function aspectsFixture(t: TestApp, centerId: number) {
  const token = t.admin.token;
  ok(await t.api.post(`/api/environmental-aspects-module/${centerId}/state`, { token, json: { is_active: true } }));
  const stage = ok(await t.api.post('/api/life-cycle-stage', { token, json: { center_id: centerId, name: 'Producció', order: 1 } }), 201);
  const zone = ok(await t.api.post('/api/zone', { token, json: { stage_id: stage.id, name: 'Taller', order: 1 } }), 201);
  const selected = ok(
    await t.api.put(`/api/zone/${zone.id}/aspects`, { token, json: { aspect_ids: [SEED.electricity, SEED.combustion] } }),
  );
  const electricity = selected.results.find((row: { aspect: { id: number } }) => row.aspect.id === SEED.electricity);
  const combustion = selected.results.find((row: { aspect: { id: number } }) => row.aspect.id === SEED.combustion);
  const practices = ok(
    await t.api.put(`/api/center-aspect/${electricity.id}/practices`, { token, json: { good_practice_ids: [SEED.lightsOff, SEED.led] } }),
  );
  ok(await t.api.put(`/api/center-aspect/${combustion.id}/practices`, { token, json: { good_practice_ids: [SEED.boilers] } }));

  const current = ok(await t.api.post('/api/aspect-evaluations', { token, json: { center_id: centerId, date: '2025-06-01' } }), 201);
  const previous = ok(await t.api.post('/api/aspect-evaluations', { token, json: { center_id: centerId, date: '2024-06-01' } }), 201);
  const rows = ok(await t.api.get(`/api/aspect-evaluations/${previous.id}/evaluated-aspects`, { token })).results as {
    id: number;
    center_aspect_id: number;
  }[];
  for (const row of rows) {
    ok(
      await t.api.put(`/api/aspect-evaluations/${previous.id}/evaluated-aspects/${row.id}`, {
        token,
        json: { condition: 'NORMAL', scores: { magnitude: 3, frequency: 3, severity: 2, legal_requirement: 2, stakeholder_concern: 1 } },
      }),
    );
  }
  ok(
    await t.api.post(`/api/aspect-evaluations/${previous.id}/closure`, {
      token,
      json: { significant_evaluated_aspect_ids: [rows[0]!.id] },
    }),
  );

  const practiceEvaluation = ok(
    await t.api.post('/api/good-practice-evaluations', { token, json: { center_id: centerId, date: '2025-06-01' } }),
    201,
  );
  const pastPractices = ok(
    await t.api.post('/api/good-practice-evaluations', { token, json: { center_id: centerId, date: '2024-06-01' } }),
    201,
  );
  ok(
    await t.api.post(
      `/api/good-practice-evaluations/${pastPractices.id}/zones/${zone.id}/vectors/${SEED.energy}/evaluated-practice-verification`,
      {
        token,
        json: {
          evaluated_practices: [
            { center_practice_id: practices.results[0].id, state: 'FULFILLED', comment: 'Cartell al costat de la porta' },
          ],
        },
      },
    ),
  );
  ok(await t.api.post(`/api/good-practice-evaluations/${pastPractices.id}/open`, { token, json: { is_open: false } }));
  return { stage, zone, electricity, combustion, practices: practices.results, current, previous, practiceEvaluation, pastPractices };
}

/**
 * The rows that hang off a center's tree (after aspectsFixture): the combustion practice verified NOT_FULFILLED in
 * the open good-practice evaluation, a practice action started from it, and an indicator linked to the electricity
 * aspect (a new one of the indicator module unless given).
 */
export async function aspectLinksFixture(t: TestApp, centerId: number, indicatorId?: number) {
  const token = t.admin.token;
  const centerAspects = ok(await t.api.get(`/api/center-aspect?centerId=${centerId}`, { token })).results as {
    id: number;
    zone: { id: number };
    aspect: { id: number };
  }[];
  const combustion = centerAspects.find((row) => row.aspect.id === SEED.combustion)!;
  const electricity = centerAspects.find((row) => row.aspect.id === SEED.electricity)!;
  const [boilers] = ok(await t.api.get(`/api/center-aspect/${combustion.id}/practices`, { token })).results as { id: number }[];
  const [evaluation] = ok(await t.api.get(`/api/good-practice-evaluations?centerId=${centerId}&isOpen=true`, { token })).results as {
    id: number;
  }[];
  const verified = ok(
    await t.api.post(
      `/api/good-practice-evaluations/${evaluation!.id}/zones/${combustion.zone.id}/vectors/${SEED.atmosphere}/evaluated-practice-verification`,
      {
        token,
        json: { evaluated_practices: [{ center_practice_id: boilers!.id, state: 'NOT_FULFILLED', comment: 'Sense revisió anual' }] },
      },
    ),
  ).results.find((row: { center_practice_id: number }) => row.center_practice_id === boilers!.id).evaluated_practice as { id: number };
  const action = ok(
    await t.api.post('/api/practice-actions', {
      token,
      json: {
        center_practice_id: boilers!.id,
        evaluated_practice_id: verified.id,
        description: 'Contractar la revisió de la caldera',
        responsible: 'Manteniment',
        due_date: '2099-03-31',
      },
    }),
    201,
  );
  let indicator = indicatorId;
  if (!indicator) {
    ok(await t.api.post(`/api/indicator-module/${centerId}/state`, { token, json: { is_active: true } }));
    const process = ok(await t.api.post('/api/indicator-process', { token, json: { center_id: centerId, name: 'Energia' } }), 201);
    indicator = ok(
      await t.api.post('/api/indicator', {
        token,
        json: { process_id: process.id, name: 'Consum elèctric', unit: 'kWh/t', frequency: 'MONTHLY', direction: 'LOWER_IS_BETTER' },
      }),
      201,
    ).id as number;
  }
  const link = ok(
    await t.api.post('/api/environmental-indicators', { token, json: { center_aspect_id: electricity.id, indicator_id: indicator } }),
    201,
  );
  return { combustion, electricity, boilers: boilers!, evaluation: evaluation!, verified, action, indicator, link };
}
