// Environmental aspects (ISO 14001 6.1.2): the evaluation method and the significance arithmetic,
// shared by the server (which validates and stores) and the browser (which shows the running score).

export const OPERATING_CONDITIONS = ['NORMAL', 'ABNORMAL', 'EMERGENCY'] as const;
export type OperatingCondition = (typeof OPERATING_CONDITIONS)[number];

export const PRACTICE_STATES = ['FULFILLED', 'NOT_FULFILLED', 'NOT_APPLICABLE'] as const;
export type PracticeState = (typeof PRACTICE_STATES)[number];

/** A practice action's state: open, in progress, closed (closed ones carry their closing date). */
export const PRACTICE_ACTION_STATES = ['OPEN', 'IN_PROGRESS', 'CLOSED'] as const;
export type PracticeActionState = (typeof PRACTICE_ACTION_STATES)[number];

export interface Scale {
  min: number;
  max: number;
}
/** A criterion of the method, named in both languages of the platform (the wire adds `name` in the request's language). */
export interface Criterion extends Scale {
  key: string;
  name_spanish: string;
  name_catalan: string;
}
export type Language = 'es' | 'ca' | 'en';
/** The criterion's name in a language: Catalan for `ca`, Spanish otherwise (as every bilingual catalogue). */
export const criterionName = (criterion: Pick<Criterion, 'name_spanish' | 'name_catalan'>, language: Language): string =>
  language === 'ca' ? criterion.name_catalan : criterion.name_spanish;

/**
 * A center's way of scoring aspects. Normal and abnormal conditions score every criterion and combine
 * them with the formula; emergencies score probability x consequence. An aspect is significant when its
 * score reaches the threshold of its condition.
 */
export interface EvaluationMethod {
  criteria: Criterion[];
  formula: 'SUM' | 'PRODUCT';
  threshold: number;
  emergency: { probability: Scale; consequence: Scale; threshold: number };
}

export const DEFAULT_METHOD: EvaluationMethod = {
  criteria: [
    { key: 'magnitude', name_spanish: 'Magnitud', name_catalan: 'Magnitud', min: 1, max: 3 },
    { key: 'frequency', name_spanish: 'Frecuencia', name_catalan: 'Freqüència', min: 1, max: 3 },
    { key: 'severity', name_spanish: 'Gravedad', name_catalan: 'Gravetat', min: 1, max: 3 },
    { key: 'legal_requirement', name_spanish: 'Requisito legal', name_catalan: 'Requisit legal', min: 1, max: 3 },
    { key: 'stakeholder_concern', name_spanish: 'Partes interesadas', name_catalan: 'Parts interessades', min: 1, max: 3 },
  ],
  formula: 'SUM',
  threshold: 11,
  emergency: { probability: { min: 1, max: 5 }, consequence: { min: 1, max: 5 }, threshold: 12 },
};

/** The score keys a condition needs, with their scales. */
export const scalesFor = (method: EvaluationMethod, condition: OperatingCondition): (Scale & { key: string })[] =>
  condition === 'EMERGENCY'
    ? [
        { key: 'probability', ...method.emergency.probability },
        { key: 'consequence', ...method.emergency.consequence },
      ]
    : method.criteria;

/** The highest score a condition can reach with the method (a threshold above it never marks anything significant). */
export function highestScore(method: EvaluationMethod, condition: OperatingCondition): number {
  if (condition === 'EMERGENCY') return method.emergency.probability.max * method.emergency.consequence.max;
  const maxima = method.criteria.map((criterion) => criterion.max);
  return method.formula === 'PRODUCT' ? maxima.reduce((a, b) => a * b, 1) : maxima.reduce((a, b) => a + b, 0);
}

/** The method as the wire shows it: each criterion also `name`d in the request's language. */
export const methodFor = (method: EvaluationMethod, language: Language) => ({
  ...method,
  criteria: method.criteria.map((criterion) => ({ ...criterion, name: criterionName(criterion, language) })),
});

/** Why a score does not fit the method: not a whole number of the scale, outside the scale, or no such criterion. */
export type ScoreProblem = { problem: 'wholeNumber' | 'outOfScale'; min: number; max: number } | { problem: 'noCriterion' };

/** Why the scores do not fit the method (key -> problem), or none. */
export function scoreProblems(
  method: EvaluationMethod,
  condition: OperatingCondition,
  scores: Record<string, unknown>,
): Record<string, ScoreProblem> {
  const problems: Record<string, ScoreProblem> = {};
  const scales = scalesFor(method, condition);
  for (const scale of scales) {
    const value = scores[scale.key];
    if (typeof value !== 'number' || !Number.isInteger(value))
      problems[`scores.${scale.key}`] = { problem: 'wholeNumber', min: scale.min, max: scale.max };
    else if (value < scale.min || value > scale.max)
      problems[`scores.${scale.key}`] = { problem: 'outOfScale', min: scale.min, max: scale.max };
  }
  for (const key of Object.keys(scores))
    if (!scales.some((scale) => scale.key === key)) problems[`scores.${key}`] = { problem: 'noCriterion' };
  return problems;
}

/** The aspect's score: emergency = probability x consequence; otherwise the method's formula over the criteria. */
export function scoreOf(method: EvaluationMethod, condition: OperatingCondition, scores: Record<string, number>): number {
  if (condition === 'EMERGENCY') return scores.probability! * scores.consequence!;
  const values = method.criteria.map((criterion) => scores[criterion.key]!);
  return method.formula === 'PRODUCT' ? values.reduce((a, b) => a * b, 1) : values.reduce((a, b) => a + b, 0);
}

export const thresholdFor = (method: EvaluationMethod, condition: OperatingCondition): number =>
  condition === 'EMERGENCY' ? method.emergency.threshold : method.threshold;

export const isSignificant = (method: EvaluationMethod, condition: OperatingCondition, score: number | null): boolean =>
  score !== null && score >= thresholdFor(method, condition);
