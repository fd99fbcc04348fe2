import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { indicators } from '../../db/schema';
import { badRequest } from '../../lib/errors';

// The SQL of the environmental indicator links (environmental-indicators.ts) beyond their declaration.

/** The linked indicator must be one of the link's center (400 naming the field). */
export async function checkIndicatorOfCenter(db: Database, indicatorId: number, centerId: number | undefined) {
  const [indicator] = await db.select({ centerId: indicators.centerId }).from(indicators).where(eq(indicators.id, indicatorId));
  if (!indicator || indicator.centerId !== centerId) throw badRequest('indicator_id', 'aspects.indicatorOfCenter');
}
