import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { indicatorAnalyses, indicatorMeasurements, indicatorProcesses, indicators, indicatorThresholds } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { todayInSpain } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { Id, IdParams, textOrNull } from '../../lib/fields';
import { centerOf } from '../../lib/center-rows';
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
  ThresholdSchema,
  ThresholdsWrite,
  analysisRow,
  checkPeriod,
  checkRanges,
  indicatorRow,
  indicatorTenancy,
  latest,
  measurementRow,
  MODULE,
  presentAnalysis,
  presentIndicator,
  presentMeasurement,
  presentThreshold,
  processRow,
  tags,
} from './shared';
import { computeIndicators, missingIndicators } from './computed';
import { consultancyStaff, everyone } from '../../lib/access';

/** Indicators with their measurements (and .xlsx), thresholds and analyses. */
export const indicatorRoutes: RegisterModule = (app, context) => {
  const { db } = context;
  const readIndicator = async (id: number) => {
    const [row] = await db
      .select({ indicator: indicators, processName: indicatorProcesses.name, ...latest })
      .from(indicators)
      .innerJoin(indicatorProcesses, eq(indicatorProcesses.id, indicators.processId))
      .where(eq(indicators.id, id));
    if (!row) throw notFound('indicator');
    return presentIndicator(row, todayInSpain());
  };
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
    beforeUpdate: async (before, body, database) => {
      const processCenter = await centerOf(database, processRow, body.process_id);
      if (processCenter !== before.centerId) throw badRequest('process_id', 'indicators.indicatorStays');
      if (
        body.frequency !== before.frequency &&
        (await database.$count(indicatorMeasurements, eq(indicatorMeasurements.indicatorId, before.id)))
      )
        throw badRequest('frequency', 'indicators.frequencyFixed');
    },
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
  const frequencyOf = async (id: number) => {
    const [row] = await db
      .select({
        frequency: indicators.frequency,
        source: indicators.source,
        centerId: indicators.centerId,
        name: indicators.name,
        unit: indicators.unit,
      })
      .from(indicators)
      .where(eq(indicators.id, id));
    if (!row) throw notFound('indicator');
    return row;
  };
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
      const rows = await db
        .select()
        .from(indicatorMeasurements)
        .where(eq(indicatorMeasurements.indicatorId, request.params.id))
        .orderBy(asc(indicatorMeasurements.period));
      if (request.query.format === 'xlsx') {
        const indicator = await frequencyOf(request.params.id);
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
      return { results: rows.map(presentMeasurement) };
    },
  );
  app.post(
    '/api/indicator/:id/measurement',
    {
      config: { access: consultancyStaff, tenancy: indicatorTenancy.row(indicatorRow, 'write') },
      schema: { tags, params: IdParams, body: MeasurementWrite },
    },
    async (request, reply) => {
      const indicator = await frequencyOf(request.params.id);
      if (indicator.source !== 'MANUAL') throw badRequest('value', 'indicators.computedNotTyped');
      const period = request.body.period.trim();
      checkPeriod(indicator.frequency, period, todayInSpain());
      if (!Number.isFinite(request.body.value)) throw badRequest('value', 'indicators.numberRequired');
      // One value per period: recording a period again corrects it.
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .insert(indicatorMeasurements)
          .values({
            centerId: indicator.centerId,
            indicatorId: request.params.id,
            period,
            value: request.body.value,
            comment: textOrNull(request.body.comment),
          })
          .onConflictDoUpdate({
            target: [indicatorMeasurements.indicatorId, indicatorMeasurements.period],
            set: { value: request.body.value, comment: textOrNull(request.body.comment), updatedAt: sql`now()` },
          })
          .returning(),
      );
      return reply.status(201).send(presentMeasurement(row!));
    },
  );
  app.delete(
    '/api/indicator-measurement/:id',
    { config: { access: consultancyStaff, tenancy: indicatorTenancy.row(measurementRow, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await writeTransaction(db, (tx) => tx.delete(indicatorMeasurements).where(eq(indicatorMeasurements.id, request.params.id)));
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/indicator/:id/compute',
    { config: { access: consultancyStaff, tenancy: indicatorTenancy.row(indicatorRow, 'write') }, schema: { tags, params: IdParams } },
    async (request) => {
      const indicator = await frequencyOf(request.params.id);
      if (indicator.source === 'MANUAL') throw badRequest('source', 'indicators.onlyComputed');
      await computeIndicators(db, todayInSpain(), request.params.id);
      return readIndicator(request.params.id);
    },
  );

  // Thresholds: the indicator's whole set is replaced at once, so overlaps are checked together.
  app.get(
    '/api/indicator/:id/threshold',
    {
      config: { access: everyone, tenancy: indicatorTenancy.row(indicatorRow, 'read') },
      schema: { tags, params: IdParams, response: answers(Type.Object({ results: Type.Array(ThresholdSchema) })) },
    },
    async (request) => ({
      results: (
        await db
          .select()
          .from(indicatorThresholds)
          .where(eq(indicatorThresholds.indicatorId, request.params.id))
          .orderBy(sql`${indicatorThresholds.minValue} asc nulls first`)
      ).map(presentThreshold),
    }),
  );
  app.put(
    '/api/indicator/:id/threshold',
    {
      config: { access: consultancyStaff, tenancy: indicatorTenancy.row(indicatorRow, 'write') },
      schema: { tags, params: IdParams, body: ThresholdsWrite, response: answers(Type.Object({ results: Type.Array(ThresholdSchema) })) },
    },
    async (request) => {
      checkRanges(request.body.thresholds);
      const indicator = await frequencyOf(request.params.id);
      const rows = await writeTransaction(db, async (tx) => {
        await tx.delete(indicatorThresholds).where(eq(indicatorThresholds.indicatorId, request.params.id));
        if (!request.body.thresholds.length) return [];
        return tx
          .insert(indicatorThresholds)
          .values(
            request.body.thresholds.map((t) => ({
              centerId: indicator.centerId,
              indicatorId: request.params.id,
              name: t.name.trim(),
              level: t.level,
              minValue: t.min_value ?? null,
              maxValue: t.max_value ?? null,
            })),
          )
          .returning();
      });
      return { results: rows.map(presentThreshold) };
    },
  );

  // Analyses
  app.get(
    '/api/indicator/:id/analysis',
    {
      config: { access: everyone, tenancy: indicatorTenancy.row(indicatorRow, 'read') },
      schema: { tags, params: IdParams, response: answers(Type.Object({ results: Type.Array(AnalysisSchema) })) },
    },
    async (request) => ({
      results: (
        await db
          .select()
          .from(indicatorAnalyses)
          .where(eq(indicatorAnalyses.indicatorId, request.params.id))
          .orderBy(desc(indicatorAnalyses.period), desc(indicatorAnalyses.id))
      ).map(presentAnalysis),
    }),
  );
  app.post(
    '/api/indicator/:id/analysis',
    {
      config: { access: consultancyStaff, tenancy: indicatorTenancy.row(indicatorRow, 'write') },
      schema: { tags, params: IdParams, body: AnalysisWrite },
    },
    async (request, reply) => {
      const indicator = await frequencyOf(request.params.id);
      checkPeriod(indicator.frequency, request.body.period.trim(), todayInSpain());
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .insert(indicatorAnalyses)
          .values({
            centerId: indicator.centerId,
            indicatorId: request.params.id,
            period: request.body.period.trim(),
            text: request.body.text.trim(),
            conclusion: request.body.conclusion,
          })
          .returning(),
      );
      return reply.status(201).send(presentAnalysis(row!));
    },
  );
  app.delete(
    '/api/indicator-analysis/:id',
    { config: { access: consultancyStaff, tenancy: indicatorTenancy.row(analysisRow, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await writeTransaction(db, (tx) => tx.delete(indicatorAnalyses).where(eq(indicatorAnalyses.id, request.params.id)));
      return reply.status(204).send();
    },
  );
};
