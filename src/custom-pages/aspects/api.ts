import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '../../dataProvider';
import { useReportError } from '../../common/useReportError';
import { saveAttachment } from '../../dataProvider/download';

export interface Named { id: number; name: string }
export interface Page<T> { count: number; next: string | null; previous: string | null; results: T[] }
export interface CenterAspect { id: number; zone: Named; aspect: Named; vector: Named }
/** A criterion as the server answers it: `name` in the request's language beside both names. */
export interface MethodCriterion { key?: string; name?: string; name_spanish: string; name_catalan: string; min: number; max: number }
export interface EvaluationMethod {
  criteria: (MethodCriterion & { key: string; name: string })[];
  formula: 'SUM' | 'PRODUCT';
  threshold: number;
  emergency: { probability: { min: number; max: number }; consequence: { min: number; max: number }; threshold: number };
}
export interface AspectEvaluation { id: number; date: string; is_open: boolean; method: EvaluationMethod; significant_evaluated_aspect_ids: number[] }
export interface EvaluatedAspect {
  id: number; center_aspect_id: number; stage: Named; zone: Named; aspect: Named; vector: Named;
  condition: 'NORMAL' | 'ABNORMAL' | 'EMERGENCY'; scores: Record<string, number> | null; score: number | null; threshold: number;
  reaches_threshold: boolean; is_significant: boolean; observations: string | null;
}
export interface PracticeEvaluation { id: number; date: string; is_open: boolean }

export const api = {
  get: <T,>(path: string) => apiClient.json<T>(path),
  send: <T,>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object) => apiClient.json<T>(path, { method, body: body as never }),
  download: async (path: string, name: string) => saveAttachment(await apiClient.send(path), name),
};

/** Every page of a list, 50 at a time (spec §7, §9). */
export async function fetchAll<T>(path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<Page<T>>(`${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=50`);
    rows.push(...answer.results);
    if (!answer.next) return rows;
  }
}

/** One GET, reloaded by `refetch`; errors are a toast. A 404 on `optional` calls means "none" (spec §8). */
export function useApi<T>(path: string | undefined, optional = false) {
  const reportError = useReportError();
  const [data, setData] = useState<T | null>();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!path) return;
    let current = true;
    api.get<T>(path).then((answer) => current && setData(answer)).catch((error: Error & { status?: number }) => {
      if (!current) return;
      if (optional && error.status === 404) setData(null);
      else reportError(error);
    });
    return () => { current = false; };
  }, [path, version, optional, reportError]);
  return { data, refetch: useCallback(() => setVersion((value) => value + 1), []) };
}
