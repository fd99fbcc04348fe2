import { useCallback, useEffect, useState } from 'react';
import { useReportError } from '../../common/useReportError';
import { apiClient } from '../../dataProvider';

/** GET `path` of the API (undefined while loading); errors become a toast. `reload` fetches again. */
export const useApi = <T,>(path: string | undefined) => {
  const reportError = useReportError();
  const [data, setData] = useState<T>();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!path) return;
    let current = true;
    apiClient.json<T>(path)
      .then((answer) => {
        if (current) setData(answer);
      })
      .catch((error: Error) => {
        if (current) void reportError(error);
      });
    return () => {
      current = false;
    };
  }, [path, version, reportError]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, setData, reload };
};
