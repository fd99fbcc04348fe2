import type { RegisterModule } from '../../lib/api';
import { answers } from '../../lib/wire';
import { dddTenancy } from './route-config';
import { configurationOf, saveConfiguration } from './queries';
import { ConfigurationSchema, ConfigurationWrite } from './schemas';
import { consultancyStaff, everyone } from '../../lib/access';
import { CenterParams } from '../../lib/fields';

/** The center's provider, treatment frequencies and points. */
export const configurationRoutes: RegisterModule = (app, { db }) => {
  const tags = ['Pest control'];
  app.get(
    '/api/ddd-module/:centerId/configuration',
    {
      config: { access: everyone, tenancy: dddTenancy.center('read') },
      schema: { tags, params: CenterParams, response: answers(ConfigurationSchema) },
    },
    (request) => configurationOf(db, request.params.centerId),
  );

  app.put(
    '/api/ddd-module/:centerId/configuration',
    {
      config: { access: consultancyStaff, tenancy: dddTenancy.center('write') },
      schema: { tags, params: CenterParams, body: ConfigurationWrite, response: answers(ConfigurationSchema) },
    },
    (request) => saveConfiguration(db, request.params.centerId, request.body),
  );
};
