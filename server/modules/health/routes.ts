import { ping } from '../../db/client';
import { Type } from 'typebox';
import type { RegisterModule } from '../../lib/api';
import { answers } from '../../lib/wire';

export const healthRoutes: RegisterModule = (app, { db }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Health'],
        response: {
          ...answers(Type.Object({ status: Type.Literal('ok') })),
          503: Type.Object({ detail: Type.String(), code: Type.String() }),
        },
      },
    },
    async (_request, reply) =>
      (await ping(db))
        ? { status: 'ok' }
        : reply.status(503).send({ detail: 'The database is not reachable.', code: 'database_unavailable' }),
  );
};
