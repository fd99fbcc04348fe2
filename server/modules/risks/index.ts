import type { ServerModule } from '../../lib/api';
import { riskCatalogueRoutes } from './catalogues';
import { evaluationRoutes } from './evaluation-routes';
import { processRoutes } from './processes';

/** Risks and opportunities: catalogues, processes, evaluations. */
export const riskModule: ServerModule = {
  routes: (app, context) => {
    for (const register of [riskCatalogueRoutes, processRoutes, evaluationRoutes]) register(app, context);
  },
};
