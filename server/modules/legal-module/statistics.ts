import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { areas, legalAmbits } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { answers, Reference } from '../../lib/wire';
import { reference } from '../../lib/language';
import { centerCounts } from './center-counts';
import {} from './route-config';
import { centerById } from '../../lib/center-rows';
import { everyone } from '../../lib/access';

interface StateCounts {
  FULFILLED: number;
  NOT_FULFILLED: number;
  IN_PROCESS: number;
}

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
async function statistics(counts: ReturnType<typeof centerCounts>, request: FastifyRequest, centerId: number, areaId?: number) {
  const rows = await counts(request, areas, centerId, areaId ? { column: legalAmbits.areaId, id: areaId } : undefined);
  const empty = (): StateCounts => ({ FULFILLED: 0, NOT_FULFILLED: 0, IN_PROCESS: 0 });
  const total = empty();
  const byArea = new Map<number, { area: ReturnType<typeof reference>; counts: StateCounts }>();
  for (const row of rows) {
    const entry = byArea.get(row.id) ?? { area: reference(request, row.id, row), counts: empty() };
    byArea.set(row.id, entry);
    entry.counts[row.state as keyof StateCounts] += row.evidences;
    total[row.state as keyof StateCounts] += row.evidences;
  }
  return { ...fulfillment(total), areas: [...byArea.values()].map(({ area, counts }) => ({ area, ...fulfillment(counts) })) };
}

const Share = Type.Object({ total: Type.Integer(), percentage: Type.Number() });
const fulfillmentFields = {
  totalEvidences: Type.Integer(),
  fulfilledEvidences: Share,
  unfulfilledEvidences: Share,
  inProcessEvidences: Share,
};
const Statistic = Type.Object({ ...fulfillmentFields, areas: Type.Array(Type.Object({ area: Reference, ...fulfillmentFields })) });

export const statisticRoutes: RegisterModule = (app, { db }) => {
  const counts = centerCounts(db);
  app.get(
    '/api/evidence/fulfillment-statistic',
    {
      config: { access: everyone, tenancy: centerById('read', { in: 'query', readsInQuery: true }) },
      schema: {
        tags: ['Evidences'],
        querystring: Type.Object({ centerId: Type.Integer({ minimum: 1 }), areaId: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: answers(Statistic),
      },
    },
    (request) => statistics(counts, request, request.query.centerId, request.query.areaId),
  );
};
