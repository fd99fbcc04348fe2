import { eq, inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { consultancies, consultancyStaff, users } from '../../db/schema';
import { assertAllExist } from '../../lib/references';
import { emailDomain } from '../../lib/user-consultancy';

/** The consultancy a staff user belongs to (admin-only field): absent keeps it, null leaves them in none. */
export const ConsultancyIdField = () =>
  Type.Optional(
    Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description:
        'the consultancy whose sign-in rules apply to this admin or collaborator; left out: their e-mail domain’s when they have none',
    }),
  );

export const assertConsultancyExists = (db: Database, consultancyId: number | null | undefined) =>
  assertAllExist(db, consultancies, consultancyId ? [consultancyId] : [], 'consultancy_id');

/**
 * Sets whose sign-in rules a user follows: a client belongs to no consultancy; a staff user to the one given, else
 * the one they have; someone joining the staff (created, or a client made staff) with none given, to their e-mail
 * domain's. An e-mail changed afterwards moves nobody.
 */
export async function setConsultancyMembership(
  tx: Database,
  user: { id: number; role: string; email: string },
  consultancyId: number | null | undefined,
  joiningStaff: boolean,
): Promise<void> {
  if (user.role === 'client' || consultancyId === null) {
    await tx.delete(consultancyStaff).where(eq(consultancyStaff.userId, user.id));
  } else if (consultancyId !== undefined) {
    await tx
      .insert(consultancyStaff)
      .values({ userId: user.id, consultancyId })
      .onConflictDoUpdate({ target: consultancyStaff.userId, set: { consultancyId } });
  } else if (joiningStaff) {
    await tx.execute(sql`
      insert into ${consultancyStaff} (user_id, consultancy_id)
      select ${user.id}, ${consultancies.id} from ${consultancies} where lower(${consultancies.domainName}) = ${emailDomain(user.email) ?? ''}
      on conflict (user_id) do nothing`);
  }
}

/** Each user's consultancy id (null for none), for the admin's user records: one query per page. */
export async function consultancyIdsOf(db: Database, userIds: number[]): Promise<(userId: number) => number | null> {
  const rows = userIds.length ? await db.select().from(consultancyStaff).where(inArray(consultancyStaff.userId, userIds)) : [];
  const byUser = new Map(rows.map((row) => [row.userId, row.consultancyId]));
  return (userId) => byUser.get(userId) ?? null;
}

/** A new consultancy takes in the staff users of its domain who belong to none yet (the first admin of an install). */
export async function adoptStaffOfDomain(db: Database, consultancy: { id: number; domainName: string }): Promise<void> {
  await db.execute(sql`
    insert into ${consultancyStaff} (user_id, consultancy_id)
    select ${users.id}, ${consultancy.id} from ${users}
    where ${users.role} <> 'client' and lower(substring(${users.email} from '@([^@]*)$')) = ${consultancy.domainName.toLowerCase()}
    on conflict (user_id) do nothing`);
}
