import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { WARNING_DAYS, type NotificationPeriodicity } from '../../../contract/legal';
import type { Database } from '../../db/client';
import { centerModules, centers, enterprises, evidenceNotifications, evidences } from '../../db/schema';
import { todayInSpain } from '../../lib/dates';
import { centerVisibleTo, type Viewer } from '../../lib/tenancy';
import { evidenceCounts } from '../legal-changes/repeal';

/** A center's warning window from its digest periodicity, inside SQL (the same table as contract WARNING_DAYS). */
const warningDaysSql = sql<number>`(case coalesce(${evidenceNotifications.periodicity}, 'MONTHLY') ${sql.join(
  (Object.entries(WARNING_DAYS) as [NotificationPeriodicity, number][]).map(
    ([periodicity, days]) => sql`when ${periodicity} then ${sql.raw(String(days))}`,
  ),
  sql` `,
)} else 30 end)`;

const countWhere = (condition: SQL) => sql<number>`(count(${evidences.id}) filter (where ${condition}))::int`;

/**
 * Every figure of the home pages for the centers the viewer sees, in ONE statement: evidence counts by
 * state, expired and soon-expiring evidences (inside each center's own warning window), the active
 * modules. The tenancy clause is in the statement; `centerId` narrows to one center.
 */
export async function homeFigures(db: Database, viewer: Viewer, centerId?: number, now = new Date()) {
  const today = todayInSpain(now);
  const rows = await db
    .select({
      id: centers.id,
      name: centers.name,
      enterpriseId: enterprises.id,
      enterpriseName: enterprises.name,
      warningDays: warningDaysSql,
      modules: sql<
        string[]
      >`(select coalesce(array_agg(${centerModules.module} order by ${centerModules.module}), '{}') from ${centerModules}
        where ${centerModules.centerId} = ${centers.id} and ${centerModules.isActive})`,
      total: sql<number>`count(${evidences.id})::int`,
      fulfilled: countWhere(sql`${evidences.state} = 'FULFILLED'`),
      inProcess: countWhere(sql`${evidences.state} = 'IN_PROCESS'`),
      notFulfilled: countWhere(sql`${evidences.state} = 'NOT_FULFILLED'`),
      expired: countWhere(sql`${evidences.expirationDate} < ${today}::date`),
      expiring: countWhere(
        sql`${evidences.expirationDate} >= ${today}::date and ${evidences.expirationDate} <= ${today}::date + ${warningDaysSql}`,
      ),
    })
    .from(centers)
    .innerJoin(enterprises, eq(enterprises.id, centers.enterpriseId))
    .leftJoin(evidenceNotifications, eq(evidenceNotifications.centerId, centers.id))
    // A repealed text's requirements no longer count (issue 36).
    .leftJoin(evidences, and(eq(evidences.centerId, centers.id), evidenceCounts(sql`${today}::date`)))
    .where(and(centerVisibleTo(viewer, centers.id), centerId === undefined ? undefined : eq(centers.id, centerId)))
    .groupBy(centers.id, enterprises.id, evidenceNotifications.periodicity)
    .orderBy(asc(centers.name), asc(centers.id));
  const results = rows.map(presentCenter);
  return { today, count: results.length, results };
}

/** Compliance: fulfilled evidences over all of them, in percent with two decimals; null without evidences. */
export const compliance = (fulfilled: number, total: number) => (total ? Math.round((fulfilled / total) * 10_000) / 100 : null);

function presentCenter(row: {
  id: number;
  name: string;
  enterpriseId: number;
  enterpriseName: string;
  warningDays: number;
  modules: string[];
  total: number;
  fulfilled: number;
  inProcess: number;
  notFulfilled: number;
  expired: number;
  expiring: number;
}) {
  return {
    center: { id: row.id, name: row.name },
    enterprise: { id: row.enterpriseId, name: row.enterpriseName },
    warning_days: Number(row.warningDays),
    active_modules: row.modules,
    evidences: { total: row.total, FULFILLED: row.fulfilled, IN_PROCESS: row.inProcess, NOT_FULFILLED: row.notFulfilled },
    compliance: compliance(row.fulfilled, row.total),
    expired: row.expired,
    expiring: row.expiring,
  };
}

export const HomeCenterSchema = Type.Object({
  center: Type.Object({ id: Type.Integer(), name: Type.String() }),
  enterprise: Type.Object({ id: Type.Integer(), name: Type.String() }),
  warning_days: Type.Integer(),
  active_modules: Type.Array(Type.String()),
  evidences: Type.Object({ total: Type.Integer(), FULFILLED: Type.Integer(), IN_PROCESS: Type.Integer(), NOT_FULFILLED: Type.Integer() }),
  compliance: Type.Union([Type.Number(), Type.Null()]),
  expired: Type.Integer(),
  expiring: Type.Integer(),
});
export const HomeSchema = Type.Object({ today: Type.String(), count: Type.Integer(), results: Type.Array(HomeCenterSchema) });
