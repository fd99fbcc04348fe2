import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { RESPONSIBILITY_LEVELS, type ResponsibilityLevel } from '../../../contract/legal';
import type { Role } from '../../../contract/roles';
import { areas, legalAmbits, legalRequirements, responsibilities, subambits, users } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { badRequest, notFound } from '../../lib/errors';
import { assertAllExist } from '../../lib/references';
import { assertCenterAccess } from '../../lib/tenancy';
import { answers } from '../../lib/wire';
import { inCenter } from './route-config';
import { adminsOnly, everyone } from '../../lib/access';
import { Id } from '../../lib/fields';

/** The body field that names each level (spec §7), and the table it refers to. */
const LEVEL_FIELDS = {
  area: { field: 'area_id', table: areas },
  ambit: { field: 'legal_ambit_id', table: legalAmbits },
  subambit: { field: 'subambit_id', table: subambits },
  requirement: { field: 'legal_requirement_id', table: legalRequirements },
} as const;

// Spec §5, word for word: the message when no level id is given.

const Responsible = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  user: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
  level: Type.String(),
  level_id: Type.Integer(),
});

export const responsibilityRoutes: RegisterModule = (app, { db }) => {
  const base = '/api/legal-requirement-module/:centerId/responsibility';
  const tags = ['Responsibilities'];
  const Level = Type.Enum([...RESPONSIBILITY_LEVELS]);

  app.get(
    `${base}/:level/:levelId`,
    {
      config: inCenter(everyone, 'read'),
      schema: { tags, params: Type.Object({ centerId: Id(), level: Level, levelId: Id() }), response: answers(Type.Array(Responsible)) },
    },
    async (request) => {
      const { centerId, level, levelId } = request.params;
      const rows = await db
        .select({ id: responsibilities.id, user: { id: users.id, name: users.name, email: users.email } })
        .from(responsibilities)
        .innerJoin(users, eq(users.id, responsibilities.userId))
        .where(and(eq(responsibilities.centerId, centerId), eq(responsibilities.level, level), eq(responsibilities.levelId, levelId)))
        .orderBy(asc(users.name), asc(users.id));
      return rows.map((row) => ({ id: row.id, name: row.user.name, user: row.user, level, level_id: levelId }));
    },
  );

  app.post(
    `${base}/:level`,
    {
      config: inCenter(adminsOnly, 'write'),
      schema: {
        tags,
        params: Type.Object({ centerId: Id(), level: Level }),
        body: Type.Object({
          area_id: Type.Optional(Id()),
          legal_ambit_id: Type.Optional(Id()),
          subambit_id: Type.Optional(Id()),
          legal_requirement_id: Type.Optional(Id()),
          responsible_user_id: Id(),
        }),
      },
    },
    async (request, reply) => {
      const { centerId, level } = request.params;
      const { field, table } = LEVEL_FIELDS[level as ResponsibilityLevel];
      const levelId = (request.body as Record<string, number | undefined>)[field];
      if (!levelId) throw badRequest(field, 'legal.noLevel');
      await assertAllExist(db, table, [levelId], field);
      const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, request.body.responsible_user_id));
      if (!user) throw badRequest('responsible_user_id', 'legal.noSuchUser');
      // The responsible person must be able to see the center they answer for.
      await assertCenterAccess(db, { id: user.id, role: user.role as Role }, centerId, 'read').catch(() => {
        throw badRequest('responsible_user_id', 'legal.userCannotSeeCenter');
      });
      await writeTransaction(db, (tx) =>
        tx.insert(responsibilities).values({ centerId, level, levelId, userId: user.id }).onConflictDoNothing(),
      );
      return reply.status(201).send({ level, level_id: levelId, responsible_user_id: user.id });
    },
  );

  app.delete(
    `${base}/:level/:levelId/user/:userId`,
    {
      config: inCenter(adminsOnly, 'write'),
      schema: { tags, params: Type.Object({ centerId: Id(), level: Level, levelId: Id(), userId: Id() }) },
    },
    async (request, reply) => {
      const { centerId, level, levelId, userId } = request.params;
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
      return reply.status(204).send();
    },
  );
};
