import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useReportError } from './useReportError';

/** The react-query key of a page query: what a save that answers the new state replaces. */
export const moduleQueryKey = (key: string) => ['module-page', key];

/**
 * The one way a custom page reads the API (issue 23): one of the dataProvider's calls through react-query,
 * cached under `key` (what it loads, e.g. `indicator/7/measurement`). Undefined while loading or when
 * `load` is undefined; a failure becomes a toast and stays in `error`. `setData` replaces the cached answer
 * (after a save that answers the new state), `refetch` asks again. `keepPrevious` keeps the last answer on screen
 * while a new key loads ("show more"); `once` never asks again by itself (a secret minted for the user must not change
 * while they scan it).
 */
export const useModuleQuery = <T>(
  load: ((dataProvider: AppDataProvider) => Promise<T>) | undefined,
  key: string,
  {
    quiet = false,
    retry,
    keepPrevious = false,
    once = false,
  }: { quiet?: boolean; retry?: false; keepPrevious?: boolean; once?: boolean } = {},
) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const queryKey = moduleQueryKey(key);
  const query = useQuery({
    queryKey,
    queryFn: () => load!(dataProvider),
    enabled: load !== undefined,
    ...(retry === false ? { retry } : {}),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(once ? { staleTime: Infinity } : {}),
  });
  useEffect(() => {
    if (query.error && !quiet) void reportError(query.error);
  }, [query.error, quiet, reportError]);
  const { refetch } = query;
  // react-query's refetch ignores `enabled`: a read with nothing to load has nothing to reload.
  const enabled = load !== undefined;
  // Settles once the new answer is in (a failure is in `error`), so a write can keep its button busy until then.
  const reload = useCallback(async () => {
    if (enabled) await refetch().catch(() => undefined);
  }, [enabled, refetch]);
  const setData = useCallback(
    (data: T | ((current: T | undefined) => T | undefined)) => queryClient.setQueryData<T>(moduleQueryKey(key), data),
    [queryClient, key],
  );
  return { data: query.data, error: query.error ?? undefined, refetch: reload, reload, setData };
};

/** Puts an answer in a page query's cache before its page opens: a record just created shows at once, with no loading flash. */
export const useSeedModuleQuery = () => {
  const queryClient = useQueryClient();
  return useCallback(<T>(key: string, data: T) => queryClient.setQueryData<T>(moduleQueryKey(key), data), [queryClient]);
};
