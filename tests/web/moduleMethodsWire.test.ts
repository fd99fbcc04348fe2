import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../src/authProvider/tokens';
import { createDataProvider, type AppDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { accessToken, installFakeApi, json } from './support/fakeApi';

// Issue 33 replaced get/sendAspects and get/sendRisks (paths written by the pages) with named methods; these are
// the requests the pages made before, method by method: the wire must not move.
const dataProvider = createDataProvider(createHttpClient({ getLocale: () => 'es_ES' }));
const emptyPage = { count: 0, next: null, previous: null, results: [] };

type Call = [name: string, call: (dataProvider: AppDataProvider) => Promise<unknown>, request: string, body?: unknown];

const aspects: Call[] = [
  ['aspect catalogue', (p) => p.getAspectCatalogue(), 'GET /api/aspect?page=1&pageSize=50'],
  ['practices of an aspect', (p) => p.getGoodPracticesOfAspect(4), 'GET /api/good-practice?aspectId=4&page=1&pageSize=50'],
  ['stages', (p) => p.getLifeCycleStages(7), 'GET /api/life-cycle-stage?centerId=7&pageSize=500'],
  ['new stage', (p) => p.createLifeCycleStage('7', 'Compra', 2), 'POST /api/life-cycle-stage', { center_id: 7, name: 'Compra', order: 2 }],
  ['stage renamed', (p) => p.renameLifeCycleStage(3, 'Uso'), 'PUT /api/life-cycle-stage/3', { name: 'Uso' }],
  ['stage deleted', (p) => p.deleteLifeCycleStage(3), 'DELETE /api/life-cycle-stage/3'],
  ['zones of a stage', (p) => p.getZonesOfStage(3), 'GET /api/zone?stageId=3&page=1&pageSize=50'],
  ['zone', (p) => p.getZone(5), 'GET /api/zone/5'],
  ['new zone', (p) => p.createZone(3, 'Nave', 1), 'POST /api/zone', { stage_id: 3, name: 'Nave', order: 1 }],
  ['zone renamed', (p) => p.renameZone(5, 'Patio'), 'PUT /api/zone/5', { name: 'Patio' }],
  ['zone deleted', (p) => p.deleteZone(5), 'DELETE /api/zone/5'],
  ['aspects of a zone', (p) => p.getZoneAspects(5), 'GET /api/zone/5/aspects?pageSize=500'],
  ['aspects of a zone saved', (p) => p.saveZoneAspects(5, [1, 2]), 'PUT /api/zone/5/aspects', { aspect_ids: [1, 2] }],
  ['center aspect', (p) => p.getCenterAspect(9), 'GET /api/center-aspect/9'],
  ['center aspects', (p) => p.getCenterAspects(7), 'GET /api/center-aspect?centerId=7&page=1&pageSize=50'],
  ['practices applied', (p) => p.getCenterAspectPractices(9), 'GET /api/center-aspect/9/practices'],
  ['practices saved', (p) => p.saveCenterAspectPractices(9, [6]), 'PUT /api/center-aspect/9/practices', { good_practice_ids: [6] }],
  ['periodicity', (p) => p.getEvaluationPeriodicity(7), 'GET /api/center/7/evaluation-periodicity'],
  [
    'periodicity saved',
    (p) => p.saveEvaluationPeriodicity(7, { aspect_evaluation_months: 12, good_practice_evaluation_months: null }),
    'PUT /api/center/7/evaluation-periodicity',
    { aspect_evaluation_months: 12, good_practice_evaluation_months: null },
  ],
  ['method', (p) => p.getAspectEvaluationMethod(7), 'GET /api/center/7/aspect-evaluation-method'],
  [
    'next aspect evaluation',
    (p) => p.getNextEvaluationDate(7, 'aspect-evaluation'),
    'GET /api/center/7/aspect-evaluations/next-evaluation-date',
  ],
  [
    'next practice evaluation',
    (p) => p.getNextEvaluationDate(7, 'good-practice-evaluation'),
    'GET /api/center/7/good-practice-evaluations/next-evaluation-date',
  ],
  ['aspect evaluations', (p) => p.getEvaluations('aspect-evaluation', 7), 'GET /api/aspect-evaluations?centerId=7&page=1&pageSize=50'],
  [
    'new practice evaluation',
    (p) => p.createEvaluation('good-practice-evaluation', '7', '2026-03-01'),
    'POST /api/good-practice-evaluations',
    { center_id: 7, date: '2026-03-01' },
  ],
  ['aspect evaluation', (p) => p.getAspectEvaluation(11), 'GET /api/aspect-evaluations/11'],
  ['its stages', (p) => p.getAspectEvaluationStages(11), 'GET /api/aspect-evaluations/11/stages'],
  ['reopened', (p) => p.reopenAspectEvaluation(11), 'POST /api/aspect-evaluations/11/reopening'],
  [
    'closed',
    (p) => p.closeAspectEvaluation(11, [21]),
    'POST /api/aspect-evaluations/11/closure',
    { significant_evaluated_aspect_ids: [21] },
  ],
  ['evaluated aspects', (p) => p.getEvaluatedAspects(11), 'GET /api/aspect-evaluations/11/evaluated-aspects?pageSize=1000'],
  ['of a zone', (p) => p.getEvaluatedAspects(11, 5), 'GET /api/aspect-evaluations/11/evaluated-aspects?zoneId=5&pageSize=500'],
  ['one evaluated aspect', (p) => p.getEvaluatedAspect(11, 21), 'GET /api/aspect-evaluations/11/evaluated-aspects/21'],
  [
    'scored',
    (p) => p.saveEvaluatedAspect(11, 21, { condition: 'NORMAL', scores: { a: 1 }, observations: '' }),
    'PUT /api/aspect-evaluations/11/evaluated-aspects/21',
    { condition: 'NORMAL', scores: { a: 1 }, observations: '' },
  ],
  ['significant', (p) => p.getSignificantAspects(11), 'GET /api/aspect-evaluations/11/significant-aspects'],
  [
    'previous',
    (p) => p.getPreviousEvaluatedAspects(11, 9),
    'GET /api/aspect-evaluations/11/last-evaluated-aspects-from-same-center-aspect/9',
  ],
  ['source of an action', (p) => p.getEvaluatedAspectSource(21), 'GET /api/evaluated-aspects/21'],
  ['practice evaluation', (p) => p.getPracticeEvaluation(12), 'GET /api/good-practice-evaluations/12'],
  ['its stages', (p) => p.getPracticeEvaluationStages(12), 'GET /api/good-practice-evaluations/12/stages'],
  ['its vectors', (p) => p.getPracticeEvaluationVectors(12, 5), 'GET /api/good-practice-evaluations/12/zones/5/vectors'],
  ['opened', (p) => p.setPracticeEvaluationOpen(12, true), 'POST /api/good-practice-evaluations/12/open', { is_open: true }],
  ['to verify', (p) => p.getPracticesToVerify(12, 5, 2), 'GET /api/good-practice-evaluations/12/zones/5/vectors/2/practices'],
  [
    'verified',
    (p) => p.saveVerification(12, 5, 2, [{ center_practice_id: 3, state: 'FULFILLED', comment: null }]),
    'POST /api/good-practice-evaluations/12/zones/5/vectors/2/evaluated-practice-verification',
    { evaluated_practices: [{ center_practice_id: 3, state: 'FULFILLED', comment: null }] },
  ],
  ['open actions', (p) => p.getPracticeActions(7, { open: true }), 'GET /api/practice-actions?centerId=7&open=true&page=1&pageSize=50'],
  ['all actions', (p) => p.getPracticeActions(7, { open: false }), 'GET /api/practice-actions?centerId=7&page=1&pageSize=50'],
  [
    'actions of an evaluation',
    (p) => p.getPracticeActions(7, { goodPracticeEvaluationId: '12' }),
    'GET /api/practice-actions?centerId=7&goodPracticeEvaluationId=12&page=1&pageSize=50',
  ],
  ['action', (p) => p.getPracticeAction(8), 'GET /api/practice-actions/8'],
  [
    'new action',
    (p) =>
      p.createPracticeAction({
        description: 'd',
        responsible: 'r',
        due_date: '2026-05-01',
        state: 'OPEN',
        closing_date: null,
        center_practice_id: 3,
        evaluated_practice_id: null,
      }),
    'POST /api/practice-actions',
    {
      description: 'd',
      responsible: 'r',
      due_date: '2026-05-01',
      state: 'OPEN',
      closing_date: null,
      center_practice_id: 3,
      evaluated_practice_id: null,
    },
  ],
  [
    'action saved',
    (p) =>
      p.updatePracticeAction(8, {
        description: 'd',
        responsible: 'r',
        due_date: '2026-05-01',
        state: 'CLOSED',
        closing_date: '2026-04-01',
      }),
    'PUT /api/practice-actions/8',
    { description: 'd', responsible: 'r', due_date: '2026-05-01', state: 'CLOSED', closing_date: '2026-04-01' },
  ],
  ['action deleted', (p) => p.deletePracticeAction(8), 'DELETE /api/practice-actions/8'],
  ['indicators', (p) => p.getEnvironmentalIndicators(7), 'GET /api/environmental-indicators?centerId=7&page=1&pageSize=50'],
  [
    'of an aspect',
    (p) => p.getEnvironmentalIndicators(7, { centerAspectId: '9' }),
    'GET /api/environmental-indicators?centerId=7&centerAspectId=9&page=1&pageSize=50',
  ],
  [
    'of an indicator',
    (p) => p.getEnvironmentalIndicators(7, { indicatorId: '4' }),
    'GET /api/environmental-indicators?centerId=7&indicatorId=4&page=1&pageSize=50',
  ],
  ['center indicators', (p) => p.getCenterIndicators(7), 'GET /api/indicator?centerId=7&page=1&pageSize=50'],
  ['linked', (p) => p.linkEnvironmentalIndicator('9', '4'), 'POST /api/environmental-indicators', { center_aspect_id: 9, indicator_id: 4 }],
  ['unlinked', (p) => p.unlinkEnvironmentalIndicator(13), 'DELETE /api/environmental-indicators/13'],
];

const risks: Call[] = [
  ['ambits', (p) => p.getRiskAmbits(), 'GET /api/risk-opportunity-ambit?pageSize=1000'],
  ['categories', (p) => p.getRiskCategories(), 'GET /api/category?pageSize=1000'],
  ['questions', (p) => p.getRiskQuestions({ ambitId: 2, categoryId: undefined }), 'GET /api/question?pageSize=1000&ambitId=2'],
  ['consequence', (p) => p.getRiskConsequence(3), 'GET /api/consequence/3'],
  [
    'processes',
    (p) => p.getRiskProcesses(7, { searchText: 'agua', ambitId: undefined }),
    'GET /api/risk-opportunity-module/7/process?pageSize=1000&searchText=agua',
  ],
  ['new process', (p) => p.createRiskProcess(7, 'Compras'), 'POST /api/risk-opportunity-module/7/process', { name: 'Compras' }],
  ['process', (p) => p.getRiskProcess(4), 'GET /api/risk-process/4'],
  ['its questions', (p) => p.getRiskProcessQuestions(4), 'GET /api/risk-process/4/config'],
  ['its questions saved', (p) => p.saveRiskProcessQuestions(4, [1]), 'PUT /api/risk-process/4/config', { question_ids: [1] }],
  [
    'consequences',
    (p) => p.getProcessConsequences(7, { processId: 4 }),
    'GET /api/risk-opportunity-module/7/consequence?pageSize=1000&processId=4',
  ],
  ['rounds', (p) => p.getRiskRounds(7), 'GET /api/risk-opportunity-module/7/round?pageSize=1000'],
  ['new round', (p) => p.createRiskRound(7, 2027), 'POST /api/risk-opportunity-module/7/round', { year: 2027 }],
  ['matrix', (p) => p.getRiskMatrix(7), 'GET /api/risk-opportunity-module/7/matrix'],
  ['matrix counts', (p) => p.getRiskMatrixCounts(7, 'RISK'), 'GET /api/risk-opportunity-module/7/matrix-counts?type=RISK'],
  [
    'evaluations of a cell',
    (p) => p.getRiskEvaluations(7, { probability: 2, impact: 3, type: 'RISK' }),
    'GET /api/risk-opportunity-module/7/evaluation?pageSize=1000&probability=2&impact=3&type=RISK',
  ],
  ['evaluation', (p) => p.getRiskEvaluation(5), 'GET /api/risk-evaluation/5'],
  [
    'actions of a source',
    (p) => p.getImprovementActions(7, { sourceTable: 'risk_evaluation', sourceId: 5, open: true }),
    'GET /api/improvement-module/7/action?pageSize=1000&sourceTable=risk_evaluation&sourceId=5&open=true',
  ],
  ['action', (p) => p.getImprovementAction(6), 'GET /api/improvement-action/6'],
  ['new action', (p) => p.createImprovementAction(7, { action: 'a' }), 'POST /api/improvement-module/7/action', { action: 'a' }],
  ['action saved', (p) => p.updateImprovementAction(6, { action: 'b' }), 'PUT /api/improvement-action/6', { action: 'b' }],
  ['attachment deleted', (p) => p.deleteImprovementAttachment(2), 'DELETE /api/improvement-attachment/2'],
];

const evaluationChanges = {
  process_id: 4,
  consequence_id: 3,
  probability: 2,
  impact: 3,
  treatment: null,
  planned_action: null,
  responsible: null,
  due_date: null,
  residual_probability: null,
  residual_impact: null,
};
risks.push(
  [
    'new evaluation',
    (p) => p.createRiskEvaluation(7, evaluationChanges),
    'POST /api/risk-opportunity-module/7/evaluation',
    evaluationChanges,
  ],
  ['evaluation saved', (p) => p.updateRiskEvaluation(5, evaluationChanges), 'PUT /api/risk-evaluation/5', evaluationChanges],
);

const requestOf = async (call: Call[1]) => {
  const received = installFakeApi((request) => (request.method === 'DELETE' ? json(204, null) : json(200, emptyPage)));
  await call(dataProvider);
  const [request] = received;
  return {
    line: `${request.method} ${request.url.pathname}${request.url.search}`,
    body: request.body ? (JSON.parse(String(request.body)) as unknown) : undefined,
  };
};

beforeEach(() => storeTokens({ access: accessToken('admin') }));

describe('the environmental aspects module’s calls', () => {
  it.each(aspects)('%s', async (_name, call, line, body) => {
    expect(await requestOf(call)).toEqual({ line, body });
  });

  it('sends the edited method whole and downloads the inventory and the guide', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined }));
    const method = {
      criteria: [{ name_spanish: 'Cantidad', name_catalan: 'Quantitat', min: 1, max: 3 }],
      formula: 'SUM' as const,
      threshold: 5,
      emergency: { probability: { min: 1, max: 3 }, consequence: { min: 1, max: 3 }, threshold: 6 },
    };
    expect(await requestOf((p) => p.saveAspectEvaluationMethod(7, method))).toEqual({
      line: 'PUT /api/center/7/aspect-evaluation-method',
      body: { method },
    });
    const received = installFakeApi(() => new Response('file', { status: 200 }));
    await dataProvider.downloadAspectInventory(11);
    await dataProvider.downloadPracticeGuide(12, true);
    expect(received.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`)).toEqual([
      'GET /api/aspect-evaluations/11/inventory',
      'GET /api/good-practice-evaluations/12/guide?withFulfilledFields=true',
    ]);
  });

  it('answers null when no earlier evaluation scored the aspect (404)', async () => {
    installFakeApi(() => json(404, { detail: 'Not found.', code: 'not_found' }));
    expect(await dataProvider.getPreviousEvaluatedAspects(11, 9)).toBeNull();
  });
});

describe('the risks and improvement modules’ calls', () => {
  it.each(risks)('%s', async (_name, call, line, body) => {
    expect(await requestOf(call)).toEqual({ line, body });
  });

  it('sends an attachment as a form with its name and file', async () => {
    const received = installFakeApi(() => json(200, {}));
    const file = new File(['x'], 'acta.pdf', { type: 'application/pdf' });
    await dataProvider.addImprovementAttachment(6, { name: 'Acta', file });
    expect(`${received[0].method} ${received[0].url.pathname}`).toBe('POST /api/improvement-action/6/attachment');
    const form = received[0].body as FormData;
    expect(form.get('name')).toBe('Acta');
    expect((form.get('file') as File).name).toBe('acta.pdf');
  });

  it('downloads the current evaluations as a spreadsheet', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:sheet', revokeObjectURL: () => undefined }));
    const received = installFakeApi(() => new Response('xlsx', { status: 200 }));
    await dataProvider.downloadRiskEvaluations(7);
    expect(`${received[0].url.pathname}${received[0].url.search}`).toBe('/api/risk-opportunity-module/7/evaluation?format=xlsx');
  });
});
