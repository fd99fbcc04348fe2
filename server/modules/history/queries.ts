import { and, desc, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { HistoryAction, HistoryChange } from '../../../contract/history';
import type { Database } from '../../db/client';
import { changeHistory, users } from '../../db/schema';
import { badRequest, permissionDenied } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { windowCount } from '../../lib/paging';
import { centerVisibleTo } from '../../lib/tenancy';
import type { AuthUser } from '../../plugins/auth';
import { withNames } from './names';
import { globalTablesFor, historyTables, tablesClosedTo } from './tables';

// The SQL of the history (routes.ts): which changes the user may read, a page of them with their actor, named.

/** Which history rows the user may read: the table's own rule, or everything they may read. */
export function visibleHistory(user: AuthUser, table: string | undefined, id: number | undefined): SQL | undefined {
  if (table === undefined) {
    if (id !== undefined) throw badRequest('table', 'history.nameTable');
    if (user.role === 'admin') return undefined;
    return and(
      or(centerVisibleTo(user, changeHistory.centerId), inArray(changeHistory.tableName, globalTablesFor(user.role))),
      notInArray(changeHistory.tableName, tablesClosedTo(user.role)),
    );
  }
  const rule = historyTables[table];
  if (!rule) throw badRequest('table', 'history.unknownTable', { table, known: Object.keys(historyTables).join(', ') });
  if (rule.readers !== 'center' && !rule.readers.includes(user.role)) throw permissionDenied();
  return and(
    inArray(changeHistory.tableName, [table, ...(rule.related ?? [])]),
    id === undefined ? undefined : eq(changeHistory.recordId, id),
    rule.readers === 'center' ? centerVisibleTo(user, changeHistory.centerId) : undefined,
  );
}

/** One page of the changes, newest first, with the actor's name and the window's total. */
export const historyPage = (db: Database, where: SQL | undefined) => (limit: number, offset: number) =>
  db
    .select({ change: changeHistory, actorName: users.name, total: windowCount })
    .from(changeHistory)
    .leftJoin(users, eq(users.id, changeHistory.actorId))
    .where(where)
    .orderBy(desc(changeHistory.id))
    .limit(limit)
    .offset(offset);

export const countHistory = (db: Database, where: SQL | undefined) => db.$count(changeHistory, where);

/** The changes in the wire shape, with the names of the rows and people they mention in the language. */
export const presentChanges = (
  db: Database,
  language: Language,
  rows: { change: typeof changeHistory.$inferSelect; actorName: string | null }[],
) =>
  withNames(
    db,
    language,
    rows.map(({ change, actorName }): HistoryChange => ({
      id: change.id,
      table: change.tableName,
      record_id: change.recordId,
      center_id: change.centerId,
      action: change.action as HistoryAction,
      changes: change.changes as HistoryChange['changes'],
      // A deleted user keeps their id in the history; the name is gone with them.
      actor: change.actorId === null ? null : { id: change.actorId, name: actorName },
      changed_at: change.changedAt.toISOString(),
    })),
  );
