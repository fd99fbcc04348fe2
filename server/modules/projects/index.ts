import { eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { projectCosts, projects } from '../../db/schema';
import type { AppContext, RegisterModule, ServerModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { DateField } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { RequiredText } from '../../lib/fields';
import type { ScheduledJob } from '../../lib/scheduler';
import { Reference } from '../../lib/wire';
import { sendBudgetWarnings, sendExceededHoursEmail } from './alerts';
import { projectAmbitRoutes } from './ambits';
import { dedicationRoutes } from './dedication-routes';
import { projectRoutes } from './project-routes';
import { reportRoutes } from './report-routes';
import { taskRoutes } from './task-routes';
import { adminsOnly } from '../../lib/access';

type ProjectCost = { id: number; project: { id: number; name: string }; concept: string; amount: number; date: string };

/** Everything of issue 10 but /project-ambit (ambits.ts). Reports and the mail route come before /project/:id. */
const projectsRoutes: RegisterModule = (app, context) => {
  const { db, secrets } = context;
  reportRoutes(app, context);
  app.post(
    '/api/project/exceeded-hours-email',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: { tags: ['Projects'], description: 'Mails the admins and coordinators the projects past their expected hours.' },
    },
    async () => sendExceededHoursEmail(db, secrets, context.config),
  );
  projectRoutes(app, context);
  taskRoutes(app, context);
  dedicationRoutes(app, context);
  registerResource(app, context, {
    path: 'project-cost',
    name: 'project-cost',
    tag: 'Projects',
    table: projectCosts,
    write: Type.Object({
      project_id: Type.Integer({ minimum: 1 }),
      concept: RequiredText(),
      amount: Type.Number({ minimum: 0, maximum: 1_000_000_000 }),
      date: DateField(),
    }),
    validate: async (database, input) => {
      const [project] = await database.select({ id: projects.id }).from(projects).where(eq(projects.id, input.project_id));
      if (!project) throw badRequest('project_id', 'projects.noSuchProject');
    },
    values: (body) => ({
      projectId: body.project_id,
      concept: body.concept.trim(),
      amount: Math.round(body.amount * 100) / 100,
      date: body.date,
    }),
    present: async (rows) => {
      const ids = [...new Set(rows.map((row) => row.projectId))];
      const names = ids.length
        ? await db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, ids))
        : [];
      return rows.map((row): ProjectCost => ({
        id: row.id,
        project: { id: row.projectId, name: names.find((project) => project.id === row.projectId)?.name ?? '' },
        concept: row.concept,
        amount: row.amount,
        date: row.date,
      }));
    },
    schema: Type.Object({ id: Type.Integer(), project: Reference, concept: Type.String(), amount: Type.Number(), date: Type.String() }),
    search: [projectCosts.concept],
    orderings: { id: projectCosts.id, date: projectCosts.date, amount: projectCosts.amount, concept: projectCosts.concept },
    defaultOrdering: '-date',
    filters: {
      query: { projectId: Type.Optional(Type.Integer({ minimum: 1 })) },
      where: (query) => (query.projectId ? eq(projectCosts.projectId, query.projectId as number) : undefined),
    },
    access: { read: adminsOnly, write: adminsOnly },
    spreadsheet: {
      name: 'project-costs',
      title: 'spreadsheet.files.project_costs',
      columns: [
        {
          header: 'resources.project-cost.fields.date',
          fallback: 'Date',
          value: (cost: ProjectCost) => cost.date,
          width: 12,
          kind: { kind: 'date' },
        },
        {
          header: 'resources.project-cost.fields.project',
          fallback: 'Project',
          value: (cost: ProjectCost) => cost.project.name,
          width: 36,
        },
        { header: 'resources.project-cost.fields.concept', fallback: 'Concept', value: (cost: ProjectCost) => cost.concept, width: 36 },
        {
          header: 'resources.project-cost.fields.amount',
          fallback: 'Amount',
          value: (cost: ProjectCost) => cost.amount,
          width: 14,
          kind: { kind: 'money' },
        },
      ],
    },
  });
};

const projectsJobs = (context: AppContext, log: Parameters<typeof sendBudgetWarnings>[0]['log']): ScheduledJob[] => [
  {
    name: 'project budget warnings',
    run: () => sendBudgetWarnings({ db: context.db, secrets: context.secrets, mail: context.config, log }),
  },
];

/** Projects (issue 10): ambits, projects, tasks, dedications, costs, reports; budget warnings. */
export const projectsModule: ServerModule = {
  routes: (app, context) => {
    projectAmbitRoutes(app, context);
    projectsRoutes(app, context);
  },
  jobs: projectsJobs,
};
