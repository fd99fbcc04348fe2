// The agenda as it was read before its sort, count and page moved into SQL (main 7115f70, server/modules/agenda/sources.ts
// and obligations.ts): every row out of the database, the waste clock computed in JS (`clockItems`), then sorted, counted
// and named in JS. bench/agenda-check.ts compares the product's answers with these, item for item.
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { agendaShows, AGENDA_HORIZON_DAYS, type AgendaItem } from '../contract/agenda';
import { calendarDate, daysUntil, formatPeriod } from '../contract/field-kinds';
import type { CenterModule } from '../contract/modules';
import type { Database } from '../server/db/client';
import { centers, collectionPlans, enterprises } from '../server/db/schema';
import { addDays, todayInSpain } from '../server/lib/dates';
import { badRequest } from '../server/lib/errors';
import { pickName, translate, type Language } from '../server/lib/language';
import { centerVisibleTo } from '../server/lib/tenancy';
import type { AuthUser } from '../server/lib/access';
import type { AgendaQueryFields, AgendaViewer } from '../server/modules/agenda/obligations';
import { clockItems, clockPlansByCenter, compareCodePoints } from '../server/modules/waste/clock';
import { nextCollection } from '../server/modules/waste/present';

type AppContext = { db: Database };

/** One dated obligation as the sources' statement reads it; the days and the wording come after. */
interface SourceRow {
  center_id: number;
  module: CenterModule;
  kind: string;
  record_id: number | null;
  parent_id: number | null;
  subject: string | null;
  /** A code the subject is worded from (a treatment type, a period). */
  detail: string | null;
  due_date: string;
}

// Each source is a SELECT of (center_id, module, kind, record_id, parent_id, subject, detail, due_date) over one module's
// tables; the agenda joins them with UNION ALL into one statement, so its cost does not grow with centers or modules.
// Branches answer a date; the statement filters on it and formats only what passes (to_char per scanned row, through a
// timestamptz cast, was most of the statement's time at 500 centers).
const day = (expression: string) => `(${expression})::date`;

/** Obligations by module: the module keys double as the check that a center has the module on. */
const SOURCES: Record<Exclude<CenterModule, 'residue'>, string[]> = {
  'legal-requirement': [
    // An evidence that expires, unless its requirement does not apply to the center.
    `SELECT e.center_id, 'legal-requirement', 'evidence_expiry', e.id, lt.subambit_id, e.name, NULL, ${day('e.expiration_date')}
       FROM evidence e JOIN legal_requirement r ON r.id = e.legal_requirement_id JOIN legal_text lt ON lt.id = r.legal_text_id
      WHERE e.expiration_date IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM center_not_applicable_requirement n
                         WHERE n.center_id = e.center_id AND n.legal_requirement_id = e.legal_requirement_id)`,
    // A corrective action not yet applied; its page is the evidence's.
    `SELECT a.center_id, 'legal-requirement', 'evidence_action', a.evidence_id, lt.subambit_id, a.name, NULL, ${day('a.expected_date')}
       FROM evidence_action a JOIN evidence e ON e.id = a.evidence_id
       JOIN legal_requirement r ON r.id = e.legal_requirement_id JOIN legal_text lt ON lt.id = r.legal_text_id
      WHERE a.applied_date IS NULL`,
  ],
  document: [
    `SELECT d.center_id, 'document', 'document_expiry', d.id, NULL, d.name, NULL, ${day('d.expiry_date')}
       FROM enterprise_document d WHERE d.expiry_date IS NOT NULL`,
  ],
  ddd: [
    // The next service of each treatment, as planned by the last one done.
    `SELECT s.center_id, 'ddd', 'ddd_service', s.id, NULL, NULL, s.treatment_type, ${day('s.next_planned_date')}
       FROM (SELECT DISTINCT ON (center_id, treatment_type) id, center_id, treatment_type, next_planned_date
               FROM ddd_service ORDER BY center_id, treatment_type, service_date DESC, id DESC) s
      WHERE s.next_planned_date IS NOT NULL`,
  ],
  'environmental-aspects': [
    // The next evaluation: the last closed one plus the center's periodicity (as the module's home says).
    `SELECT st.center_id, 'environmental-aspects', 'aspect_evaluation', NULL, NULL, NULL, NULL,
            ${day("max(ev.date) + st.aspect_evaluation_months * interval '1 month'")}
       FROM aspect_center_settings st JOIN aspect_evaluation ev ON ev.center_id = st.center_id AND NOT ev.is_open
      WHERE st.aspect_evaluation_months IS NOT NULL GROUP BY st.center_id, st.aspect_evaluation_months`,
    `SELECT st.center_id, 'environmental-aspects', 'practice_evaluation', NULL, NULL, NULL, NULL,
            ${day("max(ev.date) + st.good_practice_evaluation_months * interval '1 month'")}
       FROM aspect_center_settings st JOIN good_practice_evaluation ev ON ev.center_id = st.center_id AND NOT ev.is_open
      WHERE st.good_practice_evaluation_months IS NOT NULL GROUP BY st.center_id, st.good_practice_evaluation_months`,
    `SELECT p.center_id, 'environmental-aspects', 'practice_action', p.id, NULL, left(p.description, 200), NULL, ${day('p.due_date')}
       FROM practice_action p WHERE p.state <> 'CLOSED'`,
  ],
  improvement: [
    `SELECT a.center_id, 'improvement', 'improvement_action', a.id, NULL, left(a.action, 200), NULL, ${day('a.due_date')}
       FROM improvement_action a WHERE a.status <> 'CLOSED'`,
  ],
  'risk-opportunity': [
    // The planned treatment of each risk of the center's latest evaluation round; its page sits under the consequence.
    `SELECT v.center_id, 'risk-opportunity', 'risk_action', v.id, v.consequence_id, left(v.planned_action, 200), NULL, ${day('v.due_date')}
       FROM risk_evaluation v JOIN risk_evaluation_round r ON r.id = v.round_id
      WHERE v.due_date IS NOT NULL AND v.planned_action IS NOT NULL
        AND r.year = (SELECT max(year) FROM risk_evaluation_round l WHERE l.center_id = v.center_id)`,
  ],
  indicator: [
    `SELECT a.center_id, 'indicator', 'indicator_action', a.id, a.indicator_id, a.what, NULL, ${day('a.due_date')}
       FROM indicator_action a WHERE a.status IN ('PLANNED', 'IN_PROGRESS')`,
    // The first period after the last one measured (or the one the indicator was created in) is due by the end of the
    // month after it ends: a month to gather the figure. Computed indicators (from the legal module) measure themselves.
    `SELECT n.center_id, 'indicator', 'indicator_measurement', n.id, n.id, n.name,
            CASE n.frequency WHEN 'MONTHLY' THEN to_char(n.start, 'YYYY-MM') WHEN 'QUARTERLY' THEN to_char(n.start, 'YYYY-"Q"Q')
                             ELSE to_char(n.start, 'YYYY') END,
            ${day("n.start + n.step + interval '1 month' - interval '1 day'")}
       FROM (SELECT i.id, i.center_id, i.name, i.frequency,
                    CASE i.frequency WHEN 'MONTHLY' THEN interval '1 month' WHEN 'QUARTERLY' THEN interval '3 month' ELSE interval '1 year' END AS step,
                    CASE WHEN m.last IS NULL THEN date_trunc(CASE i.frequency WHEN 'MONTHLY' THEN 'month' WHEN 'QUARTERLY' THEN 'quarter' ELSE 'year' END,
                                                             i.created_at AT TIME ZONE 'Europe/Madrid')::date
                         WHEN i.frequency = 'MONTHLY' THEN (to_date(m.last, 'YYYY-MM') + interval '1 month')::date
                         WHEN i.frequency = 'QUARTERLY' THEN (make_date(left(m.last, 4)::int, (right(m.last, 1)::int - 1) * 3 + 1, 1) + interval '3 month')::date
                         ELSE make_date(left(m.last, 4)::int + 1, 1, 1) END AS start
               FROM indicator i
               LEFT JOIN LATERAL (SELECT max(period) AS last FROM indicator_measurement x WHERE x.indicator_id = i.id) m ON true
              WHERE i.source = 'MANUAL') n`,
  ],
};

const SQL_MODULES = Object.keys(SOURCES) as Exclude<CenterModule, 'residue'>[];

/**
 * Every obligation of the chosen modules in the centers `centers` allows (a condition on `a.center_id`), with the module
 * switched on, overdue or due on or before `until`: one statement.
 */
function sourcesStatement(modules: readonly Exclude<CenterModule, 'residue'>[], centers: SQL | undefined, until: string): SQL {
  const branches = modules.flatMap((module) => SOURCES[module]).join('\nUNION ALL\n');
  return sql`SELECT a.center_id, a.module, a.kind, a.record_id, a.parent_id, a.subject, a.detail, to_char(a.due::timestamp, 'YYYY-MM-DD') AS due_date
    FROM (${sql.raw(branches)}) AS a (center_id, module, kind, record_id, parent_id, subject, detail, due)
    WHERE a.due <= ${until}::date
      AND EXISTS (SELECT 1 FROM center_module m WHERE m.center_id = a.center_id AND m.module = a.module AND m.is_active)
      ${centers ? sql`AND ${centers}` : sql``}`;
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
export async function referenceAgenda({ db }: Pick<AppContext, 'db'>, { user, language }: AgendaViewer, query: AgendaQueryFields) {
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
export async function referenceNamed({ db }: Pick<AppContext, 'db'>, items: Item[]): Promise<AgendaItem[]> {
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
