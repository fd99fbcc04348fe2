import type { Identifier } from 'react-admin';

export type {
  AspectEvaluation,
  EditedMethod,
  EnvironmentalIndicator,
  EvaluatedAspect,
  EvaluationMethod,
  EvaluationKind,
  EvaluationPeriodicity,
  MethodCriterion,
  PracticeAction,
  PracticeEvaluationStage,
  Zone,
} from '../../dataProvider/environmentalAspects';

/** The react-query key of a read of the module (what it reads, then its ids), e.g. `environmental-aspects/zone-aspects/4`. */
export const aspectsKey = (...parts: (string | Identifier | boolean | undefined)[]) =>
  ['environmental-aspects', ...parts.map((part) => String(part ?? ''))].join('/');
