import type { Identifier } from 'react-admin';
import type { ConsequenceType, Level, MatrixSettings, ReviewStatus } from '../../contract/risks';
import { SPREADSHEET_FORMAT, type Page } from '../../contract/paging';
import { saveAttachment } from './download';
import type { HttpClient } from './httpClient';
import type { Payload } from './requestBody';

/** A risks or improvement read's filters; empty values are left out of the query string. */
export type RisksParams = Record<string, string | number | boolean | undefined | null>;

/** A list's one page: the modules' tables show a list whole. */
const RISKS_PAGE_SIZE = 1000;

/** The query string of a read; a page's query key is built from it too. */
export const risksQuery = (params: RisksParams) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  return search;
};

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

export interface RiskConsequence extends Named {
  type: ConsequenceType;
  question: Named;
}
export interface MatrixCell {
  probability: number;
  impact: number;
  count: number;
}
/** What an evaluation form sends (create and update). */
export interface RiskEvaluationChanges {
  process_id: number;
  consequence_id: number;
  probability: number;
  impact: number;
  treatment: unknown;
  planned_action: unknown;
  responsible: unknown;
  due_date: string | null;
  residual_probability: number | null;
  residual_impact: number | null;
}

const risksModule = (centerId: Identifier) => `/risk-opportunity-module/${centerId}`;
const improvementModule = (centerId: Identifier) => `/improvement-module/${centerId}`;

/**
 * The risk-opportunity and improvement modules' routes (processes, consequences, evaluations, rounds, matrix,
 * improvement actions and their attachments), one method per call.
 */
export const risksModuleMethods = (client: HttpClient) => {
  const get = <T>(path: string, params: RisksParams = {}) => client.json<T>(path, { query: risksQuery(params) });
  /** A list whole: one page of up to RISKS_PAGE_SIZE rows. */
  const all = async <T>(path: string, params: RisksParams = {}): Promise<T[]> =>
    (await get<Page<T>>(path, { pageSize: RISKS_PAGE_SIZE, ...params })).results;
  /** A write; `multipart` sends the body as a form (attachments). Answers what the server answers (undefined on 204). */
  const send = <T = unknown>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: Payload, multipart = false) =>
    client.json<T>(path, { method, body, multipart });
  return {
    // Catalogues the module reads.
    getRiskAmbits: () => all<Named>('/risk-opportunity-ambit'),
    getRiskCategories: () => all<Named>('/category'),
    getRiskQuestions: (filter: { ambitId?: Identifier; categoryId?: Identifier } = {}) => all<Question>('/question', filter),
    getRiskConsequence: (id: Identifier) => get<RiskConsequence>(`/consequence/${id}`),

    // A center's processes, consequences, rounds and matrix.
    getRiskProcesses: (centerId: Identifier, search: RisksParams = {}) => all<Process>(`${risksModule(centerId)}/process`, search),
    createRiskProcess: (centerId: Identifier, name: string) => send<Process>(`${risksModule(centerId)}/process`, 'POST', { name }),
    getRiskProcess: (id: Identifier) => get<Process>(`/risk-process/${id}`),
    getRiskProcessQuestions: (id: Identifier) => get<{ question_ids: number[] }>(`/risk-process/${id}/config`),
    saveRiskProcessQuestions: (id: Identifier, questionIds: number[]) =>
      send(`/risk-process/${id}/config`, 'PUT', { question_ids: questionIds }),
    getProcessConsequences: (centerId: Identifier, filter: { processId?: Identifier } = {}) =>
      all<ProcessConsequence>(`${risksModule(centerId)}/consequence`, filter),
    getRiskRounds: (centerId: Identifier) => all<Round>(`${risksModule(centerId)}/round`),
    createRiskRound: (centerId: Identifier, year: number) => send(`${risksModule(centerId)}/round`, 'POST', { year }),
    getRiskMatrix: (centerId: Identifier) => get<Matrix>(`${risksModule(centerId)}/matrix`),
    saveRiskMatrix: (centerId: Identifier, matrix: MatrixSettings) => send(`${risksModule(centerId)}/matrix`, 'PUT', { ...matrix }),
    getRiskMatrixCounts: (centerId: Identifier, type: ConsequenceType) =>
      get<{ cells: MatrixCell[] }>(`${risksModule(centerId)}/matrix-counts`, { type }),

    // Evaluations.
    getRiskEvaluations: (centerId: Identifier, filter: RisksParams = {}) => all<Evaluation>(`${risksModule(centerId)}/evaluation`, filter),
    getRiskEvaluation: (id: Identifier) => get<Evaluation>(`/risk-evaluation/${id}`),
    createRiskEvaluation: (centerId: Identifier, changes: RiskEvaluationChanges) =>
      send<Evaluation>(`${risksModule(centerId)}/evaluation`, 'POST', { ...changes }),
    updateRiskEvaluation: (id: Identifier, changes: RiskEvaluationChanges) =>
      send<Evaluation>(`/risk-evaluation/${id}`, 'PUT', { ...changes }),
    /** The current evaluations' spreadsheet, under the server's file name. */
    downloadRiskEvaluations: async (centerId: Identifier) =>
      saveAttachment(
        await client.send(`${risksModule(centerId)}/evaluation`, { query: risksQuery({ format: SPREADSHEET_FORMAT }) }),
        'risks-opportunities.xlsx',
      ),

    // Improvement actions and their attachments.
    getImprovementActions: (centerId: Identifier, filter: RisksParams = {}) =>
      all<ImprovementAction>(`${improvementModule(centerId)}/action`, filter),
    getImprovementAction: (id: Identifier) => get<ImprovementAction>(`/improvement-action/${id}`),
    createImprovementAction: (centerId: Identifier, changes: Payload) =>
      send<ImprovementAction>(`${improvementModule(centerId)}/action`, 'POST', changes),
    updateImprovementAction: (id: Identifier, changes: Payload) => send<ImprovementAction>(`/improvement-action/${id}`, 'PUT', changes),
    /** Sent as a form; answers the action with its attachments. */
    addImprovementAttachment: (actionId: Identifier, attachment: { name: string; file: File | undefined }) =>
      send<ImprovementAction>(`/improvement-action/${actionId}/attachment`, 'POST', attachment, true),
    deleteImprovementAttachment: (id: Identifier) => send(`/improvement-attachment/${id}`, 'DELETE'),
  };
};
export type RisksModuleMethods = ReturnType<typeof risksModuleMethods>;
