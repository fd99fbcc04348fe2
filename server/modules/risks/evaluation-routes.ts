import type { RegisterModule } from '../../lib/api';
import { CenterParams, IdParams } from '../../lib/fields';
import { inBatches, pageWindow, paginateCounted } from '../../lib/paging';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { answers, PageOf } from '../../lib/wire';
import { riskEvaluations } from '../../db/schema';
import { inCenter, matrixOf, ownRow, RISK_MODULE } from './route-config';
import {
  consequencePage,
  consequencesWhere,
  countConsequences,
  countEvaluations,
  createEvaluation,
  createRound,
  deleteEvaluation,
  evaluationPage,
  evaluationsAfter,
  evaluationsWhere,
  matrixCells,
  presentEvaluation,
  presentRounds,
  readEvaluation,
  saveMatrix,
  updateEvaluation,
  type Row,
} from './evaluation-queries';
import {
  CellsQuery,
  CenterConsequence,
  ConsequenceQuery,
  EvaluationQuery,
  EvaluationSchema,
  EvaluationWrite,
  MatrixCounts,
  MatrixSchema,
  MatrixWrite,
  RoundSchema,
  RoundWrite,
} from './schemas';
import { evaluationColumns } from './spreadsheets';
import { pickName } from '../../lib/language';

const evaluationRow = { table: riskEvaluations, name: 'risk-evaluation' } as const;
const tags = ['Risks and opportunities'];

/** A center's risk module: its matrix, the consequences its processes raise, the yearly rounds and the evaluations. */
export const evaluationRoutes: RegisterModule = (app, { db }) => {
  const module = '/api/risk-opportunity-module/:centerId';

  // ---- The matrix ----
  app.get(
    `${module}/matrix`,
    { config: inCenter('read', RISK_MODULE), schema: { tags, params: CenterParams, response: answers(MatrixSchema) } },
    (request) => matrixOf(db, request.params.centerId),
  );

  app.put(
    `${module}/matrix`,
    { config: inCenter('write', RISK_MODULE), schema: { tags, params: CenterParams, body: MatrixWrite } },
    async (request) => {
      await saveMatrix(db, request.params.centerId, request.body);
      return matrixOf(db, request.params.centerId);
    },
  );

  // ---- Consequences that apply to the center's processes (from their configured questions) ----
  app.get(
    `${module}/consequence`,
    {
      config: inCenter('read', RISK_MODULE),
      schema: { tags, params: CenterParams, querystring: ConsequenceQuery, response: answers(PageOf(CenterConsequence)) },
    },
    async (request) => {
      const centerId = request.params.centerId;
      const where = consequencesWhere(centerId, request.query);
      return paginateCounted(
        request,
        pageWindow(request.query),
        consequencePage(db, where),
        (rows) =>
          rows.map((row) => ({
            id: row.consequence.id,
            name: pickName(request.language, { spanish: row.consequence.nameSpanish, catalan: row.consequence.nameCatalan }),
            type: row.consequence.type,
            question: {
              id: row.question.id,
              name: pickName(request.language, { spanish: row.question.nameSpanish, catalan: row.question.nameCatalan }),
            },
            process: { id: row.processId, name: row.processName },
            center_id: centerId,
          })),
        () => countConsequences(db, where),
      );
    },
  );

  // ---- Rounds (evaluation sets) and the yearly re-evaluation ----
  app.get(
    `${module}/round`,
    { config: inCenter('read', RISK_MODULE), schema: { tags, params: CenterParams, response: answers(PageOf(RoundSchema)) } },
    async (request) => {
      const results = await presentRounds(db, request.params.centerId);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.post(
    `${module}/round`,
    { config: inCenter('write', RISK_MODULE), schema: { tags, params: CenterParams, body: RoundWrite } },
    async (request, reply) => {
      const round = await createRound(db, request.params.centerId, request.body.year);
      const rounds = await presentRounds(db, request.params.centerId);
      return reply.status(201).send(rounds.find((r) => r.id === round.id));
    },
  );

  // ---- Evaluations ----
  app.get(
    `${module}/evaluation`,
    {
      config: inCenter('read', RISK_MODULE),
      schema: { tags, params: CenterParams, querystring: EvaluationQuery, response: answers(PageOf(EvaluationSchema)) },
    },
    async (request, reply) => {
      const centerId = request.params.centerId;
      const matrix = await matrixOf(db, centerId);
      const where = await evaluationsWhere(db, centerId, request.query, matrix);
      const present = (rows: Row[]) => rows.map((row) => presentEvaluation(matrix, request.language, row));
      if (request.query.format === 'xlsx')
        return sendSpreadsheet(reply, {
          name: 'risks-opportunities',
          title: 'spreadsheet.files.risks',
          language: request.language,
          rows: inBatches(evaluationsAfter(db, where), (batch) => present(batch)),
          columns: evaluationColumns(matrix),
        });
      return paginateCounted(
        request,
        pageWindow(request.query),
        evaluationPage(db, where),
        (rows) => present(rows),
        () => countEvaluations(db, where),
      );
    },
  );

  // The matrix view: how many current evaluations fall in each cell (inherent probability x impact).
  app.get(
    `${module}/matrix-counts`,
    {
      config: inCenter('read', RISK_MODULE),
      schema: { tags, params: CenterParams, querystring: CellsQuery, response: answers(MatrixCounts) },
    },
    (request) => matrixCells(db, request.params.centerId, request.query),
  );

  app.post(
    `${module}/evaluation`,
    { config: inCenter('write', RISK_MODULE), schema: { tags, params: CenterParams, body: EvaluationWrite } },
    async (request, reply) => {
      const id = await createEvaluation(db, request.params.centerId, request.body);
      return reply.status(201).send(await readEvaluation(db, id, request.language));
    },
  );

  app.get(
    '/api/risk-evaluation/:id',
    { config: ownRow(evaluationRow, 'read', RISK_MODULE), schema: { tags, params: IdParams, response: answers(EvaluationSchema) } },
    (request) => readEvaluation(db, request.params.id, request.language),
  );

  app.put(
    '/api/risk-evaluation/:id',
    { config: ownRow(evaluationRow, 'write', RISK_MODULE), schema: { tags, params: IdParams, body: EvaluationWrite } },
    async (request) => {
      await updateEvaluation(db, request.params.id, request.body);
      return readEvaluation(db, request.params.id, request.language);
    },
  );

  app.delete(
    '/api/risk-evaluation/:id',
    { config: ownRow(evaluationRow, 'write', RISK_MODULE), schema: { tags, params: IdParams } },
    async (request, reply) => {
      await deleteEvaluation(db, request.params.id);
      return reply.status(204).send();
    },
  );
};
