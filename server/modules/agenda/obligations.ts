import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { agendaShows, AGENDA_HORIZON_DAYS, AGENDA_STATES, type AgendaItem } from '../../../contract/agenda';
import { calendarDate, daysUntil, formatPeriod } from '../../../contract/field-kinds';
import { CENTER_MODULES, type CenterModule } from '../../../contract/modules';
import { centers, collectionPlans, enterprises } from '../../db/schema';
import type { AppContext } from '../../lib/api';
import { addDays, DateField, todayInSpain } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { pickName, translate, type Language } from '../../lib/language';
import { listQueryFields } from '../../lib/paging';
import { centerVisibleTo } from '../../lib/tenancy';
import type { AuthUser } from '../../lib/access';
import { clockItems, clockPlansByCenter, compareCodePoints } from '../waste/clock';
import { nextCollection } from '../waste/present';
import { SQL_MODULES, sourcesStatement, type SourceRow } from './sources';

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

type Item = Omit<AgendaItem, 'id' | 'center' | 'enterprise'> & { center_id: number };

/** The record's own words: a code worded in the request's language (a treatment, a period), a name as it is. */
function subjectOf(row: SourceRow, language: Language): string | null {
  if (row.kind === 'ddd_service' && row.detail) return translate(language, `ddd.treatments.${row.detail}`, row.detail);
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

/**
 * Every dated obligation of the centers the user sees, from every module switched on: overdue ones always, the rest up to
 * `until`, soonest first. Statements: the SQL sources in one UNION ALL, the waste plans (whose rules are the legal
 * clock's), and the names of the page's centers: three, whatever the number of centers.
 */
export async function agenda({ db }: Pick<AppContext, 'db'>, { user, language }: AgendaViewer, query: AgendaQueryFields) {
  const asOf = query.asOf ?? todayInSpain();
  const until = query.until ?? addDays(asOf, AGENDA_HORIZON_DAYS);
  if (until < asOf) throw badRequest('until', 'The horizon (until) cannot be before the day the agenda is read (asOf).');
  const today = calendarDate(asOf)!;
  const dated = <T extends { due_date: string }>(item: T) => {
    const days = daysUntil(item.due_date, today);
    return { ...item, days_left: days, overdue: days < 0 };
  };
  const role = user.role;
  const wanted = (module: CenterModule) => agendaShows(role, module) && (!query.module || query.module === module);
  const items: Item[] = [];

  const modules = SQL_MODULES.filter(wanted);
  if (modules.length) {
    const centerColumn = sql.raw('a.center_id') as unknown as AnyColumn;
    const { rows } = (await db.execute(sourcesStatement(modules, centerCondition(user, query, centerColumn), until))) as unknown as {
      rows: SourceRow[];
    };
    for (const row of rows)
      items.push(
        dated({
          center_id: Number(row.center_id),
          module: row.module,
          kind: row.kind as AgendaItem['kind'],
          subject: subjectOf(row, language),
          due_date: row.due_date,
          record_id: row.record_id === null ? null : Number(row.record_id),
          parent_id: row.parent_id === null ? null : Number(row.parent_id),
        }),
      );
  }

  if (wanted('residue')) {
    const byCenter = await clockPlansByCenter(db, user, centerCondition(user, query, collectionPlans.centerId));
    for (const [centerId, plans] of byCenter) {
      const about = { center_id: centerId, module: 'residue' as const, parent_id: null };
      for (const item of clockItems(language, plans, asOf))
        if (item.overdue || item.due_date <= until)
          items.push({
            ...about,
            kind: item.kind,
            subject: item.residue ?? item.party,
            due_date: item.due_date,
            record_id: item.plan_id,
            days_left: item.days_left,
            overdue: item.overdue,
          });
      for (const plan of plans) {
        const next = nextCollection(plan, plan.lastCollection);
        if (next && next <= until)
          items.push(
            dated({
              ...about,
              kind: 'next_collection',
              subject: `${plan.lerCode} ${pickName(language, { spanish: plan.nameSpanish, catalan: plan.nameCatalan })}`,
              due_date: next,
              record_id: plan.id,
            }),
          );
      }
    }
  }

  const chosen = query.state ? items.filter((item) => (query.state === 'overdue' ? item.overdue : !item.overdue)) : items;
  // Code-point comparison of ISO days and ASCII kinds: the clock's order, without ICU's cost.
  const compare = compareCodePoints;
  chosen.sort(
    (a, b) =>
      compare(a.due_date, b.due_date) || a.center_id - b.center_id || compare(a.kind, b.kind) || (a.record_id ?? 0) - (b.record_id ?? 0),
  );
  return { asOf, until, items: chosen, overdue: chosen.filter((item) => item.overdue).length };
}

/** Stable while the obligation stands (a list's row key, a calendar event's UID): its center, kind and record or subject. */
const itemId = (centerId: number, item: Omit<Item, 'center_id'>) =>
  `${centerId}-${item.kind}-${item.record_id ?? encodeURIComponent(item.subject ?? '')}`;

/** The names of the centers and enterprises of these items: one statement. */
export async function named({ db }: Pick<AppContext, 'db'>, items: Item[]): Promise<AgendaItem[]> {
  const ids = [...new Set(items.map((item) => item.center_id))];
  if (!ids.length) return [];
  const rows = await db
    .select({ id: centers.id, name: centers.name, enterpriseId: enterprises.id, enterpriseName: enterprises.name })
    .from(centers)
    .innerJoin(enterprises, eq(enterprises.id, centers.enterpriseId))
    .where(inArray(centers.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.map(({ center_id, ...item }) => {
    const center = byId.get(center_id);
    return {
      id: itemId(center_id, item),
      center: { id: center_id, name: center?.name ?? '' },
      enterprise: { id: center?.enterpriseId ?? 0, name: center?.enterpriseName ?? '' },
      ...item,
    };
  });
}
