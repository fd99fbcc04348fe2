import { and, asc, eq } from 'drizzle-orm';
import type { ResponsibilityLevel } from '../../../contract/legal';
import type { Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { areas, legalAmbits, legalRequirements, responsibilities, subambits, users } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../lib/errors';
import { assertAllExist } from '../../lib/references';
import { assertCenterAccess } from '../../lib/tenancy';

// The SQL of the responsibilities (responsibilities.ts): who answers for a node of the center's register.

/** The body field that names each level (spec §7), and the table it refers to. */
const LEVEL_FIELDS = {
  area: { field: 'area_id', table: areas },
  ambit: { field: 'legal_ambit_id', table: legalAmbits },
  subambit: { field: 'subambit_id', table: subambits },
  requirement: { field: 'legal_requirement_id', table: legalRequirements },
} as const;

/** The people responsible for one node, by name. */
export async function responsiblesOf(db: Database, centerId: number, level: ResponsibilityLevel, levelId: number) {
  const rows = await db
    .select({ id: responsibilities.id, user: { id: users.id, name: users.name, email: users.email } })
    .from(responsibilities)
    .innerJoin(users, eq(users.id, responsibilities.userId))
    .where(and(eq(responsibilities.centerId, centerId), eq(responsibilities.level, level), eq(responsibilities.levelId, levelId)))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: row.user.name, user: row.user, level, level_id: levelId }));
}

/** Makes a user responsible for a node the body names by its level's field (spec §5: a user who can see the center). */
export async function addResponsible(
  db: Database,
  centerId: number,
  level: ResponsibilityLevel,
  body: Partial<Record<string, number>> & { responsible_user_id: number },
) {
  const { field, table } = LEVEL_FIELDS[level];
  const levelId = body[field];
  if (!levelId) throw badRequest(field, 'legal.noLevel');
  await assertAllExist(db, table, [levelId], field);
  const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, body.responsible_user_id));
  if (!user) throw badRequest('responsible_user_id', 'legal.noSuchUser');
  // The responsible person must be able to see the center they answer for.
  await assertCenterAccess(db, { id: user.id, role: user.role as Role }, centerId, 'read').catch(() => {
    throw badRequest('responsible_user_id', 'legal.userCannotSeeCenter');
  });
  await writeTransaction(db, (tx) =>
    tx.insert(responsibilities).values({ centerId, level, levelId, userId: user.id }).onConflictDoNothing(),
  );
  return { level, level_id: levelId, responsible_user_id: user.id };
}

/** Removes one user's responsibility for a node; 404 when there was none. */
export async function removeResponsible(db: Database, centerId: number, level: ResponsibilityLevel, levelId: number, userId: number) {
  const [row] = await writeTransaction(db, (tx) =>
    tx
      .delete(responsibilities)
      .where(
        and(
          eq(responsibilities.centerId, centerId),
          eq(responsibilities.level, level),
          eq(responsibilities.levelId, levelId),
          eq(responsibilities.userId, userId),
        ),
      )
      .returning(),
  );
  if (!row) throw notFound('responsibility');
}
