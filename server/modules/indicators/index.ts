import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  ACTION_STATUSES, ANALYSIS_CONCLUSIONS, INDICATOR_DIRECTIONS, INDICATOR_FREQUENCIES, INDICATOR_SOURCES, isPeriodOf, lastDuePeriod,
  PERIOD_EXAMPLES, periodContaining, THRESHOLD_LEVELS, type IndicatorFrequency,
} from '../../../contract/indicators';
import type { Database } from '../../db/client';
import {
  centerModules, centers, evidences, indicatorActions, indicatorAnalyses, indicatorMeasurements, indicatorProcesses, indicatorReminders,
  indicators, indicatorTargets, indicatorThresholds, users,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { AppContext, RegisterModule, ServerModule } from '../../lib/api';
import { DateField, todayInSpain } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { IdParams, RequiredText } from '../../lib/fields';
import { logMailFailure, sendMail } from '../../lib/mail';
import { listQueryFields, pageWindow, paginateCounted, searchCondition, windowCount } from '../../lib/paging';
import type { ScheduledJob } from '../../lib/scheduler';
import type { SecretBox } from '../../lib/secrets';
import { registerResource } from '../../lib/resource';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { centerOfRow, centerVisibleTo, type CenterOwnedTable } from '../../lib/tenancy';
import { answers, Nullable, NullableText, PageOf } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { consultancyMailer, type MailConfig } from '../organisation/email-config';
import { centerTenancyOf } from '../../lib/center-rows';

// Indicator module (spec §2): processes, indicators, measurements, analyses, actions, targets, ranges.

const MODULE = 'indicator' as const;
const everyone = ['admin', 'collaborator', 'client'] as const;
const staff = ['admin', 'collaborator'] as const;
const indicatorTenancy = centerTenancyOf({ module: MODULE });
const processRow = { table: indicatorProcesses, noun: 'Process' };
const indicatorRow = { table: indicators, noun: 'Indicator' };
const measurementRow = { table: indicatorMeasurements, noun: 'Measurement' };
const analysisRow = { table: indicatorAnalyses, noun: 'Analysis' };
const targetRow = { table: indicatorTargets, noun: 'Target' };
const actionRow = { table: indicatorActions, noun: 'Action' };
const OptionalText = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const Id = () => Type.Integer({ minimum: 1 });
// Nullable (type: [x, 'null']), not a union: with the app's type coercion a union turns null into 0 (an open range end into a bound).
const clean = (value: string | null | undefined) => value?.trim() || null;

async function mustCenterOf(db: Database, table: CenterOwnedTable, id: number, noun: string) {
  const centerId = await centerOfRow(db, table, id);
  if (centerId === undefined) throw notFound(noun);
  return centerId;
}

// ---------- shapes ----------

type Indicator = typeof indicators.$inferSelect;
const IndicatorSchema = Type.Object({
  id: Type.Integer(), center_id: Type.Integer(), process_id: Type.Integer(), process_name: Type.String(), name: Type.String(), description: NullableText(),
  unit: Type.String(), frequency: Type.String(), direction: Type.String(), source: Type.String(), responsible_user_id: Nullable(Type.Integer()),
  last_period: NullableText(), last_value: Nullable(Type.Number()), due_period: Type.String(), is_missing: Type.Boolean(),
});
const presentIndicator = (row: { indicator: Indicator; processName: string; lastPeriod: string | null; lastValue: number | null }, today: string) => {
  const i = row.indicator;
  const due = lastDuePeriod(i.frequency as IndicatorFrequency, today);
  return {
    id: i.id, center_id: i.centerId, process_id: i.processId, process_name: row.processName, name: i.name, description: i.description, unit: i.unit,
    frequency: i.frequency, direction: i.direction, source: i.source, responsible_user_id: i.responsibleUserId,
    last_period: row.lastPeriod, last_value: row.lastValue, due_period: due, is_missing: !row.lastPeriod || row.lastPeriod < due,
  };
};
/** The indicator's last measured period and value (correlated on "indicator"."id": any select joining the indicator table). */
export const latest = {
  lastPeriod: sql<string | null>`(select max(m.period) from indicator_measurement m where m.indicator_id = "indicator"."id")`,
  lastValue: sql<number | null>`(select m.value from indicator_measurement m where m.indicator_id = "indicator"."id" order by m.period desc limit 1)`,
};
const MeasurementSchema = Type.Object({ id: Type.Integer(), center_id: Type.Integer(), indicator_id: Type.Integer(), period: Type.String(), value: Type.Number(), comment: NullableText() });
const presentMeasurement = (m: typeof indicatorMeasurements.$inferSelect) => ({ id: m.id, center_id: m.centerId, indicator_id: m.indicatorId, period: m.period, value: m.value, comment: m.comment });
const TargetSchema = Type.Object({ id: Type.Integer(), center_id: Type.Integer(), indicator_id: Type.Integer(), indicator_name: Type.String(), year: Type.Integer(), value: Type.Number(), baseline: Nullable(Type.Number()) });
const ThresholdSchema = Type.Object({ id: Type.Integer(), name: Type.String(), level: Type.String(), min_value: Nullable(Type.Number()), max_value: Nullable(Type.Number()) });
const presentThreshold = (t: typeof indicatorThresholds.$inferSelect) => ({ id: t.id, name: t.name, level: t.level, min_value: t.minValue, max_value: t.maxValue });
const AnalysisSchema = Type.Object({ id: Type.Integer(), center_id: Type.Integer(), indicator_id: Type.Integer(), period: Type.String(), text: Type.String(), conclusion: Type.String() });
const presentAnalysis = (a: typeof indicatorAnalyses.$inferSelect) => ({ id: a.id, center_id: a.centerId, indicator_id: a.indicatorId, period: a.period, text: a.text, conclusion: a.conclusion });
const ActionSchema = Type.Object({
  id: Type.Integer(), center_id: Type.Integer(), indicator_id: Type.Integer(), indicator_name: Type.String(), analysis_id: Nullable(Type.Integer()),
  what: Type.String(), who: Type.String(), due_date: Type.String(), status: Type.String(),
});

// ---------- writes ----------

const ProcessWrite = Type.Object({ center_id: Id(), name: RequiredText(200), description: OptionalText(2000) });
const IndicatorWrite = Type.Object({
  process_id: Id(), name: RequiredText(200), description: OptionalText(2000), unit: RequiredText(50),
  frequency: Type.Enum([...INDICATOR_FREQUENCIES]), direction: Type.Enum([...INDICATOR_DIRECTIONS]), source: Type.Optional(Type.Enum([...INDICATOR_SOURCES])),
  responsible_user_id: Type.Optional(Nullable(Id())),
});
const MeasurementWrite = Type.Object({ period: Type.String({ maxLength: 10 }), value: Type.Number(), comment: OptionalText(2000) });
const TargetWrite = Type.Object({ indicator_id: Id(), year: Type.Integer({ minimum: 1990, maximum: 2100 }), value: Type.Number(), baseline: Type.Optional(Nullable(Type.Number())) });
const ThresholdsWrite = Type.Object({
  thresholds: Type.Array(Type.Object({
    name: RequiredText(100), level: Type.Enum([...THRESHOLD_LEVELS]),
    min_value: Type.Optional(Nullable(Type.Number())), max_value: Type.Optional(Nullable(Type.Number())),
  }), { maxItems: 20 }),
});
const AnalysisWrite = Type.Object({ period: Type.String({ maxLength: 10 }), text: RequiredText(5000), conclusion: Type.Enum([...ANALYSIS_CONCLUSIONS]) });
const ActionWrite = Type.Object({
  indicator_id: Id(), analysis_id: Type.Optional(Nullable(Id())), what: RequiredText(1000), who: RequiredText(200), due_date: DateField(),
  status: Type.Optional(Type.Enum([...ACTION_STATUSES])),
});

const checkPeriod = (frequency: string, period: string, today: string) => {
  const f = frequency as IndicatorFrequency;
  if (!isPeriodOf(f, period)) throw badRequest('period', `A ${f.toLowerCase()} period is written like ${PERIOD_EXAMPLES[f]}.`);
  if (period > periodContaining(f, today)) throw badRequest('period', 'The period has not started yet.');
};

/** Ranges are [min, max) with open ends as null; two ranges of one indicator may not share a value. */
export function checkRanges(ranges: { min_value?: number | null; max_value?: number | null }[]) {
  const bounds = ranges.map((r) => ({ min: r.min_value ?? -Infinity, max: r.max_value ?? Infinity }));
  bounds.forEach((range, i) => {
    if (range.min >= range.max) throw badRequest(`thresholds.${i}.max_value`, 'The upper bound must be greater than the lower bound.');
    bounds.forEach((other, j) => {
      if (j < i && range.min < other.max && other.min < range.max) throw badRequest(`thresholds.${i}.min_value`, `This range overlaps range ${j + 1}.`);
    });
  });
}

/** % of the center's evidences that are FULFILLED now (legal module); null when it has none. */
export async function fulfilledPercentage(db: Database, centerId: number): Promise<number | null> {
  const [row] = await db.select({ total: count(), fulfilled: sql<number>`count(*) filter (where ${evidences.state} = 'FULFILLED')`.mapWith(Number) })
    .from(evidences).where(eq(evidences.centerId, centerId));
  if (!row || row.total === 0) return null;
  return Math.round((row.fulfilled / row.total) * 1000) / 10;
}

/** Stores the computed value of the current period of every computed indicator (or of one). */
export async function computeIndicators(db: Database, today = todayInSpain(), onlyId?: number): Promise<number> {
  const rows = await db.select().from(indicators).where(and(eq(indicators.source, 'FULFILLED_EVIDENCES'), onlyId ? eq(indicators.id, onlyId) : undefined));
  let stored = 0;
  for (const indicator of rows) {
    const value = await fulfilledPercentage(db, indicator.centerId);
    if (value === null) continue;
    const period = periodContaining(indicator.frequency as IndicatorFrequency, today);
    await writeTransaction(db, (tx) => tx.insert(indicatorMeasurements).values({ centerId: indicator.centerId, indicatorId: indicator.id, period, value, comment: null })
      .onConflictDoUpdate({ target: [indicatorMeasurements.indicatorId, indicatorMeasurements.period], set: { value, updatedAt: sql`now()` } }));
    stored++;
  }
  return stored;
}

/** Indicators of centers with the module on that lack a measurement for their last due period. */
async function missingIndicators(db: Database, today: string, centerId?: number) {
  const rows = await db.select({ indicator: indicators, processName: indicatorProcesses.name, ...latest }).from(indicators)
    .innerJoin(indicatorProcesses, eq(indicatorProcesses.id, indicators.processId))
    .innerJoin(centerModules, and(eq(centerModules.centerId, indicators.centerId), eq(centerModules.module, MODULE), eq(centerModules.isActive, true)))
    .where(centerId ? eq(indicators.centerId, centerId) : undefined)
    .orderBy(asc(indicators.name), asc(indicators.id));
  return rows.map((row) => presentIndicator(row, today)).filter((indicator) => indicator.is_missing);
}

const REMINDER = {
  es: { subject: (name: string) => `Falta la medición de ${name}`, body: (name: string, center: string, period: string, url: string) => `Falta la medición del indicador «${name}» (${center}) del periodo ${period}.\n\n${url}` },
  ca: { subject: (name: string) => `Falta la mesura de ${name}`, body: (name: string, center: string, period: string, url: string) => `Falta la mesura de l’indicador «${name}» (${center}) del període ${period}.\n\n${url}` },
};

/** Reminds each indicator's responsible once per missing period (the sent-log's unique key claims it). */
export async function sendMeasurementReminders({ db, secrets, mail, log, now = new Date() }: { db: Database; secrets: SecretBox; mail: MailConfig; log: FastifyBaseLogger; now?: Date }): Promise<number> {
  const today = todayInSpain(now);
  let sent = 0;
  for (const missing of await missingIndicators(db, today)) {
    if (!missing.responsible_user_id || missing.source !== 'MANUAL') continue;
    const [claimed] = await db.insert(indicatorReminders).values({ indicatorId: missing.id, period: missing.due_period }).onConflictDoNothing().returning({ id: indicatorReminders.id });
    if (!claimed) continue;
    try {
      const [row] = await db.select({ center: centers, email: users.email }).from(centers).innerJoin(users, eq(users.id, missing.responsible_user_id)).where(eq(centers.id, missing.center_id));
      const mailer = await consultancyMailer(db, secrets, mail, row!.center.consultancyId);
      const texts = REMINDER[row!.center.usedLanguage === 'ca' ? 'ca' : 'es'];
      const url = `${mail.publicUrl}/center/indicator-module/${missing.center_id}/indicator/${missing.id}`;
      await sendMail(mailer.settings, { from: mailer.from, to: [row!.email], subject: texts.subject(missing.name), text: texts.body(missing.name, row!.center.name, missing.due_period, url) });
      sent++;
    } catch (error) {
      logMailFailure(log, error, { indicatorId: missing.id }, 'measurement reminder not sent; it will be tried again');
      await db.delete(indicatorReminders).where(eq(indicatorReminders.id, claimed.id));
    }
  }
  return sent;
}

const indicatorJobs = (context: AppContext, log: FastifyBaseLogger): ScheduledJob[] => [
  { name: 'computed indicators', run: () => computeIndicators(context.db) },
  { name: 'missing-measurement reminders', run: () => sendMeasurementReminders({ db: context.db, secrets: context.secrets, mail: context.config, log }) },
];

// ---------- routes ----------

const indicatorRoutes: RegisterModule = (app, context) => {
  const { db } = context;
  const tags = ['Indicators'];
  const visible = (request: FastifyRequest, column: Parameters<typeof centerVisibleTo>[1]) => centerVisibleTo(currentUser(request), column);
  const CenterQuery = Type.Object({ ...listQueryFields, centerId: Type.Optional(Id()), processId: Type.Optional(Id()), indicatorId: Type.Optional(Id()), fromAnalysis: Type.Optional(Type.Boolean()) });

  // Processes
  const ProcessSchema = Type.Object({ id: Type.Integer(), center_id: Type.Integer(), name: Type.String(), description: NullableText(), indicator_count: Type.Integer() });
  const indicatorCount = sql<number>`(select count(*) from indicator i where i.process_id = "indicator_process"."id")`.mapWith(Number);
  const presentProcess = (row: { process: typeof indicatorProcesses.$inferSelect; indicatorCount: number }) =>
    ({ id: row.process.id, center_id: row.process.centerId, name: row.process.name, description: row.process.description, indicator_count: row.indicatorCount });
  registerResource(app, context, {
    path: 'indicator-process',
    noun: 'Process',
    tag: tags[0]!,
    table: indicatorProcesses,
    scope: { owner: processRow, column: indicatorProcesses.centerId, module: MODULE, center: { in: 'body', key: 'center_id' } },
    access: { read: everyone, write: staff },
    write: ProcessWrite,
    updateWrite: Type.Omit(ProcessWrite, ['center_id']),
    values: (body) => ({ ...(body.center_id ? { centerId: body.center_id } : {}), name: body.name.trim(), description: clean(body.description) }),
    columns: { select: { indicatorCount }, created: { indicatorCount: 0 } },
    present: (rows) => rows.map((process) => presentProcess({ process, indicatorCount: process.indicatorCount })),
    schema: ProcessSchema,
    search: [indicatorProcesses.name],
    order: [asc(indicatorProcesses.name), asc(indicatorProcesses.id)],
    filters: { query: { centerId: Type.Optional(Id()) }, where: (query) => (query.centerId ? eq(indicatorProcesses.centerId, query.centerId as number) : undefined) },
    beforeDelete: async (database, id) => {
      if (await database.$count(indicators, eq(indicators.processId, id))) throw conflict('The process still has indicators.', 'has_children');
    },
  });

  // Indicators
  const selectIndicators = () => db.select({ indicator: indicators, processName: indicatorProcesses.name, ...latest, total: windowCount }).from(indicators).innerJoin(indicatorProcesses, eq(indicatorProcesses.id, indicators.processId));
  const readIndicator = async (id: number) => {
    const [row] = await selectIndicators().where(eq(indicators.id, id));
    if (!row) throw notFound('Indicator');
    return presentIndicator(row, todayInSpain());
  };
  app.get('/api/indicator', { config: { access: everyone, tenancy: 'visible-centers' }, schema: { tags, querystring: CenterQuery, response: answers(PageOf(IndicatorSchema)) } }, async (request) => {
    const q = request.query;
    const where = and(visible(request, indicators.centerId), q.centerId ? eq(indicators.centerId, q.centerId) : undefined, q.processId ? eq(indicators.processId, q.processId) : undefined, searchCondition(q.searchText, [indicators.name]));
    const today = todayInSpain();
    return paginateCounted(request, pageWindow(q),
      (limit, offset) => selectIndicators().where(where).orderBy(asc(indicatorProcesses.name), asc(indicators.name), asc(indicators.id)).limit(limit).offset(offset),
      (rows) => rows.map((row) => presentIndicator(row, today)), () => db.$count(indicators, where));
  });
  app.get('/api/indicator/:id', { config: { access: everyone, tenancy: indicatorTenancy.row(indicatorRow, 'read') }, schema: { tags, params: IdParams, response: answers(IndicatorSchema) } }, (request) => readIndicator(request.params.id));
  const indicatorValues = (body: Static<typeof IndicatorWrite>) => ({
    name: body.name.trim(), description: clean(body.description), unit: body.unit.trim(), frequency: body.frequency, direction: body.direction,
    source: body.source ?? 'MANUAL', responsibleUserId: body.responsible_user_id ?? null,
  });
  app.post('/api/indicator', { config: { access: staff, tenancy: indicatorTenancy.row(processRow, 'write', { key: 'process_id', in: 'body' }) }, schema: { tags, body: IndicatorWrite } }, async (request, reply) => {
    const centerId = await mustCenterOf(db, indicatorProcesses, request.body.process_id, 'Process');
    const [row] = await writeTransaction(db, (tx) => tx.insert(indicators).values({ centerId, processId: request.body.process_id, ...indicatorValues(request.body) }).returning());
    if (row!.source !== 'MANUAL') await computeIndicators(db, todayInSpain(), row!.id);
    return reply.status(201).send(await readIndicator(row!.id));
  });
  app.put('/api/indicator/:id', { config: { access: staff, tenancy: indicatorTenancy.row(indicatorRow, 'write') }, schema: { tags, params: IdParams, body: IndicatorWrite } }, async (request) => {
    const [before] = await db.select().from(indicators).where(eq(indicators.id, request.params.id));
    if (!before) throw notFound('Indicator');
    const processCenter = await mustCenterOf(db, indicatorProcesses, request.body.process_id, 'Process');
    if (processCenter !== before.centerId) throw badRequest('process_id', 'An indicator stays in its center.');
    if (request.body.frequency !== before.frequency && (await db.$count(indicatorMeasurements, eq(indicatorMeasurements.indicatorId, before.id)))) {
      throw badRequest('frequency', 'The frequency cannot change once measurements are recorded.');
    }
    await writeTransaction(db, (tx) => tx.update(indicators).set({ processId: request.body.process_id, ...indicatorValues(request.body), updatedAt: sql`now()` }).where(eq(indicators.id, before.id)));
    return readIndicator(before.id);
  });
  app.delete('/api/indicator/:id', { config: { access: staff, tenancy: indicatorTenancy.row(indicatorRow, 'write') }, schema: { tags, params: IdParams } }, async (request, reply) => {
    await writeTransaction(db, (tx) => tx.delete(indicators).where(eq(indicators.id, request.params.id)));
    return reply.status(204).send();
  });
  app.get('/api/indicator-module/:centerId/missing', {
    config: { access: everyone, tenancy: indicatorTenancy.center('read') },
    schema: { tags, params: Type.Object({ centerId: Id() }), response: answers(Type.Object({ results: Type.Array(IndicatorSchema) })) },
  }, async (request) => ({ results: await missingIndicators(db, todayInSpain(), request.params.centerId) }));

  // Measurements (per indicator), with the .xlsx export and the chart's data
  const frequencyOf = async (id: number) => {
    const [row] = await db.select({ frequency: indicators.frequency, source: indicators.source, centerId: indicators.centerId, name: indicators.name, unit: indicators.unit }).from(indicators).where(eq(indicators.id, id));
    if (!row) throw notFound('Indicator');
    return row;
  };
  app.get('/api/indicator/:id/measurement', {
    config: { access: everyone, tenancy: indicatorTenancy.row(indicatorRow, 'read') },
    schema: { tags, params: IdParams, querystring: Type.Object({ format: Type.Optional(Type.Literal('xlsx')) }), response: answers(Type.Object({ results: Type.Array(MeasurementSchema) })) },
  }, async (request, reply) => {
    const rows = await db.select().from(indicatorMeasurements).where(eq(indicatorMeasurements.indicatorId, request.params.id)).orderBy(asc(indicatorMeasurements.period));
    if (request.query.format === 'xlsx') {
      const indicator = await frequencyOf(request.params.id);
      return sendSpreadsheet(reply, {
        name: `indicator-${request.params.id}`, language: request.language, rows: (async function* () { yield rows; })(),
        columns: [
          { header: 'resources.indicator.fields.name', fallback: 'Indicator', value: () => indicator.name, width: 30 },
          { header: 'resources.indicator-measurement.fields.period', fallback: 'Period', value: (m) => m.period },
          { header: 'resources.indicator-measurement.fields.value', fallback: 'Value', value: (m) => m.value },
          { header: 'resources.indicator.fields.unit', fallback: 'Unit', value: () => indicator.unit },
          { header: 'resources.indicator-measurement.fields.comment', fallback: 'Comment', value: (m) => m.comment, width: 50 },
        ],
      });
    }
    return { results: rows.map(presentMeasurement) };
  });
  app.post('/api/indicator/:id/measurement', { config: { access: staff, tenancy: indicatorTenancy.row(indicatorRow, 'write') }, schema: { tags, params: IdParams, body: MeasurementWrite } }, async (request, reply) => {
    const indicator = await frequencyOf(request.params.id);
    if (indicator.source !== 'MANUAL') throw badRequest('value', 'This indicator is computed: its values are not typed.');
    const period = request.body.period.trim();
    checkPeriod(indicator.frequency, period, todayInSpain());
    if (!Number.isFinite(request.body.value)) throw badRequest('value', 'A number is required.');
    // One value per period: recording a period again corrects it.
    const [row] = await writeTransaction(db, (tx) => tx.insert(indicatorMeasurements)
      .values({ centerId: indicator.centerId, indicatorId: request.params.id, period, value: request.body.value, comment: clean(request.body.comment) })
      .onConflictDoUpdate({ target: [indicatorMeasurements.indicatorId, indicatorMeasurements.period], set: { value: request.body.value, comment: clean(request.body.comment), updatedAt: sql`now()` } }).returning());
    return reply.status(201).send(presentMeasurement(row!));
  });
  app.delete('/api/indicator-measurement/:id', { config: { access: staff, tenancy: indicatorTenancy.row(measurementRow, 'write') }, schema: { tags, params: IdParams } }, async (request, reply) => {
    await writeTransaction(db, (tx) => tx.delete(indicatorMeasurements).where(eq(indicatorMeasurements.id, request.params.id)));
    return reply.status(204).send();
  });
  app.post('/api/indicator/:id/compute', { config: { access: staff, tenancy: indicatorTenancy.row(indicatorRow, 'write') }, schema: { tags, params: IdParams } }, async (request) => {
    const indicator = await frequencyOf(request.params.id);
    if (indicator.source === 'MANUAL') throw badRequest('source', 'Only computed indicators are computed.');
    await computeIndicators(db, todayInSpain(), request.params.id);
    return readIndicator(request.params.id);
  });

  // Thresholds: the indicator's whole set is replaced at once, so overlaps are checked together.
  app.get('/api/indicator/:id/threshold', { config: { access: everyone, tenancy: indicatorTenancy.row(indicatorRow, 'read') }, schema: { tags, params: IdParams, response: answers(Type.Object({ results: Type.Array(ThresholdSchema) })) } }, async (request) => ({
    results: (await db.select().from(indicatorThresholds).where(eq(indicatorThresholds.indicatorId, request.params.id)).orderBy(sql`${indicatorThresholds.minValue} asc nulls first`)).map(presentThreshold),
  }));
  app.put('/api/indicator/:id/threshold', { config: { access: staff, tenancy: indicatorTenancy.row(indicatorRow, 'write') }, schema: { tags, params: IdParams, body: ThresholdsWrite, response: answers(Type.Object({ results: Type.Array(ThresholdSchema) })) } }, async (request) => {
    checkRanges(request.body.thresholds);
    const indicator = await frequencyOf(request.params.id);
    const rows = await writeTransaction(db, async (tx) => {
      await tx.delete(indicatorThresholds).where(eq(indicatorThresholds.indicatorId, request.params.id));
      if (!request.body.thresholds.length) return [];
      return tx.insert(indicatorThresholds).values(request.body.thresholds.map((t) => ({
        centerId: indicator.centerId, indicatorId: request.params.id, name: t.name.trim(), level: t.level, minValue: t.min_value ?? null, maxValue: t.max_value ?? null,
      }))).returning();
    });
    return { results: rows.map(presentThreshold) };
  });

  // Analyses
  app.get('/api/indicator/:id/analysis', { config: { access: everyone, tenancy: indicatorTenancy.row(indicatorRow, 'read') }, schema: { tags, params: IdParams, response: answers(Type.Object({ results: Type.Array(AnalysisSchema) })) } }, async (request) => ({
    results: (await db.select().from(indicatorAnalyses).where(eq(indicatorAnalyses.indicatorId, request.params.id)).orderBy(desc(indicatorAnalyses.period), desc(indicatorAnalyses.id))).map(presentAnalysis),
  }));
  app.post('/api/indicator/:id/analysis', { config: { access: staff, tenancy: indicatorTenancy.row(indicatorRow, 'write') }, schema: { tags, params: IdParams, body: AnalysisWrite } }, async (request, reply) => {
    const indicator = await frequencyOf(request.params.id);
    checkPeriod(indicator.frequency, request.body.period.trim(), todayInSpain());
    const [row] = await writeTransaction(db, (tx) => tx.insert(indicatorAnalyses).values({ centerId: indicator.centerId, indicatorId: request.params.id, period: request.body.period.trim(), text: request.body.text.trim(), conclusion: request.body.conclusion }).returning());
    return reply.status(201).send(presentAnalysis(row!));
  });
  app.delete('/api/indicator-analysis/:id', { config: { access: staff, tenancy: indicatorTenancy.row(analysisRow, 'write') }, schema: { tags, params: IdParams } }, async (request, reply) => {
    await writeTransaction(db, (tx) => tx.delete(indicatorAnalyses).where(eq(indicatorAnalyses.id, request.params.id)));
    return reply.status(204).send();
  });

  // Targets: /target, /target/new, /target/{id}
  const selectTargets = () => db.select({ target: indicatorTargets, indicatorName: indicators.name, total: windowCount }).from(indicatorTargets).innerJoin(indicators, eq(indicators.id, indicatorTargets.indicatorId));
  const presentTarget = (row: { target: typeof indicatorTargets.$inferSelect; indicatorName: string }) =>
    ({ id: row.target.id, center_id: row.target.centerId, indicator_id: row.target.indicatorId, indicator_name: row.indicatorName, year: row.target.year, value: row.target.value, baseline: row.target.baseline });
  const readTarget = async (id: number) => {
    const [row] = await selectTargets().where(eq(indicatorTargets.id, id));
    if (!row) throw notFound('Target');
    return presentTarget(row);
  };
  app.get('/api/indicator-target', { config: { access: everyone, tenancy: 'visible-centers' }, schema: { tags, querystring: CenterQuery, response: answers(PageOf(TargetSchema)) } }, async (request) => {
    const q = request.query;
    const where = and(visible(request, indicatorTargets.centerId), q.centerId ? eq(indicatorTargets.centerId, q.centerId) : undefined, q.indicatorId ? eq(indicatorTargets.indicatorId, q.indicatorId) : undefined);
    return paginateCounted(request, pageWindow(q),
      (limit, offset) => selectTargets().where(where).orderBy(asc(indicators.name), desc(indicatorTargets.year), asc(indicatorTargets.id)).limit(limit).offset(offset),
      (rows) => rows.map(presentTarget), () => db.$count(indicatorTargets, where));
  });
  app.get('/api/indicator-target/:id', { config: { access: everyone, tenancy: indicatorTenancy.row(targetRow, 'read') }, schema: { tags, params: IdParams, response: answers(TargetSchema) } }, (request) => readTarget(request.params.id));
  app.post('/api/indicator-target', { config: { access: staff, tenancy: indicatorTenancy.row(indicatorRow, 'write', { key: 'indicator_id', in: 'body' }) }, schema: { tags, body: TargetWrite } }, async (request, reply) => {
    const centerId = await mustCenterOf(db, indicators, request.body.indicator_id, 'Indicator');
    const [row] = await writeTransaction(db, (tx) => tx.insert(indicatorTargets).values({ centerId, indicatorId: request.body.indicator_id, year: request.body.year, value: request.body.value, baseline: request.body.baseline ?? null }).returning());
    return reply.status(201).send(await readTarget(row!.id));
  });
  app.put('/api/indicator-target/:id', { config: { access: staff, tenancy: indicatorTenancy.row(targetRow, 'write') }, schema: { tags, params: IdParams, body: TargetWrite } }, async (request) => {
    const [before] = await db.select().from(indicatorTargets).where(eq(indicatorTargets.id, request.params.id));
    if (!before) throw notFound('Target');
    if (before.indicatorId !== request.body.indicator_id) throw badRequest('indicator_id', 'A target stays with its indicator.');
    await writeTransaction(db, (tx) => tx.update(indicatorTargets).set({ year: request.body.year, value: request.body.value, baseline: request.body.baseline ?? null, updatedAt: sql`now()` }).where(eq(indicatorTargets.id, before.id)));
    return readTarget(before.id);
  });
  app.delete('/api/indicator-target/:id', { config: { access: staff, tenancy: indicatorTenancy.row(targetRow, 'write') }, schema: { tags, params: IdParams } }, async (request, reply) => {
    await writeTransaction(db, (tx) => tx.delete(indicatorTargets).where(eq(indicatorTargets.id, request.params.id)));
    return reply.status(204).send();
  });

  // Actions: /action (every action of the module) and /analysis-action (those decided in an analysis)
  const selectActions = () => db.select({ action: indicatorActions, indicatorName: indicators.name, total: windowCount }).from(indicatorActions).innerJoin(indicators, eq(indicators.id, indicatorActions.indicatorId));
  const presentAction = (row: { action: typeof indicatorActions.$inferSelect; indicatorName: string }) => {
    const a = row.action;
    return { id: a.id, center_id: a.centerId, indicator_id: a.indicatorId, indicator_name: row.indicatorName, analysis_id: a.analysisId, what: a.what, who: a.who, due_date: a.dueDate, status: a.status };
  };
  const readAction = async (id: number) => {
    const [row] = await selectActions().where(eq(indicatorActions.id, id));
    if (!row) throw notFound('Action');
    return presentAction(row);
  };
  app.get('/api/indicator-action', { config: { access: everyone, tenancy: 'visible-centers' }, schema: { tags, querystring: CenterQuery, response: answers(PageOf(ActionSchema)) } }, async (request) => {
    const q = request.query;
    const where = and(
      visible(request, indicatorActions.centerId), q.centerId ? eq(indicatorActions.centerId, q.centerId) : undefined, q.indicatorId ? eq(indicatorActions.indicatorId, q.indicatorId) : undefined,
      q.fromAnalysis === undefined ? undefined : q.fromAnalysis ? sql`${indicatorActions.analysisId} is not null` : sql`${indicatorActions.analysisId} is null`,
      searchCondition(q.searchText, [indicatorActions.what, indicatorActions.who]),
    );
    return paginateCounted(request, pageWindow(q),
      (limit, offset) => selectActions().where(where).orderBy(asc(indicatorActions.dueDate), asc(indicatorActions.id)).limit(limit).offset(offset),
      (rows) => rows.map(presentAction), () => db.$count(indicatorActions, where));
  });
  app.get('/api/indicator-action/:id', { config: { access: everyone, tenancy: indicatorTenancy.row(actionRow, 'read') }, schema: { tags, params: IdParams, response: answers(ActionSchema) } }, (request) => readAction(request.params.id));
  const checkAnalysis = async (indicatorId: number, analysisId: number | null | undefined) => {
    if (!analysisId) return null;
    const [analysis] = await db.select({ indicatorId: indicatorAnalyses.indicatorId }).from(indicatorAnalyses).where(eq(indicatorAnalyses.id, analysisId));
    if (!analysis || analysis.indicatorId !== indicatorId) throw badRequest('analysis_id', 'The analysis must be one of this indicator.');
    return analysisId;
  };
  app.post('/api/indicator-action', { config: { access: staff, tenancy: indicatorTenancy.row(indicatorRow, 'write', { key: 'indicator_id', in: 'body' }) }, schema: { tags, body: ActionWrite } }, async (request, reply) => {
    const body = request.body;
    const centerId = await mustCenterOf(db, indicators, body.indicator_id, 'Indicator');
    const analysisId = await checkAnalysis(body.indicator_id, body.analysis_id);
    const [row] = await writeTransaction(db, (tx) => tx.insert(indicatorActions).values({ centerId, indicatorId: body.indicator_id, analysisId, what: body.what.trim(), who: body.who.trim(), dueDate: body.due_date, status: body.status ?? 'PLANNED' }).returning());
    return reply.status(201).send(await readAction(row!.id));
  });
  app.put('/api/indicator-action/:id', { config: { access: staff, tenancy: indicatorTenancy.row(actionRow, 'write') }, schema: { tags, params: IdParams, body: ActionWrite } }, async (request) => {
    const body = request.body;
    const [before] = await db.select().from(indicatorActions).where(eq(indicatorActions.id, request.params.id));
    if (!before) throw notFound('Action');
    if (before.indicatorId !== body.indicator_id) throw badRequest('indicator_id', 'An action stays with its indicator.');
    const analysisId = await checkAnalysis(body.indicator_id, body.analysis_id);
    await writeTransaction(db, (tx) => tx.update(indicatorActions).set({ analysisId, what: body.what.trim(), who: body.who.trim(), dueDate: body.due_date, status: body.status ?? before.status, updatedAt: sql`now()` }).where(eq(indicatorActions.id, before.id)));
    return readAction(before.id);
  });
  app.delete('/api/indicator-action/:id', { config: { access: staff, tenancy: indicatorTenancy.row(actionRow, 'write') }, schema: { tags, params: IdParams } }, async (request, reply) => {
    await writeTransaction(db, (tx) => tx.delete(indicatorActions).where(eq(indicatorActions.id, request.params.id)));
    return reply.status(204).send();
  });
};

/** The indicator module of a center; computed values and missing-measurement reminders. */
export const indicatorModule: ServerModule = { routes: indicatorRoutes, jobs: indicatorJobs };
