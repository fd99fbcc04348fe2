import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { calendarDate, daysUntil } from '../../../contract/field-kinds';
import { CLOCK_HORIZON_DAYS, CLOCK_PAGE_SIZE, type ClockItem, type ClockKind } from '../../../contract/waste';
import type { Database } from '../../db/client';
import { addDays, todayInSpain } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { pageWindow, shapePage } from '../../lib/paging';
import { centerVisibleTo } from '../../lib/tenancy';
import { currentUser } from '../../plugins/auth';
import { clockBranches, type ClockReading } from './clock-rules';
import { MODULE } from './route-config';
import type { ClockCentersFilters } from './schemas';

// The SQL of the legal clock pages (clock.ts): the statement of clock-rules.ts, per center or over the user's centers.

/** The clock's rows: the waste module's statement (clock-rules.ts, the agenda's too) without the next collections. */
interface ClockRow {
  center_id: number;
  kind: ClockKind;
  record_id: number | null;
  subject: string | null;
  due_date: string;
  center_name?: string;
  total?: number;
  overdue?: number;
  centers?: number;
}

const COLUMNS = sql.raw('(center_id, module, kind, record_id, parent_id, subject, detail, due, tie)');
// The clock's one order: soonest first, then kind (code points: ASCII kinds), plan (none counts as 0), center, and the
// record's own id.
const ORDER = sql.raw(`a.due, a.kind COLLATE "C", coalesce(a.record_id, 0), a.center_id, a.tie`);
const DUE_DATE = sql.raw(`to_char(a.due::timestamp, 'YYYY-MM-DD') AS due_date`);

/** The clock's branches with `where` (on `a`) in each: PostgreSQL does not push a condition holding a subquery into a UNION ALL. */
const clockUnion = (reading: ClockReading, where: SQL) =>
  sql.join(
    clockBranches(reading).map((branch) => sql`SELECT * FROM (${branch}) AS a ${COLUMNS} WHERE a.kind <> 'next_collection' AND ${where}`),
    sql`\nUNION ALL\n`,
  );

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A row as the clock answers it: a plan's items name the residue, a carrier's or manager's the party. */
function itemOf(row: ClockRow, today: Date): ClockItem {
  const days = daysUntil(row.due_date, today);
  const planId = row.record_id === null ? null : Number(row.record_id);
  return {
    days_left: days,
    overdue: days < 0,
    kind: row.kind,
    due_date: row.due_date,
    plan_id: planId,
    residue: planId === null ? null : row.subject,
    party: planId === null ? row.subject : null,
  };
}

/**
 * Every dated obligation the center's data implies, soonest first (one statement for any number of plans): storage
 * limits, prior notifications due before planned transfers, missing or expiring treatment contracts, carrier and
 * manager authorisations, and the yearly report due before 1 March (clock-rules.ts).
 */
export async function legalClock(db: Database, request: FastifyRequest, centerId: number, asOf: string) {
  const union = clockUnion({ asOf, language: request.language }, sql`a.center_id = ${centerId}`);
  const rows = rowsOf<ClockRow>(
    await db.execute(sql`SELECT a.center_id, a.kind, a.record_id, a.subject, ${DUE_DATE} FROM (${union}) a ORDER BY ${ORDER}`),
  );
  const today = calendarDate(asOf)!;
  const results = rows.map((row) => itemOf(row, today));
  return { as_of: asOf, count: results.length, overdue: results.filter((item) => item.overdue).length, results };
}

/**
 * The clock of every center the user sees with the residue module on, in one paged answer: each item names its center;
 * the per-center rules are those of `legalClock`. Only what is overdue or falls due on or before `until` (default `asOf`
 * + 90 days) is listed, soonest first, a page at a time; `count` and `overdue` count the whole horizon, `centers` the
 * centers with current plans (those with a yearly report). One statement for any number of centers and plans, the
 * counts riding on the page's rows; a second (the counts) only for a page beyond the last.
 */
export async function legalClockOfCenters(db: Database, request: FastifyRequest, query: ClockCentersFilters) {
  const asOf = query.asOf ?? todayInSpain();
  const until = query.until ?? addDays(asOf, CLOCK_HORIZON_DAYS);
  if (until < asOf) throw badRequest('until', 'waste.untilBeforeAsOf');
  const centerColumn = sql.raw('a.center_id') as unknown as AnyColumn;
  const union = clockUnion(
    { asOf, language: request.language },
    and(
      centerVisibleTo(currentUser(request), centerColumn),
      sql`EXISTS (SELECT 1 FROM center_module m WHERE m.center_id = a.center_id AND m.module = ${MODULE} AND m.is_active)`,
    )!,
  );

  const counted = sql`SELECT a.*, (a.due < ${asOf}::date OR a.due <= ${until}::date) AS listed,
      count(*) FILTER (WHERE a.due < ${asOf}::date OR a.due <= ${until}::date) OVER () AS total,
      count(*) FILTER (WHERE a.due < ${asOf}::date) OVER () AS overdue,
      count(*) FILTER (WHERE a.kind = 'yearly_report') OVER () AS centers
    FROM (${union}) a`;
  const window = pageWindow({ page: query.page, pageSize: query.pageSize ?? CLOCK_PAGE_SIZE });
  const rows = rowsOf<ClockRow>(
    await db.execute(sql`SELECT a.center_id, c.name AS center_name, a.kind, a.record_id, a.subject, ${DUE_DATE},
        a.total::int AS total, a.overdue::int AS overdue, a.centers::int AS centers
      FROM (SELECT * FROM (${counted}) a WHERE a.listed ORDER BY ${ORDER} LIMIT ${window.pageSize} OFFSET ${window.offset}) a
      JOIN center c ON c.id = a.center_id
      ORDER BY ${ORDER}`),
  );
  let counts = rows[0] ? { total: rows[0].total!, overdue: rows[0].overdue!, centers: rows[0].centers! } : null;
  if (!counts) {
    const [row] = rowsOf<{ total: number; overdue: number; centers: number }>(
      await db.execute(sql`SELECT coalesce(max(a.total), 0)::int AS total, coalesce(max(a.overdue), 0)::int AS overdue,
          coalesce(max(a.centers), 0)::int AS centers FROM (${counted}) a`),
    );
    counts = row!;
  }
  const today = calendarDate(asOf)!;
  const page = shapePage(
    request,
    window,
    Number(counts.total),
    rows.map((row) => ({
      center: { id: Number(row.center_id), name: row.center_name! },
      center_id: Number(row.center_id),
      ...itemOf(row, today),
    })),
  );
  return { as_of: asOf, until, ...page, overdue: Number(counts.overdue), centers: Number(counts.centers) };
}
