import { Type } from 'typebox';
import type { RegisterModule } from '../../lib/api';
import { IdParams } from '../../lib/fields';
import { answers } from '../../lib/wire';
import { adminsOnly, currentUser } from '../../lib/access';
import { embedUrl, EMBED_SECONDS } from './embedding';
import { accessesShownTo, createAccess, deleteAccess, listAccesses } from './queries';
import { AccessSchema, AccessWrite, EmbedSchema } from './schemas';

// /metabase-user-access (admin): which Metabase dashboard a user, or whoever sees a center, is shown;
// the dashboard is embedded with Metabase's signed embedding (a JWT signed with METABASE_SECRET_KEY).

export const metabaseRoutes: RegisterModule = (app, { db, config }) => {
  // Unset means "not configured": the pages say so instead of framing nothing.
  const settings = config.metabase;
  const tags = ['Metabase'];

  // Admin-only mappings (admins see every center); the write names a center, so it is not 'global'.
  app.get(
    '/api/metabase-user-access',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: { tags, response: answers(Type.Object({ configured: Type.Boolean(), results: Type.Array(AccessSchema) })) },
    },
    async () => ({ configured: !!settings, results: await listAccesses(db) }),
  );

  app.post(
    '/api/metabase-user-access',
    { config: { access: adminsOnly, tenancy: 'visible-centers' }, schema: { tags, body: AccessWrite } },
    async (request, reply) => reply.status(201).send(await createAccess(db, request.body)),
  );

  app.delete(
    '/api/metabase-user-access/:id',
    { config: { access: adminsOnly, tenancy: 'global' }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await deleteAccess(db, request.params.id);
      return reply.status(204).send();
    },
  );

  // The signed-in user's dashboards: their own mapping (locked to every center they see) and those of their centers.
  // What the user sees is read at each request (the tenancy helper decides), so a user moved off a center stops
  // getting its dashboard at once, whatever mapping was made before; a user who sees no center gets none.
  app.get(
    '/api/metabase/embed',
    { config: { access: 'authenticated', tenancy: 'global' }, schema: { tags, response: answers(EmbedSchema) } },
    async (request) => {
      if (!settings) return { configured: false, dashboards: [] };
      const { visibleIds, rows } = await accessesShownTo(db, currentUser(request));
      if (visibleIds.length === 0) return { configured: true, dashboards: [] };
      const now = Date.now();
      return {
        configured: true,
        dashboards: rows
          .filter((row) => row.access.userId !== null || row.access.centerId !== null)
          .map((row) => ({
            dashboard_id: row.access.dashboardId,
            center_id: row.access.centerId,
            center_name: row.centerName,
            url: embedUrl(settings, row.access.dashboardId, row.access.centerId ? [row.access.centerId] : visibleIds, now),
            expires_in: EMBED_SECONDS,
          })),
      };
    },
  );
};
