import { desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { aspectEvaluations } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { DateField } from '../../lib/dates';
import { DocumentLanguageQuery, IdParams, Id } from '../../lib/fields';
import { documentLanguage } from '../../lib/language';
import { listQueryFields, pageWindow, paginateCounted } from '../../lib/paging';
import { reference } from '../../lib/language';
import { settingsOf } from './center-context';
import { sendInventory } from './inventory';
import { aspectTenancy, centerAspectOwner, evaluatedOwner, evaluationOwner, MODULE } from './route-config';
import { registerResource } from '../../lib/resource';
import { answers, PageOf } from '../../lib/wire';
import {
  AspectEvaluation,
  AspectEvaluationStage,
  AspectEvaluationVector,
  Closure,
  EvaluatedAspect,
  EvaluatedAspectWithEvaluation,
  EvaluatedCreate,
  EvaluatedParams,
  EvaluatedQuery,
  EvaluatedWrite,
  EvaluationAspectParams,
  EvaluationCenterAspectParams,
  EvaluationZoneParams,
  PreviousEvaluatedAspects,
} from './schemas';
import { presentEvaluated } from './evaluated-aspects';
import { consultancyStaff, everyone } from '../../lib/access';
import {
  addEvaluated,
  allEvaluated,
  closedEvaluation,
  closeEvaluation,
  countEvaluated,
  evaluatedById,
  evaluatedOf,
  evaluatedPageRows,
  evaluatedWhere,
  loadEvaluation,
  loadOpenEvaluation,
  presentEvaluation,
  previousEvaluationOf,
  reopenEvaluation,
  rescoreEvaluated,
  seedEvaluatedAspects,
  significantIds,
  stagesOfEvaluation,
  vectorsOfZone,
  type Evaluation,
} from './aspect-evaluation-queries';

const tags = ['Aspect evaluations'];

export const aspectEvaluationRoutes: RegisterModule = (app, context) => {
  const { db, files } = context;
  const present = (request: FastifyRequest, method: Evaluation['method']) => presentEvaluated(request, method);
  const evaluatedPage = (
    request: FastifyRequest,
    evaluation: Evaluation,
    where: SQL | undefined,
    query: { page?: number; pageSize?: number },
  ) =>
    paginateCounted(
      request,
      pageWindow(query),
      evaluatedPageRows(db, evaluation.id, where),
      (rows) => rows.map(present(request, evaluation.method)),
      () => countEvaluated(db, evaluation.id),
    );
  const oneEvaluated = async (request: FastifyRequest, evaluation: Evaluation, evaluatedId: number) =>
    present(request, evaluation.method)(await evaluatedOf(db, evaluation.id, evaluatedId));

  // ---- the evaluations: a new one takes the center's configured method and starts with every aspect of the center
  registerResource(app, context, {
    path: 'aspect-evaluations',
    name: 'aspect-evaluation',
    tag: tags[0]!,
    table: aspectEvaluations,
    scope: {
      owner: evaluationOwner,
      column: aspectEvaluations.centerId,
      module: MODULE,
      center: { in: 'body', key: 'center_id' },
      listBy: { key: 'centerId', column: aspectEvaluations.centerId },
    },
    access: { read: everyone, write: consultancyStaff },
    write: Type.Object({ center_id: Id(), date: DateField() }),
    updateWrite: Type.Object({ date: DateField() }),
    jsonOnly: true,
    prepare: async (database, _body, { centerId }) => (centerId ? { method: (await settingsOf(database, centerId)).method } : {}),
    values: (body, { centerId }) => ({ ...(centerId ? { centerId, isOpen: true } : {}), date: body.date }),
    afterWrite: async (tx, id, body) => {
      if (body.center_id) await seedEvaluatedAspects(tx, id, body.center_id);
    },
    beforeUpdate: (before) => {
      if (!before.isOpen) throw closedEvaluation();
    },
    updatable: { where: eq(aspectEvaluations.isOpen, true), refused: closedEvaluation },
    // An open evaluation shows no significant aspects: a new or updated one needs no second read.
    columns: {
      select: { significant: significantIds },
      created: { significant: [] as number[] },
      updated: { significant: [] as number[] },
    },
    present: (rows, request) => rows.map((row) => presentEvaluation(request, row, row.significant)),
    schema: AspectEvaluation,
    answersWrites: true,
    search: [],
    order: [desc(aspectEvaluations.date), desc(aspectEvaluations.id)],
    filters: {
      query: { isOpen: Type.Optional(Type.Boolean()) },
      where: (query) => (query.isOpen === undefined ? undefined : eq(aspectEvaluations.isOpen, query.isOpen as boolean)),
    },
  });

  // ---- navigation: stages with their zones, then the vectors of a zone, with how many aspects are scored
  app.get(
    '/api/aspect-evaluations/:id/stages',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(evaluationOwner, 'read') },
      schema: { tags, params: IdParams, response: answers(PageOf(AspectEvaluationStage)) },
    },
    async (request) => {
      const { row: evaluation } = await loadEvaluation(db, request.params.id);
      const results = await stagesOfEvaluation(db, evaluation);
      return { count: results.length, next: null, previous: null, results };
    },
  );
  app.get(
    '/api/aspect-evaluations/:id/zones/:zoneId/vectors',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(evaluationOwner, 'read') },
      schema: { tags, params: EvaluationZoneParams, response: answers(PageOf(AspectEvaluationVector)) },
    },
    async (request) => {
      const { row: evaluation } = await loadEvaluation(db, request.params.id);
      const rows = await vectorsOfZone(db, evaluation.id, request.params.zoneId);
      const results = rows.map(({ vector, total, scored }) =>
        reference(request, vector.id, vector, { evaluated_aspect_count: total, scored_count: scored }),
      );
      return { count: results.length, next: null, previous: null, results };
    },
  );

  // ---- evaluated aspects
  app.get(
    '/api/aspect-evaluations/:id/evaluated-aspects',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(evaluationOwner, 'read') },
      schema: { tags, params: IdParams, querystring: EvaluatedQuery, response: answers(PageOf(EvaluatedAspect)) },
    },
    async (request) => {
      const { row: evaluation } = await loadEvaluation(db, request.params.id);
      return evaluatedPage(request, evaluation, evaluatedWhere(request.query), request.query);
    },
  );
  app.get(
    '/api/aspect-evaluations/:id/evaluated-aspects/:evaluatedAspectId',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(evaluatedOwner, 'read', { key: 'evaluatedAspectId' }) },
      schema: { tags, params: EvaluatedParams, response: answers(EvaluatedAspect) },
    },
    async (request) => {
      const { row: evaluation } = await loadEvaluation(db, request.params.id);
      return oneEvaluated(request, evaluation, request.params.evaluatedAspectId);
    },
  );
  app.post(
    '/api/aspect-evaluations/:id/evaluated-aspects',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(evaluationOwner, 'write') },
      schema: { tags, params: IdParams, body: EvaluatedCreate, response: { 201: EvaluatedAspect } },
    },
    async (request, reply) => {
      const evaluation = await loadOpenEvaluation(db, request.params.id);
      const id = await addEvaluated(db, evaluation, request.body);
      return reply.status(201).send(await oneEvaluated(request, evaluation, id));
    },
  );
  app.put(
    '/api/aspect-evaluations/:id/evaluated-aspects/:evaluatedAspectId',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(evaluatedOwner, 'write', { key: 'evaluatedAspectId' }) },
      schema: { tags, params: EvaluatedParams, body: EvaluatedWrite, response: answers(EvaluatedAspect) },
    },
    async (request) => {
      const { row: evaluation } = await loadEvaluation(db, request.params.id);
      await rescoreEvaluated(db, evaluation, request.params.evaluatedAspectId, request.body);
      return oneEvaluated(request, evaluation, request.params.evaluatedAspectId);
    },
  );
  app.get(
    '/api/aspect-evaluations/:id/aspects/:aspectId/evaluated-aspects',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(evaluationOwner, 'read') },
      schema: {
        tags,
        params: EvaluationAspectParams,
        querystring: Type.Object(listQueryFields),
        response: answers(PageOf(EvaluatedAspect)),
      },
    },
    async (request) => {
      const { row: evaluation } = await loadEvaluation(db, request.params.id);
      return evaluatedPage(request, evaluation, evaluatedWhere({ aspectId: request.params.aspectId }), request.query);
    },
  );

  // One evaluated aspect with its evaluation, by its id alone (an improvement action started from it links back).
  app.get(
    '/api/evaluated-aspects/:id',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(evaluatedOwner, 'read') },
      schema: { tags, params: IdParams, response: answers(EvaluatedAspectWithEvaluation) },
    },
    async (request) => {
      const joined = await evaluatedById(db, request.params.id);
      const { row: evaluation } = await loadEvaluation(db, joined.row.evaluationId);
      return {
        ...present(request, evaluation.method)(joined),
        evaluation: { id: evaluation.id, date: evaluation.date, is_open: evaluation.isOpen },
      };
    },
  );

  // ---- significance, closure and reopening
  app.get(
    '/api/aspect-evaluations/:id/significant-aspects',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(evaluationOwner, 'read') },
      schema: { tags, params: IdParams, response: answers(PageOf(EvaluatedAspect)) },
    },
    async (request) => {
      const { row: evaluation } = await loadEvaluation(db, request.params.id);
      const all = (await allEvaluated(db, evaluation.id)).map(present(request, evaluation.method));
      // Open: the threshold's preselection; closed: what the closure chose.
      const results = all.filter((row) => (evaluation.isOpen ? row.reaches_threshold : row.is_significant));
      return { count: results.length, next: null, previous: null, results };
    },
  );
  app.post(
    '/api/aspect-evaluations/:id/closure',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(evaluationOwner, 'write') },
      schema: { tags, params: IdParams, body: Closure, response: answers(AspectEvaluation) },
    },
    async (request) => {
      const chosen = [...new Set(request.body.significant_evaluated_aspect_ids)];
      const closed = await closeEvaluation(db, request.params.id, chosen);
      return presentEvaluation(
        request,
        closed,
        chosen.sort((a, b) => a - b),
      );
    },
  );
  app.post(
    '/api/aspect-evaluations/:id/reopening',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(evaluationOwner, 'write') },
      schema: { tags, params: IdParams, response: answers(AspectEvaluation) },
    },
    async (request) => presentEvaluation(request, await reopenEvaluation(db, request.params.id), []),
  );

  // ---- the previous evaluation of the same center aspect (404: there is none)
  app.get(
    '/api/aspect-evaluations/:id/last-evaluated-aspects-from-same-center-aspect/:centerAspectId',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(centerAspectOwner, 'read', { key: 'centerAspectId' }) },
      schema: { tags, params: EvaluationCenterAspectParams, response: answers(PreviousEvaluatedAspects) },
    },
    async (request) => {
      const { row: current } = await loadEvaluation(db, request.params.id);
      const { previous, rows } = await previousEvaluationOf(db, current, request.params.centerAspectId);
      const results = rows.map(present(request, previous.method));
      return { evaluation: { id: previous.id, date: previous.date }, count: results.length, next: null, previous: null, results };
    },
  );

  // ---- the inventory workbook
  app.get(
    '/api/aspect-evaluations/:id/inventory',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(evaluationOwner, 'read') },
      schema: { tags, params: IdParams, querystring: Type.Object({ language: DocumentLanguageQuery() }) },
    },
    async (request, reply) => {
      const { row: evaluation } = await loadEvaluation(db, request.params.id);
      return sendInventory(db, files, reply, evaluation, documentLanguage(request));
    },
  );
};
