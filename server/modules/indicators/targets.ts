import { and, asc, desc, eq } from 'drizzle-orm';
import { indicators, indicatorTargets } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { badRequest } from '../../lib/errors';
import { registerResource } from '../../lib/resource';
import { CenterQuery, TargetSchema, TargetWrite, tags } from './schemas';
import { MODULE, indicatorRow, targetRow } from './route-config';
import { consultancyStaff, everyone } from '../../lib/access';

// The module's list filters (targets use the center and the indicator; the others are accepted as before).
const { centerId, processId, indicatorId, fromAnalysis } = CenterQuery.properties;

/** Targets of an indicator per year: rows of the indicator's center, presented with its name. */
export const targetRoutes: RegisterModule = (app, context) => {
  registerResource(app, context, {
    path: 'indicator-target',
    name: 'indicator-target',
    tag: tags[0]!,
    table: indicatorTargets,
    scope: {
      owner: targetRow,
      column: indicatorTargets.centerId,
      module: MODULE,
      center: { in: 'parent', key: 'indicator_id', owner: indicatorRow },
    },
    access: { read: everyone, write: consultancyStaff },
    write: TargetWrite,
    jsonOnly: true,
    // The indicator and center are set once, on create; an update changes the year's figures only.
    values: (body, { centerId }) => ({
      ...(centerId ? { centerId, indicatorId: body.indicator_id } : {}),
      year: body.year,
      value: body.value,
      baseline: body.baseline ?? null,
    }),
    beforeUpdate: (before, body) => {
      if (before.indicatorId !== body.indicator_id) throw badRequest('indicator_id', 'indicators.targetStays');
    },
    join: { table: indicators, on: eq(indicators.id, indicatorTargets.indicatorId), columns: { indicatorName: indicators.name } },
    present: (rows) =>
      rows.map((row) => ({
        id: row.id,
        center_id: row.centerId,
        indicator_id: row.indicatorId,
        indicator_name: row.indicatorName,
        year: row.year,
        value: row.value,
        baseline: row.baseline,
      })),
    schema: TargetSchema,
    search: [],
    order: [asc(indicators.name), desc(indicatorTargets.year), asc(indicatorTargets.id)],
    filters: {
      query: { centerId, processId, indicatorId, fromAnalysis },
      where: (query) => {
        const q = query as { centerId?: number; indicatorId?: number };
        return and(
          q.centerId ? eq(indicatorTargets.centerId, q.centerId) : undefined,
          q.indicatorId ? eq(indicatorTargets.indicatorId, q.indicatorId) : undefined,
        );
      },
    },
  });
};
