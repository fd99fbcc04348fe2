import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Role } from '../../../contract/roles';
import { centers, metabaseAccesses, users } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { badRequest, notFound } from '../../lib/errors';
import { IdParams } from '../../lib/fields';
import { centerVisibleTo } from '../../lib/tenancy';
import { answers, Nullable, NullableText } from '../../lib/wire';
import { adminsOnly, currentUser } from '../../lib/access';
import { embedUrl, EMBED_SECONDS } from './embedding';

// /metabase-user-access (admin): which Metabase dashboard a user, or whoever sees a center, is shown;
// the dashboard is embedded with Metabase's signed embedding (a JWT signed with METABASE_SECRET_KEY).

const AccessSchema = Type.Object({
  id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  user_name: NullableText(),
  center_id: Nullable(Type.Integer()),
  center_name: NullableText(),
  dashboard_id: Type.Integer(),
});
const AccessWrite = Type.Object({
  user_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  center_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  dashboard_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
const EmbedSchema = Type.Object({
  configured: Type.Boolean(),
  dashboards: Type.Array(
    Type.Object({
      dashboard_id: Type.Integer(),
      center_id: Nullable(Type.Integer()),
      center_name: NullableText(),
      url: Type.String(),
      expires_in: Type.Integer(),
    }),
  ),
});

export const metabaseRoutes: RegisterModule = (app, { db, config }) => {
  // Unset means "not configured": the pages say so instead of framing nothing.
  const settings = config.metabase;
  const tags = ['Metabase'];
  const select = (where?: SQL) =>
    db
      .select({ access: metabaseAccesses, userName: users.name, centerName: centers.name })
      .from(metabaseAccesses)
      .leftJoin(users, eq(users.id, metabaseAccesses.userId))
      .leftJoin(centers, eq(centers.id, metabaseAccesses.centerId))
      .where(where)
      .orderBy(asc(metabaseAccesses.id));
  const present = (row: { access: typeof metabaseAccesses.$inferSelect; userName: string | null; centerName: string | null }) => ({
    id: row.access.id,
    user_id: row.access.userId,
    user_name: row.userName,
    center_id: row.access.centerId,
    center_name: row.centerName,
    dashboard_id: row.access.dashboardId,
  });

  // A user's dashboard locked to a center the user cannot see would show that center's figures to a stranger.
  const assertUserSeesCenter = async (userId: number, centerId: number) => {
    const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId));
    if (!user) throw badRequest('user_id', 'metabase.noSuchUser');
    const [seen] = await db
      .select({ id: centers.id })
      .from(centers)
      .where(and(eq(centers.id, centerId), centerVisibleTo({ id: user.id, role: user.role as Role }, centers.id)));
    if (!seen) throw badRequest('center_id', 'metabase.userCannotSeeCenter');
  };

  // Admin-only mappings (admins see every center); the write names a center, so it is not 'global'.
  app.get(
    '/api/metabase-user-access',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: { tags, response: answers(Type.Object({ configured: Type.Boolean(), results: Type.Array(AccessSchema) })) },
    },
    async () => ({ configured: !!settings, results: (await select()).map(present) }),
  );

  app.post(
    '/api/metabase-user-access',
    { config: { access: adminsOnly, tenancy: 'visible-centers' }, schema: { tags, body: AccessWrite } },
    async (request, reply) => {
      const body = request.body;
      if (!body.user_id && !body.center_id) throw badRequest('user_id', 'metabase.userOrCenter');
      if (body.user_id && body.center_id) await assertUserSeesCenter(body.user_id, body.center_id);
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .insert(metabaseAccesses)
          .values({ userId: body.user_id ?? null, centerId: body.center_id ?? null, dashboardId: body.dashboard_id })
          .returning(),
      );
      const [shaped] = await select(eq(metabaseAccesses.id, row!.id));
      return reply.status(201).send(present(shaped!));
    },
  );

  app.delete(
    '/api/metabase-user-access/:id',
    { config: { access: adminsOnly, tenancy: 'global' }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const [row] = await writeTransaction(db, (tx) =>
        tx.delete(metabaseAccesses).where(eq(metabaseAccesses.id, request.params.id)).returning(),
      );
      if (!row) throw notFound('metabase-access');
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
      const user = currentUser(request);
      const visible = await db.select({ id: centers.id }).from(centers).where(centerVisibleTo(user, centers.id));
      const visibleIds = visible.map((center) => center.id);
      if (visibleIds.length === 0) return { configured: true, dashboards: [] };
      const mine = or(eq(metabaseAccesses.userId, user.id), isNull(metabaseAccesses.userId));
      const rows = await select(and(mine, or(isNull(metabaseAccesses.centerId), inArray(metabaseAccesses.centerId, visibleIds))));
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
