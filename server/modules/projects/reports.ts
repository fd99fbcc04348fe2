import { and, asc, eq, gte, lte, sql, sum } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { centers, dedications, projectCosts, projects, users } from '../../db/schema';
import type { Api, AppContext } from '../../lib/api';
import { DateField } from '../../lib/dates';
import { badRequest, notFound, permissionDenied } from '../../lib/errors';
import { translate } from '../../lib/language';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { answers, NullableText, Reference } from '../../lib/wire';
import { currentUser, type AuthUser } from '../../plugins/auth';
import { isAdmin, round2 } from './access';
import { adminsOnly, consultancyStaff } from '../../lib/access';

const tags = ['Projects'];

const Range = { startDate: DateField(), endDate: DateField() };

function checkRange(query: { startDate: string; endDate: string }) {
  if (query.endDate < query.startDate) throw badRequest('endDate', 'projects.endBeforeStart');
}

/** Collaborators read only their own hours; admins anyone's (their own by default). */
function reportUser(user: AuthUser, userId: number | undefined): number {
  if (userId === undefined || userId === user.id) return user.id;
  if (!isAdmin(user)) throw permissionDenied('projects.ownHoursOnly');
  return userId;
}

const ProjectResume = Type.Object({ project: Reference, center: Reference, worked_hours: Type.Number() });
const Resume = Type.Object({
  user: Reference,
  startDate: Type.String(),
  endDate: Type.String(),
  total_worked_hours: Type.Number(),
  project_resumes: Type.Array(ProjectResume),
});

/** A user's hours over a range, per project: two statements. */
export async function workedHoursResume(db: Database, userId: number, startDate: string, endDate: string) {
  const [worker] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  if (!worker) throw notFound('user');
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
    user: worker,
    startDate,
    endDate,
    total_worked_hours: round2(project_resumes.reduce((total, row) => total + row.worked_hours, 0)),
    project_resumes,
  };
}

const AllUsers = Type.Object({
  workedHoursByAllUsers: Type.Array(
    Type.Object({
      user: Reference,
      total_worked_hours: Type.Number(),
      projects: Type.Array(Type.Object({ project: Reference, worked_hours: Type.Number() })),
    }),
  ),
  projects: Type.Array(Reference),
});

const YearSummary = Type.Object({
  year: Type.Integer(),
  income: Type.Number(),
  charged: Type.Number(),
  pending: Type.Number(),
  worked_hours: Type.Number(),
  hours_cost: Type.Number(),
  other_costs: Type.Number(),
  cost: Type.Number(),
  margin: Type.Number(),
});

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

const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });

export function reportRoutes(app: Api, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/api/project/worked-hours-by-user-resume',
    {
      config: { access: consultancyStaff, tenancy: 'global' },
      schema: {
        tags,
        querystring: Type.Object({
          ...Range,
          userId: Type.Optional(Type.Integer({ minimum: 1 })),
          format: Type.Optional(Type.Literal('xlsx')),
        }),
        response: answers(Resume),
      },
    },
    async (request, reply) => {
      const query = request.query;
      checkRange(query);
      const resume = await workedHoursResume(db, reportUser(currentUser(request), query.userId), query.startDate, query.endDate);
      if (query.format !== 'xlsx') return resume;
      return sendSpreadsheet(reply, {
        name: 'worked-hours',
        title: 'spreadsheet.files.worked_hours',
        language: request.language,
        rows: (async function* () {
          yield [
            ...resume.project_resumes,
            {
              project: { id: 0, name: '' },
              center: { id: 0, name: translate(request.language, 'spreadsheet.total', 'Total') },
              worked_hours: resume.total_worked_hours,
            },
          ];
        })(),
        columns: [
          { header: 'projects.resume.project', fallback: 'Project', value: (row) => row.project.name, width: 40 },
          { header: 'projects.resume.center', fallback: 'Center', value: (row) => row.center.name, width: 30 },
          {
            header: 'projects.resume.worked_hours',
            fallback: 'Worked hours',
            value: (row) => row.worked_hours,
            width: 14,
            kind: { kind: 'hours' },
          },
        ],
      });
    },
  );

  app.get(
    '/api/project/worked-hours-by-all-users',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: { tags, querystring: Type.Object(Range), response: answers(AllUsers) },
    },
    async (request) => {
      checkRange(request.query);
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
        .where(and(gte(dedications.date, request.query.startDate), lte(dedications.date, request.query.endDate)))
        .groupBy(users.id, users.name, projects.id, projects.name)
        .orderBy(asc(users.name), asc(projects.name));
      const byUser = new Map<
        number,
        {
          user: { id: number; name: string };
          total_worked_hours: number;
          projects: { project: { id: number; name: string }; worked_hours: number }[];
        }
      >();
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
    },
  );

  app.get(
    '/api/project/yearly-financial-summary',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: { tags, response: answers(Type.Array(YearSummary)) },
    },
    async () => yearlyFinances(db),
  );

  const RegisterDay = Type.Object({ date: Type.String(), start: NullableText(), end: NullableText(), hours: Type.Number() });
  app.get(
    '/api/project/working-time-register',
    {
      config: { access: consultancyStaff, tenancy: 'global' },
      schema: {
        tags,
        querystring: Type.Object({
          month: Month,
          userId: Type.Optional(Type.Integer({ minimum: 1 })),
          format: Type.Optional(Type.Literal('xlsx')),
        }),
        response: answers(
          Type.Object({ user: Reference, month: Type.String(), days: Type.Array(RegisterDay), total_hours: Type.Number() }),
        ),
        description: 'The daily record Spanish law asks for (first start, last end, total hours per day), from the dedications.',
      },
    },
    async (request, reply) => {
      const userId = reportUser(currentUser(request), request.query.userId);
      const [worker] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
      if (!worker) throw notFound('user');
      const first = `${request.query.month}-01`;
      const rows = await db
        .select({
          date: dedications.date,
          start: sql<string | null>`to_char(min(${dedications.startTime}), 'HH24:MI')`,
          end: sql<string | null>`to_char(max(${dedications.endTime}), 'HH24:MI')`,
          hours: sum(dedications.hours).mapWith(Number),
        })
        .from(dedications)
        .where(
          and(
            eq(dedications.userId, userId),
            gte(dedications.date, first),
            sql`${dedications.date} < (${first}::date + interval '1 month')`,
          ),
        )
        .groupBy(dedications.date)
        .orderBy(asc(dedications.date));
      const days = rows.map((row) => ({ date: row.date, start: row.start, end: row.end, hours: round2(row.hours) }));
      const total = round2(days.reduce((sumHours, day) => sumHours + day.hours, 0));
      if (request.query.format !== 'xlsx') return { user: worker, month: request.query.month, days, total_hours: total };
      return sendSpreadsheet(reply, {
        name: 'working-time',
        title: 'spreadsheet.files.working_time',
        qualifier: request.query.month,
        language: request.language,
        rows: (async function* () {
          yield [
            ...days.map((day) => ({ ...day, who: worker.name })),
            { date: translate(request.language, 'spreadsheet.total', 'Total'), start: null, end: null, hours: total, who: worker.name },
          ];
        })(),
        columns: [
          { header: 'projects.register.user', fallback: 'Worker', value: (row) => row.who, width: 28 },
          { header: 'projects.register.date', fallback: 'Date', value: (row) => row.date, width: 12, kind: { kind: 'date' } },
          { header: 'projects.register.start', fallback: 'Start', value: (row) => row.start, width: 10 },
          { header: 'projects.register.end', fallback: 'End', value: (row) => row.end, width: 10 },
          { header: 'projects.register.hours', fallback: 'Hours', value: (row) => row.hours, width: 10, kind: { kind: 'hours' } },
        ],
      });
    },
  );
}
