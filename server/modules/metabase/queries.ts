import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { centers, metabaseAccesses, users } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { AuthUser } from '../../lib/access';
import { badRequest, notFound } from '../../lib/errors';
import { centerVisibleTo } from '../../lib/tenancy';
import type { AccessInput } from './schemas';

// The SQL of the Metabase mappings (dashboards.ts): who is shown which dashboard, checked against what they see.

const accessesWhere = (db: Database, where?: SQL) =>
  db
    .select({ access: metabaseAccesses, userName: users.name, centerName: centers.name })
    .from(metabaseAccesses)
    .leftJoin(users, eq(users.id, metabaseAccesses.userId))
    .leftJoin(centers, eq(centers.id, metabaseAccesses.centerId))
    .where(where)
    .orderBy(asc(metabaseAccesses.id));
type AccessRow = Awaited<ReturnType<typeof accessesWhere>>[number];

export const presentAccess = (row: AccessRow) => ({
  id: row.access.id,
  user_id: row.access.userId,
  user_name: row.userName,
  center_id: row.access.centerId,
  center_name: row.centerName,
  dashboard_id: row.access.dashboardId,
});

export const listAccesses = async (db: Database) => (await accessesWhere(db)).map(presentAccess);

// A user's dashboard locked to a center the user cannot see would show that center's figures to a stranger.
async function assertUserSeesCenter(db: Database, userId: number, centerId: number) {
  const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw badRequest('user_id', 'metabase.noSuchUser');
  const [seen] = await db
    .select({ id: centers.id })
    .from(centers)
    .where(and(eq(centers.id, centerId), centerVisibleTo({ id: user.id, role: user.role as Role }, centers.id)));
  if (!seen) throw badRequest('center_id', 'metabase.userCannotSeeCenter');
}

export async function createAccess(db: Database, body: AccessInput) {
  if (!body.user_id && !body.center_id) throw badRequest('user_id', 'metabase.userOrCenter');
  if (body.user_id && body.center_id) await assertUserSeesCenter(db, body.user_id, body.center_id);
  const [row] = await writeTransaction(db, (tx) =>
    tx
      .insert(metabaseAccesses)
      .values({ userId: body.user_id ?? null, centerId: body.center_id ?? null, dashboardId: body.dashboard_id })
      .returning(),
  );
  const [shaped] = await accessesWhere(db, eq(metabaseAccesses.id, row!.id));
  return presentAccess(shaped!);
}

export async function deleteAccess(db: Database, id: number) {
  const [row] = await writeTransaction(db, (tx) => tx.delete(metabaseAccesses).where(eq(metabaseAccesses.id, id)).returning());
  if (!row) throw notFound('metabase-access');
}

/** The centers the user sees now, and the mappings shown to them: their own and those of those centers. */
export async function accessesShownTo(db: Database, user: AuthUser) {
  const visible = await db.select({ id: centers.id }).from(centers).where(centerVisibleTo(user, centers.id));
  const visibleIds = visible.map((center) => center.id);
  if (visibleIds.length === 0) return { visibleIds, rows: [] };
  const mine = or(eq(metabaseAccesses.userId, user.id), isNull(metabaseAccesses.userId));
  const rows = await accessesWhere(db, and(mine, or(isNull(metabaseAccesses.centerId), inArray(metabaseAccesses.centerId, visibleIds))));
  return { visibleIds, rows };
}
