import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectCosts, projects } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { ProjectCostWire } from './schemas';

// The SQL of the project costs (cost-routes.ts): the project a cost names, and the costs with their project's name.

export async function assertProjectExists(db: Database, projectId: number) {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw badRequest('project_id', 'projects.noSuchProject');
}

/** Costs in the wire shape, with one query for the names of their projects. */
export async function presentCosts(db: Database, rows: (typeof projectCosts.$inferSelect)[]) {
  const ids = [...new Set(rows.map((row) => row.projectId))];
  const names = ids.length ? await db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, ids)) : [];
  return rows.map((row): ProjectCostWire => ({
    id: row.id,
    project: { id: row.projectId, name: names.find((project) => project.id === row.projectId)?.name ?? '' },
    concept: row.concept,
    amount: row.amount,
    date: row.date,
  }));
}

/** The list's filter: one project's costs. */
export const costsWhere = (query: { projectId?: number }) => (query.projectId ? eq(projectCosts.projectId, query.projectId) : undefined);
