import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { dedications, projects, projectUsers, tasks } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { centerVisibleTo } from '../../lib/tenancy';
import type { AuthUser } from '../../plugins/auth';

const query = new QueryBuilder();

export const isAdmin = (user: AuthUser) => user.role === 'admin';

/**
 * Collaborators see a project when they belong to it (one of its users or its coordinator) and its
 * center is still theirs; admins see every project; clients none (the routes refuse them).
 */
export function projectVisibleTo(user: AuthUser): SQL | undefined {
  if (isAdmin(user)) return undefined;
  const member = exists(
    query
      .select({ one: sql`1` })
      .from(projectUsers)
      .where(and(eq(projectUsers.projectId, projects.id), eq(projectUsers.userId, user.id))),
  );
  return and(centerVisibleTo(user, projects.centerId), or(eq(projects.coordinatorUserId, user.id), member));
}

export async function findProject(db: Database, user: AuthUser, id: number) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), projectVisibleTo(user)));
  if (!row) throw notFound('project');
  return row;
}

export async function findTask(db: Database, user: AuthUser, id: number) {
  const [row] = await db
    .select({ task: tasks, project: projects })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(and(eq(tasks.id, id), projectVisibleTo(user)));
  if (!row) throw notFound('task');
  return row;
}

export async function findDedication(db: Database, user: AuthUser, id: number) {
  const [row] = await db
    .select({ dedication: dedications, task: tasks, project: projects })
    .from(dedications)
    .innerJoin(tasks, eq(tasks.id, dedications.taskId))
    .innerJoin(projects, eq(projects.id, dedications.projectId))
    .where(and(eq(dedications.id, id), projectVisibleTo(user), isAdmin(user) ? undefined : eq(dedications.userId, user.id)));
  if (!row) throw notFound('dedication');
  return row;
}

/** Hours as numbers with at most two decimals (numeric columns already are). */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** The module's center-owned rows and the record names their 404s name. */
export const projectRow = { table: projects, name: 'project' } as const;
export const taskRow = { table: tasks, name: 'task' } as const;
export const dedicationRow = { table: dedications, name: 'dedication' } as const;
