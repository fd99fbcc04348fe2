import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
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
import { Id, IdParams } from '../../lib/fields';
import type { FastifyRequest } from 'fastify';
import { listQueryFields, pageWindow, paginateCounted, windowCount } from '../../lib/paging';
import { reference } from '../../lib/language';
import { answers, PageOf } from '../../lib/wire';
import { CenterAspect, CenterPractice } from './schemas';
import { zoneRow } from './zones';
import { aspectTenancy } from './route-config';
import { centerOf } from '../../lib/center-rows';
import { consultancyStaff, everyone } from '../../lib/access';

// The center's tree: life-cycle stage > zone (stages.ts, zones.ts) > center aspect (a catalogue aspect in the zone) > center practice.

const tags = ['Environmental aspects'];
const page = (query: { page?: number; pageSize?: number }) => pageWindow(query);

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
  // ---- center aspects: the zone's selection of catalogue aspects
  const ZoneParams = Type.Object({ zoneId: Id() });
  app.get(
    '/api/zone/:zoneId/aspects',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(zoneRow, 'read', { key: 'zoneId' }) },
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
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(zoneRow, 'write', { key: 'zoneId' }) },
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
      const centerId = await centerOf(db, zoneRow, zoneId);
      if (wanted.length) {
        const known = await db.select({ id: aspects.id }).from(aspects).where(inArray(aspects.id, wanted));
        const missing = wanted.filter((id) => !known.some((row) => row.id === id));
        if (missing.length) throw badRequest('aspect_ids', 'aspects.noSuchAspect', { ids: missing.join(', ') });
      }
      await writeTransaction(db, async (tx) => {
        const leaving = await tx
          .select({ id: centerAspects.id })
          .from(centerAspects)
          .where(and(eq(centerAspects.zoneId, zoneId), wanted.length ? notInArray(centerAspects.aspectId, wanted) : undefined));
        const leavingIds = leaving.map((row) => row.id);
        if (leavingIds.length) {
          const evaluated = await tx.$count(evaluatedAspects, inArray(evaluatedAspects.centerAspectId, leavingIds));
          if (evaluated) throw conflict('aspects.aspectEvaluated', 'has_children', { aspect_ids: 'aspects.aspectEvaluatedField' });
          const practiced = await tx.$count(
            evaluatedPractices,
            inArray(
              evaluatedPractices.centerPracticeId,
              tx.select({ id: centerPractices.id }).from(centerPractices).where(inArray(centerPractices.centerAspectId, leavingIds)),
            ),
          );
          if (practiced)
            throw conflict('aspects.aspectPracticeEvaluated', 'has_children', { aspect_ids: 'aspects.aspectPracticeEvaluated' });
          const acted = await tx.$count(
            practiceActions,
            inArray(
              practiceActions.centerPracticeId,
              tx.select({ id: centerPractices.id }).from(centerPractices).where(inArray(centerPractices.centerAspectId, leavingIds)),
            ),
          );
          if (acted) throw conflict('aspects.aspectPracticeActions', 'has_children', { aspect_ids: 'aspects.aspectPracticeActions' });
          await tx.delete(centerPractices).where(inArray(centerPractices.centerAspectId, leavingIds));
          await tx.delete(centerAspects).where(inArray(centerAspects.id, leavingIds));
        }
        if (wanted.length)
          await tx
            .insert(centerAspects)
            .values(wanted.map((aspectId) => ({ centerId, zoneId, aspectId })))
            .onConflictDoNothing();
      });
      const rows = await db.select().from(centerAspects).where(eq(centerAspects.zoneId, zoneId)).orderBy(asc(centerAspects.id));
      return { count: rows.length, next: null, previous: null, results: await presentCenterAspects(db, request, rows) };
    },
  );
  const centerAspectOwner = { table: centerAspects, name: 'center-aspect' } as const;
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
      if (!rows.length) throw notFound('center-aspect');
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
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(centerAspectOwner, 'write', { key: 'centerAspectId' }) },
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
      if (!owner) throw notFound('center-aspect');
      if (wanted.length) {
        // Only practices the catalogue links to this aspect apply to it.
        const linked = await db
          .select({ id: goodPracticeAspects.goodPracticeId })
          .from(goodPracticeAspects)
          .where(and(eq(goodPracticeAspects.aspectId, owner.aspectId), inArray(goodPracticeAspects.goodPracticeId, wanted)));
        const missing = wanted.filter((id) => !linked.some((row) => row.id === id));
        if (missing.length) throw badRequest('good_practice_ids', 'aspects.noSuchPractice', { ids: missing.join(', ') });
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
            throw conflict('aspects.practiceEvaluated', 'has_children', { good_practice_ids: 'aspects.practiceEvaluatedField' });
          }
          if (await tx.$count(practiceActions, inArray(practiceActions.centerPracticeId, leaving))) {
            throw conflict('aspects.practiceActions', 'has_children', { good_practice_ids: 'aspects.practiceActionsField' });
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
