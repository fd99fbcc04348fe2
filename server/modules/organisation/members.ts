import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { centerUsers, enterpriseUsers } from '../../db/schema';

/** Makes the center's assigned users exactly the given ones. */
export async function replaceCenterUsers(tx: Database, centerId: number, userIds: readonly number[]) {
  await tx.delete(centerUsers).where(eq(centerUsers.centerId, centerId));
  const unique = [...new Set(userIds)];
  if (unique.length) await tx.insert(centerUsers).values(unique.map((userId) => ({ centerId, userId })));
}

/** Makes the enterprise's people exactly the given users. */
export async function replaceEnterpriseUsers(tx: Database, enterpriseId: number, userIds: readonly number[]) {
  await tx.delete(enterpriseUsers).where(eq(enterpriseUsers.enterpriseId, enterpriseId));
  const unique = [...new Set(userIds)];
  if (unique.length) await tx.insert(enterpriseUsers).values(unique.map((userId) => ({ enterpriseId, userId })));
}
