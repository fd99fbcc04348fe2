import { Type } from 'typebox';
import { projectCosts } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { adminsOnly } from '../../lib/access';
import { assertProjectExists, costsWhere, presentCosts } from './cost-queries';
import { ProjectCostSchema, ProjectCostWrite } from './schemas';
import { costColumns } from './spreadsheets';

/** The costs of a project besides its hours (admins only): they count in the yearly summary. */
export const costRoutes: RegisterModule = (app, context) => {
  const { db } = context;
  registerResource(app, context, {
    path: 'project-cost',
    name: 'project-cost',
    tag: 'Projects',
    table: projectCosts,
    write: ProjectCostWrite,
    validate: (database, input) => assertProjectExists(database, input.project_id),
    values: (body) => ({
      projectId: body.project_id,
      concept: body.concept.trim(),
      amount: Math.round(body.amount * 100) / 100,
      date: body.date,
    }),
    present: (rows) => presentCosts(db, rows),
    schema: ProjectCostSchema,
    search: [projectCosts.concept],
    orderings: { id: projectCosts.id, date: projectCosts.date, amount: projectCosts.amount, concept: projectCosts.concept },
    defaultOrdering: '-date',
    filters: {
      query: { projectId: Type.Optional(Type.Integer({ minimum: 1 })) },
      where: (query) => costsWhere(query as { projectId?: number }),
    },
    access: { read: adminsOnly, write: adminsOnly },
    spreadsheet: { name: 'project-costs', title: 'spreadsheet.files.project_costs', columns: costColumns },
  });
};
