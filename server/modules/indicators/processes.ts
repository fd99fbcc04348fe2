import { asc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { indicatorProcesses, indicators } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { conflict } from '../../lib/errors';
import { registerResource } from '../../lib/resource';
import { NullableText } from '../../lib/wire';
import { ProcessWrite, tags } from './schemas';
import { MODULE, processRow } from './route-config';
import { consultancyStaff, everyone } from '../../lib/access';
import { Id, textOrNull } from '../../lib/fields';

/** Processes of a center, declared as a center resource. */
export const processRoutes: RegisterModule = (app, context) => {
  // Processes
  const ProcessSchema = Type.Object({
    id: Type.Integer(),
    center_id: Type.Integer(),
    name: Type.String(),
    description: NullableText(),
    indicator_count: Type.Integer(),
  });
  const indicatorCount = sql<number>`(select count(*) from indicator i where i.process_id = "indicator_process"."id")`.mapWith(Number);
  const presentProcess = (row: { process: typeof indicatorProcesses.$inferSelect; indicatorCount: number }) => ({
    id: row.process.id,
    center_id: row.process.centerId,
    name: row.process.name,
    description: row.process.description,
    indicator_count: row.indicatorCount,
  });
  registerResource(app, context, {
    path: 'indicator-process',
    name: 'indicator-process',
    tag: tags[0]!,
    table: indicatorProcesses,
    scope: { owner: processRow, column: indicatorProcesses.centerId, module: MODULE, center: { in: 'body', key: 'center_id' } },
    access: { read: everyone, write: consultancyStaff },
    write: ProcessWrite,
    updateWrite: Type.Omit(ProcessWrite, ['center_id']),
    values: (body) => ({
      ...(body.center_id ? { centerId: body.center_id } : {}),
      name: body.name.trim(),
      description: textOrNull(body.description),
    }),
    columns: { select: { indicatorCount }, created: { indicatorCount: 0 } },
    present: (rows) => rows.map((process) => presentProcess({ process, indicatorCount: process.indicatorCount })),
    schema: ProcessSchema,
    search: [indicatorProcesses.name],
    order: [asc(indicatorProcesses.name), asc(indicatorProcesses.id)],
    filters: {
      query: { centerId: Type.Optional(Id()) },
      where: (query) => (query.centerId ? eq(indicatorProcesses.centerId, query.centerId as number) : undefined),
    },
    beforeDelete: async (database, id) => {
      if (await database.$count(indicators, eq(indicators.processId, id)))
        throw conflict('indicators.processHasIndicators', 'has_children');
    },
  });
};
