import { and, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { legalRequirements, legalScopes, legalTexts, subambits } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { OptionalId, RequiredText } from '../../lib/fields';
import { assertAllExist, refuseWhileReferenced } from '../../lib/references';
import { Reference } from '../../lib/wire';
import { reference, type Reader } from '../../lib/language';
import { subambitIdsUnderAmbit, subambitIdsUnderArea, textChainsById, type SubambitChain } from './hierarchy';
import { adminsOnly, everyone } from '../../lib/access';
import { referenceTakenByOther } from './queries';
import { conflict } from '../../lib/errors';
import { LEGAL_TEXT_STATES } from '../../../contract/legal-changes';
import { checkIdentity, identityFields, identityOf, identityValues, identityWrite, keepStoredIdentity } from '../legal-changes/identity';

const referenceTaken = () =>
  conflict('legalChanges.referenceTaken', 'reference_taken', { official_reference: 'legalChanges.referenceTaken' });

/** The levels above a text or requirement as nested {id, name} references. */
export const chainReferences = (
  request: Reader,
  chain: SubambitChain & { scopeId: number; scopeSpanish: string; scopeCatalan: string },
) => ({
  legal_scope: reference(request, chain.scopeId, { nameSpanish: chain.scopeSpanish, nameCatalan: chain.scopeCatalan }),
  subambit: reference(request, chain.subambitId, { nameSpanish: chain.subambitSpanish, nameCatalan: chain.subambitCatalan }),
  legal_ambit: reference(request, chain.ambitId, { nameSpanish: chain.ambitSpanish, nameCatalan: chain.ambitCatalan }),
  area: reference(request, chain.areaId, { nameSpanish: chain.areaSpanish, nameCatalan: chain.areaCatalan }),
});

/** The levels above a text or requirement, as chainReferences answers them. */
export const chainFields = { legal_scope: Reference, subambit: Reference, legal_ambit: Reference, area: Reference };

/** Filters by any level above a legal text, applied to a column holding subambit ids. */
export const hierarchyFilters = {
  query: { subambitId: OptionalId(), legalAmbitId: OptionalId(), areaId: OptionalId(), legalScopeId: OptionalId() },
};

export const legalTextRoutes: RegisterModule = (app, context) =>
  registerResource(app, context, {
    path: 'legal-text',
    name: 'legal-text',
    tag: 'Legal register',
    table: legalTexts,
    write: Type.Object({
      name: RequiredText(500),
      texts: Type.Optional(Type.Array(Type.String({ maxLength: 20_000 }), { maxItems: 500 })),
      legal_scope_id: Type.Integer({ minimum: 1 }),
      subambit_id: Type.Integer({ minimum: 1 }),
      ...identityWrite,
    }),
    validate: async (db, body) => {
      checkIdentity(body);
      await assertAllExist(db, legalScopes, [body.legal_scope_id], 'legal_scope_id');
      await assertAllExist(db, subambits, [body.subambit_id], 'subambit_id');
    },
    beforeUpdate: async (stored, body, db) => {
      keepStoredIdentity(body, stored);
      const reference = body.official_reference?.trim();
      if (!reference) return;
      if (await referenceTakenByOther(db, reference, stored.id)) throw referenceTaken();
    },
    values: (body) => ({
      name: body.name.trim(),
      texts: (body.texts ?? []).map((text) => text.trim()).filter(Boolean),
      legalScopeId: body.legal_scope_id,
      subambitId: body.subambit_id,
      ...identityValues(body),
    }),
    present: async (rows, request) => {
      const chains = await textChainsById(
        context.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        texts: row.texts,
        ...chainReferences(request, chains.get(row.id)!),
        ...identityOf(row),
      }));
    },
    schema: Type.Object({ id: Type.Integer(), name: Type.String(), texts: Type.Array(Type.String()), ...chainFields, ...identityFields }),
    search: [legalTexts.name],
    orderings: { name: legalTexts.name, id: legalTexts.id },
    defaultOrdering: 'name',
    filters: {
      query: { ...hierarchyFilters.query, state: Type.Optional(Type.Union(LEGAL_TEXT_STATES.map((state) => Type.Literal(state)))) },
      where: (q) =>
        and(
          q.state ? eq(legalTexts.state, q.state as string) : undefined,
          q.subambitId ? eq(legalTexts.subambitId, q.subambitId as number) : undefined,
          q.legalAmbitId ? inArray(legalTexts.subambitId, subambitIdsUnderAmbit(q.legalAmbitId as number)) : undefined,
          q.areaId ? inArray(legalTexts.subambitId, subambitIdsUnderArea(q.areaId as number)) : undefined,
          q.legalScopeId ? eq(legalTexts.legalScopeId, q.legalScopeId as number) : undefined,
        ),
    },
    access: { read: everyone, write: adminsOnly },
    beforeDelete: refuseWhileReferenced('legal-text', 'legal-requirement', legalRequirements.legalTextId),
    duplicate: referenceTaken,
  });
