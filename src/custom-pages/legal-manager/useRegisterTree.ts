import { useLocaleState } from 'react-admin';
import { useModuleQuery } from '../../common/useModuleQuery';
import type { AreaNode } from '../../dataProvider';

/** The area > ambit > subambit tree, read again when the language changes (names come in it) or on reload(). */
export const useRegisterTree = () => {
  const [locale] = useLocaleState();
  const {
    data: tree,
    error,
    refetch,
  } = useModuleQuery(
    // The tree answers both names and the order too; the legal module's type only declares what it reads.
    async (dataProvider) => (await dataProvider.getRegisterTree()) as AreaNode[],
    `legal-register/tree/${locale}`,
  );
  return { tree, error, reload: refetch };
};
