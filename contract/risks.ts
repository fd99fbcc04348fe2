// Risks and opportunities (ISO 14001:2015 6.1.1) and improvement actions (10.2): the values and the
// level arithmetic the server and the browser share.

export const CONSEQUENCE_TYPES = ['RISK', 'OPPORTUNITY'] as const;
export type ConsequenceType = (typeof CONSEQUENCE_TYPES)[number];

export const RISK_TREATMENTS = ['MITIGATE', 'ACCEPT', 'AVOID', 'TRANSFER'] as const;
export const OPPORTUNITY_TREATMENTS = ['PURSUE', 'NOT_PURSUE'] as const;
export const TREATMENTS = [...RISK_TREATMENTS, ...OPPORTUNITY_TREATMENTS] as const;

/** Where an evaluation stands in a re-evaluation: copied and not yet looked at, confirmed, changed, or added. */
export const REVIEW_STATUSES = ['NEW', 'PENDING', 'UNCHANGED', 'MODIFIED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type Level = (typeof LEVELS)[number];

export interface MatrixSettings {
  size: number;
  medium_from: number;
  high_from: number;
  low_colour: string;
  medium_colour: string;
  high_colour: string;
  low_label: string;
  medium_label: string;
  high_label: string;
}

/** The two seeded matrices: 3x3 (LOW 1-2, MEDIUM 3-5, HIGH 6-9) and 5x5 (LOW 1-4, MEDIUM 5-11, HIGH 12-25). */
export const MATRIX_PRESETS: Record<'3x3' | '5x5', MatrixSettings> = {
  '3x3': {
    size: 3,
    medium_from: 3,
    high_from: 6,
    low_colour: '#4caf50',
    medium_colour: '#ffc107',
    high_colour: '#f44336',
    low_label: 'Bajo',
    medium_label: 'Medio',
    high_label: 'Alto',
  },
  '5x5': {
    size: 5,
    medium_from: 5,
    high_from: 12,
    low_colour: '#4caf50',
    medium_colour: '#ffc107',
    high_colour: '#f44336',
    low_label: 'Bajo',
    medium_label: 'Medio',
    high_label: 'Alto',
  },
};

/**
 * The score of a cell. Risks: probability x impact. Opportunities: value x ease, where the second
 * number is the effort (1 = little) and ease = size + 1 - effort, so a valuable, easy opportunity scores highest.
 */
export function scoreOf(size: number, type: ConsequenceType, first: number, second: number): number {
  return type === 'OPPORTUNITY' ? first * (size + 1 - second) : first * second;
}

export function levelOfScore(matrix: Pick<MatrixSettings, 'medium_from' | 'high_from'>, score: number): Level {
  if (score >= matrix.high_from) return 'HIGH';
  if (score >= matrix.medium_from) return 'MEDIUM';
  return 'LOW';
}

export function levelOf(
  matrix: Pick<MatrixSettings, 'size' | 'medium_from' | 'high_from'>,
  type: ConsequenceType,
  first: number,
  second: number,
) {
  const score = scoreOf(matrix.size, type, first, second);
  return { score, level: levelOfScore(matrix, score) };
}

export const IMPROVEMENT_TYPES = ['IMMEDIATE', 'CORRECTIVE', 'PREVENTIVE', 'IMPROVEMENT'] as const;
export const IMPROVEMENT_ORIGINS = [
  'AUDIT',
  'NONCONFORMITY',
  'COMPLAINT',
  'LEGAL_REQUIREMENT',
  'RISK',
  'ASPECT_EVALUATION',
  'WASTE_INCIDENCE',
  'OTHER',
] as const;
export const IMPROVEMENT_STATUSES = ['OPEN', 'IN_PROGRESS', 'CLOSED'] as const;
/** The records an action can come from (table name and the origin it implies). */
export const IMPROVEMENT_SOURCES = {
  risk_evaluation: 'RISK',
  evidence: 'LEGAL_REQUIREMENT',
  evaluated_aspect: 'ASPECT_EVALUATION',
} as const;
export type ImprovementSource = keyof typeof IMPROVEMENT_SOURCES;
