import type { ReactElement } from 'react';
import { Loading, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { CenterModule } from '../../contract/modules';
import { CenterNotFound } from '../resources/center/CenterNotFound';
import type { Center } from '../resources/center/types';
import { ModuleInactive } from './PageFrame';
import { useModuleQuery } from './useModuleQuery';

/**
 * The center a module page is about, or the page to show instead: not found (the API answers 404 for a center the
 * user may not see), loading, or the module switched off for the center. Every module frame asks this one hook.
 */
export function useModuleCenter(
  module: CenterModule,
  moduleName: string,
): { centerId: string; center: Center; instead?: undefined } | { centerId: string; center?: undefined; instead: ReactElement } {
  const { centerId = '' } = useParams<'centerId'>();
  const { data: center, error } = useGetOne<Center>('center', { id: Number(centerId) }, { retry: false });
  // The same cache as the module switches page: switching a module on is seen at once.
  const { data: states, error: statesError } = useModuleQuery((provider) => provider.getCenterModules(centerId), `${centerId}/modules`, {
    quiet: true,
    retry: false,
  });
  if (error) return { centerId, instead: <CenterNotFound /> };
  // Module states that cannot be read (an error, an answer that is not a list) leave the page to its own requests,
  // which say what is wrong.
  const unreadable = statesError !== undefined || (states !== undefined && !Array.isArray(states));
  const active = unreadable ? true : states?.some((state) => state.module === module && state.is_active);
  if (!center || active === undefined) return { centerId, instead: <Loading /> };
  if (!active) return { centerId, instead: <ModuleInactive centerId={centerId} centerName={center.name} module={moduleName} /> };
  return { centerId, center };
}
