import { Type, type Static } from 'typebox';
import { DDD_POINT_KINDS, DDD_TREATMENT_TYPES } from '../../../contract/enterprise-documents';
import { DateField, OptionalDate } from '../../lib/dates';
import { FileField } from '../../lib/form';
import { Nullable, NullableDate, NullableText } from '../../lib/wire';
import { badRequest } from '../../lib/errors';

// TypeBox of the pest-control module (DDD): the configuration, the services, the certificates; then what a schema
// cannot say, the products and points lists sent as the JSON text of a form field (multipart bodies carry the
// certificate), checked field by field.

// ---- configuration
const Frequencies = Type.Object(
  Object.fromEntries(
    DDD_TREATMENT_TYPES.map((type) => [type, Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 3660 }), Type.Null()]))]),
  ),
);
export const ConfigurationWrite = Type.Object({
  provider_name: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  provider_registration_number: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  provider_contact: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  frequencies: Type.Optional(Frequencies),
  points: Type.Optional(Type.Unsafe<unknown>({ description: 'list of {code, kind: TRAP|BAIT, location}' })),
});
const PointSchema = Type.Object({ code: Type.String(), kind: Type.String(), location: Type.String() });
export const ConfigurationSchema = Type.Object({
  center_id: Type.Integer(),
  provider_name: NullableText(),
  provider_registration_number: NullableText(),
  provider_contact: NullableText(),
  frequencies: Type.Record(Type.String(), Type.Integer()),
  points: Type.Array(PointSchema),
  is_configured: Type.Boolean(),
});

export type ConfigurationInput = Static<typeof ConfigurationWrite>;

// ---- services
const ProductSchema = Type.Object({
  name: Type.String(),
  registration_number: NullableText(),
  product_type: NullableText(),
  dose: NullableText(),
  batch: NullableText(),
});
export const ServiceSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  service_date: Type.String(),
  treatment_type: Type.String(),
  provider_name: Type.String(),
  provider_registration_number: NullableText(),
  products: Type.Array(ProductSchema),
  points_checked: NullableText(),
  incidents: NullableText(),
  safety_period_hours: Nullable(Type.Number()),
  next_planned_date: NullableDate(),
  certificate: NullableText(),
  certificate_name: NullableText(),
  flags: Type.Array(Type.String()),
  is_overdue: Type.Boolean(),
});
export const ServiceWrite = Type.Object({
  center_id: Type.Integer({ minimum: 1 }),
  service_date: DateField(),
  treatment_type: Type.Enum([...DDD_TREATMENT_TYPES]),
  provider_name: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  provider_registration_number: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  products: Type.Optional(
    Type.Unsafe<unknown>({
      description: 'list of {name, registration_number, product_type (TP), dose, batch}, or its JSON text in a form',
    }),
  ),
  points_checked: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
  incidents: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
  // Nullable (type: [number, 'null']), not a union: with the app's type coercion a union turned null into 0;
  // an empty form field ('') becomes null.
  safety_period_hours: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 8760 }))),
  next_planned_date: OptionalDate(),
  certificate: Type.Optional(FileField('service certificate: PDF, image or Office document')),
});
export type ServiceInput = Static<typeof ServiceWrite>;
export const ServiceFilters = {
  centerId: Type.Optional(Type.Integer({ minimum: 1 })),
  treatmentType: Type.Optional(Type.Enum([...DDD_TREATMENT_TYPES])),
  overdue: Type.Optional(Type.Boolean()),
};

// ---- certificates
export const CertificateFile = Type.Object({
  service_id: Type.Integer(),
  service_date: Type.String(),
  treatment_type: Type.String(),
  kind: Type.String(),
  file: Type.String(),
  file_name: Type.String(),
  size: Type.Number(),
});

// ---- lists sent as JSON
export type Product = {
  name: string;
  registration_number: string | null;
  product_type: string | null;
  dose: string | null;
  batch: string | null;
};
export type Point = { code: string; kind: string; location: string };

export const text = (value: unknown, field: string, max: number, required = false): string | null => {
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest(field, 'common.required');
    return null;
  }
  if (typeof value !== 'string') throw badRequest(field, 'ddd.textRequired');
  const trimmed = value.trim();
  if (required && !trimmed) throw badRequest(field, 'common.required');
  if (trimmed.length > max) throw badRequest(field, 'ddd.atMostCharacters', { max });
  return trimmed || null;
};

/** A list sent as JSON, or as the JSON text of a form field (multipart bodies carry the certificate). */
export function jsonList(value: unknown, field: string): Record<string, unknown>[] {
  if (value === undefined || value === null || value === '') return [];
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw badRequest(field, 'ddd.jsonList');
    }
  }
  if (!Array.isArray(list) || list.length > 200) throw badRequest(field, 'ddd.listOfAtMost');
  return list.map((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badRequest(`${field}.${index}`, 'ddd.objectRequired');
    return item as Record<string, unknown>;
  });
}

export const parseProducts = (value: unknown): Product[] =>
  jsonList(value, 'products').map((item, i) => ({
    name: text(item.name, `products.${i}.name`, 200, true)!,
    registration_number: text(item.registration_number, `products.${i}.registration_number`, 100),
    product_type: text(item.product_type, `products.${i}.product_type`, 20),
    dose: text(item.dose, `products.${i}.dose`, 100),
    batch: text(item.batch, `products.${i}.batch`, 100),
  }));

export const parsePoints = (value: unknown): Point[] =>
  jsonList(value, 'points').map((item, i) => {
    const kind = text(item.kind, `points.${i}.kind`, 10, true)!;
    if (!(DDD_POINT_KINDS as readonly string[]).includes(kind))
      throw badRequest(`points.${i}.kind`, 'ddd.oneOf', { values: DDD_POINT_KINDS.join(', ') });
    return { code: text(item.code, `points.${i}.code`, 50, true)!, kind, location: text(item.location, `points.${i}.location`, 300) ?? '' };
  });
