import { expect } from 'vitest';
import type { TestApp } from './app';

/** Seeded catalogue ids (migration aspects_seed): vector 7 Energy > aspect 19 electricity; practice 15 lights off, 16 LED. */
export const SEED = { energy: 7, electricity: 19, gas: 20, water: 16, lightsOff: 15, led: 16, waterVector: 6, atmosphere: 1, combustion: 1, boilers: 1 };

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
  const selected = ok(await t.api.put(`/api/zone/${zone.id}/aspects`, { token, json: { aspect_ids: [SEED.electricity, SEED.combustion] } }));
  const electricity = selected.results.find((row: { aspect: { id: number } }) => row.aspect.id === SEED.electricity);
  const combustion = selected.results.find((row: { aspect: { id: number } }) => row.aspect.id === SEED.combustion);
  const practices = ok(await t.api.put(`/api/center-aspect/${electricity.id}/practices`, { token, json: { good_practice_ids: [SEED.lightsOff, SEED.led] } }));
  ok(await t.api.put(`/api/center-aspect/${combustion.id}/practices`, { token, json: { good_practice_ids: [SEED.boilers] } }));

  const current = ok(await t.api.post('/api/aspect-evaluations', { token, json: { center_id: centerId, date: '2025-06-01' } }), 201);
  const previous = ok(await t.api.post('/api/aspect-evaluations', { token, json: { center_id: centerId, date: '2024-06-01' } }), 201);
  const rows = ok(await t.api.get(`/api/aspect-evaluations/${previous.id}/evaluated-aspects`, { token })).results as { id: number; center_aspect_id: number }[];
  for (const row of rows) {
    ok(await t.api.put(`/api/aspect-evaluations/${previous.id}/evaluated-aspects/${row.id}`, {
      token, json: { condition: 'NORMAL', scores: { magnitude: 3, frequency: 3, severity: 2, legal_requirement: 2, stakeholder_concern: 1 } },
    }));
  }
  ok(await t.api.post(`/api/aspect-evaluations/${previous.id}/closure`, { token, json: { significant_evaluated_aspect_ids: [rows[0]!.id] } }));

  const practiceEvaluation = ok(await t.api.post('/api/good-practice-evaluations', { token, json: { center_id: centerId, date: '2025-06-01' } }), 201);
  const pastPractices = ok(await t.api.post('/api/good-practice-evaluations', { token, json: { center_id: centerId, date: '2024-06-01' } }), 201);
  ok(await t.api.post(`/api/good-practice-evaluations/${pastPractices.id}/zones/${zone.id}/vectors/${SEED.energy}/evaluated-practice-verification`, {
    token, json: { evaluated_practices: [{ center_practice_id: practices.results[0].id, state: 'FULFILLED', comment: 'Cartell al costat de la porta' }] },
  }));
  ok(await t.api.post(`/api/good-practice-evaluations/${pastPractices.id}/open`, { token, json: { is_open: false } }));
  return { stage, zone, electricity, combustion, practices: practices.results, current, previous, practiceEvaluation, pastPractices };
}
