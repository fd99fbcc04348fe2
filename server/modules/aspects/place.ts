import { asc, eq, type AnyColumn } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { aspects, centerAspects, lifeCycleStages, vectors, zones } from '../../db/schema';

/** A record's place in the center's tree: the center aspect it hangs from (by `centerAspectId`), its aspect and vector, its zone and the zone's stage. */
export function withAspectPlace<T extends PgSelect>(query: T, centerAspectId: AnyColumn) {
  return query
    .innerJoin(centerAspects, eq(centerAspects.id, centerAspectId))
    .innerJoin(aspects, eq(aspects.id, centerAspects.aspectId))
    .innerJoin(vectors, eq(vectors.id, aspects.vectorId))
    .innerJoin(zones, eq(zones.id, centerAspects.zoneId))
    .innerJoin(lifeCycleStages, eq(lifeCycleStages.id, zones.stageId));
}

/** The tree's order: stage, zone, vector, aspect (ids break ties, so a vector's aspects stay together). */
export const placeOrder = [
  asc(lifeCycleStages.order),
  asc(lifeCycleStages.id),
  asc(zones.order),
  asc(zones.id),
  asc(vectors.order),
  asc(vectors.id),
  asc(aspects.order),
  asc(aspects.id),
];
