import { DDD_POINT_KINDS } from '../../../contract/enterprise-documents';
import { badRequest } from '../../lib/errors';

// Pest-control module (DDD): the request's pieces a TypeBox schema cannot say, the products and points lists sent as the
// JSON text of a form field (multipart bodies carry the certificate), checked field by field.

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
