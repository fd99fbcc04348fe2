import { and, asc, eq, getTableColumns, inArray, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../../db/client';
import { centers, dedications, projects, projectUsers, tasks, taskUsers, users } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { dateOrNull } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { textOrNull } from '../../lib/fields';
import { orderBy, searchCondition, windowCount } from '../../lib/paging';
import { round2 } from './access';
import type { TaskListQuery, TaskWire, TaskWrite } from './schemas';

// The SQL of the task routes (task-routes.ts): a project's tasks, one task, its writes, the undone tasks.

export async function presentTasks(db: Database, rows: { task: typeof tasks.$inferSelect; projectName: string }[]): Promise<TaskWire[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.task.id);
  const [assigned, hours] = await Promise.all([
    db
      .select({ taskId: taskUsers.taskId, id: users.id, name: users.name })
      .from(taskUsers)
      .innerJoin(users, eq(users.id, taskUsers.userId))
      .where(inArray(taskUsers.taskId, ids))
      .orderBy(asc(users.name)),
    db
      .select({ taskId: dedications.taskId, hours: sum(dedications.hours).mapWith(Number) })
      .from(dedications)
      .where(inArray(dedications.taskId, ids))
      .groupBy(dedications.taskId),
  ]);
  return rows.map(({ task, projectName }) => ({
    id: task.id,
    project: { id: task.projectId, name: projectName },
    name: task.name,
    description: task.description,
    expected_hours: task.expectedHours,
    worked_hours: round2(hours.find((row) => row.taskId === task.id)?.hours ?? 0),
    due_date: task.dueDate,
    status: task.status,
    users: assigned.filter((row) => row.taskId === task.id).map(({ id, name }) => ({ id, name })),
  }));
}

const taskColumns = { task: getTableColumns(tasks), projectName: projects.name };

export async function presentTask(db: Database, id: number) {
  const [row] = await db.select(taskColumns).from(tasks).innerJoin(projects, eq(projects.id, tasks.projectId)).where(eq(tasks.id, id));
  if (!row) throw notFound('task');
  return (await presentTasks(db, [row]))[0]!;
}

export async function validateUsers(db: Database, ids: number[], field: string) {
  if (ids.length === 0) return;
  const found = await db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, ids));
  for (const id of ids) {
    const user = found.find((row) => row.id === id);
    if (!user) throw badRequest(field, 'projects.noUser', { id });
    if (user.role === 'client') throw badRequest(field, 'projects.clientsCannotWork');
  }
}

/** Assigned users also become users of the project, so they can see it and log their time. */
async function assignUsers(tx: Database, taskIds: number[], projectId: number, userIds: number[]) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0 || taskIds.length === 0) return;
  await tx
    .insert(taskUsers)
    .values(taskIds.flatMap((taskId) => unique.map((userId) => ({ taskId, userId }))))
    .onConflictDoNothing();
  await tx
    .insert(projectUsers)
    .values(unique.map((userId) => ({ projectId, userId })))
    .onConflictDoNothing();
}

/** A project's tasks named by the list's filters. */
export const projectTasksWhere = (projectId: number, query: Static<typeof TaskListQuery>) =>
  and(
    eq(tasks.projectId, projectId),
    searchCondition(query.searchText, [tasks.name]),
    query.status ? eq(tasks.status, query.status) : undefined,
  );

/** One page of a project's tasks, with the window's total. */
export function taskPage(db: Database, where: SQL | undefined, ordering: string | undefined) {
  const order = orderBy(ordering, { name: tasks.name, due_date: tasks.dueDate, status: tasks.status, id: tasks.id }, 'id', tasks.id);
  return (limit: number, offset: number) =>
    db
      .select({ ...taskColumns, total: windowCount })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
}

export const countTasks = (db: Database, where: SQL | undefined) => db.$count(tasks, where);

/** The spreadsheet's batches of tasks not DONE, across projects, with their center. */
export const undoneTasksAfter = (db: Database) => async (afterId: number, limit: number) =>
  (
    await db
      .select({ ...taskColumns, centerName: centers.name })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .innerJoin(centers, eq(centers.id, tasks.centerId))
      .where(and(ne(tasks.status, 'DONE'), sql`${tasks.id} > ${afterId}`))
      .orderBy(asc(tasks.id))
      .limit(limit)
  ).map((row) => ({ ...row, id: row.task.id }));

/** Creates the task, or rewrites `existing` (its dedications follow it to the project's center); its id. */
export async function writeTask(db: Database, body: TaskWrite, existing?: number) {
  await validateUsers(db, body.user_ids ?? [], 'user_ids');
  const [project] = await db.select().from(projects).where(eq(projects.id, body.project_id));
  if (!project) throw badRequest('project_id', 'projects.noSuchProject');
  const values = {
    projectId: project.id,
    centerId: project.centerId,
    name: body.name.trim(),
    description: textOrNull(body.description),
    expectedHours: round2(body.expected_hours ?? 0),
    dueDate: dateOrNull(body.due_date),
    status: body.status ?? 'TODO',
  };
  return writeTransaction(db, async (tx) => {
    const [row] = existing
      ? await tx
          .update(tasks)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(tasks.id, existing))
          .returning({ id: tasks.id })
      : await tx.insert(tasks).values(values).returning({ id: tasks.id });
    if (!row) throw notFound('task');
    if (existing && existing !== undefined)
      await tx.update(dedications).set({ projectId: project.id, centerId: project.centerId }).where(eq(dedications.taskId, row.id));
    if (body.user_ids) {
      await tx.delete(taskUsers).where(eq(taskUsers.taskId, row.id));
      await assignUsers(tx, [row.id], project.id, body.user_ids);
    }
    return row.id;
  });
}

export async function deleteTask(db: Database, id: number) {
  const [row] = await writeTransaction(db, (tx) => tx.delete(tasks).where(eq(tasks.id, id)).returning({ id: tasks.id }));
  if (!row) throw notFound('task');
}

/** The users join every task of the project (and the project, even when it has no task); how many tasks. */
export async function assignToAllTasks(db: Database, projectId: number, userIds: number[]) {
  const taskIds = (await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.projectId, projectId))).map((row) => row.id);
  await writeTransaction(db, async (tx) => {
    await assignUsers(tx, taskIds, projectId, userIds);
    if (taskIds.length === 0)
      await tx
        .insert(projectUsers)
        .values(userIds.map((userId) => ({ projectId, userId })))
        .onConflictDoNothing();
  });
  return taskIds.length;
}
