import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import {
  areas,
  legalAmbits,
  legalChangeReviews,
  legalChanges,
  legalRequirements,
  legalScopes,
  legalTexts,
  subambits,
  users,
} from '../../db/schema';
import { pickName, reference } from '../../lib/language';
import { windowCount } from '../../lib/paging';

/** What a change's statement answers: the change, every level above its text, its requirement and its reviews' counts. */
const changeColumns = {
  change: legalChanges,
  text: { id: legalTexts.id, name: legalTexts.name, officialReference: legalTexts.officialReference },
  requirement: { id: legalRequirements.id, nameSpanish: legalRequirements.nameSpanish, nameCatalan: legalRequirements.nameCatalan },
  recordedBy: { id: users.id, name: users.name },
  subambit: { id: subambits.id, nameSpanish: subambits.nameSpanish, nameCatalan: subambits.nameCatalan },
  ambit: { id: legalAmbits.id, nameSpanish: legalAmbits.nameSpanish, nameCatalan: legalAmbits.nameCatalan },
  area: { id: areas.id, nameSpanish: areas.nameSpanish, nameCatalan: areas.nameCatalan },
  scope: { id: legalScopes.id, nameSpanish: legalScopes.nameSpanish, nameCatalan: legalScopes.nameCatalan },
  reviewsTotal:
    sql<number>`(select count(*) from ${legalChangeReviews} where ${legalChangeReviews.legalChangeId} = ${legalChanges.id})`.mapWith(
      Number,
    ),
  reviewsPending: sql<number>`(select count(*) from ${legalChangeReviews}
    where ${legalChangeReviews.legalChangeId} = ${legalChanges.id} and ${legalChangeReviews.decision} is null)`.mapWith(Number),
};

export interface ChangeFilter {
  id?: number;
  legalTextId?: number;
  from?: string;
  to?: string;
  areaId?: number;
  legalAmbitId?: number;
  subambitId?: number;
  legalScopeId?: number;
  scope?: string;
  kind?: string;
}

const conditions = (filter: ChangeFilter): SQL | undefined =>
  and(
    filter.id ? eq(legalChanges.id, filter.id) : undefined,
    filter.legalTextId ? eq(legalChanges.legalTextId, filter.legalTextId) : undefined,
    filter.from ? gte(legalChanges.effectiveDate, filter.from) : undefined,
    filter.to ? lte(legalChanges.effectiveDate, filter.to) : undefined,
    filter.areaId ? eq(legalAmbits.areaId, filter.areaId) : undefined,
    filter.legalAmbitId ? eq(subambits.legalAmbitId, filter.legalAmbitId) : undefined,
    filter.subambitId ? eq(legalTexts.subambitId, filter.subambitId) : undefined,
    filter.legalScopeId ? eq(legalTexts.legalScopeId, filter.legalScopeId) : undefined,
    filter.scope ? eq(legalScopes.scope, filter.scope) : undefined,
    filter.kind ? eq(legalChanges.kind, filter.kind) : undefined,
  );

/** One page of changes, newest effective date first, with the total: one statement whatever the page holds. */
export function selectChanges(db: Database, filter: ChangeFilter, limit: number, offset: number) {
  return db
    .select({ ...changeColumns, total: windowCount })
    .from(legalChanges)
    .innerJoin(legalTexts, eq(legalTexts.id, legalChanges.legalTextId))
    .innerJoin(subambits, eq(subambits.id, legalTexts.subambitId))
    .innerJoin(legalAmbits, eq(legalAmbits.id, subambits.legalAmbitId))
    .innerJoin(areas, eq(areas.id, legalAmbits.areaId))
    .innerJoin(legalScopes, eq(legalScopes.id, legalTexts.legalScopeId))
    .leftJoin(legalRequirements, eq(legalRequirements.id, legalChanges.legalRequirementId))
    .leftJoin(users, eq(users.id, legalChanges.recordedBy))
    .where(conditions(filter))
    .orderBy(desc(legalChanges.effectiveDate), desc(legalChanges.id))
    .limit(limit)
    .offset(offset);
}

export type ChangeRow = Awaited<ReturnType<typeof selectChanges>>[number];

/** The wire shape of a change (docs/legal-changes-api.md §3.1). */
export const presentChange = (request: FastifyRequest, row: ChangeRow) => ({
  id: row.change.id,
  kind: row.change.kind,
  note: row.change.note,
  effective_date: row.change.effectiveDate,
  changed_by_text: row.change.changedByText,
  recorded_at: row.change.createdAt.toISOString(),
  recorded_by: row.recordedBy,
  legal_text: { id: row.text.id, name: row.text.name, official_reference: row.text.officialReference },
  legal_requirement: row.requirement
    ? {
        id: row.requirement.id,
        name: pickName(request.language, { spanish: row.requirement.nameSpanish, catalan: row.requirement.nameCatalan }),
      }
    : null,
  before: row.change.before,
  after: row.change.after,
  area: reference(request, row.area.id, row.area),
  legal_ambit: reference(request, row.ambit.id, row.ambit),
  subambit: reference(request, row.subambit.id, row.subambit),
  legal_scope: reference(request, row.scope.id, row.scope),
  reviews: { total: row.reviewsTotal, pending: row.reviewsPending },
});
