import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useLocaleState } from 'react-admin';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider, AreaNode } from '../../dataProvider';

/** The area > ambit > subambit tree, read again when the language changes (names come in it) or on reload(). */
export const useRegisterTree = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const reportError = useReportError();
  const [locale] = useLocaleState();
  const [tree, setTree] = useState<AreaNode[]>();

  const reload = useCallback(
    () =>
      dataProvider
        .getRegisterTree()
        // The tree answers both names and the order too; the legal module's type only declares what it reads.
        .then((areas) => setTree(areas as AreaNode[]))
        .catch(reportError),
    [dataProvider, reportError],
  );

  useEffect(() => {
    reload();
  }, [reload, locale]);

  return { tree, reload };
};
