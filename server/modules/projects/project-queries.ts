import { and, asc, eq, getTableColumns, gte, inArray, isNull, lte, or, sql, sum, type SQL } from 'drizzle-orm';
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
import { INITIAL_PROJECT_STATES, isAdminOnlyMove, isAllowedMove, type ProjectState } from '../../../contract/projects';
import { writeTransaction } from '../../db/transaction';
import { dateOrNull } from '../../lib/dates';
import type { FileService } from '../../lib/files';
import { badRequest, notFound } from '../../lib/errors';
import { textOrNull } from '../../lib/fields';
import { orderBy, searchCondition, windowCount } from '../../lib/paging';
import type { AuthUser } from '../../plugins/auth';
import { isAdmin, projectVisibleTo, round2, type findProject } from './access';
import { message } from '../../lib/messages';
import type { ProjectDetailWire, ProjectQuery, ProjectWire, ProjectWrite } from './schemas';

// The SQL of the project routes (project-routes.ts): the list and its filters, the one-project read, the writes.

type Project = Awaited<ReturnType<typeof findProject>>;

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

export function listWhere(user: AuthUser, query: ProjectQuery): SQL | undefined {
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

export async function presentOne(db: Database, files: FileService, user: AuthUser, id: number): Promise<ProjectDetailWire> {
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

/** Referenced rows exist (400 naming the field otherwise); dates in order. */
export async function validateProject(db: Database, body: ProjectWrite): Promise<void> {
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

/** The list's order: collaborators cannot sort by the money they do not see. */
export function projectOrder(user: AuthUser, ordering: string | undefined) {
  const allowed = isAdmin(user) ? orderings : { ...orderings, price: projects.id, expected_charge_date: projects.id };
  return orderBy(ordering, allowed, '-start_date', projects.id);
}

/** The spreadsheet's batches: rows after an id, in id order. */
export const projectsAfter = (db: Database, where: SQL | undefined) => async (afterId: number, limit: number) =>
  (
    await listFrom(db)(listColumns)
      .where(and(where, sql`${projects.id} > ${afterId}`))
      .orderBy(asc(projects.id))
      .limit(limit)
  ).map((row) => ({ ...row, id: row.project.id }));

export const countProjects = (db: Database, where: SQL | undefined) => db.$count(projects, where);

/** One page of the list, with the window's total. */
export const projectPage = (db: Database, where: SQL | undefined, order: SQL[]) => (limit: number, offset: number) =>
  pageFrom(db)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

export async function createProject(db: Database, body: ProjectWrite, admin: boolean, userIds: number[]): Promise<number> {
  const created = await writeTransaction(db, async (tx) => {
    const [row] = await tx.insert(projects).values(projectValues(body, admin)).returning({ id: projects.id });
    await setProjectUsers(tx, row!.id, userIds);
    return row!;
  });
  return created.id;
}

/** The edit; a project moved to another center takes its tasks and dedications along. `keepUserId` stays a member. */
export async function updateProject(db: Database, before: Project, body: ProjectWrite, admin: boolean, keepUserId?: number) {
  const currentState = before.state as ProjectState;
  await writeTransaction(db, async (tx) => {
    await tx
      .update(projects)
      .set({ ...projectValues(body, admin, currentState), updatedAt: sql`now()` })
      .where(eq(projects.id, before.id));
    if (body.user_ids) await setProjectUsers(tx, before.id, [...body.user_ids, ...(keepUserId ? [keepUserId] : [])]);
    if (before.centerId !== body.centerId) {
      await tx.update(tasks).set({ centerId: body.centerId }).where(eq(tasks.projectId, before.id));
      await tx.update(dedications).set({ centerId: body.centerId }).where(eq(dedications.projectId, before.id));
    }
  });
}

export async function deleteProject(db: Database, id: number) {
  const [row] = await writeTransaction(db, (tx) => tx.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id }));
  if (!row) throw notFound('project');
}

/** A copy of the project with its users (and its tasks when asked): a new sale, not charged, no invoice, back to PENDING. */
export async function duplicateProject(db: Database, source: Project, body: { with_tasks?: boolean; name?: string }): Promise<number> {
  const created = await writeTransaction(db, async (tx) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = source;
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
  return created.id;
}

/** Every task of one project copied into another; how many. */
export const copyProjectTasks = (db: Database, fromId: number, to: { id: number; centerId: number }) =>
  writeTransaction(db, async (tx) => {
    const sourceTasks = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.projectId, fromId));
    return copyTasks(
      tx,
      sourceTasks.map((task) => task.id),
      to,
    );
  });

/** The chosen tasks copied into a project (400 naming task_ids when one is missing); how many. */
export async function copyChosenTasks(db: Database, ids: number[], to: { id: number; centerId: number }) {
  const found = await db.select({ id: tasks.id }).from(tasks).where(inArray(tasks.id, ids));
  if (found.length !== ids.length) throw badRequest('task_ids', 'projects.someTasksMissing');
  return writeTransaction(db, (tx) => copyTasks(tx, ids, to));
}

/** Appends `note` (stamped by the caller) signed with the author's name to the collaborators' observations. */
export async function appendObservation(db: Database, project: Project, authorId: number, note: (author: string) => string) {
  const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, authorId));
  const line = note(author?.name ?? '');
  await writeTransaction(db, (tx) =>
    tx
      .update(projects)
      .set({
        collaboratorsObservations: project.collaboratorsObservations ? `${project.collaboratorsObservations}\n${line}` : line,
        updatedAt: sql`now()`,
      })
      .where(eq(projects.id, project.id)),
  );
}
