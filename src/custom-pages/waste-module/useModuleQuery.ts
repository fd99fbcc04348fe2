import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';

/** A read of the module through the data provider and react-query (undefined while loading); errors become a toast unless `quiet`. */
export const useModuleQuery = <T,>(key: unknown[], read: (dataProvider: AppDataProvider) => Promise<T>, { quiet = false } = {}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const reportError = useReportError();
  const query = useQuery({ queryKey: ['residue-module', ...key], queryFn: () => read(dataProvider), retry: false });
  useEffect(() => { if (query.error && !quiet) reportError(query.error); }, [query.error, quiet, reportError]);
  return query.data;
};
