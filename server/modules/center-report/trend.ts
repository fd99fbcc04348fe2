import { sql } from 'drizzle-orm';
import { repealedSql } from '../legal-changes/repeal';
import type { Database } from '../../db/client';
import { compliance } from '../home/figures';

/** The compliance of a center at the end of one month (the last point: at the end of the report's last day). */
export interface TrendPoint {
  /** yyyy-MM */
  month: string;
  fulfilled: number;
  total: number;
  /** Percent with two decimals; null when the center had no evidence then. */
  compliance: number | null;
}

export const TREND_MONTHS = 12;

/**
 * The center's compliance at the end of each of the last 12 months up to `to`, rebuilt from the evidences' change
 * history in ONE statement: each recorded state (a creation or a change of state; a deletion takes the evidence out)
 * holds from its change until the next one, and a cut-off counts the states that hold at it (one pass over the events,
 * not one per month). Evidences without any history (loaded before the history existed) count from
 * their creation with their current state. The last cut-off is the end of `to` in Spain.
 */
export async function complianceTrend(db: Database, centerId: number, to: string): Promise<TrendPoint[]> {
  const last = sql.raw(String(TREND_MONTHS - 1));
  const beforeLast = sql.raw(String(TREND_MONTHS - 2));
  const { rows } = (await db.execute(sql`
    with cuts as materialized (
      select k, day, to_char(day, 'YYYY-MM') as month, (day + 1)::timestamp at time zone 'Europe/Madrid' as cut
      from (
        select k, case when k = ${last} then ${to}::date
          else (date_trunc('month', ${to}::date) - make_interval(months => ${beforeLast} - k))::date - 1 end as day
        from generate_series(0, ${last}) as k
      ) as days
    ),
    events as (
      select h.record_id, h.id as seq, h.changed_at as at, h.action, h.changes -> 'state' ->> 1 as state
      from change_history h
      where h.table_name = 'evidence' and h.center_id = ${centerId} and (h.action <> 'update' or h.changes -> 'state' is not null)
      union all
      select e.id, 0, e.created_at, 'create', e.state
      from evidence e
      where e.center_id = ${centerId}
        and not exists (select 1 from change_history h where h.table_name = 'evidence' and h.record_id = e.id)
    ),
    spans as (
      select record_id, action, state, at, lead(at) over (partition by record_id order by at, seq) as until
      from events
    )
    select c.k, c.month,
      (count(*) filter (where s.state = 'FULFILLED'))::int as fulfilled,
      count(s.record_id)::int as total
    from cuts c
    left join spans s on s.at < c.cut and (s.until is null or s.until >= c.cut) and s.action <> 'delete'
      -- A repealed text's requirements no longer count from the repeal's day (issue 36).
      and not exists (select 1 from evidence e join legal_requirement r on r.id = e.legal_requirement_id
        join legal_text t on t.id = r.legal_text_id where e.id = s.record_id and ${sql.raw(repealedSql('r', 't', 'c.day'))})
    group by c.k, c.month
    order by c.k
  `)) as unknown as { rows: { k: number; month: string; fulfilled: number; total: number }[] };
  return rows.map((row) => {
    const fulfilled = Number(row.fulfilled);
    const total = Number(row.total);
    return { month: row.month, fulfilled, total, compliance: compliance(fulfilled, total) };
  });
}
