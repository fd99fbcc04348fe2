import type { RegisterModule } from '../../lib/api';
import { todayInSpain } from '../../lib/dates';
import { answers } from '../../lib/wire';
import { wasteTenancy } from './route-config';
import { legalClock, legalClockOfCenters } from './clock-queries';
import { CenterClockSchema, ClockCentersQuery, ClockQuery, ClockSchema } from './schemas';
import { everyone } from '../../lib/access';
import { CenterParams } from '../../lib/fields';

export const clockRoutes: RegisterModule = (app, { db }) => {
  // Before /:centerId/...: the clock of all the user's centers with the module on.
  app.get(
    '/api/residue-module/legal-clock',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: { tags: ['Waste: legal clock'], querystring: ClockCentersQuery, response: answers(CenterClockSchema) },
    },
    (request) => legalClockOfCenters(db, request, request.query),
  );

  app.get(
    '/api/residue-module/:centerId/legal-clock',
    {
      config: { access: everyone, tenancy: wasteTenancy.center('read') },
      schema: { tags: ['Waste: legal clock'], params: CenterParams, querystring: ClockQuery, response: answers(ClockSchema) },
    },
    (request) => legalClock(db, request, request.params.centerId, request.query.asOf ?? todayInSpain()),
  );
};
