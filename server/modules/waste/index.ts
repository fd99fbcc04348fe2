import type { RegisterModule } from '../../lib/api';
import { wasteCatalogueRoutes } from './catalogues';

/** Waste management (issue 9): catalogues, then the per-center residue module. */
export const wasteRoutes: RegisterModule = async (app, context) => {
  await wasteCatalogueRoutes(app, context);
};
