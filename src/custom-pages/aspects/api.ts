import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useModuleQuery } from '../../common/useModuleQuery';
import type { AppDataProvider } from '../../dataProvider';

export interface Named {
  id: number;
  name: string;
}
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
export interface CenterAspect {
  id: number;
  zone: Named;
  aspect: Named;
  vector: Named;
}
/** A criterion as the server answers it: `name` in the request's language beside both names. */
export interface MethodCriterion {
  key?: string;
  name?: string;
  name_spanish: string;
  name_catalan: string;
  min: number;
  max: number;
}
export interface EvaluationMethod {
  criteria: (MethodCriterion & { key: string; name: string })[];
  formula: 'SUM' | 'PRODUCT';
  threshold: number;
  emergency: { probability: { min: number; max: number }; consequence: { min: number; max: number }; threshold: number };
}
export interface AspectEvaluation {
  id: number;
  date: string;
  is_open: boolean;
  method: EvaluationMethod;
  significant_evaluated_aspect_ids: number[];
}
export interface EvaluatedAspect {
  id: number;
  center_aspect_id: number;
  stage: Named;
  zone: Named;
  aspect: Named;
  vector: Named;
  condition: 'NORMAL' | 'ABNORMAL' | 'EMERGENCY';
  scores: Record<string, number> | null;
  score: number | null;
  threshold: number;
  reaches_threshold: boolean;
  is_significant: boolean;
  observations: string | null;
}
export interface PracticeEvaluation {
  id: number;
  date: string;
  is_open: boolean;
}

/** The module's calls, through the app's data provider (issue 23: one way to fetch). */
export const useAspectsApi = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useMemo(
    () => ({
      get: <T>(path: string) => dataProvider.getAspects<T>(path),
      getAll: <T>(path: string) => dataProvider.getAllAspects<T>(path),
      send: <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object) => dataProvider.sendAspects<T>(method, path, body),
      download: (path: string, name: string) => dataProvider.downloadAspects(path, name),
    }),
    [dataProvider],
  );
};

/**
 * One GET of the module through react-query (undefined while loading), reloaded by `refetch`; errors are a
 * toast. A 404 on `optional` reads means "none" (spec §8) and gives null.
 */
export function useAspectsQuery<T>(path: string | undefined, optional = false) {
  const load = path
    ? (dataProvider: AppDataProvider) =>
        dataProvider.getAspects<T>(path).catch((error: Error & { status?: number }) => {
          if (optional && error.status === 404) return null;
          throw error;
        })
    : undefined;
  const { data, refetch } = useModuleQuery<T | null>(load, `environmental-aspects${path ?? ''}`);
  return { data, refetch };
}
