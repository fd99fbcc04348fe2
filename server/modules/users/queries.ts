import { and, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { consultancyStaff, enterpriseUsers, users, userSessions, userTwoFactors } from '../../db/schema';
import type { SessionService } from '../../lib/sessions';
import { REFRESH_TOKEN_DAYS } from '../../lib/tokens';
import { writeTransaction } from '../../db/transaction';
import { replaceMemberships, type MembershipInput } from '../onboarding/memberships';
import { conflict, notFound } from '../../lib/errors';
import type { FileService } from '../../lib/files';
import { membershipsOf } from '../organisation/queries';
import { consultancyIdsOf, setConsultancyMembership } from './consultancy-membership';
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

/** What the admin's user form writes besides the e-mail and the password. */
interface UserWrite extends MembershipInput {
  name: string;
  role: Role;
  cost_per_hour?: number | null;
  consultancy_id?: number | null;
}

/** A user with their memberships and consultancy, in one transaction. */
export async function createUser(db: Database, body: UserWrite, email: string, passwordHash: string) {
  return writeTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ name: body.name.trim(), email, role: body.role, passwordHash, costPerHour: body.cost_per_hour ?? null })
      .returning();
    await replaceMemberships(tx, created!.id, body);
    await setConsultancyMembership(tx, created!, body.consultancy_id, true);
    return created!;
  });
}

/** Edits a user and their memberships; `alsoInside` runs in the same transaction (ending the user's sessions). */
export async function updateUser(
  db: Database,
  before: UserRow,
  body: UserWrite,
  email: string,
  passwordHash: string | undefined,
  alsoInside: (tx: Database) => Promise<void>,
) {
  return writeTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        name: body.name.trim(),
        email,
        role: body.role,
        updatedAt: sql`now()`,
        ...(body.cost_per_hour !== undefined ? { costPerHour: body.cost_per_hour } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(users.id, before.id))
      .returning();
    await replaceMemberships(tx, before.id, body);
    await setConsultancyMembership(tx, updated!, body.consultancy_id, before.role === 'client');
    await alsoInside(tx);
    return updated!;
  });
}

export async function deleteUser(db: Database, id: number) {
  await writeTransaction(db, (tx) => tx.delete(users).where(eq(users.id, id)));
}

/** Turns the user's second factor off. */
export async function removeSecondFactor(db: Database, userId: number) {
  await writeTransaction(db, (tx) => tx.delete(userTwoFactors).where(eq(userTwoFactors.userId, userId)));
}

// ---- sessions (sessions.ts)

/** A session can still be used: live (not ended, within its lifetime), and its last refresh token (issued at its last use) not yet expired. */
export const activeSessionsOf = (sessions: SessionService, userId: number) =>
  and(
    eq(userSessions.userId, userId),
    sessions.live(),
    gt(userSessions.lastUsedAt, sql`now() - make_interval(days => ${REFRESH_TOKEN_DAYS})`),
  );

/** One page of the user's sessions, last used first, with the window's total. */
export const sessionPage = (db: Database, where: SQL | undefined) => (limit: number, offset: number) =>
  db
    .select({ session: userSessions, total: windowCount })
    .from(userSessions)
    .where(where)
    .orderBy(desc(userSessions.lastUsedAt), userSessions.id)
    .limit(limit)
    .offset(offset);

export const countSessions = (db: Database, where: SQL | undefined) => db.$count(userSessions, where);

/** The user's active session of that id (404 otherwise). */
export async function activeSession(db: Database, sessions: SessionService, userId: number, id: string) {
  const [session] = await db
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(and(eq(userSessions.id, id), activeSessionsOf(sessions, userId)));
  if (!session) throw notFound('session');
  return session;
}

/** The user of an e-mail address (normalised), if any. */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.email, email));
  return user;
}

/** Writes the profile's changes inside the caller's transaction (the picture's, with the pending e-mail and the sessions). */
export async function updateProfile(tx: Database, id: number, changes: { name: string; passwordHash?: string; profilePictureId?: string }) {
  const [updated] = await tx
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return updated!;
}

/** Ends every session of the user but `keep` (the one asking, or none), in one transaction. */
export const endSessionsOf = (db: Database, sessions: SessionService, userId: number, keep: string | null | undefined) =>
  writeTransaction(db, (tx) => sessions.endAllOf(tx, userId, keep));
