import type { Identifier } from 'react-admin';
import type { CenterModule } from '../../contract/modules';
import type { HttpClient } from './httpClient';

/** One row of GET /api/center/{id}/modules: whether the center uses the module. */
export interface ModuleState {
  module: CenterModule;
  is_active: boolean;
}

export const fetchCenterModules = (client: HttpClient, centerId: Identifier): Promise<ModuleState[]> =>
  client.json<ModuleState[]>(`/center/${encodeURIComponent(String(centerId))}/modules`);

/** POST /api/{module}-module/{centerId}/state; answers the state the server kept. */
export const saveModuleState = async (
  client: HttpClient,
  centerId: Identifier,
  module: CenterModule,
  isActive: boolean,
): Promise<boolean> => {
  const path = `/${module}-module/${encodeURIComponent(String(centerId))}/state`;
  const saved = await client.json<{ is_active: boolean }>(path, { method: 'POST', body: { is_active: isActive } });
  return saved.is_active;
};
