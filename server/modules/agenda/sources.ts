import { sql, type SQL } from 'drizzle-orm';
import type { CenterModule } from '../../../contract/modules';
import { measurementDue, periodStartOfDay, periodStartOfText, periodStep, periodText } from '../indicators/periods';
import { clockBranches, type ClockReading } from '../waste/clock-rules';
import { repealedSql } from '../legal-changes/repeal';

/** One dated obligation as the agenda's statement answers it, with its center's names; the days and the wording come after. */
export interface SourceRow {
  center_id: number;
  module: CenterModule;
  kind: string;
  record_id: number | null;
  parent_id: number | null;
  subject: string | null;
  /** A code the subject is worded from (a treatment type, a period). */
  detail: string | null;
  due_date: string;
  /** The row's own record where `record_id` is the page it opens on (a corrective action opens its evidence). */
  tie: number | null;
  center_name: string;
  enterprise_id: number;
  enterprise_name: string;
}

/** The answer of a paged read: one page of rows, each carrying the totals of the whole horizon (none when the page is empty). */
export type PageRow = SourceRow & { total: number; overdue: number };

// Each source is a SELECT of (center_id, module, kind, record_id, parent_id, subject, detail, due, tie) over one module's
// tables; the agenda joins them with UNION ALL into one statement, so its cost does not grow with centers or modules.
// Branches answer a date; the statement filters on it and formats only what passes (to_char per scanned row, through a
// timestamptz cast, was most of the statement's time at 500 centers). `tie` orders the rows the sort's key leaves equal
// (two corrective actions of one evidence due the same day, two carriers of one center expiring the same day): the
// record's own id, never on the wire. Every NULL is typed: UNION ALL resolves its columns' types branch by branch, and two
// untyped NULLs first (the aspects' evaluations, asked alone) made a text column that the next branch's integer broke.
const day = (expression: string) => `(${expression})::date`;

/** Obligations by module: the module keys double as the check that a center has the module on. */
const SOURCES: Record<CenterModule, (reading: ClockReading) => SQL[]> = {
  'legal-requirement': ({ asOf }) => [
    // An evidence that expires, unless its requirement does not apply to the center or was repealed (issue 36).
    sql.raw(`SELECT e.center_id, 'legal-requirement', 'evidence_expiry', e.id, lt.subambit_id, e.name, NULL::text, ${day('e.expiration_date')}, e.id
       FROM evidence e JOIN legal_requirement r ON r.id = e.legal_requirement_id JOIN legal_text lt ON lt.id = r.legal_text_id
      WHERE e.expiration_date IS NOT NULL AND NOT ${repealedSql('r', 'lt', `'${asOf}'::date`)}
        AND NOT EXISTS (SELECT 1 FROM center_not_applicable_requirement n
                         WHERE n.center_id = e.center_id AND n.legal_requirement_id = e.legal_requirement_id)`),
    // A corrective action not yet applied; its page is the evidence's.
    sql.raw(`SELECT a.center_id, 'legal-requirement', 'evidence_action', a.evidence_id, lt.subambit_id, a.name, NULL::text, ${day('a.expected_date')}, a.id
       FROM evidence_action a JOIN evidence e ON e.id = a.evidence_id
       JOIN legal_requirement r ON r.id = e.legal_requirement_id JOIN legal_text lt ON lt.id = r.legal_text_id
      WHERE a.applied_date IS NULL AND NOT ${repealedSql('r', 'lt', `'${asOf}'::date`)}`),
    // A change of the register the center has to review (issue 36), until it is decided.
    sql.raw(`SELECT v.center_id, 'legal-requirement', 'legal_review', v.id, lt.subambit_id, lt.name, NULL::text, v.due_date, v.id
       FROM legal_change_review v JOIN legal_change c ON c.id = v.legal_change_id JOIN legal_text lt ON lt.id = c.legal_text_id
      WHERE v.decision IS NULL`),
  ],
  document: () => [
    sql.raw(`SELECT d.center_id, 'document', 'document_expiry', d.id, NULL::integer, d.name, NULL::text, ${day('d.expiry_date')}, d.id
       FROM enterprise_document d WHERE d.expiry_date IS NOT NULL`),
  ],
  ddd: () => [
    // The next service of each treatment, as planned by the last one done.
    sql.raw(`SELECT s.center_id, 'ddd', 'ddd_service', s.id, NULL::integer, NULL::text, s.treatment_type, ${day('s.next_planned_date')}, s.id
       FROM (SELECT DISTINCT ON (center_id, treatment_type) id, center_id, treatment_type, next_planned_date
               FROM ddd_service ORDER BY center_id, treatment_type, service_date DESC, id DESC) s
      WHERE s.next_planned_date IS NOT NULL`),
  ],
  'environmental-aspects': () => [
    // The next evaluation: the last closed one plus the center's periodicity (as the module's home says).
    sql.raw(`SELECT st.center_id, 'environmental-aspects', 'aspect_evaluation', NULL::integer, NULL::integer, NULL::text, NULL::text,
            ${day("max(ev.date) + st.aspect_evaluation_months * interval '1 month'")}, 0
       FROM aspect_center_settings st JOIN aspect_evaluation ev ON ev.center_id = st.center_id AND NOT ev.is_open
      WHERE st.aspect_evaluation_months IS NOT NULL GROUP BY st.center_id, st.aspect_evaluation_months`),
    sql.raw(`SELECT st.center_id, 'environmental-aspects', 'practice_evaluation', NULL::integer, NULL::integer, NULL::text, NULL::text,
            ${day("max(ev.date) + st.good_practice_evaluation_months * interval '1 month'")}, 0
       FROM aspect_center_settings st JOIN good_practice_evaluation ev ON ev.center_id = st.center_id AND NOT ev.is_open
      WHERE st.good_practice_evaluation_months IS NOT NULL GROUP BY st.center_id, st.good_practice_evaluation_months`),
    sql.raw(`SELECT p.center_id, 'environmental-aspects', 'practice_action', p.id, NULL::integer, left(p.description, 200), NULL::text, ${day('p.due_date')}, p.id
       FROM practice_action p WHERE p.state <> 'CLOSED'`),
  ],
  improvement: () => [
    sql.raw(`SELECT a.center_id, 'improvement', 'improvement_action', a.id, NULL::integer, left(a.action, 200), NULL::text, ${day('a.due_date')}, a.id
       FROM improvement_action a WHERE a.status <> 'CLOSED'`),
  ],
  'risk-opportunity': () => [
    // The planned treatment of each risk of the center's latest evaluation round; its page sits under the consequence.
    sql.raw(`SELECT v.center_id, 'risk-opportunity', 'risk_action', v.id, v.consequence_id, left(v.planned_action, 200), NULL::text, ${day('v.due_date')}, v.id
       FROM risk_evaluation v JOIN risk_evaluation_round r ON r.id = v.round_id
      WHERE v.due_date IS NOT NULL AND v.planned_action IS NOT NULL
        AND r.year = (SELECT max(year) FROM risk_evaluation_round l WHERE l.center_id = v.center_id)`),
  ],
  indicator: () => [
    sql.raw(`SELECT a.center_id, 'indicator', 'indicator_action', a.id, a.indicator_id, a.what, NULL::text, ${day('a.due_date')}, a.id
       FROM indicator_action a WHERE a.status IN ('PLANNED', 'IN_PROGRESS')`),
    // The first period after the last one measured (or the one the indicator was created in) is due by the end of the
    // month after it ends: a month to gather the figure (indicators/periods.ts, from contract/indicators.ts PERIODS).
    // Computed indicators (from the legal module) measure themselves.
    sql.raw(`SELECT n.center_id, 'indicator', 'indicator_measurement', n.id, n.id, n.name, ${periodText('n.frequency', 'n.start')},
            ${day(measurementDue('n.frequency', 'n.start'))}, n.id
       FROM (SELECT i.id, i.center_id, i.name, i.frequency,
                    CASE WHEN m.last IS NULL THEN ${periodStartOfDay('i.frequency', "(i.created_at AT TIME ZONE 'Europe/Madrid')::date")}
                         ELSE (${periodStartOfText('i.frequency', 'm.last')} + ${periodStep('i.frequency')})::date END AS start
               FROM indicator i
               LEFT JOIN LATERAL (SELECT max(period) AS last FROM indicator_measurement x WHERE x.indicator_id = i.id) m ON true
              WHERE i.source = 'MANUAL') n`),
  ],
  // The waste legal clock and the next collections: the waste module's own statement (waste/clock-rules.ts), read by its
  // clock pages too.
  residue: clockBranches,
};

/** What the agenda lists: the modules, the centers (a condition on `a.center_id`), the horizon and the state. */
export interface AgendaSelection extends ClockReading {
  modules: readonly CenterModule[];
  centers: SQL | undefined;
  until: string;
  state?: 'overdue' | 'due';
}

/**
 * Every obligation of the chosen modules in the centers `centers` allows, with the module switched on, overdue or due on
 * or before `until` (narrowed to one state if asked): the rows of one statement, unsorted and unnamed (the floor's read).
 */
export function sourcesStatement(selection: AgendaSelection): SQL {
  const reading = { asOf: selection.asOf, language: selection.language };
  const state =
    selection.state === 'overdue'
      ? sql`AND a.due < ${selection.asOf}::date`
      : selection.state === 'due'
        ? sql`AND a.due >= ${selection.asOf}::date`
        : sql``;
  // The filters sit in every branch, not on the union: PostgreSQL does not push a condition holding a subquery (a
  // collaborator's centers, the module switch) into the branches of a UNION ALL, and on the union every branch computed
  // every center's rows (a collaborator of 20 centers read as slowly as the admin of 500). In each branch the subquery
  // is pulled up to its tables: the centers are filtered before the joins and the waste plans' collection look-ups.
  const filtered = (
    branch: SQL,
  ) => sql`SELECT * FROM (${branch}) AS a (center_id, module, kind, record_id, parent_id, subject, detail, due, tie)
    WHERE a.due <= ${selection.until}::date ${state}
      AND EXISTS (SELECT 1 FROM center_module m WHERE m.center_id = a.center_id AND m.module = a.module AND m.is_active)
      ${selection.centers ? sql`AND ${selection.centers}` : sql``}`;
  return sql.join(
    selection.modules.flatMap((module) => SOURCES[module](reading).map(filtered)),
    sql`\nUNION ALL\n`,
  );
}

// The agenda's one order: soonest first, then by center, kind (code points: ISO days and ASCII kinds) and record (none
// counts as 0), the record's own id last.
const order = (alias: string) =>
  sql.raw(`${alias}.due, ${alias}.center_id, ${alias}.kind COLLATE "C", coalesce(${alias}.record_id, 0), ${alias}.tie`);
const NAMED = sql.raw(`a.center_id, a.module, a.kind, a.record_id, a.parent_id, a.subject, a.detail,
       to_char(a.due::timestamp, 'YYYY-MM-DD') AS due_date, a.tie, c.name AS center_name, e.id AS enterprise_id, e.name AS enterprise_name`);
const NAMES = sql.raw('JOIN center c ON c.id = a.center_id JOIN enterprise e ON e.id = c.enterprise_id');

/** Every obligation of the selection, sorted and named (its center and enterprise): one statement (the export, feed, digest). */
export function everyObligation(selection: AgendaSelection): SQL {
  return sql`SELECT ${NAMED} FROM (${sourcesStatement(selection)}) a ${NAMES} ORDER BY ${order('a')}`;
}

/**
 * One page of the selection, sorted, then named (only its rows meet the centers' names), each row with the horizon's
 * `total` and `overdue`: one statement. The counts ride on the rows as window aggregates over the whole selection,
 * computed before the limit; a page beyond the last has no row to carry them (see `countObligations`).
 */
export function obligationsPage(selection: AgendaSelection, page: { limit: number; offset: number }): SQL {
  return sql`SELECT ${NAMED}, a.total::int AS total, a.overdue::int AS overdue
    FROM (SELECT s.*, count(*) OVER () AS total, count(*) FILTER (WHERE s.due < ${selection.asOf}::date) OVER () AS overdue
            FROM (${sourcesStatement(selection)}) s
           ORDER BY ${order('s')} LIMIT ${page.limit} OFFSET ${page.offset}) a
    ${NAMES}
    ORDER BY ${order('a')}`;
}

/** The horizon's counts alone: for a page beyond the last, which has no row to carry them. */
export function countObligations(selection: AgendaSelection): SQL {
  return sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE a.due < ${selection.asOf}::date))::int AS overdue
    FROM (${sourcesStatement(selection)}) a`;
}
