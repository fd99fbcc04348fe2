import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { NOTIFICATION_PERIODICITIES } from '../../../contract/legal';
import { centers, evidenceNotifications } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { answers, Nullable, Reference } from '../../lib/wire';
import { MODULE } from './route-config';
import { centerById } from '../../lib/center-rows';
import { adminsOnly, everyone } from '../../lib/access';
import { CenterParams } from '../../lib/fields';

const Periodicity = Type.Object({ id: Nullable(Type.Integer()), center: Reference, periodicity: Type.String() });

export const periodicityRoutes: RegisterModule = (app, { db }) => {
  const tags = ['Expiry notifications'];
  const present = async (centerId: number) => {
    const [center] = await db.select({ id: centers.id, name: centers.name }).from(centers).where(eq(centers.id, centerId));
    const [row] = await db.select().from(evidenceNotifications).where(eq(evidenceNotifications.centerId, centerId));
    return { id: row?.id ?? null, center: center!, periodicity: row?.periodicity ?? 'MONTHLY' };
  };

  app.get(
    '/api/evidence-mail-notification-periodicity/:centerId',
    {
      config: { access: everyone, tenancy: centerById('read') },
      schema: { tags, params: CenterParams, response: answers(Periodicity) },
    },
    (request) => present(request.params.centerId),
  );

  app.post(
    '/api/evidence-mail-notification-periodicity',
    {
      config: { access: adminsOnly, tenancy: centerById('write', { key: 'center_id', in: 'body', module: MODULE }) },
      schema: {
        tags,
        body: Type.Object({ center_id: Type.Integer({ minimum: 1 }), periodicity: Type.Enum([...NOTIFICATION_PERIODICITIES]) }),
        response: answers(Periodicity),
      },
    },
    async (request) => {
      const { center_id: centerId, periodicity } = request.body;
      await writeTransaction(db, (tx) =>
        tx
          .insert(evidenceNotifications)
          .values({ centerId, periodicity })
          .onConflictDoUpdate({ target: evidenceNotifications.centerId, set: { periodicity, updatedAt: sql`now()` } }),
      );
      return present(centerId);
    },
  );
};
