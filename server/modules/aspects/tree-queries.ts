import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
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
import { centerOf } from '../../lib/center-rows';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { windowCount } from '../../lib/paging';
import { reference } from '../../lib/language';
import { zoneRow } from './zones';

// The SQL of the center's tree (tree.ts): a zone's center aspects, the center's aspects in tree order, an aspect's practices.

type CenterAspectRow = typeof centerAspects.$inferSelect;

/** Center aspects with their aspect and vector named in the request's language. */
export async function presentCenterAspects(db: Database, request: FastifyRequest, rows: CenterAspectRow[]) {
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

/** A page of a zone's center aspects, in catalogue order, each row carrying the total. */
export const zoneAspectPageRows = (db: Database, zoneId: number) => (limit: number, offset: number) =>
  db
    .select({ row: centerAspects, total: windowCount })
    .from(centerAspects)
    .innerJoin(aspects, eq(aspects.id, centerAspects.aspectId))
    .where(eq(centerAspects.zoneId, zoneId))
    .orderBy(asc(aspects.vectorId), asc(aspects.order), asc(centerAspects.id))
    .limit(limit)
    .offset(offset);

export const countZoneAspects = (db: Database, zoneId: number) => db.$count(centerAspects, eq(centerAspects.zoneId, zoneId));

/** Every center aspect of a zone, in id order. */
export const zoneAspectsOf = (db: Database, zoneId: number) =>
  db.select().from(centerAspects).where(eq(centerAspects.zoneId, zoneId)).orderBy(asc(centerAspects.id));

/**
 * The zone's selection becomes `wanted` (catalogue aspect ids): unknown aspects are a 400; an aspect leaving the
 * selection takes its practices with it, refused (409) while an evaluation or an action refers to it.
 */
export async function selectZoneAspects(db: Database, zoneId: number, wanted: number[]) {
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
      if (practiced) throw conflict('aspects.aspectPracticeEvaluated', 'has_children', { aspect_ids: 'aspects.aspectPracticeEvaluated' });
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
}

/** A page of every aspect of the center in tree order (stage, zone, vector, aspect), one statement a page. */
export const centerAspectPageRows = (db: Database, centerId: number) => (limit: number, offset: number) =>
  db
    .select({ row: centerAspects, aspect: aspects, vector: vectors, zone: zones, total: windowCount })
    .from(centerAspects)
    .innerJoin(aspects, eq(aspects.id, centerAspects.aspectId))
    .innerJoin(vectors, eq(vectors.id, aspects.vectorId))
    .innerJoin(zones, eq(zones.id, centerAspects.zoneId))
    .innerJoin(lifeCycleStages, eq(lifeCycleStages.id, zones.stageId))
    .where(eq(centerAspects.centerId, centerId))
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
    .offset(offset);

export const countCenterAspects = (db: Database, centerId: number) => db.$count(centerAspects, eq(centerAspects.centerId, centerId));

/** The rows of `centerAspectPageRows` on the wire. */
export const presentCenterAspectRows = (request: FastifyRequest, rows: Awaited<ReturnType<ReturnType<typeof centerAspectPageRows>>>) =>
  rows.map(({ row, aspect, vector, zone }) => ({
    id: row.id,
    center_id: row.centerId,
    zone: { id: zone.id, name: zone.name },
    aspect: reference(request, aspect.id, aspect),
    vector: reference(request, vector.id, vector),
  }));

/** One center aspect on the wire, or 404. */
export async function centerAspectById(db: Database, request: FastifyRequest, id: number) {
  const rows = await db.select().from(centerAspects).where(eq(centerAspects.id, id));
  if (!rows.length) throw notFound('center-aspect');
  return (await presentCenterAspects(db, request, rows))[0];
}

/** The practices applied to a center aspect, in catalogue order, as one page. */
export async function practicesOfCenterAspect(db: Database, request: FastifyRequest, centerAspectId: number) {
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
}

/**
 * The center aspect's practices become `wanted` (good practice ids the catalogue links to its aspect, 400 otherwise); a
 * practice leaving is refused (409) while an evaluation or an action refers to it.
 */
export async function selectCenterPractices(db: Database, centerAspectId: number, wanted: number[]) {
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
}
