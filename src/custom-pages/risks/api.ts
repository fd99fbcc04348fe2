import type { ConsequenceType, Level, MatrixSettings, ReviewStatus } from '../../../contract/risks';
import { RISKS_PAGE_SIZE, risksQuery, type RisksParams } from '../../dataProvider/risksModule';

export interface Named {
  id: number;
  name: string;
}
export interface Process extends Named {
  center_id: number;
  description: string | null;
  question_count: number;
}
export interface Question extends Named {
  ambit: Named;
  category: Named;
}
export interface ProcessConsequence extends Named {
  type: ConsequenceType;
  question: Named;
  process: Named;
}
export interface Matrix extends MatrixSettings {
  is_default: boolean;
  center_id?: number;
}
export interface Assessment {
  score: number;
  level: Level;
}
export interface Evaluation {
  id: number;
  center_id: number;
  round: { id: number; year: number };
  process: Named;
  consequence: Named & { type: ConsequenceType };
  question: Named;
  probability: number;
  impact: number;
  inherent: Assessment;
  treatment: string | null;
  planned_action: string | null;
  responsible: string | null;
  due_date: string | null;
  residual_probability: number | null;
  residual_impact: number | null;
  residual: Assessment | null;
  review_status: ReviewStatus;
  previous_evaluation_id: number | null;
  open_actions: number;
}
export interface Round {
  id: number;
  year: number;
  is_current: boolean;
  counts: Partial<Record<ReviewStatus, number>>;
}
export interface Person {
  id: number;
  name: string;
  email: string;
}
export interface ImprovementAction {
  id: number;
  center_id: number;
  type: string;
  origin: string;
  source_table: string | null;
  source_id: number | null;
  description: string;
  root_cause: string | null;
  action: string;
  responsible_id: number | null;
  responsible: Person | null;
  due_date: string;
  reminder_days: number;
  status: string;
  closing_date: string | null;
  checked_by_id: number | null;
  checked_by: Person | null;
  checked_on: string | null;
  effective: boolean | null;
  effectiveness_comment: string | null;
  attachments: { id: number; name: string; file: string | null }[];
  created_at: string;
  updated_at: string;
}

/**
 * The react-query key of a read (issue 23): the request's path and query string, parameters sorted, e.g.
 * `risk-opportunity-module/7/evaluation?consequenceId=3`. Pages that read the same thing share its answer.
 */
export const readKey = (path: string, params: RisksParams = {}) => {
  const search = risksQuery(params);
  search.sort();
  const query = search.toString();
  return `${path.replace(/^\//, '')}${query ? `?${query}` : ''}`;
};
/** The key of a read a page does not make yet (its load is undefined: nothing chosen, a new record). */
export const NO_READ = 'risks/no-read';
/** The key of a list read whole (dataProvider.getAllRisks), with the page size it asks for. */
export const listKey = (path: string, params: RisksParams = {}) => readKey(path, { pageSize: RISKS_PAGE_SIZE, ...params });

export const moduleApi = (centerId: string | number) => `/risk-opportunity-module/${centerId}`;
export const improvementApi = (centerId: string | number) => `/improvement-module/${centerId}`;
