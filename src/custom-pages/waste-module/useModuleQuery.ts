import { moduleQueryKey, useModuleQuery as useQueryOf } from '../../common/useModuleQuery';
import type { AppDataProvider } from '../../dataProvider';

const keyOf = (key: unknown[]) => ['residue-module', ...key].map(String).join('/');

/** The cache key of a waste read, for a save that answers the new state. */
export const wasteQueryKey = (key: unknown[]) => moduleQueryKey(keyOf(key));

/** A read of the waste module: the app's one page query (undefined while loading); errors become a toast unless `quiet`. */
export const useModuleQuery = <T>(key: unknown[], read: (dataProvider: AppDataProvider) => Promise<T>, { quiet = false } = {}) =>
  useQueryOf(read, keyOf(key), { quiet }).data;
