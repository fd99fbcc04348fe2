import { and, asc, eq, gte, lte, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { centers, dedications, projectCosts, projects, users } from '../../db/schema';
import { badRequest, notFound, permissionDenied } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { isAdmin, round2 } from './access';
import type { AllUsersWire } from './schemas';

// The SQL of the hours and money reports (report-routes.ts): each a few grouped statements, whatever the volume.

export function checkRange(query: { startDate: string; endDate: string }) {
  if (query.endDate < query.startDate) throw badRequest('endDate', 'projects.endBeforeStart');
}

/** Collaborators read only their own hours; admins anyone's (their own by default). */
export function reportUser(user: AuthUser, userId: number | undefined): number {
  if (userId === undefined || userId === user.id) return user.id;
  if (!isAdmin(user)) throw permissionDenied('projects.ownHoursOnly');
  return userId;
}

async function worker(db: Database, userId: number) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('user');
  return row;
}

/** A user's hours over a range, per project: two statements. */
export async function workedHoursResume(db: Database, userId: number, startDate: string, endDate: string) {
  const user = await worker(db, userId);
  const rows = await db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      centerId: centers.id,
      centerName: centers.name,
      hours: sum(dedications.hours).mapWith(Number),
    })
    .from(dedications)
    .innerJoin(projects, eq(projects.id, dedications.projectId))
    .innerJoin(centers, eq(centers.id, projects.centerId))
    .where(and(eq(dedications.userId, userId), gte(dedications.date, startDate), lte(dedications.date, endDate)))
    .groupBy(projects.id, projects.name, centers.id, centers.name)
    .orderBy(asc(projects.name));
  const project_resumes = rows.map((row) => ({
    project: { id: row.projectId, name: row.projectName },
    center: { id: row.centerId, name: row.centerName },
    worked_hours: round2(row.hours),
  }));
  return {
    user,
    startDate,
    endDate,
    total_worked_hours: round2(project_resumes.reduce((total, row) => total + row.worked_hours, 0)),
    project_resumes,
  };
}

/** Every user's hours over a range, per project, and the projects named: one statement. */
export async function hoursByAllUsers(db: Database, startDate: string, endDate: string): Promise<AllUsersWire> {
  const rows = await db
    .select({
      userId: users.id,
      userName: users.name,
      projectId: projects.id,
      projectName: projects.name,
      hours: sum(dedications.hours).mapWith(Number),
    })
    .from(dedications)
    .innerJoin(users, eq(users.id, dedications.userId))
    .innerJoin(projects, eq(projects.id, dedications.projectId))
    .where(and(gte(dedications.date, startDate), lte(dedications.date, endDate)))
    .groupBy(users.id, users.name, projects.id, projects.name)
    .orderBy(asc(users.name), asc(projects.name));
  const byUser = new Map<number, AllUsersWire['workedHoursByAllUsers'][number]>();
  const projectList = new Map<number, string>();
  for (const row of rows) {
    const entry = byUser.get(row.userId) ?? { user: { id: row.userId, name: row.userName }, total_worked_hours: 0, projects: [] };
    entry.projects.push({ project: { id: row.projectId, name: row.projectName }, worked_hours: round2(row.hours) });
    entry.total_worked_hours = round2(entry.total_worked_hours + row.hours);
    byUser.set(row.userId, entry);
    projectList.set(row.projectId, row.projectName);
  }
  return {
    workedHoursByAllUsers: [...byUser.values()],
    projects: [...projectList].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * Per year: income is the price of projects by expected charge date (charged or pending), costs are
 * the hour costs stored on dedications (by dedication date) plus /project-cost entries (by date).
 * Three grouped statements, whatever the volume.
 */
export async function yearlyFinances(db: Database) {
  const year = (column: unknown) => sql<number>`extract(year from ${column})::int`.mapWith(Number);
  const [income, hours, costs] = await Promise.all([
    db
      .select({
        year: year(projects.expectedChargeDate),
        charged: sql<number>`coalesce(sum(${projects.price}) filter (where ${projects.isCharged}), 0)`.mapWith(Number),
        pending: sql<number>`coalesce(sum(${projects.price}) filter (where not ${projects.isCharged}), 0)`.mapWith(Number),
      })
      .from(projects)
      .where(sql`${projects.expectedChargeDate} is not null and ${projects.state} <> 'CANCELLED'`)
      .groupBy(sql`1`),
    db
      .select({
        year: year(dedications.date),
        hours: sum(dedications.hours).mapWith(Number),
        cost: sql<number>`sum(${dedications.hours} * ${dedications.hourCost})`.mapWith(Number),
      })
      .from(dedications)
      .groupBy(sql`1`),
    db
      .select({ year: year(projectCosts.date), amount: sum(projectCosts.amount).mapWith(Number) })
      .from(projectCosts)
      .groupBy(sql`1`),
  ]);
  const years = [...new Set([...income, ...hours, ...costs].map((row) => row.year))].sort((a, b) => a - b);
  return years.map((y) => {
    const i = income.find((row) => row.year === y);
    const h = hours.find((row) => row.year === y);
    const c = costs.find((row) => row.year === y);
    const charged = round2(i?.charged ?? 0),
      pending = round2(i?.pending ?? 0);
    const hoursCost = round2(h?.cost ?? 0),
      other = round2(c?.amount ?? 0);
    return {
      year: y,
      income: round2(charged + pending),
      charged,
      pending,
      worked_hours: round2(h?.hours ?? 0),
      hours_cost: hoursCost,
      other_costs: other,
      cost: round2(hoursCost + other),
      margin: round2(charged + pending - hoursCost - other),
    };
  });
}

/** The daily record Spanish law asks for, of one user's month: first start, last end and hours per day. */
export async function workingTimeRegister(db: Database, userId: number, month: string) {
  const user = await worker(db, userId);
  const first = `${month}-01`;
  const rows = await db
    .select({
      date: dedications.date,
      start: sql<string | null>`to_char(min(${dedications.startTime}), 'HH24:MI')`,
      end: sql<string | null>`to_char(max(${dedications.endTime}), 'HH24:MI')`,
      hours: sum(dedications.hours).mapWith(Number),
    })
    .from(dedications)
    .where(
      and(eq(dedications.userId, userId), gte(dedications.date, first), sql`${dedications.date} < (${first}::date + interval '1 month')`),
    )
    .groupBy(dedications.date)
    .orderBy(asc(dedications.date));
  const days = rows.map((row) => ({ date: row.date, start: row.start, end: row.end, hours: round2(row.hours) }));
  return { user, month, days, total_hours: round2(days.reduce((sumHours, day) => sumHours + day.hours, 0)) };
}
