import type { RegisterModule } from '../../lib/api';
import { answers } from '../../lib/wire';
import { periodicityOf, setPeriodicity } from './periodicity-queries';
import { MODULE } from './route-config';
import { Periodicity, PeriodicityWrite } from './schemas';
import { centerById } from '../../lib/center-rows';
import { adminsOnly, everyone } from '../../lib/access';
import { CenterParams } from '../../lib/fields';

export const periodicityRoutes: RegisterModule = (app, { db }) => {
  const tags = ['Expiry notifications'];

  app.get(
    '/api/evidence-mail-notification-periodicity/:centerId',
    {
      config: { access: everyone, tenancy: centerById('read') },
      schema: { tags, params: CenterParams, response: answers(Periodicity) },
    },
    (request) => periodicityOf(db, request.params.centerId),
  );

  app.post(
    '/api/evidence-mail-notification-periodicity',
    {
      config: { access: adminsOnly, tenancy: centerById('write', { key: 'center_id', in: 'body', module: MODULE }) },
      schema: { tags, body: PeriodicityWrite, response: answers(Periodicity) },
    },
    async (request) => {
      const { center_id: centerId, periodicity } = request.body;
      await setPeriodicity(db, centerId, periodicity);
      return periodicityOf(db, centerId);
    },
  );
};
