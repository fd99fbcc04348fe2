import { ping } from '../../db/client';
import type { RegisterModule } from '../../lib/api';

export const healthRoutes: RegisterModule = (app, { db }) => {
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['Health'] } }, async (_request, reply) =>
    (await ping(db))
      ? { status: 'ok' }
      : reply.status(503).send({ detail: 'The database is not reachable.', code: 'database_unavailable' }),
  );
};
