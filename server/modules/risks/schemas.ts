import { Type, type Static } from 'typebox';
import { CONSEQUENCE_TYPES, LEVELS, TREATMENTS } from '../../../contract/risks';
import { OptionalDate } from '../../lib/dates';
import { OptionalId, OptionalText, RequiredText } from '../../lib/fields';
import { listQueryFields } from '../../lib/paging';
import { Nullable, NullableDate, NullableText, Reference } from '../../lib/wire';

// The TypeBox of the center's risk module (matrix, consequences, rounds, evaluations): routes in evaluation-routes.ts, SQL in evaluation-queries.ts.

const Colour = () => Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
const Score = () => Type.Integer({ minimum: 1, maximum: 6, description: 'a row or column of the center matrix (1..size)' });

export const MatrixWrite = Type.Object({
  size: Type.Integer({ minimum: 2, maximum: 6 }),
  medium_from: Type.Integer({ minimum: 2, maximum: 36 }),
  high_from: Type.Integer({ minimum: 3, maximum: 36 }),
  low_colour: Colour(),
  medium_colour: Colour(),
  high_colour: Colour(),
  low_label: RequiredText(60),
  medium_label: RequiredText(60),
  high_label: RequiredText(60),
});
export const MatrixSchema = Type.Object({
  ...MatrixWrite.properties,
  size: Type.Integer(),
  medium_from: Type.Integer(),
  high_from: Type.Integer(),
  low_colour: Type.String(),
  medium_colour: Type.String(),
  high_colour: Type.String(),
  is_default: Type.Boolean(),
});

export const EvaluationWrite = Type.Object({
  process_id: Type.Integer({ minimum: 1 }),
  consequence_id: Type.Integer({ minimum: 1 }),
  probability: Score(),
  impact: Score(),
  treatment: Type.Optional(Type.Union([Type.Enum([...TREATMENTS]), Type.Null()])),
  planned_action: OptionalText(),
  responsible: OptionalText(200),
  due_date: OptionalDate(),
  residual_probability: Type.Optional(Type.Union([Score(), Type.Null()])),
  residual_impact: Type.Optional(Type.Union([Score(), Type.Null()])),
});
export type EvaluationInput = Static<typeof EvaluationWrite>;

const Assessment = Type.Object({ score: Type.Integer(), level: Type.String() });
export const EvaluationSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  round: Type.Object({ id: Type.Integer(), year: Type.Integer() }),
  process: Reference,
  consequence: Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() }),
  question: Reference,
  probability: Type.Integer(),
  impact: Type.Integer(),
  inherent: Assessment,
  treatment: NullableText(),
  planned_action: NullableText(),
  responsible: NullableText(),
  due_date: NullableDate(),
  residual_probability: Nullable(Type.Integer()),
  residual_impact: Nullable(Type.Integer()),
  residual: Nullable(Assessment),
  review_status: Type.String(),
  previous_evaluation_id: Nullable(Type.Integer()),
  open_actions: Type.Integer(),
});
export const EvaluationQuery = Type.Object({
  ...listQueryFields,
  roundId: OptionalId(),
  processId: OptionalId(),
  consequenceId: OptionalId(),
  probability: Type.Optional(Type.Integer({ minimum: 1, maximum: 6 })),
  impact: Type.Optional(Type.Integer({ minimum: 1, maximum: 6 })),
  level: Type.Optional(Type.Enum([...LEVELS])),
  type: Type.Optional(Type.Enum(['RISK', 'OPPORTUNITY'])),
});

export const CenterConsequence = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  question: Reference,
  process: Reference,
  center_id: Type.Integer(),
});
export const ConsequenceQuery = Type.Object({ processId: OptionalId(), page: listQueryFields.page, pageSize: listQueryFields.pageSize });

export const RoundSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  year: Type.Integer(),
  previous_round_id: Nullable(Type.Integer()),
  is_current: Type.Boolean(),
  counts: Type.Record(Type.String(), Type.Integer()),
});
export const RoundWrite = Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2100 }) });

export const CellsQuery = Type.Object({ roundId: OptionalId(), type: Type.Optional(Type.Enum(['RISK', 'OPPORTUNITY'])) });
export const MatrixCounts = Type.Object({
  round_id: Nullable(Type.Integer()),
  cells: Type.Array(Type.Object({ probability: Type.Integer(), impact: Type.Integer(), count: Type.Integer() })),
});

// ---- processes and the questions that apply to them
export const ProcessWrite = Type.Object({ name: RequiredText(300), description: OptionalText() });
export const ProcessSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  name: Type.String(),
  description: NullableText(),
  question_count: Type.Integer(),
});
/** The process searcher of spec §2 "Screen state": the filters besides centerId and selectedProcessId. */
export const ProcessFilters = Type.Object({
  ambitId: OptionalId(),
  categoryId: OptionalId(),
  questionId: OptionalId(),
  consequenceType: Type.Optional(Type.Enum([...CONSEQUENCE_TYPES])),
});
export const ConfigWrite = Type.Object({
  question_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 2000 }),
  ambit_id: Type.Optional(
    Type.Integer({ minimum: 1, description: 'only the questions of this ambit are replaced; every id must belong to it' }),
  ),
});

export const ConfigSchema = Type.Object({
  question_ids: Type.Array(Type.Integer()),
  questions: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), ambit: Reference, category: Reference })),
});
