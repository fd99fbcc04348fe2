import { expect } from 'vitest';
import { addDays, todayInSpain } from '../../../server/lib/dates';
import type { TestApp } from './app';
import { minimalPdf } from './files';
import { registerBranch } from './register';

export type Branch = Awaited<ReturnType<typeof registerBranch>>;

/** Switches the legal module on for the center and applies the branch's subambit and scope to it. */
export async function configureCenter(t: TestApp, centerId: number, branch: Branch, notApplicable: number[] = []) {
  const token = t.admin.token;
  expect((await t.api.post(`/api/legal-requirement-module/${centerId}/state`, { token, json: { is_active: true } })).status).toBe(200);
  const saved = await t.api.post(`/api/legal-requirement-module/${centerId}/config`, {
    token,
    json: { subambit_ids: [branch.subambit.id], legal_scope_ids: [branch.scope.id], not_applicable_legal_requirement_ids: notApplicable },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body;
}

/** The center's evidences, as an admin sees them. */
export const evidencesOf = async (t: TestApp, centerId: number) =>
  (await t.api.get(`/api/evidence?centerId=${centerId}&pageSize=1000`, { token: t.admin.token })).body.results as {
    id: number;
    name: string;
    state: string;
    legal_requirement: { id: number };
  }[];

/** A configured center with one evidence holding a PDF document and a corrective action. */
export async function legalModuleFixture(t: TestApp, centerId: number, branch: Branch) {
  await configureCenter(t, centerId, branch);
  const [evidence] = await evidencesOf(t, centerId);
  const token = t.admin.token;
  const dated = await t.api.put(`/api/evidence/${evidence!.id}`, {
    token,
    json: { name: evidence!.name, state: 'IN_PROCESS', expiration_date: addDays(todayInSpain(), 10) },
  });
  expect(dated.status, JSON.stringify(dated.body)).toBe(200);
  const document = await t.api.post('/api/legal-document', {
    token,
    form: {
      name: 'Permís 2024',
      elaboration_date: '2024-03-01',
      is_valid: 'true',
      evidence_id: String(evidence!.id),
      file: { name: 'permis.pdf', data: minimalPdf(), type: 'application/pdf' },
    },
  });
  expect(document.status, JSON.stringify(document.body)).toBe(201);
  const action = await t.api.post('/api/action', {
    token,
    json: { name: 'Renovar el permís', responsible: 'Laura Puig', expected_date: '2026-12-31', evidence_id: evidence!.id },
  });
  expect(action.status, JSON.stringify(action.body)).toBe(201);
  return { evidence: evidence!, document: document.body, action: action.body };
}

/** A recorded change of the branch's text: a review in every center configured with the branch (issue 36). */
export async function legalChangeFixture(t: TestApp, branch: Branch) {
  const change = await t.api.post(`/api/legal-text/${branch.text.id}/changes`, {
    token: t.admin.token,
    json: { kind: 'TEXT_MODIFIED', note: 'Corrección de errores', effective_date: '2025-03-01', texts: ['Art. 5', 'Art. 9 bis'] },
  });
  expect(change.status, JSON.stringify(change.body)).toBe(201);
  return change.body as { id: number };
}
