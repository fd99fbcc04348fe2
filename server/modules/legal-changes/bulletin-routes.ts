import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { legalBulletinSubscriptions } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { everyone } from '../../lib/access';
import type { RegisterModule } from '../../lib/api';
import { centerById } from '../../lib/center-rows';
import { CenterParams, DocumentLanguageQuery } from '../../lib/fields';
import { documentLanguage, translate } from '../../lib/language';
import { downloadFileName } from '../../lib/spreadsheet';
import { answers } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { bulletinData, bulletinPeriod, drawBulletin } from './bulletin';

const tags = ['Legal changes'];
const Query = Type.Object({
  period: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM: the month whose recorded changes it lists' }),
  language: DocumentLanguageQuery(),
});
const Subscription = Type.Object({
  enabled: Type.Boolean({ description: 'Whether the signed-in user gets the monthly bulletin by e-mail.' }),
});

/** A center's monthly legal bulletin in PDF, and the signed-in user's subscription to it by e-mail. */
export const bulletinRoutes: RegisterModule = (app, { db, files }) => {
  app.get(
    '/api/center/:centerId/legal-bulletin',
    {
      // Checked before validation (the period is required): an outsider learns nothing of another center's route.
      config: { access: everyone, tenancy: centerById('read') },
      schema: { tags, params: CenterParams, querystring: Query },
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
      const [row] = await db
        .select({ centerId: legalBulletinSubscriptions.centerId })
        .from(legalBulletinSubscriptions)
        .where(
          and(
            eq(legalBulletinSubscriptions.centerId, request.params.centerId),
            eq(legalBulletinSubscriptions.userId, currentUser(request).id),
          ),
        );
      return { enabled: row !== undefined };
    },
  );

  // A client reads the center only, but subscribing is their own choice: the route checks visibility, not writing.
  app.put(
    '/api/center/:centerId/legal-bulletin/subscription',
    { config: subscribed, schema: { tags, params: CenterParams, body: Subscription, response: answers(Subscription) } },
    async (request) => {
      const key = { centerId: request.params.centerId, userId: currentUser(request).id };
      await writeTransaction(db, (tx) =>
        request.body.enabled
          ? tx.insert(legalBulletinSubscriptions).values(key).onConflictDoNothing()
          : tx
              .delete(legalBulletinSubscriptions)
              .where(and(eq(legalBulletinSubscriptions.centerId, key.centerId), eq(legalBulletinSubscriptions.userId, key.userId))),
      );
      return { enabled: request.body.enabled };
    },
  );
};
