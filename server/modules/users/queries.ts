import { and, eq, gt, inArray, ne, or, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { consultancyStaff, enterpriseUsers, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { FileService } from '../../lib/files';
import { membershipsOf } from '../organisation/queries';
import { consultancyIdsOf } from './consultancy-membership';
import { orderBy, pageWindow, paginateCounted, searchCondition, windowCount, type ListQuery } from '../../lib/paging';
import { message } from '../../lib/messages';

export type UserRow = typeof users.$inferSelect;
/** Users in the wire shape of spec §3, with the enterprises and centers they belong to (three queries a page). */
export async function presentUsers(db: Database, rows: UserRow[], adminFields = true, consultancyIds?: Map<number, number | null>) {
  const ids = rows.map((row) => row.id);
  // A list joins each user's consultancy in its own statement; other reads ask for it when the admin's fields show.
  const known = consultancyIds && ((id: number) => consultancyIds.get(id) ?? null);
  const [membershipOf, consultancyOf] = await Promise.all([
    membershipsOf(db, ids),
    adminFields ? (known ?? consultancyIdsOf(db, ids)) : undefined,
  ]);
  // cost_per_hour and consultancy_id only on the admin-only /api/user routes; the profile leaves them out.
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    ...(consultancyOf ? { cost_per_hour: row.costPerHour, consultancy_id: consultancyOf(row.id) } : {}),
    ...membershipOf(row.id),
  }));
}

export const presentUser = async (db: Database, row: UserRow) => (await presentUsers(db, [row]))[0]!;

export const presentProfile = async (db: Database, row: UserRow, files: FileService) => ({
  ...(await presentUsers(db, [row], false))[0]!,
  profile_picture: files.url(row.profilePictureId),
});

export interface UserFilter extends ListQuery {
  role?: Role;
  /** The people a center of this enterprise may be assigned: the collaborators and the enterprise's own clients. */
  offeredForEnterpriseId?: number;
}

const offeredFor = (enterpriseId: number) =>
  or(eq(users.role, 'collaborator'), and(eq(users.role, 'client'), inArray(users.id, enterpriseClientIds(enterpriseId))));
const enterpriseClientIds = (enterpriseId: number) =>
  new QueryBuilder().select({ id: enterpriseUsers.userId }).from(enterpriseUsers).where(eq(enterpriseUsers.enterpriseId, enterpriseId));

function whereOf(filter: UserFilter): SQL | undefined {
  return and(
    searchCondition(filter.searchText, [users.name, users.email]),
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.offeredForEnterpriseId ? offeredFor(filter.offeredForEnterpriseId) : undefined,
  );
}

const orderings = { id: users.id, name: users.name, email: users.email, role: users.role };

export function listUsers(db: Database, request: FastifyRequest, filter: UserFilter) {
  const where = whereOf(filter);
  return paginateCounted(
    request,
    pageWindow(filter),
    (limit, offset) =>
      db
        .select({ user: users, consultancyId: consultancyStaff.consultancyId, total: windowCount })
        .from(users)
        .leftJoin(consultancyStaff, eq(consultancyStaff.userId, users.id))
        .where(where)
        .orderBy(...orderBy(filter.ordering, orderings, 'name', users.id))
        .limit(limit)
        .offset(offset),
    (rows) =>
      presentUsers(
        db,
        rows.map((row) => row.user),
        true,
        new Map(rows.map((row) => [row.user.id, row.consultancyId])),
      ),
    () => db.$count(users, where),
  );
}

/** A batch of the filtered users after `afterId`, for the spreadsheet export. */
export const usersAfter = (db: Database, filter: UserFilter) => async (afterId: number, limit: number) =>
  db
    .select()
    .from(users)
    .where(and(whereOf(filter), gt(users.id, afterId)))
    .orderBy(users.id)
    .limit(limit);

export async function findUser(db: Database, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('user');
  return row;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** 409 naming the e-mail when another user already has it (checked before writing, for a clear message). */
export async function assertEmailFree(db: Database, email: string, exceptUserId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  if (taken) throw conflict(message('users.emailTaken', { email }), 'email_taken', { email: 'users.emailTakenField' });
}
