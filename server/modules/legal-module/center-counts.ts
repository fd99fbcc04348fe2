import { and, asc, count, eq, getTableName, not, sql, type AnyColumn } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { areas, evidences, legalAmbits, legalRequirements, subambits } from '../../db/schema';
import { preparedShapes } from '../../lib/prepared';
import { assertCenterAccess, centerVisibleTo, preparedViewer, viewerShape } from '../../lib/tenancy';
import { currentUser } from '../../plugins/auth';
import { withLevelJoins } from './evidence-queries';
import { requirementRepealed } from '../legal-changes/repeal';

export type Level = typeof areas | typeof legalAmbits | typeof subambits | typeof legalRequirements;
const LEVELS = new Map<Level, string>([
  [areas, 'area'],
  [legalAmbits, 'ambit'],
  [subambits, 'subambit'],
  [legalRequirements, 'requirement'],
]);

export interface NodeCount {
  id: number;
  nameSpanish: string;
  nameCatalan: string;
  order: number;
  state: string;
  evidences: number;
}

/**
 * Evidence counts of one center by node of a level and state, in one prepared statement that
 * carries the tenancy clause. No row is ambiguous (an invisible center, or a visible one without
 * evidences there), so only then the center is looked up: 404 for the first, [] for the second.
 * `within` narrows to one parent or node (a column of the joined levels and its value).
 */
export function centerCounts(db: Database) {
  const shapes = preparedShapes<ReturnType<typeof statement>>('center_counts');

  const statement = (name: string, request: FastifyRequest, level: Level, within?: AnyColumn) =>
    withLevelJoins(
      db
        .select({
          id: level.id,
          nameSpanish: level.nameSpanish,
          nameCatalan: level.nameCatalan,
          order: level.order,
          state: evidences.state,
          evidences: count(),
        })
        .from(evidences)
        .$dynamic(),
    )
      .where(
        and(
          eq(evidences.centerId, sql.placeholder('centerId')),
          centerVisibleTo(preparedViewer(currentUser(request)), evidences.centerId),
          within ? eq(within, sql.placeholder('within')) : undefined,
          // A repealed text's requirements no longer count (issue 36).
          not(requirementRepealed()),
        ),
      )
      .groupBy(level.id, level.nameSpanish, level.nameCatalan, level.order, evidences.state)
      .orderBy(asc(level.order), asc(level.id))
      .prepare(name);

  return async (
    request: FastifyRequest,
    level: Level,
    centerId: number,
    within?: { column: AnyColumn; id: number },
  ): Promise<NodeCount[]> => {
    const user = currentUser(request);
    const shape = `${viewerShape(user)}|${LEVELS.get(level)}|${within ? `${getTableName(within.column.table)}.${within.column.name}` : ''}`;
    const rows = await shapes(shape, (name) => statement(name, request, level, within?.column)).execute({
      centerId,
      within: within?.id,
      userId: user.id,
    });
    if (rows.length === 0) await assertCenterAccess(db, user, centerId, 'read');
    return rows;
  };
}
