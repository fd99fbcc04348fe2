import { useCallback, useEffect, useState } from 'react';
import type { ConsequenceType, Level, MatrixSettings, ReviewStatus } from '../../../contract/risks';
import type { Page } from '../../../contract/paging';
import { useReportError } from '../../common/useReportError';
import { apiClient } from '../../dataProvider';
import { saveAttachment } from '../../dataProvider/download';
import type { Payload } from '../../dataProvider/requestBody';

export interface Named { id: number; name: string }
export interface Process extends Named { center_id: number; description: string | null; question_count: number }
export interface Question extends Named { ambit: Named; category: Named }
export interface ProcessConsequence extends Named { type: ConsequenceType; question: Named; process: Named }
export interface Matrix extends MatrixSettings { is_default: boolean; center_id?: number }
export interface Assessment { score: number; level: Level }
export interface Evaluation {
  id: number; center_id: number; round: { id: number; year: number }; process: Named; consequence: Named & { type: ConsequenceType }; question: Named;
  probability: number; impact: number; inherent: Assessment; treatment: string | null; planned_action: string | null; responsible: string | null;
  due_date: string | null; residual_probability: number | null; residual_impact: number | null; residual: Assessment | null;
  review_status: ReviewStatus; previous_evaluation_id: number | null; open_actions: number;
}
export interface Round { id: number; year: number; is_current: boolean; counts: Partial<Record<ReviewStatus, number>> }
export interface Person { id: number; name: string; email: string }
export interface ImprovementAction {
  id: number; center_id: number; type: string; origin: string; source_table: string | null; source_id: number | null;
  description: string; root_cause: string | null; action: string; responsible_id: number | null; responsible: Person | null;
  due_date: string; reminder_days: number; status: string; closing_date: string | null; checked_by_id: number | null; checked_by: Person | null;
  checked_on: string | null; effective: boolean | null; effectiveness_comment: string | null; attachments: { id: number; name: string; file: string | null }[];
  created_at: string; updated_at: string;
}

export const query = (params: Record<string, string | number | boolean | undefined | null>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  return search;
};

export const getJson = <T,>(path: string, params: Record<string, string | number | boolean | undefined | null> = {}) => apiClient.json<T>(path, { query: query(params) });
export const getAll = async <T,>(path: string, params: Record<string, string | number | boolean | undefined | null> = {}) =>
  (await getJson<Page<T>>(path, { pageSize: 1000, ...params })).results;
export const write = <T,>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: Payload, multipart = false) => apiClient.json<T>(path, { method, body, multipart });
export const download = async (path: string, params: Record<string, string | number | undefined>, name: string) =>
  saveAttachment(await apiClient.send(path, { query: query({ ...params, format: 'xlsx' }) }), name);

/** A GET answer (undefined while loading), refetched when `key` changes or on refetch(); errors become a toast. */
export const useApi = <T,>(load: (() => Promise<T>) | undefined, key: string) => {
  const reportError = useReportError();
  const [data, setData] = useState<T>();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!load) return undefined;
    let current = true;
    load().then((answer) => { if (current) setData(answer); }).catch((error: Error) => { if (current) void reportError(error); });
    return () => { current = false; };
    // `load` is a new closure each render: `key` names what it loads.
  }, [key, version, reportError]);
  const refetch = useCallback(() => setVersion((value) => value + 1), []);
  return { data, refetch, setData };
};

export const moduleApi = (centerId: string | number) => `/risk-opportunity-module/${centerId}`;
export const improvementApi = (centerId: string | number) => `/improvement-module/${centerId}`;
