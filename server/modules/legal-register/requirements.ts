import { and, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { legalRequirements, legalTexts } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { bilingualValues, bilingualWrite, OrderField, RequiredText } from '../../lib/fields';
import { assertAllExist } from '../../lib/references';
import { bilingualRecord, type Reader } from '../../lib/language';
import { subambitIdsUnderAmbit, subambitIdsUnderArea, textChainsById, textIdsIn, textIdsUnderSubambits } from './hierarchy';
import { chainFields, chainReferences, hierarchyFilters } from './texts';
import { Reference } from '../../lib/wire';
import { adminsOnly, everyone } from '../../lib/access';

type RequirementRow = typeof legalRequirements.$inferSelect;

/** Requirements in the wire shape of spec §3 with every level above them, in two statements. */
export async function presentRequirements(db: Database, rows: RequirementRow[], request: Reader) {
  const chains = await textChainsById(db, [...new Set(rows.map((row) => row.legalTextId))]);
  return rows.map((row) => {
    const chain = chains.get(row.legalTextId)!;
    return bilingualRecord(request, row, {
      evidence_name_spanish: row.evidenceNameSpanish,
      evidence_name_catalan: row.evidenceNameCatalan,
      order: row.order,
      legal_text: { id: chain.textId, name: chain.textName },
      ...chainReferences(request, chain),
    });
  });
}

/** The wire shape of a requirement (spec §3), with the levels above it. */
export const RequirementSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_spanish: Type.String(),
  name_catalan: Type.String(),
  evidence_name_spanish: Type.String(),
  evidence_name_catalan: Type.String(),
  order: Type.Integer(),
  legal_text: Reference,
  ...chainFields,
});

export const legalRequirementRoutes: RegisterModule = (app, context) =>
  registerResource(app, context, {
    path: 'legal-requirement',
    name: 'legal-requirement',
    tag: 'Legal register',
    table: legalRequirements,
    write: Type.Object({
      ...bilingualWrite,
      evidence_name_spanish: RequiredText(500),
      evidence_name_catalan: RequiredText(500),
      order: OrderField(),
      legal_text_id: Type.Integer({ minimum: 1 }),
    }),
    validate: (db, body) => assertAllExist(db, legalTexts, [body.legal_text_id], 'legal_text_id'),
    values: (body) => ({
      ...bilingualValues(body),
      evidenceNameSpanish: body.evidence_name_spanish.trim(),
      evidenceNameCatalan: body.evidence_name_catalan.trim(),
      order: body.order ?? 0,
      legalTextId: body.legal_text_id,
    }),
    present: (rows, request) => presentRequirements(context.db, rows, request),
    schema: RequirementSchema,
    search: [legalRequirements.nameSpanish, legalRequirements.nameCatalan],
    orderings: {
      order: legalRequirements.order,
      name_spanish: legalRequirements.nameSpanish,
      name_catalan: legalRequirements.nameCatalan,
      id: legalRequirements.id,
    },
    defaultOrdering: 'order',
    filters: {
      query: { ...hierarchyFilters.query, legalTextId: Type.Optional(Type.Integer({ minimum: 1 })) },
      where: (q) =>
        and(
          q.legalTextId ? eq(legalRequirements.legalTextId, q.legalTextId as number) : undefined,
          q.subambitId ? inArray(legalRequirements.legalTextId, textIdsIn(legalTexts.subambitId, q.subambitId as number)) : undefined,
          q.legalAmbitId
            ? inArray(legalRequirements.legalTextId, textIdsUnderSubambits(subambitIdsUnderAmbit(q.legalAmbitId as number)))
            : undefined,
          q.areaId ? inArray(legalRequirements.legalTextId, textIdsUnderSubambits(subambitIdsUnderArea(q.areaId as number))) : undefined,
          q.legalScopeId ? inArray(legalRequirements.legalTextId, textIdsIn(legalTexts.legalScopeId, q.legalScopeId as number)) : undefined,
        ),
    },
    access: { read: everyone, write: adminsOnly },
  });
