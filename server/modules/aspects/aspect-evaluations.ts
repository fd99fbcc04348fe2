import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  methodFor,
  OPERATING_CONDITIONS,
  scoreOf,
  scoreProblems,
  type ScoreProblem,
  type EvaluationMethod,
  type OperatingCondition,
} from '../../../contract/aspects';
import { aspectEvaluations, aspects, centerAspects, evaluatedAspects, lifeCycleStages, vectors, zones } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { DateField } from '../../lib/dates';
import { AppError, badRequest, conflict, invalidFields, notFound } from '../../lib/errors';
import { IdParams, Id, OptionalId, OptionalText, textOrNull } from '../../lib/fields';
import { listQueryFields, pageWindow, paginateCounted } from '../../lib/paging';
import { reference } from '../legal-register/fields';
import { settingsOf } from './center-context';
import { sendInventory } from './inventory';
import { aspectTenancy, MODULE } from './route-config';
import { registerResource } from '../../lib/resource';
import { answers, PageOf } from '../../lib/wire';
import {
  AspectEvaluation,
  AspectEvaluationStage,
  AspectEvaluationVector,
  EvaluatedAspect,
  EvaluatedAspectWithEvaluation,
  PreviousEvaluatedAspects,
} from './wire';
import { evaluatedOrder, evaluatedSelect, presentEvaluated } from './evaluated-aspects';
import { consultancyStaff, everyone } from '../../lib/access';
import { message, type Message } from '../../lib/messages';

const tags = ['Aspect evaluations'];
const owner = { table: aspectEvaluations, name: 'aspect-evaluation' } as const;
// Routes about one evaluated aspect (or center aspect) take their center from it; the handler then
// checks that the evaluation in the path is of the same center (404 otherwise).
const evaluatedOwner = { table: evaluatedAspects, name: 'evaluated-aspect' } as const;
const centerAspectOwner = { table: centerAspects, name: 'center-aspect' } as const;
type Evaluation = typeof aspectEvaluations.$inferSelect;

// Raw names: drizzle leaves columns of a one-table select unqualified, which the subquery would capture.
const significantIds = sql<
  number[]
>`coalesce((select array_agg(significant.id order by significant.id) from evaluated_aspect significant where significant.evaluation_id = "aspect_evaluation"."id" and significant.is_significant), '{}')`;

const presentEvaluation = (request: FastifyRequest, row: Evaluation, significant: number[]) => ({
  id: row.id,
  center_id: row.centerId,
  date: row.date,
  is_open: row.isOpen,
  method: methodFor(row.method, request.language),
  significant_evaluated_aspect_ids: row.isOpen ? [] : significant.map(Number),
});

/** A score problem in words. */
const scoreMessage = (problem: ScoreProblem): Message =>
  problem.problem === 'noCriterion'
    ? 'aspects.noSuchCriterion'
    : message(problem.problem === 'wholeNumber' ? 'aspects.scoreWholeNumber' : 'aspects.scoreOutOfScale', {
        min: problem.min,
        max: problem.max,
      });

export const closedEvaluation = () => new AppError(409, 'evaluation_closed', 'aspects.evaluationClosed');

const EvaluatedWrite = Type.Object({
  condition: Type.Enum([...OPERATING_CONDITIONS]),
  scores: Type.Union([
    Type.Record(Type.String({ pattern: '^[a-z_][a-z0-9_]{0,39}$' }), Type.Integer({ minimum: -1000, maximum: 1000 }), {
      maxProperties: 20,
    }),
    Type.Null(),
  ]),
  observations: OptionalText(),
});

export const aspectEvaluationRoutes: RegisterModule = (app, context) => {
  const { db, files } = context;
  const load = async (id: number) => {
    const [row] = await db
      .select({ row: aspectEvaluations, significant: significantIds })
      .from(aspectEvaluations)
      .where(eq(aspectEvaluations.id, id));
    if (!row) throw notFound('aspect-evaluation');
    return row;
  };
  const loadOpen = async (id: number) => {
    const found = await load(id);
    if (!found.row.isOpen) throw closedEvaluation();
    return found.row;
  };
  const present = (request: FastifyRequest, method: EvaluationMethod) => presentEvaluated(request, method);
  const evaluatedPage = async (
    request: FastifyRequest,
    evaluation: Evaluation,
    where: SQL | undefined,
    query: { page?: number; pageSize?: number },
  ) =>
    paginateCounted(
      request,
      pageWindow(query),
      (limit, offset) =>
        evaluatedSelect(db)
          .where(and(eq(evaluatedAspects.evaluationId, evaluation.id), where))
          .orderBy(...evaluatedOrder)
          .limit(limit)
          .offset(offset),
      (rows) => rows.map(present(request, evaluation.method)),
      () => db.$count(evaluatedAspects, eq(evaluatedAspects.evaluationId, evaluation.id)),
    );
  const oneEvaluated = async (request: FastifyRequest, evaluation: Evaluation, evaluatedId: number) => {
    const [row] = await evaluatedSelect(db).where(
      and(eq(evaluatedAspects.id, evaluatedId), eq(evaluatedAspects.evaluationId, evaluation.id)),
    );
    if (!row) throw notFound('evaluated-aspect');
    return present(request, evaluation.method)(row);
  };
  /** 400 naming the score that does not fit the evaluation's own method; the score computed from them. */
  const scored = (method: EvaluationMethod, condition: OperatingCondition, scores: Record<string, number> | null) => {
    if (scores === null) return null;
    const problems = Object.entries(scoreProblems(method, condition, scores));
    if (problems.length) throw invalidFields(Object.fromEntries(problems.map(([field, problem]) => [field, scoreMessage(problem)])));
    return scoreOf(method, condition, scores);
  };

  // ---- the evaluations: a new one takes the center's configured method and starts with every aspect of the center
  registerResource(app, context, {
    path: 'aspect-evaluations',
    name: 'aspect-evaluation',
    tag: tags[0]!,
    table: aspectEvaluations,
    scope: {
      owner,
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
    // Every aspect of the center starts in normal operating condition, not yet scored.
    afterWrite: async (tx, id, body) => {
      if (body.center_id)
        await tx.execute(
          sql`insert into evaluated_aspect (center_id, evaluation_id, center_aspect_id) select center_id, ${id}, id from center_aspect where center_id = ${body.center_id}`,
        );
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
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: { tags, params: IdParams, response: answers(PageOf(AspectEvaluationStage)) },
    },
    async (request) => {
      const { row: evaluation } = await load(request.params.id);
      const rows = await db
        .select({
          stage: lifeCycleStages,
          zone: zones,
          total: sql<number>`count(${evaluatedAspects.id})`.mapWith(Number),
          scored: sql<number>`count(${evaluatedAspects.score})`.mapWith(Number),
        })
        .from(lifeCycleStages)
        .leftJoin(zones, eq(zones.stageId, lifeCycleStages.id))
        .leftJoin(centerAspects, eq(centerAspects.zoneId, zones.id))
        .leftJoin(
          evaluatedAspects,
          and(eq(evaluatedAspects.centerAspectId, centerAspects.id), eq(evaluatedAspects.evaluationId, evaluation.id)),
        )
        .where(eq(lifeCycleStages.centerId, evaluation.centerId))
        .groupBy(lifeCycleStages.id, zones.id)
        .orderBy(asc(lifeCycleStages.order), asc(lifeCycleStages.id), asc(zones.order), asc(zones.id));
      const stages = new Map<
        number,
        { id: number; name: string; zones: { id: number; name: string; evaluated_aspect_count: number; scored_count: number }[] }
      >();
      for (const { stage, zone, total, scored } of rows) {
        const entry = stages.get(stage.id) ?? { id: stage.id, name: stage.name, zones: [] };
        stages.set(stage.id, entry);
        if (zone) entry.zones.push({ id: zone.id, name: zone.name, evaluated_aspect_count: total, scored_count: scored });
      }
      const results = [...stages.values()];
      return { count: results.length, next: null, previous: null, results };
    },
  );
  const ZoneParams = Type.Object({ id: Id(), zoneId: Id() });
  app.get(
    '/api/aspect-evaluations/:id/zones/:zoneId/vectors',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: { tags, params: ZoneParams, response: answers(PageOf(AspectEvaluationVector)) },
    },
    async (request) => {
      const { row: evaluation } = await load(request.params.id);
      const rows = await db
        .select({
          vector: vectors,
          total: sql<number>`count(${evaluatedAspects.id})`.mapWith(Number),
          scored: sql<number>`count(${evaluatedAspects.score})`.mapWith(Number),
        })
        .from(evaluatedAspects)
        .innerJoin(centerAspects, eq(centerAspects.id, evaluatedAspects.centerAspectId))
        .innerJoin(aspects, eq(aspects.id, centerAspects.aspectId))
        .innerJoin(vectors, eq(vectors.id, aspects.vectorId))
        .where(and(eq(evaluatedAspects.evaluationId, evaluation.id), eq(centerAspects.zoneId, request.params.zoneId)))
        .groupBy(vectors.id)
        .orderBy(asc(vectors.order), asc(vectors.id));
      const results = rows.map(({ vector, total, scored }) =>
        reference(request, vector.id, vector, { evaluated_aspect_count: total, scored_count: scored }),
      );
      return { count: results.length, next: null, previous: null, results };
    },
  );

  // ---- evaluated aspects
  const EvaluatedQuery = Type.Object({
    ...listQueryFields,
    zoneId: OptionalId(),
    vectorId: OptionalId(),
    centerAspectId: OptionalId(),
    condition: Type.Optional(Type.Enum([...OPERATING_CONDITIONS])),
  });
  app.get(
    '/api/aspect-evaluations/:id/evaluated-aspects',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: { tags, params: IdParams, querystring: EvaluatedQuery, response: answers(PageOf(EvaluatedAspect)) },
    },
    async (request) => {
      const { row: evaluation } = await load(request.params.id);
      const q = request.query;
      const where = and(
        q.zoneId ? eq(centerAspects.zoneId, q.zoneId) : undefined,
        q.vectorId ? eq(aspects.vectorId, q.vectorId) : undefined,
        q.centerAspectId ? eq(evaluatedAspects.centerAspectId, q.centerAspectId) : undefined,
        q.condition ? eq(evaluatedAspects.condition, q.condition) : undefined,
      );
      return evaluatedPage(request, evaluation, where, q);
    },
  );
  const EvaluatedParams = Type.Object({ id: Id(), evaluatedAspectId: Id() });
  app.get(
    '/api/aspect-evaluations/:id/evaluated-aspects/:evaluatedAspectId',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(evaluatedOwner, 'read', { key: 'evaluatedAspectId' }) },
      schema: { tags, params: EvaluatedParams, response: answers(EvaluatedAspect) },
    },
    async (request) => {
      const { row: evaluation } = await load(request.params.id);
      return oneEvaluated(request, evaluation, request.params.evaluatedAspectId);
    },
  );
  app.post(
    '/api/aspect-evaluations/:id/evaluated-aspects',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(owner, 'write') },
      schema: {
        tags,
        params: IdParams,
        body: Type.Object({ center_aspect_id: Id(), ...EvaluatedWrite.properties }),
        response: { 201: EvaluatedAspect },
      },
    },
    async (request, reply) => {
      const evaluation = await loadOpen(request.params.id);
      const body = request.body;
      const [centerAspect] = await db
        .select({ centerId: centerAspects.centerId })
        .from(centerAspects)
        .where(eq(centerAspects.id, body.center_aspect_id));
      if (!centerAspect || centerAspect.centerId !== evaluation.centerId) throw badRequest('center_aspect_id', 'aspects.aspectNotInCenter');
      const score = scored(evaluation.method, body.condition, body.scores);
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .insert(evaluatedAspects)
          .values({
            centerId: evaluation.centerId,
            evaluationId: evaluation.id,
            centerAspectId: body.center_aspect_id,
            condition: body.condition,
            scores: body.scores,
            score,
            observations: textOrNull(body.observations),
          })
          .onConflictDoNothing()
          .returning(),
      );
      if (!row) throw conflict('aspects.alreadyEvaluated', 'already_evaluated', { condition: 'aspects.alreadyEvaluated' });
      return reply.status(201).send(await oneEvaluated(request, evaluation, row.id));
    },
  );
  app.put(
    '/api/aspect-evaluations/:id/evaluated-aspects/:evaluatedAspectId',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(evaluatedOwner, 'write', { key: 'evaluatedAspectId' }) },
      schema: { tags, params: EvaluatedParams, body: EvaluatedWrite, response: answers(EvaluatedAspect) },
    },
    async (request) => {
      const { row: evaluation } = await load(request.params.id);
      const [belongs] = await db
        .select({ id: evaluatedAspects.id })
        .from(evaluatedAspects)
        .where(and(eq(evaluatedAspects.id, request.params.evaluatedAspectId), eq(evaluatedAspects.evaluationId, evaluation.id)));
      if (!belongs) throw notFound('evaluated-aspect');
      if (!evaluation.isOpen) throw closedEvaluation();
      const body = request.body;
      const score = scored(evaluation.method, body.condition, body.scores);
      const updated = await writeTransaction(db, async (tx) => {
        // Locks the evaluation row: a concurrent closure waits, and a closed evaluation is never written.
        const [open] = await tx
          .select({ id: aspectEvaluations.id })
          .from(aspectEvaluations)
          .where(and(eq(aspectEvaluations.id, evaluation.id), eq(aspectEvaluations.isOpen, true)))
          .for('update');
        if (!open) throw closedEvaluation();
        return tx
          .update(evaluatedAspects)
          .set({
            condition: body.condition,
            scores: body.scores,
            score,
            observations: textOrNull(body.observations),
            updatedAt: sql`now()`,
          })
          .where(and(eq(evaluatedAspects.id, request.params.evaluatedAspectId), eq(evaluatedAspects.evaluationId, evaluation.id)))
          .returning({ id: evaluatedAspects.id });
      });
      if (!updated.length) throw notFound('evaluated-aspect');
      return oneEvaluated(request, evaluation, request.params.evaluatedAspectId);
    },
  );
  app.get(
    '/api/aspect-evaluations/:id/aspects/:aspectId/evaluated-aspects',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: {
        tags,
        params: Type.Object({ id: Id(), aspectId: Id() }),
        querystring: Type.Object(listQueryFields),
        response: answers(PageOf(EvaluatedAspect)),
      },
    },
    async (request) => {
      const { row: evaluation } = await load(request.params.id);
      return evaluatedPage(request, evaluation, eq(centerAspects.aspectId, request.params.aspectId), request.query);
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
      const [joined] = await evaluatedSelect(db).where(eq(evaluatedAspects.id, request.params.id));
      if (!joined) throw notFound('evaluated-aspect');
      const { row: evaluation } = await load(joined.row.evaluationId);
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
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: { tags, params: IdParams, response: answers(PageOf(EvaluatedAspect)) },
    },
    async (request) => {
      const { row: evaluation } = await load(request.params.id);
      const rows = await evaluatedSelect(db)
        .where(eq(evaluatedAspects.evaluationId, evaluation.id))
        .orderBy(...evaluatedOrder);
      const all = rows.map(present(request, evaluation.method));
      // Open: the threshold's preselection; closed: what the closure chose.
      const results = all.filter((row) => (evaluation.isOpen ? row.reaches_threshold : row.is_significant));
      return { count: results.length, next: null, previous: null, results };
    },
  );
  app.post(
    '/api/aspect-evaluations/:id/closure',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(owner, 'write') },
      schema: {
        tags,
        params: IdParams,
        body: Type.Object({ significant_evaluated_aspect_ids: Type.Array(Id(), { maxItems: 100_000 }) }),
        response: answers(AspectEvaluation),
      },
    },
    async (request) => {
      const chosen = [...new Set(request.body.significant_evaluated_aspect_ids)];
      const closed = await writeTransaction(db, async (tx) => {
        const [open] = await tx.select().from(aspectEvaluations).where(eq(aspectEvaluations.id, request.params.id)).for('update');
        if (!open) throw notFound('aspect-evaluation');
        if (!open.isOpen) throw conflict('aspects.alreadyClosed', 'evaluation_closed');
        if (chosen.length) {
          const own = await tx
            .select({ id: evaluatedAspects.id })
            .from(evaluatedAspects)
            .where(and(eq(evaluatedAspects.evaluationId, open.id), inArray(evaluatedAspects.id, chosen)));
          const foreign = chosen.filter((id) => !own.some((row) => row.id === id));
          if (foreign.length)
            throw badRequest('significant_evaluated_aspect_ids', 'aspects.notOfThisEvaluation', { ids: foreign.join(', ') });
        }
        await tx
          .update(evaluatedAspects)
          .set({ isSignificant: chosen.length ? inArray(evaluatedAspects.id, chosen) : sql`false` })
          .where(eq(evaluatedAspects.evaluationId, open.id));
        const [row] = await tx
          .update(aspectEvaluations)
          .set({ isOpen: false, updatedAt: sql`now()` })
          .where(eq(aspectEvaluations.id, open.id))
          .returning();
        return row!;
      });
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
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(owner, 'write') },
      schema: { tags, params: IdParams, response: answers(AspectEvaluation) },
    },
    async (request) => {
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .update(aspectEvaluations)
          .set({ isOpen: true, updatedAt: sql`now()` })
          .where(and(eq(aspectEvaluations.id, request.params.id), eq(aspectEvaluations.isOpen, false)))
          .returning(),
      );
      if (!row) {
        await load(request.params.id);
        throw conflict('aspects.alreadyOpen', 'evaluation_open');
      }
      return presentEvaluation(request, row, []);
    },
  );

  // ---- the previous evaluation of the same center aspect (404: there is none)
  app.get(
    '/api/aspect-evaluations/:id/last-evaluated-aspects-from-same-center-aspect/:centerAspectId',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(centerAspectOwner, 'read', { key: 'centerAspectId' }) },
      schema: { tags, params: Type.Object({ id: Id(), centerAspectId: Id() }), response: answers(PreviousEvaluatedAspects) },
    },
    async (request) => {
      const { row: current } = await load(request.params.id);
      const [centerAspect] = await db
        .select({ centerId: centerAspects.centerId })
        .from(centerAspects)
        .where(eq(centerAspects.id, request.params.centerAspectId));
      if (centerAspect?.centerId !== current.centerId) throw notFound('aspect-evaluation');
      const [previous] = await db
        .select({ id: aspectEvaluations.id, date: aspectEvaluations.date, method: aspectEvaluations.method })
        .from(aspectEvaluations)
        .innerJoin(evaluatedAspects, eq(evaluatedAspects.evaluationId, aspectEvaluations.id))
        .where(
          and(
            eq(aspectEvaluations.centerId, current.centerId),
            eq(evaluatedAspects.centerAspectId, request.params.centerAspectId),
            isNotNull(evaluatedAspects.score),
            or(
              lt(aspectEvaluations.date, current.date),
              and(eq(aspectEvaluations.date, current.date), lt(aspectEvaluations.id, current.id)),
            ),
          ),
        )
        .orderBy(desc(aspectEvaluations.date), desc(aspectEvaluations.id))
        .limit(1);
      if (!previous) throw notFound('previous-aspect-evaluation');
      const rows = await evaluatedSelect(db)
        .where(and(eq(evaluatedAspects.evaluationId, previous.id), eq(evaluatedAspects.centerAspectId, request.params.centerAspectId)))
        .orderBy(...evaluatedOrder);
      const results = rows.map(present(request, previous.method));
      return { evaluation: { id: previous.id, date: previous.date }, count: results.length, next: null, previous: null, results };
    },
  );

  // ---- the inventory workbook
  app.get(
    '/api/aspect-evaluations/:id/inventory',
    { config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const { row: evaluation } = await load(request.params.id);
      return sendInventory(db, files, reply, evaluation);
    },
  );
};
