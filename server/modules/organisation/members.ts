import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { centerUsers, enterpriseUsers } from '../../db/schema';

// Only the users a save removes are deleted and only those it adds inserted, so the change history names exactly them.

/** Makes the center's assigned users exactly the given ones. */
export async function replaceCenterUsers(tx: Database, centerId: number, userIds: readonly number[]) {
  const unique = [...new Set(userIds)];
  await tx.delete(centerUsers).where(and(eq(centerUsers.centerId, centerId), notInArray(centerUsers.userId, unique)));
  if (unique.length)
    await tx
      .insert(centerUsers)
      .values(unique.map((userId) => ({ centerId, userId })))
      .onConflictDoNothing();
}

/** Makes the enterprise's people exactly the given users. */
export async function replaceEnterpriseUsers(tx: Database, enterpriseId: number, userIds: readonly number[]) {
  const unique = [...new Set(userIds)];
  await tx.delete(enterpriseUsers).where(and(eq(enterpriseUsers.enterpriseId, enterpriseId), notInArray(enterpriseUsers.userId, unique)));
  if (unique.length)
    await tx
      .insert(enterpriseUsers)
      .values(unique.map((userId) => ({ enterpriseId, userId })))
      .onConflictDoNothing();
}
