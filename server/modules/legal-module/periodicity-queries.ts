import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { centers, evidenceNotifications } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';

// The SQL of the expiry-notification periodicity of a center (periodicity.ts); monthly until the center sets one.

/** The center's periodicity (`id` null while it keeps the default). */
export async function periodicityOf(db: Database, centerId: number) {
  const [center] = await db.select({ id: centers.id, name: centers.name }).from(centers).where(eq(centers.id, centerId));
  const [row] = await db.select().from(evidenceNotifications).where(eq(evidenceNotifications.centerId, centerId));
  return { id: row?.id ?? null, center: center!, periodicity: row?.periodicity ?? 'MONTHLY' };
}

export async function setPeriodicity(db: Database, centerId: number, periodicity: string) {
  await writeTransaction(db, (tx) =>
    tx
      .insert(evidenceNotifications)
      .values({ centerId, periodicity })
      .onConflictDoUpdate({ target: evidenceNotifications.centerId, set: { periodicity, updatedAt: sql`now()` } }),
  );
}
