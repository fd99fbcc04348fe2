import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { agendaShows, AGENDA_HORIZON_DAYS, AGENDA_STATES, type AgendaItem } from '../../../contract/agenda';
import { calendarDate, daysUntil, formatPeriod } from '../../../contract/field-kinds';
import { CENTER_MODULES } from '../../../contract/modules';
import type { AppContext } from '../../lib/api';
import { addDays, DateField, todayInSpain } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { listQueryFields } from '../../lib/paging';
import { centerVisibleTo } from '../../lib/tenancy';
import type { AuthUser } from '../../lib/access';
import { countObligations, everyObligation, obligationsPage, type AgendaSelection, type PageRow, type SourceRow } from './sources';
import { stateText } from '../../lib/field-text';

// The agenda's reading: what falls due for a viewer, and the names of its centers. The API and the calendar feed answer it.

export const AgendaQuery = Type.Object({
  centerId: Type.Optional(Type.Integer({ minimum: 1 })),
  enterpriseId: Type.Optional(Type.Integer({ minimum: 1 })),
  module: Type.Optional(Type.Union(CENTER_MODULES.map((module) => Type.Literal(module)))),
  state: Type.Optional(Type.Union(AGENDA_STATES.map((state) => Type.Literal(state)))),
  asOf: Type.Optional(DateField()),
  until: Type.Optional({
    ...DateField(),
    description: `yyyy-MM-dd: what falls due up to this day (default asOf + ${AGENDA_HORIZON_DAYS} days); overdue items always`,
  }),
  page: listQueryFields.page,
  pageSize: listQueryFields.pageSize,
  // Lists send their sort; the agenda keeps one order, soonest first.
  ordering: listQueryFields.ordering,
  format: listQueryFields.format,
});
export type AgendaQueryFields = Static<typeof AgendaQuery>;

/** Whose agenda it is and in which language: the signed-in request's, or a calendar link's owner. */
export interface AgendaViewer {
  user: AuthUser;
  language: Language;
}

/** The record's own words: a code worded in the request's language (a treatment, a period), a name as it is. */
function subjectOf(row: SourceRow, language: Language): string | null {
  if (row.kind === 'ddd_service' && row.detail) return stateText('ddd.treatments', row.detail, language);
  if (row.kind === 'indicator_measurement' && row.detail) return `${row.subject} · ${formatPeriod(row.detail, language)}`;
  return row.subject;
}

/** The centers the viewer may list: those the user sees, narrowed to one center or one enterprise. */
function centerCondition(user: AuthUser, query: AgendaQueryFields, column: AnyColumn) {
  return and(
    centerVisibleTo(user, column),
    query.centerId ? eq(column, query.centerId) : undefined,
    query.enterpriseId ? inArray(column, sql`(SELECT id FROM center WHERE enterprise_id = ${query.enterpriseId})`) : undefined,
  );
}

/** What the query asks of the viewer's agenda: its day, its horizon, the modules the role may see, the centers, the state. */
function selectionOf({ user, language }: AgendaViewer, query: AgendaQueryFields): AgendaSelection {
  const asOf = query.asOf ?? todayInSpain();
  const until = query.until ?? addDays(asOf, AGENDA_HORIZON_DAYS);
  if (until < asOf) throw badRequest('until', 'agenda.untilBeforeAsOf');
  const modules = CENTER_MODULES.filter((module) => agendaShows(user.role, module) && (!query.module || query.module === module));
  const centerColumn = sql.raw('a.center_id') as unknown as AnyColumn;
  const requests = query.module ? undefined : user.role === 'client' ? 'answer' : 'review';
  return { asOf, until, language, modules, requests, centers: centerCondition(user, query, centerColumn), state: query.state };
}

/**
 * Stable while the obligation stands (a list's row key, a calendar event's UID): its center, kind and record or subject.
 * A corrective action's record_id is its evidence (the page it opens), so its own id keeps two actions of one evidence apart.
 */
const itemId = (centerId: number, row: SourceRow, recordId: number | null, subject: string | null) =>
  `${centerId}-${row.kind}-${row.kind === 'evidence_action' ? Number(row.tie) : (recordId ?? encodeURIComponent(subject ?? ''))}`;

/** A row as the API answers it: worded in the viewer's language, its days counted against the agenda's day. */
function itemOf(row: SourceRow, language: Language, today: Date): AgendaItem {
  const centerId = Number(row.center_id);
  const recordId = row.record_id === null ? null : Number(row.record_id);
  const subject = subjectOf(row, language);
  const days = daysUntil(row.due_date, today);
  return {
    id: itemId(centerId, row, recordId, subject),
    center: { id: centerId, name: row.center_name },
    enterprise: { id: Number(row.enterprise_id), name: row.enterprise_name },
    module: row.module,
    kind: row.kind as AgendaItem['kind'],
    subject,
    due_date: row.due_date,
    days_left: days,
    overdue: days < 0,
    record_id: recordId,
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
  };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One page of the dated obligations of the centers the user sees, from every module switched on: overdue ones always,
 * the rest up to `until`, soonest first, with the horizon's count and overdue count. Sorted, counted, paged and named in
 * SQL (sources.ts, the waste clock's rules included): one statement, whatever the number of centers; a second (the
 * counts) only for a page beyond the last.
 */
export async function agendaPage(
  { db }: Pick<AppContext, 'db'>,
  viewer: AgendaViewer,
  query: AgendaQueryFields,
  window: { pageSize: number; offset: number },
) {
  const selection = selectionOf(viewer, query);
  const { asOf, until } = selection;
  if (!selection.modules.length && !selection.requests) return { asOf, until, count: 0, overdue: 0, items: [] as AgendaItem[] };
  const rows = rowsOf<PageRow>(await db.execute(obligationsPage(selection, { limit: window.pageSize, offset: window.offset })));
  let counts = rows[0] ? { total: Number(rows[0].total), overdue: Number(rows[0].overdue) } : { total: 0, overdue: 0 };
  if (!rows.length && window.offset > 0) {
    const [counted] = rowsOf<{ total: number; overdue: number }>(await db.execute(countObligations(selection)));
    counts = { total: Number(counted!.total), overdue: Number(counted!.overdue) };
  }
  const today = calendarDate(asOf)!;
  return { asOf, until, count: counts.total, overdue: counts.overdue, items: rows.map((row) => itemOf(row, viewer.language, today)) };
}

/**
 * Every dated obligation of the agenda's page, all of them (the export, the calendar feed, the digest), in the page's
 * order and words: one statement.
 */
export async function agendaItems({ db }: Pick<AppContext, 'db'>, viewer: AgendaViewer, query: AgendaQueryFields) {
  const selection = selectionOf(viewer, query);
  const { asOf, until } = selection;
  if (!selection.modules.length && !selection.requests) return { asOf, until, items: [] as AgendaItem[] };
  const rows = rowsOf<SourceRow>(await db.execute(everyObligation(selection)));
  const today = calendarDate(asOf)!;
  return { asOf, until, items: rows.map((row) => itemOf(row, viewer.language, today)) };
}
