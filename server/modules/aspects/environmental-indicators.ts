import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { aspects, centerAspects, environmentalIndicators, indicators, lifeCycleStages, vectors, zones } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { IdParams } from '../../lib/fields';
import { listQueryFields, pageWindow, paginateCounted, windowCount } from '../../lib/paging';
import { answers, Nullable, NullableText, PageOf, Reference } from '../../lib/wire';
import { reference } from '../legal-register/fields';
import { latest } from '../indicators';
import { aspectTenancy, everyone, Id, OptionalId, staff } from './route-config';
import { placeOrder, withAspectPlace } from './place';

// Environmental indicators (issue 11): an indicator of the indicator module linked to a center aspect it
// measures (ISO 14001 9.1.1). The indicator stays the indicator module's; this table only links the two.

const tags = ['Environmental indicators'];
const owner = { table: environmentalIndicators, noun: 'Environmental indicator' };
const centerAspectOwner = { table: centerAspects, noun: 'Center aspect' };

const LinkSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  center_aspect_id: Type.Integer(),
  stage: Reference,
  zone: Reference,
  aspect: Reference,
  vector: Reference,
  indicator: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    unit: Type.String(),
    frequency: Type.String(),
    last_period: NullableText(),
    last_value: Nullable(Type.Number()),
  }),
});

/** One statement: each link with its aspect's place in the tree and the indicator's last measurement. */
const selectLinks = (db: Database) =>
  withAspectPlace(
    db
      .select({
        link: environmentalIndicators,
        aspect: aspects,
        vector: vectors,
        zone: zones,
        stage: lifeCycleStages,
        indicator: indicators,
        ...latest,
        total: windowCount,
      })
      .from(environmentalIndicators)
      .innerJoin(indicators, eq(indicators.id, environmentalIndicators.indicatorId))
      .$dynamic(),
    environmentalIndicators.centerAspectId,
  );
type Joined = Awaited<ReturnType<ReturnType<typeof selectLinks>['execute']>>[number];
const linkOrder = [...placeOrder, asc(indicators.name), asc(environmentalIndicators.id)];

const present = (request: FastifyRequest) => (row: Joined) => ({
  id: row.link.id,
  center_id: row.link.centerId,
  center_aspect_id: row.link.centerAspectId,
  stage: { id: row.stage.id, name: row.stage.name },
  zone: { id: row.zone.id, name: row.zone.name },
  aspect: reference(request, row.aspect.id, row.aspect),
  vector: reference(request, row.vector.id, row.vector),
  indicator: {
    id: row.indicator.id,
    name: row.indicator.name,
    unit: row.indicator.unit,
    frequency: row.indicator.frequency,
    last_period: row.lastPeriod,
    last_value: row.lastValue,
  },
});

export const environmentalIndicatorRoutes: RegisterModule = (app, { db }) => {
  const one = async (request: FastifyRequest, id: number) => {
    const [row] = await selectLinks(db).where(eq(environmentalIndicators.id, id));
    if (!row) throw notFound('Environmental indicator');
    return present(request)(row);
  };

  const ListQuery = Type.Object({ ...listQueryFields, centerId: Id(), centerAspectId: OptionalId(), indicatorId: OptionalId() });
  app.get(
    '/api/environmental-indicators',
    {
      config: { access: everyone, tenancy: aspectTenancy.center('read', { in: 'query' }) },
      schema: { tags, querystring: ListQuery, response: answers(PageOf(LinkSchema)) },
    },
    async (request) => {
      const q = request.query;
      const where = and(
        eq(environmentalIndicators.centerId, q.centerId),
        q.centerAspectId ? eq(environmentalIndicators.centerAspectId, q.centerAspectId) : undefined,
        q.indicatorId ? eq(environmentalIndicators.indicatorId, q.indicatorId) : undefined,
      );
      return paginateCounted(
        request,
        pageWindow(q),
        (limit, offset) =>
          selectLinks(db)
            .where(where)
            .orderBy(...linkOrder)
            .limit(limit)
            .offset(offset),
        (rows) => rows.map(present(request)),
        async () => (await db.select({ total: count() }).from(environmentalIndicators).where(where))[0]!.total,
      );
    },
  );

  app.get(
    '/api/environmental-indicators/:id',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: { tags, params: IdParams, response: answers(LinkSchema) },
    },
    (request) => one(request, request.params.id),
  );

  app.post(
    '/api/environmental-indicators',
    {
      config: { access: staff, tenancy: aspectTenancy.row(centerAspectOwner, 'write', { key: 'center_aspect_id', in: 'body' }) },
      schema: { tags, body: Type.Object({ center_aspect_id: Id(), indicator_id: Id() }) },
    },
    async (request, reply) => {
      const body = request.body;
      const [centerAspect] = await db
        .select({ centerId: centerAspects.centerId })
        .from(centerAspects)
        .where(eq(centerAspects.id, body.center_aspect_id));
      if (!centerAspect) throw badRequest('center_aspect_id', 'No such aspect in the center.');
      const [indicator] = await db.select({ centerId: indicators.centerId }).from(indicators).where(eq(indicators.id, body.indicator_id));
      if (!indicator || indicator.centerId !== centerAspect.centerId)
        throw badRequest('indicator_id', 'The indicator must be one of the same center.');
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .insert(environmentalIndicators)
          .values({ centerId: centerAspect.centerId, centerAspectId: body.center_aspect_id, indicatorId: body.indicator_id })
          .onConflictDoNothing()
          .returning({ id: environmentalIndicators.id }),
      );
      if (!row)
        throw conflict('The indicator is already linked to this aspect.', 'already_linked', {
          indicator_id: 'The indicator is already linked to this aspect.',
        });
      return reply.status(201).send(await one(request, row.id));
    },
  );

  app.delete(
    '/api/environmental-indicators/:id',
    { config: { access: staff, tenancy: aspectTenancy.row(owner, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .delete(environmentalIndicators)
          .where(eq(environmentalIndicators.id, request.params.id))
          .returning({ id: environmentalIndicators.id }),
      );
      if (!row) throw notFound('Environmental indicator');
      return reply.status(204).send();
    },
  );
};
