import { and, asc, eq, getTableColumns, gte, inArray, isNull, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/client';
import {
  centers,
  consultancies,
  dedications,
  enterprises,
  projectAmbits,
  projects,
  projectUsers,
  tasks,
  taskUsers,
  users,
} from '../../db/schema';
import { INITIAL_PROJECT_STATES, isAdminOnlyMove, isAllowedMove, PROJECT_STATES, type ProjectState } from '../../../contract/projects';
import { writeTransaction } from '../../db/transaction';
import type { Api, AppContext } from '../../lib/api';
import { DateField, OptionalDate, dateOrNull, todayInSpain } from '../../lib/dates';
import { formatDate } from '../../../contract/field-kinds';
import type { FileService } from '../../lib/files';
import { badRequest, notFound } from '../../lib/errors';
import { IdParams, OptionalText, RequiredText, textOrNull } from '../../lib/fields';
import { inBatches, listQueryFields, orderBy, pageWindow, paginateCounted, searchCondition, windowCount } from '../../lib/paging';
import { sendSpreadsheet, type SpreadsheetColumn } from '../../lib/spreadsheet';
import { answers, Nullable, NullableDate, NullableText, PageOf, Reference } from '../../lib/wire';
import { currentUser, type AuthUser } from '../../plugins/auth';
import { centerById, centerRow } from '../../lib/center-rows';
import { findProject, isAdmin, projectVisibleTo, round2 } from './access';
import { adminsOnly, consultancyStaff } from '../../lib/access';
import { message } from '../../lib/messages';

const tags = ['Projects'];
const projectRow = { table: projects, name: 'project' } as const;

const Hours = (description: string) => Type.Number({ minimum: 0, maximum: 1_000_000, description });
const Money = () => Type.Number({ minimum: 0, maximum: 1_000_000_000 });
const OptionalId = () => Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]));

export const ProjectWrite = Type.Object({
  name: RequiredText(),
  start_date: OptionalDate(),
  end_date: OptionalDate(),
  expected_hours: Type.Optional(Hours('hours the project was sold for')),
  price: Type.Optional(Money()),
  is_charged: Type.Optional(Type.Boolean()),
  expected_charge_date: OptionalDate(),
  invoice_number: OptionalText(100),
  state: Type.Optional(Type.Enum([...PROJECT_STATES])),
  ambitId: OptionalId(),
  centerId: Type.Integer({ minimum: 1 }),
  observations: OptionalText(4000),
  collaborators_observations: OptionalText(4000),
  coordinator_user_id: OptionalId(),
  user_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 })),
});
type ProjectWrite = Static<typeof ProjectWrite>;

const UserHours = Type.Object({ user: Reference, hours: Type.Number() });
/** Money fields are Optional: the serialiser leaves them out of collaborators' answers. */
export const ProjectSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  start_date: NullableDate(),
  end_date: NullableDate(),
  expected_hours: Type.Number(),
  worked_hours: Type.Number(),
  worked_hours_by_user: Type.Array(UserHours),
  price: Type.Optional(Type.Number()),
  is_charged: Type.Optional(Type.Boolean()),
  expected_charge_date: Type.Optional(NullableDate()),
  invoice_number: Type.Optional(NullableText()),
  state: Type.String(),
  ambit: Nullable(Reference),
  center: Reference,
  observations: NullableText(),
  collaborators_observations: NullableText(),
  coordinator: Nullable(Reference),
  users: Type.Array(Reference),
});
export type ProjectWire = Static<typeof ProjectSchema>;

const LogoReference = Type.Object({ id: Type.Integer(), name: Type.String(), logo: NullableText() });
/** One project (read, and the answer of its writes): its center with logo, enterprise and consultancy, as spec §3 says. */
export const ProjectDetailSchema = Type.Object({
  ...ProjectSchema.properties,
  center: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    logo: NullableText(),
    enterprise: LogoReference,
    consultancy: LogoReference,
  }),
});
export type ProjectDetailWire = Static<typeof ProjectDetailSchema>;

const ProjectQuery = Type.Object({
  ...listQueryFields,
  startDate: Type.Optional(DateField()),
  endDate: Type.Optional(DateField()),
  minExpectedChargeDate: Type.Optional(DateField()),
  maxExpectedChargeDate: Type.Optional(DateField()),
  isCharged: Type.Optional(Type.Union([Type.Literal('True'), Type.Literal('False')])),
  state: Type.Optional(Type.Enum([...PROJECT_STATES])),
  ambitId: Type.Optional(Type.Integer({ minimum: 1 })),
  centerId: Type.Optional(Type.Integer({ minimum: 1 })),
  coordinatorId: Type.Optional(Type.Integer({ minimum: 1 })),
  userId: Type.Optional(Type.Integer({ minimum: 1 })),
});
type ProjectQuery = Static<typeof ProjectQuery>;

const orderings = {
  id: projects.id,
  name: projects.name,
  start_date: projects.startDate,
  end_date: projects.endDate,
  state: projects.state,
  expected_charge_date: projects.expectedChargeDate,
  expected_hours: projects.expectedHours,
  price: projects.price,
};

/** A project row with the names the list joins in. */
const listColumns = {
  project: getTableColumns(projects),
  centerName: centers.name,
  ambitName: projectAmbits.name,
  coordinatorName: users.name,
};
type ListedProject = {
  project: typeof projects.$inferSelect;
  centerName: string;
  ambitName: string | null;
  coordinatorName: string | null;
};

const listFrom = (db: Database) => (_columns: typeof listColumns) =>
  db
    .select(listColumns)
    .from(projects)
    .innerJoin(centers, eq(centers.id, projects.centerId))
    .leftJoin(projectAmbits, eq(projectAmbits.id, projects.ambitId))
    .leftJoin(users, eq(users.id, projects.coordinatorUserId));
const pageFrom = (db: Database) =>
  db
    .select({ ...listColumns, total: windowCount })
    .from(projects)
    .innerJoin(centers, eq(centers.id, projects.centerId))
    .leftJoin(projectAmbits, eq(projectAmbits.id, projects.ambitId))
    .leftJoin(users, eq(users.id, projects.coordinatorUserId));

function listWhere(user: AuthUser, query: ProjectQuery): SQL | undefined {
  const admin = isAdmin(user);
  const member = query.userId
    ? or(eq(projects.coordinatorUserId, query.userId), inArray(projects.id, sqlProjectsOfUser(query.userId)))
    : undefined;
  return and(
    searchCondition(query.searchText, admin ? [projects.name, projects.invoiceNumber] : [projects.name]),
    // A project runs in the range when it starts before the range ends and ends after it starts.
    query.startDate ? or(isNull(projects.endDate), gte(projects.endDate, query.startDate)) : undefined,
    query.endDate ? or(isNull(projects.startDate), lte(projects.startDate, query.endDate)) : undefined,
    // Collaborators never see charges: the money filters do not apply to them.
    admin && query.minExpectedChargeDate ? gte(projects.expectedChargeDate, query.minExpectedChargeDate) : undefined,
    admin && query.maxExpectedChargeDate ? lte(projects.expectedChargeDate, query.maxExpectedChargeDate) : undefined,
    admin && query.isCharged ? eq(projects.isCharged, query.isCharged === 'True') : undefined,
    query.state ? eq(projects.state, query.state) : undefined,
    query.ambitId ? eq(projects.ambitId, query.ambitId) : undefined,
    query.centerId ? eq(projects.centerId, query.centerId) : undefined,
    query.coordinatorId ? eq(projects.coordinatorUserId, query.coordinatorId) : undefined,
    member,
    projectVisibleTo(user),
  );
}

const sqlProjectsOfUser = (userId: number) =>
  sql`(select ${projectUsers.projectId} from ${projectUsers} where ${projectUsers.userId} = ${userId})`;

/** The wire shape of a page of projects: two statements whatever the page size (users, hours per user). */
export async function presentProjects(db: Database, user: AuthUser, rows: ListedProject[]): Promise<ProjectWire[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.project.id);
  const [members, hours] = await Promise.all([
    db
      .select({ projectId: projectUsers.projectId, id: users.id, name: users.name })
      .from(projectUsers)
      .innerJoin(users, eq(users.id, projectUsers.userId))
      .where(inArray(projectUsers.projectId, ids))
      .orderBy(asc(users.name)),
    db
      .select({ projectId: dedications.projectId, id: users.id, name: users.name, hours: sum(dedications.hours).mapWith(Number) })
      .from(dedications)
      .innerJoin(users, eq(users.id, dedications.userId))
      .where(inArray(dedications.projectId, ids))
      .groupBy(dedications.projectId, users.id, users.name)
      .orderBy(asc(users.name)),
  ]);
  const admin = isAdmin(user);
  return rows.map(({ project, centerName, ambitName, coordinatorName }) => {
    const byUser = hours
      .filter((row) => row.projectId === project.id)
      .map((row) => ({ user: { id: row.id, name: row.name }, hours: round2(row.hours) }));
    const wire: ProjectWire = {
      id: project.id,
      name: project.name,
      start_date: project.startDate,
      end_date: project.endDate,
      expected_hours: project.expectedHours,
      worked_hours: round2(byUser.reduce((total, row) => total + row.hours, 0)),
      worked_hours_by_user: byUser,
      state: project.state,
      ambit: project.ambitId && ambitName !== null ? { id: project.ambitId, name: ambitName } : null,
      center: { id: project.centerId, name: centerName },
      observations: project.observations,
      collaborators_observations: project.collaboratorsObservations,
      coordinator: project.coordinatorUserId && coordinatorName !== null ? { id: project.coordinatorUserId, name: coordinatorName } : null,
      users: members.filter((row) => row.projectId === project.id).map(({ id, name }) => ({ id, name })),
    };
    if (admin)
      Object.assign(wire, {
        price: project.price,
        is_charged: project.isCharged,
        expected_charge_date: project.expectedChargeDate,
        invoice_number: project.invoiceNumber,
      });
    return wire;
  });
}

/** The one-project read: the list's joins plus the center's enterprise and consultancy, still one statement. */
const detailFrom = (db: Database) =>
  db
    .select({
      ...listColumns,
      centerLogo: centers.logoId,
      enterprise: { id: enterprises.id, name: enterprises.name, logoId: enterprises.logoId },
      consultancy: { id: consultancies.id, name: consultancies.name, logoId: consultancies.logoId },
    })
    .from(projects)
    .innerJoin(centers, eq(centers.id, projects.centerId))
    .innerJoin(enterprises, eq(enterprises.id, centers.enterpriseId))
    .innerJoin(consultancies, eq(consultancies.id, centers.consultancyId))
    .leftJoin(projectAmbits, eq(projectAmbits.id, projects.ambitId))
    .leftJoin(users, eq(users.id, projects.coordinatorUserId));

async function presentOne(db: Database, files: FileService, user: AuthUser, id: number): Promise<ProjectDetailWire> {
  const [row] = await detailFrom(db).where(and(eq(projects.id, id), projectVisibleTo(user)));
  if (!row) throw notFound('project');
  const logoRef = (ref: { id: number; name: string; logoId: string | null }) => ({
    id: ref.id,
    name: ref.name,
    logo: files.url(ref.logoId),
  });
  const wire = (await presentProjects(db, user, [row]))[0]!;
  return {
    ...wire,
    center: { ...wire.center, logo: files.url(row.centerLogo), enterprise: logoRef(row.enterprise), consultancy: logoRef(row.consultancy) },
  };
}

const spreadsheetColumns = (admin: boolean): SpreadsheetColumn<ProjectWire>[] => [
  { header: 'resources.project.fields.name', fallback: 'Name', value: (row) => row.name, width: 40 },
  { header: 'resources.project.fields.center', fallback: 'Center', value: (row) => row.center.name, width: 30 },
  { header: 'resources.project.fields.ambit', fallback: 'Ambit', value: (row) => row.ambit?.name },
  {
    header: 'resources.project.fields.state',
    fallback: 'State',
    value: (row) => row.state,
    width: 14,
    kind: { kind: 'state', labels: 'projects.states' },
  },
  {
    header: 'resources.project.fields.start_date',
    fallback: 'Start date',
    value: (row) => row.start_date,
    width: 12,
    kind: { kind: 'date' },
  },
  { header: 'resources.project.fields.end_date', fallback: 'End date', value: (row) => row.end_date, width: 12, kind: { kind: 'date' } },
  { header: 'resources.project.fields.coordinator', fallback: 'Coordinator', value: (row) => row.coordinator?.name },
  {
    header: 'resources.project.fields.expected_hours',
    fallback: 'Expected hours',
    value: (row) => row.expected_hours,
    width: 14,
    kind: { kind: 'hours' },
  },
  {
    header: 'resources.project.fields.worked_hours',
    fallback: 'Worked hours',
    value: (row) => row.worked_hours,
    width: 14,
    kind: { kind: 'hours' },
  },
  ...(admin
    ? ([
        {
          header: 'resources.project.fields.price',
          fallback: 'Price',
          value: (row: ProjectWire) => row.price,
          width: 14,
          kind: { kind: 'money' },
        },
        {
          header: 'resources.project.fields.is_charged',
          fallback: 'Charged',
          value: (row: ProjectWire) => row.is_charged,
          width: 10,
          kind: { kind: 'boolean' },
        },
        {
          header: 'resources.project.fields.expected_charge_date',
          fallback: 'Expected charge date',
          value: (row: ProjectWire) => row.expected_charge_date,
          width: 14,
          kind: { kind: 'dueDate' },
        },
        {
          header: 'resources.project.fields.invoice_number',
          fallback: 'Invoice number',
          value: (row: ProjectWire) => row.invoice_number,
          width: 16,
        },
      ] satisfies SpreadsheetColumn<ProjectWire>[])
    : []),
];

/** Referenced rows exist (400 naming the field otherwise); dates in order. */
async function validateProject(db: Database, body: ProjectWrite): Promise<void> {
  if (body.start_date && body.end_date && body.end_date < body.start_date) throw badRequest('end_date', 'projects.endBeforeStart');
  const userIds = [...new Set([...(body.user_ids ?? []), ...(body.coordinator_user_id ? [body.coordinator_user_id] : [])])];
  const [ambits, found] = await Promise.all([
    body.ambitId
      ? db.select({ id: projectAmbits.id }).from(projectAmbits).where(eq(projectAmbits.id, body.ambitId))
      : Promise.resolve([{ id: 0 }]),
    userIds.length ? db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, userIds)) : Promise.resolve([]),
  ]);
  if (ambits.length === 0) throw badRequest('ambitId', 'projects.noSuchAmbit');
  for (const id of userIds) {
    const user = found.find((row) => row.id === id);
    const field = id === body.coordinator_user_id && !(body.user_ids ?? []).includes(id) ? 'coordinator_user_id' : 'user_ids';
    if (!user) throw badRequest(field, 'projects.noUser', { id });
    if (user.role === 'client') throw badRequest(field, 'projects.clientsCannotWork');
  }
}

/**
 * The lifecycle of contract/projects.ts: a new project starts PENDING, IN_PROGRESS or FINISHED; an edit moves
 * only along the allowed transitions, and only admins cancel or reopen. A 400 naming `state` otherwise.
 */
export function checkStateMove(from: ProjectState | undefined, to: ProjectState, admin: boolean): void {
  const word = (state: ProjectState) => message(`projects.states.${state}`);
  if (from === undefined) {
    if (!INITIAL_PROJECT_STATES.includes(to)) throw badRequest('state', 'projects.newCannotBe', { state: word(to) });
    return;
  }
  if (!isAllowedMove(from, to)) throw badRequest('state', 'projects.cannotMove', { from: word(from), to: word(to) });
  if (!admin && isAdminOnlyMove(from, to)) throw badRequest('state', 'projects.adminOnlyMove');
}

/** Column values from the body; collaborators do not set money fields (they keep what the admin set). */
function projectValues(body: ProjectWrite, admin: boolean, currentState?: ProjectState) {
  return {
    name: body.name.trim(),
    startDate: dateOrNull(body.start_date),
    endDate: dateOrNull(body.end_date),
    expectedHours: round2(body.expected_hours ?? 0),
    // An edit that leaves the state out keeps it.
    state: body.state ?? currentState ?? 'PENDING',
    ambitId: body.ambitId ?? null,
    centerId: body.centerId,
    observations: textOrNull(body.observations),
    collaboratorsObservations: textOrNull(body.collaborators_observations),
    coordinatorUserId: body.coordinator_user_id ?? null,
    ...(admin
      ? {
          price: round2(body.price ?? 0),
          isCharged: body.is_charged ?? false,
          expectedChargeDate: dateOrNull(body.expected_charge_date),
          invoiceNumber: textOrNull(body.invoice_number),
        }
      : {}),
  };
}

async function setProjectUsers(tx: Database, projectId: number, userIds: number[]) {
  await tx.delete(projectUsers).where(eq(projectUsers.projectId, projectId));
  if (userIds.length) await tx.insert(projectUsers).values([...new Set(userIds)].map((userId) => ({ projectId, userId })));
}

/** Copies tasks (with their assigned users, status back to TODO) into a project, in one transaction. */
export async function copyTasks(tx: Database, sourceTaskIds: number[], target: { id: number; centerId: number }): Promise<number> {
  if (sourceTaskIds.length === 0) return 0;
  const source = await tx.select().from(tasks).where(inArray(tasks.id, sourceTaskIds)).orderBy(asc(tasks.id));
  const assigned = await tx.select().from(taskUsers).where(inArray(taskUsers.taskId, sourceTaskIds));
  if (source.length === 0) return 0;
  const created = await tx
    .insert(tasks)
    .values(
      source.map((task) => ({
        projectId: target.id,
        centerId: target.centerId,
        name: task.name,
        description: task.description,
        expectedHours: task.expectedHours,
        dueDate: task.dueDate,
        status: 'TODO',
      })),
    )
    .returning({ id: tasks.id });
  const links = source.flatMap((task, index) =>
    assigned.filter((row) => row.taskId === task.id).map((row) => ({ taskId: created[index]!.id, userId: row.userId })),
  );
  if (links.length) await tx.insert(taskUsers).values(links);
  return created.length;
}

export function projectRoutes(app: Api, { db, files }: Pick<AppContext, 'db' | 'files'>) {
  app.get(
    '/api/project',
    {
      config: { access: consultancyStaff, tenancy: 'visible-centers' },
      schema: { tags, querystring: ProjectQuery, response: answers(PageOf(ProjectSchema)) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const query = request.query;
      const where = listWhere(user, query);
      if (query.format === 'xlsx') {
        const rows = inBatches(
          async (afterId, limit) =>
            (
              await listFrom(db)(listColumns)
                .where(and(where, sql`${projects.id} > ${afterId}`))
                .orderBy(asc(projects.id))
                .limit(limit)
            ).map((row) => ({ ...row, id: row.project.id })),
          (batch) => presentProjects(db, user, batch),
        );
        return sendSpreadsheet(reply, {
          name: 'projects',
          title: 'spreadsheet.files.projects',
          language: request.language,
          columns: spreadsheetColumns(isAdmin(user)),
          rows,
        });
      }
      const allowed = isAdmin(user) ? orderings : { ...orderings, price: projects.id, expected_charge_date: projects.id };
      const order = orderBy(query.ordering, allowed, '-start_date', projects.id);
      return paginateCounted(
        request,
        pageWindow(query),
        (limit, offset) =>
          pageFrom(db)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        (rows) => presentProjects(db, user, rows),
        () => db.$count(projects, where),
      );
    },
  );

  app.get(
    '/api/project/:id',
    {
      config: { access: consultancyStaff, tenancy: centerRow(projectRow, 'read') },
      schema: { tags, params: IdParams, response: answers(ProjectDetailSchema) },
    },
    async (request) => presentOne(db, files, currentUser(request), request.params.id),
  );

  app.post(
    '/api/project',
    {
      config: { access: consultancyStaff, tenancy: centerById('write', { in: 'body' }) },
      schema: { tags, body: ProjectWrite },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      await validateProject(db, body);
      checkStateMove(undefined, body.state ?? 'PENDING', isAdmin(user));
      // A collaborator who creates a project belongs to it, or they could not see it afterwards.
      const userIds = [...(body.user_ids ?? []), ...(isAdmin(user) ? [] : [user.id])];
      const created = await writeTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(projects)
          .values(projectValues(body, isAdmin(user)))
          .returning({ id: projects.id });
        await setProjectUsers(tx, row!.id, userIds);
        return row!;
      });
      return reply.status(201).send(await presentOne(db, files, user, created.id));
    },
  );

  app.put(
    '/api/project/:id',
    {
      config: { access: consultancyStaff, tenancy: centerRow(projectRow, 'write') },
      schema: { tags, params: IdParams, body: ProjectWrite },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await findProject(db, user, request.params.id);
      const body = request.body;
      await validateProject(db, body);
      if (!isAdmin(user) && body.centerId !== before.centerId) throw badRequest('centerId', 'projects.adminMovesCenter');
      const currentState = before.state as ProjectState;
      checkStateMove(currentState, body.state ?? currentState, isAdmin(user));
      await writeTransaction(db, async (tx) => {
        await tx
          .update(projects)
          .set({ ...projectValues(body, isAdmin(user), currentState), updatedAt: sql`now()` })
          .where(eq(projects.id, before.id));
        if (body.user_ids) {
          const keepSelf = !isAdmin(user) && before.coordinatorUserId !== user.id;
          await setProjectUsers(tx, before.id, [...body.user_ids, ...(keepSelf ? [user.id] : [])]);
        }
        if (before.centerId !== body.centerId) {
          await tx.update(tasks).set({ centerId: body.centerId }).where(eq(tasks.projectId, before.id));
          await tx.update(dedications).set({ centerId: body.centerId }).where(eq(dedications.projectId, before.id));
        }
      });
      return presentOne(db, files, user, before.id);
    },
  );

  app.delete(
    '/api/project/:id',
    {
      config: { access: adminsOnly, tenancy: centerRow(projectRow, 'write') },
      schema: { tags, params: IdParams },
    },
    async (request, reply) => {
      const [row] = await writeTransaction(db, (tx) =>
        tx.delete(projects).where(eq(projects.id, request.params.id)).returning({ id: projects.id }),
      );
      if (!row) throw notFound('project');
      return reply.status(204).send();
    },
  );

  const Duplicate = Type.Object({ with_tasks: Type.Optional(Type.Boolean()), name: Type.Optional(RequiredText()) });
  app.post(
    '/api/project/:id/duplicated',
    {
      config: { access: consultancyStaff, tenancy: centerRow(projectRow, 'write') },
      schema: { tags, params: IdParams, body: Type.Optional(Duplicate) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const source = await findProject(db, user, request.params.id);
      const body = request.body ?? {};
      const created = await writeTransaction(db, async (tx) => {
        const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = source;
        // The copy is a new sale: not charged, no invoice, back to PENDING.
        const [row] = await tx
          .insert(projects)
          .values({ ...copy, name: body.name?.trim() ?? `${source.name} (2)`, state: 'PENDING', isCharged: false, invoiceNumber: null })
          .returning({ id: projects.id });
        const members = await tx.select({ userId: projectUsers.userId }).from(projectUsers).where(eq(projectUsers.projectId, source.id));
        await setProjectUsers(
          tx,
          row!.id,
          members.map((member) => member.userId),
        );
        if (body.with_tasks) {
          const sourceTasks = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.projectId, source.id));
          await copyTasks(
            tx,
            sourceTasks.map((task) => task.id),
            { id: row!.id, centerId: source.centerId },
          );
        }
        return row!;
      });
      return reply.status(201).send(await presentOne(db, files, user, created.id));
    },
  );

  const ProjectToProject = Type.Object({ from_project_id: Type.Integer({ minimum: 1 }), to_project_id: Type.Integer({ minimum: 1 }) });
  app.post(
    '/api/project/tasks-from-project-to-project',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: {
        tags,
        body: ProjectToProject,
        description: 'Copies every task of one project (with assigned users, status TODO) into another.',
      },
    },
    async (request) => {
      const user = currentUser(request);
      const from = await findProject(db, user, request.body.from_project_id).catch(() => {
        throw badRequest('from_project_id', 'projects.noSuchProject');
      });
      const to = await findProject(db, user, request.body.to_project_id).catch(() => {
        throw badRequest('to_project_id', 'projects.noSuchProject');
      });
      if (from.id === to.id) throw badRequest('to_project_id', 'projects.sameProject');
      const copied = await writeTransaction(db, async (tx) => {
        const sourceTasks = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.projectId, from.id));
        return copyTasks(
          tx,
          sourceTasks.map((task) => task.id),
          to,
        );
      });
      return { copied };
    },
  );

  const TasksToProject = Type.Object({
    task_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 }),
    to_project_id: Type.Integer({ minimum: 1 }),
  });
  app.post(
    '/api/project/tasks-from-project-to-another-project',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: { tags, body: TasksToProject, description: 'Copies the chosen tasks into another project.' },
    },
    async (request) => {
      const user = currentUser(request);
      const to = await findProject(db, user, request.body.to_project_id).catch(() => {
        throw badRequest('to_project_id', 'projects.noSuchProject');
      });
      const ids = [...new Set(request.body.task_ids)];
      const found = await db.select({ id: tasks.id }).from(tasks).where(inArray(tasks.id, ids));
      if (found.length !== ids.length) throw badRequest('task_ids', 'projects.someTasksMissing');
      const copied = await writeTransaction(db, (tx) => copyTasks(tx, ids, to));
      return { copied };
    },
  );

  const Observation = Type.Object({ project_id: Type.Integer({ minimum: 1 }), observations: RequiredText(4000) });
  app.post(
    '/api/project/add-collaborators-observations',
    {
      config: { access: consultancyStaff, tenancy: centerRow(projectRow, 'write', { key: 'project_id', in: 'body' }) },
      schema: { tags, body: Observation, description: 'Appends a dated, signed note to the collaborators\u2019 observations.' },
    },
    async (request) => {
      const user = currentUser(request);
      const project = await findProject(db, user, request.body.project_id);
      const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
      const stamp = formatDate(todayInSpain());
      const note = `${stamp} ${author?.name ?? ''}: ${request.body.observations.trim()}`;
      await writeTransaction(db, (tx) =>
        tx
          .update(projects)
          .set({
            collaboratorsObservations: project.collaboratorsObservations ? `${project.collaboratorsObservations}\n${note}` : note,
            updatedAt: sql`now()`,
          })
          .where(eq(projects.id, project.id)),
      );
      return presentOne(db, files, user, project.id);
    },
  );
}
