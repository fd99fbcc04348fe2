import { everyone } from '../../lib/access';
import type { RegisterModule } from '../../lib/api';
import { centerById } from '../../lib/center-rows';
import { CenterParams } from '../../lib/fields';
import { documentLanguage, translate } from '../../lib/language';
import { downloadFileName } from '../../lib/spreadsheet';
import { answers } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { bulletinData, bulletinPeriod, drawBulletin } from './bulletin';
import { BulletinQuery, Subscription } from './schemas';
import { isSubscribed, setSubscription } from './subscription-queries';

const tags = ['Legal changes'];
/** A center's monthly legal bulletin in PDF, and the signed-in user's subscription to it by e-mail. */
export const bulletinRoutes: RegisterModule = (app, { db, files }) => {
  app.get(
    '/api/center/:centerId/legal-bulletin',
    {
      // Checked before validation (the period is required): an outsider learns nothing of another center's route.
      config: { access: everyone, tenancy: centerById('read') },
      schema: { tags, params: CenterParams, querystring: BulletinQuery },
    },
    async (request, reply) => {
      const period = bulletinPeriod(request.query.period);
      const data = await bulletinData(db, currentUser(request), request.params.centerId, period, documentLanguage(request));
      const pdf = await drawBulletin(data, files);
      const title = translate(data.language, 'legalBulletin.title', 'Legal updates bulletin');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${downloadFileName(title, `${data.center.name} ${period}`, 'pdf')}"`)
        .send(pdf);
    },
  );

  const subscribed = { access: everyone, tenancy: centerById('read') };
  app.get(
    '/api/center/:centerId/legal-bulletin/subscription',
    { config: subscribed, schema: { tags, params: CenterParams, response: answers(Subscription) } },
    async (request) => {
      return { enabled: await isSubscribed(db, { centerId: request.params.centerId, userId: currentUser(request).id }) };
    },
  );

  // A client reads the center only, but subscribing is their own choice: the route checks visibility, not writing.
  app.put(
    '/api/center/:centerId/legal-bulletin/subscription',
    { config: subscribed, schema: { tags, params: CenterParams, body: Subscription, response: answers(Subscription) } },
    async (request) => {
      const key = { centerId: request.params.centerId, userId: currentUser(request).id };
      await setSubscription(db, key, request.body.enabled);
      return { enabled: request.body.enabled };
    },
  );
};
