import { and, asc, eq, gt, gte, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { collectionPlans, residueCarriers, residueCollections, residueManagers, residues, treatments } from '../../db/schema';
import type { FileService } from '../../lib/files';
import { loadPlans, presentPlans } from './plan-queries';

// The SQL of the module's reports (reports.ts): the center's current plans and the chronological record's rows.

const carrier = alias(residueCarriers, 'record_carrier');
const manager = alias(residueManagers, 'record_manager');

/** The center's plans that are not cancelled, presented as the plan list shows them. */
export async function currentPlansOf(db: Database, files: FileService, request: FastifyRequest, centerId: number) {
  const loaded = await loadPlans(db, and(eq(collectionPlans.centerId, centerId), eq(collectionPlans.isCancelled, false)));
  return presentPlans(files, request, loaded);
}

/** The collections of a period with their plan's residue, treatment, carrier and manager, a batch after an id. */
export const chronologicalRecordAfter = (db: Database, centerId: number, startDate: string, endDate: string) => {
  const where = and(
    eq(residueCollections.centerId, centerId),
    gte(residueCollections.date, startDate),
    lte(residueCollections.date, endDate),
  );
  return (afterId: number, limit: number) =>
    db
      .select({
        id: residueCollections.id,
        collection: residueCollections,
        residue: residues,
        treatment: treatments,
        carrier: carrier.name,
        manager: manager.name,
      })
      .from(residueCollections)
      .innerJoin(collectionPlans, eq(collectionPlans.id, residueCollections.collectionPlanId))
      .innerJoin(residues, eq(residues.id, collectionPlans.residueId))
      .innerJoin(treatments, eq(treatments.id, collectionPlans.treatmentId))
      .leftJoin(carrier, eq(carrier.id, collectionPlans.carrierId))
      .leftJoin(manager, eq(manager.id, collectionPlans.managerId))
      .where(and(where, gt(residueCollections.id, afterId)))
      .orderBy(asc(residueCollections.id))
      .limit(limit);
};
