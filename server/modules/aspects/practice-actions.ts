import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { PRACTICE_ACTION_STATES } from '../../../contract/aspects';
import type { Database } from '../../db/client';
import {
  aspects,
  centerPractices,
  evaluatedPractices,
  goodPracticeEvaluations,
  goodPractices,
  lifeCycleStages,
  practiceActions,
  zones,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { DateField, OptionalDate, todayInSpain } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { IdParams, RequiredText } from '../../lib/fields';
import { listQueryFields, pageWindow, paginateCounted, windowCount } from '../../lib/paging';
import { answers, Nullable, NullableDate, PageOf, Reference } from '../../lib/wire';
import { reference } from '../legal-register/fields';
import { aspectTenancy, everyone, Id, OptionalId, staff } from './route-config';
import { withAspectPlace } from './place';

// Practice actions (issue 11): what the center does about a practice it does not fulfil. An action belongs to
// a center practice; started from a good-practice evaluation it also names the NOT_FULFILLED verification.

const tags = ['Practice actions'];
const owner = { table: practiceActions, noun: 'Practice action' };
const practiceOwner = { table: centerPractices, noun: 'Center practice' };

const ActionFields = {
  description: RequiredText(5000),
  responsible: RequiredText(200),
  due_date: DateField(),
  state: Type.Optional(Type.Enum([...PRACTICE_ACTION_STATES])),
  closing_date: OptionalDate(),
};
const ActionCreate = Type.Object({
  center_practice_id: Id(),
  evaluated_practice_id: Type.Optional(Type.Union([Id(), Type.Null()])),
  ...ActionFields,
});
const ActionUpdate = Type.Object(ActionFields);
type ActionInput = Static<typeof ActionUpdate>;

const ActionSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  center_practice_id: Type.Integer(),
  evaluated_practice_id: Nullable(Type.Integer()),
  description: Type.String(),
  responsible: Type.String(),
  due_date: Type.String(),
  state: Type.String(),
  closing_date: NullableDate(),
  is_overdue: Type.Boolean(),
  practice: Reference,
  aspect: Reference,
  zone: Reference,
  stage: Reference,
  evaluation: Nullable(Type.Object({ id: Type.Integer(), date: Type.String() })),
});

/** One statement: the actions with their practice's place in the tree and the evaluation they answer. */
const selectActions = (db: Database) =>
  withAspectPlace(
    db
      .select({
        action: practiceActions,
        practice: goodPractices,
        aspect: aspects,
        zone: zones,
        stage: lifeCycleStages,
        evaluation: goodPracticeEvaluations,
        total: windowCount,
      })
      .from(practiceActions)
      .innerJoin(centerPractices, eq(centerPractices.id, practiceActions.centerPracticeId))
      .innerJoin(goodPractices, eq(goodPractices.id, centerPractices.goodPracticeId))
      .$dynamic(),
    centerPractices.centerAspectId,
  )
    .leftJoin(evaluatedPractices, eq(evaluatedPractices.id, practiceActions.evaluatedPracticeId))
    .leftJoin(goodPracticeEvaluations, eq(goodPracticeEvaluations.id, evaluatedPractices.evaluationId));
type Joined = Awaited<ReturnType<ReturnType<typeof selectActions>['execute']>>[number];

const present = (request: FastifyRequest, today: string) => (row: Joined) => {
  const a = row.action;
  return {
    id: a.id,
    center_id: a.centerId,
    center_practice_id: a.centerPracticeId,
    evaluated_practice_id: a.evaluatedPracticeId,
    description: a.description,
    responsible: a.responsible,
    due_date: a.dueDate,
    state: a.state,
    closing_date: a.closingDate,
    is_overdue: a.state !== 'CLOSED' && a.dueDate < today,
    practice: reference(request, row.practice.id, row.practice),
    aspect: reference(request, row.aspect.id, row.aspect),
    zone: { id: row.zone.id, name: row.zone.name },
    stage: { id: row.stage.id, name: row.stage.name },
    evaluation: row.evaluation ? { id: row.evaluation.id, date: row.evaluation.date } : null,
  };
};

/** A closed action carries its closing date; an open one none (400 naming the field). */
function valuesOf(body: ActionInput) {
  const state = body.state ?? 'OPEN';
  const closingDate = body.closing_date || null;
  if (state === 'CLOSED' && !closingDate) throw badRequest('closing_date', 'Closing an action needs its closing date.');
  if (state !== 'CLOSED' && closingDate) throw badRequest('closing_date', 'Only a closed action has a closing date.');
  if (closingDate && closingDate > todayInSpain()) throw badRequest('closing_date', 'The closing date cannot be in the future.');
  return { description: body.description.trim(), responsible: body.responsible.trim(), dueDate: body.due_date, state, closingDate };
}

export const practiceActionRoutes: RegisterModule = (app, { db }) => {
  const one = async (request: FastifyRequest, id: number) => {
    const [row] = await selectActions(db).where(eq(practiceActions.id, id));
    if (!row) throw notFound('Practice action');
    return present(request, todayInSpain())(row);
  };

  const ListQuery = Type.Object({
    ...listQueryFields,
    centerId: Id(),
    state: Type.Optional(Type.Enum([...PRACTICE_ACTION_STATES])),
    open: Type.Optional(Type.Boolean({ description: 'true: OPEN and IN_PROGRESS only' })),
    centerPracticeId: OptionalId(),
    evaluatedPracticeId: OptionalId(),
    goodPracticeEvaluationId: OptionalId(),
  });
  app.get(
    '/api/practice-actions',
    {
      config: { access: everyone, tenancy: aspectTenancy.center('read', { in: 'query' }) },
      schema: { tags, querystring: ListQuery, response: answers(PageOf(ActionSchema)) },
    },
    async (request) => {
      const q = request.query;
      const where = and(
        eq(practiceActions.centerId, q.centerId),
        q.state ? eq(practiceActions.state, q.state) : undefined,
        q.open ? ne(practiceActions.state, 'CLOSED') : undefined,
        q.centerPracticeId ? eq(practiceActions.centerPracticeId, q.centerPracticeId) : undefined,
        q.evaluatedPracticeId ? eq(practiceActions.evaluatedPracticeId, q.evaluatedPracticeId) : undefined,
        q.goodPracticeEvaluationId ? eq(evaluatedPractices.evaluationId, q.goodPracticeEvaluationId) : undefined,
      );
      const today = todayInSpain();
      // Open actions first, soonest due first; closed ones after, newest closing first.
      const order = [asc(sql`${practiceActions.state} = 'CLOSED'`), asc(practiceActions.dueDate), asc(practiceActions.id)];
      return paginateCounted(
        request,
        pageWindow(q),
        (limit, offset) =>
          selectActions(db)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        (rows) => rows.map(present(request, today)),
        async () =>
          (
            await db
              .select({ total: count() })
              .from(practiceActions)
              .leftJoin(evaluatedPractices, eq(evaluatedPractices.id, practiceActions.evaluatedPracticeId))
              .where(where)
          )[0]!.total,
      );
    },
  );

  app.get(
    '/api/practice-actions/:id',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: { tags, params: IdParams, response: answers(ActionSchema) },
    },
    (request) => one(request, request.params.id),
  );

  app.post(
    '/api/practice-actions',
    {
      config: { access: staff, tenancy: aspectTenancy.row(practiceOwner, 'write', { key: 'center_practice_id', in: 'body' }) },
      schema: { tags, body: ActionCreate },
    },
    async (request, reply) => {
      const body = request.body;
      const [practice] = await db
        .select({ centerId: centerPractices.centerId })
        .from(centerPractices)
        .where(eq(centerPractices.id, body.center_practice_id));
      if (!practice) throw badRequest('center_practice_id', 'No such practice in the center.');
      if (body.evaluated_practice_id) {
        const [evaluated] = await db
          .select({ centerPracticeId: evaluatedPractices.centerPracticeId, state: evaluatedPractices.state })
          .from(evaluatedPractices)
          .where(eq(evaluatedPractices.id, body.evaluated_practice_id));
        if (!evaluated || evaluated.centerPracticeId !== body.center_practice_id)
          throw badRequest('evaluated_practice_id', 'The verification must be one of this practice.');
        if (evaluated.state !== 'NOT_FULFILLED')
          throw badRequest('evaluated_practice_id', 'An action answers a practice verified as not fulfilled.');
      }
      const values = valuesOf(body);
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .insert(practiceActions)
          .values({
            centerId: practice.centerId,
            centerPracticeId: body.center_practice_id,
            evaluatedPracticeId: body.evaluated_practice_id ?? null,
            ...values,
          })
          .returning(),
      );
      return reply.status(201).send(await one(request, row!.id));
    },
  );

  app.put(
    '/api/practice-actions/:id',
    { config: { access: staff, tenancy: aspectTenancy.row(owner, 'write') }, schema: { tags, params: IdParams, body: ActionUpdate } },
    async (request) => {
      const values = valuesOf(request.body);
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .update(practiceActions)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(practiceActions.id, request.params.id))
          .returning({ id: practiceActions.id }),
      );
      if (!row) throw notFound('Practice action');
      return one(request, row.id);
    },
  );

  app.delete(
    '/api/practice-actions/:id',
    { config: { access: staff, tenancy: aspectTenancy.row(owner, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const [row] = await writeTransaction(db, (tx) =>
        tx.delete(practiceActions).where(eq(practiceActions.id, request.params.id)).returning({ id: practiceActions.id }),
      );
      if (!row) throw notFound('Practice action');
      return reply.status(204).send();
    },
  );
};
