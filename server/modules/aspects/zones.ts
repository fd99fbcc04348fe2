import { asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { centerAspects, lifeCycleStages, zones } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { refuseWhileReferenced } from '../../lib/references';
import { registerResource } from '../../lib/resource';
import { MODULE } from './route-config';
import { Name, Order } from './schemas';
import { stageRow } from './stages';
import { Zone } from './schemas';
import { consultancyStaff, everyone } from '../../lib/access';
import { Id } from '../../lib/fields';

export const zoneRow = { table: zones, name: 'zone' } as const;

/** Zones of a life-cycle stage, in their order, presented with the stage's name. */
export const zoneRoutes: RegisterModule = (app, context) => {
  registerResource(app, context, {
    path: 'zone',
    name: 'zone',
    tag: 'Environmental aspects',
    table: zones,
    scope: {
      owner: zoneRow,
      column: zones.centerId,
      module: MODULE,
      center: { in: 'parent', key: 'stage_id', owner: stageRow },
      listBy: { key: 'stageId', column: zones.stageId, owner: stageRow },
    },
    access: { read: everyone, write: consultancyStaff },
    write: Type.Object({ stage_id: Id(), name: Name(), order: Order() }),
    updateWrite: Type.Object({ name: Name(), order: Order() }),
    jsonOnly: true,
    // The stage and center are set once, on create.
    values: (body, { centerId }) => ({
      ...(centerId ? { centerId, stageId: body.stage_id } : {}),
      name: body.name.trim(),
      order: body.order ?? 0,
    }),
    beforeDelete: refuseWhileReferenced('zone', 'aspect', centerAspects.zoneId),
    join: { table: lifeCycleStages, on: eq(lifeCycleStages.id, zones.stageId), columns: { stageName: lifeCycleStages.name } },
    present: (rows) =>
      rows.map((row) => ({
        id: row.id,
        center_id: row.centerId,
        name: row.name,
        order: row.order,
        stage: { id: row.stageId, name: row.stageName },
      })),
    schema: Zone,
    answersWrites: true,
    search: [],
    order: [asc(zones.order), asc(zones.id)],
  });
};
