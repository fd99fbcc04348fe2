import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { DDD_TREATMENT_TYPES } from '../../../contract/enterprise-documents';
import type { Database } from '../../db/client';
import { dddConfigurations } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { badRequest } from '../../lib/errors';
import { answers, NullableText } from '../../lib/wire';
import { dddTenancy } from './route-config';
import { parsePoints, text } from './schemas';
import { consultancyStaff, everyone } from '../../lib/access';
import { CenterParams } from '../../lib/fields';

// ---- configuration ----

const Frequencies = Type.Object(
  Object.fromEntries(
    DDD_TREATMENT_TYPES.map((type) => [type, Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 3660 }), Type.Null()]))]),
  ),
);
const ConfigurationWrite = Type.Object({
  provider_name: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  provider_registration_number: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  provider_contact: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  frequencies: Type.Optional(Frequencies),
  points: Type.Optional(Type.Unsafe<unknown>({ description: 'list of {code, kind: TRAP|BAIT, location}' })),
});
const PointSchema = Type.Object({ code: Type.String(), kind: Type.String(), location: Type.String() });
const ConfigurationSchema = Type.Object({
  center_id: Type.Integer(),
  provider_name: NullableText(),
  provider_registration_number: NullableText(),
  provider_contact: NullableText(),
  frequencies: Type.Record(Type.String(), Type.Integer()),
  points: Type.Array(PointSchema),
  is_configured: Type.Boolean(),
});

export async function configurationOf(db: Database, centerId: number) {
  const [row] = await db.select().from(dddConfigurations).where(eq(dddConfigurations.centerId, centerId));
  return {
    center_id: centerId,
    provider_name: row?.providerName ?? null,
    provider_registration_number: row?.providerRegistrationNumber ?? null,
    provider_contact: row?.providerContact ?? null,
    frequencies: row?.frequencies ?? {},
    points: row?.points ?? [],
    is_configured: !!row,
  };
}

/** The center's provider, treatment frequencies and points. */
export const configurationRoutes: RegisterModule = (app, { db }) => {
  const tags = ['Pest control'];
  app.get(
    '/api/ddd-module/:centerId/configuration',
    {
      config: { access: everyone, tenancy: dddTenancy.center('read') },
      schema: { tags, params: CenterParams, response: answers(ConfigurationSchema) },
    },
    (request) => configurationOf(db, request.params.centerId),
  );

  app.put(
    '/api/ddd-module/:centerId/configuration',
    {
      config: { access: consultancyStaff, tenancy: dddTenancy.center('write') },
      schema: { tags, params: CenterParams, body: ConfigurationWrite, response: answers(ConfigurationSchema) },
    },
    async (request) => {
      const body = request.body;
      const centerId = request.params.centerId;
      const frequencies = Object.fromEntries(
        Object.entries(body.frequencies ?? {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
      );
      const points = parsePoints(body.points);
      const codes = new Set<string>();
      points.forEach((point, i) => {
        if (codes.has(point.code)) throw badRequest(`points.${i}.code`, 'ddd.pointCode');
        codes.add(point.code);
      });
      const values = {
        providerName: text(body.provider_name, 'provider_name', 200),
        providerRegistrationNumber: text(body.provider_registration_number, 'provider_registration_number', 100),
        providerContact: text(body.provider_contact, 'provider_contact', 500),
        frequencies,
        points,
        updatedAt: sql`now()`,
      };
      await writeTransaction(db, (tx) =>
        tx
          .insert(dddConfigurations)
          .values({ centerId, ...values })
          .onConflictDoUpdate({ target: dddConfigurations.centerId, set: values }),
      );
      return configurationOf(db, centerId);
    },
  );
};
