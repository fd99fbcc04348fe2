import { and, eq, inArray, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { QueryBuilder, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { centers, centerUsers, enterpriseUsers } from '../db/schema';
import type { CenterModule } from '../../contract/modules';
import type { AuthUser } from './access';
import { notFound, permissionDenied } from './errors';
import type { ResourceName } from './messages';

/**
 * The tenancy rule, in one place. Admin: every center. Collaborator and client: the centers
 * they are assigned to, and every center of an enterprise they belong to. Clients only read.
 */
export type CenterMode = 'read' | 'write';

/** Who looks: a signed-in user, or in a prepared statement their role and a placeholder for their id. */
export type Viewer = Pick<AuthUser, 'role'> & { id: number | Placeholder };

/** The viewer of a prepared statement: the user's id becomes the placeholder `userId`. */
export const preparedViewer = (user: AuthUser): Viewer => ({ role: user.role, id: sql.placeholder('userId') });

/** Which tenancy clause the viewer gets: part of a prepared statement's shape. */
export const viewerShape = (user: AuthUser) => (user.role === 'admin' ? 'all' : 'visible');

/** Condition "the center whose id is in `centerId` is visible to the user"; undefined for admins. */
export function centerVisibleTo(user: Viewer, centerId: AnyColumn): SQL | undefined {
  if (user.role === 'admin') return undefined;
  return or(inArray(centerId, assignedCenterIds(user.id)), inArray(centerId, enterpriseCenterIds(user.id)));
}

const query = new QueryBuilder();

const assignedCenterIds = (userId: Viewer['id']) =>
  query.select({ id: centerUsers.centerId }).from(centerUsers).where(eq(centerUsers.userId, userId));

const enterpriseCenterIds = (userId: Viewer['id']) =>
  query
    .select({ id: centers.id })
    .from(centers)
    .innerJoin(enterpriseUsers, eq(enterpriseUsers.enterpriseId, centers.enterpriseId))
    .where(eq(enterpriseUsers.userId, userId));

export const mayWrite = (user: AuthUser): boolean => user.role !== 'client';

/**
 * 404 when the center does not exist or is not visible (its existence is not revealed),
 * 403 when it is visible but the user may only read it.
 */
export async function assertCenterAccess(
  db: Database,
  user: AuthUser,
  centerId: number,
  mode: CenterMode,
  record: ResourceName = 'center',
): Promise<void> {
  const [center] = await db
    .select({ id: centers.id })
    .from(centers)
    .where(and(eq(centers.id, centerId), centerVisibleTo(user, centers.id)));
  if (!center) throw notFound(record);
  if (mode === 'write' && !mayWrite(user)) throw permissionDenied('common.clientReadsOnly');
}

/** A table whose rows belong to one center (every tenant-owned table carries center_id). */
export type CenterOwnedTable = PgTable & { id: PgColumn; centerId: PgColumn };

/** A route about one center: where its id is, what the route does there. */
export interface CenterTenancy {
  center: 'params' | 'query' | 'body';
  key: string;
  mode: CenterMode;
  /** The key names a row of this table (e.g. /api/evidence/{id}); the row's center_id is the center. */
  owner?: { table: CenterOwnedTable; name: ResourceName };
  /** Writes need this module switched on for the center (409 module_inactive otherwise). */
  module?: CenterModule;
  /**
   * Reads check the center in their own statement (centerVisibleTo in its WHERE, 404 when it finds
   * nothing), so the hook skips its look-up for them: one statement fewer per request.
   */
  readsInQuery?: boolean;
}

/**
 * How a route relates to centers; every non-public /api route declares one.
 * - 'global': holds no center's data (users, catalogues, organisation administration).
 * - 'visible-centers': a list the handler filters with centerVisibleTo().
 * - CenterTenancy: the hook checks the center before validation.
 */
export type Tenancy = 'global' | 'visible-centers' | CenterTenancy;
