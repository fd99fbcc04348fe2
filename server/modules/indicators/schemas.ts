import { Type, type Static } from 'typebox';
import {
  ACTION_STATUSES,
  ANALYSIS_CONCLUSIONS,
  INDICATOR_DIRECTIONS,
  INDICATOR_FREQUENCIES,
  INDICATOR_SOURCES,
  THRESHOLD_LEVELS,
} from '../../../contract/indicators';
import { DateField } from '../../lib/dates';
import { Id, OptionalText, RequiredText } from '../../lib/fields';
import { listQueryFields } from '../../lib/paging';
import { Nullable, NullableText } from '../../lib/wire';

// TypeBox of the indicator module (spec §2): processes, indicators, measurements, analyses, actions, targets, ranges.
// Nullable (type: [x, 'null']), not a union: with the app's type coercion a union turns null into 0 (an open range end into a bound).

export const tags = ['Indicators'];
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
export const MeasurementSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  indicator_id: Type.Integer(),
  period: Type.String(),
  value: Type.Number(),
  comment: NullableText(),
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
export const AnalysisSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  indicator_id: Type.Integer(),
  period: Type.String(),
  text: Type.String(),
  conclusion: Type.String(),
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

export const CenterQuery = Type.Object({
  ...listQueryFields,
  centerId: Type.Optional(Id()),
  processId: Type.Optional(Id()),
  indicatorId: Type.Optional(Id()),
  fromAnalysis: Type.Optional(Type.Boolean()),
});
export type MeasurementInput = Static<typeof MeasurementWrite>;
export type ThresholdsInput = Static<typeof ThresholdsWrite>['thresholds'];
export type AnalysisInput = Static<typeof AnalysisWrite>;
export type IndicatorInput = Static<typeof IndicatorWrite>;
