import { eq, inArray, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { areas, legalAmbits, legalScopes, legalTexts, subambits } from '../../db/schema';

// Batched look-ups of the levels above a set of records: one statement per list, whatever its length.

const query = new QueryBuilder();

const subambitChain = {
  subambitId: subambits.id,
  subambitSpanish: subambits.nameSpanish,
  subambitCatalan: subambits.nameCatalan,
  ambitId: legalAmbits.id,
  ambitSpanish: legalAmbits.nameSpanish,
  ambitCatalan: legalAmbits.nameCatalan,
  areaId: areas.id,
  areaSpanish: areas.nameSpanish,
  areaCatalan: areas.nameCatalan,
};

export async function areasById(db: Database, ids: number[]) {
  const rows = await db.select().from(areas).where(inArray(areas.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function ambitsWithAreaById(db: Database, ids: number[]) {
  const rows = await db
    .select({
      ambitId: legalAmbits.id,
      ambitSpanish: legalAmbits.nameSpanish,
      ambitCatalan: legalAmbits.nameCatalan,
      areaId: areas.id,
      areaSpanish: areas.nameSpanish,
      areaCatalan: areas.nameCatalan,
    })
    .from(legalAmbits)
    .innerJoin(areas, eq(areas.id, legalAmbits.areaId))
    .where(inArray(legalAmbits.id, ids));
  return new Map(rows.map((row) => [row.ambitId, row]));
}

export type SubambitChain = Awaited<ReturnType<typeof subambitChainsById>> extends Map<number, infer V> ? V : never;

export async function subambitChainsById(db: Database, ids: number[]) {
  const rows = await db
    .select(subambitChain)
    .from(subambits)
    .innerJoin(legalAmbits, eq(legalAmbits.id, subambits.legalAmbitId))
    .innerJoin(areas, eq(areas.id, legalAmbits.areaId))
    .where(inArray(subambits.id, ids));
  return new Map(rows.map((row) => [row.subambitId, row]));
}

/** Each legal text with its scope and the whole chain above its subambit. */
export async function textChainsById(db: Database, ids: number[]) {
  const rows = await db
    .select({
      textId: legalTexts.id,
      textName: legalTexts.name,
      scopeId: legalScopes.id,
      scopeSpanish: legalScopes.nameSpanish,
      scopeCatalan: legalScopes.nameCatalan,
      ...subambitChain,
    })
    .from(legalTexts)
    .innerJoin(legalScopes, eq(legalScopes.id, legalTexts.legalScopeId))
    .innerJoin(subambits, eq(subambits.id, legalTexts.subambitId))
    .innerJoin(legalAmbits, eq(legalAmbits.id, subambits.legalAmbitId))
    .innerJoin(areas, eq(areas.id, legalAmbits.areaId))
    .where(inArray(legalTexts.id, ids));
  return new Map(rows.map((row) => [row.textId, row]));
}

/** Subqueries for filters on a level further up: "texts under this ambit", "subambits under this area". */
export const subambitIdsUnderAmbit = (ambitId: number) =>
  query.select({ id: subambits.id }).from(subambits).where(eq(subambits.legalAmbitId, ambitId));
export const subambitIdsUnderArea = (areaId: number) =>
  query
    .select({ id: subambits.id })
    .from(subambits)
    .innerJoin(legalAmbits, eq(legalAmbits.id, subambits.legalAmbitId))
    .where(eq(legalAmbits.areaId, areaId));
export const textIdsIn = (column: typeof legalTexts.subambitId | typeof legalTexts.legalScopeId, id: number) =>
  query.select({ id: legalTexts.id }).from(legalTexts).where(eq(column, id));
export const textIdsUnderSubambits = (subambitIds: SQLWrapper) =>
  query.select({ id: legalTexts.id }).from(legalTexts).where(inArray(legalTexts.subambitId, subambitIds));
