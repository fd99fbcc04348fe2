import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { indicators, indicatorTargets } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { badRequest, notFound } from '../../lib/errors';
import { IdParams } from '../../lib/fields';
import { pageWindow, paginateCounted, windowCount } from '../../lib/paging';
import { answers, PageOf } from '../../lib/wire';
import {
  CenterQuery,
  TargetSchema,
  TargetWrite,
  everyone,
  indicatorRow,
  indicatorTenancy,
  mustCenterOf,
  staff,
  tags,
  targetRow,
  visible,
} from './shared';

/** Targets of an indicator per year. */
export const targetRoutes: RegisterModule = (app, context) => {
  const { db } = context;
  // Targets: /target, /target/new, /target/{id}
  const selectTargets = () =>
    db
      .select({ target: indicatorTargets, indicatorName: indicators.name, total: windowCount })
      .from(indicatorTargets)
      .innerJoin(indicators, eq(indicators.id, indicatorTargets.indicatorId));
  const presentTarget = (row: { target: typeof indicatorTargets.$inferSelect; indicatorName: string }) => ({
    id: row.target.id,
    center_id: row.target.centerId,
    indicator_id: row.target.indicatorId,
    indicator_name: row.indicatorName,
    year: row.target.year,
    value: row.target.value,
    baseline: row.target.baseline,
  });
  const readTarget = async (id: number) => {
    const [row] = await selectTargets().where(eq(indicatorTargets.id, id));
    if (!row) throw notFound('Target');
    return presentTarget(row);
  };
  app.get(
    '/api/indicator-target',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: { tags, querystring: CenterQuery, response: answers(PageOf(TargetSchema)) },
    },
    async (request) => {
      const q = request.query;
      const where = and(
        visible(request, indicatorTargets.centerId),
        q.centerId ? eq(indicatorTargets.centerId, q.centerId) : undefined,
        q.indicatorId ? eq(indicatorTargets.indicatorId, q.indicatorId) : undefined,
      );
      return paginateCounted(
        request,
        pageWindow(q),
        (limit, offset) =>
          selectTargets()
            .where(where)
            .orderBy(asc(indicators.name), desc(indicatorTargets.year), asc(indicatorTargets.id))
            .limit(limit)
            .offset(offset),
        (rows) => rows.map(presentTarget),
        () => db.$count(indicatorTargets, where),
      );
    },
  );
  app.get(
    '/api/indicator-target/:id',
    {
      config: { access: everyone, tenancy: indicatorTenancy.row(targetRow, 'read') },
      schema: { tags, params: IdParams, response: answers(TargetSchema) },
    },
    (request) => readTarget(request.params.id),
  );
  app.post(
    '/api/indicator-target',
    {
      config: { access: staff, tenancy: indicatorTenancy.row(indicatorRow, 'write', { key: 'indicator_id', in: 'body' }) },
      schema: { tags, body: TargetWrite },
    },
    async (request, reply) => {
      const centerId = await mustCenterOf(db, indicators, request.body.indicator_id, 'Indicator');
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .insert(indicatorTargets)
          .values({
            centerId,
            indicatorId: request.body.indicator_id,
            year: request.body.year,
            value: request.body.value,
            baseline: request.body.baseline ?? null,
          })
          .returning(),
      );
      return reply.status(201).send(await readTarget(row!.id));
    },
  );
  app.put(
    '/api/indicator-target/:id',
    { config: { access: staff, tenancy: indicatorTenancy.row(targetRow, 'write') }, schema: { tags, params: IdParams, body: TargetWrite } },
    async (request) => {
      const [before] = await db.select().from(indicatorTargets).where(eq(indicatorTargets.id, request.params.id));
      if (!before) throw notFound('Target');
      if (before.indicatorId !== request.body.indicator_id) throw badRequest('indicator_id', 'A target stays with its indicator.');
      await writeTransaction(db, (tx) =>
        tx
          .update(indicatorTargets)
          .set({ year: request.body.year, value: request.body.value, baseline: request.body.baseline ?? null, updatedAt: sql`now()` })
          .where(eq(indicatorTargets.id, before.id)),
      );
      return readTarget(before.id);
    },
  );
  app.delete(
    '/api/indicator-target/:id',
    { config: { access: staff, tenancy: indicatorTenancy.row(targetRow, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await writeTransaction(db, (tx) => tx.delete(indicatorTargets).where(eq(indicatorTargets.id, request.params.id)));
      return reply.status(204).send();
    },
  );
};
