import { eq, sql } from 'drizzle-orm';
import { DEFAULT_REVIEW_DAYS } from '../../../contract/legal-changes';
import { consultancies, legalChangeSettings } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { adminsOnly } from '../../lib/access';
import type { RegisterModule } from '../../lib/api';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { IdParams } from '../../lib/fields';
import { answers } from '../../lib/wire';
import { SettingsSchema } from './schemas';

const config = { access: adminsOnly, tenancy: 'global' as const };
const tags = ['Legal changes'];

/** The consultancy's review days (its row, or the default), 404 for an unknown consultancy: one statement. */
async function reviewDays(db: Database, consultancyId: number) {
  const [row] = await db
    .select({ days: legalChangeSettings.reviewDays })
    .from(consultancies)
    .leftJoin(legalChangeSettings, eq(legalChangeSettings.consultancyId, consultancies.id))
    .where(eq(consultancies.id, consultancyId));
  if (!row) throw notFound('consultancy');
  return { review_days: row.days ?? DEFAULT_REVIEW_DAYS };
}

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
      const reviewDaysValue = request.body.review_days;
      await writeTransaction(db, (tx) =>
        tx
          .insert(legalChangeSettings)
          .values({ consultancyId: request.params.id, reviewDays: reviewDaysValue })
          .onConflictDoUpdate({ target: legalChangeSettings.consultancyId, set: { reviewDays: reviewDaysValue, updatedAt: sql`now()` } }),
      );
      return { review_days: reviewDaysValue };
    },
  );
};
