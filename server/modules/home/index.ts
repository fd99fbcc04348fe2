import { Type } from 'typebox';
import type { RegisterModule, ServerModule } from '../../lib/api';
import { notFound } from '../../lib/errors';
import { answers } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { homeFigures, HomeSchema } from './figures';
import { everyone } from '../../lib/access';

/**
 * GET /api/home: the figures of every center the user sees (admin and collaborator home, client home);
 * ?centerId= the same for one center (its home page), 404 when it is not visible. One statement either way.
 */
const homeRoutes: RegisterModule = (app, { db }) => {
  app.get(
    '/api/home',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: {
        tags: ['Home'],
        querystring: Type.Object({ centerId: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: answers(HomeSchema),
      },
    },
    async (request) => {
      const figures = await homeFigures(db, currentUser(request), request.query.centerId);
      if (request.query.centerId !== undefined && figures.count === 0) throw notFound('center');
      return figures;
    },
  );
};

/** The home page figures. */
export const homeModule: ServerModule = { routes: homeRoutes };
