import { expect } from 'vitest';
import { addDays, todayInSpain } from '../../../server/lib/dates';
import type { TestApp } from './app';
import { minimalPdf } from './files';

// Seeded catalogue (migration risks_audit): question 1 "¿El proceso genera residuos peligrosos?" (ambit 4,
// category 1) gives consequence 1 (RISK) and 2 (OPPORTUNITY); question 3 (ambit 1) gives 4 (RISK) and 5 (OPPORTUNITY).
export const SEEDED = {
  wasteQuestion: 1,
  wasteRisk: 1,
  wasteOpportunity: 2,
  energyQuestion: 3,
  energyRisk: 4,
  wasteAmbit: 4,
  energyAmbit: 1,
} as const;

export async function activateRiskModules(t: TestApp, centerId: number) {
  for (const module of ['risk-opportunity', 'improvement']) {
    expect((await t.api.post(`/api/${module}-module/${centerId}/state`, { token: t.admin.token, json: { is_active: true } })).status).toBe(
      200,
    );
  }
}

/** A center with a configured process, one evaluated risk and an improvement action from it with an attachment. */
export async function risksFixture(t: TestApp, centerId: number) {
  const token = t.admin.token;
  await activateRiskModules(t, centerId);
  const process = await t.api.post(`/api/risk-opportunity-module/${centerId}/process`, {
    token,
    json: { name: 'Producció', description: 'Línia de pintura' },
  });
  expect(process.status, JSON.stringify(process.body)).toBe(201);
  const config = await t.api.put(`/api/risk-process/${process.body.id}/config`, {
    token,
    json: { question_ids: [SEEDED.wasteQuestion, SEEDED.energyQuestion] },
  });
  expect(config.status, JSON.stringify(config.body)).toBe(200);
  const evaluation = await t.api.post(`/api/risk-opportunity-module/${centerId}/evaluation`, {
    token,
    json: {
      process_id: process.body.id,
      consequence_id: SEEDED.wasteRisk,
      probability: 4,
      impact: 4,
      treatment: 'MITIGATE',
      planned_action: 'Formació',
      responsible: 'Laura Puig',
      due_date: addDays(todayInSpain(), 60),
      residual_probability: 2,
      residual_impact: 3,
    },
  });
  expect(evaluation.status, JSON.stringify(evaluation.body)).toBe(201);
  const action = await t.api.post(`/api/improvement-module/${centerId}/action`, {
    token,
    json: {
      type: 'CORRECTIVE',
      origin: 'RISK',
      source_table: 'risk_evaluation',
      source_id: evaluation.body.id,
      description: 'Residus mal etiquetats',
      action: 'Etiquetar els contenidors',
      responsible_id: t.admin.id,
      due_date: addDays(todayInSpain(), 30),
    },
  });
  expect(action.status, JSON.stringify(action.body)).toBe(201);
  const attached = await t.api.post(`/api/improvement-action/${action.body.id}/attachment`, {
    token,
    form: { name: 'Foto', file: { name: 'foto.pdf', data: minimalPdf(), type: 'application/pdf' } },
  });
  expect(attached.status, JSON.stringify(attached.body)).toBe(201);
  return { process: process.body, evaluation: evaluation.body, action: attached.body };
}
