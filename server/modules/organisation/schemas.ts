import { Type } from 'typebox';
import type { Role } from '../../../contract/roles';
import type { centers, consultancies, enterprises } from '../../db/schema';
import { NullableText, Reference } from '../../lib/wire';
import { RequiredText } from '../../lib/fields';

// TypeBox and row types of the organisation: centers, enterprises and consultancies as the API answers them.

export type CenterRow = typeof centers.$inferSelect;
export type EnterpriseRow = typeof enterprises.$inferSelect;
export type ConsultancyRow = typeof consultancies.$inferSelect;

export interface Reference {
  id: number;
  name: string;
}
export interface LogoReference extends Reference {
  logo: string | null;
}
export interface UserReference extends Reference {
  email: string;
  role: Role;
}

const UserReferenceSchema = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String(), role: Type.String() });
const LogoReferenceSchema = Type.Object({ id: Type.Integer(), name: Type.String(), logo: NullableText() });

/** Wire shapes of the presenters in queries.ts (response schemas of their list and read routes). */
export const CenterSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: NullableText(),
  postal_code: Type.String(),
  autonomous_community: Type.String(),
  province: Type.String(),
  municipality: NullableText(),
  address: NullableText(),
  used_language: Type.String(),
  enterprise: LogoReferenceSchema,
  consultancy: LogoReferenceSchema,
  userList: Type.Array(UserReferenceSchema),
});
export const EnterpriseSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: NullableText(),
  userList: Type.Array(UserReferenceSchema),
  centerList: Type.Array(Reference),
});
export const ConsultancySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  domain_name: Type.String(),
  logo: NullableText(),
  require_two_factor: Type.Boolean(),
  centerList: Type.Array(Reference),
});
export const MembershipFields = { enterpriseList: Type.Array(Reference), centerList: Type.Array(Reference) };

// ---- a consultancy's SMTP settings
export const EmailConfigWrite = Type.Object({
  host: RequiredText(253),
  port: Type.Integer({ minimum: 1, maximum: 65535 }),
  username: Type.String({ maxLength: 254 }),
  // Write-only: empty or absent keeps the stored password while the host, port and user stay the same.
  password: Type.Optional(Type.String({ maxLength: 500 })),
  use_tls: Type.Boolean(),
  use_ssl: Type.Boolean(),
  consultancy_id: Type.Optional(Type.Integer({ minimum: 1 })),
});

/** The settings as the admin page reads them: never the password, only whether one is kept. */
export const EmailConfigSchema = Type.Object({
  host: Type.String(),
  port: Type.Integer(),
  username: Type.String(),
  use_tls: Type.Boolean(),
  use_ssl: Type.Boolean(),
  has_password: Type.Boolean(),
  consultancy_id: Type.Integer(),
  consultancy: Reference,
});
