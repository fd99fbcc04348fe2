import { and, asc, eq, sql } from 'drizzle-orm';
import { indicatorActions, indicators } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { badRequest } from '../../lib/errors';
import { registerResource } from '../../lib/resource';
import { ActionSchema, ActionWrite, CenterQuery, tags } from './schemas';
import { MODULE, actionRow, indicatorRow } from './route-config';
import { checkAnalysisOfIndicator } from './indicator-queries';
import { consultancyStaff, everyone } from '../../lib/access';

// The module's list filters (actions use the center, the indicator and whether an analysis decided them).
const { centerId, processId, indicatorId, fromAnalysis } = CenterQuery.properties;

/** Actions decided about an indicator (every action, or those of an analysis): rows of the indicator's center. */
export const actionRoutes: RegisterModule = (app, context) => {
  registerResource(app, context, {
    path: 'indicator-action',
    name: 'indicator-action',
    tag: tags[0]!,
    table: indicatorActions,
    scope: {
      owner: actionRow,
      column: indicatorActions.centerId,
      module: MODULE,
      center: { in: 'parent', key: 'indicator_id', owner: indicatorRow },
    },
    access: { read: everyone, write: consultancyStaff },
    write: ActionWrite,
    jsonOnly: true,
    validate: async (db, body) => {
      if (body.analysis_id) await checkAnalysisOfIndicator(db, body.analysis_id, body.indicator_id);
    },
    // The indicator and center are set on create; an update without a status keeps the stored one.
    values: (body, { centerId: center }) => ({
      ...(center ? { centerId: center, indicatorId: body.indicator_id, status: body.status ?? 'PLANNED' } : {}),
      ...(body.status ? { status: body.status } : {}),
      analysisId: body.analysis_id || null,
      what: body.what.trim(),
      who: body.who.trim(),
      dueDate: body.due_date,
    }),
    beforeUpdate: (before, body) => {
      if (before.indicatorId !== body.indicator_id) throw badRequest('indicator_id', 'indicators.actionStays');
    },
    join: { table: indicators, on: eq(indicators.id, indicatorActions.indicatorId), columns: { indicatorName: indicators.name } },
    present: (rows) =>
      rows.map((a) => ({
        id: a.id,
        center_id: a.centerId,
        indicator_id: a.indicatorId,
        indicator_name: a.indicatorName,
        analysis_id: a.analysisId,
        what: a.what,
        who: a.who,
        due_date: a.dueDate,
        status: a.status,
      })),
    schema: ActionSchema,
    search: [indicatorActions.what, indicatorActions.who],
    order: [asc(indicatorActions.dueDate), asc(indicatorActions.id)],
    filters: {
      query: { centerId, processId, indicatorId, fromAnalysis },
      where: (query) => {
        const q = query as { centerId?: number; indicatorId?: number; fromAnalysis?: boolean };
        return and(
          q.centerId ? eq(indicatorActions.centerId, q.centerId) : undefined,
          q.indicatorId ? eq(indicatorActions.indicatorId, q.indicatorId) : undefined,
          q.fromAnalysis === undefined
            ? undefined
            : q.fromAnalysis
              ? sql`${indicatorActions.analysisId} is not null`
              : sql`${indicatorActions.analysisId} is null`,
        );
      },
    },
  });
};
