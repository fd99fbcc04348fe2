import { recordMeasurement as writeMeasurement } from './measurement-writes';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { isPeriodOf, lastDuePeriod, PERIOD_EXAMPLES, periodContaining, type IndicatorFrequency } from '../../../contract/indicators';
import type { Database } from '../../db/client';
import { indicatorAnalyses, indicatorMeasurements, indicatorProcesses, indicators, indicatorThresholds } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { centerOf } from '../../lib/center-rows';
import { todayInSpain } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { textOrNull } from '../../lib/fields';
import { processRow } from './route-config';
import type { AnalysisInput, IndicatorInput, MeasurementInput, ThresholdsInput } from './schemas';

// The SQL of the indicator routes (indicators.ts): one indicator, its measurements, thresholds and analyses.

type Indicator = typeof indicators.$inferSelect;

/** The indicator's last measured period and value (correlated on "indicator"."id": any select joining the indicator table). */
export const latest = {
  lastPeriod: sql<string | null>`(select max(m.period) from indicator_measurement m where m.indicator_id = "indicator"."id")`,
  lastValue: sql<
    number | null
  >`(select m.value from indicator_measurement m where m.indicator_id = "indicator"."id" order by m.period desc limit 1)`,
};

export const presentIndicator = (
  row: { indicator: Indicator; processName: string; lastPeriod: string | null; lastValue: number | null },
  today: string,
) => {
  const i = row.indicator;
  const due = lastDuePeriod(i.frequency as IndicatorFrequency, today);
  return {
    id: i.id,
    center_id: i.centerId,
    process_id: i.processId,
    process_name: row.processName,
    name: i.name,
    description: i.description,
    unit: i.unit,
    frequency: i.frequency,
    direction: i.direction,
    source: i.source,
    responsible_user_id: i.responsibleUserId,
    last_period: row.lastPeriod,
    last_value: row.lastValue,
    due_period: due,
    is_missing: !row.lastPeriod || row.lastPeriod < due,
  };
};
const presentMeasurement = (m: typeof indicatorMeasurements.$inferSelect) => ({
  id: m.id,
  center_id: m.centerId,
  indicator_id: m.indicatorId,
  period: m.period,
  value: m.value,
  comment: m.comment,
});
const presentThreshold = (t: typeof indicatorThresholds.$inferSelect) => ({
  id: t.id,
  name: t.name,
  level: t.level,
  min_value: t.minValue,
  max_value: t.maxValue,
});
const presentAnalysis = (a: typeof indicatorAnalyses.$inferSelect) => ({
  id: a.id,
  center_id: a.centerId,
  indicator_id: a.indicatorId,
  period: a.period,
  text: a.text,
  conclusion: a.conclusion,
});

/** `field` names the period in the answer's errors (a request's item: `items.0.period`). */
export const checkPeriod = (frequency: string, period: string, today: string, field = 'period') => {
  const f = frequency as IndicatorFrequency;
  if (!isPeriodOf(f, period)) throw badRequest(field, `indicators.periodFormat.${f}`, { example: PERIOD_EXAMPLES[f] });
  if (period > periodContaining(f, today)) throw badRequest(field, 'indicators.periodNotStarted');
};

/** Ranges are [min, max) with open ends as null; two ranges of one indicator may not share a value. */
function checkRanges(ranges: ThresholdsInput) {
  const bounds = ranges.map((r) => ({ min: r.min_value ?? -Infinity, max: r.max_value ?? Infinity }));
  bounds.forEach((range, i) => {
    if (range.min >= range.max) throw badRequest(`thresholds.${i}.max_value`, 'indicators.upperBound');
    bounds.forEach((other, j) => {
      if (j < i && range.min < other.max && other.min < range.max)
        throw badRequest(`thresholds.${i}.min_value`, 'indicators.rangeOverlaps', { range: j + 1 });
    });
  });
}

/** One indicator in the wire shape, with its process's name and last measurement. */
export async function readIndicator(db: Database, id: number) {
  const [row] = await db
    .select({ indicator: indicators, processName: indicatorProcesses.name, ...latest })
    .from(indicators)
    .innerJoin(indicatorProcesses, eq(indicatorProcesses.id, indicators.processId))
    .where(eq(indicators.id, id));
  if (!row) throw notFound('indicator');
  return presentIndicator(row, todayInSpain());
}

/** What the measurement, threshold and analysis routes need of their indicator. */
export async function indicatorFacts(db: Database, id: number) {
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
}

/** An edit keeps the indicator in its center, and its frequency once it has measurements. */
export async function checkIndicatorUpdate(db: Database, before: Indicator, body: IndicatorInput) {
  const processCenter = await centerOf(db, processRow, body.process_id);
  if (processCenter !== before.centerId) throw badRequest('process_id', 'indicators.indicatorStays');
  if (body.frequency !== before.frequency && (await db.$count(indicatorMeasurements, eq(indicatorMeasurements.indicatorId, before.id))))
    throw badRequest('frequency', 'indicators.frequencyFixed');
}

export async function listMeasurements(db: Database, indicatorId: number) {
  const rows = await db
    .select()
    .from(indicatorMeasurements)
    .where(eq(indicatorMeasurements.indicatorId, indicatorId))
    .orderBy(asc(indicatorMeasurements.period));
  return rows.map(presentMeasurement);
}

/** Records a manual indicator's value for a period; one value per period: recording a period again corrects it. */
export async function recordMeasurement(db: Database, indicatorId: number, input: MeasurementInput) {
  const indicator = await indicatorFacts(db, indicatorId);
  if (indicator.source !== 'MANUAL') throw badRequest('value', 'indicators.computedNotTyped');
  const period = input.period.trim();
  checkPeriod(indicator.frequency, period, todayInSpain());
  if (!Number.isFinite(input.value)) throw badRequest('value', 'indicators.numberRequired');
  const measurement = { centerId: indicator.centerId, indicatorId, period, value: input.value, comment: textOrNull(input.comment) };
  const row = await writeTransaction(db, (tx) => writeMeasurement(tx, measurement));
  return presentMeasurement(row);
}

export async function deleteMeasurement(db: Database, id: number) {
  await writeTransaction(db, (tx) => tx.delete(indicatorMeasurements).where(eq(indicatorMeasurements.id, id)));
}

export async function listThresholds(db: Database, indicatorId: number) {
  const rows = await db
    .select()
    .from(indicatorThresholds)
    .where(eq(indicatorThresholds.indicatorId, indicatorId))
    .orderBy(sql`${indicatorThresholds.minValue} asc nulls first`);
  return rows.map(presentThreshold);
}

/** The indicator's whole set of ranges replaced at once, so overlaps are checked together. */
export async function replaceThresholds(db: Database, indicatorId: number, thresholds: ThresholdsInput) {
  checkRanges(thresholds);
  const indicator = await indicatorFacts(db, indicatorId);
  const rows = await writeTransaction(db, async (tx) => {
    await tx.delete(indicatorThresholds).where(eq(indicatorThresholds.indicatorId, indicatorId));
    if (!thresholds.length) return [];
    return tx
      .insert(indicatorThresholds)
      .values(
        thresholds.map((t) => ({
          centerId: indicator.centerId,
          indicatorId,
          name: t.name.trim(),
          level: t.level,
          minValue: t.min_value ?? null,
          maxValue: t.max_value ?? null,
        })),
      )
      .returning();
  });
  return rows.map(presentThreshold);
}

export async function listAnalyses(db: Database, indicatorId: number) {
  const rows = await db
    .select()
    .from(indicatorAnalyses)
    .where(eq(indicatorAnalyses.indicatorId, indicatorId))
    .orderBy(desc(indicatorAnalyses.period), desc(indicatorAnalyses.id));
  return rows.map(presentAnalysis);
}

export async function createAnalysis(db: Database, indicatorId: number, input: AnalysisInput) {
  const indicator = await indicatorFacts(db, indicatorId);
  checkPeriod(indicator.frequency, input.period.trim(), todayInSpain());
  const [row] = await writeTransaction(db, (tx) =>
    tx
      .insert(indicatorAnalyses)
      .values({
        centerId: indicator.centerId,
        indicatorId,
        period: input.period.trim(),
        text: input.text.trim(),
        conclusion: input.conclusion,
      })
      .returning(),
  );
  return presentAnalysis(row!);
}

export async function deleteAnalysis(db: Database, id: number) {
  await writeTransaction(db, (tx) => tx.delete(indicatorAnalyses).where(eq(indicatorAnalyses.id, id)));
}

/** An action's analysis must be one of its indicator's (400 naming analysis_id). */
export async function checkAnalysisOfIndicator(db: Database, analysisId: number, indicatorId: number) {
  const [analysis] = await db
    .select({ indicatorId: indicatorAnalyses.indicatorId })
    .from(indicatorAnalyses)
    .where(eq(indicatorAnalyses.id, analysisId));
  if (!analysis || analysis.indicatorId !== indicatorId) throw badRequest('analysis_id', 'indicators.analysisOfIndicator');
}
