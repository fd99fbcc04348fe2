import { describe, expect, it } from 'vitest';
import { AGENDA_KINDS, agendaPath, REQUEST_AGENDA_KINDS, type AgendaKind } from '../../contract/agenda';
import { requestPath } from '../../contract/requests';
import { aspectsPath } from '../../src/custom-pages/aspects/paths';
import { dddModulePath, enterpriseDocumentsPath, indicatorModulePath } from '../../src/custom-pages/center-modules/paths';
import { evidencePath, reviewPath } from '../../src/custom-pages/legal-module/paths';
import { evaluationPath, improvementActionPath } from '../../src/custom-pages/risks/paths';
import { planPath, wasteTabPath } from '../../src/custom-pages/waste-module/paths';

// The agenda's links (browser rows and calendar events) are built in contract/agenda.ts; they must stay the pages' paths.
const pages: Record<AgendaKind, string> = {
  evidence_expiry: evidencePath(7, 3, 11),
  evidence_action: evidencePath(7, 3, 11),
  // The review opens in its dialog on the legal module's reviews page (issue 36).
  legal_review: reviewPath(7, 11),
  document_expiry: enterpriseDocumentsPath(7),
  ddd_service: dddModulePath(7, 'service/11'),
  aspect_evaluation: aspectsPath(7, 'aspect-evaluation'),
  practice_evaluation: aspectsPath(7, 'good-practice-evaluation'),
  practice_action: aspectsPath(7, 'practice-action/11'),
  improvement_action: improvementActionPath(7, 11),
  risk_action: evaluationPath(7, 3, 11),
  indicator_measurement: indicatorModulePath(7, 'indicator/11/measurement'),
  indicator_action: indicatorModulePath(7, 'indicator/3'),
  next_collection: wasteTabPath(7, 'next-collections'),
  storage_limit: planPath(7, 11),
  prior_notification: planPath(7, 11),
  treatment_contract_missing: planPath(7, 11),
  treatment_contract_expiry: planPath(7, 11),
  carrier_authorisation: planPath(7, 11),
  manager_authorisation: planPath(7, 11),
  yearly_report: planPath(7, 11),
  // The request's own page (docs/requests-api.md): /requests/:id.
  request_to_answer: requestPath(11),
  request_to_review: requestPath(11),
};

describe('agendaPath', () => {
  it.each([...Object.values(AGENDA_KINDS).flat(), ...REQUEST_AGENDA_KINDS])('leads %s to the page of its record', (kind) => {
    expect(agendaPath({ kind, center: { id: 7 }, record_id: 11, parent_id: 3 })).toBe(pages[kind]);
  });

  it('leads an obligation of no plan to the legal clock', () => {
    expect(agendaPath({ kind: 'yearly_report', center: { id: 7 }, record_id: null, parent_id: null })).toBe(wasteTabPath(7, 'legal-clock'));
  });
});
