import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { areas, evidences, legalAmbits } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { reference } from '../legal-register/fields';
import { withEvidenceJoins } from './evidence-queries';
import { everyone } from './route-config';

interface StateCounts { FULFILLED: number; NOT_FULFILLED: number; IN_PROCESS: number }

const share = (part: number, total: number) => ({ total: part, percentage: total ? Math.round((part / total) * 10_000) / 100 : 0 });

/** Spec §3 fulfilment statistics: the total and each state with its count and percentage (two decimals). */
export function fulfillment(counts: StateCounts) {
  const totalEvidences = counts.FULFILLED + counts.NOT_FULFILLED + counts.IN_PROCESS;
  return {
    totalEvidences,
    fulfilledEvidences: share(counts.FULFILLED, totalEvidences),
    unfulfilledEvidences: share(counts.NOT_FULFILLED, totalEvidences),
    inProcessEvidences: share(counts.IN_PROCESS, totalEvidences),
  };
}

/** Counts per area and state for the center in one grouped statement; the center total is their sum. */
async function statistics(db: Database, request: FastifyRequest, centerId: number, areaId?: number) {
  const rows = await withEvidenceJoins(
    db.select({ areaId: areas.id, nameSpanish: areas.nameSpanish, nameCatalan: areas.nameCatalan, order: areas.order, state: evidences.state, evidences: count() }).from(evidences).$dynamic(),
  )
    .where(and(eq(evidences.centerId, centerId), areaId ? eq(legalAmbits.areaId, areaId) : undefined))
    .groupBy(areas.id, areas.nameSpanish, areas.nameCatalan, areas.order, evidences.state)
    .orderBy(asc(areas.order), asc(areas.id));
  const empty = (): StateCounts => ({ FULFILLED: 0, NOT_FULFILLED: 0, IN_PROCESS: 0 });
  const total = empty();
  const byArea = new Map<number, { area: ReturnType<typeof reference>; counts: StateCounts }>();
  for (const row of rows) {
    const entry = byArea.get(row.areaId) ?? { area: reference(request, row.areaId, row), counts: empty() };
    byArea.set(row.areaId, entry);
    entry.counts[row.state as keyof StateCounts] += row.evidences;
    total[row.state as keyof StateCounts] += row.evidences;
  }
  return { ...fulfillment(total), areas: [...byArea.values()].map(({ area, counts }) => ({ area, ...fulfillment(counts) })) };
}

export const statisticRoutes: RegisterModule = (app, { db }) => {
  app.get('/api/evidence/fulfillment-statistic', {
    config: { access: everyone, tenancy: { center: 'query', key: 'centerId', mode: 'read' } },
    schema: { tags: ['Evidences'], querystring: Type.Object({ centerId: Type.Integer({ minimum: 1 }), areaId: Type.Optional(Type.Integer({ minimum: 1 })) }) },
  }, (request) => statistics(db, request, request.query.centerId, request.query.areaId));
};
