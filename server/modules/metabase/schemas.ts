import { Type, type Static } from 'typebox';
import { Nullable, NullableText } from '../../lib/wire';

// TypeBox of the Metabase routes (dashboards.ts): the admin's mappings and the signed-in user's embedded dashboards.

export const AccessSchema = Type.Object({
  id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  user_name: NullableText(),
  center_id: Nullable(Type.Integer()),
  center_name: NullableText(),
  dashboard_id: Type.Integer(),
});
export const AccessWrite = Type.Object({
  user_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  center_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  dashboard_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export const EmbedSchema = Type.Object({
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
export type AccessInput = Static<typeof AccessWrite>;
