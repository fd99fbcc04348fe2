import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  ACTION_STATUSES,
  ANALYSIS_CONCLUSIONS,
  INDICATOR_DIRECTIONS,
  INDICATOR_FREQUENCIES,
  INDICATOR_SOURCES,
  isPeriodOf,
  lastDuePeriod,
  PERIOD_EXAMPLES,
  periodContaining,
  THRESHOLD_LEVELS,
  type IndicatorFrequency,
} from '../../../contract/indicators';
import {
  indicatorActions,
  indicatorAnalyses,
  indicatorMeasurements,
  indicatorProcesses,
  indicators,
  indicatorTargets,
  indicatorThresholds,
} from '../../db/schema';
import { DateField } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { Id, OptionalText, RequiredText } from '../../lib/fields';
import { listQueryFields } from '../../lib/paging';
import { Nullable, NullableText } from '../../lib/wire';
import { centerTenancyOf } from '../../lib/center-rows';

// Indicator module (spec §2): processes, indicators, measurements, analyses, actions, targets, ranges.

export const MODULE = 'indicator' as const;
export const indicatorTenancy = centerTenancyOf({ module: MODULE });
export const processRow = { table: indicatorProcesses, name: 'indicator-process' } as const;
export const indicatorRow = { table: indicators, name: 'indicator' } as const;
export const measurementRow = { table: indicatorMeasurements, name: 'indicator-measurement' } as const;
export const analysisRow = { table: indicatorAnalyses, name: 'indicator-analysis' } as const;
export const targetRow = { table: indicatorTargets, name: 'indicator-target' } as const;
export const actionRow = { table: indicatorActions, name: 'indicator-action' } as const;
// Nullable (type: [x, 'null']), not a union: with the app's type coercion a union turns null into 0 (an open range end into a bound).

// ---------- shapes ----------

type Indicator = typeof indicators.$inferSelect;
export const IndicatorSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  process_id: Type.Integer(),
  process_name: Type.String(),
  name: Type.String(),
  description: NullableText(),
  unit: Type.String(),
  frequency: Type.String(),
  direction: Type.String(),
  source: Type.String(),
  responsible_user_id: Nullable(Type.Integer()),
  last_period: NullableText(),
  last_value: Nullable(Type.Number()),
  due_period: Type.String(),
  is_missing: Type.Boolean(),
});
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
/** The indicator's last measured period and value (correlated on "indicator"."id": any select joining the indicator table). */
export const latest = {
  lastPeriod: sql<string | null>`(select max(m.period) from indicator_measurement m where m.indicator_id = "indicator"."id")`,
  lastValue: sql<
    number | null
  >`(select m.value from indicator_measurement m where m.indicator_id = "indicator"."id" order by m.period desc limit 1)`,
};
export const MeasurementSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  indicator_id: Type.Integer(),
  period: Type.String(),
  value: Type.Number(),
  comment: NullableText(),
});
export const presentMeasurement = (m: typeof indicatorMeasurements.$inferSelect) => ({
  id: m.id,
  center_id: m.centerId,
  indicator_id: m.indicatorId,
  period: m.period,
  value: m.value,
  comment: m.comment,
});
export const TargetSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  indicator_id: Type.Integer(),
  indicator_name: Type.String(),
  year: Type.Integer(),
  value: Type.Number(),
  baseline: Nullable(Type.Number()),
});
export const ThresholdSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  level: Type.String(),
  min_value: Nullable(Type.Number()),
  max_value: Nullable(Type.Number()),
});
export const presentThreshold = (t: typeof indicatorThresholds.$inferSelect) => ({
  id: t.id,
  name: t.name,
  level: t.level,
  min_value: t.minValue,
  max_value: t.maxValue,
});
export const AnalysisSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  indicator_id: Type.Integer(),
  period: Type.String(),
  text: Type.String(),
  conclusion: Type.String(),
});
export const presentAnalysis = (a: typeof indicatorAnalyses.$inferSelect) => ({
  id: a.id,
  center_id: a.centerId,
  indicator_id: a.indicatorId,
  period: a.period,
  text: a.text,
  conclusion: a.conclusion,
});
export const ActionSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  indicator_id: Type.Integer(),
  indicator_name: Type.String(),
  analysis_id: Nullable(Type.Integer()),
  what: Type.String(),
  who: Type.String(),
  due_date: Type.String(),
  status: Type.String(),
});

// ---------- writes ----------

export const ProcessWrite = Type.Object({ center_id: Id(), name: RequiredText(200), description: OptionalText(2000) });
export const IndicatorWrite = Type.Object({
  process_id: Id(),
  name: RequiredText(200),
  description: OptionalText(2000),
  unit: RequiredText(50),
  frequency: Type.Enum([...INDICATOR_FREQUENCIES]),
  direction: Type.Enum([...INDICATOR_DIRECTIONS]),
  source: Type.Optional(Type.Enum([...INDICATOR_SOURCES])),
  responsible_user_id: Type.Optional(Nullable(Id())),
});
export const MeasurementWrite = Type.Object({ period: Type.String({ maxLength: 10 }), value: Type.Number(), comment: OptionalText(2000) });
export const TargetWrite = Type.Object({
  indicator_id: Id(),
  year: Type.Integer({ minimum: 1990, maximum: 2100 }),
  value: Type.Number(),
  baseline: Type.Optional(Nullable(Type.Number())),
});
export const ThresholdsWrite = Type.Object({
  thresholds: Type.Array(
    Type.Object({
      name: RequiredText(100),
      level: Type.Enum([...THRESHOLD_LEVELS]),
      min_value: Type.Optional(Nullable(Type.Number())),
      max_value: Type.Optional(Nullable(Type.Number())),
    }),
    { maxItems: 20 },
  ),
});
export const AnalysisWrite = Type.Object({
  period: Type.String({ maxLength: 10 }),
  text: RequiredText(5000),
  conclusion: Type.Enum([...ANALYSIS_CONCLUSIONS]),
});
export const ActionWrite = Type.Object({
  indicator_id: Id(),
  analysis_id: Type.Optional(Nullable(Id())),
  what: RequiredText(1000),
  who: RequiredText(200),
  due_date: DateField(),
  status: Type.Optional(Type.Enum([...ACTION_STATUSES])),
});

/** `field` names the period in the answer's errors (a request's item: `items.0.period`). */
export const checkPeriod = (frequency: string, period: string, today: string, field = 'period') => {
  const f = frequency as IndicatorFrequency;
  if (!isPeriodOf(f, period)) throw badRequest(field, `indicators.periodFormat.${f}`, { example: PERIOD_EXAMPLES[f] });
  if (period > periodContaining(f, today)) throw badRequest(field, 'indicators.periodNotStarted');
};

/** Ranges are [min, max) with open ends as null; two ranges of one indicator may not share a value. */
export function checkRanges(ranges: { min_value?: number | null; max_value?: number | null }[]) {
  const bounds = ranges.map((r) => ({ min: r.min_value ?? -Infinity, max: r.max_value ?? Infinity }));
  bounds.forEach((range, i) => {
    if (range.min >= range.max) throw badRequest(`thresholds.${i}.max_value`, 'indicators.upperBound');
    bounds.forEach((other, j) => {
      if (j < i && range.min < other.max && other.min < range.max)
        throw badRequest(`thresholds.${i}.min_value`, 'indicators.rangeOverlaps', { range: j + 1 });
    });
  });
}

export const tags = ['Indicators'];
export const CenterQuery = Type.Object({
  ...listQueryFields,
  centerId: Type.Optional(Id()),
  processId: Type.Optional(Id()),
  indicatorId: Type.Optional(Id()),
  fromAnalysis: Type.Optional(Type.Boolean()),
});
