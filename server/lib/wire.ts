import { Type, type Static, type TProperties, type TSchema } from 'typebox';

// Response schemas: Fastify serialises a route's 200 answer with a serialiser compiled from them
// (several times faster than JSON.stringify) and they document the answer in /api/docs. A schema
// drops what it does not name, so every field the client reads must be listed.

/** A value or null, as one JSON Schema type list (faster to serialise than anyOf). */
export const Nullable = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

export const NullableText = () => Nullable(Type.String());
/** Dates travel as YYYY-MM-DD strings (no `format`: the serialiser would treat them as Date objects). */
export const NullableDate = () => Nullable(Type.String());

/** A nested reference {id, name}, the name in the request's language. */
export const Reference = Type.Object({ id: Type.Integer(), name: Type.String() });

/** The DRF page every list answers (contract/paging.ts). */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({ count: Type.Integer(), next: NullableText(), previous: NullableText(), results: Type.Array(item) });

/**
 * A page of what falls due (the agenda, the legal clock of all centers): the day it counts from, the last day it looks
 * at, the DRF page and how many of all are overdue; `extra` fields come before the results.
 */
export const DuePageOf = <T extends TSchema, E extends TProperties>(item: T, extra: E = {} as E) =>
  Type.Object({
    as_of: Type.String(),
    until: Type.String(),
    count: Type.Integer(),
    next: NullableText(),
    previous: NullableText(),
    overdue: Type.Integer(),
    ...extra,
    results: Type.Array(item),
  });

/** The `response` of a route answering `schema` with 200. */
export const answers = (schema: TSchema) => ({ 200: schema });
