import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { centers, centerUsers, enterprises, enterpriseUsers } from '../../db/schema';
import { assertAllExist } from '../../lib/references';
import type { AppContext } from '../../lib/api';
import type { ScheduledJob } from '../../lib/scheduler';
import { forgetOldLinks } from './links';

export interface MembershipInput {
  enterpriseIdList?: number[];
  centerIdList?: number[];
}

/** 400 naming the list when an enterprise or center does not exist. */
export async function assertMembershipsExist(db: Database, input: MembershipInput): Promise<void> {
  await assertAllExist(db, enterprises, input.enterpriseIdList ?? [], 'enterpriseIdList');
  await assertAllExist(db, centers, input.centerIdList ?? [], 'centerIdList');
}

/**
 * Makes the user's enterprises and centers exactly the given ones (a list left out is kept as it is);
 * only what changes is deleted or inserted, so the change history names exactly that.
 */
export async function replaceMemberships(tx: Database, userId: number, input: MembershipInput): Promise<void> {
  if (input.enterpriseIdList) {
    const ids = [...new Set(input.enterpriseIdList)];
    await tx
      .delete(enterpriseUsers)
      .where(and(eq(enterpriseUsers.userId, userId), ids.length ? notInArray(enterpriseUsers.enterpriseId, ids) : undefined));
    if (ids.length)
      await tx
        .insert(enterpriseUsers)
        .values(ids.map((enterpriseId) => ({ enterpriseId, userId })))
        .onConflictDoNothing();
  }
  if (input.centerIdList) {
    const ids = [...new Set(input.centerIdList)];
    await tx.delete(centerUsers).where(and(eq(centerUsers.userId, userId), ids.length ? notInArray(centerUsers.centerId, ids) : undefined));
    if (ids.length)
      await tx
        .insert(centerUsers)
        .values(ids.map((centerId) => ({ centerId, userId })))
        .onConflictDoNothing();
  }
}

export const onboardingJobs = ({ db }: AppContext): ScheduledJob[] => [
  { name: 'old password links clean-up', run: () => forgetOldLinks(db) },
];
