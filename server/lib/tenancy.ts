import { and, eq, exists, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { centers, centerUsers, enterpriseUsers } from '../db/schema';
import type { AuthUser } from '../plugins/auth';
import { notFound, permissionDenied } from './errors';

/**
 * The tenancy rule, in one place. Admin: every center. Collaborator and client: the centers
 * they are assigned to, and every center of an enterprise they belong to. Clients only read.
 */
export type CenterMode = 'read' | 'write';

/** Condition "the center whose id is in `centerId` is visible to the user"; undefined for admins. */
export function centerVisibleTo(user: AuthUser, centerId: AnyColumn | SQL): SQL | undefined {
  if (user.role === 'admin') return undefined;
  return or(
    exists(sql`select 1 from ${centerUsers} where ${centerUsers.centerId} = ${centerId} and ${centerUsers.userId} = ${user.id}`),
    exists(
      sql`select 1 from ${centers} join ${enterpriseUsers} on ${enterpriseUsers.enterpriseId} = ${centers.enterpriseId}
          where ${centers.id} = ${centerId} and ${enterpriseUsers.userId} = ${user.id}`,
    ),
  );
}

export const mayWrite = (user: AuthUser): boolean => user.role !== 'client';

/**
 * 404 when the center does not exist or is not visible (its existence is not revealed),
 * 403 when it is visible but the user may only read it.
 */
export async function assertCenterAccess(db: Database, user: AuthUser, centerId: number, mode: CenterMode): Promise<void> {
  const [center] = await db
    .select({ id: centers.id })
    .from(centers)
    .where(and(eq(centers.id, centerId), centerVisibleTo(user, centers.id)));
  if (!center) throw notFound('Center');
  if (mode === 'write' && !mayWrite(user)) throw permissionDenied('Clients can read this center but not change it.');
}
