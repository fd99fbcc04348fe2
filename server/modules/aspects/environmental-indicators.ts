import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { aspects, centerAspects, environmentalIndicators, indicators, lifeCycleStages, vectors, zones } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { conflict } from '../../lib/errors';
import { registerResource } from '../../lib/resource';
import { reference } from '../../lib/language';
import { latest } from '../indicators';
import { MODULE } from './route-config';
import { placeOrder, withAspectPlace } from './place';
import { consultancyStaff, everyone } from '../../lib/access';
import { EnvironmentalIndicatorLink } from './schemas';
import { checkIndicatorOfCenter } from './environmental-indicator-queries';
import { Id, OptionalId } from '../../lib/fields';

// Environmental indicators (issue 11): an indicator of the indicator module linked to a center aspect it
// measures (ISO 14001 9.1.1). The indicator stays the indicator module's; this table only links the two.

const owner = { table: environmentalIndicators, name: 'environmental-indicator' } as const;
const centerAspectOwner = { table: centerAspects, name: 'center-aspect' } as const;

/** Links in one statement each page: the aspect's place in the tree and the indicator's last measurement. */
export const environmentalIndicatorRoutes: RegisterModule = (app, context) => {
  registerResource(app, context, {
    path: 'environmental-indicators',
    name: 'environmental-indicator',
    tag: 'Environmental indicators',
    table: environmentalIndicators,
    operations: ['list', 'read', 'create', 'delete'],
    scope: {
      owner,
      column: environmentalIndicators.centerId,
      module: MODULE,
      center: { in: 'parent', key: 'center_aspect_id', owner: centerAspectOwner },
      listBy: { key: 'centerId', column: environmentalIndicators.centerId },
    },
    access: { read: everyone, write: consultancyStaff },
    write: Type.Object({ center_aspect_id: Id(), indicator_id: Id() }),
    jsonOnly: true,
    validate: (db, body, { centerId }) => checkIndicatorOfCenter(db, body.indicator_id, centerId),
    values: (body, { centerId }) => ({ centerId, centerAspectId: body.center_aspect_id, indicatorId: body.indicator_id }),
    duplicate: () => conflict('aspects.indicatorLinked', 'already_linked', { indicator_id: 'aspects.indicatorLinked' }),
    join: {
      to: (query) =>
        withAspectPlace(
          query.innerJoin(indicators, eq(indicators.id, environmentalIndicators.indicatorId)),
          environmentalIndicators.centerAspectId,
        ),
      columns: { aspect: aspects, vector: vectors, zone: zones, stage: lifeCycleStages, indicator: indicators, ...latest },
    },
    present: (rows, request) =>
      rows.map((row) => ({
        id: row.id,
        center_id: row.centerId,
        center_aspect_id: row.centerAspectId,
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
      })),
    schema: EnvironmentalIndicatorLink,
    search: [],
    order: [...placeOrder, asc(indicators.name), asc(environmentalIndicators.id)],
    filters: {
      query: { centerAspectId: OptionalId(), indicatorId: OptionalId() },
      where: (query) => {
        const q = query as { centerAspectId?: number; indicatorId?: number };
        return and(
          q.centerAspectId ? eq(environmentalIndicators.centerAspectId, q.centerAspectId) : undefined,
          q.indicatorId ? eq(environmentalIndicators.indicatorId, q.indicatorId) : undefined,
        );
      },
    },
  });
};
