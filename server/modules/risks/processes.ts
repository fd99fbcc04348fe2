import { asc } from 'drizzle-orm';
import { type Static } from 'typebox';
import { riskProcesses } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { IdParams, textOrNull } from '../../lib/fields';
import { answers } from '../../lib/wire';
import { registerResource } from '../../lib/resource';
import { moduleAccess, ownRow, RISK_MODULE } from './route-config';
import { ConfigSchema, ConfigWrite, ProcessFilters, ProcessSchema, ProcessWrite } from './schemas';
import {
  presentProcess as present,
  processById,
  processConfigOf,
  processSearcher,
  questionCount,
  refuseEvaluatedProcess,
  saveProcessConfig,
} from './process-queries';

// The center's processes and the questions that apply to each; the SQL is in process-queries.ts.

const processRow = { table: riskProcesses, name: 'risk-process' } as const;

const tags = ['Risks and opportunities'];

export const processRoutes: RegisterModule = (app, context) => {
  const { db } = context;
  const base = '/api/risk-opportunity-module/:centerId/process';

  registerResource(app, context, {
    path: 'risk-process',
    paths: { list: base, item: '/api/risk-process/:id' },
    name: 'risk-process',
    tag: tags[0]!,
    table: riskProcesses,
    scope: { owner: processRow, column: riskProcesses.centerId, module: RISK_MODULE, center: { in: 'path' } },
    access: moduleAccess(RISK_MODULE),
    write: ProcessWrite,
    values: (body, { centerId }) => ({
      ...(centerId ? { centerId } : {}),
      name: body.name.trim(),
      description: textOrNull(body.description),
    }),
    columns: { select: { questions: questionCount }, created: { questions: 0 } },
    present: (rows) => rows.map((row) => present(row, row.questions)),
    schema: ProcessSchema,
    search: [riskProcesses.name],
    order: [asc(riskProcesses.name), asc(riskProcesses.id)],
    filters: {
      query: ProcessFilters.properties,
      where: (query) => processSearcher(db, query as Static<typeof ProcessFilters>),
    },
    beforeDelete: refuseEvaluatedProcess,
  });

  app.get(
    '/api/risk-process/:id/config',
    { config: ownRow(processRow, 'read', RISK_MODULE), schema: { tags, params: IdParams, response: answers(ConfigSchema) } },
    async (request) => {
      await processById(db, request.params.id);
      return processConfigOf(db, request.params.id, request.language);
    },
  );

  app.put(
    '/api/risk-process/:id/config',
    { config: ownRow(processRow, 'write', RISK_MODULE), schema: { tags, params: IdParams, body: ConfigWrite } },
    async (request) => {
      const process = await processById(db, request.params.id);
      await saveProcessConfig(db, process, [...new Set(request.body.question_ids)], request.body.ambit_id);
      return processConfigOf(db, process.id, request.language);
    },
  );
};
