import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { indicatorProcesses, indicators } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { todayInSpain } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { Id, IdParams, textOrNull } from '../../lib/fields';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { registerResource } from '../../lib/resource';
import { answers } from '../../lib/wire';
import {
  AnalysisSchema,
  AnalysisWrite,
  CenterQuery,
  IndicatorSchema,
  IndicatorWrite,
  MeasurementSchema,
  MeasurementWrite,
  tags,
  ThresholdSchema,
  ThresholdsWrite,
} from './schemas';
import { analysisRow, indicatorRow, indicatorTenancy, measurementRow, MODULE, processRow } from './route-config';
import {
  checkIndicatorUpdate,
  createAnalysis,
  deleteAnalysis,
  deleteMeasurement,
  indicatorFacts,
  latest,
  listAnalyses,
  listMeasurements,
  listThresholds,
  presentIndicator,
  readIndicator,
  recordMeasurement,
  replaceThresholds,
} from './indicator-queries';
import { computeIndicators, missingIndicators } from './computed';
import { consultancyStaff, everyone } from '../../lib/access';

/** Indicators with their measurements (and .xlsx), thresholds and analyses. */
export const indicatorRoutes: RegisterModule = (app, context) => {
  const { db } = context;
  // Indicators: rows of their process's center, presented with the process's name and the last measurement.
  const { centerId, processId, indicatorId, fromAnalysis } = CenterQuery.properties;
  registerResource(app, context, {
    path: 'indicator',
    name: 'indicator',
    tag: tags[0]!,
    table: indicators,
    scope: {
      owner: indicatorRow,
      column: indicators.centerId,
      module: MODULE,
      center: { in: 'parent', key: 'process_id', owner: processRow },
    },
    access: { read: everyone, write: consultancyStaff },
    write: IndicatorWrite,
    jsonOnly: true,
    // The center is set once, on create; the process may change within it.
    values: (body, { centerId: center }) => ({
      ...(center ? { centerId: center } : {}),
      processId: body.process_id,
      name: body.name.trim(),
      description: textOrNull(body.description),
      unit: body.unit.trim(),
      frequency: body.frequency,
      direction: body.direction,
      source: body.source ?? 'MANUAL',
      responsibleUserId: body.responsible_user_id ?? null,
    }),
    beforeUpdate: (before, body, database) => checkIndicatorUpdate(database, before, body),
    // A computed indicator gets its values at once.
    afterSave: async (saved, before) => {
      if (!before && saved.source !== 'MANUAL') await computeIndicators(db, todayInSpain(), saved.id);
    },
    join: {
      table: indicatorProcesses,
      on: eq(indicatorProcesses.id, indicators.processId),
      columns: { processName: indicatorProcesses.name, ...latest },
    },
    present: (rows) => {
      const today = todayInSpain();
      return rows.map((row) =>
        presentIndicator({ indicator: row, processName: row.processName, lastPeriod: row.lastPeriod, lastValue: row.lastValue }, today),
      );
    },
    schema: IndicatorSchema,
    search: [indicators.name],
    order: [asc(indicatorProcesses.name), asc(indicators.name), asc(indicators.id)],
    filters: {
      query: { centerId, processId, indicatorId, fromAnalysis },
      where: (query) => {
        const q = query as { centerId?: number; processId?: number };
        return and(
          q.centerId ? eq(indicators.centerId, q.centerId) : undefined,
          q.processId ? eq(indicators.processId, q.processId) : undefined,
        );
      },
    },
  });
  app.get(
    '/api/indicator-module/:centerId/missing',
    {
      config: { access: everyone, tenancy: indicatorTenancy.center('read') },
      schema: { tags, params: Type.Object({ centerId: Id() }), response: answers(Type.Object({ results: Type.Array(IndicatorSchema) })) },
    },
    async (request) => ({ results: await missingIndicators(db, todayInSpain(), request.params.centerId) }),
  );

  // Measurements (per indicator), with the .xlsx export and the chart's data
  app.get(
    '/api/indicator/:id/measurement',
    {
      config: { access: everyone, tenancy: indicatorTenancy.row(indicatorRow, 'read') },
      schema: {
        tags,
        params: IdParams,
        querystring: Type.Object({ format: Type.Optional(Type.Literal('xlsx')) }),
        response: answers(Type.Object({ results: Type.Array(MeasurementSchema) })),
      },
    },
    async (request, reply) => {
      const rows = await listMeasurements(db, request.params.id);
      if (request.query.format === 'xlsx') {
        const indicator = await indicatorFacts(db, request.params.id);
        return sendSpreadsheet(reply, {
          name: 'indicator',
          title: 'spreadsheet.files.indicator_measurements',
          // Named by the indicator, as a person calls it ("…-consumo-de-agua"), not by its number.
          qualifier: indicator.name,
          language: request.language,
          rows: (async function* () {
            yield rows;
          })(),
          columns: [
            { header: 'resources.indicator.fields.name', fallback: 'Indicator', value: () => indicator.name, width: 30 },
            {
              header: 'resources.indicator-measurement.fields.period',
              fallback: 'Period',
              value: (m) => m.period,
              kind: { kind: 'period' },
            },
            { header: 'resources.indicator-measurement.fields.value', fallback: 'Value', value: (m) => m.value, kind: { kind: 'number' } },
            { header: 'resources.indicator.fields.unit', fallback: 'Unit', value: () => indicator.unit },
            { header: 'resources.indicator-measurement.fields.comment', fallback: 'Comment', value: (m) => m.comment, width: 50 },
          ],
        });
      }
      return { results: rows };
    },
  );
  app.post(
    '/api/indicator/:id/measurement',
    {
      config: { access: consultancyStaff, tenancy: indicatorTenancy.row(indicatorRow, 'write') },
      schema: { tags, params: IdParams, body: MeasurementWrite },
    },
    async (request, reply) => reply.status(201).send(await recordMeasurement(db, request.params.id, request.body)),
  );
  app.delete(
    '/api/indicator-measurement/:id',
    { config: { access: consultancyStaff, tenancy: indicatorTenancy.row(measurementRow, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await deleteMeasurement(db, request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/indicator/:id/compute',
    { config: { access: consultancyStaff, tenancy: indicatorTenancy.row(indicatorRow, 'write') }, schema: { tags, params: IdParams } },
    async (request) => {
      const indicator = await indicatorFacts(db, request.params.id);
      if (indicator.source === 'MANUAL') throw badRequest('source', 'indicators.onlyComputed');
      await computeIndicators(db, todayInSpain(), request.params.id);
      return readIndicator(db, request.params.id);
    },
  );

  // Thresholds: the indicator's whole set is replaced at once, so overlaps are checked together.
  app.get(
    '/api/indicator/:id/threshold',
    {
      config: { access: everyone, tenancy: indicatorTenancy.row(indicatorRow, 'read') },
      schema: { tags, params: IdParams, response: answers(Type.Object({ results: Type.Array(ThresholdSchema) })) },
    },
    async (request) => ({ results: await listThresholds(db, request.params.id) }),
  );
  app.put(
    '/api/indicator/:id/threshold',
    {
      config: { access: consultancyStaff, tenancy: indicatorTenancy.row(indicatorRow, 'write') },
      schema: { tags, params: IdParams, body: ThresholdsWrite, response: answers(Type.Object({ results: Type.Array(ThresholdSchema) })) },
    },
    async (request) => ({ results: await replaceThresholds(db, request.params.id, request.body.thresholds) }),
  );

  // Analyses
  app.get(
    '/api/indicator/:id/analysis',
    {
      config: { access: everyone, tenancy: indicatorTenancy.row(indicatorRow, 'read') },
      schema: { tags, params: IdParams, response: answers(Type.Object({ results: Type.Array(AnalysisSchema) })) },
    },
    async (request) => ({ results: await listAnalyses(db, request.params.id) }),
  );
  app.post(
    '/api/indicator/:id/analysis',
    {
      config: { access: consultancyStaff, tenancy: indicatorTenancy.row(indicatorRow, 'write') },
      schema: { tags, params: IdParams, body: AnalysisWrite },
    },
    async (request, reply) => reply.status(201).send(await createAnalysis(db, request.params.id, request.body)),
  );
  app.delete(
    '/api/indicator-analysis/:id',
    { config: { access: consultancyStaff, tenancy: indicatorTenancy.row(analysisRow, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await deleteAnalysis(db, request.params.id);
      return reply.status(204).send();
    },
  );
};
