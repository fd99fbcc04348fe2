import type { RegisterModule, ServerModule } from '../../lib/api';
import { centerModuleRoutes } from './center-modules';
import { centerRoutes } from './centers';
import { consultancyRoutes } from './consultancies';
import { emailConfigRoutes } from './email-config';
import { enterpriseRoutes } from './enterprises';

const organisationRoutes: RegisterModule = (app, context) => {
  consultancyRoutes(app, context);
  emailConfigRoutes(app, context);
  enterpriseRoutes(app, context);
  centerRoutes(app, context);
  centerModuleRoutes(app, context);
};

/** Consultancies, enterprises, centers, their modules and mail settings. */
export const organisationModule: ServerModule = { routes: organisationRoutes };
