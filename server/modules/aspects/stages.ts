import { asc } from 'drizzle-orm';
import { Type } from 'typebox';
import { lifeCycleStages, zones } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { refuseWhileReferenced } from '../../lib/references';
import { registerResource } from '../../lib/resource';
import { MODULE } from './route-config';
import { Name, Order } from './schemas';
import { Stage } from './schemas';
import { consultancyStaff, everyone } from '../../lib/access';
import { Id } from '../../lib/fields';

export const stageRow = { table: lifeCycleStages, name: 'life-cycle-stage' } as const;

/** Life-cycle stages: the top of a center's aspects tree, listed per center in their order. */
export const stageRoutes: RegisterModule = (app, context) => {
  registerResource(app, context, {
    path: 'life-cycle-stage',
    name: 'life-cycle-stage',
    tag: 'Environmental aspects',
    table: lifeCycleStages,
    scope: {
      owner: stageRow,
      column: lifeCycleStages.centerId,
      module: MODULE,
      center: { in: 'body', key: 'center_id' },
      listBy: { key: 'centerId', column: lifeCycleStages.centerId },
    },
    access: { read: everyone, write: consultancyStaff },
    write: Type.Object({ center_id: Id(), name: Name(), order: Order() }),
    updateWrite: Type.Object({ name: Name(), order: Order() }),
    jsonOnly: true,
    // The center is set once, on create.
    values: (body) => ({ ...(body.center_id ? { centerId: body.center_id } : {}), name: body.name.trim(), order: body.order ?? 0 }),
    beforeDelete: refuseWhileReferenced('life-cycle-stage', 'zone', zones.stageId),
    present: (rows) => rows.map((row) => ({ id: row.id, center_id: row.centerId, name: row.name, order: row.order })),
    schema: Stage,
    answersWrites: true,
    search: [],
    order: [asc(lifeCycleStages.order), asc(lifeCycleStages.id)],
  });
};
