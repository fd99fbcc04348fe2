import { Type } from 'typebox';
import { RESPONSIBILITY_LEVELS, type ResponsibilityLevel } from '../../../contract/legal';
import type { RegisterModule } from '../../lib/api';
import { answers } from '../../lib/wire';
import { addResponsible, removeResponsible, responsiblesOf } from './responsibility-queries';
import { inCenter } from './route-config';
import { Responsible, ResponsibleWrite } from './schemas';
import { adminsOnly, everyone } from '../../lib/access';
import { Id } from '../../lib/fields';

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
    (request) => {
      const { centerId, level, levelId } = request.params;
      return responsiblesOf(db, centerId, level as ResponsibilityLevel, levelId);
    },
  );

  app.post(
    `${base}/:level`,
    {
      config: inCenter(adminsOnly, 'write'),
      schema: { tags, params: Type.Object({ centerId: Id(), level: Level }), body: ResponsibleWrite },
    },
    async (request, reply) => {
      const { centerId, level } = request.params;
      return reply.status(201).send(await addResponsible(db, centerId, level as ResponsibilityLevel, request.body));
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
      await removeResponsible(db, centerId, level as ResponsibilityLevel, levelId, userId);
      return reply.status(204).send();
    },
  );
};
