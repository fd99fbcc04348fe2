import { and, asc, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { EvidenceState } from '../../../contract/legal';
import type { Database } from '../../db/client';
import { areas, evidences, legalAmbits, legalRequirements, legalScopes, legalTexts, subambits } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { reference, type Reader } from '../../lib/language';
import { type ResourceName } from '../../lib/messages';
import { groupBy } from '../../lib/references';
import { centerCounts, type Level } from './center-counts';
import { withEvidenceJoins } from './evidence-queries';

// The center's inventory: the register cut down to its evidences, each node with counts and a state colour.

/** The worst state wins: one unfulfilled evidence makes the node unfulfilled. */
function aggregateState(states: Iterable<string>): EvidenceState {
  let result: EvidenceState = 'FULFILLED';
  for (const state of states) {
    if (state === 'NOT_FULFILLED') return 'NOT_FULFILLED';
    if (state === 'IN_PROCESS') result = 'IN_PROCESS';
  }
  return result;
}

/** Nodes of one level with evidence counts by state, in one grouped statement that also checks the center. */
async function nodes(
  counts: ReturnType<typeof centerCounts>,
  request: FastifyRequest,
  level: Level,
  centerId: number,
  within?: { column: AnyColumn; id: number },
) {
  const rows = await counts(request, level, centerId, within);
  return [...groupBy(rows, (row) => row.id).values()].map((group) => {
    const counted = (state: string) => group.filter((row) => row.state === state).reduce((sum, row) => sum + row.evidences, 0);
    return reference(request, group[0]!.id, group[0]!, {
      order: group[0]!.order,
      total: group.reduce((sum, row) => sum + row.evidences, 0),
      fulfilled: counted('FULFILLED'),
      unfulfilled: counted('NOT_FULFILLED'),
      in_process: counted('IN_PROCESS'),
      state: aggregateState(group.map((row) => row.state)),
    });
  });
}

const single = async <T>(list: Promise<T[]>, record: ResourceName) => {
  const [node] = await list;
  if (!node) throw notFound(record);
  return node;
};

/** Requirements (with their evidences) of the center under a condition, and the legal texts they come from. */
async function requirementsWithEvidences(db: Database, request: Reader, centerId: number, where: SQL) {
  const rows = await withEvidenceJoins(
    db
      .select({
        evidence: evidences,
        requirement: legalRequirements,
        text: legalTexts,
        scope: { id: legalScopes.id, nameSpanish: legalScopes.nameSpanish, nameCatalan: legalScopes.nameCatalan },
      })
      .from(evidences)
      .$dynamic(),
  )
    .innerJoin(legalScopes, eq(legalScopes.id, legalTexts.legalScopeId))
    .where(and(eq(evidences.centerId, centerId), where))
    .orderBy(asc(legalRequirements.order), asc(legalRequirements.id), asc(evidences.id));
  const requirements = [...groupBy(rows, (row) => row.requirement.id).values()].map((group) =>
    reference(request, group[0]!.requirement.id, group[0]!.requirement, {
      order: group[0]!.requirement.order,
      legal_text: { id: group[0]!.text.id, name: group[0]!.text.name },
      state: aggregateState(group.map((row) => row.evidence.state)),
      evidences: group.map(({ evidence }) => ({
        id: evidence.id,
        name: evidence.name,
        state: evidence.state,
        expiration_date: evidence.expirationDate,
      })),
    }),
  );
  const texts = [...groupBy(rows, (row) => row.text.id).values()].map(([row]) => ({
    id: row!.text.id,
    name: row!.text.name,
    texts: row!.text.texts,
    legal_scope: reference(request, row!.scope.id, row!.scope),
  }));
  return { requirements, legal_texts: texts };
}

/** The inventory's reads by level: each node routes' statement checks the center itself (the counts' statement). */
export function inventoryReads(db: Database) {
  const counts = centerCounts(db);
  return {
    areas: (request: FastifyRequest, centerId: number) => nodes(counts, request, areas, centerId),
    area: (request: FastifyRequest, centerId: number, areaId: number) =>
      single(nodes(counts, request, areas, centerId, { column: areas.id, id: areaId }), 'area'),
    ambitsOf: (request: FastifyRequest, centerId: number, areaId: number) =>
      nodes(counts, request, legalAmbits, centerId, { column: legalAmbits.areaId, id: areaId }),
    ambit: (request: FastifyRequest, centerId: number, ambitId: number) =>
      single(nodes(counts, request, legalAmbits, centerId, { column: legalAmbits.id, id: ambitId }), 'legal-ambit'),
    subambitsOf: (request: FastifyRequest, centerId: number, ambitId: number) =>
      nodes(counts, request, subambits, centerId, { column: subambits.legalAmbitId, id: ambitId }),
    subambit: (request: FastifyRequest, centerId: number, subambitId: number) =>
      single(nodes(counts, request, subambits, centerId, { column: subambits.id, id: subambitId }), 'subambit'),
    /** The subambit's requirements that have evidences in the center, with the legal texts they come from. */
    requirementsOf: (reader: Reader, centerId: number, subambitId: number) =>
      requirementsWithEvidences(db, reader, centerId, eq(legalTexts.subambitId, subambitId)),
    /** One requirement of the center with its evidences and legal text; 404 when the center has none of it. */
    async requirement(reader: Reader, centerId: number, requirementId: number) {
      const { requirements, legal_texts } = await requirementsWithEvidences(db, reader, centerId, eq(legalRequirements.id, requirementId));
      if (!requirements[0]) throw notFound('legal-requirement');
      return { ...requirements[0], legal_text: legal_texts[0] };
    },
  };
}
