import { eq, sql } from 'drizzle-orm';
import { DEFAULT_REVIEW_DAYS } from '../../../contract/legal-changes';
import type { Database } from '../../db/client';
import { consultancies, legalChangeSettings } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';

// The SQL of a consultancy's regulatory-change settings (settings.ts).

/** The consultancy's review days (its row, or the default), 404 for an unknown consultancy: one statement. */
export async function reviewDays(db: Database, consultancyId: number) {
  const [row] = await db
    .select({ days: legalChangeSettings.reviewDays })
    .from(consultancies)
    .leftJoin(legalChangeSettings, eq(legalChangeSettings.consultancyId, consultancies.id))
    .where(eq(consultancies.id, consultancyId));
  if (!row) throw notFound('consultancy');
  return { review_days: row.days ?? DEFAULT_REVIEW_DAYS };
}

export async function setReviewDays(db: Database, consultancyId: number, reviewDays: number) {
  await writeTransaction(db, (tx) =>
    tx
      .insert(legalChangeSettings)
      .values({ consultancyId, reviewDays })
      .onConflictDoUpdate({ target: legalChangeSettings.consultancyId, set: { reviewDays, updatedAt: sql`now()` } }),
  );
}
