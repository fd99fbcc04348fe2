import { Type, type Static } from 'typebox';
import {
  OPERATING_CONDITIONS,
  PRACTICE_ACTION_STATES,
  PRACTICE_STATES,
  type OperatingCondition,
  type PracticeState,
} from '../../../contract/aspects';
import { DateField, OptionalDate } from '../../lib/dates';
import { Nullable, NullableDate, NullableText, PageOf, Reference } from '../../lib/wire';
import { Id, OptionalId, OptionalText, RequiredText } from '../../lib/fields';
import { listQueryFields } from '../../lib/paging';

// The TypeBox of the environmental-aspects module: the answers, shared by the routes that answer the same record
// (a response schema drops what it does not name: every field the browser reads is listed here).

/** One of a closed list of strings (typed `string` so the compiled serialiser writes it directly). */
const Choice = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

// ---- the center's tree
export const Name = () => Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' });
export const Order = () => Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 }));
export const Stage = Type.Object({ id: Type.Integer(), center_id: Type.Integer(), name: Type.String(), order: Type.Integer() });
export const Zone = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  name: Type.String(),
  order: Type.Integer(),
  stage: Reference,
});
export const CenterAspect = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  zone: Reference,
  aspect: Reference,
  vector: Reference,
});
export const CenterPractice = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  center_aspect_id: Type.Integer(),
  practice: Reference,
});

// ---- the center's settings
/**
 * An evaluation method as stored (contract/aspects EvaluationMethod), each criterion also `name`d in the
 * request's language. Open objects: a field a later method adds still travels.
 */
const Scale = Type.Object({ min: Type.Integer(), max: Type.Integer() }, { additionalProperties: true });
export const Method = Type.Object(
  {
    criteria: Type.Array(
      Type.Object(
        {
          key: Type.String(),
          name: Type.String(),
          name_spanish: Type.String(),
          name_catalan: Type.String(),
          min: Type.Integer(),
          max: Type.Integer(),
        },
        { additionalProperties: true },
      ),
    ),
    formula: Type.String(),
    threshold: Type.Integer(),
    emergency: Type.Object({ probability: Scale, consequence: Scale, threshold: Type.Integer() }, { additionalProperties: true }),
  },
  { additionalProperties: true },
);
export const CenterMethod = Type.Object({ center_id: Type.Integer(), method: Method });
export const Periodicity = Type.Object({
  center_id: Type.Integer(),
  aspect_evaluation_months: Nullable(Type.Integer()),
  good_practice_evaluation_months: Nullable(Type.Integer()),
});
export const NextEvaluationDate = Type.Object({ last_evaluation_date: NullableDate(), next_evaluation_date: NullableDate() });

// ---- aspect evaluations
export const AspectEvaluation = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  date: Type.String(),
  is_open: Type.Boolean(),
  method: Method,
  significant_evaluated_aspect_ids: Type.Array(Type.Integer()),
});
/** Scores keyed by criterion key (or probability / consequence in an emergency): as open as the method. */
const Scores = Nullable(Type.Record(Type.String(), Type.Unknown()));
export const EvaluatedAspect = Type.Object({
  id: Type.Integer(),
  evaluation_id: Type.Integer(),
  center_id: Type.Integer(),
  center_aspect_id: Type.Integer(),
  stage: Reference,
  zone: Reference,
  aspect: Reference,
  vector: Reference,
  condition: Choice<OperatingCondition>(OPERATING_CONDITIONS),
  scores: Scores,
  score: Nullable(Type.Integer()),
  threshold: Type.Integer(),
  reaches_threshold: Type.Boolean(),
  is_significant: Type.Boolean(),
  observations: NullableText(),
});
export const EvaluatedAspectWithEvaluation = Type.Object({
  ...EvaluatedAspect.properties,
  evaluation: Type.Object({ id: Type.Integer(), date: Type.String(), is_open: Type.Boolean() }),
});
export const PreviousEvaluatedAspects = Type.Object({
  evaluation: Type.Object({ id: Type.Integer(), date: Type.String() }),
  ...PageOf(EvaluatedAspect).properties,
});
export const AspectEvaluationStage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  zones: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), evaluated_aspect_count: Type.Integer(), scored_count: Type.Integer() }),
  ),
});
export const AspectEvaluationVector = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  evaluated_aspect_count: Type.Integer(),
  scored_count: Type.Integer(),
});

// ---- good-practice evaluations
export const GoodPracticeEvaluation = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  date: Type.String(),
  is_open: Type.Boolean(),
});
export const GoodPracticeEvaluationStage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  zones: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), practice_count: Type.Integer(), verified_count: Type.Integer() }),
  ),
});
export const GoodPracticeEvaluationVector = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  practice_count: Type.Integer(),
  verified_count: Type.Integer(),
});
export const PracticeVerification = Type.Object({
  center_practice_id: Type.Integer(),
  center_aspect_id: Type.Integer(),
  practice: Reference,
  aspect: Reference,
  evaluated_practice: Nullable(Type.Object({ id: Type.Integer(), state: Choice<PracticeState>(PRACTICE_STATES), comment: NullableText() })),
});

// ---- an evaluation's requests
export const EvaluatedWrite = Type.Object({
  condition: Type.Enum([...OPERATING_CONDITIONS]),
  scores: Type.Union([
    Type.Record(Type.String({ pattern: '^[a-z_][a-z0-9_]{0,39}$' }), Type.Integer({ minimum: -1000, maximum: 1000 }), {
      maxProperties: 20,
    }),
    Type.Null(),
  ]),
  observations: OptionalText(),
});
export const EvaluatedCreate = Type.Object({ center_aspect_id: Id(), ...EvaluatedWrite.properties });
export const EvaluatedQuery = Type.Object({
  ...listQueryFields,
  zoneId: OptionalId(),
  vectorId: OptionalId(),
  centerAspectId: OptionalId(),
  condition: Type.Optional(Type.Enum([...OPERATING_CONDITIONS])),
});
export const EvaluationZoneParams = Type.Object({ id: Id(), zoneId: Id() });
export const EvaluatedParams = Type.Object({ id: Id(), evaluatedAspectId: Id() });
export const EvaluationAspectParams = Type.Object({ id: Id(), aspectId: Id() });
export const EvaluationCenterAspectParams = Type.Object({ id: Id(), centerAspectId: Id() });
export const Closure = Type.Object({ significant_evaluated_aspect_ids: Type.Array(Id(), { maxItems: 100_000 }) });

// ---- the center's settings: the evaluation method as written, the periods
const CRITERION_KEY = '^[a-z_][a-z0-9_]{0,39}$';
const WrittenScale = Type.Object({ min: Type.Integer({ minimum: 0, maximum: 100 }), max: Type.Integer({ minimum: 0, maximum: 100 }) });
const CriterionName = () => Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
export const MethodWrite = Type.Object({
  criteria: Type.Array(
    Type.Object({
      // Absent for a criterion added in the browser: the server gives it a key of its own.
      key: Type.Optional(Type.String({ pattern: CRITERION_KEY })),
      name_spanish: CriterionName(),
      name_catalan: CriterionName(),
      ...WrittenScale.properties,
    }),
    { minItems: 1, maxItems: 10 },
  ),
  formula: Type.Enum(['SUM', 'PRODUCT']),
  threshold: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  emergency: Type.Object({
    probability: WrittenScale,
    consequence: WrittenScale,
    threshold: Type.Integer({ minimum: 0, maximum: 10_000 }),
  }),
});
export const Months = () => Type.Union([Type.Integer({ minimum: 1, maximum: 120 }), Type.Null()]);

// ---- practice actions
const ActionFields = {
  description: RequiredText(5000),
  responsible: RequiredText(200),
  due_date: DateField(),
  state: Type.Optional(Type.Enum([...PRACTICE_ACTION_STATES])),
  closing_date: OptionalDate(),
};
export const ActionCreate = Type.Object({
  center_practice_id: Id(),
  evaluated_practice_id: Type.Optional(Type.Union([Id(), Type.Null()])),
  ...ActionFields,
});
export const ActionUpdate = Type.Object(ActionFields);
export type ActionInput = Static<typeof ActionUpdate>;

export const PracticeAction = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  center_practice_id: Type.Integer(),
  evaluated_practice_id: Nullable(Type.Integer()),
  description: Type.String(),
  responsible: Type.String(),
  due_date: Type.String(),
  state: Type.String(),
  closing_date: NullableDate(),
  is_overdue: Type.Boolean(),
  practice: Reference,
  aspect: Reference,
  zone: Reference,
  stage: Reference,
  evaluation: Nullable(Type.Object({ id: Type.Integer(), date: Type.String() })),
});

// ---- environmental indicators: an indicator linked to the center aspect it measures
export const EnvironmentalIndicatorLink = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  center_aspect_id: Type.Integer(),
  stage: Reference,
  zone: Reference,
  aspect: Reference,
  vector: Reference,
  indicator: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    unit: Type.String(),
    frequency: Type.String(),
    last_period: NullableText(),
    last_value: Nullable(Type.Number()),
  }),
});
