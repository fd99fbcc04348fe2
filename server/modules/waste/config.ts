import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { residueCarriers, residueManagers, residueModuleConfigs } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { badRequest } from '../../lib/errors';
import { CenterParams, Email } from '../../lib/fields';
import { assertAllExist } from '../../lib/references';
import { Nullable } from '../../lib/wire';
import { wasteTenancy } from './fields';
import { consultancyStaff, everyone } from '../../lib/access';

const ConfigSchema = Type.Object({
  center_id: Type.Integer(),
  default_carrier_id: Nullable(Type.Integer()),
  default_manager_id: Nullable(Type.Integer()),
  reminder_days_before: Type.Integer(),
  reminder_recipients: Type.Array(Type.String()),
});
const ConfigWrite = Type.Object({
  centerId: Type.Optional(Type.Integer({ minimum: 1 })),
  default_carrier_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  default_manager_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  reminder_days_before: Type.Integer({ minimum: 0, maximum: 365 }),
  reminder_recipients: Type.Array(Email(), { maxItems: 20 }),
});
const inCenter = (access: typeof everyone | typeof consultancyStaff, mode: 'read' | 'write') => ({
  access,
  tenancy: wasteTenancy.center(mode),
});

/** Module configuration (spec §7: GET/PUT /residue-module/{centerId}/config, the body carrying centerId and the settings). */
export const configRoutes: RegisterModule = (app, { db }) => {
  const tags = ['Waste: configuration'];
  const read = async (centerId: number) => {
    const [row] = await db.select().from(residueModuleConfigs).where(eq(residueModuleConfigs.centerId, centerId));
    return {
      center_id: centerId,
      default_carrier_id: row?.defaultCarrierId ?? null,
      default_manager_id: row?.defaultManagerId ?? null,
      reminder_days_before: row?.reminderDaysBefore ?? 7,
      reminder_recipients: row?.reminderRecipients ?? [],
    };
  };
  app.get(
    '/api/residue-module/:centerId/config',
    { config: inCenter(everyone, 'read'), schema: { tags, params: CenterParams, response: { 200: ConfigSchema } } },
    (request) => read(request.params.centerId),
  );
  app.put(
    '/api/residue-module/:centerId/config',
    {
      config: inCenter(consultancyStaff, 'write'),
      schema: { tags, params: CenterParams, body: ConfigWrite, response: { 200: ConfigSchema } },
    },
    async (request) => {
      const { centerId } = request.params;
      const body = request.body;
      if (body.centerId !== undefined && body.centerId !== centerId) throw badRequest('centerId', 'waste.bodyNamesAnotherCenter');
      await assertAllExist(db, residueCarriers, body.default_carrier_id ? [body.default_carrier_id] : [], 'default_carrier_id');
      await assertAllExist(db, residueManagers, body.default_manager_id ? [body.default_manager_id] : [], 'default_manager_id');
      const values = {
        defaultCarrierId: body.default_carrier_id ?? null,
        defaultManagerId: body.default_manager_id ?? null,
        reminderDaysBefore: body.reminder_days_before,
        reminderRecipients: [...new Set(body.reminder_recipients.map((email) => email.trim().toLowerCase()))],
      };
      await writeTransaction(db, (tx) =>
        tx
          .insert(residueModuleConfigs)
          .values({ centerId, ...values })
          .onConflictDoUpdate({ target: residueModuleConfigs.centerId, set: { ...values, updatedAt: sql`now()` } }),
      );
      return read(centerId);
    },
  );
};
