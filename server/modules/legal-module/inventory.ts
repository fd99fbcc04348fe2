import { and, asc, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { EvidenceState } from '../../../contract/legal';
import type { Database } from '../../db/client';
import { areas, evidences, legalAmbits, legalRequirements, legalScopes, legalTexts, subambits } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { notFound } from '../../lib/errors';
import { groupBy } from '../../lib/references';
import { answers, NullableDate, Reference } from '../../lib/wire';
import { reference } from '../../lib/language';
import { centerCounts, type Level } from './center-counts';
import { withEvidenceJoins } from './evidence-queries';
import { inCenter } from './route-config';
import { everyone } from '../../lib/access';
import { type ResourceName } from '../../lib/messages';
import { CenterParams } from '../../lib/fields';

// The center's inventory: the register cut down to its evidences, each node with counts and a state colour.

/** The worst state wins: one unfulfilled evidence makes the node unfulfilled. */
export function aggregateState(states: Iterable<string>): EvidenceState {
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
async function requirementsWithEvidences(db: Database, request: FastifyRequest, centerId: number, where: SQL) {
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

/** A node of the inventory with its evidence counts. */
const Node = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  order: Type.Integer(),
  total: Type.Integer(),
  fulfilled: Type.Integer(),
  unfulfilled: Type.Integer(),
  in_process: Type.Integer(),
  state: Type.String(),
});

const InventoryRequirement = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  order: Type.Integer(),
  legal_text: Reference,
  state: Type.String(),
  evidences: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), state: Type.String(), expiration_date: NullableDate() })),
});
const InventoryText = Type.Object({ id: Type.Integer(), name: Type.String(), texts: Type.Array(Type.String()), legal_scope: Reference });

export const inventoryRoutes: RegisterModule = (app, { db }) => {
  const base = '/api/legal-requirement-module/:centerId';
  const read = { config: inCenter(everyone, 'read') };
  const tags = ['Legal inventory'];
  const params = (extra: string) => Type.Object({ centerId: Type.Integer({ minimum: 1 }), [extra]: Type.Integer({ minimum: 1 }) });

  // The node routes check the center in their own statement; the requirement routes through the hook.
  const nodeRead = { config: { ...read.config, tenancy: { ...read.config.tenancy, readsInQuery: true } } };
  const counts = centerCounts(db);
  const id = (value: unknown) => value as number;
  app.get(`${base}/areas`, { ...nodeRead, schema: { tags, params: CenterParams, response: answers(Type.Array(Node)) } }, (request) =>
    nodes(counts, request, areas, request.params.centerId),
  );
  app.get(`${base}/areas/:areaId`, { ...nodeRead, schema: { tags, params: params('areaId'), response: answers(Node) } }, (request) =>
    single(nodes(counts, request, areas, request.params.centerId, { column: areas.id, id: id(request.params.areaId) }), 'area'),
  );
  app.get(
    `${base}/areas/:areaId/ambits`,
    { ...nodeRead, schema: { tags, params: params('areaId'), response: answers(Type.Array(Node)) } },
    (request) =>
      nodes(counts, request, legalAmbits, request.params.centerId, { column: legalAmbits.areaId, id: id(request.params.areaId) }),
  );
  app.get(`${base}/ambits/:ambitId`, { ...nodeRead, schema: { tags, params: params('ambitId'), response: answers(Node) } }, (request) =>
    single(
      nodes(counts, request, legalAmbits, request.params.centerId, { column: legalAmbits.id, id: id(request.params.ambitId) }),
      'legal-ambit',
    ),
  );
  app.get(
    `${base}/ambits/:ambitId/subambits`,
    { ...nodeRead, schema: { tags, params: params('ambitId'), response: answers(Type.Array(Node)) } },
    (request) =>
      nodes(counts, request, subambits, request.params.centerId, { column: subambits.legalAmbitId, id: id(request.params.ambitId) }),
  );
  app.get(
    `${base}/subambits/:subambitId`,
    { ...nodeRead, schema: { tags, params: params('subambitId'), response: answers(Node) } },
    (request) =>
      single(
        nodes(counts, request, subambits, request.params.centerId, { column: subambits.id, id: id(request.params.subambitId) }),
        'subambit',
      ),
  );
  app.get(
    `${base}/subambits/:subambitId/requirements`,
    {
      ...read,
      schema: {
        tags,
        params: params('subambitId'),
        response: answers(Type.Object({ requirements: Type.Array(InventoryRequirement), legal_texts: Type.Array(InventoryText) })),
      },
    },
    (request) =>
      requirementsWithEvidences(db, request, request.params.centerId, eq(legalTexts.subambitId, request.params.subambitId as number)),
  );
  app.get(
    `${base}/requirements/:requirementId`,
    {
      ...read,
      schema: {
        tags,
        params: params('requirementId'),
        response: answers(Type.Object({ ...InventoryRequirement.properties, legal_text: InventoryText })),
      },
    },
    async (request) => {
      const { requirements, legal_texts } = await requirementsWithEvidences(
        db,
        request,
        request.params.centerId,
        eq(legalRequirements.id, request.params.requirementId as number),
      );
      if (!requirements[0]) throw notFound('legal-requirement');
      return { ...requirements[0], legal_text: legal_texts[0] };
    },
  );
};
