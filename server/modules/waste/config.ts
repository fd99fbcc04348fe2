import type { RegisterModule } from '../../lib/api';
import { badRequest } from '../../lib/errors';
import { CenterParams } from '../../lib/fields';
import { saveWasteConfig, wasteConfig } from './config-queries';
import { ConfigSchema, ConfigWrite } from './schemas';
import { wasteTenancy } from './route-config';
import { consultancyStaff, everyone } from '../../lib/access';

const inCenter = (access: typeof everyone | typeof consultancyStaff, mode: 'read' | 'write') => ({
  access,
  tenancy: wasteTenancy.center(mode),
});

/** Module configuration (spec §7: GET/PUT /residue-module/{centerId}/config, the body carrying centerId and the settings). */
export const configRoutes: RegisterModule = (app, { db }) => {
  const tags = ['Waste: configuration'];
  app.get(
    '/api/residue-module/:centerId/config',
    { config: inCenter(everyone, 'read'), schema: { tags, params: CenterParams, response: { 200: ConfigSchema } } },
    (request) => wasteConfig(db, request.params.centerId),
  );
  app.put(
    '/api/residue-module/:centerId/config',
    {
      config: inCenter(consultancyStaff, 'write'),
      schema: { tags, params: CenterParams, body: ConfigWrite, response: { 200: ConfigSchema } },
    },
    async (request) => {
      const { centerId } = request.params;
      const body = request.body;
      if (body.centerId !== undefined && body.centerId !== centerId) throw badRequest('centerId', 'waste.bodyNamesAnotherCenter');
      await saveWasteConfig(db, centerId, body);
      return wasteConfig(db, centerId);
    },
  );
};
