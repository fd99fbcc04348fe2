import { and, count, eq, gt, inArray, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import {
  areas,
  centers,
  evidenceActions,
  evidences,
  legalAmbits,
  legalDocuments,
  legalRequirements,
  legalTexts,
  subambits,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { dateOrNull } from '../../lib/dates';
import { badRequest, conflict } from '../../lib/errors';
import type { FileService } from '../../lib/files';
import { message } from '../../lib/messages';
import { orderBy, searchTextOf, windowCount } from '../../lib/paging';
import { preparedShapes } from '../../lib/prepared';
import { matches } from '../../lib/search';
import { NullableDate, NullableText, Reference } from '../../lib/wire';
import { centerVisibleTo, preparedViewer, viewerShape, type Viewer } from '../../lib/tenancy';
import { currentUser, type AuthUser } from '../../plugins/auth';
import { reference } from '../../lib/language';
import { requirementRepealed } from '../legal-changes/repeal';
import { applicableRequirementIds } from './applicability';

/** One evidence with every level above its requirement and its center, in a single statement. */
export const evidenceColumns = {
  evidence: evidences,
  centerName: centers.name,
  requirement: { id: legalRequirements.id, nameSpanish: legalRequirements.nameSpanish, nameCatalan: legalRequirements.nameCatalan },
  subambit: { id: subambits.id, nameSpanish: subambits.nameSpanish, nameCatalan: subambits.nameCatalan },
  ambit: { id: legalAmbits.id, nameSpanish: legalAmbits.nameSpanish, nameCatalan: legalAmbits.nameCatalan },
  area: { id: areas.id, nameSpanish: areas.nameSpanish, nameCatalan: areas.nameCatalan },
  forRepealedText: requirementRepealed(),
};

/** The joins every evidence query shares: its center and every level above its requirement. */
export function withEvidenceJoins<T extends PgSelect>(query: T) {
  return withLevelJoins(query.innerJoin(centers, eq(centers.id, evidences.centerId)));
}

/** Every level above an evidence's requirement (counts by level need no more). */
export function withLevelJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(legalRequirements, eq(legalRequirements.id, evidences.legalRequirementId))
    .innerJoin(legalTexts, eq(legalTexts.id, legalRequirements.legalTextId))
    .innerJoin(subambits, eq(subambits.id, legalTexts.subambitId))
    .innerJoin(legalAmbits, eq(legalAmbits.id, subambits.legalAmbitId))
    .innerJoin(areas, eq(areas.id, legalAmbits.areaId));
}

export const selectEvidences = (db: Database, where: SQL | undefined) =>
  withEvidenceJoins(db.select(evidenceColumns).from(evidences).$dynamic()).where(where);

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

/** The filters' values by name (search text as its LIKE pattern): actual values, or placeholders in a prepared shape. */
type FilterValues = { [K in Exclude<keyof EvidenceFilter, 'searchText'>]?: EvidenceFilter[K] | Placeholder } & {
  pattern?: string | Placeholder;
};

function filterValues(filter: EvidenceFilter): Record<string, number | string> {
  const text = searchTextOf(filter.searchText);
  const { searchText: _, ...rest } = filter;
  const values: Record<string, number | string | undefined> = {
    ...rest,
    pattern: text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined,
  };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, number | string] => Boolean(entry[1])));
}

/** The conditions of the evidence lists, always within the centers the viewer may see. */
function evidenceConditions(viewer: Viewer, f: FilterValues): SQL | undefined {
  return and(
    centerVisibleTo(viewer, evidences.centerId),
    f.centerId !== undefined ? eq(evidences.centerId, f.centerId) : undefined,
    f.state !== undefined ? eq(evidences.state, f.state) : undefined,
    f.legalRequirementId !== undefined ? eq(evidences.legalRequirementId, f.legalRequirementId) : undefined,
    f.areaId !== undefined ? eq(legalAmbits.areaId, f.areaId) : undefined,
    f.legalAmbitId !== undefined ? eq(subambits.legalAmbitId, f.legalAmbitId) : undefined,
    f.subambitId !== undefined ? eq(legalTexts.subambitId, f.subambitId) : undefined,
    f.expiringBefore !== undefined ? lte(evidences.expirationDate, f.expiringBefore) : undefined,
    f.pattern !== undefined
      ? or(
          matches(evidences.name, f.pattern),
          matches(legalRequirements.nameSpanish, f.pattern),
          matches(legalRequirements.nameCatalan, f.pattern),
        )
      : undefined,
  );
}

/** The filters of the evidence lists with their values, within the centers the user may see. */
export const evidenceWhere = (request: FastifyRequest, filter: EvidenceFilter): SQL | undefined =>
  evidenceConditions(currentUser(request), filterValues(filter));

/** Filters on the evidence table alone need no join to be counted. */
const JOINED_FILTERS = ['areaId', 'legalAmbitId', 'subambitId', 'pattern'];

/** The count of a filtered list; joins only when a filter is about the levels above or the requirement's name. */
export async function countEvidences(db: Database, request: FastifyRequest, filter: EvidenceFilter): Promise<number> {
  const values = filterValues(filter);
  const where = evidenceConditions(currentUser(request), values);
  if (!Object.keys(values).some((key) => JOINED_FILTERS.includes(key))) return db.$count(evidences, where);
  const [row] = await withEvidenceJoins(db.select({ total: count() }).from(evidences).$dynamic()).where(where);
  return row!.total;
}

interface DocumentJson {
  id: number;
  name: string;
  elaboration_date: string | null;
  file_id: string | null;
  is_valid: boolean;
  evidence_id: number;
  center_id: number;
}
interface ActionJson {
  id: number;
  name: string;
  responsible: string;
  expected_date: string;
  applied_date: string | null;
  evidence_id: number;
  center_id: number;
  observations: string | null;
}

/** An evidence's documents and actions as JSON arrays, aggregated inside the statement that reads the evidence. */
export const records = {
  documents: sql<
    DocumentJson[]
  >`(select coalesce(json_agg(json_build_object('id', ${legalDocuments.id}, 'name', ${legalDocuments.name}, 'elaboration_date', ${legalDocuments.elaborationDate},
    'file_id', ${legalDocuments.fileId}, 'is_valid', ${legalDocuments.isValid}, 'evidence_id', ${legalDocuments.evidenceId}, 'center_id', ${legalDocuments.centerId}) order by ${legalDocuments.id}), '[]')
    from ${legalDocuments} where ${legalDocuments.evidenceId} = ${evidences.id})`,
  actions: sql<
    ActionJson[]
  >`(select coalesce(json_agg(json_build_object('id', ${evidenceActions.id}, 'name', ${evidenceActions.name}, 'responsible', ${evidenceActions.responsible},
    'expected_date', ${evidenceActions.expectedDate}, 'applied_date', ${evidenceActions.appliedDate}, 'evidence_id', ${evidenceActions.evidenceId}, 'center_id', ${evidenceActions.centerId},
    'observations', ${evidenceActions.observations}) order by ${evidenceActions.expectedDate}, ${evidenceActions.id}), '[]')
    from ${evidenceActions} where ${evidenceActions.evidenceId} = ${evidences.id})`,
};

/**
 * The fast shape of the evidence reads: one prepared statement per filter shape answers the page,
 * its total (window count) and each evidence's documents and actions; the tenancy clause is in it.
 */
export function evidenceStatements(db: Database) {
  const pages = preparedShapes<ReturnType<typeof pageStatement>>('evidence_page');
  const ones = preparedShapes<ReturnType<typeof oneStatement>>('evidence_one');
  const placeholders = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as FilterValues;

  // The page is chosen on narrow rows (id, total, sort keys); only its rows are then joined to their names, documents and
  // actions: about three times faster than carrying every filtered row's names through the sort (PostgreSQL and PGlite).
  const pageStatement = (name: string, user: AuthUser, keys: string[], order: SQL[]) => {
    const page = withLevelJoins(
      db
        .select({ id: evidences.id, total: windowCount.as('total') })
        .from(evidences)
        .$dynamic(),
    )
      .where(evidenceConditions(preparedViewer(user), placeholders(keys)))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return withEvidenceJoins(
      db
        .select({ ...evidenceColumns, ...records, total: page.total })
        .from(page)
        .innerJoin(evidences, eq(evidences.id, page.id))
        .$dynamic(),
    )
      .orderBy(...order)
      .prepare(name);
  };

  const oneStatement = (name: string, user: AuthUser) =>
    withEvidenceJoins(
      db
        .select({ ...evidenceColumns, ...records })
        .from(evidences)
        .$dynamic(),
    )
      .where(and(eq(evidences.id, sql.placeholder('id')), centerVisibleTo(preparedViewer(user), evidences.centerId)))
      .prepare(name);

  return {
    /** One page of the filtered list in `ordering` (validated against evidenceOrderings). */
    page(request: FastifyRequest, filter: EvidenceFilter, ordering: string, limit: number, offset: number) {
      const user = currentUser(request);
      const values = filterValues(filter);
      const keys = Object.keys(values).sort();
      const order = orderBy(ordering, evidenceOrderings, ordering, evidences.id);
      const statement = pages(`${viewerShape(user)}|${keys.join(',')}|${ordering}`, (name) => pageStatement(name, user, keys, order));
      return statement.execute({ ...values, userId: user.id, limit, offset });
    },
    /** The evidence when it exists and the user may see its center. */
    async one(request: FastifyRequest, id: number) {
      const user = currentUser(request);
      const [row] = await ones(viewerShape(user), (name) => oneStatement(name, user)).execute({ id, userId: user.id });
      return row;
    },
  };
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

export const DocumentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  elaboration_date: NullableDate(),
  file: NullableText(),
  is_valid: Type.Boolean(),
  evidence_id: Type.Integer(),
  center_id: Type.Integer(),
  // The document list also names the evidence it proves and the evidence's expiry (the document expires with it).
  evidence_name: Type.Optional(Type.String()),
  expiration_date: Type.Optional(NullableDate()),
});
export const ActionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  responsible: Type.String(),
  expected_date: Type.String(),
  applied_date: NullableDate(),
  evidence_id: Type.Integer(),
  center_id: Type.Integer(),
  observations: NullableText(),
});
/** The wire shape of an evidence with its documents and actions (list and detail). */
export const EvidenceSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  state: Type.String(),
  expiration_date: NullableDate(),
  legal_requirement: Reference,
  center: Reference,
  area: Reference,
  legal_ambit: Reference,
  subambit: Reference,
  for_repealed_text: Type.Boolean({ description: 'Its requirement was repealed or removed: kept, no longer counted (issue 36).' }),
  documents: Type.Array(DocumentSchema),
  actions: Type.Array(ActionSchema),
});

type Records = { documents: DocumentJson[]; actions: ActionJson[] };

/** Evidences in the wire shape of spec §3; rows read with their records (documents and actions) keep them. */
export function presentEvidences<R extends EvidenceRow | (EvidenceRow & Records)>(files: FileService, request: FastifyRequest, rows: R[]) {
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
    for_repealed_text: row.forRepealedText,
    ...('documents' in row
      ? {
          documents: row.documents.map(({ file_id: fileId, ...document }) => ({ file: files.url(fileId), ...document })),
          actions: row.actions,
        }
      : {}),
  }));
}

/** The filtered list after an id, in id order: the batches of the list's export. */
export const evidencesAfter = (db: Database, where: SQL | undefined) => (afterId: number, limit: number) =>
  selectEvidences(db, and(where, gt(evidences.id, afterId)))
    .orderBy(evidences.id)
    .limit(limit);

export interface EvidenceValues {
  name: string;
  state: string;
  expiration_date?: string | null;
}

/** A new evidence of a requirement that applies to the center; answers its id. */
export async function addEvidence(
  db: Database,
  body: Omit<EvidenceValues, 'state'> & { center_id: number; legal_requirement_id: number; state?: string },
) {
  const applicable = await db.$count(
    legalRequirements,
    and(eq(legalRequirements.id, body.legal_requirement_id), inArray(legalRequirements.id, applicableRequirementIds(body.center_id))),
  );
  if (!applicable) throw badRequest('legal_requirement_id', 'legal.notApplicable');
  const [row] = await writeTransaction(db, (tx) =>
    tx
      .insert(evidences)
      .values({
        centerId: body.center_id,
        legalRequirementId: body.legal_requirement_id,
        name: body.name.trim(),
        state: body.state ?? 'NOT_FULFILLED',
        expirationDate: dateOrNull(body.expiration_date),
      })
      .returning({ id: evidences.id }),
  );
  return row!.id;
}

export async function updateEvidenceFields(db: Database, id: number, body: EvidenceValues) {
  await writeTransaction(db, (tx) =>
    tx
      .update(evidences)
      .set({ name: body.name.trim(), state: body.state, expirationDate: dateOrNull(body.expiration_date), updatedAt: sql`now()` })
      .where(eq(evidences.id, id)),
  );
}

/** Deletes an evidence that has no documents or actions (409 naming how many it has). */
export async function deleteEvidence(db: Database, id: number) {
  const [documents, actions] = await Promise.all([
    db.$count(legalDocuments, eq(legalDocuments.evidenceId, id)),
    db.$count(evidenceActions, eq(evidenceActions.evidenceId, id)),
  ]);
  if (documents + actions > 0) throw conflict(message('legal.evidenceHasChildren', { documents, actions }), 'has_children');
  await writeTransaction(db, (tx) => tx.delete(evidences).where(eq(evidences.id, id)));
}
