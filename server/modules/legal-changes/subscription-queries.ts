import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { legalBulletinSubscriptions } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';

// The SQL of a user's subscription to a center's monthly legal bulletin (bulletin-routes.ts).

export interface Subscriber {
  centerId: number;
  userId: number;
}

export async function isSubscribed(db: Database, { centerId, userId }: Subscriber) {
  const [row] = await db
    .select({ centerId: legalBulletinSubscriptions.centerId })
    .from(legalBulletinSubscriptions)
    .where(and(eq(legalBulletinSubscriptions.centerId, centerId), eq(legalBulletinSubscriptions.userId, userId)));
  return row !== undefined;
}

export async function setSubscription(db: Database, key: Subscriber, enabled: boolean) {
  await writeTransaction(db, (tx) =>
    enabled
      ? tx.insert(legalBulletinSubscriptions).values(key).onConflictDoNothing()
      : tx
          .delete(legalBulletinSubscriptions)
          .where(and(eq(legalBulletinSubscriptions.centerId, key.centerId), eq(legalBulletinSubscriptions.userId, key.userId))),
  );
}
