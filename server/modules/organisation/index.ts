import type { RegisterModule } from '../../lib/api';
import { centerModuleRoutes } from './center-modules';
import { centerRoutes } from './centers';
import { consultancyRoutes } from './consultancies';
import { emailConfigRoutes } from './email-config';
import { enterpriseRoutes } from './enterprises';

export const organisationRoutes: RegisterModule = (app, context) => {
  consultancyRoutes(app, context);
  emailConfigRoutes(app, context);
  enterpriseRoutes(app, context);
  centerRoutes(app, context);
  centerModuleRoutes(app, context);
};
