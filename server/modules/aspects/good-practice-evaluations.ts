import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { PRACTICE_STATES } from '../../../contract/aspects';
import {
  aspects,
  centerAspects,
  centerPractices,
  evaluatedPractices,
  goodPracticeEvaluations,
  lifeCycleStages,
  vectors,
  zones,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { DateField } from '../../lib/dates';
import { AppError, invalidFields, notFound } from '../../lib/errors';
import { IdParams, Id, OptionalText, textOrNull } from '../../lib/fields';
import { reference } from '../../lib/language';
import { sendGuide } from './guide';
import { aspectTenancy, MODULE } from './route-config';
import { zoneRow } from './zones';
import { registerResource } from '../../lib/resource';
import { answers, PageOf } from '../../lib/wire';
import { GoodPracticeEvaluation, GoodPracticeEvaluationStage, GoodPracticeEvaluationVector, PracticeVerification } from './schemas';
import { practiceOrder, practiceSelect } from './judged-practices';
import { centerRow } from '../../lib/center-rows';
import { consultancyStaff, everyone } from '../../lib/access';
import { type Message } from '../../lib/messages';

const tags = ['Good practice evaluations'];
const owner = { table: goodPracticeEvaluations, name: 'good-practice-evaluation' } as const;
type Evaluation = typeof goodPracticeEvaluations.$inferSelect;
const presentEvaluation = (row: Evaluation) => ({ id: row.id, center_id: row.centerId, date: row.date, is_open: row.isOpen });
const closed = () => new AppError(409, 'evaluation_closed', 'aspects.practiceEvaluationClosed');

export const goodPracticeEvaluationRoutes: RegisterModule = (app, context) => {
  const { db, files } = context;
  const load = async (id: number) => {
    const [row] = await db.select().from(goodPracticeEvaluations).where(eq(goodPracticeEvaluations.id, id));
    if (!row) throw notFound('good-practice-evaluation');
    return row;
  };

  registerResource(app, context, {
    path: 'good-practice-evaluations',
    name: 'good-practice-evaluation',
    tag: tags[0]!,
    table: goodPracticeEvaluations,
    scope: {
      owner,
      column: goodPracticeEvaluations.centerId,
      module: MODULE,
      center: { in: 'body', key: 'center_id' },
      listBy: { key: 'centerId', column: goodPracticeEvaluations.centerId },
    },
    access: { read: everyone, write: consultancyStaff },
    write: Type.Object({ center_id: Id(), date: DateField() }),
    updateWrite: Type.Object({ date: DateField() }),
    jsonOnly: true,
    // A new evaluation is open; its center is set once.
    values: (body) => ({ ...(body.center_id ? { centerId: body.center_id, isOpen: true } : {}), date: body.date }),
    updatable: { where: eq(goodPracticeEvaluations.isOpen, true), refused: closed },
    present: (rows) => rows.map(presentEvaluation),
    schema: GoodPracticeEvaluation,
    answersWrites: true,
    search: [],
    order: [desc(goodPracticeEvaluations.date), desc(goodPracticeEvaluations.id)],
    filters: {
      query: { isOpen: Type.Optional(Type.Boolean()) },
      where: (query) => (query.isOpen === undefined ? undefined : eq(goodPracticeEvaluations.isOpen, query.isOpen as boolean)),
    },
  });
  app.post(
    '/api/good-practice-evaluations/:id/open',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(owner, 'write') },
      schema: { tags, params: IdParams, body: Type.Object({ is_open: Type.Boolean() }), response: answers(GoodPracticeEvaluation) },
    },
    async (request) => {
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .update(goodPracticeEvaluations)
          .set({ isOpen: request.body.is_open, updatedAt: sql`now()` })
          .where(eq(goodPracticeEvaluations.id, request.params.id))
          .returning(),
      );
      if (!row) throw notFound('good-practice-evaluation');
      return presentEvaluation(row);
    },
  );

  // ---- navigation: stages and zones, then the vectors of a zone, with how many practices are verified
  const counts = {
    total: sql<number>`count(${centerPractices.id})`.mapWith(Number),
    verified: sql<number>`count(${evaluatedPractices.id})`.mapWith(Number),
  };
  app.get(
    '/api/good-practice-evaluations/:id/stages',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: { tags, params: IdParams, response: answers(PageOf(GoodPracticeEvaluationStage)) },
    },
    async (request) => {
      const evaluation = await load(request.params.id);
      const rows = await db
        .select({ stage: lifeCycleStages, zone: zones, ...counts })
        .from(lifeCycleStages)
        .leftJoin(zones, eq(zones.stageId, lifeCycleStages.id))
        .leftJoin(centerAspects, eq(centerAspects.zoneId, zones.id))
        .leftJoin(centerPractices, eq(centerPractices.centerAspectId, centerAspects.id))
        .leftJoin(
          evaluatedPractices,
          and(eq(evaluatedPractices.centerPracticeId, centerPractices.id), eq(evaluatedPractices.evaluationId, evaluation.id)),
        )
        .where(eq(lifeCycleStages.centerId, evaluation.centerId))
        .groupBy(lifeCycleStages.id, zones.id)
        .orderBy(asc(lifeCycleStages.order), asc(lifeCycleStages.id), asc(zones.order), asc(zones.id));
      const stages = new Map<
        number,
        { id: number; name: string; zones: { id: number; name: string; practice_count: number; verified_count: number }[] }
      >();
      for (const { stage, zone, total, verified } of rows) {
        const entry = stages.get(stage.id) ?? { id: stage.id, name: stage.name, zones: [] };
        stages.set(stage.id, entry);
        if (zone) entry.zones.push({ id: zone.id, name: zone.name, practice_count: total, verified_count: verified });
      }
      const results = [...stages.values()];
      return { count: results.length, next: null, previous: null, results };
    },
  );
  app.get(
    '/api/good-practice-evaluations/:id/zones/:zoneId/vectors',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: { tags, params: Type.Object({ id: Id(), zoneId: Id() }), response: answers(PageOf(GoodPracticeEvaluationVector)) },
    },
    async (request) => {
      const evaluation = await load(request.params.id);
      const rows = await db
        .select({ vector: vectors, ...counts })
        .from(centerPractices)
        .innerJoin(centerAspects, eq(centerAspects.id, centerPractices.centerAspectId))
        .innerJoin(aspects, eq(aspects.id, centerAspects.aspectId))
        .innerJoin(vectors, eq(vectors.id, aspects.vectorId))
        .leftJoin(
          evaluatedPractices,
          and(eq(evaluatedPractices.centerPracticeId, centerPractices.id), eq(evaluatedPractices.evaluationId, evaluation.id)),
        )
        .where(and(eq(centerAspects.zoneId, request.params.zoneId), eq(centerPractices.centerId, evaluation.centerId)))
        .groupBy(vectors.id)
        .orderBy(asc(vectors.order), asc(vectors.id));
      const results = rows.map(({ vector, total, verified }) =>
        reference(request, vector.id, vector, { practice_count: total, verified_count: verified }),
      );
      return { count: results.length, next: null, previous: null, results };
    },
  );

  const VectorParams = Type.Object({ id: Id(), zoneId: Id(), vectorId: Id() });
  const practicesOn = async (request: FastifyRequest, evaluation: Evaluation, zoneId: number, vectorId: number) => {
    const rows = await practiceSelect(db, evaluation.id)
      .where(and(eq(centerPractices.centerId, evaluation.centerId), eq(centerAspects.zoneId, zoneId), eq(aspects.vectorId, vectorId)))
      .orderBy(...practiceOrder);
    const results = rows.map((row) => ({
      center_practice_id: row.centerPractice.id,
      center_aspect_id: row.centerPractice.centerAspectId,
      practice: reference(request, row.practice.id, row.practice),
      aspect: reference(request, row.aspect.id, row.aspect),
      evaluated_practice: row.evaluated ? { id: row.evaluated.id, state: row.evaluated.state, comment: row.evaluated.comment } : null,
    }));
    return { count: results.length, next: null, previous: null, results };
  };
  app.get(
    '/api/good-practice-evaluations/:id/zones/:zoneId/vectors/:vectorId/practices',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: { tags, params: VectorParams, response: answers(PageOf(PracticeVerification)) },
    },
    async (request) => practicesOn(request, await load(request.params.id), request.params.zoneId, request.params.vectorId),
  );
  app.post(
    '/api/good-practice-evaluations/:id/zones/:zoneId/vectors/:vectorId/evaluated-practice-verification',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(owner, 'write') },
      schema: {
        tags,
        params: VectorParams,
        response: answers(PageOf(PracticeVerification)),
        body: Type.Object({
          evaluated_practices: Type.Array(
            Type.Object({ center_practice_id: Id(), state: Type.Enum([...PRACTICE_STATES]), comment: OptionalText() }),
            { minItems: 1, maxItems: 2000 },
          ),
        }),
      },
    },
    async (request) => {
      const evaluation = await load(request.params.id);
      if (!evaluation.isOpen) throw closed();
      const { zoneId, vectorId } = request.params;
      const onZone = await db
        .select({ id: centerPractices.id })
        .from(centerPractices)
        .innerJoin(centerAspects, eq(centerAspects.id, centerPractices.centerAspectId))
        .innerJoin(aspects, eq(aspects.id, centerAspects.aspectId))
        .where(and(eq(centerPractices.centerId, evaluation.centerId), eq(centerAspects.zoneId, zoneId), eq(aspects.vectorId, vectorId)));
      const allowed = new Set(onZone.map((row) => row.id));
      const fields: Record<string, Message> = {};
      request.body.evaluated_practices.forEach((item, index) => {
        if (!allowed.has(item.center_practice_id)) fields[`evaluated_practices.${index}.center_practice_id`] = 'aspects.practiceNotOnZone';
      });
      if (Object.keys(fields).length) throw invalidFields(fields);
      await writeTransaction(db, async (tx) => {
        const [open] = await tx
          .select({ isOpen: goodPracticeEvaluations.isOpen })
          .from(goodPracticeEvaluations)
          .where(eq(goodPracticeEvaluations.id, evaluation.id))
          .for('update');
        if (!open?.isOpen) throw closed();
        for (const item of request.body.evaluated_practices) {
          const values = { state: item.state, comment: textOrNull(item.comment) };
          await tx
            .insert(evaluatedPractices)
            .values({ centerId: evaluation.centerId, evaluationId: evaluation.id, centerPracticeId: item.center_practice_id, ...values })
            .onConflictDoUpdate({
              target: [evaluatedPractices.evaluationId, evaluatedPractices.centerPracticeId],
              set: { ...values, updatedAt: sql`now()` },
            });
        }
      });
      return practicesOn(request, evaluation, zoneId, vectorId);
    },
  );

  // ---- last fulfilment of a practice on a zone and aspect before a date (404: never fulfilled)
  app.post(
    '/api/good-practice-fulfillment-on-zone-and-aspect-of-last-evaluation-before-date',
    {
      config: { access: everyone, tenancy: centerRow(zoneRow, 'read', { key: 'zone_id', in: 'body' }) },
      schema: { tags, body: Type.Object({ zone_id: Id(), aspect_id: Id(), good_practice_id: Id(), before_date: DateField() }) },
    },
    async (request) => {
      const body = request.body;
      const [row] = await db
        .select({ date: goodPracticeEvaluations.date })
        .from(evaluatedPractices)
        .innerJoin(goodPracticeEvaluations, eq(goodPracticeEvaluations.id, evaluatedPractices.evaluationId))
        .innerJoin(centerPractices, eq(centerPractices.id, evaluatedPractices.centerPracticeId))
        .innerJoin(centerAspects, eq(centerAspects.id, centerPractices.centerAspectId))
        .where(
          and(
            eq(centerAspects.zoneId, body.zone_id),
            eq(centerAspects.aspectId, body.aspect_id),
            eq(centerPractices.goodPracticeId, body.good_practice_id),
            eq(evaluatedPractices.state, 'FULFILLED'),
            eq(goodPracticeEvaluations.isOpen, false),
            lt(goodPracticeEvaluations.date, body.before_date),
          ),
        )
        .orderBy(desc(goodPracticeEvaluations.date))
        .limit(1);
      if (!row) throw notFound('practice-fulfilment');
      return { evaluation_date: row.date };
    },
  );

  app.get(
    '/api/good-practice-evaluations/:id/guide',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: { tags, params: IdParams, querystring: Type.Object({ withFulfilledFields: Type.Optional(Type.Boolean()) }) },
    },
    async (request, reply) => sendGuide(db, files, reply, await load(request.params.id), request.query.withFulfilledFields ?? false),
  );
};
