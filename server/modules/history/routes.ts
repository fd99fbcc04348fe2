import { and, desc, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { HistoryAction, HistoryChange } from '../../../contract/history';
import { changeHistory, users } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { badRequest, permissionDenied } from '../../lib/errors';
import { listQueryFields, pageWindow, paginateCounted, windowCount } from '../../lib/paging';
import { centerVisibleTo } from '../../lib/tenancy';
import { answers, Nullable, NullableText, PageOf } from '../../lib/wire';
import { currentUser, type AuthUser } from '../../plugins/auth';
import { withNames } from './names';
import { globalTablesFor, historyTables, tablesClosedTo } from './tables';

const HistoryQuery = Type.Object({
  page: listQueryFields.page,
  pageSize: listQueryFields.pageSize,
  table: Type.Optional(
    Type.String({ maxLength: 63, description: 'the record\'s table (e.g. "evidence"); without it, every change the user may read' }),
  ),
  id: Type.Optional(Type.Integer({ minimum: 1, description: "the record's id; needs `table`" })),
});

/** Which history rows the user may read: the table's own rule, or everything they may read. */
function visibleHistory(user: AuthUser, table: string | undefined, id: number | undefined): SQL | undefined {
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

const Change = Type.Object({
  id: Type.Integer(),
  table: Type.String(),
  record_id: Type.Integer(),
  center_id: Nullable(Type.Integer()),
  action: Type.String(),
  changes: Type.Record(Type.String(), Type.Array(Type.Unknown())),
  actor: Type.Union([Type.Null(), Type.Object({ id: Type.Integer(), name: NullableText() })]),
  changed_at: Type.String(),
  people: Type.Optional(
    Type.Record(Type.String(), Type.Record(Type.String(), NullableText()), {
      description: 'names of the users its user columns mention: {column: {id: name}}, null for a deleted user',
    }),
  ),
  references: Type.Optional(
    Type.Record(Type.String(), Type.Record(Type.String(), NullableText()), {
      description:
        "names of the other rows and files its columns mention, in the request's Accept-Language: {column: {id: name}}, null for a deleted row",
    }),
  ),
});

export const historyRoutes: RegisterModule = (app, { db }) => {
  // Filters by the stored center itself, so a deleted record's history keeps its tenancy.
  app.get(
    '/api/history',
    {
      config: { access: 'authenticated', tenancy: 'visible-centers' },
      schema: { tags: ['History'], querystring: HistoryQuery, response: answers(PageOf(Change)) },
    },
    async (request) => {
      const where = visibleHistory(currentUser(request), request.query.table, request.query.id);
      return paginateCounted(
        request,
        pageWindow(request.query),
        (limit, offset) =>
          db
            .select({ change: changeHistory, actorName: users.name, total: windowCount })
            .from(changeHistory)
            .leftJoin(users, eq(users.id, changeHistory.actorId))
            .where(where)
            .orderBy(desc(changeHistory.id))
            .limit(limit)
            .offset(offset),
        (rows) =>
          withNames(
            db,
            request.language,
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
          ),
        () => db.$count(changeHistory, where),
      );
    },
  );
};
