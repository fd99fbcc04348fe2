import type { RegisterModule, ServerModule } from '../../lib/api';
import { areaRoutes, legalAmbitRoutes, subambitRoutes } from './levels';
import { legalRequirementRoutes } from './requirements';
import { legalScopeRoutes } from './scopes';
import { legalTextRoutes } from './texts';
import { registerTransferRoutes } from './transfer/routes';
import { registerTreeRoutes } from './tree';

const legalRegisterRoutes: RegisterModule = (app, context) => {
  for (const register of [
    areaRoutes,
    legalAmbitRoutes,
    subambitRoutes,
    legalScopeRoutes,
    legalTextRoutes,
    legalRequirementRoutes,
    registerTreeRoutes,
    registerTransferRoutes,
  ])
    register(app, context);
};

/** The legal register: hierarchy, texts, requirements, import and export. */
export const legalRegisterModule: ServerModule = { routes: legalRegisterRoutes };
