import { and, asc, eq, getTableColumns, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../../db/client';
import { dedications, projects, tasks, users } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../lib/errors';
import { textOrNull } from '../../lib/fields';
import { orderBy, searchCondition, windowCount } from '../../lib/paging';
import type { AuthUser } from '../../plugins/auth';
import { findTask, isAdmin, round2 } from './access';
import type { DedicationListQuery, DedicationWire, DedicationWrite } from './schemas';

// The SQL of the dedication routes (dedication-routes.ts): time logged on a task, its daily limit, its writes.

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

export function presentDedication(row: DedicationRow, admin: boolean): DedicationWire {
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

/** A task's dedications named by the list's filters: a collaborator sees only their own. */
export const taskDedicationsWhere = (user: AuthUser, taskId: number, query: Static<typeof DedicationListQuery>) =>
  and(
    eq(dedications.taskId, taskId),
    searchCondition(query.searchText, [dedications.observations, users.name]),
    isAdmin(user) ? (query.userId ? eq(dedications.userId, query.userId) : undefined) : eq(dedications.userId, user.id),
  );

/** One page of a task's dedications, with the window's total. */
export function dedicationPage(db: Database, where: SQL | undefined, ordering: string | undefined) {
  const order = orderBy(
    ordering,
    { date: dedications.date, hours: dedications.hours, user: users.name, id: dedications.id },
    '-date',
    dedications.id,
  );
  return (limit: number, offset: number) =>
    db
      .select({ ...dedicationColumns, total: windowCount })
      .from(dedications)
      .innerJoin(tasks, eq(tasks.id, dedications.taskId))
      .innerJoin(projects, eq(projects.id, dedications.projectId))
      .innerJoin(users, eq(users.id, dedications.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
}

export const countDedications = async (db: Database, where: SQL | undefined) =>
  (await dedicationsFrom(db, dedicationColumns).where(where)).length;

/** The spreadsheet's batches of a project's dedications (a collaborator's own). */
export const projectDedicationsAfter =
  (db: Database, projectId: number, userId: number | undefined) => async (afterId: number, limit: number) =>
    (
      await dedicationsFrom(db, dedicationColumns)
        .where(
          and(
            eq(dedications.projectId, projectId),
            userId === undefined ? undefined : eq(dedications.userId, userId),
            sql`${dedications.id} > ${afterId}`,
          ),
        )
        .orderBy(asc(dedications.id))
        .limit(limit)
    ).map((row) => ({ ...row, id: row.dedication.id }));

export async function presentDedicationById(db: Database, id: number, admin: boolean) {
  const [row] = await dedicationsFrom(db, dedicationColumns).where(eq(dedications.id, id));
  if (!row) throw notFound('dedication');
  return presentDedication(row, admin);
}

/** Logs time on a task, or rewrites `existing`: the task must be visible, the worker not a client, the day not over 24 h; its id. */
export async function writeDedication(db: Database, user: AuthUser, body: DedicationWrite, existing?: number) {
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
}

export const deleteDedication = (db: Database, id: number) =>
  writeTransaction(db, (tx) => tx.delete(dedications).where(eq(dedications.id, id)));
