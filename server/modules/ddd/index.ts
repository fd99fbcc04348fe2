import type { ServerModule } from '../../lib/api';
import { configurationRoutes } from './configuration';
import { fileRoutes } from './files';
import { serviceRoutes } from './services';

/** The pest-control (DDD) module of a center: configuration, services, their files. */
export const dddModule: ServerModule = {
  routes: (app, context) => {
    for (const register of [configurationRoutes, serviceRoutes, fileRoutes]) register(app, context);
  },
};
