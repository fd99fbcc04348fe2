import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';

/**
 * The answer of one of the module's own dataProvider calls (undefined while loading), refetched when `key`
 * changes; errors become a toast and leave `error` set so the page can say what is missing.
 */
export const useModuleData = <T,>(load: (dataProvider: AppDataProvider) => Promise<T>, key: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const reportError = useReportError();
  const [data, setData] = useState<T>();
  const [error, setError] = useState<Error>();
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    load(dataProvider)
      .then((answer) => current && setData(answer))
      .catch((failure: Error) => {
        if (!current) return;
        setError(failure);
        reportError(failure);
      });
    return () => {
      current = false;
    };
    // `load` is a new closure each render: `key` names what it loads.
  }, [dataProvider, reportError, key, version]);

  const refetch = useCallback(() => setVersion((value) => value + 1), []);
  return { data, error, refetch, setData };
};
