import { and, asc, eq, getTableColumns, inArray, ne, sql, sum } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/client';
import { centers, dedications, projects, projectUsers, tasks, taskUsers, users } from '../../db/schema';
import { TASK_STATUSES } from '../../db/schema/projects';
import { writeTransaction } from '../../db/transaction';
import type { Api, AppContext } from '../../lib/api';
import { DateField, OptionalDate, dateOrNull } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { IdParams, RequiredText, textOrNull } from '../../lib/fields';
import { inBatches, listQueryFields, orderBy, pageWindow, paginateCounted, searchCondition, windowCount } from '../../lib/paging';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { answers, NullableDate, NullableText, PageOf, Reference } from '../../lib/wire';
import { currentUser, type AuthUser } from '../../plugins/auth';
import { centerRow } from '../../lib/center-rows';
import { findDedication, findProject, findTask, isAdmin, round2 } from './access';
import { adminsOnly, consultancyStaff } from '../../lib/access';

const tags = ['Projects'];
const projectRow = { table: projects, name: 'project' } as const;
const taskRow = { table: tasks, name: 'task' } as const;
const dedicationRow = { table: dedications, name: 'dedication' } as const;

// ---------- Tasks ----------

const TaskWrite = Type.Object({
  project_id: Type.Integer({ minimum: 1 }),
  name: RequiredText(),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
  expected_hours: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
  due_date: OptionalDate(),
  status: Type.Optional(Type.Enum([...TASK_STATUSES])),
  user_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 })),
});
type TaskWrite = Static<typeof TaskWrite>;

const TaskSchema = Type.Object({
  id: Type.Integer(),
  project: Reference,
  name: Type.String(),
  description: NullableText(),
  expected_hours: Type.Number(),
  worked_hours: Type.Number(),
  due_date: NullableDate(),
  status: Type.String(),
  users: Type.Array(Reference),
});
type TaskWire = Static<typeof TaskSchema>;

async function presentTasks(db: Database, rows: { task: typeof tasks.$inferSelect; projectName: string }[]): Promise<TaskWire[]> {
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

async function presentTask(db: Database, id: number) {
  const [row] = await db.select(taskColumns).from(tasks).innerJoin(projects, eq(projects.id, tasks.projectId)).where(eq(tasks.id, id));
  if (!row) throw notFound('task');
  return (await presentTasks(db, [row]))[0]!;
}

async function validateUsers(db: Database, ids: number[], field: string) {
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

const TaskListQuery = Type.Object({ ...listQueryFields, status: Type.Optional(Type.Enum([...TASK_STATUSES])) });

// ---------- Dedications ----------

const TIME = '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$';
const OptionalTime = () => Type.Optional(Type.Union([Type.String({ pattern: TIME, description: 'HH:MM' }), Type.Null(), Type.Literal('')]));

const DedicationWrite = Type.Object({
  task_id: Type.Integer({ minimum: 1 }),
  user_id: Type.Optional(Type.Integer({ minimum: 1, description: 'admins only; collaborators always log their own time' })),
  date: DateField(),
  hours: Type.Number({ exclusiveMinimum: 0, maximum: 24 }),
  start_time: OptionalTime(),
  end_time: OptionalTime(),
  observations: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
});
type DedicationWrite = Static<typeof DedicationWrite>;

const DedicationSchema = Type.Object({
  id: Type.Integer(),
  task: Reference,
  project: Reference,
  user: Reference,
  date: Type.String(),
  hours: Type.Number(),
  start_time: NullableText(),
  end_time: NullableText(),
  observations: NullableText(),
  hour_cost: Type.Optional(Type.Number()),
  /** The date falls outside the project's start and end dates: allowed, but flagged. */
  outside_project_dates: Type.Boolean(),
});
type DedicationWire = Static<typeof DedicationSchema>;

const dedicationColumns = {
  dedication: getTableColumns(dedications),
  taskName: tasks.name,
  projectName: projects.name,
  userName: users.name,
  projectStart: projects.startDate,
  projectEnd: projects.endDate,
};
type DedicationRow = {
  dedication: typeof dedications.$inferSelect;
  taskName: string;
  projectName: string;
  userName: string;
  projectStart: string | null;
  projectEnd: string | null;
};
const dedicationsFrom = (db: Database, _columns: typeof dedicationColumns) =>
  db
    .select(dedicationColumns)
    .from(dedications)
    .innerJoin(tasks, eq(tasks.id, dedications.taskId))
    .innerJoin(projects, eq(projects.id, dedications.projectId))
    .innerJoin(users, eq(users.id, dedications.userId));

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

function presentDedication(row: DedicationRow, admin: boolean): DedicationWire {
  const { dedication } = row;
  const wire: DedicationWire = {
    id: dedication.id,
    task: { id: dedication.taskId, name: row.taskName },
    project: { id: dedication.projectId, name: row.projectName },
    user: { id: dedication.userId, name: row.userName },
    date: dedication.date,
    hours: dedication.hours,
    start_time: hhmm(dedication.startTime),
    end_time: hhmm(dedication.endTime),
    observations: dedication.observations,
    outside_project_dates: Boolean(
      (row.projectStart && dedication.date < row.projectStart) || (row.projectEnd && dedication.date > row.projectEnd),
    ),
  };
  if (admin) wire.hour_cost = dedication.hourCost;
  return wire;
}

const MAX_HOURS_PER_DAY = 24;

/**
 * The rules of spec §5 and the issue: hours positive with two decimals, end after start, at most 24 h
 * per user and day across every dedication. Runs inside the write's transaction after a per-user
 * advisory lock, so two parallel requests cannot both pass the daily sum.
 */
async function checkDedication(
  tx: Database,
  input: { userId: number; date: string; hours: number; startTime: string | null; endTime: string | null; exceptId?: number },
) {
  if (input.startTime && input.endTime && input.endTime <= input.startTime) throw badRequest('end_time', 'projects.endTimeNotAfterStart');
  await tx.execute(sql`select pg_advisory_xact_lock(1010, ${input.userId})`);
  const [logged] = await tx
    .select({ hours: sum(dedications.hours).mapWith(Number) })
    .from(dedications)
    .where(
      and(
        eq(dedications.userId, input.userId),
        eq(dedications.date, input.date),
        input.exceptId ? ne(dedications.id, input.exceptId) : undefined,
      ),
    );
  const already = round2(logged?.hours ?? 0);
  if (already + input.hours > MAX_HOURS_PER_DAY + 1e-9) {
    const [year, month, day] = input.date.split('-');
    throw badRequest('hours', 'projects.dayFull', { already, date: `${day}/${month}/${year}`, max: MAX_HOURS_PER_DAY });
  }
}

function dedicationUser(user: AuthUser, body: DedicationWrite): number {
  if (isAdmin(user)) return body.user_id ?? user.id;
  if (body.user_id !== undefined && body.user_id !== user.id) throw badRequest('user_id', 'projects.ownTimeOnly');
  return user.id;
}

const DedicationListQuery = Type.Object({ ...listQueryFields, userId: Type.Optional(Type.Integer({ minimum: 1 })) });
const TaskParams = Type.Object({ taskId: Type.Integer({ minimum: 1 }) });
const ProjectParams = Type.Object({ projectId: Type.Integer({ minimum: 1 }) });

export function taskRoutes(app: Api, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/api/project/:projectId/tasks',
    {
      config: { access: consultancyStaff, tenancy: centerRow(projectRow, 'read', { key: 'projectId' }) },
      schema: { tags, params: ProjectParams, querystring: TaskListQuery, response: answers(PageOf(TaskSchema)) },
    },
    async (request) => {
      const user = currentUser(request);
      const project = await findProject(db, user, request.params.projectId);
      const query = request.query;
      const where = and(
        eq(tasks.projectId, project.id),
        searchCondition(query.searchText, [tasks.name]),
        query.status ? eq(tasks.status, query.status) : undefined,
      );
      const order = orderBy(
        query.ordering,
        { name: tasks.name, due_date: tasks.dueDate, status: tasks.status, id: tasks.id },
        'id',
        tasks.id,
      );
      return paginateCounted(
        request,
        pageWindow(query),
        (limit, offset) =>
          db
            .select({ ...taskColumns, total: windowCount })
            .from(tasks)
            .innerJoin(projects, eq(projects.id, tasks.projectId))
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        (rows) => presentTasks(db, rows),
        () => db.$count(tasks, where),
      );
    },
  );

  app.get(
    '/api/task/undone',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: { tags, description: 'Every task not DONE, across projects, as .xlsx.' },
    },
    async (request, reply) => {
      const rows = inBatches(async (afterId, limit) =>
        (
          await db
            .select({ ...taskColumns, centerName: centers.name })
            .from(tasks)
            .innerJoin(projects, eq(projects.id, tasks.projectId))
            .innerJoin(centers, eq(centers.id, tasks.centerId))
            .where(and(ne(tasks.status, 'DONE'), sql`${tasks.id} > ${afterId}`))
            .orderBy(asc(tasks.id))
            .limit(limit)
        ).map((row) => ({ ...row, id: row.task.id })),
      );
      return sendSpreadsheet(reply, {
        name: 'undone-task-list',
        title: 'spreadsheet.files.undone_tasks', // the spec's translated undone-task-list label, stamped
        language: request.language,
        columns: [
          { header: 'projects.undone.project', fallback: 'Project', value: (row) => row.projectName, width: 36 },
          { header: 'projects.undone.center', fallback: 'Center', value: (row) => row.centerName, width: 30 },
          { header: 'resources.task.fields.name', fallback: 'Task', value: (row) => row.task.name, width: 36 },
          {
            header: 'resources.task.fields.status',
            fallback: 'Status',
            value: (row) => row.task.status,
            width: 14,
            kind: { kind: 'state', labels: 'projects.task_status' },
          },
          {
            header: 'resources.task.fields.due_date',
            fallback: 'Due date',
            value: (row) => row.task.dueDate,
            width: 12,
            kind: { kind: 'dueDate' },
          },
          {
            header: 'resources.task.fields.expected_hours',
            fallback: 'Expected hours',
            value: (row) => row.task.expectedHours,
            width: 14,
            kind: { kind: 'hours' },
          },
        ],
        rows,
      });
    },
  );

  app.get(
    '/api/task/:taskId',
    {
      config: { access: consultancyStaff, tenancy: centerRow(taskRow, 'read', { key: 'taskId' }) },
      schema: { tags, params: TaskParams, response: answers(TaskSchema) },
    },
    async (request) => {
      await findTask(db, currentUser(request), request.params.taskId);
      return presentTask(db, request.params.taskId);
    },
  );

  const writeTask = async (body: TaskWrite, existing?: number) => {
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
  };

  app.post(
    '/api/task',
    {
      config: { access: adminsOnly, tenancy: centerRow(projectRow, 'write', { key: 'project_id', in: 'body' }) },
      schema: { tags, body: TaskWrite, response: { 201: TaskSchema } },
    },
    async (request, reply) => reply.status(201).send(await presentTask(db, await writeTask(request.body))),
  );

  app.put(
    '/api/task/:taskId',
    {
      config: { access: adminsOnly, tenancy: centerRow(taskRow, 'write', { key: 'taskId' }) },
      schema: { tags, params: TaskParams, body: TaskWrite, response: answers(TaskSchema) },
    },
    async (request) => presentTask(db, await writeTask(request.body, request.params.taskId)),
  );

  app.delete(
    '/api/task/:taskId',
    {
      config: { access: adminsOnly, tenancy: centerRow(taskRow, 'write', { key: 'taskId' }) },
      schema: { tags, params: TaskParams },
    },
    async (request, reply) => {
      const [row] = await writeTransaction(db, (tx) =>
        tx.delete(tasks).where(eq(tasks.id, request.params.taskId)).returning({ id: tasks.id }),
      );
      if (!row) throw notFound('task');
      return reply.status(204).send();
    },
  );

  const AssignAll = Type.Object({
    project_id: Type.Integer({ minimum: 1 }),
    user_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 }),
  });
  app.post(
    '/api/task/users-assigned-to-all-tasks-of-project',
    {
      config: { access: adminsOnly, tenancy: centerRow(projectRow, 'write', { key: 'project_id', in: 'body' }) },
      schema: { tags, body: AssignAll, description: 'Adds the users to every task of the project (and to the project).' },
    },
    async (request) => {
      await validateUsers(db, request.body.user_ids, 'user_ids');
      const project = await findProject(db, currentUser(request), request.body.project_id);
      const taskIds = (await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.projectId, project.id))).map((row) => row.id);
      await writeTransaction(db, async (tx) => {
        await assignUsers(tx, taskIds, project.id, request.body.user_ids);
        if (taskIds.length === 0)
          await tx
            .insert(projectUsers)
            .values(request.body.user_ids.map((userId) => ({ projectId: project.id, userId })))
            .onConflictDoNothing();
      });
      return { tasks: taskIds.length };
    },
  );

  // ---------- Dedications ----------

  app.get(
    '/api/task/:taskId/dedications',
    {
      config: { access: consultancyStaff, tenancy: centerRow(taskRow, 'read', { key: 'taskId' }) },
      schema: { tags, params: TaskParams, querystring: DedicationListQuery, response: answers(PageOf(DedicationSchema)) },
    },
    async (request) => {
      const user = currentUser(request);
      const { task } = await findTask(db, user, request.params.taskId);
      const query = request.query;
      const where = and(
        eq(dedications.taskId, task.id),
        searchCondition(query.searchText, [dedications.observations, users.name]),
        isAdmin(user) ? (query.userId ? eq(dedications.userId, query.userId) : undefined) : eq(dedications.userId, user.id),
      );
      const order = orderBy(
        query.ordering,
        { date: dedications.date, hours: dedications.hours, user: users.name, id: dedications.id },
        '-date',
        dedications.id,
      );
      return paginateCounted(
        request,
        pageWindow(query),
        (limit, offset) =>
          db
            .select({ ...dedicationColumns, total: windowCount })
            .from(dedications)
            .innerJoin(tasks, eq(tasks.id, dedications.taskId))
            .innerJoin(projects, eq(projects.id, dedications.projectId))
            .innerJoin(users, eq(users.id, dedications.userId))
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        (rows) => rows.map((row) => presentDedication(row, isAdmin(user))),
        async () => (await dedicationsFrom(db, dedicationColumns).where(where)).length,
      );
    },
  );

  app.get(
    '/api/project/:projectId/dedications',
    {
      config: { access: consultancyStaff, tenancy: centerRow(projectRow, 'read', { key: 'projectId' }) },
      schema: {
        tags,
        params: ProjectParams,
        description: "The project's dedications as .xlsx (a collaborator's own; hour costs for admins).",
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const project = await findProject(db, user, request.params.projectId);
      const admin = isAdmin(user);
      const rows = inBatches(
        async (afterId, limit) =>
          (
            await dedicationsFrom(db, dedicationColumns)
              .where(
                and(
                  eq(dedications.projectId, project.id),
                  admin ? undefined : eq(dedications.userId, user.id),
                  sql`${dedications.id} > ${afterId}`,
                ),
              )
              .orderBy(asc(dedications.id))
              .limit(limit)
          ).map((row) => ({ ...row, id: row.dedication.id })),
        (batch) => batch.map((row) => presentDedication(row, admin)),
      );
      return sendSpreadsheet(reply, {
        name: 'project-dedications',
        title: 'spreadsheet.files.project_dedications',
        language: request.language,
        rows,
        columns: [
          { header: 'resources.dedication.fields.date', fallback: 'Date', value: (row) => row.date, width: 12, kind: { kind: 'date' } },
          { header: 'resources.dedication.fields.user', fallback: 'User', value: (row) => row.user.name, width: 28 },
          { header: 'resources.dedication.fields.task', fallback: 'Task', value: (row) => row.task.name, width: 32 },
          { header: 'resources.dedication.fields.hours', fallback: 'Hours', value: (row) => row.hours, width: 10, kind: { kind: 'hours' } },
          { header: 'resources.dedication.fields.start_time', fallback: 'Start', value: (row) => row.start_time, width: 10 },
          { header: 'resources.dedication.fields.end_time', fallback: 'End', value: (row) => row.end_time, width: 10 },
          { header: 'resources.dedication.fields.observations', fallback: 'Observations', value: (row) => row.observations, width: 40 },
          ...(admin
            ? [
                {
                  header: 'resources.dedication.fields.hour_cost',
                  fallback: 'Hour cost',
                  value: (row: DedicationWire) => row.hour_cost,
                  width: 12,
                  kind: { kind: 'money' } as const,
                },
              ]
            : []),
        ],
      });
    },
  );

  const presentDedicationById = async (id: number, admin: boolean) => {
    const [row] = await dedicationsFrom(db, dedicationColumns).where(eq(dedications.id, id));
    if (!row) throw notFound('dedication');
    return presentDedication(row, admin);
  };

  app.get(
    '/api/dedication/:id',
    {
      config: { access: consultancyStaff, tenancy: centerRow(dedicationRow, 'read') },
      schema: { tags, params: IdParams, response: answers(DedicationSchema) },
    },
    async (request) => {
      const user = currentUser(request);
      await findDedication(db, user, request.params.id);
      return presentDedicationById(request.params.id, isAdmin(user));
    },
  );

  const writeDedication = async (user: AuthUser, body: DedicationWrite, existing?: number) => {
    const { task } = await findTask(db, user, body.task_id).catch(() => {
      throw badRequest('task_id', 'projects.noSuchTask');
    });
    const userId = dedicationUser(user, body);
    const [worker] = await db.select({ id: users.id, role: users.role, cost: users.costPerHour }).from(users).where(eq(users.id, userId));
    if (!worker || worker.role === 'client') throw badRequest('user_id', 'projects.noSuchWorker');
    if (Math.abs(body.hours * 100 - Math.round(body.hours * 100)) > 1e-6) throw badRequest('hours', 'projects.twoDecimals');
    const input = {
      userId,
      date: body.date,
      hours: round2(body.hours),
      startTime: body.start_time || null,
      endTime: body.end_time || null,
      exceptId: existing,
    };
    return writeTransaction(db, async (tx) => {
      await checkDedication(tx, input);
      const values = {
        taskId: task.id,
        projectId: task.projectId,
        centerId: task.centerId,
        userId,
        date: input.date,
        hours: input.hours,
        startTime: input.startTime,
        endTime: input.endTime,
        observations: textOrNull(body.observations),
      };
      if (existing) {
        // The stored hour cost stays what it was when the time was first logged, unless the worker changes.
        const [before] = await tx.select({ userId: dedications.userId }).from(dedications).where(eq(dedications.id, existing));
        const [row] = await tx
          .update(dedications)
          .set({ ...values, ...(before?.userId !== userId ? { hourCost: worker.cost ?? 0 } : {}), updatedAt: sql`now()` })
          .where(eq(dedications.id, existing))
          .returning({ id: dedications.id });
        if (!row) throw notFound('dedication');
        return row.id;
      }
      const [row] = await tx
        .insert(dedications)
        .values({ ...values, hourCost: worker.cost ?? 0 })
        .returning({ id: dedications.id });
      return row!.id;
    });
  };

  app.post(
    '/api/dedication',
    {
      config: { access: consultancyStaff, tenancy: centerRow(taskRow, 'write', { key: 'task_id', in: 'body' }) },
      schema: { tags, body: DedicationWrite, response: { 201: DedicationSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await writeDedication(user, request.body);
      return reply.status(201).send(await presentDedicationById(id, isAdmin(user)));
    },
  );

  app.put(
    '/api/dedication/:id',
    {
      config: { access: consultancyStaff, tenancy: centerRow(dedicationRow, 'write') },
      schema: { tags, params: IdParams, body: DedicationWrite, response: answers(DedicationSchema) },
    },
    async (request) => {
      const user = currentUser(request);
      await findDedication(db, user, request.params.id);
      return presentDedicationById(await writeDedication(user, request.body, request.params.id), isAdmin(user));
    },
  );

  app.delete(
    '/api/dedication/:id',
    {
      config: { access: consultancyStaff, tenancy: centerRow(dedicationRow, 'write') },
      schema: { tags, params: IdParams },
    },
    async (request, reply) => {
      await findDedication(db, currentUser(request), request.params.id);
      await writeTransaction(db, (tx) => tx.delete(dedications).where(eq(dedications.id, request.params.id)));
      return reply.status(204).send();
    },
  );
}
