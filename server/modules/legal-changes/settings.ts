import { adminsOnly } from '../../lib/access';
import type { RegisterModule } from '../../lib/api';
import { IdParams } from '../../lib/fields';
import { answers } from '../../lib/wire';
import { SettingsSchema } from './schemas';
import { reviewDays, setReviewDays } from './settings-queries';

const config = { access: adminsOnly, tenancy: 'global' as const };
const tags = ['Legal changes'];

/** A consultancy's settings for regulatory change: how many days its centers have to review a change. */
export const settingsRoutes: RegisterModule = (app, { db }) => {
  app.get(
    '/api/consultancy/:id/legal-change-settings',
    { config, schema: { tags, params: IdParams, response: answers(SettingsSchema) } },
    (request) => reviewDays(db, request.params.id),
  );

  app.put(
    '/api/consultancy/:id/legal-change-settings',
    { config, schema: { tags, params: IdParams, body: SettingsSchema, response: answers(SettingsSchema) } },
    async (request) => {
      await reviewDays(db, request.params.id);
      await setReviewDays(db, request.params.id, request.body.review_days);
      return { review_days: request.body.review_days };
    },
  );
};
