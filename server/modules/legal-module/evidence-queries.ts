import { and, asc, count, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { areas, centers, evidenceActions, evidences, legalAmbits, legalDocuments, legalRequirements, legalTexts, subambits } from '../../db/schema';
import type { FileService } from '../../lib/files';
import { searchTextOf } from '../../lib/paging';
import { matches } from '../../lib/search';
import { groupBy } from '../../lib/references';
import { centerVisibleTo } from '../../lib/tenancy';
import { currentUser } from '../../plugins/auth';
import { reference } from '../legal-register/fields';

/** One evidence with every level above its requirement and its center, in a single statement. */
export const evidenceColumns = {
  evidence: evidences,
  centerName: centers.name,
  requirement: { id: legalRequirements.id, nameSpanish: legalRequirements.nameSpanish, nameCatalan: legalRequirements.nameCatalan },
  subambit: { id: subambits.id, nameSpanish: subambits.nameSpanish, nameCatalan: subambits.nameCatalan },
  ambit: { id: legalAmbits.id, nameSpanish: legalAmbits.nameSpanish, nameCatalan: legalAmbits.nameCatalan },
  area: { id: areas.id, nameSpanish: areas.nameSpanish, nameCatalan: areas.nameCatalan },
};

/** The joins every evidence query shares: its center and every level above its requirement. */
export function withEvidenceJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(centers, eq(centers.id, evidences.centerId))
    .innerJoin(legalRequirements, eq(legalRequirements.id, evidences.legalRequirementId))
    .innerJoin(legalTexts, eq(legalTexts.id, legalRequirements.legalTextId))
    .innerJoin(subambits, eq(subambits.id, legalTexts.subambitId))
    .innerJoin(legalAmbits, eq(legalAmbits.id, subambits.legalAmbitId))
    .innerJoin(areas, eq(areas.id, legalAmbits.areaId));
}

export const selectEvidences = (db: Database, where: SQL | undefined) =>
  withEvidenceJoins(db.select(evidenceColumns).from(evidences).$dynamic()).where(where);

export async function countEvidences(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await withEvidenceJoins(db.select({ total: count() }).from(evidences).$dynamic()).where(where);
  return row!.total;
}

export interface EvidenceFilter {
  centerId?: number;
  state?: string;
  legalRequirementId?: number;
  areaId?: number;
  legalAmbitId?: number;
  subambitId?: number;
  expiringBefore?: string;
  searchText?: string;
}

/** The filters of the evidence lists, always within the centers the user may see. */
export function evidenceWhere(request: FastifyRequest, filter: EvidenceFilter): SQL | undefined {
  const text = searchTextOf(filter.searchText);
  const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    centerVisibleTo(currentUser(request), evidences.centerId),
    filter.centerId ? eq(evidences.centerId, filter.centerId) : undefined,
    filter.state ? eq(evidences.state, filter.state) : undefined,
    filter.legalRequirementId ? eq(evidences.legalRequirementId, filter.legalRequirementId) : undefined,
    filter.areaId ? eq(legalAmbits.areaId, filter.areaId) : undefined,
    filter.legalAmbitId ? eq(subambits.legalAmbitId, filter.legalAmbitId) : undefined,
    filter.subambitId ? eq(legalTexts.subambitId, filter.subambitId) : undefined,
    filter.expiringBefore ? lte(evidences.expirationDate, filter.expiringBefore) : undefined,
    pattern ? or(matches(evidences.name, pattern), matches(legalRequirements.nameSpanish, pattern), matches(legalRequirements.nameCatalan, pattern)) : undefined,
  );
}

export const evidenceOrderings = {
  id: evidences.id,
  name: evidences.name,
  state: evidences.state,
  expiration_date: evidences.expirationDate,
  area: areas.order,
  legal_ambit: legalAmbits.order,
  subambit: subambits.order,
  requirement: legalRequirements.order,
};

export type EvidenceRow = Awaited<ReturnType<typeof selectEvidences>>[number];

export const presentDocument = (files: FileService) => (row: typeof legalDocuments.$inferSelect) => ({
  id: row.id,
  name: row.name,
  elaboration_date: row.elaborationDate,
  file: files.url(row.fileId),
  is_valid: row.isValid,
  evidence_id: row.evidenceId,
  center_id: row.centerId,
});

export const presentAction = (row: typeof evidenceActions.$inferSelect) => ({
  id: row.id,
  name: row.name,
  responsible: row.responsible,
  expected_date: row.expectedDate,
  applied_date: row.appliedDate,
  evidence_id: row.evidenceId,
  center_id: row.centerId,
  observations: row.observations,
});

/** Evidences in the wire shape of spec §3; `withRecords` adds documents and actions (two statements). */
export async function presentEvidences(db: Database, files: FileService, request: FastifyRequest, rows: EvidenceRow[], withRecords = true) {
  const ids = rows.map((row) => row.evidence.id);
  const [documents, actions] = withRecords && ids.length
    ? await Promise.all([
      db.select().from(legalDocuments).where(inArray(legalDocuments.evidenceId, ids)).orderBy(asc(legalDocuments.id)),
      db.select().from(evidenceActions).where(inArray(evidenceActions.evidenceId, ids)).orderBy(asc(evidenceActions.expectedDate), asc(evidenceActions.id)),
    ])
    : [[], []];
  const documentsOf = groupBy(documents, (row) => row.evidenceId);
  const actionsOf = groupBy(actions, (row) => row.evidenceId);
  return rows.map((row) => ({
    id: row.evidence.id,
    name: row.evidence.name,
    state: row.evidence.state,
    expiration_date: row.evidence.expirationDate,
    legal_requirement: reference(request, row.requirement.id, row.requirement),
    center: { id: row.evidence.centerId, name: row.centerName },
    area: reference(request, row.area.id, row.area),
    legal_ambit: reference(request, row.ambit.id, row.ambit),
    subambit: reference(request, row.subambit.id, row.subambit),
    ...(withRecords ? { documents: (documentsOf.get(row.evidence.id) ?? []).map(presentDocument(files)), actions: (actionsOf.get(row.evidence.id) ?? []).map(presentAction) } : {}),
  }));
}
