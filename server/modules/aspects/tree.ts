import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import {
  aspects,
  centerAspects,
  centerPractices,
  evaluatedAspects,
  evaluatedPractices,
  goodPracticeAspects,
  goodPractices,
  lifeCycleStages,
  practiceActions,
  vectors,
  zones,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { IdParams } from '../../lib/fields';
import type { FastifyRequest } from 'fastify';
import { listQueryFields, pageWindow, paginateCounted, windowCount } from '../../lib/paging';
import { refuseWhileReferenced } from '../../lib/references';
import { reference } from '../legal-register/fields';
import { answers, PageOf } from '../../lib/wire';
import { CenterAspect, CenterPractice, Stage, Zone } from './wire';
import { aspectTenancy, everyone, Id, Name, Order, staff } from './route-config';

// The center's tree: life-cycle stage > zone > center aspect (a catalogue aspect in the zone) > center practice.

const tags = ['Environmental aspects'];
const page = (query: { page?: number; pageSize?: number }) => pageWindow(query);

const presentStage = (row: typeof lifeCycleStages.$inferSelect) => ({
  id: row.id,
  center_id: row.centerId,
  name: row.name,
  order: row.order,
});
const presentZone = (row: typeof zones.$inferSelect, stageName: string) => ({
  id: row.id,
  center_id: row.centerId,
  name: row.name,
  order: row.order,
  stage: { id: row.stageId, name: stageName },
});

/** Center aspects with their aspect and vector named in the request's language. */
export async function presentCenterAspects(db: Database, request: FastifyRequest, rows: (typeof centerAspects.$inferSelect)[]) {
  if (!rows.length) return [];
  const details = await db
    .select({ aspect: aspects, vector: vectors, zone: zones })
    .from(aspects)
    .innerJoin(vectors, eq(vectors.id, aspects.vectorId))
    .innerJoin(centerAspects, eq(centerAspects.aspectId, aspects.id))
    .innerJoin(zones, eq(zones.id, centerAspects.zoneId))
    .where(
      inArray(
        centerAspects.id,
        rows.map((row) => row.id),
      ),
    );
  const byAspect = new Map(details.map((detail) => [`${detail.zone.id}:${detail.aspect.id}`, detail]));
  return rows.map((row) => {
    const detail = byAspect.get(`${row.zoneId}:${row.aspectId}`)!;
    return {
      id: row.id,
      center_id: row.centerId,
      zone: { id: detail.zone.id, name: detail.zone.name },
      aspect: reference(request, detail.aspect.id, detail.aspect),
      vector: reference(request, detail.vector.id, detail.vector),
    };
  });
}

export const treeRoutes: RegisterModule = (app, { db }) => {
  // ---- life-cycle stages
  const StageWrite = Type.Object({ center_id: Id(), name: Name(), order: Order() });
  const stageOwner = { table: lifeCycleStages, noun: 'Life-cycle stage' };
  app.get(
    '/api/life-cycle-stage',
    {
      config: { access: everyone, tenancy: aspectTenancy.center('read', { in: 'query' }) },
      schema: { tags, querystring: Type.Object({ ...listQueryFields, centerId: Id() }), response: answers(PageOf(Stage)) },
    },
    async (request) =>
      paginateCounted(
        request,
        page(request.query),
        (limit, offset) =>
          db
            .select({ row: lifeCycleStages, total: windowCount })
            .from(lifeCycleStages)
            .where(eq(lifeCycleStages.centerId, request.query.centerId))
            .orderBy(asc(lifeCycleStages.order), asc(lifeCycleStages.id))
            .limit(limit)
            .offset(offset),
        (rows) => rows.map(({ row }) => presentStage(row)),
        () => db.$count(lifeCycleStages, eq(lifeCycleStages.centerId, request.query.centerId)),
      ),
  );
  app.get(
    '/api/life-cycle-stage/:id',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(stageOwner, 'read') },
      schema: { tags, params: IdParams, response: answers(Stage) },
    },
    async (request) => {
      const [row] = await db.select().from(lifeCycleStages).where(eq(lifeCycleStages.id, request.params.id));
      if (!row) throw notFound('Life-cycle stage');
      return presentStage(row);
    },
  );
  app.post(
    '/api/life-cycle-stage',
    {
      config: { access: staff, tenancy: aspectTenancy.center('write', { key: 'center_id', in: 'body' }) },
      schema: { tags, body: StageWrite, response: { 201: Stage } },
    },
    async (request, reply) => {
      const body = request.body;
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .insert(lifeCycleStages)
          .values({ centerId: body.center_id, name: body.name.trim(), order: body.order ?? 0 })
          .returning(),
      );
      return reply.status(201).send(presentStage(row!));
    },
  );
  app.put(
    '/api/life-cycle-stage/:id',
    {
      config: { access: staff, tenancy: aspectTenancy.row(stageOwner, 'write') },
      schema: { tags, params: IdParams, body: Type.Object({ name: Name(), order: Order() }), response: answers(Stage) },
    },
    async (request) => {
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .update(lifeCycleStages)
          .set({ name: request.body.name.trim(), order: request.body.order ?? 0, updatedAt: sql`now()` })
          .where(eq(lifeCycleStages.id, request.params.id))
          .returning(),
      );
      if (!row) throw notFound('Life-cycle stage');
      return presentStage(row);
    },
  );
  app.delete(
    '/api/life-cycle-stage/:id',
    { config: { access: staff, tenancy: aspectTenancy.row(stageOwner, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await refuseWhileReferenced('life-cycle stage', 'zones', zones.stageId)(db, request.params.id);
      await writeTransaction(db, (tx) => tx.delete(lifeCycleStages).where(eq(lifeCycleStages.id, request.params.id)));
      return reply.status(204).send();
    },
  );

  // ---- zones
  const zoneOwner = { table: zones, noun: 'Zone' };
  const zoneRow = async (id: number) => {
    const [row] = await db
      .select({ zone: zones, stageName: lifeCycleStages.name })
      .from(zones)
      .innerJoin(lifeCycleStages, eq(lifeCycleStages.id, zones.stageId))
      .where(eq(zones.id, id));
    if (!row) throw notFound('Zone');
    return presentZone(row.zone, row.stageName);
  };
  app.get(
    '/api/zone',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(stageOwner, 'read', { key: 'stageId', in: 'query' }) },
      schema: { tags, querystring: Type.Object({ ...listQueryFields, stageId: Id() }), response: answers(PageOf(Zone)) },
    },
    async (request) =>
      paginateCounted(
        request,
        page(request.query),
        (limit, offset) =>
          db
            .select({ row: zones, stageName: lifeCycleStages.name, total: windowCount })
            .from(zones)
            .innerJoin(lifeCycleStages, eq(lifeCycleStages.id, zones.stageId))
            .where(eq(zones.stageId, request.query.stageId))
            .orderBy(asc(zones.order), asc(zones.id))
            .limit(limit)
            .offset(offset),
        (rows) => rows.map(({ row, stageName }) => presentZone(row, stageName)),
        () => db.$count(zones, eq(zones.stageId, request.query.stageId)),
      ),
  );
  app.get(
    '/api/zone/:id',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(zoneOwner, 'read') },
      schema: { tags, params: IdParams, response: answers(Zone) },
    },
    (request) => zoneRow(request.params.id),
  );
  app.post(
    '/api/zone',
    {
      config: { access: staff, tenancy: aspectTenancy.row(stageOwner, 'write', { key: 'stage_id', in: 'body' }) },
      schema: { tags, body: Type.Object({ stage_id: Id(), name: Name(), order: Order() }), response: { 201: Zone } },
    },
    async (request, reply) => {
      const body = request.body;
      const [stage] = await db
        .select({ centerId: lifeCycleStages.centerId })
        .from(lifeCycleStages)
        .where(eq(lifeCycleStages.id, body.stage_id));
      if (!stage) throw badRequest('stage_id', 'No such life-cycle stage.');
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .insert(zones)
          .values({ centerId: stage.centerId, stageId: body.stage_id, name: body.name.trim(), order: body.order ?? 0 })
          .returning(),
      );
      return reply.status(201).send(await zoneRow(row!.id));
    },
  );
  app.put(
    '/api/zone/:id',
    {
      config: { access: staff, tenancy: aspectTenancy.row(zoneOwner, 'write') },
      schema: { tags, params: IdParams, body: Type.Object({ name: Name(), order: Order() }), response: answers(Zone) },
    },
    async (request) => {
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .update(zones)
          .set({ name: request.body.name.trim(), order: request.body.order ?? 0, updatedAt: sql`now()` })
          .where(eq(zones.id, request.params.id))
          .returning(),
      );
      if (!row) throw notFound('Zone');
      return zoneRow(row.id);
    },
  );
  app.delete(
    '/api/zone/:id',
    { config: { access: staff, tenancy: aspectTenancy.row(zoneOwner, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await refuseWhileReferenced('zone', 'aspects', centerAspects.zoneId)(db, request.params.id);
      await writeTransaction(db, (tx) => tx.delete(zones).where(eq(zones.id, request.params.id)));
      return reply.status(204).send();
    },
  );

  // ---- center aspects: the zone's selection of catalogue aspects
  const ZoneParams = Type.Object({ zoneId: Id() });
  app.get(
    '/api/zone/:zoneId/aspects',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(zoneOwner, 'read', { key: 'zoneId' }) },
      schema: { tags, params: ZoneParams, querystring: Type.Object(listQueryFields), response: answers(PageOf(CenterAspect)) },
    },
    async (request) =>
      paginateCounted(
        request,
        page(request.query),
        (limit, offset) =>
          db
            .select({ row: centerAspects, total: windowCount })
            .from(centerAspects)
            .innerJoin(aspects, eq(aspects.id, centerAspects.aspectId))
            .where(eq(centerAspects.zoneId, request.params.zoneId))
            .orderBy(asc(aspects.vectorId), asc(aspects.order), asc(centerAspects.id))
            .limit(limit)
            .offset(offset),
        (rows) =>
          presentCenterAspects(
            db,
            request,
            rows.map(({ row }) => row),
          ),
        () => db.$count(centerAspects, eq(centerAspects.zoneId, request.params.zoneId)),
      ),
  );
  app.put(
    '/api/zone/:zoneId/aspects',
    {
      config: { access: staff, tenancy: aspectTenancy.row(zoneOwner, 'write', { key: 'zoneId' }) },
      schema: {
        tags,
        params: ZoneParams,
        body: Type.Object({ aspect_ids: Type.Array(Id(), { maxItems: 2000 }) }),
        response: answers(PageOf(CenterAspect)),
      },
    },
    async (request) => {
      const zoneId = request.params.zoneId;
      const wanted = [...new Set(request.body.aspect_ids)];
      const [zone] = await db.select({ centerId: zones.centerId }).from(zones).where(eq(zones.id, zoneId));
      if (!zone) throw notFound('Zone');
      if (wanted.length) {
        const known = await db.select({ id: aspects.id }).from(aspects).where(inArray(aspects.id, wanted));
        const missing = wanted.filter((id) => !known.some((row) => row.id === id));
        if (missing.length) throw badRequest('aspect_ids', `No aspect with id ${missing.join(', ')}.`);
      }
      await writeTransaction(db, async (tx) => {
        const leaving = await tx
          .select({ id: centerAspects.id })
          .from(centerAspects)
          .where(and(eq(centerAspects.zoneId, zoneId), wanted.length ? notInArray(centerAspects.aspectId, wanted) : undefined));
        const leavingIds = leaving.map((row) => row.id);
        if (leavingIds.length) {
          const evaluated = await tx.$count(evaluatedAspects, inArray(evaluatedAspects.centerAspectId, leavingIds));
          if (evaluated)
            throw conflict('An aspect to remove has been evaluated: it stays, with its evaluations.', 'has_children', {
              aspect_ids: 'An aspect to remove has been evaluated.',
            });
          const practiced = await tx.$count(
            evaluatedPractices,
            inArray(
              evaluatedPractices.centerPracticeId,
              tx.select({ id: centerPractices.id }).from(centerPractices).where(inArray(centerPractices.centerAspectId, leavingIds)),
            ),
          );
          if (practiced)
            throw conflict('A practice of an aspect to remove has been evaluated.', 'has_children', {
              aspect_ids: 'A practice of an aspect to remove has been evaluated.',
            });
          const acted = await tx.$count(
            practiceActions,
            inArray(
              practiceActions.centerPracticeId,
              tx.select({ id: centerPractices.id }).from(centerPractices).where(inArray(centerPractices.centerAspectId, leavingIds)),
            ),
          );
          if (acted)
            throw conflict('A practice of an aspect to remove has actions.', 'has_children', {
              aspect_ids: 'A practice of an aspect to remove has actions.',
            });
          await tx.delete(centerPractices).where(inArray(centerPractices.centerAspectId, leavingIds));
          await tx.delete(centerAspects).where(inArray(centerAspects.id, leavingIds));
        }
        if (wanted.length)
          await tx
            .insert(centerAspects)
            .values(wanted.map((aspectId) => ({ centerId: zone.centerId, zoneId, aspectId })))
            .onConflictDoNothing();
      });
      const rows = await db.select().from(centerAspects).where(eq(centerAspects.zoneId, zoneId)).orderBy(asc(centerAspects.id));
      return { count: rows.length, next: null, previous: null, results: await presentCenterAspects(db, request, rows) };
    },
  );
  const centerAspectOwner = { table: centerAspects, noun: 'Center aspect' };
  // Every aspect of the center in tree order (the environmental-indicator page chooses one), one statement a page.
  app.get(
    '/api/center-aspect',
    {
      config: { access: everyone, tenancy: aspectTenancy.center('read', { in: 'query' }) },
      schema: { tags, querystring: Type.Object({ ...listQueryFields, centerId: Id() }), response: answers(PageOf(CenterAspect)) },
    },
    async (request) =>
      paginateCounted(
        request,
        page(request.query),
        (limit, offset) =>
          db
            .select({ row: centerAspects, aspect: aspects, vector: vectors, zone: zones, total: windowCount })
            .from(centerAspects)
            .innerJoin(aspects, eq(aspects.id, centerAspects.aspectId))
            .innerJoin(vectors, eq(vectors.id, aspects.vectorId))
            .innerJoin(zones, eq(zones.id, centerAspects.zoneId))
            .innerJoin(lifeCycleStages, eq(lifeCycleStages.id, zones.stageId))
            .where(eq(centerAspects.centerId, request.query.centerId))
            .orderBy(
              asc(lifeCycleStages.order),
              asc(lifeCycleStages.id),
              asc(zones.order),
              asc(zones.id),
              asc(vectors.order),
              asc(aspects.order),
              asc(centerAspects.id),
            )
            .limit(limit)
            .offset(offset),
        (rows) =>
          rows.map(({ row, aspect, vector, zone }) => ({
            id: row.id,
            center_id: row.centerId,
            zone: { id: zone.id, name: zone.name },
            aspect: reference(request, aspect.id, aspect),
            vector: reference(request, vector.id, vector),
          })),
        () => db.$count(centerAspects, eq(centerAspects.centerId, request.query.centerId)),
      ),
  );
  app.get(
    '/api/center-aspect/:id',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(centerAspectOwner, 'read') },
      schema: { tags, params: IdParams, response: answers(CenterAspect) },
    },
    async (request) => {
      const rows = await db.select().from(centerAspects).where(eq(centerAspects.id, request.params.id));
      if (!rows.length) throw notFound('Center aspect');
      return (await presentCenterAspects(db, request, rows))[0];
    },
  );

  // ---- center practices: the practices applied to a center aspect
  const AspectParams = Type.Object({ centerAspectId: Id() });
  const practicesOf = async (request: FastifyRequest, centerAspectId: number) => {
    const rows = await db
      .select({ row: centerPractices, practice: goodPractices })
      .from(centerPractices)
      .innerJoin(goodPractices, eq(goodPractices.id, centerPractices.goodPracticeId))
      .where(eq(centerPractices.centerAspectId, centerAspectId))
      .orderBy(asc(goodPractices.order), asc(centerPractices.id));
    const results = rows.map(({ row, practice }) => ({
      id: row.id,
      center_id: row.centerId,
      center_aspect_id: row.centerAspectId,
      practice: reference(request, practice.id, practice),
    }));
    return { count: results.length, next: null, previous: null, results };
  };
  app.get(
    '/api/center-aspect/:centerAspectId/practices',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(centerAspectOwner, 'read', { key: 'centerAspectId' }) },
      schema: { tags, params: AspectParams, response: answers(PageOf(CenterPractice)) },
    },
    (request) => practicesOf(request, request.params.centerAspectId),
  );
  app.put(
    '/api/center-aspect/:centerAspectId/practices',
    {
      config: { access: staff, tenancy: aspectTenancy.row(centerAspectOwner, 'write', { key: 'centerAspectId' }) },
      schema: {
        tags,
        params: AspectParams,
        body: Type.Object({ good_practice_ids: Type.Array(Id(), { maxItems: 2000 }) }),
        response: answers(PageOf(CenterPractice)),
      },
    },
    async (request) => {
      const centerAspectId = request.params.centerAspectId;
      const wanted = [...new Set(request.body.good_practice_ids)];
      const [owner] = await db
        .select({ centerId: centerAspects.centerId, aspectId: centerAspects.aspectId })
        .from(centerAspects)
        .where(eq(centerAspects.id, centerAspectId));
      if (!owner) throw notFound('Center aspect');
      if (wanted.length) {
        // Only practices the catalogue links to this aspect apply to it.
        const linked = await db
          .select({ id: goodPracticeAspects.goodPracticeId })
          .from(goodPracticeAspects)
          .where(and(eq(goodPracticeAspects.aspectId, owner.aspectId), inArray(goodPracticeAspects.goodPracticeId, wanted)));
        const missing = wanted.filter((id) => !linked.some((row) => row.id === id));
        if (missing.length) throw badRequest('good_practice_ids', `No good practice of this aspect with id ${missing.join(', ')}.`);
      }
      await writeTransaction(db, async (tx) => {
        const leaving = (
          await tx
            .select({ id: centerPractices.id })
            .from(centerPractices)
            .where(
              and(
                eq(centerPractices.centerAspectId, centerAspectId),
                wanted.length ? notInArray(centerPractices.goodPracticeId, wanted) : undefined,
              ),
            )
        ).map((row) => row.id);
        if (leaving.length) {
          if (await tx.$count(evaluatedPractices, inArray(evaluatedPractices.centerPracticeId, leaving))) {
            throw conflict('A practice to remove has been evaluated: it stays, with its evaluations.', 'has_children', {
              good_practice_ids: 'A practice to remove has been evaluated.',
            });
          }
          if (await tx.$count(practiceActions, inArray(practiceActions.centerPracticeId, leaving))) {
            throw conflict('A practice to remove has actions: it stays, with its actions.', 'has_children', {
              good_practice_ids: 'A practice to remove has actions.',
            });
          }
          await tx.delete(centerPractices).where(inArray(centerPractices.id, leaving));
        }
        if (wanted.length)
          await tx
            .insert(centerPractices)
            .values(wanted.map((goodPracticeId) => ({ centerId: owner.centerId, centerAspectId, goodPracticeId })))
            .onConflictDoNothing();
      });
      return practicesOf(request, centerAspectId);
    },
  );
};
