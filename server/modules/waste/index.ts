import type { RegisterModule } from '../../lib/api';
import { wasteCatalogueRoutes } from './catalogues';
import { clockRoutes } from './clock';
import { collectionRoutes } from './collections';
import { configRoutes } from './config';
import { silentNotifier } from './notify';
import { planRoutes } from './plans';
import { reportRoutes } from './reports';

/** Waste management (issue 9): catalogues, then the per-center residue module. */
export const wasteRoutes: RegisterModule = (app, context) => {
  wasteCatalogueRoutes(app, context);
  planRoutes(silentNotifier)(app, context);
  collectionRoutes(app, context);
  clockRoutes(app, context);
  reportRoutes(app, context);
  configRoutes(app, context);
};
