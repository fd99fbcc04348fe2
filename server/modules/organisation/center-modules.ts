import { Type } from 'typebox';
import { CENTER_MODULES } from '../../../contract/modules';
import type { RegisterModule } from '../../lib/api';
import { isModuleActive } from '../../lib/center-modules';
import { answers } from '../../lib/wire';
import { centerById } from '../../lib/center-rows';
import { adminsOnly, everyone } from '../../lib/access';
import { activeModulesOf, setModuleState } from './queries';

const tags = ['Modules'];
const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const ModuleState = Type.Object({ is_active: Type.Boolean() });

export const centerModuleRoutes: RegisterModule = (app, { db }) => {
  // Spec §7: /api/legal-requirement-module/{id}/state and /api/residue-module/{id}/state; the other modules alike.
  for (const module of CENTER_MODULES) {
    const path = `/api/${module}-module/:id/state`;
    app.get(
      path,
      {
        config: { access: everyone, tenancy: centerById('read', { key: 'id' }) },
        schema: { tags, params: Params, response: answers(ModuleState) },
      },
      async (request) => ({
        is_active: await isModuleActive(db, request.params.id, module),
      }),
    );
    app.post(
      path,
      {
        config: { access: adminsOnly, tenancy: centerById('write', { key: 'id' }) },
        schema: { tags, params: Params, body: Type.Object({ is_active: Type.Boolean() }), response: answers(ModuleState) },
      },
      async (request) => {
        const isActive = request.body.is_active;
        await setModuleState(db, request.params.id, module, isActive);
        return { is_active: isActive };
      },
    );
  }

  // One call for the center home: every module with its state.
  app.get(
    '/api/center/:id/modules',
    {
      config: { access: everyone, tenancy: centerById('read', { key: 'id' }) },
      schema: { tags, params: Params, response: answers(Type.Array(Type.Object({ module: Type.String(), is_active: Type.Boolean() }))) },
    },
    async (request) => {
      const active = await activeModulesOf(db, request.params.id);
      return CENTER_MODULES.map((module) => ({ module, is_active: active.has(module) }));
    },
  );
};
