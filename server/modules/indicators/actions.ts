import { and, asc, eq, sql } from 'drizzle-orm';
import { indicatorActions, indicatorAnalyses, indicators } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { badRequest, notFound } from '../../lib/errors';
import { IdParams } from '../../lib/fields';
import { pageWindow, paginateCounted, searchCondition, windowCount } from '../../lib/paging';
import { answers, PageOf } from '../../lib/wire';
import {
  ActionSchema,
  ActionWrite,
  CenterQuery,
  actionRow,
  everyone,
  indicatorRow,
  indicatorTenancy,
  mustCenterOf,
  staff,
  tags,
  visible,
} from './shared';

/** Actions decided about an indicator (every action, or those of an analysis). */
export const actionRoutes: RegisterModule = (app, context) => {
  const { db } = context;
  // Actions: /action (every action of the module) and /analysis-action (those decided in an analysis)
  const selectActions = () =>
    db
      .select({ action: indicatorActions, indicatorName: indicators.name, total: windowCount })
      .from(indicatorActions)
      .innerJoin(indicators, eq(indicators.id, indicatorActions.indicatorId));
  const presentAction = (row: { action: typeof indicatorActions.$inferSelect; indicatorName: string }) => {
    const a = row.action;
    return {
      id: a.id,
      center_id: a.centerId,
      indicator_id: a.indicatorId,
      indicator_name: row.indicatorName,
      analysis_id: a.analysisId,
      what: a.what,
      who: a.who,
      due_date: a.dueDate,
      status: a.status,
    };
  };
  const readAction = async (id: number) => {
    const [row] = await selectActions().where(eq(indicatorActions.id, id));
    if (!row) throw notFound('Action');
    return presentAction(row);
  };
  app.get(
    '/api/indicator-action',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: { tags, querystring: CenterQuery, response: answers(PageOf(ActionSchema)) },
    },
    async (request) => {
      const q = request.query;
      const where = and(
        visible(request, indicatorActions.centerId),
        q.centerId ? eq(indicatorActions.centerId, q.centerId) : undefined,
        q.indicatorId ? eq(indicatorActions.indicatorId, q.indicatorId) : undefined,
        q.fromAnalysis === undefined
          ? undefined
          : q.fromAnalysis
            ? sql`${indicatorActions.analysisId} is not null`
            : sql`${indicatorActions.analysisId} is null`,
        searchCondition(q.searchText, [indicatorActions.what, indicatorActions.who]),
      );
      return paginateCounted(
        request,
        pageWindow(q),
        (limit, offset) =>
          selectActions().where(where).orderBy(asc(indicatorActions.dueDate), asc(indicatorActions.id)).limit(limit).offset(offset),
        (rows) => rows.map(presentAction),
        () => db.$count(indicatorActions, where),
      );
    },
  );
  app.get(
    '/api/indicator-action/:id',
    {
      config: { access: everyone, tenancy: indicatorTenancy.row(actionRow, 'read') },
      schema: { tags, params: IdParams, response: answers(ActionSchema) },
    },
    (request) => readAction(request.params.id),
  );
  const checkAnalysis = async (indicatorId: number, analysisId: number | null | undefined) => {
    if (!analysisId) return null;
    const [analysis] = await db
      .select({ indicatorId: indicatorAnalyses.indicatorId })
      .from(indicatorAnalyses)
      .where(eq(indicatorAnalyses.id, analysisId));
    if (!analysis || analysis.indicatorId !== indicatorId) throw badRequest('analysis_id', 'The analysis must be one of this indicator.');
    return analysisId;
  };
  app.post(
    '/api/indicator-action',
    {
      config: { access: staff, tenancy: indicatorTenancy.row(indicatorRow, 'write', { key: 'indicator_id', in: 'body' }) },
      schema: { tags, body: ActionWrite },
    },
    async (request, reply) => {
      const body = request.body;
      const centerId = await mustCenterOf(db, indicators, body.indicator_id, 'Indicator');
      const analysisId = await checkAnalysis(body.indicator_id, body.analysis_id);
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .insert(indicatorActions)
          .values({
            centerId,
            indicatorId: body.indicator_id,
            analysisId,
            what: body.what.trim(),
            who: body.who.trim(),
            dueDate: body.due_date,
            status: body.status ?? 'PLANNED',
          })
          .returning(),
      );
      return reply.status(201).send(await readAction(row!.id));
    },
  );
  app.put(
    '/api/indicator-action/:id',
    { config: { access: staff, tenancy: indicatorTenancy.row(actionRow, 'write') }, schema: { tags, params: IdParams, body: ActionWrite } },
    async (request) => {
      const body = request.body;
      const [before] = await db.select().from(indicatorActions).where(eq(indicatorActions.id, request.params.id));
      if (!before) throw notFound('Action');
      if (before.indicatorId !== body.indicator_id) throw badRequest('indicator_id', 'An action stays with its indicator.');
      const analysisId = await checkAnalysis(body.indicator_id, body.analysis_id);
      await writeTransaction(db, (tx) =>
        tx
          .update(indicatorActions)
          .set({
            analysisId,
            what: body.what.trim(),
            who: body.who.trim(),
            dueDate: body.due_date,
            status: body.status ?? before.status,
            updatedAt: sql`now()`,
          })
          .where(eq(indicatorActions.id, before.id)),
      );
      return readAction(before.id);
    },
  );
  app.delete(
    '/api/indicator-action/:id',
    { config: { access: staff, tenancy: indicatorTenancy.row(actionRow, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await writeTransaction(db, (tx) => tx.delete(indicatorActions).where(eq(indicatorActions.id, request.params.id)));
      return reply.status(204).send();
    },
  );
};
